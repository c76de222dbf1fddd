/**
 * A game's result line as the table shows it (the final scores, History's case files, the replay's story):
 * the engine words the end with the seats' roles ("The time limit is reached: Red has the highest net
 * worth…", which stored games keep as they were hashed); shown, it names the players as the case file
 * does, "Ann (Red) has the highest net worth…".
 */
import type { SeatSpec } from '@core/protocol';
import { seatsIn, wordSeats } from '@core/engine/words';
import { trailingClause } from '../lib/clause-game';
import type { GameTable, ReplayMarks, SeatContext } from './types';

/** What of a game's table and replay marks words a result line (`tableFor`, `marksFor` in games/registry.ts). */
export interface ResultWording {
  readonly table?: Pick<GameTable, 'seatWord' | 'logText'> | undefined;
  readonly marks?: Pick<ReplayMarks, 'resultSeats'> | undefined;
}

/** `reason` with the seats it names worded as the game words a case-file line; as it is when it names none. */
export function resultWords(
  reason: string,
  seats: readonly SeatSpec[],
  game: ResultWording,
  context?: SeatContext,
): string {
  const refs = game.marks?.resultSeats?.(reason, seats.length) ?? reason;
  if (seatsIn(refs).length === 0) return reason;
  const worded = wordSeats(refs, (s) => game.table?.seatWord?.(s, seats, context) ?? seats[s]?.name ?? `Seat ${s + 1}`);
  return game.table?.logText ? game.table.logText(worded, seats) : worded;
}

/**
 * A result line as it is shown: its words, and the clause it ends on ("… after five rounds (NP-12.5).") taken
 * out for the small print beside them, as the case file shows a line's clause; null when it ends on none.
 */
export function resultParts(line: string): { readonly text: string; readonly clause: string | null } {
  return trailingClause(line);
}

/**
 * Whether a score sheet's note on a seat says again what the result line says: the very line (Gangsters' and
 * SuperGang's winner carries the end's reason as its note), or a note citing the clause the line ends on (Nothing
 * Personal's tie, won by the same rule the line names). Under the final scores' headline it is said once.
 */
export function repeatsResult(note: string, reason: string): boolean {
  if (note.trim() === reason.trim()) return true;
  const clause = trailingClause(note).clause;
  return clause !== null && clause === trailingClause(reason).clause;
}
