/**
 * Making commits durable off the event loop. A commit made with `synchronous = NORMAL` in WAL mode is
 * written to the `-wal` file (the page cache) but not synced; `WalSync.after()` then syncs that file in
 * libuv's thread pool (`fs.fdatasync`), so the thread that serves the table goes on with the next
 * message while the disk works. Whoever promises durability (the mover's acknowledgement) waits for the
 * promise; everyone else need not.
 *
 * Why a sync of the `-wal` file covers a commit made before it began:
 * - in WAL mode a commit is complete once its frames (with the commit frame) are in the `-wal` file;
 *   after a crash SQLite recovers every frame whose checksums hold, so a synced commit survives;
 * - the file stays the same file while the store's connection is open: SQLite deletes the `-wal` file
 *   only when the last connection closes, and after a checkpoint the log is started again in place (a
 *   WAL reset writes from the file's head again, over the old frames; the store's checkpoints,
 *   checkpoints.ts, are all of that kind, and `journal_size_limit` may trim the file's tail as the
 *   log starts again);
 * - a WAL reset overwrites frames, and trims the tail, only after a complete checkpoint, and a
 *   checkpoint syncs the `-wal` file before copying and the database file after (at
 *   `synchronous = NORMAL` or `FULL`; the reset comes after both): a commit whose frames were
 *   overwritten or trimmed before our sync reached them is already on disk in the database file.
 *
 * Syncs are coalesced: while one runs, every caller that comes is answered by the next one, begun when
 * the running one ends (it may have begun before their commit); one sync answers them all.
 */
import fs from 'node:fs';

export class WalSync {
  private fd: number | null = null;
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly walFile: string) {}

  /** Resolves once an fdatasync of the `-wal` file that began after this call has finished. */
  after(): Promise<void> {
    if (this.next) return this.next;
    if (!this.running) {
      const run = this.sync().finally(() => {
        if (this.running === run) this.running = null;
      });
      this.running = run;
      return run;
    }
    const next = this.running
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        return this.after();
      });
    this.next = next;
    return next;
  }

  /**
   * Before the connection closes: a sync still owed is made here and now (so every commit is durable
   * whatever the close does), and the file is closed once the syncs under way have finished.
   */
  close(): void {
    const fd = this.fd;
    const pending = this.next ?? this.running;
    this.closed = true;
    this.fd = null;
    if (fd === null) return;
    if (!pending) {
      fs.closeSync(fd);
      return;
    }
    fs.fdatasyncSync(fd);
    void pending.catch(() => undefined).then(() => fs.closeSync(fd));
  }

  private sync(): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.closed) {
        resolve(); // `close` synced the file for every commit made before it
        return;
      }
      try {
        this.fd ??= fs.openSync(this.walFile, 'r+');
      } catch (e) {
        reject(e as Error);
        return;
      }
      fs.fdatasync(this.fd, (e) => (e ? reject(e) : resolve()));
    });
  }
}
