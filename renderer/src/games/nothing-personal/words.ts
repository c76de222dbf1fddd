/** Plain words for choices: group buttons, the question at each step, each value, a whole action. */
import { counted, listed } from '@core/engine/words';
import type { Action, Group } from './choices';
import type { Family } from './families';
import {
  arrowFrom,
  board,
  gangster,
  influence,
  positionLabel,
  POWER_SHORT,
  thePosition,
  TYPE_NAMES,
  type NpView,
} from './np-view';

export interface Words {
  readonly view: NpView;
  readonly families: readonly Family[];
  /** The pending decision kind the choices answer ('anytime' for the drawer). */
  readonly kind: string;
}

/** A family as the case file calls it, by its player: "Mum’s family" (families.ts). */
const famName = (w: Words, seat: number | null): string =>
  seat === null || seat < 0 ? 'neutral' : (w.families[seat]?.family ?? `Family ${seat + 1}`);

const cardName = (instance: string): string => influence(instance)?.name ?? 'a card';

/** The gangster whose action is being chosen in The Crew, if any. */
function actingGangster(w: Words): string | null {
  const st = w.view.stage;
  if (st.kind !== 'crew-action') return null;
  const id = w.view.positions[st.pos - 1];
  return id ? (gangster(id)?.name ?? null) : null;
}

/**
 * The place a tie ruling is about ("the Capo"), from the innermost window, as the tie's prompt names it.
 * A ruling's button names the place, not "him": gangsters are not all men (Bonnie Parker, Ma Barker).
 */
function tiedPlace(w: Words): string {
  const tie = w.view.interrupts[w.view.interrupts.length - 1];
  return tie?.kind === 'tie' ? thePosition(tie.pos) : 'the tied gangster';
}

const DECLINE: Record<string, string> = {
  gift: 'Don\u2019t place a marker',
  reroll: 'Let the roll stand',
  'whack-response': 'Let the hit go ahead',
  'payout-window': 'Let the payouts go',
  'whack-reroll': 'Keep this Whack roll',
  'stat-reroll': 'Keep this roll',
  insurance: 'No insurance claim',
  leo: 'Leave Leo where he is',
};

/** The label of a group's button. */
export function groupLabel(g: Group, w: Words): string {
  const a = g.actions[0];
  if (!a) return '';
  switch (a.type) {
    case 'pass':
      return w.kind === 'gangster-action' ? 'Pass (eat a cannoli)' : 'Pass for the rest of The Commission';
    case 'place':
      return 'Place a marker';
    case 'decline':
      return DECLINE[w.kind] ?? 'Decline';
    case 'move': {
      const st = w.view.stage;
      const to = st.kind === 'crew-action' ? arrowFrom(st.pos) : null;
      return to ? `Make a Move on the ${positionLabel(w.view, to)}` : 'Make a Move';
    }
    case 'power': {
      const st = w.view.stage;
      const power = st.kind === 'crew-action' ? board().positions[st.pos - 1]?.power : null;
      return `Position power: ${power ? POWER_SHORT[power] : 'use it'}`;
    }
    case 'ability': {
      const who = actingGangster(w);
      return who ? `${who}\u2019s special action` : 'Move Leo to an empty position';
    }
    case 'reroll':
      return a.free ? 'Re-roll for free (Marco Zohgoli)' : `Pay $${board().costs.reroll} to re-roll`;
    case 'call-off':
      return 'Call the hit off (Frank Nitti)';
    case 'rule':
      return `${famName(w, a.seat)} controls ${tiedPlace(w)}`;
    case 'permit':
      return a.allow ? 'Allow it' : 'Refuse it';
    case 'keep':
      return 'Keep one card, give the other';
    case 'buy':
      return 'Buy cards';
    case 'fill':
      return 'Choose who fills the position';
    case 'answer':
      return a.accept ? `Accept offer ${a.offer + 1}` : `Turn down offer ${a.offer + 1}`;
    case 'hand-coin':
      return 'Hand a Blackmail coin to another family';
    default:
      if (!('card' in a)) return a.type;
      // What a Shakedown does said in full (the card goes, the money comes), not "Shakedown: X for $8", which
      // reads as buying the card.
      if (g.actions.every((x) => x.type === 'shakedown'))
        return `Shakedown: throw away ${cardName(a.card)}, take $${board().costs.shakedown}`;
      return cardName(a.card);
  }
}

/**
 * What a card group's card says beyond its markers (its effect), shown with the card once chosen and
 * on its button: the hand itself can sit below the fold of the side panel.
 */
export function cardText(g: Group): string | null {
  const a = g.actions[0];
  const effect = a && 'card' in a ? influence(a.card)?.effect : null;
  if (!effect) return null;
  return effect.or ? `Or: ${effect.text.replace(/^OR\s+/, '')}` : effect.text;
}

/**
 * A word under a chosen card the player may rather keep: a card for The Crew chosen in The Commission
 * can wait and be played in The Crew instead (at a price), which the choices here do not show.
 */
export function keepNote(g: Group, w: Words): { text: string; clause: string } | null {
  const a = g.actions[0];
  if (!a || !('card' in a) || w.view.stage.kind !== 'commission') return null;
  if (influence(a.card)?.timing !== 'crew') return null;
  return {
    text: `A card for The Crew: you may keep it and play it in The Crew instead, for $${board().costs.crewPlay}.`,
    clause: 'NP-6.10.1',
  };
}

/** Whether an `ability` choice here is Leo Seyfarth's move (a table action, or the question before The Family). */
const leoMove = (w: Words): boolean => w.kind === 'anytime' || w.kind === 'leo';

const KIND_WORDS: Record<string, string> = {
  play: 'Place its markers',
  use: 'Use its action',
  'discard-place': 'Discard it: one marker on any gangster (NP-6.3.2)',
  shakedown: `Shakedown: throw it away, take $8 (NP-13.1)`,
};

/** The question asked for a field. */
export function stepQuestion(path: string, sample: Action, w: Words): string {
  if (path === 'type') return 'How?';
  if (path === '') return 'Which one?';
  const [head, index] = path.split('.');
  if (head === 'targets' && sample.type === 'play') {
    const icon = influence(sample.card)?.icons[Number(index)];
    if (icon?.kind === 'type') return `Which ${TYPE_NAMES[icon.type]} gets ${icon.n} marker${icon.n > 1 ? 's' : ''}?`;
    if (icon?.kind === 'position')
      return `${icon.n} red marker${icon.n > 1 ? 's' : ''} on ${thePosition(icon.position)}?`;
  }
  if (head === 'targets') return `Neutral marker ${Number(index) + 1} of 3: on whom?`;
  if (head === 'markers') {
    const nth = index === '0' ? 'first' : 'second';
    if (path.endsWith('pos')) return `Which gangster holds the ${nth} marker?`;
    if (path.endsWith('owner')) return `Whose ${nth} marker?`;
    return `That ${nth} marker: the one on the Blackmail coin?`;
  }
  switch (head) {
    case 'pos':
      if (sample.type === 'hand-coin') return 'The coin on which gangster?';
      if (sample.type === 'discard-place') return 'Discarding the card: which gangster gets one marker?';
      return sample.type === 'ability' && sample.pos2 !== null && leoMove(w)
        ? 'Move him to which empty position?'
        : 'Which gangster?';
    case 'pos2':
      return sample.type === 'ability' && leoMove(w) ? 'Move which gangster?' : 'And which other gangster?';
    case 'seat':
      return 'Which family?';
    case 'to':
      if (sample.type === 'hand-coin') return 'Hand it to which family? One of their markers takes the place of yours.';
      return sample.type === 'keep' ? 'Give the other card to?' : 'Which family gets one marker?';
    case 'extra':
      return `Pay $${board().costs.extraInfluence} for one more marker?`;
    case 'gangster':
      return 'Which gangster?';
    case 'card':
      return 'Keep which card?';
    case 'count':
      return `How many cards, at $${board().costs.fenceCard} each?`;
    case 'amount':
      return 'How much?';
    default:
      return 'Choose';
  }
}

/**
 * Why number key `n` chose nothing while a position is asked: positions answer to their own numbers, so
 * the message names the key's position and the ones lit, each with its key, as the rules name them.
 */
export function keyMissesPosition(n: number, values: readonly unknown[]): string {
  const lit = values.flatMap((p) => (typeof p === 'number' ? [`${thePosition(p)} (${p})`] : []));
  const glowing = lit.length > 0 ? `: the glowing positions are ${listed(lit)}` : '';
  return `Key ${n}, ${thePosition(n)}, cannot be chosen now${glowing}.`;
}

/** Whether a field's values are positions on the chart (so the chart can be clicked). */
export const isPositionPath = (path: string): boolean => /^(pos|pos2|targets\.\d|markers\.\d\.pos)$/.test(path);

/** Whether a field's values are families (whose marker, which family gets it), so each answer wears its token. */
const isFamilyPath = (path: string): boolean => path.endsWith('owner') || path === 'seat' || path === 'to';

/** The seat a value of a field names, when the field asks for a family: its button wears that family's token. */
export const valueSeat = (path: string, value: unknown): number | null =>
  isFamilyPath(path) && typeof value === 'number' && value >= 0 ? value : null;

/** The words for one value of a field. */
export function valueLabel(path: string, value: unknown, sample: Action, w: Words): string {
  if (path === '') return describe(value as Action, w);
  if (path === 'type') return KIND_WORDS[String(value)] ?? String(value);
  if (isPositionPath(path)) return value === null ? 'Skip these markers' : positionLabel(w.view, Number(value));
  if (isFamilyPath(path)) return value === null ? 'Neutral' : famName(w, Number(value));
  if (path.endsWith('coin')) return value ? 'Yes, the one on the coin' : 'No, a loose one';
  if (path === 'extra') return value ? `Yes, pay $${board().costs.extraInfluence}` : 'No';
  if (path === 'gangster') return gangster(String(value))?.name ?? String(value);
  if (path === 'card') return cardName(String(value));
  if (path === 'count')
    return Number(value) === 0 ? 'None' : `${String(value)} (pay $${Number(value) * board().costs.fenceCard})`;
  void sample;
  return String(value);
}

/** One action in a sentence, for the confirm button and the drawer. */
export function describe(a: Action, w: Words): string {
  const pos = (p: number | null) => (p === null ? 'nobody' : `the ${positionLabel(w.view, p)}`);
  switch (a.type) {
    case 'play': {
      // How many on each, as the card's icons say (one target per icon): "3 markers on the Capo and 1 on the Counselor".
      const icons = influence(a.card)?.icons ?? [];
      const counts = new Map<number, number>();
      a.targets.forEach((t, i) => {
        if (t !== null) counts.set(t, (counts.get(t) ?? 0) + (icons[i]?.n ?? 0));
      });
      const where = [...counts].map(([t, n], i) =>
        n === 0 ? `markers on ${thePosition(t)}` : `${i === 0 ? counted(n, 'marker') : n} on ${thePosition(t)}`,
      );
      return `Play ${cardName(a.card)}: ${listed(where) || 'markers on nobody'}${a.extra ? ' plus one for $5' : ''}${a.to !== null ? `; one for ${famName(w, a.to)}` : ''}`;
    }
    case 'use':
      return `Use ${cardName(a.card)}${a.pos !== null ? ` on ${pos(a.pos)}` : ''}${a.pos2 !== null ? ` and ${pos(a.pos2)}` : ''}${a.seat !== null ? ` (${famName(w, a.seat)})` : ''}${a.gangster ? ` for ${gangster(a.gangster)?.name ?? a.gangster}` : ''}`;
    case 'discard-place':
      return `Discard ${cardName(a.card)}: one marker on ${pos(a.pos)}`;
    case 'shakedown':
      return `Shakedown: throw away ${cardName(a.card)}, take $${board().costs.shakedown}`;
    case 'place':
      return `Place a marker on ${pos(a.pos)}`;
    case 'power':
      if (a.markers.length > 0)
        return `Markers: ${a.markers.map((m) => `${famName(w, m.owner)} on ${thePosition(m.pos)}${m.coin ? ' (coin)' : ''}`).join(' and ')}`;
      if (a.targets.length > 0) return `Neutral markers on ${listed(a.targets.map(thePosition))}`;
      if (a.seat !== null) return `Take $3 from ${famName(w, a.seat)}`;
      return a.pos !== null ? `Use the position's power on ${pos(a.pos)}` : 'Use the position\u2019s power';
    case 'ability':
      if (a.pos !== null && a.pos2 !== null && w.view.positions[a.pos - 1] === null) {
        const who = w.view.positions[a.pos2 - 1];
        return `Move ${(who && gangster(who)?.name) ?? 'him'} into ${pos(a.pos)}`;
      }
      return `Special action${a.pos !== null ? ` on ${pos(a.pos)}` : ''}${a.pos2 !== null ? ` with ${pos(a.pos2)}` : ''}${a.seat !== null ? ` against ${famName(w, a.seat)}` : ''}${a.amount ? ` (${a.amount})` : ''}`;
    case 'keep':
      return `Keep ${cardName(a.card)}, give the other to ${famName(w, a.to)}`;
    case 'buy':
      return a.count === 0 ? 'Buy no cards' : `Buy ${a.count} card${a.count > 1 ? 's' : ''}`;
    case 'fill':
      return `Fill it with ${gangster(a.gangster)?.name ?? a.gangster}`;
    case 'hand-coin':
      return `Hand the Blackmail coin on ${pos(a.pos)} to ${famName(w, a.to)}`;
    default:
      return groupLabel({ key: a.type, actions: [a] }, w);
  }
}

/** An open offer as the drawer lists it: what goes to whom, and the price only when one is asked (a gift has none). */
export function offerSummary(
  o: { readonly money: number; readonly cardCount: number; readonly ask: number; readonly promise?: string | null },
  from: string,
  to: string,
): string {
  const cards = o.cardCount > 0 ? counted(o.cardCount, 'card') : '';
  const given = o.money === 0 && cards ? cards : `$${o.money}${cards ? ` and ${cards}` : ''}`;
  const asked = o.ask > 0 ? ` for $${o.ask}` : '';
  return `${from} gives ${given} to ${to}${asked}${o.promise ? ` \u2014 \u201c${o.promise}\u201d` : ''}`;
}
