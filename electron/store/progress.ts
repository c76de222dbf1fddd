/**
 * How far each game has got (its count of moves and when it was last played) without a write to its
 * row at every move. A move's commit writes only the move (its table page and its key's page, the
 * least a durable append can write); rewriting the game's row there also rewrote the row's two list
 * indexes, more than doubling the pages each move's sync has to carry.
 *
 * So a game's row holds its count and last play as of its last write, and:
 * - this process keeps, in memory, the progress of every game it has added moves to since then, and
 *   hands it out with the game (`apply`);
 * - lists, which SQLite orders by the rows, write that progress into the rows first (`flush`), as do
 *   a backup and closing the store; a change of status writes the count with the status (repos.ts);
 * - a file left by a crash (progress in memory lost) is caught up when it is opened (`catchUp`): each
 *   row behind its moves takes the count and time of its last move, which are exactly what the move
 *   would have written, since a move's stored time is the time its row was given.
 * A row is never moved back: a count above the moves (a move lost to damage) is kept, so the damage
 * still shows (history-check.ts).
 */
import type Database from 'better-sqlite3';

/**
 * SQL for a game's count of moves, within a statement over `games`: its row's, or its last move's
 * where the moves have gone past the row.
 */
export const MOVES_OF_GAME = 'max(action_count, coalesce((SELECT max(seq) FROM actions WHERE game_id = games.id), 0))';

interface Ahead {
  readonly count: number;
  readonly at: string;
}

/** Every game row behind its moves takes its last move's number and time (see above). */
export function catchUp(db: Database.Database): void {
  db.exec(
    'UPDATE games SET ' +
      'action_count = (SELECT seq FROM actions WHERE game_id = games.id ORDER BY seq DESC LIMIT 1), ' +
      'updated_at = (SELECT created_at FROM actions WHERE game_id = games.id ORDER BY seq DESC LIMIT 1) ' +
      'WHERE action_count < (SELECT max(seq) FROM actions WHERE game_id = games.id)',
  );
}

export class Progress {
  /** The games whose moves have gone past their rows, with their count and last play. */
  private readonly ahead = new Map<string, Ahead>();

  constructor(private readonly db: Database.Database) {}

  /** After move `count` of game `id` was committed at `at`. */
  moved(id: string, count: number, at: string): void {
    this.ahead.set(id, { count, at });
  }

  /** The game's row is exact again (its status was written with its count), or it is gone. */
  settled(id: string): void {
    this.ahead.delete(id);
  }

  /** A game as read from its row, with its count and last play as they stand. */
  apply<T extends { readonly id: string; readonly actionCount: number; readonly updatedAt: string }>(game: T): T {
    const a = this.ahead.get(game.id);
    return a && a.count > game.actionCount ? { ...game, actionCount: a.count, updatedAt: a.at } : game;
  }

  /** Games as read from their rows, each with its count and last play as they stand. */
  applyAll<T extends { readonly id: string; readonly actionCount: number; readonly updatedAt: string }>(
    games: T[],
  ): T[] {
    return this.ahead.size === 0 ? games : games.map((g) => this.apply(g));
  }

  /**
   * Writes the progress kept in memory into the games' rows, in one commit. The rows only repeat what
   * the moves say (`catchUp` rebuilds them), so the commit is not synced on this thread (a later synced
   * commit, a checkpoint or closing the file carries it to disk), and a flush that fails (the file
   * locked by another program) is only logged: the progress stays here, and `apply` still hands it out.
   */
  flush(): void {
    if (this.ahead.size === 0) return;
    const was = Number(this.db.pragma('synchronous', { simple: true }));
    this.db.exec('PRAGMA synchronous = NORMAL');
    try {
      const put = this.db.prepare(
        'UPDATE games SET action_count = ?, updated_at = ? WHERE id = ? AND action_count < ?',
      );
      this.db
        .transaction(() => {
          for (const [id, a] of this.ahead) put.run(a.count, a.at, id, a.count);
        })
        .immediate();
      this.ahead.clear();
    } catch (e) {
      console.error("Mob Night: could not write the games' progress into their rows", e);
    } finally {
      this.db.exec(`PRAGMA synchronous = ${was}`);
    }
  }
}
