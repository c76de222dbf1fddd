/**
 * Shared helpers over the state: where gangsters are, who controls them, moving markers and money.
 * Rules work on a draft (`Ctx.s`, a copy made by `apply`) and log what happens in `Ctx.events`.
 */
import { log, type RuleContext } from '../../../engine/rules';
import { seatRef } from '../../../engine/words';
import { content, type GangsterCard, type PositionData } from '../content';
import { edition, tieKey, type Marks, type NpState } from '../state';
import { CAPO } from '../types';
import { marksToWrite, marksToWriteAt, marksToWriteOf, rulingsToWrite } from '../draft';
import { isTieKey, noteLapsed, noteRuled, ruledList } from '../ruled';

/** The working context of one `apply`. */
export type Ctx = RuleContext<NpState>;

/** The content's cards and positions, kept at hand (the content is read once and never changes). */
let gangsterById: Readonly<Record<string, GangsterCard>> | null = null;
let positionData: readonly PositionData[] | null = null;

export const card = (gid: string): GangsterCard => {
  const c = (gangsterById ??= content().gangsterById)[gid];
  if (!c) throw new Error(`unknown gangster ${gid}`);
  return c;
};
export const position = (pos: number): PositionData => {
  const p = (positionData ??= content().board.positions)[pos - 1];
  if (!p) throw new Error(`no position ${pos}`);
  return p;
};
/** The board's arrows by position, read once from the content (the board never changes). */
let arrows: { readonly up: (number | null)[]; readonly feeders: number[][] } | null = null;
function arrowsByPosition(): NonNullable<typeof arrows> {
  if (arrows) return arrows;
  const list = content().board.arrows;
  const positions = Array.from({ length: 10 }, (_, pos) => pos);
  arrows = {
    up: positions.map((pos) => list.find((a) => a.from === pos)?.to ?? null),
    feeders: positions.map((pos) =>
      list
        .filter((a) => a.to === pos)
        .map((a) => a.from)
        .sort((a, b) => b - a),
    ),
  };
  return arrows;
}
/** The position a position's arrow points to (where it may Make a Move), or null for the Capo. */
export function up(pos: number): number | null {
  return arrowsByPosition().up[pos] ?? null;
}
/** The positions whose arrows point into `pos`, highest first (a new list). */
export function feeders(pos: number): number[] {
  return feedersOf(pos).slice();
}
/** `feeders`, the board's own list: not to be changed. */
export function feedersOf(pos: number): readonly number[] {
  return arrowsByPosition().feeders[pos] ?? NONE;
}
const NONE: readonly number[] = [];

export const gangsterAt = (s: NpState, pos: number): string | null => s.positions[pos - 1] ?? null;
/** Whether `pos` names a position with a gangster in it. */
export function onBoard(s: NpState, pos: number | null): pos is number {
  return pos !== null && gangsterAt(s, pos) !== null;
}
export function posOf(s: NpState, gid: string): number | null {
  const k = s.positions.indexOf(gid);
  return k < 0 ? null : k + 1;
}
export function marksAt(s: NpState, pos: number): Marks | null {
  const g = gangsterAt(s, pos);
  return g ? (s.marks[g] ?? null) : null;
}
export function emptyMarks(seats: number): Marks {
  const none: number[] = [];
  for (let k = 0; k < seats; k++) none.push(0);
  return { seats: none, neutral: 0, blackmail: null };
}
/** All markers on a gangster, neutral included (NP-15.7.4); the Blackmail coin itself is not one (NP-7.12.2). */
export function totalMarks(m: Marks): number {
  let n = 0;
  for (const k of m.seats) n += k;
  return n + m.neutral;
}

/** The Prison threshold for a gangster (NP-9.2.4, NP-15.2.4 innate abilities). */
export function prisonThreshold(s: NpState, gid: string): number {
  const a = card(gid).ability;
  if (a.kind === 'prison-threshold' && a.amount !== undefined) return a.amount;
  const t = content().board.prisonThresholds;
  return s.seats === 3 ? t['3'] : s.seats === 4 ? t['4'] : t['5'];
}

/** Who controls a gangster: a seat, or nobody (`tied` lists the seats of a tie not yet ruled on). */
export interface Control {
  readonly seat: number | null;
  readonly tied: readonly number[];
}

const NOBODY: Control = { seat: null, tied: [] };
/** The answers without a tie, one per seat, shared (control is asked for at every turn). */
const SOLE: readonly Control[] = Array.from({ length: 8 }, (_, seat) => ({ seat, tied: [] }));
const sole = (seat: number): Control => SOLE[seat] ?? { seat, tied: [] };

/** Control of the gangster in `pos` (NP-7.2): a seat, nobody, or a tie not yet ruled on. */
export function control(s: NpState, pos: number): Control {
  const g = s.positions[pos - 1] ?? null;
  const m = g ? s.marks[g] : undefined;
  if (!g || !m) return NOBODY;
  const seats = m.seats;
  let top = -Infinity;
  let first = -1;
  let count = 0;
  let mask = 0; // the seats level at the top, a bit each (`tieOf`'s)
  for (let k = 0; k < seats.length; k++) {
    const n = seats[k] as number;
    if (n > top) {
      top = n;
      first = k;
      count = 1;
      mask = 1 << k;
    } else if (n === top) {
      count++;
      mask |= 1 << k;
    }
  }
  // NP-7.2.4 no markers; NP-7.2.5 / NP-15.7.3 neutral markers are the majority or tied for it.
  if (top === 0 || m.neutral >= top) return NOBODY;
  if (count === 1) return sole(first);
  const ruled = s.rulings[g];
  // Edition 3: a ruling stands only for the tie it settled (NP-7.4.2), the same seats level on the same
  // count: `tieOf(m)`, which is `top * 32 + mask` here (two seats or more level on `top` > 0, above neutral).
  if (ruled !== undefined && isTied(seats, top, ruled) && (edition(s) < 3 || s.rulings[tieKey(g)] === top * 32 + mask))
    return sole(ruled);
  const tied: number[] = [];
  for (let k = 0; k < seats.length; k++) if (seats[k] === top) tied.push(k);
  return { seat: null, tied };
}

/** Whether seat `ruled` is among those level on `top` (the list `control` makes, `tied.includes(ruled)`). */
function isTied(seats: readonly number[], top: number, ruled: number): boolean {
  return Number.isInteger(ruled) && ruled >= 0 && ruled < seats.length && seats[ruled] === top;
}

/**
 * The tie for control of a gangster as one number — the tied seats (a bit each) and their count —
 * or -1 when no two seats are level for control (NP-7.2.6). Two ties are the same tie when equal.
 */
export function tieOf(m: Marks | undefined): number {
  if (!m) return -1;
  let top = 0;
  let mask = 0;
  for (let k = 0; k < m.seats.length; k++) {
    const n = m.seats[k] as number;
    if (n > top) {
      top = n;
      mask = 1 << k;
    } else if (n === top && n > 0) mask |= 1 << k;
  }
  const level = mask & (mask - 1); // two seats or more
  return top === 0 || m.neutral >= top || level === 0 ? -1 : top * 32 + mask;
}

/** Records that `seat` controls the tied gangster `gid` (NP-7.2.6); from edition 3, for this tie only. */
export function recordRuling(s: NpState, gid: string, seat: number): void {
  const rulings = rulingsToWrite(s);
  rulings[gid] = seat;
  noteRuled(rulings, gid);
  if (edition(s) >= 3) rulings[tieKey(gid)] = tieOf(s.marks[gid]);
}

/**
 * Edition 3: drops every ruling whose tie no longer stands as it was ruled — broken, joined by another
 * family, or its gangster gone — so a later tie is a new one, for the tie-breaker to rule (NP-7.4.2).
 */
function lapseRulings(s: NpState): void {
  // The ruled gangsters kept beside the record (ruled.ts): listing the keys of a hash table
  // (`keyedRecord`) took a twentieth of a playout. A record from elsewhere has its keys listed.
  const ruled = ruledList(s.rulings) ?? gangsterKeys(s.rulings);
  if (ruled.length === 0) return;
  let lapsed: string[] | null = null;
  for (let i = 0; i < ruled.length; i++) {
    const g = ruled[i] as string;
    const t = s.rulings[tieKey(g)];
    if (t === undefined || t < 0 || t !== tieOf(s.marks[g]) || !s.positions.includes(g)) (lapsed ??= []).push(g);
  }
  if (lapsed) {
    const rulings = rulingsToWrite(s);
    for (const g of lapsed) {
      delete rulings[g];
      delete rulings[tieKey(g)];
      noteLapsed(rulings, g);
    }
  }
}

/** The keys of a rulings record that are gangster ids, in its order. */
function gangsterKeys(rulings: Record<string, number>): string[] {
  // `Object.keys`, not `for…in`: the record may be a hash table (`keyedRecord`), for which `for…in` has
  // no cache of its keys and checks each key again as it goes (the same keys, in the same order).
  const keys = Object.keys(rulings);
  const out: string[] = [];
  for (const k of keys) if (!isTieKey(k)) out.push(k);
  return out;
}

/** The seat that controls `pos` outright, ties counting for nobody (NP-8.2.4). */
export function soleController(s: NpState, pos: number): number | null {
  const c = control(s, pos);
  const m = marksAt(s, pos);
  if (c.seat === null || !m) return null;
  const top = m.seats[c.seat] ?? 0;
  let n = 0;
  for (const k of m.seats) if (k === top) n++;
  return n === 1 ? c.seat : null;
}

/**
 * Who breaks control ties: the Capo ring, unless Bill Eberle is controlled (NP-7.2.6, NP-18.3) —
 * from edition 3 also when his control was itself settled by a ruling; before, only outright.
 */
export function tieBreaker(s: NpState): number {
  for (let pos = 1; pos <= 9; pos++) {
    const g = gangsterAt(s, pos);
    if (g && card(g).ability.kind === 'tiebreaker') {
      const c = edition(s) >= 3 ? control(s, pos).seat : soleController(s, pos);
      if (c !== null) return c;
    }
  }
  return s.ring;
}

/**
 * NP-7.4.1 / NP-7.4.3: the ring follows control of the Capo the moment it changes; NP-7.4.2 otherwise
 * stays. Run after every change of markers or places, so it also lets go of rulings whose tie is over.
 */
export function syncRing(ctx: Ctx): void {
  if (edition(ctx.s) >= 3) lapseRulings(ctx.s);
  const c = control(ctx.s, CAPO).seat;
  if (c !== null && c !== ctx.s.ring) {
    ctx.s.ring = c;
    if (!ctx.quiet)
      log(ctx, 'ring', `${seatRef(c)} now controls the Capo and takes the Capo ring.`, 'NP-7.4.3', { seat: c });
  }
}

/** Takes a gangster off the board, returning every marker and coin on him (NP-13.2.2, NP-9.2.2, NP-7.10.7). */
export function removeGangster(ctx: Ctx, pos: number, to: 'fishes' | 'prison', clause: string): string | null {
  const s = ctx.s;
  const g = gangsterAt(s, pos);
  if (!g) return null;
  const m = s.marks[g];
  if (m) {
    for (let seat = 0; seat < m.seats.length; seat++)
      s.supply[seat] = (s.supply[seat] ?? 0) + (m.seats[seat] as number);
    s.neutralSupply += m.neutral;
    if (m.blackmail !== null) s.blackmailSupply++;
  }
  delete marksToWrite(s)[g];
  s.positions[pos - 1] = null;
  if (s.negate === g) s.negate = null;
  s.sideways = s.sideways.filter((x) => x !== g);
  if (to === 'fishes') s.fishes.push(g);
  else s.prison.push(g);
  const where = to === 'fishes' ? 'is sleeping with the fishes' : 'goes to Prison';
  if (!ctx.quiet)
    log(ctx, to, `${card(g).name} (${position(pos).name}) ${where}; all markers go home.`, clause, {
      gangster: g,
      pos,
    });
  syncRing(ctx);
  return g;
}

/** Puts markers of `owner` (a seat, or -1 for neutral) on the gangster in `pos`. */
export function addMarkers(ctx: Ctx, pos: number, owner: number, n: number): void {
  const s = ctx.s;
  const g = gangsterAt(s, pos);
  if (!g || n <= 0) return;
  const marks = marksToWrite(s);
  if (marks[g] === undefined) marks[g] = emptyMarks(s.seats);
  const m = marksToWriteOf(s, g) as Marks;
  if (owner < 0) {
    s.neutralSupply -= n;
    m.neutral += n;
  } else {
    s.supply[owner] = (s.supply[owner] ?? 0) - n;
    m.seats[owner] = (m.seats[owner] ?? 0) + n;
  }
  afterInfluence(ctx);
}

/** Removes one marker of `owner` from `pos`; `onCoin` takes the one on the Blackmail coin, which removes the coin (NP-7.12.5). */
export function removeMarker(ctx: Ctx, pos: number, owner: number, onCoin: boolean): boolean {
  const s = ctx.s;
  const m = marksAt(s, pos);
  if (!m) return false;
  const have = owner < 0 ? m.neutral : (m.seats[owner] ?? 0);
  if (have <= 0) return false;
  if (onCoin && m.blackmail !== owner) return false;
  // A marker not on the coin must exist besides the coin's own marker.
  if (!onCoin && m.blackmail === owner && have <= 1) return false;
  // Written on the markers to write (the draft's own copy: draft.ts), `m` read no more.
  const w = marksToWriteAt(s, pos) as Marks;
  if (owner < 0) {
    w.neutral--;
    s.neutralSupply++;
  } else {
    w.seats[owner] = have - 1;
    s.supply[owner] = (s.supply[owner] ?? 0) + 1;
  }
  if (onCoin) {
    w.blackmail = null;
    s.blackmailSupply++;
  }
  afterInfluence(ctx);
  return true;
}

/** Checks run after any change of influence: the ring (NP-7.4.3) and gangsters jailed on the spot (NP-20.2). */
export function afterInfluence(ctx: Ctx): void {
  syncRing(ctx);
  const board = ctx.s.positions;
  if (!jailerOnBoard(board)) return;
  for (let pos = 1; pos <= 9; pos++) {
    const g = board[pos - 1] ?? null;
    const limit = g === null ? -1 : jailedAt(g);
    const m = limit >= 0 ? ctx.s.marks[g as string] : undefined;
    if (m && totalMarks(m) >= limit) removeGangster(ctx, pos, 'prison', 'NP-20.2');
  }
}

/** Markers that jail a gangster on the spot (NP-20.2), by id; -1 for a gangster only the Feds jail. */
const jailedAtById = new Map<string, number>();
function jailedAt(gid: string): number {
  let limit = jailedAtById.get(gid);
  if (limit === undefined) {
    limit = immediateLimit(card(gid));
    jailedAtById.set(gid, limit);
  }
  return limit;
}

function immediateLimit(c: GangsterCard): number {
  const a = c.ability;
  return a.kind === 'prison-threshold' && a.mode === 'immediate' ? (a.amount ?? 99) : -1;
}

/** The gangsters of the content that jail themselves on the spot (NP-20.2): few, most games none. */
let jailers: readonly string[] | null = null;

/** Whether a gangster who may be jailed on the spot stands on the board. */
function jailerOnBoard(board: readonly (string | null)[]): boolean {
  jailers ??= Object.values(content().gangsterById)
    .filter((c) => immediateLimit(c) >= 0)
    .map((c) => c.id);
  for (const gid of jailers) if (board.includes(gid)) return true;
  return false;
}

/** Pays from a seat to the bank; the caller checks the seat can afford it. */
export function payBank(ctx: Ctx, seat: number, amount: number): void {
  const s = ctx.s;
  const paid = Math.min(amount, s.money[seat] ?? 0);
  s.money[seat] = (s.money[seat] ?? 0) - paid;
  s.bank += paid;
}
/** The bank pays a seat; an empty bank pays what it has (the rulebook never runs it dry). */
export function fromBank(ctx: Ctx, seat: number, amount: number): number {
  const s = ctx.s;
  const paid = Math.max(0, Math.min(amount, s.bank));
  s.bank -= paid;
  s.money[seat] = (s.money[seat] ?? 0) + paid;
  return paid;
}
/** Moves up to `amount` from one seat to another; returns what changed hands (NP-15.4.2). */
export function transfer(ctx: Ctx, from: number, to: number, amount: number): number {
  const s = ctx.s;
  const paid = Math.max(0, Math.min(amount, s.money[from] ?? 0));
  s.money[from] = (s.money[from] ?? 0) - paid;
  s.money[to] = (s.money[to] ?? 0) + paid;
  return paid;
}
export function addRespect(ctx: Ctx, seat: number, n: number): void {
  ctx.s.respect[seat] = (ctx.s.respect[seat] ?? 0) + n;
}

// The decks and hands (drawing, discarding, card names) live in decks.ts; kept importable from here.
export { discardFromHand, drawInfluence, influenceName, takeFromDeck } from './decks';

/** The once-a-round free re-roll of Marco Zohgoli (NP-17.3), keyed in `used`. */
export function freeRerollSeat(s: NpState): number | null {
  for (let pos = 1; pos <= 9; pos++) {
    const g = gangsterAt(s, pos);
    if (g && card(g).ability.kind === 'reroll-any' && !s.used.includes(`reroll:${g}`)) return control(s, pos).seat;
  }
  return null;
}

/** Spends Marco Zohgoli's once-a-round free re-roll (NP-17.3). */
export function spendFreeReroll(s: NpState): void {
  const marco = s.positions.find((g) => g !== null && card(g).ability.kind === 'reroll-any');
  if (marco) s.used.push(`reroll:${marco}`);
}
