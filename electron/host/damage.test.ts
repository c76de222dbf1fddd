/**
 * Damage seen when it matters: a stored game is checked move by move when it is opened, shown
 * read-only up to the damaged move with the backups that still have it, and can be restored from
 * one; the start/quit backup refuses to copy a damaged game over the good past.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diceRace } from '../../core/engine/testing/dice-race';
import type { MatchUpdate } from '../../core/protocol';
import { createHost } from '../app';
import type { Host } from './host';
import { nextMove, playOn as play, RACE, value } from './durability/moves';
import { verifyHistory } from './verify';

const hosts: Host[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
  vi.restoreAllMocks();
});

const client = { id: 'c', send: () => undefined };

function open(dataDir: string): Host {
  const host = createHost({ dataDir, mode: 'browser', games: [diceRace], botDelayMs: 0 }, 'test');
  hosts.push(host);
  return host;
}

/** A game of `moves` moves, with a backup taken after `backupAt` of them; the host is closed. */
async function storedGame(moves: number, backupAt: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mob-damage-'));
  const host = open(dataDir);
  const { matchId } = value<{ matchId: string }>(await host.handle('match.create', RACE, client));
  await play(host, matchId, backupAt);
  await host.backup();
  await play(host, matchId, moves - backupAt);
  host.close();
  return { dataDir, matchId };
}

/** Changes the records file behind the app's back, as a failing disk would (no CHECK can stop it). */
function tamper(dataDir: string, sql: string, ...args: unknown[]): void {
  const db = new Database(join(dataDir, 'mob-night.db'));
  db.pragma('ignore_check_constraints = ON');
  db.prepare(sql).run(...args);
  db.close();
}

describe('a damaged stored game', () => {
  it('opens read-only before a move whose stored events cannot be read, offering the backup that has it', async () => {
    const { dataDir, matchId } = await storedGame(8, 8);
    tamper(dataDir, 'UPDATE actions SET events = \'[{"type":"roll",\' WHERE game_id = ? AND seq = 5', matchId);
    const host = open(dataDir);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const u = value<MatchUpdate>(await host.handle('match.watch', { matchId, seat: 0 }, client));
    expect(u.version).toBe(4);
    expect(u.damage).toMatchObject({ atMove: 5, backups: [expect.objectContaining({ moves: 8 })] });
    expect(u.damage?.message).toMatch(/Move 5 is damaged \(it cannot be read\).*after move 4, read-only/);
    const moved = await host.handle('match.act', { matchId, seat: 0, version: 4, action: { type: 'pass' } }, client);
    expect(moved).toMatchObject({ ok: false, error: { code: 'GAME_DAMAGED' } });
    expect(value<unknown[]>(await host.handle('history.list', {}, client))).toHaveLength(1);
    // verify-history names the move rather than failing outright.
    expect(verifyHistory(host.currentStore!, [diceRace])).toMatchObject({
      ok: false,
      games: [{ ok: false, problem: 'move 5 cannot be read from the records' }],
    });
  });

  it('notices a move changed before the latest snapshot, and restores the game from the backup', async () => {
    // 30 moves: the snapshot at 25 would let a resume skip move 10 entirely.
    const { dataDir, matchId } = await storedGame(33, 30);
    tamper(dataDir, `UPDATE actions SET action = '{"type":"roll"}' WHERE game_id = ? AND seq = 10`, matchId);
    const host = open(dataDir);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const watcher = {
      id: 'w',
      pushes: [] as MatchUpdate[],
      send(p: { push: string; data: unknown }) {
        if (p.push === 'match.update') this.pushes.push(p.data as MatchUpdate);
      },
    };
    const u = value<MatchUpdate>(await host.handle('match.watch', { matchId, seat: 0 }, watcher));
    expect(u.damage?.atMove).toBe(10);
    expect(u.version).toBe(9);
    const file = u.damage?.backups[0]?.file as string;
    // The backup's 30 sound moves, then the 3 played since, which still follow on: nothing lost.
    expect(value(await host.handle('match.repair', { matchId, file }, client))).toEqual({ moves: 33, damaged: false });
    expect(watcher.pushes.at(-1)).toMatchObject({ version: 33 });
    expect(watcher.pushes.at(-1)?.damage).toBeUndefined();
    const next = nextMove(value<MatchUpdate>(await host.handle('match.watch', { matchId, seat: 'spectator' }, client)));
    value(await host.handle('match.act', { matchId, seat: next.seat, version: 33, action: next.action }, client));
    host.close();
    // It reopens sound after a restart too.
    const again = open(dataDir);
    expect(value<MatchUpdate>(await again.handle('match.watch', { matchId, seat: 0 }, client)).damage).toBeUndefined();
  });

  it('refuses to back up records holding a damaged game, keeping the good backups', async () => {
    const { dataDir, matchId } = await storedGame(6, 6);
    tamper(dataDir, `UPDATE actions SET state_hash = 'x' WHERE game_id = ? AND seq = 2`, matchId);
    const host = open(dataDir);
    const before = host.currentStore?.listBackups();
    await expect(host.backup()).rejects.toThrow(/damaged at move 2.*not backed up/);
    expect(host.currentStore?.listBackups()).toEqual(before);
  });

  it('replays a sound game in full only once: an unchanged one is known by its fingerprint, a changed one is not', async () => {
    const { dataDir, matchId } = await storedGame(5, 5);
    const host = open(dataDir);
    const store = host.currentStore!;
    expect(store.verified.get(matchId)).toBe(store.games.digest(matchId));
    tamper(dataDir, `UPDATE actions SET created_at = 'x' WHERE game_id = ? AND seq = 3`, matchId);
    const before = store.games.digest(matchId);
    tamper(dataDir, `UPDATE actions SET seat = 1 - seat WHERE game_id = ? AND seq = 3`, matchId);
    expect(store.games.digest(matchId)).not.toBe(before);
    expect(store.verified.get(matchId)).not.toBe(store.games.digest(matchId));
  });

  it('lists a game whose own row cannot be read, and says so when it is opened', async () => {
    const { dataDir, matchId } = await storedGame(3, 3);
    tamper(dataDir, `UPDATE games SET seats = '[{"kind":' WHERE id = ?`, matchId);
    const host = open(dataDir);
    tamper(dataDir, `DELETE FROM snapshots WHERE game_id = ?`, matchId);
    expect(value<unknown[]>(await host.handle('history.list', {}, client))).toHaveLength(1);
    const r = await host.handle('match.watch', { matchId, seat: 0 }, client);
    expect(r).toMatchObject({ ok: false, error: { code: 'GAME_DAMAGED' } });
  });
});
