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
import { MAX_DEPTH, type Response } from '../../core/protocol';
import { createHost } from '../app';
import { startServer } from '../serve';
import { answerFrame } from './frame';
import type { Host } from './host';

const FRAMES = 100_000;
const SOCKET_FRAMES = 3_000;

/** A small seeded generator (mulberry32), so a failing frame can be reproduced from its index. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hosts: Host[] = [];
const readers: Database.Database[] = [];
afterAll(() => {
  for (const db of readers.splice(0)) db.close();
  for (const h of hosts.splice(0)) h.close();
});

function nested(depth: number, r: () => number): string {
  const open = r() < 0.5 ? '[' : '{"a":';
  const close = open === '[' ? ']' : '}';
  return open.repeat(depth) + (r() < 0.5 ? '1' : '"x"') + close.repeat(depth);
}

function randomJson(r: () => number, depth = 0): unknown {
  const k = Math.floor(r() * (depth > 4 ? 5 : 8));
  switch (k) {
    case 0:
      return null;
    case 1:
      return r() < 0.5;
    case 2:
      return [0, -1, 1e308, -0, 2 ** 53 + 1, 3.5, Math.floor(r() * 1e6)][Math.floor(r() * 7)];
    case 3:
      return ['', 'x', '__proto__', 'constructor', 'é'.repeat(9), '\u0000', 'spectator'][Math.floor(r() * 7)];
    case 4:
      return 'y'.repeat(Math.floor(r() * 80));
    case 5:
      return Array.from({ length: Math.floor(r() * 4) }, () => randomJson(r, depth + 1));
    default: {
      const o: Record<string, unknown> = {};
      for (const key of ['type', 'amount', '__proto__', 'id', 'seat', 'matchId', 'kind'].slice(0, Math.floor(r() * 4)))
        o[key] = randomJson(r, depth + 1);
      return o;
    }
  }
}

function baseFrames(matchId: string): string[] {
  const req = (id: number, method: string, params: unknown) => JSON.stringify({ id, method, params });
  return [
    req(1, 'match.act', { matchId, seat: 0, version: 9, action: { type: 'bid', amount: 1 } }),
    req(2, 'match.create', { gameId: 'nope', options: { target: 10 }, seats: [{ kind: 'human', name: 'A' }] }),
    req(3, 'aids.run', { gameId: 'gangsters', aid: 'city-moves', params: { query: { kind: 'cop', at: null } } }),
    req(4, 'players.update', { id: 'nobody', name: 'Zio' }),
    req(5, 'players.remove', { id: 'nobody' }),
    req(6, 'match.watch', { matchId, seat: 7 }),
    req(7, 'store.recover', { choice: 'start-new' }),
    req(8, 'history.list', { limit: 0 }),
    req(9, 'settings.update', { volume: 2 }),
    req(10, 'players.add', { name: '', colour: 'red', emblem: 'rose' }),
  ];
}

/** One hostile frame: a mutated near-valid request, a deep bomb in a JSON field, noise, or an oversize frame. */
function hostileFrame(r: () => number, bases: string[], i: number): { data: string | Buffer; binary: boolean } {
  const base = bases[i % bases.length] as string;
  const kind = r();
  if (kind < 0.35) {
    // Byte-level mutations of a near-valid request.
    let s = base;
    for (let n = 1 + Math.floor(r() * 4); n > 0; n--) {
      const at = Math.floor(r() * s.length);
      const op = r();
      const ch = String.fromCharCode(Math.floor(r() * 128));
      s =
        op < 0.4
          ? s.slice(0, at) + ch + s.slice(at + 1)
          : op < 0.7
            ? s.slice(0, at) + s.slice(at + 1)
            : s.slice(0, at) + ch + s.slice(at);
    }
    return { data: s, binary: false };
  }
  if (kind < 0.65) {
    // A nesting bomb where the schema takes any JSON: the action, the options, an aid's params.
    const depth = Math.floor(MAX_DEPTH - 4 + r() * (r() < 0.5 ? 10 : 5000));
    const where = ['"action":', '"options":', '"params":{"query":'][Math.floor(r() * 3)] as string;
    const at = base.indexOf(where);
    const bomb = nested(depth, r);
    const data =
      at >= 0
        ? `${base.slice(0, at + where.length)}${bomb}${base.slice(at + where.length).replace(/^(\{[^{}]*\}|[^,}]*)/, '')}`
        : `{"id":${i},"method":"match.act","params":{"matchId":"x","seat":0,"version":0,"action":${bomb}}}`;
    return { data, binary: false };
  }
  if (kind < 0.9) {
    // A random structure with some of the right field names, or a valid envelope around random params.
    const body =
      r() < 0.5
        ? randomJson(r)
        : { id: i, method: ['match.act', 'aids.run', 'match.create', 'players.add'][i % 4], params: randomJson(r) };
    return { data: JSON.stringify(body) ?? 'undefined', binary: false };
  }
  if (kind < 0.999) return { data: Buffer.from(base.slice(0, Math.floor(r() * base.length))), binary: r() < 0.5 };
  // Rarely, an oversize frame: more than the host reads.
  return { data: `{"id":1,"method":"players.add","params":{"name":"${'n'.repeat(1_100_000)}"}}`, binary: false };
}

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
      "(SELECT coalesce(group_concat(id || action_count || status), '') FROM games) AS d",
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
