/** The Family (NP-10): who may fill an empty position, and filling it. */
import { edition, type NpState } from '../state';
import { marksToWrite } from '../draft';
import { CAPO } from '../types';
import {
  card,
  control,
  emptyMarks,
  feedersOf,
  gangsterAt,
  position,
  syncRing,
  takeFromDeck,
  tieBreaker,
  up,
  type Ctx,
} from './model';
import { log } from '../../../engine/rules';

/**
 * NP-10.3.2: first the gangsters whose arrows lead into the empty position, then any lower-ranked
 * gangster, then the Associates; none promoted twice (NP-10.3.4). Empty list: draw from the deck.
 */
export function familyCandidates(s: NpState, pos: number): string[] {
  const out: string[] = [];
  for (const p of feedersOf(pos)) {
    const g = gangsterAt(s, p);
    if (free(s, g)) out.push(g);
  }
  if (out.length > 0) return out;
  for (let p = pos - 1; p >= 1; p--) {
    const g = gangsterAt(s, p);
    if (free(s, g)) out.push(g);
  }
  if (out.length > 0) return out;
  for (const g of s.associates) if (free(s, g)) out.push(g);
  return out;
}

/** A gangster not yet promoted in this Family phase (NP-10.3.4). */
function free(s: NpState, g: string | null): g is string {
  return g !== null && !s.promoted.includes(g);
}

/** Moves `gid` (or the deck's top gangster when null) into the empty position `pos`. */
export function fillPosition(ctx: Ctx, pos: number, gid: string | null): void {
  const s = ctx.s;
  const g = gid ?? takeFromDeck(s, s.gangsterDeck) ?? null;
  if (!g) {
    if (!ctx.quiet) log(ctx, 'fill', `Nobody is left to fill the ${position(pos).name} position.`, 'NP-10.3.2');
    return;
  }
  const from = s.positions.indexOf(g);
  if (from >= 0) s.positions[from] = null;
  const a = s.associates.indexOf(g);
  if (a >= 0) s.associates[a] = null;
  s.positions[pos - 1] = g;
  if (s.marks[g] === undefined) marksToWrite(s)[g] = emptyMarks(s.seats);
  s.promoted.push(g);
  // Edition 9 names the place as every other line does, "from the Second Guy"; older lines "from Second Guy".
  const the = edition(s) >= 9 ? 'the ' : '';
  const source = from >= 0 ? `from ${the}${position(from + 1).name}` : a >= 0 ? 'from the Associates' : 'from the deck';
  if (!ctx.quiet)
    log(ctx, 'fill', `${card(g).name} fills the ${position(pos).name} position ${source}.`, 'NP-10.3.2', {
      pos,
      gangster: g,
    });
  syncRing(ctx);
}

/** The chooser's pick (NP-10.3-ex1). */
export function isFamilyChoice(s: NpState, seat: number, gid: string): boolean {
  return s.stage.kind === 'family' && s.stage.chooser === seat && s.stage.candidates.includes(gid);
}

/** NP-10.1: The Family begins; an empty Capo is filled first (NP-10.2). */
export function startFamily(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = 'family';
  s.promoted = [];
  if (!ctx.quiet) log(ctx, 'phase', 'The Family: the open positions are filled, from the Capo down.', 'NP-10.1.2');
  if (gangsterAt(s, CAPO) === null) {
    // NP-10.2.2: the highest-ranked gangster left moves up and his controller takes the ring.
    for (let pos = CAPO - 1; pos >= 1; pos--) {
      const g = gangsterAt(s, pos);
      if (!g) continue;
      s.positions[pos - 1] = null;
      s.positions[CAPO - 1] = g;
      s.promoted.push(g);
      if (!ctx.quiet) log(ctx, 'promote', `${card(g).name} moves up to Capo.`, 'NP-10.2.2');
      syncRing(ctx);
      break;
    }
  }
  // Edition 3: with nobody left below him the Capo is filled like any other place, from the Associates
  // or the deck (NP-10.1.1, NP-10.3.2); before, The Family began at the Underboss and left him empty.
  const from = edition(s) >= 3 ? CAPO : CAPO - 1;
  s.stage = { kind: 'family', pos: from, chooser: -1, candidates: [] };
}

/**
 * NP-10.3: fill empty positions from the Underboss (edition 3: the Capo) down; stops when a controller
 * must choose. From edition 5 every walk starts again at the Capo, so a place that opens above the one
 * waiting for a choice (Leo Seyfarth moving down, a Snitch) is filled too before the round ends
 * (NP-10.1.1); before, the walk had passed it and it stood empty all the next round.
 */
export function walkFamily(ctx: Ctx, st: { pos: number; chooser: number; candidates: string[] }): boolean {
  const s = ctx.s;
  if (edition(s) >= 5) st.pos = CAPO;
  for (; st.pos >= 1; st.pos--) {
    if (gangsterAt(s, st.pos) !== null) continue;
    const candidates = familyCandidates(s, st.pos);
    const above = up(st.pos);
    const c = above === null ? null : control(s, above);
    if (above !== null && c && c.tied.length > 1 && candidates.length > 1 && edition(s) >= 4) {
      // NP-7.2.6: ties are left unbroken only in The Fence (NP-8.2.4): the tie-breaker first rules who
      // controls the place above, whose controller then chooses (edition 4; before, nobody chose).
      s.interrupts.push({ kind: 'tie', pos: above, tied: c.tied.slice(), chooser: tieBreaker(s) });
      return false;
    }
    const chooser = c === null ? null : c.seat; // NP-10.3-ex1
    if (candidates.length > 1 && chooser !== null) {
      st.chooser = chooser;
      st.candidates = candidates;
      return false;
    }
    fillPosition(ctx, st.pos, candidates[0] ?? null);
  }
  // NP-10.3.3: empty Associate spaces are refilled from the deck.
  s.associates = s.associates.map((a) => a ?? takeFromDeck(s, s.gangsterDeck) ?? null);
  return true;
}
