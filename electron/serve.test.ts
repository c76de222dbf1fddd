import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { diceRace } from '../core/engine/testing/dice-race';
import { createHost } from './app';
import { reportUnexpectedErrors, startServer, type RunningServer } from './serve';

let server: RunningServer;

beforeAll(async () => {
  const renderer = mkdtempSync(join(tmpdir(), 'mob-renderer-'));
  writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>Mob Night</title>');
  mkdirSync(join(renderer, 'assets'));
  writeFileSync(join(renderer, 'assets', 'app.js'), 'console.log(1)');
  const dataDir = mkdtempSync(join(tmpdir(), 'mob-serve-'));
  server = await startServer({
    rendererDir: renderer,
    host: createHost({ dataDir, mode: 'browser', games: [diceRace] }, 'test'),
  });
});

afterAll(async () => {
  await server.close();
});

function connect(origin: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/api`, { origin });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
}

function ask(ws: WebSocket, message: unknown): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    ws.once('message', (data) => resolve(JSON.parse(String(data)) as Record<string, unknown>));
    ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  });
}

describe('browser mode server', () => {
  it('listens on 127.0.0.1 only and serves the renderer with a CSP', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const res = await fetch(server.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await res.text()).toContain('Mob Night');
    const js = await fetch(`${server.url}assets/app.js`);
    expect(js.headers.get('content-type')).toContain('javascript');
  });

  it('never serves files outside the renderer folder', async () => {
    for (const path of ['/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/assets/../../x']) {
      const res = await fetch(`http://127.0.0.1:${server.port}${path}`);
      expect(res.status).toBe(404);
    }
  });

  it('refuses WebSocket connections from other origins', async () => {
    await expect(connect('https://evil.example')).rejects.toThrow(/403/);
  });

  it('answers API calls and rejects malformed messages without changing anything', async () => {
    const ws = await connect(`http://127.0.0.1:${server.port}`);
    expect(await ask(ws, 'not json')).toMatchObject({ id: null, ok: false, error: { code: 'BAD_MESSAGE' } });
    expect(await ask(ws, { id: 1, method: 'drop.tables', params: {} })).toMatchObject({
      id: 1,
      ok: false,
      error: { code: 'BAD_MESSAGE' },
    });
    expect(await ask(ws, { id: 2, method: 'players.add', params: { name: '' } })).toMatchObject({
      id: 2,
      ok: false,
      error: { code: 'BAD_REQUEST' },
    });
    expect(await ask(ws, { id: 3, method: 'players.list', params: {} })).toEqual({ id: 3, ok: true, result: [] });
    const added = await ask(ws, {
      id: 4,
      method: 'players.add',
      params: { name: 'Nonna', colour: 'red', emblem: 'rose' },
    });
    expect(added).toMatchObject({ id: 4, ok: true, result: { name: 'Nonna', colour: 'red', emblem: 'rose' } });
    ws.close();
  });

  it('pushes match updates to the watching tab', async () => {
    const ws = await connect(`http://localhost:${server.port}`);
    const created = await ask(ws, {
      id: 1,
      method: 'match.create',
      params: {
        gameId: 'dice-race',
        options: {},
        seats: [
          { kind: 'human', name: 'A' },
          { kind: 'human', name: 'B' },
        ],
      },
    });
    const matchId = (created.result as { matchId: string }).matchId;
    await ask(ws, { id: 2, method: 'match.watch', params: { matchId, seat: 0 } });
    const messages: Record<string, unknown>[] = [];
    ws.on('message', (d) => messages.push(JSON.parse(String(d)) as Record<string, unknown>));
    ws.send(
      JSON.stringify({
        id: 3,
        method: 'match.act',
        params: { matchId, seat: 0, version: 0, action: { type: 'bid', amount: 1 } },
      }),
    );
    await expect.poll(() => messages.length).toBeGreaterThanOrEqual(2);
    expect(messages.find((m) => m.push === 'match.update')).toMatchObject({ data: { matchId, seat: 0, version: 1 } });
    expect(messages.find((m) => m.id === 3)).toMatchObject({ ok: true, result: { version: 1 } });
    ws.close();
  });
});

describe('browser mode, an error nothing else caught', () => {
  it('is said on the terminal with its time and stack, as the app records it', () => {
    const events = new EventEmitter();
    const said: string[] = [];
    reportUnexpectedErrors(
      events,
      (t) => said.push(t),
      () => new Date('2026-12-02T04:00:00Z'),
    );
    events.emit('uncaughtException', new Error('a timer went wrong'));
    events.emit('unhandledRejection', 'a sync was refused');
    expect(said).toHaveLength(2);
    expect(said[0]).toMatch(/^Mob Night: Unexpected error in the browser-mode server \(2026-12-02T04:00:00.000Z\)\n/);
    expect(said[0]).toMatch(/Error: a timer went wrong\n\s+at /);
    expect(said[1]).toContain('Unhandled promise rejection in the browser-mode server');
    expect(said[1]).toContain('a sync was refused');
    expect(said[1]).toContain('every move the table confirmed is saved');
  });
});
