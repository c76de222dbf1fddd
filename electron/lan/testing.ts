/** Test helpers for the LAN table: a host with a game, a running table server, and socket clients. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { eventsFor, type AnyGameDef } from '../../core/engine';
import type { SeatSpec } from '../../core/protocol';
import { createHost } from '../app';
import type { Host } from '../host/host';
import type { StoodInPlay } from '../host/session-bots';
import { LanServer, type LanServerOptions } from './server';
import { LanTable } from './table';

export interface TestTable {
  readonly host: Host;
  readonly server: LanServer;
  readonly matchId: string;
  readonly tokens: string[];
  readonly url: string;
  readonly dataDir: string;
  close(): Promise<void>;
}

const hostClient = { id: 'host-screen', send: () => undefined };

export interface TestTableOptions {
  games: readonly AnyGameDef[];
  gameId: string;
  seats: SeatSpec[];
  options?: unknown;
  granted: number;
  seed?: string;
  server?: Partial<Omit<LanServerOptions, 'host' | 'table'>>;
  dataDir?: string;
}

/** `n` people at their own screens, named P1…Pn. */
export const humans = (n: number): SeatSpec[] =>
  Array.from({ length: n }, (_, i) => ({ kind: 'human' as const, name: `P${i + 1}` }));

/** A host with one game whose seats 0…granted-1 are given to LAN players, served on 127.0.0.1. */
export async function startTestTable(opts: TestTableOptions): Promise<TestTable> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'mob-lan-'));
  const host = createHost({ dataDir, mode: 'electron', games: opts.games, botDelayMs: 0 }, 'test');
  const created = await host.handle(
    'match.create',
    { gameId: opts.gameId, options: opts.options ?? {}, seats: opts.seats, seed: opts.seed ?? 'lan-seed' },
    hostClient,
  );
  if (!created.ok) throw new Error(created.error.message);
  const matchId = (created.result as { matchId: string }).matchId;
  const table = new LanTable(matchId);
  const tokens = Array.from({ length: opts.granted }, (_, seat) => table.grant(seat, `Player ${seat + 1}`));
  const server = new LanServer({ host, table, address: '127.0.0.1', port: 0, ...opts.server });
  const port = await server.listen();
  return {
    host,
    server,
    matchId,
    tokens,
    url: `ws://127.0.0.1:${port}/lan`,
    dataDir,
    close: async () => {
      await server.close();
      host.close();
    },
  };
}

/**
 * What the seat's stored moves from move `after` on (a computer player standing in for its guest) show in
 * the guest's case file, read from the records as the guest's case file reads them: a move with a line the
 * seat can read, or a pass (the game's own pass, or a move of no line for the seat).
 */
export function storedPlay(t: TestTable, def: AnyGameDef, seat: number, after = 0): StoodInPlay & { lined: number } {
  const rows = t.host.currentStore?.actions.list(t.matchId, after).filter((r) => r.seat === seat) ?? [];
  const lined = rows.filter((r) => eventsFor(r.events, seat).length > 0);
  const moves = lined.filter((r) => def.passes?.(r.action) !== true).length;
  return { moves, passes: rows.length - moves, lined: lined.length };
}

/** A socket client that records every byte it receives and answers calls by id. */
export class TestPeer {
  readonly received: string[] = [];
  private nextId = 1;
  private readonly waiters = new Map<number, (r: Record<string, unknown>) => void>();
  private readonly listeners = new Set<(m: Record<string, unknown>) => void>();

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = (data as Buffer).toString('utf8');
      this.received.push(text);
      const m = JSON.parse(text) as Record<string, unknown>;
      if (typeof m.id === 'number') this.waiters.get(m.id)?.(m);
      for (const l of this.listeners) l(m);
    });
  }

  static connect(url: string, headers: Record<string, string> = {}, autoPong = true): Promise<TestPeer> {
    return new Promise((ok, fail) => {
      const ws = new WebSocket(url, { headers, autoPong });
      const peer = new TestPeer(ws);
      ws.once('open', () => ok(peer));
      ws.once('unexpected-response', (_req, res) => fail(new Error(`refused ${res.statusCode}`)));
      ws.once('error', fail);
    });
  }

  call(method: string, params: unknown): Promise<Record<string, unknown>> {
    const id = this.nextId++;
    return this.send({ id, method, params }, id);
  }

  table(message: Record<string, unknown>): Promise<Record<string, unknown>> {
    const id = this.nextId++;
    return this.send({ id, ...message }, id);
  }

  private send(frame: unknown, id: number): Promise<Record<string, unknown>> {
    return new Promise((ok) => {
      this.waiters.set(id, ok);
      this.ws.send(JSON.stringify(frame));
    });
  }

  /**
   * Resolves with the first message (already received or coming) that passes `test`. It waits up to ten
   * seconds: a message that takes a third of a second on a quiet machine took more than five in a run at load
   * 15–20 (the stand-in test, December 8); no test depends on how soon one comes.
   */
  next(test: (m: Record<string, unknown>) => boolean, timeoutMs = 10_000): Promise<Record<string, unknown>> {
    for (const t of this.received) {
      const m = JSON.parse(t) as Record<string, unknown>;
      if (test(m)) return Promise.resolve(m);
    }
    return new Promise((ok, fail) => {
      const timer = setTimeout(() => fail(new Error('no such message arrived')), timeoutMs);
      const l = (m: Record<string, unknown>) => {
        if (!test(m)) return;
        clearTimeout(timer);
        this.listeners.delete(l);
        ok(m);
      };
      this.listeners.add(l);
    });
  }

  closed(): Promise<number> {
    return new Promise((ok) => {
      if (this.ws.readyState === this.ws.CLOSED) ok(1006);
      else this.ws.once('close', (code) => ok(code));
    });
  }

  close(): void {
    this.ws.close();
  }
}

/**
 * The HTTP status an upgrade is refused with; 101 when the table lets it in (its welcome arrives); or the
 * close code when the table opens the socket only to say why it turns it away (a pass or code refused).
 */
export function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((ok) => {
    const ws = new WebSocket(url, { headers });
    ws.once('message', () => {
      ws.close();
      ok(101);
    });
    ws.once('close', (code) => ok(code));
    ws.once('unexpected-response', (_req, res) => ok(res.statusCode ?? 0));
    ws.once('error', () => ok(0));
  });
}

/**
 * The tables and sockets a test file opened, closed after each test so that none outlives its test
 * (`afterEach(() => opened.closeAll())`): made through `table` and `peer`, or handed over with `keep`.
 */
export class Opened {
  private readonly tables: TestTable[] = [];
  private readonly peers: TestPeer[] = [];

  async table(opts: TestTableOptions): Promise<TestTable> {
    const t = await startTestTable(opts);
    this.tables.push(t);
    return t;
  }

  async peer(url: string, headers: Record<string, string> = {}, autoPong = true): Promise<TestPeer> {
    const p = await TestPeer.connect(url, headers, autoPong);
    this.peers.push(p);
    return p;
  }

  /** Tables and peers made some other way, closed with the rest. */
  keep(...made: (TestTable | TestPeer)[]): void {
    for (const m of made) {
      if (m instanceof TestPeer) this.peers.push(m);
      else this.tables.push(m);
    }
  }

  async closeAll(): Promise<void> {
    for (const p of this.peers.splice(0)) p.close();
    for (const t of this.tables.splice(0)) await t.close();
  }
}
