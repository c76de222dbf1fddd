/** Hostile calls straight into the host: nesting bombs, cyclic values, leaks through errors and echoes. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diceRace } from '../../core/engine/testing/dice-race';
import type { Envelope, Method } from '../../core/protocol';
import { createHost } from '../app';
import { answerFrame } from './frame';
import type { Host } from './host';

const hosts: Host[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
  vi.restoreAllMocks();
});

function newHost(mode: 'browser' | 'electron' = 'browser', dataDir = mkdtempSync(join(tmpdir(), 'mob-hostile-'))) {
  const host = createHost({ dataDir, mode, games: [diceRace], botDelayMs: 0 }, 'test');
  hosts.push(host);
  return { host, dataDir };
}

const client = { id: 'c', send: () => undefined };

function deepArray(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

async function newMatch(host: Host): Promise<string> {
  const r = await host.handle(
    'match.create',
    {
      gameId: 'dice-race',
      options: {},
      seats: [
        { kind: 'human', name: 'A' },
        { kind: 'human', name: 'B' },
      ],
    },
    client,
  );
  if (!r.ok) throw new Error(r.error.message);
  return (r.result as { matchId: string }).matchId;
}

describe('the host under hostile calls', () => {
  it('refuses 2,000 levels of nesting in an action, options or aid params without throwing', async () => {
    const { host } = newHost();
    const matchId = await newMatch(host);
    const bomb = deepArray(2000);
    const calls: [Method, unknown][] = [
      ['match.act', { matchId, seat: 0, version: 0, action: bomb }],
      ['match.create', { gameId: 'dice-race', options: { x: bomb }, seats: [{ kind: 'human', name: 'A' }] }],
      ['aids.run', { gameId: 'gangsters', aid: 'city-moves', params: bomb }],
    ];
    for (const [method, params] of calls) {
      const r = await host.handle(method, params, client);
      expect(r).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST', message: /nested too deeply/ } });
    }
    expect(host.currentStore?.actions.list(matchId)).toEqual([]);
  });

  it('refuses a cyclic value (possible over IPC) and a huge sparse array', async () => {
    const { host } = newHost();
    const cyclic: Record<string, unknown> = { type: 'bid' };
    cyclic.self = cyclic;
    const matchId = await newMatch(host);
    const a = await host.handle('match.act', { matchId, seat: 0, version: 0, action: cyclic }, client);
    expect(a).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
    const sparse: unknown[] = [];
    sparse.length = 1e9;
    const b = await host.handle('aids.run', { gameId: 'gangsters', aid: 'city-moves', params: sparse }, client);
    expect(b).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST', message: /too many values/ } });
  });

  it('answers an unexpected error as INTERNAL, with no details of the game, and logs it', async () => {
    const { host } = newHost();
    const matchId = await newMatch(host);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const secret = 'seat 2 holds the Ace of Clubs';
    vi.spyOn(diceRace, 'apply').mockImplementation(() => {
      throw new Error(secret);
    });
    const r: Envelope = await host.handle(
      'match.act',
      { matchId, seat: 0, version: 0, action: { type: 'roll' } },
      client,
    );
    expect(r).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    expect(JSON.stringify(r)).not.toContain('Ace');
    expect(logged).toHaveBeenCalled();
    expect(String(logged.mock.calls[0]?.[1])).toContain(secret);
    // Nothing was stored, and the host still answers.
    expect(host.currentStore?.actions.list(matchId)).toEqual([]);
    expect((await host.handle('players.list', {}, client)).ok).toBe(true);
  });

  it('does not tell a browser tab the absolute records folder', async () => {
    const { host, dataDir } = newHost('browser');
    const info = await host.handle('app.info', {}, client);
    expect(JSON.stringify(info)).not.toContain(dataDir);
    expect(info).toMatchObject({ ok: true, result: { mode: 'browser', store: { state: 'ok', path: 'mob-night.db' } } });
    const { host: desktop, dataDir: desktopDir } = newHost('electron');
    expect(await desktop.handle('app.info', {}, client)).toMatchObject({ ok: true, result: { dataDir: desktopDir } });
  });

  it('does not tell a browser tab the folder of a damaged records file either', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mob-hostile-'));
    writeFileSync(join(dataDir, 'mob-night.db'), 'not a database at all'.repeat(100));
    const { host } = newHost('browser', dataDir);
    const status = await host.handle('store.status', {}, client);
    expect(status).toMatchObject({ ok: true, result: { state: 'problem', path: 'mob-night.db' } });
    expect(JSON.stringify(status)).not.toContain(dataDir);
  });

  it('never echoes ids or names that failed validation', async () => {
    const { host } = newHost();
    const evil = '<img src=x onerror=alert(1)>';
    const answers = [
      await host.handle('match.create', { gameId: evil, options: {}, seats: [{ kind: 'human', name: 'A' }] }, client),
      await host.handle('aids.run', { gameId: evil, aid: evil, params: {} }, client),
      await host.handle('players.add', { name: 'Nonna', colour: 'red', emblem: 'rose', [evil]: 1 }, client),
      await host.handle(
        'match.create',
        { gameId: 'dice-race', options: {}, seats: [{ kind: 'human', name: 'A', [evil]: 1 }] },
        client,
      ),
      await host.handle('match.watch', { matchId: evil, seat: 0 }, client),
    ];
    for (const a of answers) {
      expect(a.ok).toBe(false);
      expect(JSON.stringify(a)).not.toContain('onerror');
    }
    const frame = await answerFrame(
      host,
      client,
      JSON.stringify({ id: -7, method: 'players.list', params: {} }),
      false,
    );
    expect(frame).toMatchObject({ id: null, ok: false });
    const big = await answerFrame(host, client, JSON.stringify({ id: 1.5, method: 'x' }), false);
    expect(big).toMatchObject({ id: null, ok: false });
  });
});
