/**
 * Enumerating the turn-bound and response-window decisions of a seat (`legal`): its turn in the
 * current phase, its answer to the innermost window, and its answers to trade offers made to it.
 * What a seat may do at any moment (Shakedown, any-time cards) is enumerated in `anytime.ts`.
 */
import { act, type NpAction } from './actions';
import { ChoiceWalk } from './choice-walk';
import { gangsterChoices, occupied, others, owners } from './legal-crew';
import { content, type InfluenceCard } from './content';
import { JONES_MIN, WINDOW_EFFECTS, prisonCardNeeds, silenceFits, silenceOpen } from './rules/cards';
import { familyCandidates } from './rules/family';
import { boardTypes, designFor, placementList, type Placement } from './rules/influence';
import { leoChooser, openPositions } from './rules/leo';
import { freeRerollSeat, rerollers } from './rules/make-a-move';
import { card, gangsterAt, marksAt, totalMarks } from './rules/model';
import { statRerollers } from './rules/stats';
import { callOffSeat } from './rules/whacking';
import { actingSeat, anteOpen, fenceMost } from './rules/turns';
import { edition, topInterrupt, type NpState } from './state';

/**
 * The decisions `seat` has now: answers to offers made to it (NP-13.4.2), then its turn or its
 * answer to the innermost response window. Empty when the seat has nothing pending.
 */
export function legalChoices(s: NpState, seat: number): NpAction[] {
  if (s.phase === 'over') return [];
  if (s.offers.length === 0 || !s.offers.some((o) => o.to === seat)) return mainChoices(s, seat);
  const answers = s.offers
    .filter((o) => o.to === seat)
    .flatMap((o): NpAction[] => [
      ...((s.money[seat] ?? 0) >= o.ask ? [{ type: 'answer' as const, offer: o.id, accept: true }] : []),
      { type: 'answer', offer: o.id, accept: false },
    ]);
  return [...answers, ...mainChoices(s, seat)];
}

function mainChoices(s: NpState, seat: number): NpAction[] {
  const w = topInterrupt(s);
  if (w) {
    switch (w.kind) {
      case 'tie':
        return w.chooser === seat ? w.tied.map((t) => ({ type: 'rule', seat: t })) : [];
      case 'gift':
        if (w.seat !== seat) return [];
        return [
          ...((s.supply[seat] ?? 0) > 0 ? occupied(s).map((pos): NpAction => ({ type: 'place', pos })) : []),
          { type: 'decline' },
        ];
      case 'split':
        return w.seat === seat
          ? w.cards.flatMap((c) => others(s, seat).map((to): NpAction => ({ type: 'keep', card: c, to })))
          : [];
      case 'reroll': {
        if (!rerollers(s, w.declined).includes(seat)) return [];
        const out: NpAction[] = [{ type: 'decline' }];
        if ((s.money[seat] ?? 0) >= content().board.costs.reroll) out.push({ type: 'reroll', free: false });
        if (freeRerollSeat(s) === seat) out.push({ type: 'reroll', free: true });
        return out;
      }
      case 'blackmail':
        return w.blackmailer === seat
          ? [
              { type: 'permit', allow: true },
              { type: 'permit', allow: false },
            ]
          : [];
      case 'whack': {
        // NP-16.10, NP-19.2: until the die is rolled; from edition 4 also after letting the hit go ahead.
        const after = w.declined.includes(seat);
        if (after && edition(s) < 4) return [];
        const out: NpAction[] = after ? [] : [{ type: 'decline' }];
        out.push(...windowUses(s, seat, 'cancel-whack'));
        if (callOffSeat(s)?.seat === seat) out.push({ type: 'call-off' });
        return out;
      }
      case 'payout': {
        if (w.declined.includes(seat)) return [];
        const uses = payoutCards(s, seat).flatMap(({ instance, design }) => useChoices(s, seat, instance, design, 0));
        return [{ type: 'decline' }, ...uses];
      }
      case 'whack-reroll':
        return w.seat === seat ? [{ type: 'decline' }, { type: 'reroll', free: true }] : [];
      case 'stat-reroll': {
        if (!statRerollers(s, w).includes(seat)) return [];
        if (w.declined === null) return [{ type: 'decline' }, { type: 'reroll', free: true }];
        // NP-18.2: Antoine's roll, re-rolled for $10 by anyone (or with Marco's favour).
        const out: NpAction[] = [{ type: 'decline' }];
        if ((s.money[seat] ?? 0) >= content().board.costs.reroll) out.push({ type: 'reroll', free: false });
        if (freeRerollSeat(s) === seat) out.push({ type: 'reroll', free: true });
        return out;
      }
      case 'insurance':
        return w.seat === seat ? [{ type: 'decline' }, ...windowUses(s, seat, 'whack-insurance')] : [];
      case 'leo': {
        const leo = leoChooser(s);
        if (leo?.seat !== seat) return [];
        return [{ type: 'decline' }, ...openPositions(s).map((to) => act.ability({ pos: to, pos2: leo.pos }))];
      }
    }
  }
  const st = s.stage;
  switch (st.kind) {
    case 'placement':
      return st.turn === seat ? occupied(s).map((pos) => ({ type: 'place', pos })) : [];
    case 'commission':
      return st.turn === seat ? commissionChoices(s, seat, st.ante) : [];
    case 'crew-action':
      return actingSeat(s) === seat ? gangsterChoices(s, seat, st.pos, st.refused) : [];
    case 'fence': {
      if ((st.turn + st.done) % s.seats !== seat) return [];
      const out: NpAction[] = [];
      for (let count = 0, most = fenceMost(s, seat); count <= most; count++) out.push({ type: 'buy', count });
      return out;
    }
    case 'family':
      return st.chooser === seat ? familyCandidates(s, st.pos).map((gangster) => ({ type: 'fill', gangster })) : [];
    default:
      return [];
  }
}

/** The cards `seat` may play in the pause before payouts: a Snitch, or Suspect Silenced if it can pay. */
export function payoutCards(s: NpState, seat: number): { instance: string; design: InfluenceCard }[] {
  const pay = (s.money[seat] ?? 0) >= content().board.costs.crewPlay;
  return distinctHand(s, seat).filter(
    ({ design }) => design.effect?.kind === 'snitch' || (design.effect?.kind === 'silence' && pay),
  );
}

/** Playing a window card (Testimony Unsealed, "Whacky" Insurance) inside its window. */
function windowUses(s: NpState, seat: number, effect: string): NpAction[] {
  return distinctHand(s, seat)
    .filter((c) => c.design.effect?.kind === effect)
    .map((c) => act.use(c.instance));
}

/** One instance per design in a hand: copies of a design play identically. */
export function distinctHand(s: NpState, seat: number): { instance: string; design: InfluenceCard }[] {
  const seen = new Set<string>();
  const out: { instance: string; design: InfluenceCard }[] = [];
  for (const instance of s.hands[seat] ?? []) {
    const design = designFor(instance);
    if (!design || seen.has(design.id)) continue;
    seen.add(design.id);
    out.push({ instance, design });
  }
  return out;
}

/**
 * How many antes `seat` may pay in its commission turn (`ante`, `ante` + 1, …): the current Ante,
 * and up to $10 more once every seat has acted (NP-6.5), never more than its money.
 */
export function anteCount(s: NpState, seat: number, ante: number): number {
  const money = s.money[seat] ?? 0;
  if (ante > money) return 0;
  return anteOpen(s) ? Math.min(money, ante + 10) - ante + 1 : 1;
}

/** Whether a card in The Commission may be used instead of placed: no icons, or an OR ability. */
export const hasUses = (design: InfluenceCard): boolean => design.icons.length === 0 || Boolean(design.effect?.or);

/**
 * A commission turn's choices: pass, then per distinct card and per ante its plays, its uses and its
 * discards (legal-pick.ts counts them in the same order instead of listing them). A card's placements
 * and uses are worked out once and written out for each ante.
 */
function commissionChoices(s: NpState, seat: number, ante: number): NpAction[] {
  const money = s.money[seat] ?? 0;
  const antes = anteCount(s, seat, ante);
  const occ = (s.supply[seat] ?? 0) > 0 ? occupied(s) : [];
  const out: NpAction[] = [{ type: 'pass' }];
  if (antes === 0) return out;
  let types: (string | null)[] | null = null;
  for (const { instance, design } of distinctHand(s, seat)) {
    const placements = design.icons.length === 0 ? [] : placementList(s, seat, design, (types ??= boardTypes(s)));
    const uses: NpAction[] = [];
    if (hasUses(design)) useWalk(s, seat, instance, design, ante, uses);
    for (let a = ante; a < ante + antes; a++) {
      pushPlays(out, s, seat, instance, design, a, money - a, placements);
      for (const u of uses) out.push(a === ante ? u : reAnted(u, a));
      for (const pos of occ) out.push({ type: 'discard-place', card: instance, pos, ante: a });
    }
  }
  return out;
}

/** A listed use at another ante: the same keys in the same order. */
function reAnted(u: NpAction, ante: number): NpAction {
  const x = u as Extract<NpAction, { type: 'use' }>;
  return use(x.card, ante, x.pos, x.pos2, x.seat, x.gangster);
}

const NO_ONE: readonly null[] = [null];

/** Every way to play a card's markers (with the extra marker for $5 where the card allows), onto `out`. */
export function pushPlays(
  out: NpAction[],
  s: NpState,
  seat: number,
  instance: string,
  design: InfluenceCard,
  ante: number,
  budget: number,
  placements: readonly Placement[],
): void {
  if (placements.length === 0) return;
  const tos: readonly (number | null)[] = design.effect?.kind === 'gift-other' ? others(s, seat) : NO_ONE;
  const extra = design.effect?.kind === 'extra-for-5' && budget >= content().board.costs.extraInfluence;
  for (const { targets, left } of placements) {
    for (const to of tos) {
      out.push({ type: 'play', card: instance, targets, extra: false, to, ante });
      if (extra && left >= 1) out.push({ type: 'play', card: instance, targets, extra: true, to, ante });
    }
  }
}

/** Every way to use a card's action (or OR ability) instead of placing. */
export function useChoices(
  s: NpState,
  seat: number,
  instance: string,
  design: InfluenceCard,
  ante: number,
): NpAction[] {
  const out: NpAction[] = [];
  useWalk(s, seat, instance, design, ante, out);
  return out;
}

/** How many `useChoices` there are, none written out: counted per kind as `useWalk` walks them. */
export function useCount(s: NpState, seat: number, design: InfluenceCard): number {
  const e = design.effect;
  if (!e || (WINDOW_EFFECTS as readonly string[]).includes(e.kind)) return 0;
  switch (e.kind) {
    case 'take-money':
    case 'draw-cards':
    case 'draw-two-give-one':
      return 1;
    case 'remove-any': {
      let n = 0;
      for (let pos = 1; pos <= 9; pos++) n += ownerCount(s, pos);
      return n;
    }
    case 'jailbreak':
      return s.prison.length;
    case 'gang-wars': {
      const m = occupiedCount(s);
      return m * (m - 1);
    }
    case 'swap-same-type': {
      let n = 0;
      for (let pos = 1; pos <= 9; pos++) {
        const g = gangsterAt(s, pos);
        if (g === null) continue;
        const type = card(g).type;
        for (let pos2 = pos + 1; pos2 <= 9; pos2++) {
          const g2 = gangsterAt(s, pos2);
          if (g2 !== null && card(g2).type === type) n++;
        }
      }
      return n;
    }
    default: {
      if (!onePosOpen(s, seat, e.kind)) return 0;
      let n = 0;
      for (let pos = 1; pos <= 9; pos++) if (gangsterAt(s, pos) !== null && onePosFits(s, e.kind, e.amount, pos)) n++;
      return n;
    }
  }
}

/** `owners(s, pos).length`, nothing listed. */
function ownerCount(s: NpState, pos: number): number {
  const m = marksAt(s, pos);
  if (!m) return 0;
  let n = m.neutral > 0 ? 1 : 0;
  for (const k of m.seats) if (k > 0) n++;
  return n;
}

/** `occupied(s).length`, nothing listed. */
function occupiedCount(s: NpState): number {
  let n = 0;
  for (let pos = 1; pos <= 9; pos++) if (gangsterAt(s, pos) !== null) n++;
  return n;
}

/** The use at index `k` of `useChoices(s, seat, instance, design, ante)` (k below `useCount`). */
export const useAt = (
  s: NpState,
  seat: number,
  instance: string,
  design: InfluenceCard,
  ante: number,
  k: number,
): NpAction => useWalk(s, seat, instance, design, ante, k) as NpAction;

/**
 * `useChoices` in order: pushed onto `want` when it is a list; else the one at index `want`, or
 * (past the last, -1 say) how many there are, none written out.
 */
export function useWalk(
  s: NpState,
  seat: number,
  instance: string,
  design: InfluenceCard,
  ante: number,
  want: NpAction[] | number,
): NpAction | number {
  const e = design.effect;
  if (!e || (WINDOW_EFFECTS as readonly string[]).includes(e.kind)) return 0;
  const w = new ChoiceWalk(want);
  const occ = occupied(s);
  switch (e.kind) {
    case 'take-money':
    case 'draw-cards':
    case 'draw-two-give-one':
      if (w.next()) {
        const u = use(instance, ante, null, null, null, null);
        if (w.take(u)) return u;
      }
      break;
    case 'remove-any':
      for (const pos of occ)
        for (const o of owners(s, pos))
          if (w.next()) {
            const u = use(instance, ante, pos, null, o, null);
            if (w.take(u)) return u;
          }
      break;
    case 'jailbreak':
      for (const g of s.prison)
        if (w.next()) {
          const u = use(instance, ante, null, null, null, g);
          if (w.take(u)) return u;
        }
      break;
    case 'gang-wars':
    case 'swap-same-type':
      for (const pos of occ)
        for (const pos2 of occ)
          if ((e.kind === 'gang-wars' ? pos2 !== pos : pos2 > pos && typeAt(s, pos2) === typeAt(s, pos)) && w.next()) {
            const u = use(instance, ante, pos, pos2, null, null);
            if (w.take(u)) return u;
          }
      break;
    default:
      // The uses that name one gangster: those the card allows, in board order.
      if (!onePosOpen(s, seat, e.kind)) break;
      for (const pos of occ)
        if (onePosFits(s, e.kind, e.amount, pos) && w.next()) {
          const u = use(instance, ante, pos, null, null, null);
          if (w.take(u)) return u;
        }
      break;
  }
  return w.n;
}

/** A use, as `act.use(instance, { …, ante })` gives it: the same keys in the same order. */
function use(
  instance: string,
  ante: number,
  pos: number | null,
  pos2: number | null,
  seat: number | null,
  gangster: string | null,
): NpAction {
  return { type: 'use', card: instance, pos, pos2, seat, gangster, ante };
}

const typeAt = (s: NpState, pos: number): string => card(gangsterAt(s, pos) ?? '').type;

/** Whether a card naming one gangster may be used at all now (supplies, the deck, the moment). */
function onePosOpen(s: NpState, seat: number, kind: string): boolean {
  switch (kind) {
    case 'place-neutral':
      return s.neutralSupply > 0;
    case 'blackmail':
      return s.blackmailSupply >= 1 && (s.supply[seat] ?? 0) >= 1;
    case 'prison-replace':
      return s.gangsterDeck.length > 0;
    case 'silence':
      return silenceOpen(s);
    case 'snitch':
    case 'remove-blackmail':
      return true;
    default:
      return false;
  }
}

/** Whether a card naming one gangster may name the one in `pos`. */
function onePosFits(s: NpState, kind: string, amount: number | undefined, pos: number): boolean {
  switch (kind) {
    case 'snitch':
    case 'prison-replace': {
      const g = gangsterAt(s, pos); // NP-15.2.4: his own need for Prison, if higher, holds too
      return g !== null && totalAt(s, pos) >= prisonCardNeeds(s, g, kind === 'snitch' ? (amount ?? 10) : JONES_MIN);
    }
    case 'blackmail':
      return marksAt(s, pos)?.blackmail === null;
    case 'silence':
      return silenceFits(s, pos);
    case 'remove-blackmail':
      return (marksAt(s, pos)?.blackmail ?? null) !== null;
    default:
      return true;
  }
}

function totalAt(s: NpState, pos: number): number {
  const m = marksAt(s, pos);
  return m ? totalMarks(m) : 0;
}
