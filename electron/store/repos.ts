/**
 * The tables behind `Store`: players, settings, campaigns, games, actions and snapshots (their rows' shapes
 * and readers are in rows.ts).
 * JSON columns are written with `JSON.stringify` and parsed back on the way out; every write that
 * touches more than one row runs in one IMMEDIATE transaction.
 */
import { createHash, randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { DEFAULT_SETTINGS, settingsSchema } from '../../core/protocol';
import type { Player, Settings } from '../../core/protocol';
import { campaignsRepo, talliesRepo } from './campaigns';
import { MoveOutOfOrder } from './problems';
import { MOVES_OF_GAME, Progress } from './progress';
import { searchFilter, searchOrder, searchWords } from './search';
import type { ActionRow, GameRecord, Snapshot, Store } from './types';
import {
  toPlayer,
  toGame,
  toSummary,
  toAction,
  toSnapshot,
  PLAYER_COLS,
  GAME_COLS,
  SUMMARY_COLS,
  SUMMARY_JSON,
  SUMMARY_WIDTH,
  isObject,
  fromSummaryJson,
  ACTION_COLS,
  MOVES_SO_FAR,
  GAME_ORDER,
  type PlayerRow,
  type GameRow,
  type ActionDbRow,
  type SummaryRow,
  type SummaryTuple,
} from './rows';

type Repos = Pick<Store, 'players' | 'settings' | 'campaigns' | 'tallies' | 'games' | 'actions' | 'snapshots'>;

/** Prepares each SQL text once per connection and hands back the cached statement afterwards. */
function statementCache(db: Database.Database): (sql: string) => Database.Statement {
  const cache = new Map<string, Database.Statement>();
  return (sql) => {
    let s = cache.get(sql);
    if (!s) {
      s = db.prepare(sql);
      cache.set(sql, s);
    }
    return s;
  };
}

/**
 * Builds the repositories over an open, migrated connection. `now` supplies every stored time;
 * `progress` keeps the count and last play of the games moves were added to (progress.ts).
 */
export function createRepos(db: Database.Database, now: () => Date, progress = new Progress(db)): Repos {
  const sql = statementCache(db);
  const stamp = (): string => now().toISOString();

  const getPlayer = (id: string): Player | undefined => {
    const r = sql(`SELECT ${PLAYER_COLS} FROM players WHERE id = ? AND archived_at IS NULL`).get(id);
    return r ? toPlayer(r as PlayerRow) : undefined;
  };
  const getGame = (id: string): GameRecord | undefined => {
    const r = sql(`SELECT ${GAME_COLS} FROM games WHERE id = ?`).get(id);
    return r ? progress.apply(toGame(r as GameRow)) : undefined;
  };

  const players: Repos['players'] = {
    list: () =>
      (
        sql(
          `SELECT ${PLAYER_COLS} FROM players WHERE archived_at IS NULL ORDER BY created_at, rowid`,
        ).all() as PlayerRow[]
      ).map(toPlayer),
    add: (p) => {
      const player: Player = { id: randomUUID(), name: p.name, colour: p.colour, emblem: p.emblem, createdAt: stamp() };
      sql('INSERT INTO players (id, name, colour, emblem, created_at) VALUES (?, ?, ?, ?, ?)').run(
        player.id,
        player.name,
        player.colour,
        player.emblem,
        player.createdAt,
      );
      return player;
    },
    update: (patch) => {
      // COALESCE keeps a column when the patch leaves it out; archived players cannot be edited.
      const res = sql(
        'UPDATE players SET name = COALESCE(?, name), colour = COALESCE(?, colour), emblem = COALESCE(?, emblem) ' +
          'WHERE id = ? AND archived_at IS NULL',
      ).run(patch.name ?? null, patch.colour ?? null, patch.emblem ?? null, patch.id);
      return res.changes === 0 ? undefined : getPlayer(patch.id);
    },
    remove: (id) =>
      sql('UPDATE players SET archived_at = ? WHERE id = ? AND archived_at IS NULL').run(stamp(), id).changes > 0,
  };

  const readSettings = (): Settings => {
    const out: Record<string, unknown> = { ...DEFAULT_SETTINGS };
    for (const { key, value } of sql('SELECT key, value FROM settings').all() as { key: string; value: string }[]) {
      // A value this build does not understand (an old or newer format) falls back to the default.
      const field = (settingsSchema.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>)[key];
      const parsed: unknown = JSON.parse(value);
      if (field?.safeParse(parsed).success) out[key] = parsed;
    }
    return out as Settings;
  };
  const updateSettings = db.transaction((patch: Partial<Settings>): Settings => {
    const put = sql(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    );
    for (const [key, value] of Object.entries(patch)) {
      if (value !== undefined && key in DEFAULT_SETTINGS) put.run(key, JSON.stringify(value));
    }
    return readSettings();
  });
  const settings: Repos['settings'] = { get: readSettings, update: (patch) => updateSettings.immediate(patch) };

  const insertSnapshot = (gameId: string, s: Snapshot): void => {
    sql('INSERT INTO snapshots (game_id, seq, match, hash) VALUES (?, ?, ?, ?)').run(
      gameId,
      s.seq,
      JSON.stringify(s.match),
      s.hash,
    );
  };

  const createGame = db.transaction((game: Parameters<Repos['games']['create']>[0], initial: Snapshot): GameRecord => {
    if (initial.seq !== 0) throw new Error(`A new game's first snapshot must be version 0, not ${initial.seq}.`);
    const t = stamp();
    sql(`INSERT INTO games (${GAME_COLS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'active', NULL, ?, ?, 0)`).run(
      game.id,
      game.gameId,
      game.engineVersion,
      JSON.stringify(game.options),
      JSON.stringify(game.seats),
      game.seed,
      game.diceMode,
      game.campaignId,
      JSON.stringify(game.setupRandom),
      JSON.stringify(game.setupEvents),
      t,
      t,
    );
    insertSnapshot(game.id, initial);
    return getGame(game.id) as GameRecord;
  });

  const replaceGame = db.transaction((game: GameRecord, rows: readonly ActionRow[], initial: Snapshot): void => {
    sql('DELETE FROM game_tallies WHERE game_id = ?').run(game.id);
    sql('DELETE FROM snapshots WHERE game_id = ?').run(game.id);
    sql('DELETE FROM actions WHERE game_id = ?').run(game.id);
    sql('DELETE FROM games WHERE id = ?').run(game.id);
    sql(`INSERT INTO games (${GAME_COLS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
      game.id,
      game.gameId,
      game.engineVersion,
      JSON.stringify(game.options),
      JSON.stringify(game.seats),
      game.seed,
      game.diceMode,
      game.campaignId,
      JSON.stringify(game.setupRandom),
      JSON.stringify(game.setupEvents),
      game.status,
      game.outcome === null ? null : JSON.stringify(game.outcome),
      game.createdAt,
      stamp(),
      rows.length,
    );
    insertSnapshot(game.id, initial);
    const put = sql(
      'INSERT INTO actions (game_id, seq, seat, action, random, events, state_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const row of rows) {
      put.run(
        game.id,
        row.seq,
        row.seat,
        JSON.stringify(row.action),
        JSON.stringify(row.random),
        JSON.stringify(row.events),
        row.stateHash,
        row.createdAt,
      );
    }
  });
  const putAction = (gameId: string, row: ActionRow): void => {
    sql(`INSERT INTO actions (game_id, ${ACTION_COLS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(
      gameId,
      row.seq,
      row.seat,
      JSON.stringify(row.action),
      JSON.stringify(row.random),
      JSON.stringify(row.events),
      row.stateHash,
      row.createdAt,
    );
  };

  const insertGame = db.transaction(
    (game: GameRecord, rows: readonly ActionRow[], snaps: readonly Snapshot[]): void => {
      if (sql('SELECT 1 FROM games WHERE id = ?').get(game.id))
        throw new Error(`Game ${game.id} is already in the records.`);
      sql(`INSERT INTO games (${GAME_COLS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
        game.id,
        game.gameId,
        game.engineVersion,
        JSON.stringify(game.options),
        JSON.stringify(game.seats),
        game.seed,
        game.diceMode,
        null,
        JSON.stringify(game.setupRandom),
        JSON.stringify(game.setupEvents),
        game.status,
        game.outcome === null ? null : JSON.stringify(game.outcome),
        game.createdAt,
        game.updatedAt,
        rows.length,
      );
      for (const row of rows) putAction(game.id, row);
      for (const snap of snaps) insertSnapshot(game.id, snap);
    },
  );

  const removeGame = db.transaction((id: string): boolean => {
    sql('DELETE FROM game_tallies WHERE game_id = ?').run(id);
    sql('DELETE FROM snapshots WHERE game_id = ?').run(id);
    sql('DELETE FROM actions WHERE game_id = ?').run(id);
    return sql('DELETE FROM games WHERE id = ?').run(id).changes > 0;
  });

  /**
   * A fingerprint of everything a game's replay reads, byte for byte as stored: its setup, every
   * move and every snapshot. Equal fingerprints mean nothing in the game changed on disk.
   */
  const digest = (id: string): string => {
    const h = createHash('sha256');
    const game = sql(
      'SELECT game_id, engine_version, options, seats, seed, setup_random, setup_events FROM games WHERE id = ?',
    )
      .raw()
      .get(id);
    h.update(JSON.stringify(game ?? null));
    for (const row of sql(
      'SELECT seq, seat, action, random, events, state_hash FROM actions WHERE game_id = ? ORDER BY seq',
    )
      .raw()
      .iterate(id))
      h.update(JSON.stringify(row));
    for (const row of sql('SELECT seq, match, hash FROM snapshots WHERE game_id = ? ORDER BY seq').raw().iterate(id))
      h.update(JSON.stringify(row));
    return h.digest('hex');
  };

  const games: Repos['games'] = {
    digest,
    // A repaired or deleted game's row is exact (or gone): no progress of it is kept any longer.
    replace: (game, rows, initial) => {
      replaceGame.immediate(game, rows, initial);
      progress.settled(game.id);
    },
    create: (game, initial) => createGame.immediate(game, initial),
    get: getGame,
    insert: (game, rows, snaps) => insertGame.immediate(game, rows, snaps),
    remove: (id) => {
      const gone = removeGame.immediate(id);
      progress.settled(id);
      return gone;
    },
    summaries: (query = {}) => {
      progress.flush(); // SQLite orders the list by the rows: they take the progress kept in memory first
      // The limit and offset are written into the SQL (whole numbers): SQLite then keeps only that many
      // rows while ordering, which a bound LIMIT does not let it plan for.
      const limit = Number.isSafeInteger(query.limit) ? Math.max(0, query.limit as number) : -1;
      const offset = Number.isSafeInteger(query.offset) ? Math.max(0, query.offset as number) : 0;
      // Each filter given (a non-empty string) with its value, so the two always line up.
      const given: [string, string | undefined][] = [
        ['status = ?', query.status],
        ['campaign_id = ?', query.campaignId],
        ['game_id = ?', query.gameId],
        // A seat of theirs as the game stored it (a damaged row's seats are no one's).
        [
          `(CASE WHEN json_valid(seats) THEN EXISTS (SELECT 1 FROM json_each(seats) s WHERE json_extract(s.value, '$.kind') = 'human' AND json_extract(s.value, '$.playerId') = ?) ELSE 0 END)`,
          query.playerId,
        ],
      ];
      const filters = given.filter((f): f is [string, string] => typeof f[1] === 'string' && f[1] !== '');
      const tests = filters.map(([test]) => test);
      const args: (string | number)[] = filters.map(([, value]) => value);
      const games = query.games ?? [];
      const found = query.search ? searchFilter(searchWords(query.search), games, stamp()) : null;
      if (found) {
        tests.push(found.sql);
        args.push(...found.args);
      }
      const order = searchOrder(query.sort ?? 'newest', games);
      args.push(...order.args);
      const where = tests.join(' AND ');
      // A search's SQL has a shape of its own for each search (its words, what each may mean): prepared for
      // it alone, not kept in the cache for ever.
      const prepare = found ? (text: string) => db.prepare(text) : sql;
      const picked = `SELECT ${SUMMARY_COLS} FROM games ${where ? `WHERE ${where}` : ''} ${order.sql} LIMIT ${limit} OFFSET ${offset}`;
      // The whole list as one JSON text built by SQLite and parsed once, rather than each row's seats
      // and outcome parsed on their own. A damaged row spoils the text or its shape: then row by row.
      try {
        const text = prepare(`SELECT '[' || coalesce(group_concat(${SUMMARY_JSON}, ','), '') || ']' FROM (${picked})`)
          .pluck()
          .get(...args) as string;
        const tuples = JSON.parse(text) as SummaryTuple[];
        if (
          tuples.every((t) => Array.isArray(t) && t.length === SUMMARY_WIDTH && Array.isArray(t[3]) && isObject(t[11]))
        )
          return progress.applyAll(tuples.map(fromSummaryJson));
      } catch {
        // read row by row below
      }
      return progress.applyAll((prepare(picked).all(...args) as SummaryRow[]).map(toSummary));
    },
    summary: (id) => {
      const r = sql(`SELECT ${SUMMARY_COLS} FROM games WHERE id = ?`).get(id);
      return r ? progress.apply(toSummary(r as SummaryRow)) : undefined;
    },
    list: (query = {}) => {
      progress.flush();
      const limit = query.limit ?? -1; // SQLite: a negative LIMIT means no limit.
      const rows = query.status
        ? sql(`SELECT ${GAME_COLS} FROM games WHERE status = ? ${GAME_ORDER} LIMIT ?`).all(query.status, limit)
        : sql(`SELECT ${GAME_COLS} FROM games ${GAME_ORDER} LIMIT ?`).all(limit);
      return progress.applyAll((rows as GameRow[]).map(toGame));
    },
    setStatus: (id, status, outcome) => {
      // The row takes the game's count of moves with its status (it may be behind them: progress.ts).
      const res = sql(
        `UPDATE games SET status = ?, outcome = ?, updated_at = ?, action_count = ${MOVES_OF_GAME} WHERE id = ?`,
      ).run(status, outcome === null ? null : JSON.stringify(outcome), stamp(), id);
      if (res.changes === 0) throw new Error(`There is no game ${id} in the records.`);
      progress.settled(id);
    },
  };

  const append = db.transaction((gameId: string, row: Omit<ActionRow, 'createdAt'>, snapshot?: Snapshot): string => {
    if (snapshot && snapshot.seq !== row.seq) {
      throw new Error(`A snapshot stored with action ${row.seq} must be of version ${row.seq}, not ${snapshot.seq}.`);
    }
    // The move is added only as the one after its game's last, and writes nothing but itself.
    const count = sql(MOVES_SO_FAR).pluck().get(gameId) as number | undefined;
    if (count === undefined) throw new Error(`There is no game ${gameId} in the records.`);
    if (count !== row.seq - 1) throw new MoveOutOfOrder(gameId, row.seq, count);
    const t = stamp();
    putAction(gameId, { ...row, createdAt: t });
    if (snapshot) insertSnapshot(gameId, snapshot);
    return t;
  });
  const appendMove = (gameId: string, row: Omit<ActionRow, 'createdAt'>, snapshot?: Snapshot): void => {
    progress.moved(gameId, row.seq, append.immediate(gameId, row, snapshot));
  };

  const actions: Repos['actions'] = {
    append: appendMove,
    // On a connection at synchronous=FULL the commit is on disk when `append` returns. The records
    // file's own connection replaces this with a commit synced in the thread pool (store.ts).
    appendAsync: (gameId, row, snapshot) => {
      appendMove(gameId, row, snapshot);
      return Promise.resolve();
    },
    read: (gameId) => {
      const rows: ActionRow[] = [];
      const all = sql(
        'SELECT seq, seat, action, random, events, state_hash, created_at FROM actions WHERE game_id = ? ORDER BY seq',
      ).all(gameId) as ActionDbRow[];
      for (const r of all) {
        const seq = rows.length + 1;
        if (r.seq !== seq) return { rows, unreadableAt: seq };
        try {
          rows.push(toAction(r));
        } catch {
          return { rows, unreadableAt: seq };
        }
      }
      return { rows, unreadableAt: null };
    },
    range: (gameId, from, to) =>
      (
        sql(`SELECT ${ACTION_COLS} FROM actions WHERE game_id = ? AND seq BETWEEN ? AND ? ORDER BY seq`).all(
          gameId,
          from,
          to,
        ) as ActionDbRow[]
      ).map(toAction),
    list: (gameId, afterSeq = 0) =>
      (
        sql(
          'SELECT seq, seat, action, random, events, state_hash, created_at FROM actions WHERE game_id = ? AND seq > ? ORDER BY seq',
        ).all(gameId, afterSeq) as ActionDbRow[]
      ).map(toAction),
  };

  const snapshots: Repos['snapshots'] = {
    latest: (gameId, atOrBefore = Number.MAX_SAFE_INTEGER) => {
      const r = sql(
        'SELECT seq, match, hash FROM snapshots WHERE game_id = ? AND seq <= ? ORDER BY seq DESC LIMIT 1',
      ).get(gameId, atOrBefore);
      return r ? toSnapshot(r as { seq: number; match: string; hash: string }) : undefined;
    },
    put: (gameId, snap) => {
      sql('INSERT OR IGNORE INTO snapshots (game_id, seq, match, hash) VALUES (?, ?, ?, ?)').run(
        gameId,
        snap.seq,
        JSON.stringify(snap.match),
        snap.hash,
      );
    },
  };

  return {
    players,
    settings,
    campaigns: campaignsRepo(db, now),
    tallies: talliesRepo(db),
    games,
    actions,
    snapshots,
  };
}
