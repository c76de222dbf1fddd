/**
 * The case file's lines as they are filed: the dice of one roll on one line ("Cop 3: rolled 5, 5 and
 * 1", where the engine logs a line per die), and the same line typed again and again (a deck shuffled
 * card by card) once, with a count.
 */
import { listed } from '@core/engine/words';
import type { LogLine } from './match.svelte';

export interface FiledLine {
  readonly line: LogLine;
  readonly times: number;
}

/** A die's line as the engine writes it: "<what was rolled>: rolled <value>". */
const ROLL = /^(.+): rolled (\d+)$/;
/** A roll's line once filed, one value or several: "… rolled 5", "… rolled 5, 5 and 1". */
const ROLLED = /: rolled ((?:\d+, )*\d+(?: and \d+)?)$/;

/** The values a filed roll's line tells of, in order; none for any other line. */
export function rolledValues(text: string): number[] {
  const m = ROLLED.exec(text);
  return m ? (m[1] ?? '').split(/, | and /).map(Number) : [];
}

export function filedLines(lines: readonly LogLine[]): FiledLine[] {
  const out: { line: LogLine; times: number; roll: { label: string; values: string[] } | null }[] = [];
  for (const line of lines) {
    const last = out[out.length - 1];
    const roll = ROLL.exec(line.text);
    if (
      roll &&
      last?.roll &&
      last.times === 1 &&
      last.roll.label === roll[1] &&
      last.line.batch === line.batch &&
      last.line.clause === line.clause
    ) {
      // Another die of the same roll, brought by the same move.
      last.roll.values.push(roll[2] ?? '');
      last.line = { ...last.line, text: `${last.roll.label}: rolled ${listed(last.roll.values)}` };
    } else if (last && last.line.text === line.text && last.line.clause === line.clause && !roll) last.times += 1;
    else out.push({ line, times: 1, roll: roll ? { label: roll[1] ?? '', values: [roll[2] ?? ''] } : null });
  }
  return out.map(({ line, times }) => ({ line, times }));
}
