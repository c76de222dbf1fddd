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
 * Each is a RESTART checkpoint that never waits: with the busy timeout at 0 it copies what it can and
 * gives up on the rest while another connection reads or writes (the next one tries again). When it
 * completes, every frame is in the records file and synced (the connection is at `synchronous = FULL`
 * between moves), and only then does the next commit start the log again at the head of its file,
 * writing over the old frames; see wal-sync.ts for why a sync of the log still owed to a move stays
 * sound. The file keeps its length, a little more than `maxWalBytes` (SQLite's `journal_size_limit`
 * trims it back to that after a longer log): a move's commit that writes over a file syncs without the
 * file system recording a new size, about a quarter cheaper than one that makes the file longer. So
 * that this holds from the first move, the store gives the log's file that length when it opens
 * (`prepare`), with commits that rewrite the file's `application_id` as it is, then checkpoints them.
 * The log's length is then read from SQLite's wal-index (wal-length.ts), no longer from the file's
 * size. Where the wal-index cannot be read, each checkpoint is a TRUNCATE instead, cutting the file to
 * nothing once every frame is in the records file, so that the file's size is the log's length again,
 * and the file is not prepared.
 *
 * The first commit to a log started again writes its header and syncs it (at any `synchronous` but
 * OFF, so that a crash cannot pair old frames with a new header); a checkpoint makes that commit itself
 * at once, the same rewrite of the `application_id`, so that sync is never inside a move's commit.
 */
import type Database from 'better-sqlite3';
import { FRAME_HEADER_BYTES, WAL_HEADER_BYTES, WalLength } from './wal-length';

/** A table quiet this long (ms) is checkpointed. */
export const CHECKPOINT_IDLE_MS = 250;
/** An idle table's log is checkpointed once it holds this much (bytes). */
export const IDLE_MIN_WAL_BYTES = 1024 * 1024;
/**
 * A log longer than this (bytes) is checkpointed after the move that took it there, busy or not: about
 * 200 moves of a table that never pauses (computer players at full speed), a checkpoint of a few
 * milliseconds each time.
 */
export const MAX_WAL_BYTES = 2 * 1024 * 1024;
/** The log's size is looked at after every this many commits (a look is ~10 µs on a busy machine). */
export const SIZE_CHECK_EVERY = 8;
/**
 * The log's file is kept this much longer than `maxWalBytes` (see `prepare`): room for the moves made
 * between two looks at the log's length and before the checkpoint they call for.
 */
export const PREPARED_MARGIN_BYTES = 256 * 1024;

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
  /** How long the log's file is kept (`prepare`). */
  private readonly fileBytes: number;
  /** The log length past which the next checkpoint is made at once (moved on when one could not finish). */
  private bound: number;
  private soon: NodeJS.Immediate | null = null;
  private commits = 0;
  private closed = false;
  private readonly wal: WalLength;
  /** The application_id rewritten as it is: a commit of one page that changes nothing. */
  private readonly rewrite: Database.Statement;
  /**
   * Whether the log is started again over its file (RESTART), which needs its length from the
   * wal-index; where that cannot be read, each checkpoint cuts the file to nothing (TRUNCATE), so that
   * its size is the log's length, and the file is not prepared.
   */
  private readonly inPlace: boolean;

  constructor(
    private readonly db: Database.Database,
    walFile: string,
    private readonly busyTimeoutMs: number,
    opts: CheckpointOptions = {},
    shmFile = walFile.replace(/-wal$/, '-shm'),
  ) {
    this.wal = new WalLength(walFile, shmFile);
    this.inPlace = this.wal.readable();
    this.maxWalBytes = opts.maxWalBytes ?? MAX_WAL_BYTES;
    this.bound = this.maxWalBytes;
    this.fileBytes = this.maxWalBytes + PREPARED_MARGIN_BYTES;
    db.pragma('wal_autocheckpoint = 0');
    if (this.inPlace) db.pragma(`journal_size_limit = ${this.fileBytes}`);
    this.idleMin = opts.idleMinBytes ?? IDLE_MIN_WAL_BYTES;
    this.idleMs = opts.idleMs ?? CHECKPOINT_IDLE_MS;
    const mark = Number(db.pragma('application_id', { simple: true }));
    this.rewrite = db.prepare(`PRAGMA application_id = ${mark}`);
    if (this.inPlace) this.prepare();
    this.lastCommit = Date.now();
    this.waitIdle(this.idleMs);
  }

  /** The log's length in bytes, as SQLite sees it (wal-length.ts). */
  logBytes(): number {
    return this.wal.logBytes();
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
    if (++this.commits % SIZE_CHECK_EVERY !== 0 || this.soon || this.logBytes() <= this.bound) return;
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
      else if (this.logBytes() >= this.idleMin) this.run();
    }, ms);
    this.idle.unref();
  }

  close(): void {
    this.closed = true;
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    if (this.soon) clearImmediate(this.soon);
    this.soon = null;
    this.wal.close();
  }

  /**
   * Makes the log's file a little longer than the checkpoints let the log grow, so that moves write
   * over it instead of lengthening it: commits of one page each, at `synchronous = NORMAL` (written,
   * not synced), then a checkpoint that syncs them and starts the log again. About ten milliseconds,
   * once, when the store opens; nothing when the file is long enough (a log left by a crash, say). A
   * disk too full for it does not stop the store from opening: the log then grows as moves come, as
   * SQLite's own does.
   */
  private prepare(): void {
    const want = this.fileBytes;
    const have = this.wal.fileBytes();
    if (have >= want) return;
    const page = Number(this.db.pragma('page_size', { simple: true }));
    const frames = Math.ceil((want - Math.max(have, WAL_HEADER_BYTES)) / (page + FRAME_HEADER_BYTES));
    const level = Number(this.db.pragma('synchronous', { simple: true }));
    this.db.pragma('synchronous = NORMAL');
    try {
      for (let i = 0; i < frames; i++) this.rewrite.run();
    } catch (e) {
      console.error("Mob Night: the records file's log could not be given its length", e);
    } finally {
      this.db.pragma(`synchronous = ${level}`);
    }
    this.run();
  }

  private run(): void {
    if (this.closed || !this.db.open || this.db.inTransaction) return;
    this.db.pragma('busy_timeout = 0');
    try {
      const mode = this.inPlace ? 'RESTART' : 'TRUNCATE';
      const [r] = this.db.pragma(`wal_checkpoint(${mode})`) as { busy: number; log: number; checkpointed: number }[];
      // Every frame is in the records file: the next commit starts the log again, writing and syncing
      // its header. Make that commit now rather than inside the next move's.
      if (r && r.busy === 0 && r.log >= 0 && r.checkpointed === r.log) this.rewrite.run();
    } catch (e) {
      console.error('Mob Night: a checkpoint of the records file failed', e);
    } finally {
      this.db.pragma(`busy_timeout = ${this.busyTimeoutMs}`);
    }
    // Done, the log started again; cut short by a reader, the next bound lies one bound past what is left.
    this.bound = this.logBytes() + this.maxWalBytes;
  }
}
