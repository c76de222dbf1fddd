/**
 * The case file's lines as they are filed: the dice of one roll on one line ("Cop 3: rolled 5, 5 and
 * 1", where the engine logs a line per die), a throw of dice of different colours on one line too ("The
 * dice: red 3, green 1 and black 5", Gangsters' turn dice), and the same line typed again and again (a
 * deck shuffled card by card) once, with a count.
 */
import { listed } from '@core/engine/words';
import type { LogLine } from './match.svelte';

export interface FiledLine {
  readonly line: LogLine;
  readonly times: number;
}

/** A die's line as the engine writes it: "<what was rolled>: rolled <value>". */
const ROLL = /^(.+): rolled (\d+)$/;
/** A die named by its colour alone ("Red die"), as Gangsters names the dice of a turn. */
const COLOUR_DIE = /^(Red|Green|Blue|White|Black|Yellow) die$/i;
/** A roll's line once filed, one value or several: "… rolled 5", "… rolled 5, 5 and 1". */
const ROLLED = /: rolled ((?:\d+, )*\d+(?: and \d+)?)$/;

/** The values a filed roll's line tells of, in order; none for any other line. */
export function rolledValues(text: string): number[] {
  const m = ROLLED.exec(text);
  return m ? (m[1] ?? '').split(/, | and /).map(Number) : [];
}

interface Roll {
  readonly label: string;
  readonly values: string[];
  /** Each die's colour and value, once the line holds dice of different colours. */
  colours: string[] | null;
}

export function filedLines(lines: readonly LogLine[]): FiledLine[] {
  const out: { line: LogLine; times: number; roll: Roll | null }[] = [];
  for (const line of lines) {
    const last = out[out.length - 1];
    const roll = ROLL.exec(line.text);
    const label = roll?.[1] ?? '';
    const value = roll?.[2] ?? '';
    const sameThrow =
      roll && last?.roll && last.times === 1 && last.line.batch === line.batch && last.line.clause === line.clause;
    if (sameThrow && last.roll?.colours === null && last.roll.label === label) {
      // Another die of the same roll, brought by the same move.
      last.roll.values.push(value);
      last.line = { ...last.line, text: `${last.roll.label}: rolled ${listed(last.roll.values)}` };
    } else if (sameThrow && last.roll && COLOUR_DIE.test(label) && COLOUR_DIE.test(last.roll.label)) {
      // Dice of other colours thrown with it: one line naming each die by its colour.
      const r = last.roll;
      r.colours ??= r.values.map((v) => `${colourOf(r.label)} ${v}`);
      r.colours.push(`${colourOf(label)} ${value}`);
      last.line = { ...last.line, text: `The dice: ${listed(r.colours)}` };
    } else if (last && last.line.text === line.text && last.line.clause === line.clause && !roll) last.times += 1;
    else out.push({ line, times: 1, roll: roll ? { label, values: [value], colours: null } : null });
  }
  return out.map(({ line, times }) => ({ line, times }));
}

const colourOf = (label: string): string => label.replace(/ die$/i, '').toLowerCase();
