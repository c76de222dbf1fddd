/**
 * Leo "The Coachman" Seyfarth (NP-18.11): his controller may move him into an open position at any
 * moment (an anytime action, anytime.ts), and is asked so before The Family fills the positions the
 * Feds (or a hit) left open — a `leo` window between The Feds and The Family (edition 2).
 */
import { topInterrupt, type NpState } from '../state';
import { card, control, gangsterAt, type Ctx } from './model';
import { log } from '../../../engine/rules';
import { seatRef } from '../../../engine/words';

/** Where Leo stands and who controls him, if he is on the board and controlled. */
export function leoChooser(s: NpState): { seat: number; pos: number } | null {
  for (let pos = 1; pos <= 9; pos++) {
    const g = gangsterAt(s, pos);
    const ab = g ? card(g).ability : null;
    if (ab?.kind !== 'move-to-empty' || ab.mode !== 'anytime') continue;
    const seat = control(s, pos).seat;
    return seat === null ? null : { seat, pos };
  }
  return null;
}

/** The open positions, Capo first. */
export function openPositions(s: NpState): number[] {
  const out: number[] = [];
  for (let pos = 9; pos >= 1; pos--) if (gangsterAt(s, pos) === null) out.push(pos);
  return out;
}

/** After the Feds: asks Leo's controller whether he moves into an open position (NP-18.11). */
export function openLeoWindow(ctx: Ctx): boolean {
  const s = ctx.s;
  const leo = leoChooser(s);
  if (!leo || openPositions(s).length === 0) return false;
  s.interrupts.push({ kind: 'leo' });
  if (!ctx.quiet)
    log(
      ctx,
      'window',
      `Positions stand open: ${seatRef(leo.seat)} may move Leo Seyfarth into one before The Family fills them.`,
      'NP-18.11',
    );
  return true;
}

/** Closes the Leo window once nobody controls Leo any more (markers may move out of turn). */
export function closeLeoIfSettled(ctx: Ctx): void {
  const s = ctx.s;
  const w = topInterrupt(s);
  if (w?.kind === 'leo' && (leoChooser(s) === null || openPositions(s).length === 0)) s.interrupts.pop();
}
