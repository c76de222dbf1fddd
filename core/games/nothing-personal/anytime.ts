/**
 * Table actions: what a seat may do at any moment, whether or not it has a decision pending —
 * the Shakedown (NP-13.1.1), gifts and trade offers (NP-13.4.2), play-at-any-time cards (NP-7.3.1,
 * NP-7.6.1), cards playable during The Crew for $5 (NP-6.10.1), Leo Seyfarth's move (NP-18.11) and
 * handing a Blackmail coin to another family (NP-13.4.4).
 * The kernel accepts these from any seat (`acceptsAnytime`) and the table offers them (`anytime`);
 * no pending decision waits for them, so they never hold the game up.
 */
import type { NpAction } from './actions';
import { act } from './actions';
import { content, type InfluenceCard } from './content';
import { legalChoices, pushPlays, useWalk } from './legal';
import { boardTypes, designFor, placementList } from './rules/influence';
import { sameJson } from './choice-walk';
import { card, control, gangsterAt } from './rules/model';
import { boardCounted, openingPlacement } from './rules/anytime';
import { actingSeat } from './rules/turns';
import { edition, topInterrupt, type NpState } from './state';

/** Whether a gangster is one whose controller may move him at any moment (Leo Seyfarth, NP-18.11), by id. */
const anytimeMovers = new Map<string, boolean>();
function movesAnytime(gid: string): boolean {
  let known = anytimeMovers.get(gid);
  if (known === undefined) {
    const ab = card(gid).ability;
    known = ab.kind === 'move-to-empty' && ab.mode === 'anytime';
    anytimeMovers.set(gid, known);
  }
  return known;
}

/** Leo Seyfarth's controller may move him from `from` at any moment (NP-18.11). */
function leoMovesFrom(s: NpState, seat: number, from: number | null): boolean {
  if (from === null) return false;
  const g = gangsterAt(s, from);
  return g !== null && movesAnytime(g) && control(s, from).seat === seat;
}

/**
 * What every seat's table actions read of the board, worked out once for the board last asked about:
 * where a gangster stands whom his controller may move at any moment (Leo Seyfarth, NP-18.11), in
 * order, and each position's type (`boardTypes`). The host asks for the table actions of every seat of
 * each position in turn, and most actions leave the board as it was. Kept by the board's contents (the
 * gangsters' ids, compared one by one), not by the state or its list: a simulation or a test may change
 * a state's board in place and ask again.
 */
const board: (string | null)[] = [];
let leoPlaces: readonly number[] = [];
let types: readonly (string | null)[] | null = null;

function boardOf(s: NpState): void {
  const positions = s.positions;
  let same = board.length === 9;
  for (let i = 0; i < 9 && same; i++) if (board[i] !== (positions[i] ?? null)) same = false;
  if (same) return;
  const places: number[] = [];
  for (let p = 1; p <= 9; p++) {
    const g = positions[p - 1] ?? null;
    board[p - 1] = g;
    if (g !== null && movesAnytime(g)) places.push(p);
  }
  leoPlaces = places;
  types = null;
}

/** Forgets the board `boardOf` read last (tests: the answers from a board read afresh). */
export function forgetBoard(): void {
  board.length = 0;
}

/** The board's types (`boardTypes`) for the board `boardOf` last read, worked out when first asked for. */
function typesOf(s: NpState): readonly (string | null)[] {
  // A list of its own: `placementList` reads it, and it is never changed.
  return (types ??= boardTypes(s));
}

/**
 * Whether an `ability` action is Leo's move (NP-18.11) rather than the acting gangster's ability:
 * it names Leo's position in `pos2`; from the seat acting in The Crew it must also name an empty
 * position in `pos` (a gangster's own swap names occupied positions only, NP-18.9).
 */
export function isLeoMove(s: NpState, seat: number, a: NpAction): boolean {
  if (a.type !== 'ability' || !leoMovesFrom(s, seat, a.pos2)) return false;
  return actingSeat(s) !== seat || (a.pos !== null && gangsterAt(s, a.pos) === null);
}

/** Whether a card may be played out of turn now: any-time cards always, Crew cards during The Crew. */
function playableOutOfTurn(s: NpState, instance: string): boolean {
  const design = designFor(instance);
  return !!design && (design.timing === 'any' || (design.timing === 'crew' && s.phase === 'crew'));
}

/**
 * Whether `a` is a table action the kernel should accept from `seat` even with nothing pending.
 * This only opens the door: `apply` still checks the action in full (the card is held, the money is
 * there…) and refuses with the clause that stops it. Turn-bound actions are never table actions.
 */
export function acceptsAnytimeAction(s: NpState, seat: number, a: NpAction): boolean {
  if (s.phase === 'over') return false;
  switch (a.type) {
    case 'shakedown':
    case 'give':
    case 'offer':
    case 'answer':
    case 'hand-coin':
      return true;
    case 'play':
    case 'use':
      return playableOutOfTurn(s, a.card);
    case 'ability':
      return isLeoMove(s, seat, a);
    case 'call-off':
      // NP-19.2: Frank Nitti's family may call a hit off until the die is rolled, even after letting
      // it go ahead (edition 4; `legal` lists it then, as `apply` checks the rest).
      return edition(s) >= 4 && topInterrupt(s)?.kind === 'whack';
    default:
      return false;
  }
}

/**
 * The table actions open to `seat` now, enumerated: a Shakedown for each card design in its hand,
 * every out-of-turn play of its any-time (and, during The Crew, Crew) cards, Leo's moves, and the
 * withdrawal of its own open offers. Gifts and new offers (`give`, `offer`) are free-form: the
 * table builds them in a dialog and `apply` validates them. Only the seat's own cards appear.
 */
export function anytimeChoices(s: NpState, seat: number): NpAction[] {
  if (s.phase === 'over' || seat < 0 || seat >= s.seats) return [];
  const out: NpAction[] = [];
  // On your own Commission turn every card play is your turn's action (in `legal`, Ante included).
  const myTurn = s.interrupts.length === 0 && s.stage.kind === 'commission' && s.stage.turn === seat;
  const money = s.money[seat] ?? 0;
  // Edition 5: while the board is counted after the fifth round only money and cards change hands.
  const finalCount = boardCounted(s);
  // Edition 8: no card is played during the opening placement (NP-3.15); a Shakedown still may be.
  const noPlays = finalCount || openingPlacement(s);
  boardOf(s);
  for (let i = 0; i < leoPlaces.length && !finalCount; i++) {
    const from = leoPlaces[i] as number;
    if (control(s, from).seat !== seat) continue;
    for (let to = 1; to <= 9; to++) if (gangsterAt(s, to) === null) out.push(act.ability({ pos: to, pos2: from }));
  }
  // One instance per design (as `distinctHand`): copies of a design play identically.
  const seen: InfluenceCard[] = [];
  for (const instance of s.hands[seat] ?? []) {
    const design = designFor(instance);
    if (!design || seen.includes(design)) continue;
    seen.push(design);
    out.push({ type: 'shakedown', card: instance });
    if (myTurn || noPlays || !(design.timing === 'any' || (design.timing === 'crew' && s.phase === 'crew'))) continue;
    const fee = design.timing === 'crew' ? content().board.costs.crewPlay : 0;
    if (money < fee) continue;
    // Out of turn a card is played for its own family: a card that gives its markers away is not listed.
    if (design.icons.length > 0 && design.effect?.kind !== 'gift-other')
      pushPlays(out, s, seat, instance, design, 0, money - fee, placementList(s, seat, design, typesOf(s)));
    if (design.icons.length === 0 || design.effect?.or) useWalk(s, seat, instance, design, 0, out);
  }
  for (const o of s.offers) if (o.from === seat) out.push({ type: 'answer', offer: o.id, accept: false });
  // NP-13.4.4: a Blackmail coin of this family may go to any family with a marker to put on it. With
  // every coin in the supply none lies on the board (a coin leaves the supply only for a gangster and
  // goes back when it leaves him, NP-7.12.2; anytime-board.test.ts counts them at every position of
  // random games): then the board is not read, up to nine lookups by gangster saved for each seat.
  const coinsOut = s.blackmailSupply < content().board.supplies.blackmailCoins;
  for (let pos = 1; pos <= 9 && coinsOut && !finalCount; pos++) {
    const g = s.positions[pos - 1] ?? null;
    if (g === null || s.marks[g]?.blackmail !== seat || blackmailAsked(s, pos)) continue;
    for (let to = 0; to < s.seats; to++)
      if (to !== seat && (s.supply[to] ?? 0) > 0) out.push({ type: 'hand-coin', pos, to });
  }
  if (s.interrupts.length === 0 || !out.some(mayBeDecision)) return out;
  // Inside a window the same card play may be the seat's answer too: then it is listed in `legal` only
  // (the same JSON text; only an action of the same type can read the same, `type` coming first).
  const decisions = legalChoices(s, seat);
  return out.filter((a) => !mayBeDecision(a) || !decisions.some((d) => d.type === a.type && sameJson(a, d)));
}

/** Whether a Blackmail window waits on the coin in `pos` (NP-13.4.4: it may not be handed on then). */
function blackmailAsked(s: NpState, pos: number): boolean {
  for (const w of s.interrupts) if (w.kind === 'blackmail' && w.pos === pos) return true;
  return false;
}

/**
 * Whether a table action is of a kind a seat's decision inside a window may also be (`legalChoices`
 * lists answers to offers, card uses and Leo's move there, but never a Shakedown, a card play or a
 * coin handed on): only those need comparing with the seat's decisions.
 */
const mayBeDecision = (a: NpAction): boolean => a.type === 'use' || a.type === 'ability' || a.type === 'answer';

/** Decisions of one seat: `legal` (turn-bound and window decisions) and `anytime` (table actions). */
export interface SeatChoices {
  main: NpAction[];
  anytime: NpAction[];
}

/** Both halves at once, for tests and menus. */
export function choices(s: NpState, seat: number): SeatChoices {
  return { main: legalChoices(s, seat), anytime: anytimeChoices(s, seat) };
}
