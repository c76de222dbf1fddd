/**
 * Durability through the host, with tests that can fail: one counts the disk syncs behind each
 * acknowledged move (and proves it would notice syncing switched off), the other kills a real
 * browser-mode server mid-play and checks that every move acknowledged over its WebSocket is stored.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleChild, runKillTrials } from './durability/kill-trials';

const STRACE = ['/usr/bin/strace', '/bin/strace'].find((p) => fs.existsSync(p));
const MOVES = 40;
const TRIALS = 12;

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'mob-host-durability-'));
}

/** Runs the sync child under strace and returns how many fsync/fdatasync calls it made in all. */
function countSyncs(child: string, moves: number, mode: 'full' | 'off'): number {
  const dir = tempDir();
  const summary = path.join(dir, 'strace.txt');
  const args = ['-f', '-qq', '-c', '-o', summary, '-e', 'trace=fsync,fdatasync', process.execPath, child];
  const r = spawnSync(
    STRACE as string,
    [...args, path.join(dir, 'data'), String(moves), ...(mode === 'off' ? ['off'] : [])],
    {
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  if (r.status !== 0) throw new Error(`the sync child failed (${r.status}): ${r.stderr}`);
  let calls = 0;
  for (const line of fs.readFileSync(summary, 'utf8').split('\n')) {
    const cols = line.trim().split(/\s+/);
    if (cols.at(-1) === 'fsync' || cols.at(-1) === 'fdatasync') calls += Number(cols[3]);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return calls;
}

/** Disk syncs per acknowledged move: the difference between a run with MOVES moves and one with none. */
function syncsPerMove(child: string, mode: 'full' | 'off'): number {
  return (countSyncs(child, MOVES, mode) - countSyncs(child, 0, mode)) / MOVES;
}

describe('durability through the host', () => {
  it.skipIf(!STRACE)(
    'syncs the disk for every acknowledged move, and the count drops to zero with syncing off',
    async () => {
      const child = await bundleChild('sync-child');
      const full = syncsPerMove(child, 'full');
      // Negative control: the same run with the store's connection at synchronous=OFF.
      const off = syncsPerMove(child, 'off');
      fs.rmSync(child, { force: true });
      console.info(`durability: ${full.toFixed(2)} syncs per acknowledged move (synchronous=OFF: ${off.toFixed(2)})`);
      expect(full).toBeGreaterThanOrEqual(1);
      expect(off).toBeLessThan(1);
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

if (!STRACE) console.info('durability: the sync-counting test is skipped because strace is not installed.');
