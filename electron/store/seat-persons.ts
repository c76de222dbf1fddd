/**
 * Who played each seat of a game: recorded for game nights on the network, where a seat's person may
 * sit at the host's screen or join from their own device. Each person is kept once per seat and
 * place (with when they first sat there), listed by seat, the host screen's people first.
 */
import type Database from 'better-sqlite3';
import type { SeatPerson } from '../../core/protocol';

export interface SeatPersons {
  record(gameId: string, seat: number, name: string, place: SeatPerson['place']): void;
  list(gameId: string): SeatPerson[];
  /** Every game's people at once (a list of games reads them in one go), by game id. */
  byGame(): Map<string, SeatPerson[]>;
}

export function seatPersonsRepo(db: Database.Database, now: () => Date): SeatPersons {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO seat_persons (game_id, seat, name, place, first_at) VALUES (?, ?, ?, ?, ?)',
  );
  const select = db.prepare('SELECT seat, name, place FROM seat_persons WHERE game_id = ? ORDER BY seat, place, name');
  const every = db.prepare('SELECT game_id, seat, name, place FROM seat_persons ORDER BY game_id, seat, place, name');
  return {
    byGame() {
      const out = new Map<string, SeatPerson[]>();
      for (const { game_id, ...p } of every.all() as (SeatPerson & { game_id: string })[]) {
        const list = out.get(game_id);
        if (list) list.push(p);
        else out.set(game_id, [p]);
      }
      return out;
    },
    record(gameId, seat, name, place) {
      insert.run(gameId, seat, name, place, now().toISOString());
    },
    list(gameId) {
      return select.all(gameId) as SeatPerson[];
    },
  };
}
