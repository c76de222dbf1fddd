/**
 * How a finished Gangsters game was won, as facts for the end screen to word: a Gang's G-15.1 win (ten
 * Joints, every Joint of one kind, or its cash), the Police Commissioner's (G-17.6), or the highest net
 * worth at a time limit (G-15.2). Worked out from the final state, which the game ends on as it stood
 * when the win was counted (rules/sequence.ts `endTurn`), by the checks that counted it (rules/victory.ts):
 * so a stored game of any edition reads as its winning line says, and nothing of the state or its log
 * changes. Null while the game goes on and for a game nobody won.
 */
import { commissionerTarget, gangWin, netWorth, type GangWin } from './rules/victory';
import type { GangstersState } from './state';

export type GangstersWin =
  | (GangWin & { readonly clause: 'G-15.1' })
  /** `cash`: the cash his winning line says he has, the agreed cash to win. */
  | { readonly how: 'commissioner'; readonly cash: number; readonly clause: 'G-17.6' }
  /** `worth`: the winner's net worth, the highest at the table. */
  | { readonly how: 'worth'; readonly worth: number; readonly clause: 'G-15.2' };

export function gangstersWon(s: GangstersState): GangstersWin | null {
  const seat = s.winner;
  if (s.phase !== 'over' || seat === null) return null;
  // A game with a turn or time limit is won on net worth alone: no other win is counted in it (G-15.2).
  if (s.options.timeLimitTurns !== null || s.options.timeLimitMinutes !== null)
    return { how: 'worth', worth: netWorth(s, seat), clause: 'G-15.2' };
  if (seat === s.commissioner) return { how: 'commissioner', cash: commissionerTarget(s), clause: 'G-17.6' };
  const g = s.gangs.find((x) => x.seat === seat);
  const win = g ? gangWin(s, g) : null;
  return win ? { ...win, clause: 'G-15.1' } : null;
}
