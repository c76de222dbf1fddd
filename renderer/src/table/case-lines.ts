/**
 * The case file's lines as they are filed: the dice of one roll on one line ("Cop 3: rolled 5, 5 and
 * 1", where the engine logs a line per die), a throw of dice of different colours on one line too ("The
 * dice: red 3, green 1 and black 5", Gangsters' turn dice), or of different pieces' own dice ("The dice:
 * red-killer 4, red-vamp 2 and red-dealer 6", SuperGang's characters), and the same line typed again and
 * again (a deck shuffled card by card) once, with a count.
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
/** A piece's own die, the piece named by its id ("red-killer's die"), as SuperGang names its characters' dice. */
const OWN_DIE = /^(\S+)'s die$/;

/**
 * A die's short name in a line of dice thrown together ("red", "red-killer") and which way it is named,
 * so that only dice named the same way share a line (a cop group's blue die keeps its own); null for a
 * die that keeps its own line.
 */
function shortName(label: string): { readonly by: 'colour' | 'owner'; readonly name: string } | null {
  if (COLOUR_DIE.test(label)) return { by: 'colour', name: label.replace(/ die$/i, '').toLowerCase() };
  const own = OWN_DIE.exec(label);
  return own ? { by: 'owner', name: own[1] ?? '' } : null;
}
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
  /** Each die's short name and value, once the line holds dice of different colours or pieces. */
  named: string[] | null;
}

/** A line being filed: its roll's dice so far, while more of the same throw may join it. */
interface Filing {
  line: LogLine;
  times: number;
  roll: Roll | null;
}

/** A draw another seat made in secret, as the engine writes it ("Bribe marker: drew in secret"). */
const SECRET_DRAW = /^(.+): drew in secret$/;

/**
 * Does `line` tell of the secret draw `last` is, in words of its own ("… and a Bribe marker drawn in secret",
 * G-9.5)? Then it takes that line's place: the case file said it twice, one line after the other.
 */
function tellsOfDraw(last: Filing | undefined, line: LogLine): boolean {
  if (!last || last.times !== 1 || last.line.batch !== line.batch) return false;
  const drew = SECRET_DRAW.exec(last.line.text);
  return !!drew && line.text.toLowerCase().includes(`${(drew[1] ?? '').toLowerCase()} drawn in secret`);
}

/** Files `line` after the entries `out` holds: onto the last entry when it joins it, else as a new one. */
function file(out: Filing[], line: LogLine): void {
  const last = out[out.length - 1];
  if (last && tellsOfDraw(last, line)) {
    last.line = line;
    last.roll = null;
    return;
  }
  const roll = ROLL.exec(line.text);
  const label = roll?.[1] ?? '';
  const value = roll?.[2] ?? '';
  const sameThrow =
    roll && last?.roll && last.times === 1 && last.line.batch === line.batch && last.line.clause === line.clause;
  const short = roll ? shortName(label) : null;
  const lastShort = sameThrow && last.roll ? shortName(last.roll.label) : null;
  if (sameThrow && last.roll?.named === null && last.roll.label === label) {
    // Another die of the same roll, brought by the same move.
    last.roll.values.push(value);
    last.line = { ...last.line, text: `${last.roll.label}: rolled ${listed(last.roll.values)}` };
  } else if (sameThrow && last.roll && short && lastShort && short.by === lastShort.by) {
    // Dice of other colours, or other pieces' dice, thrown with it: one line naming each die.
    const r = last.roll;
    r.named ??= r.values.map((v) => `${lastShort.name} ${v}`);
    r.named.push(`${short.name} ${value}`);
    last.line = { ...last.line, text: `The dice: ${listed(r.named)}` };
  } else if (last && last.line.text === line.text && last.line.clause === line.clause && !roll) last.times += 1;
  else out.push({ line, times: 1, roll: roll ? { label, values: [value], named: null } : null });
}

export function filedLines(lines: readonly LogLine[]): FiledLine[] {
  const out: Filing[] = [];
  for (const line of lines) file(out, line);
  return out.map(({ line, times }) => ({ line, times }));
}

/**
 * `filedLines` for a case file that grows at its end, as a derived value. Lines added after the ones
 * filed last time are filed onto them (the others are not read again), and an entry unchanged since is
 * the very same object, so the file's list redraws only the lines that are new or grew (a fresh object
 * for every line made each of them, its clause link and its dice, work again at every update). Lines
 * that are not the last call's with more after them (older lines brought in, a file cut short, another
 * game's) are filed afresh.
 */
export function keptFiledLines(): (lines: readonly LogLine[]) => FiledLine[] {
  let seen: readonly LogLine[] = [];
  let out: Filing[] = [];
  let shown: FiledLine[] = [];
  return (lines) => {
    const grows = lines.length >= seen.length && seen.every((line, i) => lines[i] === line);
    if (!grows) {
      out = [];
      shown = [];
    }
    for (let i = grows ? seen.length : 0; i < lines.length; i++) file(out, lines[i] as LogLine);
    seen = lines;
    // Only the last entry filed before can have grown; every later one is new.
    const next = shown.slice(0, Math.max(0, shown.length - 1));
    for (let i = next.length; i < out.length; i++) {
      const f = out[i] as Filing;
      const old = shown[i];
      next.push(old && old.line === f.line && old.times === f.times ? old : { line: f.line, times: f.times });
    }
    shown = next;
    return next;
  };
}

/**
 * The case file once the host has taken moves back (it could not save them, or the records had moved on
 * from another window): the lines of the moves after `version` go with them. Lines that came in a watch
 * answer or a page of earlier moves carry no move of their own and stay (they are of saved moves).
 */
export function linesUpTo(lines: readonly LogLine[], version: number): LogLine[] {
  return lines.filter((l) => l.move === undefined || l.move <= version);
}
