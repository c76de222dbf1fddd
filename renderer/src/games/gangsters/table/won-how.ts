/**
 * How a Gangsters game was won, said plainly under the result line at the end (the final scores and the
 * board's net worth). A win on cash, ten Joints or every Joint of one kind (G-15.1), or the Police
 * Commissioner's (G-17.6), is counted at the end of the winner's own turn and ends the game at once,
 * whatever anyone is worth: a family that sees another Gang with more cash or net worth under the winner
 * reads why. Worded from the facts the engine puts in the view of a won game (core won.ts `gangstersWon`);
 * null for a time limit (net worth decides, and the result line says so) and for no winner.
 */
import type { GangstersWin } from '@core/games/gangsters/won';
import { asGView } from './g-view';
import { money } from './words';

const AT_ONCE = 'That ends the game at once, whoever is worth more';

export function gangstersWonHow(won: GangstersWin | undefined, winner: string): string | null {
  switch (won?.how) {
    case 'cash':
      return `${winner} won with ${money(won.cash)} in cash at the end of their own turn, enough to win. Cash counts only then, and it ends the game at once, whoever is worth more (${won.clause}).`;
    case 'ten-joints':
      return `${winner} won by controlling ten Joints at the end of their own turn. ${AT_ONCE} (${won.clause}).`;
    case 'every-kind':
      return `${winner} won by controlling every ${won.kind} Joint at the end of their own turn. ${AT_ONCE} (${won.clause}).`;
    case 'commissioner':
      return `${winner} won with ${money(won.cash)} and a loyal Cop on patrol at the end of their own turn. ${AT_ONCE} (${won.clause}).`;
    default:
      return null;
  }
}

/** The table's `wonHow`: the facts read from the finished game's view, whatever seat it is of. */
export function gangstersWonHowIn(view: unknown, winner: string): string | null {
  return gangstersWonHow(asGView(view)?.won, winner);
}
