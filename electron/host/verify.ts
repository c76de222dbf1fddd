/**
 * Replays every stored game from its setup through every action and compares each resulting
 * state hash with the one stored when the move was made.
 */
import { hashMatches, replay, type AnyGameDef } from '../../core/engine';
import type { Store } from '../store/types';

export interface GameCheck {
  readonly id: string;
  readonly gameId: string;
  readonly actions: number;
  readonly ok: boolean;
  readonly problem?: string;
}

export interface HistoryReport {
  readonly ok: boolean;
  readonly checked: number;
  readonly failed: number;
  /** Moves replayed, across every game. */
  readonly actions: number;
  /** Time spent replaying and hashing, per 1,000 moves (ms), rounded to 0.1; 0 when there were none. */
  readonly msPer1000Actions: number;
  readonly games: readonly GameCheck[];
}

/**
 * Checks every stored game of every game in `games` (each game with an engine: the playable ones and
 * those whose table is not built yet alike). `clock` times the replays (ms).
 */
export function verifyHistory(
  store: Store,
  games: readonly AnyGameDef[],
  clock: () => number = () => performance.now(),
): HistoryReport {
  const defs = new Map(games.map((g) => [g.id, g]));
  const checks: GameCheck[] = [];
  let replayed = 0;
  let spent = 0;
  for (const record of store.games.list({ limit: 1_000_000 })) {
    const def = defs.get(record.gameId);
    if (record.unreadable) {
      checks.push({
        id: record.id,
        gameId: record.gameId,
        actions: 0,
        ok: false,
        problem: 'its record cannot be read',
      });
      continue;
    }
    const { rows: actions, unreadableAt } = store.actions.read(record.id);
    const base = { id: record.id, gameId: record.gameId, actions: actions.length };
    if (!def) {
      checks.push({ ...base, ok: false, problem: `game "${record.gameId}" is not installed` });
      continue;
    }
    let mismatch: string | undefined;
    const began = clock();
    const result = replay(
      def,
      {
        gameId: record.gameId,
        engineVersion: record.engineVersion,
        options: record.options,
        seats: record.seats.length,
        seed: record.seed,
      },
      record.setupRandom,
      actions.map((a) => ({ seat: a.seat, action: a.action, random: a.random })),
      (i, match) => {
        const stored = actions[i]?.stateHash;
        if (!mismatch && (stored === undefined || !hashMatches(match, stored)))
          mismatch = `move ${i + 1}: state hash differs from the stored one`;
      },
    );
    spent += clock() - began;
    replayed += actions.length;
    if (!result.ok)
      checks.push({
        ...base,
        ok: false,
        problem: `move ${result.error.index + 1} no longer applies: ${result.error.message}`,
      });
    else if (mismatch) checks.push({ ...base, ok: false, problem: mismatch });
    else if (unreadableAt !== null)
      checks.push({ ...base, ok: false, problem: `move ${unreadableAt} cannot be read from the records` });
    else checks.push({ ...base, ok: true });
  }
  const failed = checks.filter((c) => !c.ok).length;
  return {
    ok: failed === 0,
    checked: checks.length,
    failed,
    actions: replayed,
    msPer1000Actions: replayed > 0 ? Math.round((spent / replayed) * 10_000) / 10 : 0,
    games: checks,
  };
}
