/** The Family (NP-10): who may fill an empty position, and filling it. */
import type { NpState } from '../state';
import { card, emptyMarks, feedersOf, gangsterAt, position, syncRing, takeFromDeck, type Ctx } from './model';
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
  s.marks[g] ??= emptyMarks(s.seats);
  s.promoted.push(g);
  const source = from >= 0 ? `from ${position(from + 1).name}` : a >= 0 ? 'from the Associates' : 'from the deck';
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
