/**
 * Settings' "Your records": the copies kept beside the records file, listed newest first with what each
 * holds, and a copy taken on request as at every start and quit, never of damage.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diceRace } from '../../core/engine/testing/dice-race';
import type { BackupInfo } from '../../core/protocol';
import { createHost } from '../app';
import type { Host } from './host';
import { playOn as play, RACE, value } from './durability/moves';

const hosts: Host[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
  vi.restoreAllMocks();
});

const client = { id: 'c', send: () => undefined };

function open(dataDir = mkdtempSync(join(tmpdir(), 'mob-backup-now-'))): { host: Host; dataDir: string } {
  const host = createHost({ dataDir, mode: 'browser', games: [diceRace], botDelayMs: 0 }, 'test');
  hosts.push(host);
  return { host, dataDir };
}

/** A Dice Race of `moves` moves, then a copy of the records taken on request: the copies listed after it. */
async function playedAndCopied(moves: number) {
  const { host, dataDir } = open();
  const { matchId } = value<{ matchId: string }>(await host.handle('match.create', RACE, client));
  await play(host, matchId, moves);
  const copies = value<BackupInfo[]>(await host.handle('store.backup', {}, client));
  return { host, dataDir, matchId, copies };
}

describe('a copy of the records on request', () => {
  it('lists nothing before the first copy, then each copy newest first with the games and moves it holds', async () => {
    const { host } = open();
    expect(value<BackupInfo[]>(await host.handle('store.backups', {}, client))).toEqual([]);
    const { matchId } = value<{ matchId: string }>(await host.handle('match.create', RACE, client));
    await play(host, matchId, 3);
    const first = value<BackupInfo[]>(await host.handle('store.backup', {}, client));
    expect(first).toEqual([expect.objectContaining({ games: 1, moves: 3 })]);
    await play(host, matchId, 2);
    const second = value<BackupInfo[]>(await host.handle('store.backup', {}, client));
    expect(second.map((b) => b.moves)).toEqual([5, 3]);
    expect((second[0]?.createdAt ?? '') > (second[1]?.createdAt ?? '')).toBe(true);
    expect(value<BackupInfo[]>(await host.handle('store.backups', {}, client))).toEqual(second);
  });

  it('refuses to copy records holding a damaged game, saying why, and keeps the copies it had', async () => {
    const { host, dataDir, matchId, copies: before } = await playedAndCopied(4);
    host.close();
    const db = new Database(join(dataDir, 'mob-night.db'));
    db.pragma('ignore_check_constraints = ON');
    db.prepare(`UPDATE actions SET state_hash = 'x' WHERE game_id = ? AND seq = 2`).run(matchId);
    db.close();
    const again = open(dataDir).host;
    const refused = await again.handle('store.backup', {}, client);
    expect(refused).toMatchObject({ ok: false, error: { code: 'BACKUP_FAILED' } });
    expect(refused.ok ? '' : refused.error.message).toMatch(
      /^The Dice Race game begun on \d{1,2} [A-Z][a-z]+ \d{4} is damaged at move 2, so the records were not backed up; the earlier backups are kept\.$/,
    );
    expect(value<BackupInfo[]>(await again.handle('store.backups', {}, client))).toEqual(before);
  });

  it('a records folder copied whole, with Mob Night closed, opens elsewhere with every game and copy (a move to another computer)', async () => {
    const { host, dataDir, matchId, copies } = await playedAndCopied(6);
    host.close();
    const elsewhere = join(mkdtempSync(join(tmpdir(), 'mob-other-computer-')), 'Mob Night');
    cpSync(dataDir, elsewhere, { recursive: true });
    const moved = open(elsewhere).host;
    expect(moved.storeStatus.state).toBe('ok');
    expect(value<BackupInfo[]>(await moved.handle('store.backups', {}, client))).toEqual(copies);
    const u = await play(moved, matchId, 1);
    expect(u.version).toBe(7);
  });

  it('a copy that fails for another reason is answered without its details, which would name the records folder', async () => {
    const { host, dataDir } = open();
    // Where the copies go is a file, not a folder: the copy cannot be written.
    rmSync(join(dataDir, 'backups'), { recursive: true, force: true });
    writeFileSync(join(dataDir, 'backups'), 'not a folder');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = await host.handle('store.backup', {}, client);
    expect(failed).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    expect(failed.ok ? '' : failed.error.message).not.toContain(dataDir);
    expect(logged).toHaveBeenCalled();
  });
});
