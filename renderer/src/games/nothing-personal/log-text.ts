/**
 * Nothing Personal's dice in the case file. The engine rolls its two dice as plain d6 and logs which of
 * the six faces came up ("Move die: rolled 3"); the faces are printed otherwise (resources/nothing-personal/
 * dice.json: the Move die's third face shows a 4, the Whack die has guns, the Capo, a 7 and blanks). The
 * line says what the die shows, as the dice beside the board do: "Move die: rolled a 4".
 */
import { listed } from '@core/engine/words';
import { content } from '@core/games/nothing-personal/content';

/** A roll's line as filed: one value, or several of the same die ("… rolled 2 and 5"). */
const ROLLED = /^(.+): rolled ((?:\d+, )*\d+(?: and \d+)?)$/;

const WHACK_WORDS = { gun: 'a gun', capo: 'the Capo', seven: 'a 7', blank: 'a blank' } as const;

/** What face `d6` (1 to 6) of the die named `label` shows, in words ("a 4", "an 8", "the Capo"). */
function faceWords(label: string, d6: number): string {
  const dice = content().dice;
  if (/whack/i.test(label)) {
    const kind = dice.whack.faces[d6 - 1]?.kind;
    return kind ? WHACK_WORDS[kind] : String(d6);
  }
  // Every other die the game rolls is the Move die: a Move, the stat dice, the tie's roll-off.
  const value = dice.move.faces[d6 - 1]?.value;
  if (value === undefined || value === null) return String(d6);
  return value === 8 ? 'an 8' : `a ${value}`;
}

/** A case-file line with each Nothing Personal die's face in words; any other line as it is. */
export function npLogText(text: string): string {
  const m = ROLLED.exec(text);
  if (!m) return text;
  const label = m[1] ?? '';
  const faces = (m[2] ?? '').split(/, | and /).map((v) => faceWords(label, Number(v)));
  return `${label}: rolled ${listed(faces)}`;
}
