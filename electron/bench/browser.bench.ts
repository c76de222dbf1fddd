/**
 * Browser mode (electron/serve.ts) on loopback: an action reaching every seat's tab as its update,
 * against a raw ws echo of a frame the size of one update, both p50 and p99 over the same run.
 * Four tabs, one per seat of a four-seat game of the last installed game that seats four; each move
 * is chosen from the acting seat's own update before the clock starts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket, WebSocketServer } from 'ws';
import { nextInt, seedRng, type JsonValue } from '../../core/engine';
import { percentile, median, ms, type Figure } from '../../core/bench/measure';
import { REGISTRY } from '../../core/games';
import { createHost } from '../app';
import { TestPeer } from '../lan/testing';
import { startServer } from '../serve';

const MOVES = 400;
const WARM = 30;

interface Update {
  version: number;
  legal: JsonValue[] | null;
  pending: { seat: number }[];
  outcome: unknown;
}

async function echo(frameBytes: number, rounds: number): Promise<number[]> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  wss.on('connection', (ws) => ws.on('message', (d) => ws.send(d)));
  await new Promise((ok) => wss.once('listening', ok));
  const { port } = wss.address() as { port: number };
  const ws = new WebSocket(`ws://127.0.0.1:${port}`);
  await new Promise((ok) => ws.once('open', ok));
  const payload = JSON.stringify({ push: 'match.update', data: 'x'.repeat(Math.max(0, frameBytes - 40)) });
  const samples: number[] = [];
  for (let i = 0; i < rounds + WARM; i++) {
    const t = performance.now();
    await new Promise<void>((ok) => {
      ws.once('message', () => ok());
      ws.send(payload);
    });
    if (i >= WARM) samples.push(performance.now() - t);
  }
  ws.close();
  await new Promise((ok) => wss.close(ok));
  return samples;
}

/** Plays random games through browser mode, timing each move until all four tabs have its update. */
async function browserMode(): Promise<{ samples: number[]; frameBytes: number; game: string }> {
  const def = REGISTRY.playable.filter((d) => d.minSeats <= 4 && d.maxSeats >= 4).at(-1);
  if (!def) throw new Error('No installed game seats four people.');
  const dir = mkdtempSync(join(tmpdir(), 'mob-browser-bench-'));
  const renderer = join(dir, 'renderer');
  mkdirSync(renderer);
  writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>Mob Night</title>');
  const server = await startServer({
    rendererDir: renderer,
    dataDir: dir,
    host: createHost({ dataDir: dir, mode: 'browser', games: [def], botDelayMs: 0 }, 'bench'),
  });
  const samples: number[] = [];
  const frames: number[] = [];
  let rng = seedRng('browser-bench');
  try {
    const origin = { Origin: `http://127.0.0.1:${server.port}` };
    const tabs = await Promise.all(
      [0, 1, 2, 3].map(() => TestPeer.connect(`ws://127.0.0.1:${server.port}/api`, origin)),
    );
    for (let game = 0; samples.length < MOVES + WARM && game < 20; game++) {
      const seats = [0, 1, 2, 3].map((i) => ({ kind: 'human' as const, name: `P${i + 1}` }));
      const created = await (tabs[0] as TestPeer).call('match.create', {
        gameId: def.id,
        options: {},
        seats,
        seed: `bench-${game}`,
      });
      const matchId = (created.result as { matchId: string }).matchId;
      const latest: Update[] = [];
      for (const [i, t] of tabs.entries())
        latest[i] = (await t.call('match.watch', { matchId, seat: i })).result as Update;
      while (samples.length < MOVES + WARM) {
        const now = latest[0] as Update;
        if (now.outcome) break;
        const seat = now.pending.map((p) => p.seat).find((s) => (latest[s]?.legal?.length ?? 0) > 0);
        if (seat === undefined) break;
        const legal = (latest[seat] as Update).legal as JsonValue[];
        const [k, next] = nextInt(rng, legal.length);
        rng = next;
        const version = now.version + 1;
        for (const t of tabs) t.received.length = 0;
        const heard = tabs.map((t) =>
          t.next((m) => m.push === 'match.update' && (m.data as Update).version === version, 10_000),
        );
        const began = performance.now();
        const answer = await (tabs[seat] as TestPeer).call('match.act', {
          matchId,
          seat,
          version: now.version,
          action: legal[k],
        });
        if (!answer.ok) throw new Error(`a listed move was refused: ${JSON.stringify(answer.error)}`);
        const updates = await Promise.all(heard);
        samples.push(performance.now() - began);
        for (const t of tabs) for (const r of t.received) if (r.startsWith('{"push"')) frames.push(r.length);
        for (const [i, m] of updates.entries()) latest[i] = m.data as Update;
      }
      for (const t of tabs) await t.call('match.unwatch', { matchId });
    }
    for (const t of tabs) t.close();
    return { samples: samples.slice(WARM), frameBytes: median(frames), game: def.name };
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function browserFigures(): Promise<Figure[]> {
  const subject = await browserMode();
  const base = await echo(subject.frameBytes, MOVES);
  const p50 = median(subject.samples);
  const p99 = percentile(subject.samples, 0.99);
  const e50 = median(base);
  return [
    {
      name: `Browser mode: a move reaching all 4 tabs as their update (${subject.game}), p50`,
      value: `${(p50 / e50).toFixed(2)}x a raw ws echo of a ${(subject.frameBytes / 1024).toFixed(1)} KiB frame (the median update); ${ms(p50)} vs ${ms(e50)}`,
      goal: '≤ 3x',
      met: p50 / e50 <= 3,
    },
    {
      name: 'Browser mode: the same, p99',
      value: `${ms(p99)} (echo p99 ${ms(percentile(base, 0.99))})`,
      goal: '< 10 ms',
      met: p99 < 10,
    },
  ];
}
