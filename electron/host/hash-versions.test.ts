/**
 * Games stored with the first state hash (16 hex digits, the canonical text's) stay sound after the
 * switch to the second ("2" and 16 hex digits): they open, `verify-history` passes them, and moves
 * played on in them are stored with the second, each row checked in its own version.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { applyAction, hashJson, hashVersion, replaySource, type Match } from '../../core/engine';
import { diceRace } from '../../core/engine/testing/dice-race';
import type { MatchUpdate } from '../../core/protocol';
import { createHost } from '../app';
import type { Host } from './host';
import { playOn as play, RACE, value } from './durability/moves';
import { startOf } from './history-check';
import { verifyHistory } from './verify';

const hosts: Host[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});
const client = { id: 'c', send: () => undefined };

function open(dataDir: string): Host {
  const host = createHost({ dataDir, mode: 'browser', games: [diceRace], botDelayMs: 0 }, 'test');
  hosts.push(host);
  return host;
}

describe('stored state hashes of both versions', () => {
  it('a game stored with the first hash opens sound, verifies, and plays on with the second', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mob-hashes-'));
    let host = open(dataDir);
    const { matchId } = value<{ matchId: string }>(await host.handle('match.create', RACE, client));
    await play(host, matchId, 8);
    // Rewrite the stored hashes as a version before the second hash would have stored them.
    const store = host.currentStore!;
    const record = store.games.get(matchId)!;
    const start = startOf(diceRace, store, record) as Match;
    const first: string[] = [hashJson(start)];
    let m = start;
    for (const row of store.actions.read(matchId).rows) {
      const step = applyAction(diceRace, m, row.seat, row.action, replaySource(row.random));
      if (!step.ok) throw new Error(step.error.message);
      m = step.value.match;
      first.push(hashJson(m));
    }
    host.close();
    const db = new Database(join(dataDir, 'mob-night.db'));
    db.prepare('UPDATE snapshots SET hash = ? WHERE game_id = ? AND seq = 0').run(first[0], matchId);
    for (let seq = 1; seq < first.length; seq++)
      db.prepare('UPDATE actions SET state_hash = ? WHERE game_id = ? AND seq = ?').run(first[seq], matchId, seq);
    db.close();

    host = open(dataDir);
    expect(value<MatchUpdate>(await host.handle('match.watch', { matchId, seat: 0 }, client))).toMatchObject({
      version: 8,
    });
    expect(verifyHistory(host.currentStore!, [diceRace]).ok).toBe(true);
    expect((await play(host, matchId, 2)).damage).toBeUndefined();
    const hashes = host.currentStore!.actions.read(matchId).rows.map((r) => hashVersion(r.stateHash));
    expect(hashes).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 2, 2]);
    host.close();

    host = open(dataDir);
    const again = value<MatchUpdate>(await host.handle('match.watch', { matchId, seat: 0 }, client));
    expect(again.version).toBe(10);
    expect(again.damage).toBeUndefined();
    expect(verifyHistory(host.currentStore!, [diceRace]).ok).toBe(true);
  });
});
