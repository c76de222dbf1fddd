/**
 * An action reaching the last of six connected clients of a LAN table (five seats of the last
 * installed game that seats five — Nothing Personal today — and a spectator, on loopback; each move chosen by a bot from its seat's view before the clock starts), p99, against a raw ws echo round trip measured in the same run.
 */
import { WebSocketServer, WebSocket } from 'ws';
import { seedRng, type JsonValue } from '../../core/engine';
import { REGISTRY } from '../../core/games';
import { startTestTable, TestPeer } from '../lan/testing';
import { ratioFigure, type Figure } from '../../core/bench/measure';

const MOVES = 500;

function p99(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.99))] ?? 0;
}

async function echoP99(): Promise<number> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  wss.on('connection', (ws) => ws.on('message', (d) => ws.send(d)));
  await new Promise((ok) => wss.once('listening', ok));
  const { port } = wss.address() as { port: number };
  const ws = new WebSocket(`ws://127.0.0.1:${port}`);
  await new Promise((ok) => ws.once('open', ok));
  const samples: number[] = [];
  const payload = JSON.stringify({ id: 1, method: 'match.act', params: { seat: 0, action: { type: 'pass' } } });
  for (let i = 0; i < MOVES + 50; i++) {
    const t = performance.now();
    await new Promise<void>((ok) => {
      ws.once('message', () => ok());
      ws.send(payload);
    });
    if (i >= 50) samples.push(performance.now() - t);
  }
  ws.close();
  await new Promise((ok) => wss.close(ok));
  return p99(samples);
}

/** The game to time: the last installed one that seats five people. */
const game = () => {
  const def = REGISTRY.playable.filter((d) => d.minSeats <= 5 && d.maxSeats >= 5).at(-1);
  if (!def) throw new Error('No installed game seats five people.');
  return def;
};

/** Plays the game at five seats plus a spectator, timing each move until all six have heard it. */
async function lanP99(): Promise<number> {
  const samples: number[] = [];
  const def = game();
  const bot = REGISTRY.bot(def.id, 'random');
  for (let game = 0; samples.length < MOVES + 50 && game < 20; game++) {
    const seats = Array.from({ length: 5 }, (_, i) => ({ kind: 'human' as const, name: `P${i + 1}` }));
    const t = await startTestTable({
      games: [def],
      gameId: def.id,
      seats,
      seed: `bench-${game}`,
      granted: 5,
      // The benchmark plays faster than any person: lift the per-client rate limit.
      server: { limits: { burst: 1e6, messagesPerSecond: 1e6, bytesPerMinute: 1e12 } },
    });
    const players = await Promise.all(t.tokens.map((token) => TestPeer.connect(`${t.url}?token=${token}`)));
    const all = [...players, await TestPeer.connect(`${t.url}?code=${t.server.table.code}`)];
    const latest: Update[] = [];
    for (const [i, p] of all.entries())
      latest[i] = (await p.call('match.watch', { matchId: t.matchId, seat: i < 5 ? i : 'spectator' })).result as Update;
    for (let move = 0; samples.length < MOVES + 50 && move < 2000; move++) {
      const now = latest[5] as Update;
      const seat = now.pending.find((p) => p.seat >= 0 && p.seat < 5)?.seat;
      if (seat === undefined || now.outcome) break;
      const u = latest[seat] as Update;
      const [action] = bot({
        view: u.view,
        seat,
        legal: u.legal ?? [],
        anytime: u.anytime ?? [],
        rng: seedRng(`b${move}`),
      });
      if (action === undefined) break;
      const next = now.version + 1;
      for (const p of all) p.received.length = 0;
      const heard = all.map((p) =>
        p.next((m) => m.push === 'match.update' && (m.data as Update).version === next, 10_000),
      );
      const began = performance.now();
      const answer = await (players[seat] as TestPeer).call('match.act', {
        matchId: t.matchId,
        seat,
        version: now.version,
        action,
      });
      if (!answer.ok) break;
      const updates = await Promise.all(heard);
      samples.push(performance.now() - began);
      for (const [i, m] of updates.entries()) latest[i] = m.data as Update;
    }
    for (const p of all) p.close();
    await t.close();
  }
  return p99(samples.slice(50));
}

interface Update {
  version: number;
  view: JsonValue;
  legal: JsonValue[] | null;
  anytime: JsonValue[] | null;
  pending: { seat: number }[];
  outcome: unknown;
}

/** The LAN p99 against the echo p99 (issue 17's goal: at most 2x). */
export async function lanFigure(): Promise<Figure> {
  const echo = await echoP99();
  const lan = await lanP99();
  return ratioFigure(
    `LAN: a move reaching the last of 6 clients (${game().name}), p99`,
    lan,
    echo,
    'a raw ws echo round trip, p99',
    2,
  );
}
