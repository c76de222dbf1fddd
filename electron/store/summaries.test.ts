import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, SCHEMA_VERSION } from './schema';
import { mustOpen, removeTempDirs, sampleGame, sampleSnapshot, tempDir } from './testing';

afterAll(removeTempDirs);

describe('lists of games and paged moves', () => {
  it('keeps the two list indexes (the older two are dropped)', () => {
    const store = mustOpen(`${tempDir()}/indexes.db`);
    store.games.create(sampleGame('g'), sampleSnapshot(0));
    const file = store.path;
    store.close();
    const db = new Database(file, { readonly: true });
    const names = (
      db.prepare("SELECT name FROM pragma_index_list('games') WHERE origin = 'c'").all() as { name: string }[]
    )
      .map((r) => r.name)
      .sort();
    db.close();
    expect(names).toEqual(['games_by_campaign', 'games_summary', 'games_summary_by_status']);
  });

  it('a records file of schema 1 migrates, and its games list and page as before', () => {
    const file = `${tempDir()}/old.db`;
    const db = new Database(file);
    db.exec(MIGRATIONS[0] as string);
    db.pragma('user_version = 1');
    db.prepare(
      `INSERT INTO games (id, game_id, engine_version, options, seats, seed, dice_mode, campaign_id, setup_random,
        setup_events, status, outcome, created_at, updated_at, action_count)
       VALUES ('old', 'gangsters', '1', '{"cashToWin":9}', '[{"kind":"human","name":"Vera"}]', 's', 'seeded', NULL, '[]', '[]',
        'finished', '{"winners":[0],"scores":[5],"reason":"won"}', '2025-01-01T00:00:00.000Z', '2025-01-02T00:00:00.000Z', 3)`,
    ).run();
    for (let seq = 1; seq <= 3; seq++)
      db.prepare(
        `INSERT INTO actions (game_id, seq, seat, action, random, events, state_hash, created_at)
         VALUES ('old', ?, 0, '{"type":"roll"}', '[]', '[]', ?, '2025-01-01T00:00:00.000Z')`,
      ).run(seq, `h${seq}`);
    db.close();

    const store = mustOpen(file);
    const version = new Database(file, { readonly: true });
    expect(version.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    version.close();
    expect(store.games.summaries()).toEqual([
      {
        id: 'old',
        gameId: 'gangsters',
        engineVersion: '1',
        options: { cashToWin: 9 },
        seats: [{ kind: 'human', name: 'Vera' }],
        diceMode: 'seeded',
        campaignId: null,
        status: 'finished',
        outcome: { winners: [0], scores: [5], reason: 'won' },
        createdAt: '2025-01-01T00:00:00.000Z',
        updatedAt: '2025-01-02T00:00:00.000Z',
        actionCount: 3,
      },
    ]);
    expect(store.actions.range('old', 2, 3).map((r) => r.stateHash)).toEqual(['h2', 'h3']);
    expect(store.actions.range('old', 4, 9)).toEqual([]);
    store.close();
  });

  it('summaries are newest first, filter by status and follow a deletion; the tally follows too', () => {
    const dir = tempDir();
    let t = 0;
    const store = mustOpen(`${dir}/r.db`, { now: () => new Date(Date.UTC(2026, 0, 1, 0, 0, t++)) });
    for (const id of ['a', 'b', 'c']) store.games.create(sampleGame(id), sampleSnapshot(0));
    store.games.setStatus('b', 'abandoned', null);
    expect(store.games.summaries().map((g) => g.id)).toEqual(['b', 'c', 'a']);
    expect(store.games.summaries({ status: 'active', limit: 1 }).map((g) => g.id)).toEqual(['c']);
    // A later page of a long history: the next games after the newest ones, in the same order.
    expect(store.games.summaries({ limit: 2, offset: 1 }).map((g) => g.id)).toEqual(['c', 'a']);
    expect(store.games.summaries({ offset: 2 }).map((g) => g.id)).toEqual(['a']);
    expect(store.games.summaries({ status: 'active', limit: 1, offset: 1 }).map((g) => g.id)).toEqual(['a']);
    expect(store.games.summaries({ limit: 5, offset: 3 })).toEqual([]);
    // One game's games (sampleGame's are Gangsters).
    expect(store.games.summaries({ gameId: 'gangsters' }).map((g) => g.id)).toEqual(['b', 'c', 'a']);
    expect(store.games.summaries({ gameId: 'nothing-personal' })).toEqual([]);
    expect(store.games.summary('a')?.seats).toEqual(sampleGame('a').seats);
    expect(store.games.remove('c')).toBe(true);
    expect(store.games.remove('c')).toBe(false);
    expect(store.games.summaries().map((g) => g.id)).toEqual(['b', 'a']);
    store.close();
    // A deletion is not a loss: the file opens again without being reported.
    const again = mustOpen(`${dir}/r.db`);
    expect(again.games.summaries()).toHaveLength(2);
    again.close();
  });
});
