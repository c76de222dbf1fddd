import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diceRace } from '../../core/engine/testing/dice-race';
import type { MatchUpdate } from '../../core/protocol';
import { createHost } from '../app';
import type { Host } from './host';
import { client, value } from './testing';

const hosts: Host[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const h of hosts.splice(0)) h.close();
});

function newHost(idleMs?: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mob-idle-'));
  const host = createHost(
    { dataDir, mode: 'browser', games: [diceRace], botDelayMs: 0, ...(idleMs ? { idleMs } : {}) },
    'test',
  );
  hosts.push(host);
  return host;
}

async function newMatch(host: Host, seats: object[]) {
  const { matchId } = value<{ matchId: string }>(
    await host.handle('match.create', { gameId: 'dice-race', options: { target: 10 }, seats, seed: 's' }, client()),
  );
  return matchId;
}

const humans = [
  { kind: 'human', name: 'Nonna' },
  { kind: 'human', name: 'Zio' },
];
const bots = [
  { kind: 'bot', level: 'random', name: 'A' },
  { kind: 'bot', level: 'random', name: 'B' },
];

describe('live games nobody watches', () => {
  it('are let go after a while, and open again from the records where they stood', async () => {
    const host = newHost();
    const matchId = await newMatch(host, humans);
    const c = client();
    value(await host.handle('match.watch', { matchId, seat: 0 }, c));
    value(await host.handle('match.act', { matchId, seat: 0, version: 0, action: { type: 'bid', amount: 1 } }, c));
    const t = Date.now();
    // Watched: kept however long.
    expect(host.releaseIdle(1000, t + 60_000)).toEqual([]);
    host.disconnect(c);
    expect(host.releaseIdle(1000, t + 500)).toEqual([]);
    expect(host.releaseIdle(1000, t + 60_000)).toEqual([matchId]);
    expect(host.liveGames()).toEqual([]);
    const back = value<MatchUpdate>(await host.handle('match.watch', { matchId, seat: 1 }, client('d')));
    expect(back.version).toBe(1);
    expect(host.liveGames()).toEqual([matchId]);
  });

  it('are let go by the host on its own once the idle time has passed', async () => {
    const host = newHost(40);
    const matchId = await newMatch(host, humans);
    expect(host.liveGames()).toEqual([matchId]);
    await vi.waitFor(() => expect(host.liveGames()).toEqual([]), { timeout: 2000 });
  });
});

describe('computer players with no delay', () => {
  it('play on the next turn of the event loop, never waiting on a timer', async () => {
    const host = newHost();
    const matchId = await newMatch(host, bots);
    // Timers never fire from here on: only setImmediate runs.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    const c = client();
    value(await host.handle('match.watch', { matchId, seat: 'spectator' }, c));
    for (let i = 0; i < 500 && !c.updates().at(-1)?.outcome; i++) await new Promise((ok) => setImmediate(ok));
    expect(c.updates().at(-1)?.outcome).toBeTruthy();
  });
});
