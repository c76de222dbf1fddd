/**
 * The clients of the LAN benchmark, in a worker thread of their own: like guests on other machines,
 * they read their sockets while the host's thread is busy (making a move durable, say), and they time
 * everything with one clock. Driven by lan.bench.ts through messages.
 */
import { parentPort } from 'node:worker_threads';
import { WebSocket } from 'ws';
import { seedRng, type JsonValue } from '../../core/engine';
import { REGISTRY } from '../../core/games';

export type ClientJob = {
  readonly kind: 'table';
  /** The raw echo server, timed once after each move so both see the same load. */
  readonly echoUrl: string;
  readonly url: string;
  readonly tokens: readonly string[];
  readonly code: string;
  readonly matchId: string;
  readonly gameId: string;
  readonly moves: number;
};

export interface ClientResult {
  /** Send to arrival of a move at the last of the table's clients. */
  readonly samples: number[];
  /** Send to arrival at the first of them (the host's work before its first send, and one trip). */
  readonly firsts: number[];
  /** Send to the mover's answer (after the move is durable). */
  readonly acks: number[];
  /** The raw echo's round trip, one after each move. */
  readonly echoes: number[];
}

interface Update {
  version: number;
  view: JsonValue;
  legal: JsonValue[] | null;
  anytime: JsonValue[] | null;
  pending: { seat: number }[];
  outcome: unknown;
}

type Message = Record<string, unknown>;

function open(url: string, onMessage: (m: Message) => void): Promise<WebSocket> {
  return new Promise((ok, fail) => {
    const ws = new WebSocket(url);
    ws.on('message', (data) => onMessage(JSON.parse((data as Buffer).toString('utf8')) as Message));
    ws.once('open', () => ok(ws));
    ws.once('error', fail);
  });
}

const settle = () => new Promise((ok) => setTimeout(ok, 2));

/** A raw WebSocket echo client: each call times one round trip of a small frame. */
async function echoClient(url: string): Promise<{ time: () => Promise<number>; close: () => void }> {
  let heard: (() => void) | null = null;
  const ws = await open(url, () => heard?.());
  const payload = JSON.stringify({ id: 1, method: 'match.act', params: { seat: 0, action: { type: 'pass' } } });
  return {
    time: async () => {
      const t = performance.now();
      await new Promise<void>((ok) => {
        heard = ok;
        ws.send(payload);
      });
      return performance.now() - t;
    },
    close: () => ws.close(),
  };
}

async function table(job: ClientJob): Promise<ClientResult> {
  const echo = await echoClient(job.echoUrl);
  const echoes: number[] = [];
  const seats = job.tokens.length;
  const latest: (Update | null)[] = [];
  const answers = new Map<number, (m: Message) => void>();
  let waiting: { version: number; left: Set<number>; first: number; done: () => void } | null = null;
  const sockets: WebSocket[] = [];
  for (let i = 0; i <= seats; i++) {
    const url = i < seats ? `${job.url}?token=${job.tokens[i]}` : `${job.url}?code=${job.code}`;
    sockets.push(
      await open(url, (m) => {
        if (typeof m.id === 'number') answers.get(m.id)?.(m);
        if (m.push !== 'match.update') return;
        const u = m.data as Update;
        latest[i] = u;
        if (!waiting || u.version !== waiting.version || !waiting.left.delete(i)) return;
        if (waiting.first === 0) waiting.first = performance.now();
        if (waiting.left.size === 0) waiting.done();
      }),
    );
  }
  let nextId = 1;
  const call = (i: number, method: string, params: unknown) =>
    new Promise<Message>((ok) => {
      const id = nextId++;
      answers.set(id, ok);
      sockets[i]!.send(JSON.stringify({ id, method, params }));
    });
  for (let i = 0; i <= seats; i++)
    latest[i] = (await call(i, 'match.watch', { matchId: job.matchId, seat: i < seats ? i : 'spectator' }))
      .result as Update;
  const bot = REGISTRY.bot(job.gameId, 'random');
  const samples: number[] = [];
  const firsts: number[] = [];
  const acks: number[] = [];
  for (let move = 0; move < job.moves; move++) {
    const now = latest[seats]!;
    const seat = now.pending.find((p) => p.seat >= 0 && p.seat < seats)?.seat;
    if (seat === undefined || now.outcome) break;
    const u = latest[seat]!;
    const [action] = bot({
      view: u.view,
      seat,
      legal: u.legal ?? [],
      anytime: u.anytime ?? [],
      rng: seedRng(`b${move}`),
    });
    if (action === undefined) break;
    const version = now.version + 1;
    const began = performance.now();
    const heard = new Promise<void>((done) => {
      waiting = { version, left: new Set(Array.from({ length: seats + 1 }, (_, i) => i)), first: 0, done };
    });
    const answer = call(seat, 'match.act', { matchId: job.matchId, seat, version: now.version, action }).then((a) => {
      acks.push(performance.now() - began);
      return a;
    });
    await heard;
    samples.push(performance.now() - began);
    firsts.push(((waiting as { first: number } | null)?.first ?? began) - began);
    waiting = null;
    if (!(await answer).ok) break;
    // Both timings start from a settled host: nothing of the last move is still running there.
    await settle();
    echoes.push(await echo.time());
    await settle();
  }
  for (const ws of sockets) ws.close();
  echo.close();
  return { samples, firsts, acks, echoes };
}

parentPort?.on('message', (job: ClientJob) => {
  void table(job).then(
    (r) => parentPort?.postMessage(r),
    (e: unknown) => parentPort?.postMessage({ error: String(e) }),
  );
});
