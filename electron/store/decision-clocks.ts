/**
 * What is left of each game's decision clock (a table's time limit for a decision, G-6.9 or SG-13.1): the
 * host writes it while the clock runs, every second or so and whenever it stops, so that a game resumed
 * after the host stopped (a crash, a restart, the computer switched off) gives the seat the time it had left,
 * not a fresh clock. One row a game, for the clock running now (a new clock writes over the last one's).
 *
 * The row only repeats a count the host keeps in memory, and is written far more often than a move, so its
 * commit is not synced on this thread (as the games' progress, progress.ts): it is in the log as soon as
 * it is written, safe from the host's own crash, and a later synced commit or checkpoint carries it to disk.
 * A write that fails is logged, never thrown: a clock that cannot be kept must not stop the game.
 */
import type Database from 'better-sqlite3';

/** A decision clock as kept: which clock (its period and seat), what was left of it, and whether the table had stopped it. */
export interface KeptClock {
  readonly key: string;
  readonly remainingMs: number;
  readonly paused: boolean;
}

export interface DecisionClocks {
  /** The game's clock as last kept, if it has one. */
  get(gameId: string): KeptClock | undefined;
  /** Keeps the game's clock as it stands now. */
  put(gameId: string, clock: KeptClock): void;
}

export function decisionClocksRepo(db: Database.Database, committed: () => void = () => undefined): DecisionClocks {
  const select = db.prepare('SELECT clock, remaining_ms, paused FROM decision_clocks WHERE game_id = ?');
  const upsert = db.prepare(
    'INSERT INTO decision_clocks (game_id, clock, remaining_ms, paused) VALUES (?, ?, ?, ?) ' +
      'ON CONFLICT (game_id) DO UPDATE SET clock = excluded.clock, remaining_ms = excluded.remaining_ms, ' +
      'paused = excluded.paused',
  );
  return {
    get(gameId) {
      const row = select.get(gameId) as { clock: string; remaining_ms: number; paused: number } | undefined;
      return row ? { key: row.clock, remainingMs: row.remaining_ms, paused: row.paused === 1 } : undefined;
    },
    put(gameId, clock) {
      try {
        if (!db.open) return;
        const was = Number(db.pragma('synchronous', { simple: true }));
        db.exec('PRAGMA synchronous = NORMAL');
        try {
          upsert.run(gameId, clock.key, Math.max(0, Math.round(clock.remainingMs)), clock.paused ? 1 : 0);
        } finally {
          db.exec(`PRAGMA synchronous = ${was}`);
        }
        committed();
      } catch (e) {
        console.error("Mob Night: could not keep what is left of a game's decision clock", e);
      }
    },
  };
}
