/**
 * Durability through the host, with tests that can fail: one traces the order of each move's commit,
 * the disk sync after it (made in the thread pool) and its acknowledgement (and proves it would notice
 * an acknowledgement sent before the sync), the other kills a real
 * browser-mode server mid-play and checks that every move acknowledged over its WebSocket is stored.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleTrialChild, runKillTrials } from './durability/kill-trials';
import { syncOrder, type SyncOrder } from './durability/sync-order';

const STRACE = ['/usr/bin/strace', '/bin/strace'].find((p) => fs.existsSync(p));
const MOVES = 40;
const TRIALS = 12;

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'mob-host-durability-'));
}

/**
 * Runs the sync child under `strace -f -y` (every thread, fds shown with their paths) and checks the
 * order of the log's writes and syncs against each acknowledgement (sync-order.ts).
 */
function traceSyncs(child: string, mode: 'sync' | 'nosync'): SyncOrder {
  const dir = fs.realpathSync(tempDir());
  const trace = path.join(dir, 'strace.txt');
  const acks = path.join(dir, 'acks');
  const calls = 'trace=write,pwrite64,pwritev,fsync,fdatasync';
  const args = ['-f', '-qq', '-y', '-s', '0', '-o', trace, '-e', calls, process.execPath, child];
  const r = spawnSync(STRACE as string, [...args, path.join(dir, 'data'), String(MOVES), acks, mode], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (r.status !== 0) throw new Error(`the sync child failed (${r.status}): ${r.stderr}`);
  const order = syncOrder(fs.readFileSync(trace, 'utf8'), '-wal', acks);
  fs.rmSync(dir, { recursive: true, force: true });
  return order;
}

describe('durability through the host', () => {
  it.skipIf(!STRACE)(
    'acknowledges each move only after a sync of the log begun after its commit has finished (any thread)',
    async () => {
      const child = await bundleTrialChild('sync-child');
      const synced = traceSyncs(child, 'sync');
      // Negative control: the same run with fs.fdatasync answering at once without syncing.
      const unsynced = traceSyncs(child, 'nosync');
      fs.rmSync(child, { force: true });
      console.info('durability: the order of commits, syncs and acknowledgements', { synced, unsynced });
      expect(synced.acks).toBe(MOVES);
      expect(synced.withoutCommit).toBe(0);
      expect(synced.beforeSync).toBe(0);
      expect(synced.syncs).toBeGreaterThanOrEqual(MOVES);
      expect(unsynced.acks).toBe(MOVES);
      expect(unsynced.beforeSync).toBeGreaterThan(MOVES / 2);
    },
    60_000,
  );

  it(`keeps every move acknowledged over a WebSocket through ${TRIALS} kill -9s of the server`, async () => {
    const dir = tempDir();
    const report = await runKillTrials(TRIALS, dir);
    console.info('durability over a WebSocket:', report);
    expect(report.lost).toBe(0);
    expect(report.acknowledged).toBeGreaterThan(TRIALS);
    expect(report.stored).toBeGreaterThanOrEqual(report.acknowledged);
    expect(report.replays).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});

if (!STRACE) console.info('durability: the sync-ordering test is skipped because strace is not installed.');
