/**
 * Gangsters' turn dice in the case file (G-5.2, G-17.2), drawn beside the line in the colours of the
 * dice tray: "The dice: red 3, green 1, blue 2, white 5 and black 2" (a throw filed on one line,
 * case-lines.ts) or one colour's own line ("Blue die: rolled 4", the Commissioner's turn). The engine's
 * line is read as it comes, before it is worded.
 */
import { DIE_COLOURS, type DieColour } from '@core/games/gangsters/board';
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
