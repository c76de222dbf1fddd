/**
 * SuperGang's decisions in plain words for the table's buttons, each with the clause it comes from. The
 * actions are the host's; this only says them.
 */
import type { Duel, SuperGangState } from '@core/games/supergang/state';
import { keyFacing } from './legal';
import type { SgAction } from './choice.svelte';
import { wordSeats } from '@core/engine/words';
import { cityData } from '@core/games/supergang/board';
import { trailingClause } from '../../../lib/clause-game';
import { leadingSeat } from '../../../table/asked';
import { characterName, GANG_WORDS, kerbName, placeName, sgLogText } from './setup';
import type { Worded } from './answer-rows';

/** An answer in words, with the rule it cites (and the question it shares with others, `answer-rows.ts`). */
export type { Worded } from './answer-rows';

/** A gang by its colour ("the Red gang"), or a seat's role when it plays no gang (the police). */
export function gangWord(s: SuperGangState, seat: number): string {
  if (s.policeSeat === seat) return 'the police';
  return `the ${GANG_WORDS[seat] ?? `seat ${seat + 1}`} gang`;
}

/** How many managers defend the shop the acting character stands in (SG-8.1): two in a shop with initials. */
function managersAt(s: SuperGangState): number {
  const id = s.turn.acting;
  const pos = id ? s.characters.find((c) => c.id === id)?.pos : undefined;
  return pos?.kind === 'shop' ? (cityData().shops.find((x) => x.id === pos.shop)?.managers ?? 1) : 1;
}

const SIDE_TAKEN = (s: SuperGangState): string => {
  const id = s.turn.acting;
  const ch = id ? s.characters.find((c) => c.id === id) : undefined;
  return ch?.pos?.kind === 'shop' ? placeName(ch.pos.shop) : 'this shop';
};

const KIND = { killer: 'Killer', vamp: 'Vamp', dealer: 'Dealer' } as const;

/**
 * A question put to a seat speaks of that seat's own people as "your": "Blue gang: the cops are arresting
 * your Killer", not "Blue gang: the cops are arresting Blue gang's Killer" (SG-9.3.3).
 */
function yours(prompt: string): string {
  const to = leadingSeat(prompt);
  return to
    ? `${to}: ${prompt
        .slice(to.length + 2)
        .split(`${to}'s `)
        .join('your ')}`
    : prompt;
}

/** One part of the status's words for the first three rounds, beside the clause(s) that say it. */
export interface PeacePart {
  readonly words: string;
  readonly clauses: readonly string[];
}

/**
 * The first three rounds as the table's status says them, each part beside the clause that says it, in the
 * Rules screen's own words ("the first three rounds", not "peaceful", which the rules never say): "First three
 * rounds: 3 left", then what SG-3.5 forbids. That stick-ups are allowed is not in SG-3.5 but in SG-5.4.1 (a
 * stick-up in any shop not yours): "nobody may harm another gangster yet" had read as a contradiction right
 * after one. Kept short: at 1280×720 the panel stands at the side column's foot. With a police
 * player the cops come in the third round (SG-15.2), so then the status says that in place of "the cops stay
 * out of play".
 */
export function peaceParts(left: number, copsIn: boolean): { head: string; parts: PeacePart[] } {
  const forbids = 'nobody may shoot at or vamp another gang';
  return {
    head: `First three rounds: ${left} left`,
    parts: [
      copsIn
        ? { words: forbids, clauses: ['SG-3.5'] }
        : { words: `${forbids}, and the cops stay out of play`, clauses: ['SG-3.5'] },
      ...(copsIn ? [{ words: "the police player's cops are out from the third round", clauses: ['SG-15.2'] }] : []),
      { words: 'stick-ups are allowed', clauses: ['SG-5.4.1'] },
    ],
  };
}

/**
 * What the table's status says while a duel is fought, in place of the first three rounds left (SG-3.5 forbids a
 * gangster harming another, not a shoot-out with a shop's managers): what is happening and who is shooting,
 * "A stick-up at Moretti Bakery: the Red gang is shooting it out with the managers".
 */
export function duelStatusWords(s: SuperGangState, d: Duel): string {
  const at = d.shop ? ` at ${placeName(d.shop)}` : '';
  const [attackers, defenders] = [gangWord(s, d.seats[0]), gangWord(s, d.seats[1])];
  const target = targetName(d.sides[1][0]?.id ?? '');
  // The defenders hold the gun: the status names them shooting, as the decision does ("Red gang: shoot an
  // arrow" under "the Blue gang is shooting it out" read as the wrong side shooting). A clinic's target
  // never shoots back.
  if (d.gunner === 1)
    switch (d.cause) {
      case 'stick-up':
        return `A stick-up${at}: the managers are shooting back at ${attackers} (${defenders} shoots for them)`;
      case 'arrest':
        return `An arrest resisted: ${target} is shooting back at the cops`;
      case 'killing':
        return `A gangland killing${at}: ${defenders} is shooting back at ${attackers}`;
      case 'clinic':
        break;
    }
  switch (d.cause) {
    case 'stick-up':
      return `A stick-up${at}: ${attackers} is shooting it out with the managers`;
    case 'arrest':
      return `An arrest resisted: the cops are shooting it out with ${target}`;
    case 'killing':
      return `A gangland killing${at}: ${attackers} is shooting it out with ${defenders}`;
    case 'clinic':
      return `An attack in the clinic: ${attackers} is shooting at ${target}, who cannot shoot back`;
  }
}

/**
 * A decision's prompt in words ("Red gang: what does he do here?"), its closing clause ID apart for the
 * small print. A sentence left without its ending gets a full stop; a question keeps its mark.
 */
export function promptParts(prompt: string, policeSeat: number | null): { text: string; clause: string | null } {
  const parts = trailingClause(
    sgLogText(wordSeats(yours(prompt), (n) => (n === policeSeat ? 'the police' : `${GANG_WORDS[n] ?? ''} gang`))),
  );
  return parts.clause && !/[.?!]$/.test(parts.text) ? { ...parts, text: `${parts.text}.` } : parts;
}

/**
 * Another seat's question as the seats that wait read it: who is asked ("Blue gang") apart from the
 * question, which is quoted as that seat hears it ("Name your price, or refuse."), so its "your" and "you"
 * are plainly the asked seat's, not the reader's.
 */
export function waitingParts(
  prompt: string,
  seat: number,
  policeSeat: number | null,
): { who: string; question: string; clause: string | null } {
  const who = promptParts(leadingSeat(prompt) ?? `{seat:${seat}}`, policeSeat).text;
  const parts = promptParts(prompt, policeSeat);
  const question = parts.text.startsWith(`${who}: `) ? parts.text.slice(who.length + 2) : parts.text;
  return { who, question: question.charAt(0).toUpperCase() + question.slice(1), clause: parts.clause };
}

/**
 * The words before another seat's quoted question: "Waiting for Blue gang" at the table; in a replay nobody
 * waits (the game is history, or goes on elsewhere), so the step shown says who "decides next", as the other
 * games' replays say "Next to decide".
 */
export function waitingLead(who: string, review: boolean): string {
  return review ? `${who} decides next` : `Waiting for ${who}`;
}

/**
 * Another seat's decision as the others read it (`waitingParts`), where the engine's prompt leaves out what
 * the table knows: a gang asked "what does he do here?" is asked about the piece that just stopped, so the
 * seats that wait (and a replay) read "What does the Green Killer do at Street F11?", as the asked seat
 * does, not "he" and "here" with nobody named.
 */
export function waitingWords(
  s: SuperGangState,
  p: { readonly prompt: string; readonly seat: number; readonly kind: string },
): { who: string; question: string; clause: string | null } {
  const w = waitingParts(p.prompt, p.seat, s.policeSeat);
  const named = askedHere(w.question, p.kind === 'act' ? questionOf(s, 'act') : null);
  return named ? { ...w, question: named } : w;
}

/** What a haggling price means to its hearers (SG-7.7). */
const price = (p: number): string => (p === 0 ? 'for nothing' : `for ${p} million`);

export function actionWords(a: SgAction, s: SuperGangState): Worded {
  switch (a.type) {
    case 'roll':
      return { text: 'Throw the dice', clause: 'SG-9.0.2' };
    case 'buy-cops':
      return { text: 'Buy the cops first (500 million)', clause: 'SG-9.4.1' };
    case 'cop-move':
      return a.to === null
        ? { text: `Cop group ${a.group + 1} cannot move: go on`, clause: 'SG-9.1' }
        : {
            text: `Cop group ${a.group + 1} to ${placeName(a.to.split('/')[0] ?? a.to)}${a.arrest ? `, arresting the ${characterName(a.arrest)}` : ''}`,
            clause: a.arrest ? 'SG-9.3.2' : 'SG-9.1',
          };
    case 'answer-arrest':
      return a.rebel
        ? { text: 'Resist: shoot it out with the cops', clause: 'SG-9.3.3' }
        : { text: 'Go quietly to jail', clause: 'SG-9.3.3' };
    case 'move':
      return a.to === null
        ? { text: `The ${characterName(a.character)} cannot move this turn: go on`, clause: 'SG-4.1.2' }
        : { text: `The ${characterName(a.character)} to ${placeName(a.to.split('/')[0] ?? a.to)}`, clause: 'SG-4.1.2' };
    case 'clinic-attack':
      return {
        text: `The ${characterName(a.character)} shoots the ${characterName(a.target)} in the clinic`,
        clause: 'SG-11.4.4',
      };
    case 'coward':
      return { text: 'Rob a passer-by (coward attack, 10 million)', clause: 'SG-5.1' };
    case 'racket':
      return { text: `Make ${SIDE_TAKEN(s)} pay protection (racket)`, clause: 'SG-5.2' };
    case 'buy':
      return { text: `Buy ${SIDE_TAKEN(s)}`, clause: 'SG-5.3' };
    case 'stick-up': {
      const how = a.mode === 'ownership' ? 'to take the shop over' : 'for its cash';
      if (a.defender === null)
        return { text: `Stick up ${SIDE_TAKEN(s)} ${how}`, clause: a.mode === 'ownership' ? 'SG-5.4.6' : 'SG-5.4' };
      // A shop nobody owns or rackets: the robber picks another gang to shoot for its managers, at no cost or
      // gain to that gang (SG-8.4): that gang plays them in the duel. "Defending it" read as that gang guarding
      // the shop, or owning it. Short, as several such answers stand in a laptop's narrow column, under a
      // question that names the shop already ("What does the Red Vamp do at Pawnbroker?").
      const managers = managersAt(s) === 2 ? 'the two managers' : 'the manager';
      const gang = gangWord(s, a.defender);
      return {
        text: `Stick it up ${how}: ${gang} plays ${managers}`,
        clause: 'SG-8.4',
        // Two or three such answers stand one under the other: the question once, a button per gang.
        group: { lead: `Stick it up ${how}. Who plays ${managers}?`, choice: gang.replace(/^the /, '') },
      };
    }
    case 'kill':
      return {
        text: `Shoot it out with ${a.targets.map((t) => `the ${characterName(t)}`).join(' and ')}`,
        clause: 'SG-5.5',
      };
    case 'vamp':
      return { text: `Vamp the ${characterName(a.target)}`, clause: 'SG-6.2' };
    case 'buy-pawns':
      return { text: `Buy ${a.count} traffic pawns`, clause: 'SG-5.6.2' };
    case 'deal':
      return { text: `Put a traffic pawn on ${kerbName(a.section)}`, clause: 'SG-5.6.8' };
    case 'recruit':
      return { text: `Recruit a new ${KIND[a.kind]}`, clause: 'SG-7.1' };
    case 'take-token':
      return { text: `Take your token back from ${placeName(a.shop)}`, clause: 'SG-12.4' };
    case 'done':
      // Which comes next, said plainly: "That is all here: next" left a family asking "next what?".
      return {
        text: s.turn.toMove.length > 0 ? 'Done here: move the next one' : 'Done here: end the turn',
        clause: 'SG-4.1.3',
      };
    case 'shoot':
      return { text: `Shoot at ${targetName(a.target)}`, clause: 'SG-11.2.4' };
    case 'answer-recruit':
      return a.price === null
        ? { text: 'Refuse to sell a recruit', clause: 'SG-7.7' }
        : { text: `Sell the recruit ${price(a.price)}`, clause: 'SG-7.7' };
    case 'counter-price':
      return { text: `Offer ${a.price} million instead`, clause: 'SG-7.7' };
    case 'take-price':
      return { text: 'Agree to the price on the table', clause: 'SG-7.7' };
    case 'walk-away':
      return { text: 'Walk away', clause: 'SG-7.7' };
    case 'pay':
      return { text: `Give the ${GANG_WORDS[a.to] ?? ''} gang ${a.amount} million`, clause: 'SG-11.4.5' };
    case 'abandon':
      return { text: 'Give up the game', clause: 'SG-14.1' };
    case 'time-up':
      return { text: 'Time is up', clause: 'SG-13.1' };
  }
}

/** A duel target: a character, a shop's manager (`manager-1`) or a cop (`cop-0-a`). */
export function targetName(id: string): string {
  if (/^(red|blue|green|yellow)-(killer|vamp|dealer)$/.test(id)) return `the ${characterName(id)}`;
  const manager = /^manager-(\d)$/.exec(id);
  if (manager) return `manager ${manager[1]}`;
  const cop = /^cop-(\d)-([ab])$/.exec(id);
  if (cop) return `cop ${cop[2] === 'a' ? 1 : 2} of group ${Number(cop[1]) + 1}`;
  return id;
}

/** The engine's bare question about the piece that just stopped, without who is asked ("What does he do here?"). */
const HERE = /^what does (?:he|she) do here\?/i;

/**
 * A question ("What does he do here? In your own shop he may also do nothing.", who is asked left out, as
 * `waitingParts` gives it) with its bare "he" and "here" said as the table knows them (`named`: "What does the
 * Red Dealer do at Blue Moon Jazz Club?"), what follows kept; null where it asks something else. The asked seat
 * reads it once in its heading, the seats that wait in their quote (`waitingWords`).
 */
export function askedHere(question: string, named: string | null): string | null {
  return named !== null && HERE.test(question) ? question.replace(HERE, named) : null;
}

/** The plain question a decision asks, when its prompt alone does not say it. */
export function questionOf(s: SuperGangState, kind: string | null): string | null {
  switch (kind) {
    case 'act': {
      const id = s.turn.acting;
      const ch = id ? s.characters.find((c) => c.id === id) : undefined;
      const at = ch?.pos ? placeName(ch.pos.kind === 'shop' ? ch.pos.shop : ch.pos.square) : 'here';
      return ch ? `What does the ${characterName(ch.id)} do at ${at}?` : null;
    }
    case 'cops':
      return 'Move each cop group as far as its blue die says; cops who reach a wanted man may arrest him.';
    default:
      return null;
  }
}

/**
 * One of the ways to stop at a place picked on the map: which way the piece faces there (it may not turn back
 * next turn, SG-9.1.1), and for a cop group whom it arrests on arrival (SG-9.3.2). A cop group may end a square facing one way or another, so
 * its answers say the facing too, or two would read alike ("Arrest nobody" twice).
 */
export function variantWords(v: SgAction): string {
  const f = v.type === 'cop-move' || v.type === 'move' ? (v.to ? keyFacing(v.to) : null) : null;
  const facing = f ? `, facing ${f}` : '';
  if (v.type === 'cop-move')
    return v.arrest ? `Arrest the ${characterName(v.arrest)}${facing}` : `Arrest nobody${facing}`;
  return f ? `Stop facing ${f}` : 'Stop free to go any way';
}
