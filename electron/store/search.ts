/**
 * Finding a game in History by what a family would type: a player's name, a campaign's name, the game's
 * name, "computer" (a game with a computer player), or the date shown on its case file ("March", "Saturday",
 * "14", "2025", "today") or written as a computer writes it ("2026-12-07"). Each word typed must match the
 * game somewhere; a word matches where any of those contain it. The words become SQL over the summary
 * columns (the seats' names and kinds, the campaign, the game, the date it began) and the small tables
 * beside them, so a search never reads a game's setup or moves.
 *
 * Dates are matched as the host's clock reads them (SQLite's `localtime`): the case file shows the date in
 * the reader's own time, which at one family's table is the same place.
 */
import type { HistorySort } from '../../core/protocol';
import { GAME_ORDER } from './rows';

/** A game's id and its name, as History's Game menu offers it. */
export interface NamedGame {
  readonly id: string;
  readonly name: string;
}

/** One word typed, read for what it could mean besides a name (a month, a weekday, a day of the month…). */
export interface SearchWord {
  /** The word as a name is searched for: lower case. */
  readonly text: string;
  /** January is 1. */
  readonly month?: number;
  /** Sunday is 0, as SQLite's `%w` counts. */
  readonly weekday?: number;
  readonly year?: number;
  readonly day?: number;
  /** "today" is 0 days ago, "yesterday" 1. */
  readonly daysAgo?: number;
  /** A whole date written as a computer writes it ("2026-12-07"), or a month of a year ("2026-12"). */
  readonly date?: string;
  /** "computer" or "computers": a game with a computer player in it. */
  readonly computer?: true;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The longest search taken, in characters; the rest is left out. */
export const SEARCH_MAX = 200;
/** At most this many words are searched for: a pasted paragraph does not make a query of hundreds. */
const MOST_WORDS = 8;

/** The index of the name `word` begins (at least three letters: "mar", "sept", "sat"), or -1. */
function named(word: string, names: readonly string[]): number {
  if (word.length < 3) return -1;
  // "Saturdays": a weekday said as a habit.
  const one = word.endsWith('s') && names.includes(word.slice(0, -1)) ? word.slice(0, -1) : word;
  return names.findIndex((n) => n.startsWith(one));
}

/**
 * `word` as a date a computer writes ("2026-12-07", "2026-12-7", "2026-12"), made whole ("2026-12-07",
 * "2026-12") as SQLite's `strftime` writes it; undefined for anything else, or for a day no calendar has.
 */
function isoDate(word: string): string | undefined {
  const parts = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?$/u.exec(word);
  if (!parts) return undefined;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), parts[3] === undefined ? null : Number(parts[3])];
  if (month < 1 || month > 12) return undefined;
  const two = (n: number) => String(n).padStart(2, '0');
  if (day === null) return `${parts[1]}-${two(month)}`;
  // 2026-02-30 is no day: it finds nothing rather than 2 March.
  const real = new Date(Date.UTC(year, month - 1, day));
  if (day < 1 || real.getUTCMonth() !== month - 1) return undefined;
  return `${parts[1]}-${two(month)}-${two(day)}`;
}

/** The words of a search, each with what it could mean; none for a search of blanks. */
export function searchWords(typed: string): SearchWord[] {
  const words = typed
    .slice(0, SEARCH_MAX)
    .toLowerCase()
    // "Friday, 14 March 2025" as the case file shows it: the comma is not part of a word.
    .split(/[\s,;]+/u)
    .map((w) => w.replace(/^[.'"“”‘’()]+|[.'"“”‘’()]+$/gu, ''))
    .filter((w) => w !== '');
  const unique = [...new Set(words)].slice(0, MOST_WORDS);
  return unique.map((text) => {
    const month = named(text, MONTHS);
    const weekday = named(text, WEEKDAYS);
    const day = /^(\d{1,2})(st|nd|rd|th)?$/u.exec(text);
    const dayNumber = day ? Number(day[1]) : 0;
    const date = isoDate(text);
    return {
      text,
      ...(month >= 0 ? { month: month + 1 } : {}),
      ...(weekday >= 0 ? { weekday } : {}),
      ...(/^\d{4}$/u.test(text) ? { year: Number(text) } : {}),
      ...(dayNumber >= 1 && dayNumber <= 31 ? { day: dayNumber } : {}),
      ...(text === 'today' ? { daysAgo: 0 } : text === 'yesterday' ? { daysAgo: 1 } : {}),
      ...(date !== undefined ? { date } : {}),
      ...(text === 'computer' || text === 'computers' ? { computer: true as const } : {}),
    };
  });
}

/** `text` as a LIKE pattern that finds it anywhere, its own % and _ taken as themselves. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/gu, (c) => `\\${c}`)}%`;

/** The day a game began, in the host's own time. */
const BEGAN = (format: string) => `strftime('${format}', created_at, 'localtime')`;

/**
 * The SQL test (over the `games` table) that keeps the games every word matches, and its arguments in order;
 * null for no words. `now` (an ISO time) is what "today" means.
 */
export function searchFilter(
  words: readonly SearchWord[],
  games: readonly NamedGame[],
  now: string,
): { sql: string; args: (string | number)[] } | null {
  if (words.length === 0) return null;
  const tests: string[] = [];
  const args: (string | number)[] = [];
  for (const w of words) {
    const like = containing(w.text);
    // A seat's name as stored with the game, its player's name on the roster now (renamed since), a person
    // who played a seat on the network, the campaign's name. A row whose seats cannot be read (damaged) is
    // left to its other tests, not allowed to stop the whole list.
    const either = [
      `(CASE WHEN json_valid(seats) THEN EXISTS (SELECT 1 FROM json_each(seats) s WHERE json_extract(s.value, '$.name') LIKE ? ESCAPE '\\' OR json_extract(s.value, '$.playerId') IN (SELECT id FROM players WHERE name LIKE ? ESCAPE '\\')) ELSE 0 END)`,
      `id IN (SELECT game_id FROM seat_persons WHERE name LIKE ? ESCAPE '\\')`,
      `campaign_id IN (SELECT id FROM campaigns WHERE name LIKE ? ESCAPE '\\')`,
    ];
    args.push(like, like, like, like);
    const kinds = games.filter((g) => g.name.toLowerCase().includes(w.text) || g.id.toLowerCase().includes(w.text));
    if (kinds.length > 0) {
      either.push(`game_id IN (${kinds.map(() => '?').join(', ')})`);
      args.push(...kinds.map((g) => g.id));
    }
    if (w.month !== undefined) {
      either.push(`${BEGAN('%m')} = ?`);
      args.push(String(w.month).padStart(2, '0'));
    }
    if (w.weekday !== undefined) {
      either.push(`${BEGAN('%w')} = ?`);
      args.push(String(w.weekday));
    }
    if (w.year !== undefined) {
      either.push(`${BEGAN('%Y')} = ?`);
      args.push(String(w.year));
    }
    if (w.day !== undefined) {
      either.push(`${BEGAN('%d')} = ?`);
      args.push(String(w.day).padStart(2, '0'));
    }
    if (w.date !== undefined) {
      // "2026-12-07" is a day, "2026-12" a month: the same length of strftime's own writing of the date.
      either.push(`${BEGAN(w.date.length === 7 ? '%Y-%m' : '%Y-%m-%d')} = ?`);
      args.push(w.date);
    }
    if (w.computer) {
      // A seat the computer plays, as stored with the game (a damaged row's seats are left out, as above).
      either.push(
        `(CASE WHEN json_valid(seats) THEN EXISTS (SELECT 1 FROM json_each(seats) s WHERE json_extract(s.value, '$.kind') = 'bot') ELSE 0 END)`,
      );
    }
    if (w.daysAgo !== undefined) {
      either.push(`date(created_at, 'localtime') = date(?, 'localtime', ?)`);
      args.push(now, `-${w.daysAgo} days`);
    }
    tests.push(`(${either.join(' OR ')})`);
  }
  return { sql: tests.join(' AND '), args };
}

/**
 * The order a list is read in, and its arguments. Newest first is by last played (a game resumed comes to
 * the top); oldest first by the day each began, the date its case file shows; longest first by moves; by game
 * in the games' names' order, newest first within each. Every order ends on the row, so pages never overlap.
 */
export function searchOrder(sort: HistorySort, games: readonly NamedGame[]): { sql: string; args: string[] } {
  switch (sort) {
    case 'oldest':
      return { sql: 'ORDER BY created_at ASC, rowid ASC', args: [] };
    case 'longest':
      return { sql: 'ORDER BY action_count DESC, updated_at DESC, created_at DESC, rowid DESC', args: [] };
    case 'game': {
      const byName = [...games].sort((a, b) => a.name.localeCompare(b.name, 'en'));
      // A game this version does not have goes last, by its id.
      const rank = byName.length
        ? `CASE game_id ${byName.map((_, i) => `WHEN ? THEN ${i}`).join(' ')} ELSE ${byName.length} END, game_id, `
        : 'game_id, ';
      return {
        sql: `ORDER BY ${rank}updated_at DESC, created_at DESC, rowid DESC`,
        args: byName.map((g) => g.id),
      };
    }
    case 'newest':
      return { sql: GAME_ORDER, args: [] };
  }
}
