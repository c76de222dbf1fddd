/**
 * Checkpoints kept off the move path. SQLite's automatic checkpoint runs inside the commit that takes
 * the log past 1,000 pages: it copies the log into the records file and syncs both, holding the
 * table's thread for tens of milliseconds under load, every few hundred moves. The store's connection
 * turns it off (`wal_autocheckpoint = 0`) and checkpoints here instead, between commits:
 * - once no write has been committed for `idleMs` (a table between moves), on an unref'd timer, when
 *   the log holds at least `idleMinBytes` (not at every pause: SQLite's own rhythm was one per 4 MB);
 * - soon after a commit leaves the log past `maxWalBytes` (looked at every few commits), so a long busy
 *   session cannot grow the log without bound (that checkpoint holds the thread, but after the move's
 *   sends, never inside a commit);
 * - and SQLite itself checkpoints when the connection closes.
 *
 * Each is a TRUNCATE checkpoint that never waits: with the busy timeout at 0 it copies what it can and
 * gives up on the rest while another connection reads or writes (the next one tries again). When it
 * completes, every frame is in the records file and synced (the connection is at `synchronous = FULL`
 * between moves), and only then is the log cut to nothing, so its size on disk is the log's length;
 * see wal-sync.ts for why a sync of the log still owed to a move stays sound. The first commit to an
 * empty log writes its header and syncs it (at any `synchronous` but OFF, so that a crash cannot pair
 * old frames with a new header); a checkpoint that emptied the log makes that commit itself at once, a
 * rewrite of the file's `application_id` as it is, so that sync is never inside a move's commit.
 */
import fs from 'node:fs';
import type Database from 'better-sqlite3';

/** A table quiet this long (ms) is checkpointed. */
export const CHECKPOINT_IDLE_MS = 250;
/** An idle table's log is checkpointed once it holds this much (bytes). */
export const IDLE_MIN_WAL_BYTES = 1024 * 1024;
/** A log longer than this (bytes) is checkpointed after the move that took it there, busy or not. */
export const MAX_WAL_BYTES = 8 * 1024 * 1024;
/** The log's size is looked at after every this many commits (a `stat` is ~10 µs on a busy machine). */
export const SIZE_CHECK_EVERY = 8;

export interface CheckpointOptions {
  readonly idleMs?: number;
  readonly idleMinBytes?: number;
  readonly maxWalBytes?: number;
}

export class Checkpoints {
  /** The idle checkpoint's timer, while one is set (see `committed`). */
  private idle: NodeJS.Timeout | null = null;
  private readonly idleMs: number;
  private readonly idleMin: number;
  /** When the last commit was made (`Date.now()`). */
  private lastCommit = 0;
  private readonly maxWalBytes: number;
  /** The log size past which the next checkpoint is made at once (moved on when one could not finish). */
  private bound: number;
  private soon: NodeJS.Immediate | null = null;
  private commits = 0;
  private closed = false;

  constructor(
    private readonly db: Database.Database,
    private readonly walFile: string,
    private readonly busyTimeoutMs: number,
    opts: CheckpointOptions = {},
  ) {
    this.maxWalBytes = opts.maxWalBytes ?? MAX_WAL_BYTES;
    this.bound = this.maxWalBytes;
    db.pragma('wal_autocheckpoint = 0');
    this.idleMin = opts.idleMinBytes ?? IDLE_MIN_WAL_BYTES;
    this.idleMs = opts.idleMs ?? CHECKPOINT_IDLE_MS;
    this.lastCommit = Date.now();
    this.waitIdle(this.idleMs);
  }

  /**
   * After a commit: the idle checkpoint waits again, and a log past the bound is checkpointed soon.
   * A commit only notes its time (cheaper than setting the timer again at every move); the timer, when
   * it fires, waits out what is left of the quiet time since the last commit.
   */
  committed(): void {
    if (this.closed) return;
    this.lastCommit = Date.now();
    if (this.idle === null) this.waitIdle(this.idleMs);
    if (++this.commits % SIZE_CHECK_EVERY !== 0 || this.soon || this.walBytes() <= this.bound) return;
    this.soon = setImmediate(() => {
      this.soon = null;
      this.run();
    });
    this.soon.unref();
  }

  private waitIdle(ms: number): void {
    this.idle = setTimeout(() => {
      this.idle = null;
      const left = this.lastCommit + this.idleMs - Date.now();
      if (left > 0)
        this.waitIdle(Math.min(left, this.idleMs)); // (a clock set back waits one quiet time)
      else if (this.walBytes() >= this.idleMin) this.run();
    }, ms);
    this.idle.unref();
  }

  close(): void {
    this.closed = true;
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    if (this.soon) clearImmediate(this.soon);
    this.soon = null;
  }

  private walBytes(): number {
    try {
      return fs.statSync(this.walFile).size;
    } catch {
      return 0; // no log yet
    }
  }

  private run(): void {
    if (this.closed || !this.db.open || this.db.inTransaction) return;
    this.db.pragma('busy_timeout = 0');
    try {
      this.db.pragma('wal_checkpoint(TRUNCATE)');
      // The log is empty: the next commit starts it again, writing and syncing its header. Do that now,
      // with a commit that rewrites the file's own mark as it is, rather than inside the next move's.
      if (this.walBytes() === 0) {
        const mark = Number(this.db.pragma('application_id', { simple: true }));
        this.db.pragma(`application_id = ${mark}`);
      }
    } catch (e) {
      console.error('Mob Night: a checkpoint of the records file failed', e);
    } finally {
      this.db.pragma(`busy_timeout = ${this.busyTimeoutMs}`);
    }
    // Done, the log is empty; cut short by a reader, the next bound lies one bound past what is left.
    this.bound = this.walBytes() + this.maxWalBytes;
  }
}
