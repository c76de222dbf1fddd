/**
 * Hostile frames from the network: 100,000 from a guest who has only the join code and from a seat
 * holder, straight into the LAN frame path (the one the socket runs), and a few thousand more over
 * real sockets. The host never crashes, a refused frame changes nothing, a seat holder's accepted
 * frames change only its own seat's game, and what the host keeps per client stays bounded.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diceRace } from '../../core/engine/testing/dice-race';
import type { Response } from '../../core/protocol';
import { baseFrames, hostileFrame, rng } from '../host/fuzz-frames';
import type { LanPeer } from './server';
import { Opened, startTestTable, TestPeer, type TestTable } from './testing';

const FRAMES = 100_000;
const SOCKET_FRAMES = 3_000;

const opened = new Opened();
afterEach(() => opened.closeAll());

function lanFrames(matchId: string): string[] {
  const req = (id: number, method: string, params: unknown) => JSON.stringify({ id, method, params });
  return [
    ...baseFrames(matchId),
    req(11, 'match.act', { matchId, seat: 1, version: 0, action: { type: 'bid', amount: 2 } }),
    req(12, 'match.watch', { matchId, seat: 1 }),
    req(13, 'match.watch', { matchId, seat: 'spectator' }),
    req(14, 'match.act', { matchId, seat: 0, version: 0, action: { type: 'bid', amount: 1 }, typedDice: [3] }),
    req(15, 'match.create', { gameId: 'dice-race', options: {}, seats: [], seed: 'x', dice: 'physical' }),
    JSON.stringify({ id: 16, lan: 'take', seat: 1, name: 'Zio' }),
    JSON.stringify({ id: 17, lan: 'ask', name: 'Zia' }),
  ];
}

function digestOf(dataDir: string): { read: () => string; close: () => void } {
  const db = new Database(join(dataDir, 'mob-night.db'), { readonly: true });
  const q = db.prepare(
    "SELECT (SELECT count(*) FROM players) || '|' || (SELECT coalesce(group_concat(key || value), '') FROM settings)" +
      " || '|' || (SELECT coalesce(group_concat(id || action_count || status), '') FROM games)" +
      " || '|' || (SELECT count(*) FROM actions) AS d",
  );
  return { read: () => (q.get() as { d: string }).d, close: () => db.close() };
}

async function fuzzTable(limits = {}): Promise<TestTable> {
  const t = await startTestTable({
    games: [diceRace],
    gameId: 'dice-race',
    seats: [
      { kind: 'human', name: 'A' },
      { kind: 'human', name: 'B' },
    ],
    options: { target: 10 },
    granted: 2,
    server: { limits },
  });
  opened.keep(t);
  return t;
}

describe('a LAN table no frame can crash', () => {
  it(`answers ${FRAMES.toLocaleString('en')} hostile frames from a guest and a seat holder; refused frames change nothing`, async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const t = await fuzzTable();
    const digest = digestOf(t.dataDir);
    const guest: LanPeer = { client: { id: 'guest', send: () => undefined }, role: { seat: null }, request: null };
    const holder: LanPeer = { client: { id: 'holder', send: () => undefined }, role: { seat: 0 }, request: null };
    t.host.connect(guest.client);
    t.host.connect(holder.client);
    const bases = lanFrames(t.matchId);
    const r = rng(17);
    let before = digest.read();
    const codes = new Map<string, number>();
    const heapBefore = process.memoryUsage().heapUsed;
    const began = performance.now();
    for (let i = 0; i < FRAMES; i++) {
      const from = i % 2 === 0 ? guest : holder;
      const { data, binary } = hostileFrame(r, bases, i);
      const answer: Response = await t.server.answer(from, data, binary);
      const code = answer.ok ? 'ok' : answer.error.code;
      codes.set(code, (codes.get(code) ?? 0) + 1);
      if (code === 'INTERNAL') expect.fail(`frame ${i} got INTERNAL`);
      const now = digest.read();
      if (now !== before) {
        // Only the seat holder's own accepted move may change the records.
        const text = String(data);
        expect(from === holder && answer.ok && text.includes('match.act'), `frame ${i} changed the records`).toBe(true);
        expect(text).toMatch(/"seat":0/);
        before = now;
      }
      // A guest never holds a seat from fuzzing (no seat is open), and never sees one.
      expect(guest.role.seat).toBeNull();
    }
    const seconds = (performance.now() - began) / 1000;
    const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
    console.info(
      `lan fuzz: ${FRAMES} frames in ${seconds.toFixed(1)} s, heap +${heapMb.toFixed(0)} MiB`,
      Object.fromEntries(codes),
    );
    // What the host keeps per client is bounded: one watch per seat it may see, at most one request.
    const session = (t.host as unknown as { sessions: Map<string, { watcherCount: number }> }).sessions.get(t.matchId);
    expect(session?.watcherCount ?? 0).toBeLessThanOrEqual(2);
    expect(codes.get('BAD_MESSAGE')).toBeGreaterThan(FRAMES / 4);
    expect(codes.get('HOST_ONLY')).toBeGreaterThan(0);
    expect(codes.get('SPECTATOR')).toBeGreaterThan(0);
    expect(codes.get('NOT_YOUR_SEAT')).toBeGreaterThan(0);
    expect(heapMb).toBeLessThan(200);
    digest.close();
    errors.mockRestore();
  }, 120_000);

  it('stays up over real sockets through a hostile batch from a guest and a seat holder', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const t = await fuzzTable({ burst: 100_000, messagesPerSecond: 100_000, bytesPerMinute: 1 << 30 });
    const guest = await TestPeer.connect(`${t.url}?code=${t.server.table.code}`);
    const holder = await TestPeer.connect(`${t.url}?token=${t.tokens[0]}`);
    opened.keep(guest, holder);
    const r = rng(23);
    const bases = lanFrames(t.matchId);
    const frames: string[] = [];
    while (frames.length < SOCKET_FRAMES) {
      const f = hostileFrame(r, bases, frames.length);
      if (typeof f.data === 'string' && Buffer.byteLength(f.data) < 60_000) frames.push(f.data);
    }
    const answered = (p: TestPeer) => p.received.filter((m) => !m.includes('"lan"') && !m.includes('"push"')).length;
    for (const [i, f] of frames.entries()) (i % 2 === 0 ? guest : holder).ws.send(f);
    await vi.waitFor(() => expect(answered(guest) + answered(holder)).toBe(SOCKET_FRAMES), {
      timeout: 30_000,
      interval: 50,
    });
    const all = [...guest.received, ...holder.received]
      .map((m) => JSON.parse(m) as Response & { lan?: string; push?: string })
      .filter((m) => m.lan === undefined && m.push === undefined);
    expect(all.filter((a) => !a.ok && a.error.code === 'INTERNAL')).toEqual([]);
    expect(guest.received.join('\n')).not.toContain(t.tokens[0]);
    expect(guest.received.join('\n')).not.toContain(t.tokens[1]);
    expect(await holder.call('games.list', {})).toMatchObject({ ok: true });
    errors.mockRestore();
  }, 60_000);
});
