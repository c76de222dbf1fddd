/**
 * How a Gangsters game was won, said plainly under the result line at the end (the final scores and the
 * board's net worth). A win on cash, ten Joints or every Joint of one kind (G-15.1), or the Police
 * Commissioner's (G-17.6), is counted at the end of the winner's own turn and ends the game at once,
 * whatever anyone is worth: a family that sees another Gang with more cash or net worth under the winner
 * reads why. Worked out from the engine's result line, which stored games keep as they ended; null for a
 * time limit (net worth decides, and the line says so) and for no winner.
 */
import { trailingClause } from '../../../lib/clause-game';

const AT_ONCE = 'That ends the game at once, whoever is worth more';

export function gangstersWonHow(reason: string, winner: string): string | null {
  const line = trailingClause(reason).text.trim();
  const cash = /has (\$[\d,]+) in cash\.$/.exec(line);
  if (cash)
    return `${winner} won with ${cash[1] ?? ''} in cash at the end of their own turn, enough to win. Cash counts only then, and it ends the game at once, whoever is worth more (G-15.1).`;
  if (/controls ten Joints\.$/.test(line))
    return `${winner} won by controlling ten Joints at the end of their own turn. ${AT_ONCE} (G-15.1).`;
  const kind = /controls every (.+) Joint\.$/.exec(line);
  if (kind)
    return `${winner} won by controlling every ${kind[1] ?? ''} Joint at the end of their own turn. ${AT_ONCE} (G-15.1).`;
  const commissioner = /has (\$[\d,]+) and a loyal Cop on patrol\.$/.exec(line);
  if (commissioner)
    return `${winner} won with ${commissioner[1] ?? ''} and a loyal Cop on patrol at the end of their own turn. ${AT_ONCE} (G-17.6).`;
  return null;
}
