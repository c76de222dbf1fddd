/**
 * Gangsters' turn dice in the case file (G-5.2, G-17.2), drawn beside the line in the colours of the
 * dice tray: "The dice: red 3, green 1, blue 2, white 5 and black 2" (a throw filed on one line,
 * case-lines.ts) or one colour's own line ("Blue die: rolled 4", the Commissioner's turn). The engine's
 * line is read as it comes, before it is worded.
 */
import { DIE_COLOURS, MOVE_DIE, PIECE_KINDS, type DieColour } from '@core/games/gangsters/board';
import { rolledValues } from '../../../table/case-lines';
import type { LogDie } from '../../../table/types';

const COLOUR = `(?:${DIE_COLOURS.join('|')})`;
const THROW = new RegExp(`^The dice: (${COLOUR} [1-6](?:(?:, | and )${COLOUR} [1-6])*)$`);
const THROWN = new RegExp(`\\b(${COLOUR}) ([1-6])\\b`, 'g');
const ONE_COLOUR = new RegExp(`^(${COLOUR}) die: rolled [1-6](?:(?:, | and )[1-6])*$`, 'i');

/** The turn dice a log line tells of, each in its colour; none for any other line. */
export function gangstersLogDice(text: string): readonly LogDie[] {
  const thrown = THROW.exec(text);
  if (thrown) {
    return [...(thrown[1] ?? '').matchAll(THROWN)].map((m) => ({ colour: m[1] as DieColour, value: Number(m[2]) }));
  }
  const one = ONE_COLOUR.exec(text);
  return one ? rolledValues(text).map((value) => ({ colour: (one[1] ?? '').toLowerCase() as DieColour, value })) : [];
}

/** The piece each die moves (G-6.2), as the dice tray names it under the die: the red die is the Vamp's. */
const PIECE_OF: Readonly<Record<DieColour, string>> = Object.fromEntries(
  PIECE_KINDS.map((k) => [MOVE_DIE[k], `${k.charAt(0).toUpperCase()}${k.slice(1)}`]),
) as Record<DieColour, string>;

/** A die as the decision panel names it: "Racketeer · green die" (g-view.ts `moverText`). */
const dieWords = (colour: string): string =>
  `${PIECE_OF[colour.toLowerCase() as DieColour]} \u00b7 ${colour.toLowerCase()} die`;

/**
 * The turn dice in the words the decision panel and the dice tray use, each die by the piece it moves and
 * its colour: "The dice: Vamp · red die 3, Racketeer · green die 1, …" (the panel's "Racketeer · green die
 * 1", the tray's "Racketeer" under the green die), not "red 3, green 1, …"; one colour's own line,
 * "Cop · blue die: rolled 4". Any other line as it is. The engine's line, as `gangstersLogDice` reads it,
 * is unchanged: this is only how the case file says it.
 */
export function gangstersDiceWords(text: string): string {
  if (THROW.test(text))
    return text.replace(THROWN, (_, colour: string, value: string) => `${dieWords(colour)} ${value}`);
  const one = ONE_COLOUR.exec(text);
  return one ? `${dieWords(one[1] ?? '')}${text.slice((one[1] ?? '').length + ' die'.length)}` : text;
}
