/**
 * A guest's page draws each seat in the colour and emblem the host's screen draws it in: the table's
 * answer to `players.list` holds the people seated at its game, with their looks, and nobody else on the
 * host's roster.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { diceRace } from '../../core/engine/testing/dice-race';
import type { Player } from '../../core/protocol';
import { createHost } from '../app';
import type { Host } from '../host/host';
import { gatedCall } from './gate';

const screen = { id: 'host-screen', send: () => undefined };
const guest = { id: 'lan-1', remote: true, send: () => undefined };
const hosts: Host[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});

async function call<T>(host: Host, method: 'players.add' | 'match.create', params: unknown): Promise<T> {
  const r = await host.handle(method, params as never, screen);
  if (!r.ok) throw new Error(r.error.message);
  return r.result as T;
}

describe('the roster a network table shows its guests', () => {
  it('holds the people seated at its game with their colours and emblems, and nobody else', async () => {
    const host = createHost(
      { dataDir: mkdtempSync(join(tmpdir(), 'mob-looks-')), mode: 'electron', games: [diceRace], botDelayMs: 0 },
      'test',
    );
    hosts.push(host);
    const grandma = await call<Player>(host, 'players.add', { name: 'Grandma', colour: 'purple', emblem: 'rose' });
    const dad = await call<Player>(host, 'players.add', { name: 'Dad', colour: 'blue', emblem: 'fedora' });
    await call<Player>(host, 'players.add', { name: 'Uncle Sal', colour: 'orange', emblem: 'cigar' });
    const { matchId } = await call<{ matchId: string }>(host, 'match.create', {
      gameId: 'dice-race',
      options: { target: 10 },
      seats: [
        { kind: 'human', name: 'Grandma', playerId: grandma.id },
        { kind: 'human', name: 'Dad', playerId: dad.id },
        { kind: 'human', name: 'Cousin Vinny' },
      ],
    });
    const ctx = { host, matchId: () => matchId };
    for (const seat of [1, null]) {
      const answer = await gatedCall(ctx, { seat }, guest, 'players.list', {});
      expect(answer).toEqual({
        ok: true,
        result: [
          { id: grandma.id, name: 'Grandma', colour: 'purple', emblem: 'rose', createdAt: '' },
          { id: dad.id, name: 'Dad', colour: 'blue', emblem: 'fedora', createdAt: '' },
        ],
      });
    }
    // Before the host has set a game at the table, nobody.
    expect(await gatedCall({ host, matchId: () => null }, { seat: null }, guest, 'players.list', {})).toEqual({
      ok: true,
      result: [],
    });
  });
});
