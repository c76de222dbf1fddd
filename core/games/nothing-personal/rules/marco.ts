/**
 * Marco Zohgoli's own windows (NP-17.3): "his controller may have any die re-rolled". From rules
 * edition 4 the question follows his control while it is open — a card played or a Blackmail coin
 * handed over meanwhile gives it to the family that now controls him, and once nobody may use the
 * favour (Marco sent to Prison or killed, or nobody controlling him) the die stands. Editions 1–3 kept
 * the question with the family that controlled him when the die was rolled.
 */
import { edition, topInterrupt, type Interrupt } from '../state';
import { freeRerollSeat, type Ctx } from './model';
import { answerWhackReroll, isMorrisWindow } from './whacking';
import { log } from '../../../engine/rules';
import { seatRef } from '../../../engine/words';

type StatWindow = Extract<Interrupt, { kind: 'stat-reroll' }>;

/**
 * Keeps the innermost window, if it is Marco's own, with the family that controls him now. When
 * nobody may use the favour any more, closes it: a Whack die's hit is settled at once, and a stat
 * die's window is returned, taken off, for the caller to go on with its value (`resumeStat`).
 */
export function followMarco(ctx: Ctx): StatWindow | null {
  const s = ctx.s;
  const w = topInterrupt(s);
  if (!w || edition(s) < 4) return null;
  if (w.kind !== 'stat-reroll' && w.kind !== 'whack-reroll') return null;
  if (w.kind === 'stat-reroll' ? w.declined !== null : isMorrisWindow(s, w)) return null;
  const now = freeRerollSeat(s);
  if (now === w.seat) return null;
  if (now !== null) {
    w.seat = now;
    if (!ctx.quiet)
      log(ctx, 'reroll', `${seatRef(now)} now controls Marco Zohgoli: the free re-roll is theirs to call.`, 'NP-17.3');
    return null;
  }
  if (!ctx.quiet) log(ctx, 'reroll', "Marco Zohgoli's favour can no longer be used: the die stands.", 'NP-17.3');
  if (w.kind === 'whack-reroll') {
    answerWhackReroll(ctx, false);
    return null;
  }
  s.interrupts.pop();
  return w as StatWindow;
}
