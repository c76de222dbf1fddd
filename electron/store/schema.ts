/**
 * The records file's schema, as an ordered list of migrations. `PRAGMA user_version` holds how
 * many of them have been applied, so a file is at schema version N after steps 0…N-1.
 *
 * Rules for changing it: never edit a step that has shipped, only append a new one; a step must
 * work on every file written by the previous version, since players keep years of history.
 */
import type Database from 'better-sqlite3';

/** Marks the file as ours (`PRAGMA application_id`), so another program's database is not taken for one. */
export const APPLICATION_ID = 0x4d6f624e; // 'MobN'

export const MIGRATIONS: readonly string[] = [
  // 1: the first schema.
  `
  CREATE TABLE players (
    id          TEXT PRIMARY KEY,
    name        TEXT NOT NULL,
    colour      TEXT NOT NULL,
    emblem      TEXT NOT NULL,
    created_at  TEXT NOT NULL,
    archived_at TEXT
  );

  CREATE TABLE campaigns (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    game_id    TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE games (
    id             TEXT PRIMARY KEY,
    game_id        TEXT NOT NULL,
    engine_version TEXT NOT NULL,
    options        TEXT NOT NULL CHECK (json_valid(options)),
    seats          TEXT NOT NULL CHECK (json_valid(seats)),
    seed           TEXT NOT NULL,
    dice_mode      TEXT NOT NULL CHECK (dice_mode IN ('seeded', 'physical')),
    campaign_id    TEXT REFERENCES campaigns(id),
    setup_random   TEXT NOT NULL CHECK (json_valid(setup_random)),
    setup_events   TEXT NOT NULL CHECK (json_valid(setup_events)),
    status         TEXT NOT NULL CHECK (status IN ('active', 'finished', 'abandoned')),
    outcome        TEXT CHECK (outcome IS NULL OR json_valid(outcome)),
    created_at     TEXT NOT NULL,
    updated_at     TEXT NOT NULL,
    action_count   INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX games_by_updated ON games (updated_at DESC);
  CREATE INDEX games_by_status ON games (status, updated_at DESC);
  CREATE INDEX games_by_campaign ON games (campaign_id) WHERE campaign_id IS NOT NULL;

  CREATE TABLE actions (
    game_id    TEXT NOT NULL REFERENCES games(id),
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    seat       INTEGER NOT NULL,
    action     TEXT NOT NULL CHECK (json_valid(action)),
    random     TEXT NOT NULL CHECK (json_valid(random)),
    events     TEXT NOT NULL CHECK (json_valid(events)),
    state_hash TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
  );

  CREATE TABLE snapshots (
    game_id TEXT NOT NULL REFERENCES games(id),
    seq     INTEGER NOT NULL CHECK (seq >= 0),
    match   TEXT NOT NULL CHECK (json_valid(match)),
    hash    TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
  );

  CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL CHECK (json_valid(value))
  ) WITHOUT ROWID;

  PRAGMA application_id = ${APPLICATION_ID};
  `,
  // 2: lists of games read only their summary columns. A game's row holds its setup (large) before
  // its status and times, so listing from the rows reads every setup; these covering indexes hold
  // exactly what a list shows, in list order (newest first; rowid breaks ties, as in GAME_ORDER).
  `
  CREATE INDEX games_summary ON games (
    updated_at DESC, created_at DESC, id, game_id, engine_version, seats, dice_mode, campaign_id, status, outcome,
    action_count
  );
  CREATE INDEX games_summary_by_status ON games (
    status, updated_at DESC, created_at DESC, id, game_id, engine_version, seats, dice_mode, campaign_id, outcome,
    action_count
  );
  `,
  // 3: who played each seat of a game (game night on the network: at the host screen or on a guest's
  // own device), each person once per seat. No foreign key, so a game repaired from a backup (its
  // row replaced) keeps its people.
  `
  CREATE TABLE seat_persons (
    game_id  TEXT NOT NULL,
    seat     INTEGER NOT NULL CHECK (seat >= 0),
    name     TEXT NOT NULL,
    place    TEXT NOT NULL CHECK (place IN ('here', 'network')),
    first_at TEXT NOT NULL,
    PRIMARY KEY (game_id, seat, place, name)
  ) WITHOUT ROWID;
  `,
  // 4: each finished game's per-seat counts (whacks, Joints…), worked out once from its moves and
  // kept with the version of the counting (see campaigns.ts). No foreign key, like seat_persons.
  `
  CREATE TABLE game_tallies (
    game_id TEXT PRIMARY KEY,
    version INTEGER NOT NULL,
    tally   TEXT NOT NULL CHECK (json_valid(tally))
  ) WITHOUT ROWID;
  `,
  // 5: the first two indexes on games are the leading columns of the covering indexes of step 2, which
  // serve every query they served; each move rewrites its game's row (action_count, updated_at), and
  // every index on those columns is rewritten with it, so the two are dropped (if there: a file made by
  // hand in a test may lack them).
  `
  DROP INDEX IF EXISTS games_by_updated;
  DROP INDEX IF EXISTS games_by_status;
  `,
  // 6: a move no longer rewrites its game's row (nor the row's two list indexes): a game's action_count
  // and updated_at may be behind its moves until the app writes them, or catches them up from the last
  // move when it opens the file (progress.ts). A version 5 file's rows are exact, so nothing changes
  // here; the step is here so that an older Mob Night, which takes the row for the count (and would
  // refuse the next move of a game left behind by a crash), refuses a file this one has written.
  `
  SELECT 1;
  `,
  // 7: what is left of a game's decision clock (the time a table gave each decision), kept while it runs so
  // that a game resumed after the host stopped gives the seat the time it had left (decision-clocks.ts). One
  // row a game, for the clock running now. No foreign key, like seat_persons.
  `
  CREATE TABLE decision_clocks (
    game_id      TEXT PRIMARY KEY,
    clock        TEXT NOT NULL,
    remaining_ms INTEGER NOT NULL CHECK (remaining_ms >= 0),
    paused       INTEGER NOT NULL CHECK (paused IN (0, 1))
  ) WITHOUT ROWID;
  `,
];

/** The schema version this build writes; a file with a higher `user_version` is from a newer Mob Night. */
export const SCHEMA_VERSION = MIGRATIONS.length;

export function readSchemaVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/**
 * Brings the file up to `SCHEMA_VERSION` in one IMMEDIATE transaction, so a crash mid-way leaves
 * the old version intact and a second copy of the app opening at the same moment waits rather
 * than migrating twice. Returns the version found before migrating. Throws if the file is newer
 * than this build: the caller must have checked that first and never get here with such a file.
 */
export function migrate(db: Database.Database): number {
  const run = db.transaction((): number => {
    // Read inside the transaction: another process may have migrated while we waited for the lock.
    const from = readSchemaVersion(db);
    if (from > SCHEMA_VERSION) throw new Error(`schema version ${from} is newer than ${SCHEMA_VERSION}`);
    for (let v = from; v < SCHEMA_VERSION; v++) {
      db.exec(MIGRATIONS[v] as string);
      // user_version lives in the file header and is written within the transaction.
      db.pragma(`user_version = ${v + 1}`);
    }
    return from;
  });
  return run.immediate();
}
