/**
 * How long the write-ahead log is, as SQLite sees it. The store keeps the log's file between
 * checkpoints and has SQLite write over it from its head (checkpoints.ts), so the file's size only
 * says how long the log has ever been; the log's own length is in the wal-index header, the first
 * 48 bytes of the `-shm` file, which SQLite's file format documents (https://sqlite.org/walformat.html,
 * "The WAL-Index Header"), in the machine's own byte order:
 *   0 u32 version (3007000) · 12 u8 initialised (1) · 14 u16 page size (1 for 65,536) · 16 u32 frames
 * The log is then a 32-byte header and, per frame, a 24-byte frame header and one page.
 *
 * Only the store's own connection writes that header, and it is read between that connection's
 * transactions. Anything that does not look right (no `-shm` file, another version, a length past
 * the end of the log's file) gives the file's size instead, which is never shorter than the log.
 */
import fs from 'node:fs';
import os from 'node:os';

export const WAL_HEADER_BYTES = 32;
export const FRAME_HEADER_BYTES = 24;
const WAL_INDEX_VERSION = 3007000;

export class WalLength {
  private fd: number | null = null;
  private readonly header = Buffer.alloc(48);
  private readonly little = os.endianness() === 'LE';

  constructor(
    private readonly walFile: string,
    private readonly shmFile: string,
  ) {}

  /** The size of the log's file (0 when there is none yet). */
  fileBytes(): number {
    try {
      return fs.statSync(this.walFile).size;
    } catch {
      return 0;
    }
  }

  /** Whether the wal-index header can be read and looks as it should (else `logBytes` is the file's size). */
  readable(): boolean {
    return this.frames() !== null;
  }

  /** The log's length in bytes: its header and its frames, or 0 when it holds none. */
  logBytes(): number {
    const file = this.fileBytes();
    const frames = this.frames();
    if (frames === null) return file;
    const length = frames === 0 ? 0 : WAL_HEADER_BYTES + frames.count * (frames.page + FRAME_HEADER_BYTES);
    return length <= file ? length : file;
  }

  close(): void {
    if (this.fd !== null) fs.closeSync(this.fd);
    this.fd = null;
  }

  /** The frame count and page size from the wal-index header, or null when it cannot be trusted. */
  private frames(): { count: number; page: number } | 0 | null {
    try {
      this.fd ??= fs.openSync(this.shmFile, 'r');
      if (fs.readSync(this.fd, this.header, 0, 48, 0) < 48) return null;
    } catch {
      this.close();
      return null;
    }
    const h = this.header;
    const u32 = (at: number) => (this.little ? h.readUInt32LE(at) : h.readUInt32BE(at));
    const u16 = (at: number) => (this.little ? h.readUInt16LE(at) : h.readUInt16BE(at));
    if (u32(0) !== WAL_INDEX_VERSION || h[12] !== 1) return null;
    const count = u32(16);
    if (count === 0) return 0;
    const raw = u16(14);
    const page = raw === 1 ? 65536 : raw;
    if (page < 512 || (page & (page - 1)) !== 0) return null;
    return { count, page };
  }
}
