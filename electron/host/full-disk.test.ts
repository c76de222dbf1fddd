/**
 * A full disk in the middle of a game, for real: the records live on a small tmpfs mounted in a mount
 * namespace of the child's own (root only; CI runs as root; skipped elsewhere, saying why). The child
 * (durability/full-disk-child.ts) fills the disk and plays on until a move is refused, then frees the
 * disk and plays on; here the records are opened afterwards and every acknowledged move must be there
 * and replay.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diceRace } from '../../core/engine/testing/dice-race';
import type { ApiError } from '../../core/protocol';
import { dbPath } from '../paths';
import { openStore } from '../store';
import { bundleTrialChild } from './durability/kill-trials';
import { verifyHistory } from './verify';

interface Report {
  matchId: string;
  filled: number;
  lastAck: number;
  refusal: ApiError | null;
  shownAfterRefusal: { version: number; rewound: boolean } | null;
  after: number[];
  errors: string[];
}

/** Why the test cannot run here, or null. */
function cannotMount(): string | null {
  if (process.platform !== 'linux') return 'mount namespaces exist only on Linux';
  if (process.getuid?.() !== 0) return 'mounting a small disk needs root (CI runs as root)';
  const r = spawnSync('unshare', ['-m', 'sh', '-c', 'mount -t tmpfs -o size=1m tmpfs /mnt'], { encoding: 'utf8' });
  return r.status === 0 ? null : `a small disk could not be mounted here: ${(r.stderr || r.error?.message) ?? ''}`;
}

const why = cannotMount();

describe.skipIf(why !== null)(`a full disk mid-game${why ? ` (skipped: ${why})` : ''}`, () => {
  it('refuses the move it cannot save in plain words, loses no acknowledged move, and plays on once there is room', async () => {
    const child = await bundleTrialChild('full-disk-child');
    const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'mob-full-disk-')));
    const disk = path.join(dir, 'disk');
    const dataDir = path.join(disk, 'data');
    const report = path.join(dir, 'report.json');
    fs.mkdirSync(disk);
    try {
      // The tmpfs exists only inside the child's mount namespace; its records are copied out before it ends.
      const script =
        'mount -t tmpfs -o size=6m tmpfs "$1" && mkdir "$2" && "$3" "$4" "$2" "$5"; s=$?; cp -r "$2" "$6"; exit $s';
      const r = spawnSync(
        'unshare',
        ['-m', 'sh', '-c', script, 'sh', disk, dataDir, process.execPath, child, report, path.join(dir, 'kept')],
        { encoding: 'utf8', timeout: 120_000 },
      );
      expect(r.status, r.stderr).toBe(0);
      const seen = JSON.parse(fs.readFileSync(report, 'utf8')) as Report;

      // The move the disk had no room for is refused, saying so in words a person can act on.
      expect(seen.filled).toBeGreaterThan(0);
      expect(seen.refusal?.code).toBe('STORE_FAILED');
      expect(seen.refusal?.message).toMatch(/^The move (could not be saved|was made, but the disk did not confirm)/);
      expect(seen.refusal?.message).toMatch(/the disk is full\. Make some room on it, then play on\.$/);
      // A seat watching is shown the last saved position, not the refused move.
      if (seen.refusal?.message.includes('could not be saved'))
        expect(seen.shownAfterRefusal).toEqual({ version: seen.lastAck, rewound: true });
      // With room again, the same table plays on from where it stood.
      expect(seen.after).toEqual([1, 2, 3, 4, 5].map((k) => seen.lastAck + k));

      const opened = openStore(dbPath(path.join(dir, 'kept')));
      if (!opened.ok) throw new Error(`the records did not open after the full disk: ${opened.status.message}`);
      try {
        const game = opened.store.games.get(seen.matchId);
        expect(game?.actionCount).toBe(seen.lastAck + 5);
        expect(opened.store.actions.list(seen.matchId).map((a) => a.seq)).toEqual(
          Array.from({ length: seen.lastAck + 5 }, (_, i) => i + 1),
        );
        expect(verifyHistory(opened.store, [diceRace]).ok).toBe(true);
      } finally {
        opened.store.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
