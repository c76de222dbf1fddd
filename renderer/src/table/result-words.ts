/**
 * A game's result line as the table shows it (the final scores, History's case files, the replay's story):
 * the engine words the end with the seats' roles ("The time limit is reached: Red has the highest net
 * worth…", which stored games keep as they were hashed); shown, it names the players as the case file
 * does, "Ann (Red) has the highest net worth…".
 */
import type { SeatSpec } from '@core/protocol';
import { seatsIn, wordSeats } from '@core/engine/words';
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
