/**
 * How a screen words its log's lines for people, made once per wording so the case file can keep each line's
 * words (CaseLog.svelte): a line is worded when it is first shown, not again at every update of a long game.
 */
import { wordSeats } from '@core/engine/words';
import type { SeatSpec } from '@core/protocol';
import { plainLog } from './plain-words';
import type { GameTable, SeatContext } from './types';

/** More than any of the games seats (a line may name a seat past the table's, as the Police Commissioner's). */
const SEATS_NAMED = 8;
const APART = '\u0000';

/**
 * The table's word for each seat ("Green (Ann)", "the police"), as one text: equal from update to update while no
 * seat's word changes, so the wording made from it (`logWords`) stays the same function.
 */
export function seatWordsKey(table: GameTable | undefined, seats: readonly SeatSpec[], context: SeatContext): string {
  return Array.from(
    { length: Math.max(SEATS_NAMED, seats.length) },
    (_, s) => table?.seatWord?.(s, seats, context) ?? seats[s]?.name ?? `Seat ${s + 1}`,
  ).join(APART);
}

/** A line of the game's text with the seats it refers to worded (`key` from `seatWordsKey`), then the game's own wording. */
export function logWords(
  table: GameTable | undefined,
  seats: readonly SeatSpec[],
  key: string,
): (text: string) => string {
  const named = key.split(APART);
  return (text) => {
    const worded = wordSeats(text, (s) => named[s] ?? `Seat ${s + 1}`);
    return plainLog(table?.logText ? table.logText(worded, seats) : worded);
  };
}

/** `f` remembered by the text it is given: a line's words and dice worked out once, however often it is drawn. */
export function byText<T>(f: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    if (known.has(text)) return known.get(text) as T;
    const made = f(text);
    known.set(text, made);
    return made;
  };
}
