/**
 * The floor of the LAN and browser-mode figures: a bare ws server that, on one frame from one client,
 * sends frames already written out to every connected client, one after the other, as the host sends a
 * move's updates. The clients (in the benchmark's worker, clients.ts) hand it the very texts the host
 * sent them for the move just timed, untimed, before each trigger, so the sends and the clients' reading
 * of them are the host's minus everything the host does before and between its sends.
 */
import { WebSocketServer, WebSocket } from 'ws';

/**
 * The server, on the host's thread beside the host. A frame that is a JSON array sets the next frames.
 * `sends`: how long each fan-out's sends took on this thread (ms), in order.
 */
export async function fanoutServer(): Promise<{ url: string; sends: number[]; close: () => Promise<void> }> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  const conns: WebSocket[] = [];
  let frames: string[] = [];
  const sends: number[] = [];
  wss.on('connection', (ws, req) => {
    conns[Number(new URL(req.url ?? '/', 'http://bench').searchParams.get('i'))] = ws;
    ws.on('message', (data) => {
      const bytes = data as Buffer;
      if (bytes[0] === 0x5b) {
        frames = JSON.parse(bytes.toString('utf8')) as string[];
        ws.send('ready');
        return;
      }
      const t = performance.now();
      for (const [i, c] of conns.entries()) if (c.readyState === c.OPEN) c.send(frames[i] ?? '');
      sends.push(performance.now() - t);
    });
  });
  await new Promise((ok) => wss.once('listening', ok));
  const { port } = wss.address() as { port: number };
  return { url: `ws://127.0.0.1:${port}`, sends, close: () => new Promise((ok) => wss.close(() => ok())) };
}

/** One fan-out timed: send to the first and to the last client's arrival, and the clients' parsing in it. */
export interface FanoutTime {
  readonly first: number;
  readonly last: number;
  /** Time the clients spent reading (utf-8 and JSON.parse) the frames, all of it before the last arrival. */
  readonly parse: number;
}

export interface FanoutClients {
  /**
   * Times one fan-out of `frames` (one per client, in connection order) triggered by `request` from the
   * client `mover`. `parse`: each client reads its frame as the benchmark's clients read an update
   * (utf-8, JSON.parse) before noting its arrival; otherwise the arrival is noted as the frame comes in.
   */
  time(mover: number, frames: readonly string[], request: string, parse: boolean): Promise<FanoutTime>;
  close(): void;
}

/** `count` clients of the fan-out server, connected one after another (their order is the sends' order). */
export async function fanoutClients(url: string, count: number): Promise<FanoutClients> {
  let round: {
    left: number;
    parse: boolean;
    first: number;
    parsing: number;
    done: (last: number) => void;
  } | null = null;
  let ready: (() => void) | null = null;
  const sockets: WebSocket[] = [];
  for (let i = 0; i < count; i++) {
    const ws = new WebSocket(`${url}/?i=${i}`);
    ws.on('message', (data) => {
      const r = round;
      if (!r) return ready?.();
      if (r.parse) {
        const t = performance.now();
        JSON.parse((data as Buffer).toString('utf8'));
        r.parsing += performance.now() - t;
      }
      const now = performance.now();
      if (r.first === 0) r.first = now;
      if (--r.left === 0) r.done(now);
    });
    await new Promise((ok, fail) => {
      ws.once('open', ok);
      ws.once('error', fail);
    });
    sockets.push(ws);
  }
  return {
    time: async (mover, frames, request, parse) => {
      const ws = sockets[mover]!;
      await new Promise<void>((ok) => {
        ready = ok;
        ws.send(JSON.stringify(frames));
      });
      ready = null;
      // As before every timing: nothing of the setup still running on the server's side.
      await new Promise((ok) => setTimeout(ok, 2));
      let began = 0;
      const last = await new Promise<number>((done) => {
        round = { left: count, parse, first: 0, parsing: 0, done };
        began = performance.now();
        ws.send(request);
      });
      const r = round as { first: number; parsing: number } | null;
      round = null;
      return { first: (r?.first ?? began) - began, last: last - began, parse: r?.parsing ?? 0 };
    },
    close: () => {
      for (const ws of sockets) ws.close();
    },
  };
}
