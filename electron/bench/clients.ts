/**
 * The clients of the LAN and browser-mode benchmarks, in a worker thread of their own: like guests on
 * other machines or browser tabs in their own processes, they read their sockets while the host's thread
 * is busy (making a move durable, say), and they time everything with one clock. Driven through messages
 * by lan.bench.ts and browser.bench.ts.
 */
import { parentPort } from 'node:worker_threads';
import { WebSocket } from 'ws';
import { seedRng, type JsonValue } from '../../core/engine';
import { REGISTRY } from '../../core/games';
import { fanoutClients } from './fanout';

/** One connection to the host: its address (with any seat pass), headers, and the seat it watches. */
export interface ClientSocket {
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly seat: number | 'spectator';
}

export interface ClientJob {
  /** The raw echo server, timed once after each move so both see the same load. */
  readonly echoUrl: string;
  /** The echo's frame: a small request ('request'), or a frame as long as the move's update ('update'). */
  readonly echoFrame: 'request' | 'update';
  /**
   * The bare fan-out server (fanout.ts), timed twice after each move with the texts the host sent for it:
   * the clients reading each frame as they read an update, and noting it unread.
   */
  readonly fanoutUrl: string;
  readonly sockets: readonly ClientSocket[];
  readonly matchId: string;
  readonly gameId: string;
  readonly moves: number;
}

export interface ClientResult {
  /** Send to arrival of a move's update at the last of the clients. */
  readonly samples: number[];
  /** Send to arrival at the first of them (the host's work before its first send, and one trip). */
  readonly firsts: number[];
  /** Send to the mover's answer (after the move is durable). */
  readonly acks: number[];
  /** The raw echo's round trip, one after each move. */
  readonly echoes: number[];
  /** The length of every update frame heard. */
  readonly frames: number[];
  /** The clients' reading (utf-8, JSON.parse) of a move's updates, summed: all of it inside `samples`. */
  readonly parses: number[];
  /** The bare fan-out of the same texts to the same clients, read as updates: to the last, to the first. */
  readonly fanouts: number[];
  readonly fanoutFirsts: number[];
  readonly fanoutParses: number[];
  /** The same fan-out, each frame's arrival noted unread. */
  readonly bareFanouts: number[];
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

/** `parsing`: how long reading the frame (utf-8, JSON.parse) took, in ms. */
function open(
  url: string,
  headers: Readonly<Record<string, string>>,
  onMessage: (m: Message, text: string, parsing: number) => void,
): Promise<WebSocket> {
  return new Promise((ok, fail) => {
    const ws = new WebSocket(url, { headers: { ...headers } });
    ws.on('message', (data) => {
      const t = performance.now();
      const text = (data as Buffer).toString('utf8');
      const m = JSON.parse(text) as Message;
      onMessage(m, text, performance.now() - t);
    });
    ws.once('open', () => ok(ws));
    ws.once('error', fail);
  });
}

const settle = () => new Promise((ok) => setTimeout(ok, 2));

/** A raw WebSocket echo client: each call times one round trip of a frame of the given length. */
async function echoClient(url: string): Promise<{ time: (bytes: number) => Promise<number>; close: () => void }> {
  let heard: (() => void) | null = null;
  const ws = await open(url, {}, () => heard?.());
  return {
    time: async (bytes) => {
      const payload = JSON.stringify({ push: 'match.update', data: 'x'.repeat(Math.max(0, bytes - 33)) });
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

async function play(job: ClientJob): Promise<ClientResult> {
  const echo = await echoClient(job.echoUrl);
  const fanout = await fanoutClients(job.fanoutUrl, job.sockets.length);
  const all = job.sockets.map((_, i) => i);
  const latest: (Update | null)[] = [];
  const answers = new Map<number, (m: Message) => void>();
  let waiting: {
    version: number;
    left: Set<number>;
    first: number;
    last: number;
    parsing: number;
    texts: string[];
    done: () => void;
  } | null = null;
  const frames: number[] = [];
  let lastFrame = 0;
  const sockets: WebSocket[] = [];
  for (const [i, s] of job.sockets.entries()) {
    sockets.push(
      await open(s.url, s.headers ?? {}, (m, text, parsing) => {
        if (typeof m.id === 'number') answers.get(m.id)?.(m);
        if (m.push !== 'match.update') return;
        const u = m.data as Update;
        latest[i] = u;
        if (!waiting || u.version !== waiting.version || !waiting.left.delete(i)) return;
        const now = performance.now();
        frames.push(text.length);
        lastFrame = text.length;
        waiting.parsing += parsing;
        waiting.texts[i] = text;
        if (waiting.first === 0) waiting.first = now;
        if (waiting.left.size === 0) {
          waiting.last = now;
          waiting.done();
        }
      }),
    );
  }
  let nextId = 1;
  let lastRequest = '';
  const call = (i: number, method: string, params: unknown) =>
    new Promise<Message>((ok) => {
      const id = nextId++;
      answers.set(id, ok);
      lastRequest = JSON.stringify({ id, method, params });
      sockets[i]!.send(lastRequest);
    });
  for (const [i, s] of job.sockets.entries())
    latest[i] = (await call(i, 'match.watch', { matchId: job.matchId, seat: s.seat })).result as Update;
  const bot = REGISTRY.bot(job.gameId, 'random');
  const samples: number[] = [];
  const firsts: number[] = [];
  const acks: number[] = [];
  const echoes: number[] = [];
  const parses: number[] = [];
  const fanouts: number[] = [];
  const fanoutFirsts: number[] = [];
  const fanoutParses: number[] = [];
  const bareFanouts: number[] = [];
  for (let move = 0; move < job.moves; move++) {
    const now = latest[0]!;
    if (now.outcome) break;
    // The first pending seat some socket plays, and that socket.
    let mover = -1;
    for (const p of now.pending) {
      mover = job.sockets.findIndex((s) => s.seat === p.seat);
      if (mover >= 0) break;
    }
    if (mover < 0) break;
    const seat = job.sockets[mover]!.seat as number;
    const u = latest[mover]!;
    const [action] = bot({
      view: u.view,
      seat,
      legal: u.legal ?? [],
      anytime: u.anytime ?? [],
      rng: seedRng(`b${move}`),
    });
    if (action === undefined) break;
    const version = now.version + 1;
    const heard = new Promise<void>((done) => {
      waiting = { version, left: new Set(all), first: 0, last: 0, parsing: 0, texts: [], done };
    });
    const began = performance.now();
    const answer = call(mover, 'match.act', { matchId: job.matchId, seat, version: now.version, action }).then((a) => {
      acks.push(performance.now() - began);
      return a;
    });
    const request = lastRequest;
    await heard;
    const w = waiting as { first: number; last: number; parsing: number; texts: string[] } | null;
    samples.push((w?.last ?? began) - began);
    firsts.push((w?.first ?? began) - began);
    parses.push(w?.parsing ?? 0);
    waiting = null;
    if (!(await answer).ok) break;
    // Every timing starts from a settled host: nothing of the last move is still running there.
    await settle();
    echoes.push(await echo.time(job.echoFrame === 'update' ? lastFrame : 80));
    await settle();
    // The floor: the same texts from a bare server, read as updates and unread, in turn first.
    const texts = w?.texts ?? [];
    for (const parse of move % 2 === 0 ? [true, false] : [false, true]) {
      const f = await fanout.time(mover, texts, request, parse);
      if (parse) {
        fanouts.push(f.last);
        fanoutFirsts.push(f.first);
        fanoutParses.push(f.parse);
      } else bareFanouts.push(f.last);
      await settle();
    }
  }
  for (const ws of sockets) ws.close();
  echo.close();
  fanout.close();
  return { samples, firsts, acks, echoes, frames, parses, fanouts, fanoutFirsts, fanoutParses, bareFanouts };
}

parentPort?.on('message', (job: ClientJob) => {
  void play(job).then(
    (r) => parentPort?.postMessage(r),
    (e: unknown) => parentPort?.postMessage({ error: String(e) }),
  );
});
