/**
 * Hostile input against the host: random, deeply nested, mutated and oversize frames. The host
 * must answer every one (never throw, never reject), and a refused frame must leave the records
 * exactly as they were. Most frames go straight into `answerFrame`, the function the browser-mode
 * server runs per frame; a smaller batch goes over a real WebSocket to a running server.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import Database from 'better-sqlite3';
import { WebSocket } from 'ws';
import { diceRace } from '../../core/engine/testing/dice-race';
import type { Response } from '../../core/protocol';
import { createHost } from '../app';
import { startServer } from '../serve';
import { answerFrame } from './frame';
import { baseFrames, hostileFrame, rng } from './fuzz-frames';
import type { Host } from './host';

const FRAMES = 100_000;
const SOCKET_FRAMES = 3_000;

const hosts: Host[] = [];
const readers: Database.Database[] = [];
afterAll(() => {
  for (const db of readers.splice(0)) db.close();
  for (const h of hosts.splice(0)) h.close();
});

const MUTATING = new Set([
  'players.add',
  'players.update',
  'players.remove',
  'settings.update',
  'match.create',
  'match.act',
]);

/** Everything a refused frame must not change, read through a second connection to the same file. */
function recordsDigest(dataDir: string): () => string {
  const db = new Database(join(dataDir, 'mob-night.db'), { readonly: true });
  readers.push(db);
  const q = db.prepare(
    "SELECT (SELECT count(*) FROM players WHERE archived_at IS NULL) || '|' || " +
      "(SELECT coalesce(group_concat(key || value), '') FROM settings) || '|' || " +
      "(SELECT coalesce(group_concat(id || action_count || status), '') FROM games) || '|' || " +
      '(SELECT count(*) FROM actions) AS d',
  );
  return () => (q.get() as { d: string }).d;
}

function methodOf(frame: string | Buffer): string {
  return /"method":"([a-z.]+)"/i.exec(String(frame))?.[1] ?? '';
}

describe('a host no message can crash', () => {
  it(`answers ${FRAMES.toLocaleString('en')} hostile frames, and a refused frame changes nothing`, async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dataDir = mkdtempSync(join(tmpdir(), 'mob-fuzz-'));
    const host = createHost({ dataDir, mode: 'browser', games: [diceRace], botDelayMs: 0 }, 'test');
    hosts.push(host);
    const client = { id: 'fuzz', send: () => undefined };
    const created = await host.handle(
      'match.create',
      {
        gameId: 'dice-race',
        options: { target: 10 },
        seats: [
          { kind: 'human', name: 'A' },
          { kind: 'human', name: 'B' },
        ],
      },
      client,
    );
    if (!created.ok) throw new Error(created.error.message);
    const matchId = (created.result as { matchId: string }).matchId;
    const bases = baseFrames(matchId);
    const r = rng(9);
    const readDigest = recordsDigest(dataDir);
    let digest = readDigest();
    const codes = new Map<string, number>();
    const began = performance.now();
    for (let i = 0; i < FRAMES; i++) {
      const { data, binary } = hostileFrame(r, bases, i);
      const answer: Response = await answerFrame(host, client, data, binary);
      const code = answer.ok ? 'ok' : answer.error.code;
      codes.set(code, (codes.get(code) ?? 0) + 1);
      if (code === 'INTERNAL') expect.fail(`frame ${i} got INTERNAL`);
      const now = readDigest();
      if (now !== digest) {
        // Only an accepted call that writes may change the records.
        expect(answer.ok && MUTATING.has(methodOf(data)), `frame ${i} changed the records: ${String(data)}`).toBe(true);
        digest = now;
      }
    }
    const seconds = (performance.now() - began) / 1000;
    console.info(`fuzz: ${FRAMES} frames in ${seconds.toFixed(1)} s`, Object.fromEntries(codes));
    expect(codes.get('BAD_MESSAGE')).toBeGreaterThan(FRAMES / 4);
    expect(codes.get('BAD_REQUEST')).toBeGreaterThan(FRAMES / 20);
    // The match the frames aimed at is where it was unless a frame was a legal, accepted move.
    const watch = await host.handle('match.watch', { matchId, seat: 0 }, client);
    expect(watch.ok).toBe(true);
    errors.mockRestore();
  }, 60_000);

  it('stays up over a real WebSocket through the crash frame and a hostile batch', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const renderer = mkdtempSync(join(tmpdir(), 'mob-renderer-'));
    writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>Mob Night</title>');
    mkdirSync(join(renderer, 'assets'));
    const dataDir = mkdtempSync(join(tmpdir(), 'mob-fuzz-ws-'));
    const server = await startServer({
      rendererDir: renderer,
      host: createHost({ dataDir, mode: 'browser', games: [diceRace], botDelayMs: 0 }, 'test'),
    });
    try {
      const ws = new WebSocket(`ws://127.0.0.1:${server.port}/api`, { origin: `http://127.0.0.1:${server.port}` });
      await new Promise((ok, fail) => {
        ws.once('open', ok);
        ws.once('error', fail);
      });
      const answers: Response[] = [];
      ws.on('message', (d) => answers.push(JSON.parse(String(d)) as Response));
      const deep = '['.repeat(2000) + ']'.repeat(2000);
      const crash = [
        `{"id":1,"method":"match.act","params":{"matchId":"x","seat":0,"version":0,"action":${deep}}}`,
        `{"id":2,"method":"match.create","params":{"gameId":"dice-race","options":{"a":${deep}},"seats":[]}}`,
        `{"id":3,"method":"aids.run","params":{"gameId":"gangsters","aid":"city-moves","params":${deep}}}`,
      ];
      for (const frame of crash) expect(frame.length).toBeLessThan(4200);
      const r = rng(21);
      const bases = baseFrames('x');
      const frames = [...crash];
      while (frames.length < SOCKET_FRAMES) {
        const f = hostileFrame(r, bases, frames.length);
        if (typeof f.data === 'string' && f.data.length < 1_000_000) frames.push(f.data);
      }
      const gamesBefore = server.host.currentStore?.games.list();
      for (const f of frames) ws.send(f);
      await vi.waitFor(() => expect(answers.length).toBe(frames.length), { timeout: 20_000, interval: 50 });
      expect(answers.slice(0, 3).map((a) => !a.ok && a.error.code)).toEqual([
        'BAD_MESSAGE',
        'BAD_MESSAGE',
        'BAD_MESSAGE',
      ]);
      expect(answers.filter((a) => !a.ok && a.error.code === 'INTERNAL')).toEqual([]);
      // Still up, on the same socket; only accepted calls changed anything (a mutated name may be a fine name).
      const added = answers.filter((a) => a.ok && typeof a.result === 'object' && a.result && 'emblem' in a.result);
      ws.send(JSON.stringify({ id: 99, method: 'players.list', params: {} }));
      await vi.waitFor(() => expect(answers.at(-1)).toMatchObject({ id: 99, ok: true }));
      expect((answers.at(-1) as { result: unknown[] }).result.length).toBeLessThanOrEqual(added.length);
      expect(server.host.currentStore?.games.list()).toEqual(gamesBefore);
      ws.close();
    } finally {
      await server.close();
      errors.mockRestore();
    }
  }, 60_000);
});
