/**
 * Browser mode (electron/serve.ts) on loopback: an action reaching every seat's tab as its update,
 * against a raw ws echo of a frame as long as the update, p50 and p99 over the same run (one echo after
 * each move, interleaved). Four tabs, one per seat of a four-seat game of Nothing Personal (the game the
 * goal was set with); each move is chosen from the acting seat's own update before the clock starts.
 * The tabs run in a worker thread, as a browser's tabs run in a process of their own: they read their
 * sockets while the host's thread makes the move durable. The mover's answer, which waits for the disk,
 * is timed beside it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, median, ms, type Figure } from '../../core/bench/measure';
import { REGISTRY } from '../../core/games';
import { createHost } from '../app';
import type { Client } from '../host/client';
import { startServer } from '../serve';
import { clientWorker, echoServer } from './client-worker';
import type { ClientResult } from './clients';
import { fanoutServer } from './fanout';

const KEYS = [
  'samples',
  'firsts',
  'acks',
  'echoes',
  'frames',
  'parses',
  'fanouts',
  'fanoutFirsts',
  'fanoutParses',
  'bareFanouts',
] as const;

const MOVES = 400;
const WARM = 30;
const GAME_ID = 'nothing-personal';

/** Plays random games through browser mode, timing each move until all four tabs have its update. */
async function browserMode(): Promise<ClientResult & { sends: number[]; game: string }> {
  const def = REGISTRY.playable.find((d) => d.id === GAME_ID);
  if (!def) throw new Error(`${GAME_ID} is not installed.`);
  const dir = mkdtempSync(join(tmpdir(), 'mob-browser-bench-'));
  const renderer = join(dir, 'renderer');
  mkdirSync(renderer);
  writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>Mob Night</title>');
  const server = await startServer({
    rendererDir: renderer,
    dataDir: dir,
    host: createHost({ dataDir: dir, mode: 'browser', games: [def], botDelayMs: 0 }, 'bench'),
  });
  const worker = clientWorker();
  const echo = await echoServer();
  const fan = await fanoutServer();
  const all = Object.fromEntries(KEYS.map((k) => [k, [] as number[]])) as unknown as ClientResult;
  const setup: Client = { id: 'bench-setup', send: () => undefined };
  try {
    const url = `ws://127.0.0.1:${server.port}/api`;
    const headers = { Origin: `http://127.0.0.1:${server.port}` };
    for (let game = 0; all.samples.length < MOVES + WARM && game < 20; game++) {
      const seats = [0, 1, 2, 3].map((i) => ({ kind: 'human' as const, name: `P${i + 1}` }));
      const created = await server.host.handle(
        'match.create',
        { gameId: def.id, options: {}, seats, seed: `bench-${game}` },
        setup,
      );
      if (!created.ok) throw new Error(created.error.message);
      const r = await worker.run({
        echoUrl: echo.url,
        echoFrame: 'update',
        fanoutUrl: fan.url,
        sockets: [0, 1, 2, 3].map((seat) => ({ url, headers, seat })),
        matchId: (created.result as { matchId: string }).matchId,
        gameId: def.id,
        moves: MOVES + WARM - all.samples.length,
      });
      for (const k of KEYS) all[k].push(...r[k]);
    }
    const cut = Object.fromEntries(KEYS.map((k) => [k, k === 'frames' ? all[k] : all[k].slice(WARM)]));
    return { ...(cut as unknown as ClientResult), sends: fan.sends.slice(2 * WARM), game: def.name };
  } finally {
    await worker.close();
    await echo.close();
    await fan.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function browserFigures(): Promise<Figure[]> {
  const r = await browserMode();
  const p50 = median(r.samples);
  const e50 = median(r.echoes);
  return [
    {
      name: `Browser mode: a move reaching all 4 tabs as their update (${r.game}, ${r.samples.length} moves), p50`,
      value:
        `${(p50 / e50).toFixed(2)}x a raw ws echo of a ${(median(r.frames) / 1024).toFixed(1)} KiB frame (the median ` +
        `update); ${ms(p50)} vs ${ms(e50)}; the first tab has it at ${ms(median(r.firsts))} (the floor's first ` +
        `${ms(median(r.fanoutFirsts))}: the rest is the host's reading and work before its first send); the ` +
        `mover's answer after the disk sync p50 ${ms(median(r.acks))}`,
      goal: '≤ 3x',
      met: p50 / e50 <= 3,
    },
    {
      name: 'Browser mode: the same, p99',
      value: `${ms(percentile(r.samples, 0.99))} (echo p99 ${ms(percentile(r.echoes, 0.99))})`,
      goal: '< 10 ms',
      met: percentile(r.samples, 0.99) < 10,
    },
    {
      name: 'Browser mode floor: a bare ws server sending the same four frames to the same tabs on one frame, p50',
      value:
        `${(median(r.fanouts) / e50).toFixed(2)}x the raw ws echo above; ${ms(median(r.fanouts))} (the first ` +
        `${ms(median(r.fanoutFirsts))}, the tabs' reading ${ms(median(r.fanoutParses))}; p99 ` +
        `${ms(percentile(r.fanouts, 0.99))}); the frames unread ${ms(median(r.bareFanouts))}, ` +
        `${(median(r.bareFanouts) / e50).toFixed(2)}x; the four sends themselves ${ms(median(r.sends))}; in the real run the tabs' reading of the four updates ` +
        `${ms(median(r.parses))} of the ${ms(p50)}`,
      goal: '',
      met: null,
    },
  ];
}
