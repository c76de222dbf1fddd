/**
 * An action reaching the last of six connected clients of a LAN table (five seats of the last
 * installed game that seats five — Nothing Personal today — and a spectator, on loopback; each move
 * chosen by a bot from its seat's view before the clock starts), p99, against a raw ws echo round trip
 * measured in the same run. The clients run in a worker thread, as guests on other machines would,
 * and both are timed there; the host (or the echo server) runs on this thread.
 */
import { Worker } from 'node:worker_threads';
import { WebSocketServer } from 'ws';
import { REGISTRY } from '../../core/games';
import { startTestTable } from '../lan/testing';
import type { ClientJob, ClientResult } from './lan-clients';
import type { Figure } from '../../core/bench/measure';

const MOVES = 500;
const WARMUP = 50;
/** The goal of issue 17: the LAN table at most twice the raw echo. */
export const LAN_GOAL_RATIO = 2;

function quantile(xs: readonly number[], q: number): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? 0;
}
const p99 = (xs: readonly number[]) => quantile(xs, 0.99);
const p50 = (xs: readonly number[]) => quantile(xs, 0.5);

function run(worker: Worker, job: ClientJob): Promise<ClientResult> {
  return new Promise((ok, fail) => {
    worker.once('message', (r: ClientResult | { error: string }) => ('error' in r ? fail(new Error(r.error)) : ok(r)));
    worker.postMessage(job);
  });
}

/** A raw ws echo server on loopback, on this thread beside the host. */
async function echoServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  wss.on('connection', (ws) => ws.on('message', (d) => ws.send(d)));
  await new Promise((ok) => wss.once('listening', ok));
  const { port } = wss.address() as { port: number };
  return { url: `ws://127.0.0.1:${port}`, close: () => new Promise((ok) => wss.close(() => ok())) };
}

/** The game to time: the last installed one that seats five people. */
const game = () => {
  const def = REGISTRY.playable.filter((d) => d.minSeats <= 5 && d.maxSeats >= 5).at(-1);
  if (!def) throw new Error('No installed game seats five people.');
  return def;
};

/** Plays the game at five seats plus a spectator, timing each move until all six have heard it. */
interface Times {
  readonly reach: number;
  readonly median: number;
  /** The median time to the first of the six: what the host does before its first send, and one trip. */
  readonly first: number;
  readonly ack: number;
  readonly echo: number;
  readonly echoMedian: number;
  readonly moves: number;
}

/**
 * Plays the game at five seats plus a spectator, timing each move until all six have heard it, and
 * one raw echo round trip after each move (interleaved, so a busy machine weighs on both alike).
 */
async function lanTimes(worker: Worker): Promise<Times> {
  const samples: number[] = [];
  const firsts: number[] = [];
  const acks: number[] = [];
  const echoes: number[] = [];
  const echo = await echoServer();
  const def = game();
  for (let g = 0; samples.length < MOVES + WARMUP && g < 20; g++) {
    const seats = Array.from({ length: 5 }, (_, i) => ({ kind: 'human' as const, name: `P${i + 1}` }));
    const t = await startTestTable({
      games: [def],
      gameId: def.id,
      seats,
      seed: `bench-${g}`,
      granted: 5,
      // The benchmark plays faster than any person: lift the per-client rate limit.
      server: { limits: { burst: 1e6, messagesPerSecond: 1e6, bytesPerMinute: 1e12 } },
    });
    const r = await run(worker, {
      kind: 'table',
      echoUrl: echo.url,
      url: t.url,
      tokens: t.tokens,
      code: t.server.table.code,
      matchId: t.matchId,
      gameId: def.id,
      moves: MOVES + WARMUP - samples.length,
    });
    samples.push(...r.samples);
    firsts.push(...r.firsts);
    acks.push(...r.acks);
    echoes.push(...r.echoes);
    await t.close();
  }
  await echo.close();
  const timed = samples.slice(WARMUP);
  const echoed = echoes.slice(WARMUP);
  return {
    reach: p99(timed),
    median: p50(timed),
    first: p50(firsts.slice(WARMUP)),
    ack: p99(acks.slice(WARMUP)),
    echo: p99(echoed),
    echoMedian: p50(echoed),
    moves: timed.length,
  };
}

/** The LAN p99 against the echo p99 (goal ≤ 2x), with the medians and the mover's answer in words. */
export async function lanFigure(): Promise<Figure> {
  // The worker loads TypeScript the way this process does (npm run bench runs under tsx).
  const tsx = import.meta.resolve('tsx/esm/api');
  const clients = new URL('./lan-clients.ts', import.meta.url).href;
  const worker = new Worker(
    `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(clients)}); });`,
    { eval: true },
  );
  try {
    const lan = await lanTimes(worker);
    const ratio = lan.reach / lan.echo;
    const us = (t: number) => `${(t * 1000).toFixed(0)} µs`;
    return {
      name: `LAN: a move reaching the last of 6 clients (${game().name}, ${lan.moves} moves), p99`,
      value:
        `${ratio.toFixed(2)}x a raw ws echo; ${us(lan.reach)} vs ${us(lan.echo)}; medians ${us(lan.median)} and ` +
        `${us(lan.echoMedian)} (the first of the six ${us(lan.first)}); the mover's answer after the disk sync p99 ${us(lan.ack)}`,
      goal: `≤ ${LAN_GOAL_RATIO}x`,
      met: ratio <= LAN_GOAL_RATIO,
    };
  } finally {
    await worker.terminate();
  }
}
