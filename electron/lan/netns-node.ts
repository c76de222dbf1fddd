/**
 * One machine of the multi-machine test (netns.test.ts), run inside its own network namespace:
 *
 *   tsx electron/lan/netns-node.ts host <dataDir> <address>
 *       a host with one network table per playable game (each on its own port and records); the
 *       first is announced with mDNS, the others are joined by address and code as without multicast
 *   tsx electron/lan/netns-node.ts peer <name> <passDir> <tables JSON>
 *       a desktop that finds the first table, then takes a seat at every table and plays it
 *
 * Each prints one JSON line per thing that happens, for the test to follow. A peer makes its first
 * few moves of each game, then holds (says so once) until the file MOB_NETNS_RELEASE exists, so the
 * test can drop it and restart the host while every game is still going.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { seedRng, type AnyGameDef, type JsonObject, type JsonValue } from '../../core/engine';
import type { LanStatus, SeatSpec } from '../../core/protocol';
import { REGISTRY } from '../../core/games';
import { createHost } from '../app';
import { Discovery } from './discovery';

const say = (o: Record<string, unknown>) => console.log(JSON.stringify(o));
const me = { id: 'host-screen', send: () => undefined };
/** The port of the first table; the others follow it. */
const FIRST_PORT = 47_800;
/** Moves a peer makes in each game before it waits for the release file. */
const MOVES_BEFORE_HOLD = 3;

export interface NetnsTable {
  readonly game: string;
  readonly port: number;
  readonly code: string;
}

/**
 * Options that keep a bot game short but end it by the game's own limit: a time limit in turns
 * where the game has one (Gangsters), else its turn cap (SuperGang); none for a game that is short
 * anyway (Nothing Personal). A candidate counts only when the game keeps the value it was given.
 */
export function shortGameOptions(def: AnyGameDef): JsonObject {
  const candidates: JsonObject[] = [{ timeLimitTurns: 6 }, { turnCap: 6 }];
  for (const c of candidates) {
    const parsed = def.parseOptions(c);
    if (parsed.ok && Object.entries(c).every(([k, v]) => (parsed.value as JsonObject)[k] === v)) return c;
  }
  return {};
}

/** A computer player in the first seat (and any more the game needs), Ann and Bea in the next two. */
function seatsFor(def: AnyGameDef): SeatSpec[] {
  const count = Math.min(def.maxSeats, Math.max(3, def.minSeats));
  return Array.from({ length: count }, (_, i): SeatSpec => {
    if (i === 1) return { kind: 'human', name: 'Ann' };
    if (i === 2) return { kind: 'human', name: 'Bea' };
    return { kind: 'bot', level: 'random', name: `Bot ${i + 1}` };
  });
}

async function hostTable(def: AnyGameDef, index: number, dataDir: string, address: string): Promise<NetnsTable> {
  const rendererDir = process.env.MOB_NETNS_RENDERER;
  const dir = join(dataDir, def.id);
  mkdirSync(dir, { recursive: true });
  const h = createHost({
    dataDir: dir,
    mode: 'electron',
    botDelayMs: 0,
    discovery: index === 0,
    ...(rendererDir ? { rendererDir } : {}),
  });
  await h.resumeLan(); // a table that was on comes back (the app does this at start)
  let status = (await h.handle('lan.status', {}, me)) as { ok: true; result: LanStatus };
  if (!status.result.on) {
    const created = await h.handle(
      'match.create',
      { gameId: def.id, options: shortGameOptions(def), seats: seatsFor(def) },
      me,
    );
    if (!created.ok) throw new Error(created.error.message);
    const { matchId } = created.result as { matchId: string };
    const r = await h.handle('lan.start', { matchId, address, port: FIRST_PORT + index }, me);
    if (!r.ok) throw new Error(r.error.message);
    status = r as { ok: true; result: LanStatus };
  }
  // The person at the host gives each guest who asks the next free seat.
  setInterval(() => {
    void h.handle('lan.status', {}, me).then(async (s) => {
      if (!s.ok) return;
      const st = s.result as LanStatus;
      for (const q of st.requests) {
        const free = st.seats.find((x) => x.status === 'host' && x.seat > 0);
        if (free) await h.handle('lan.grant', { requestId: q.id, seat: free.seat }, me);
      }
    });
  }, 100);
  return { game: def.id, port: status.result.port ?? 0, code: status.result.code ?? '' };
}

async function host(dataDir: string, address: string): Promise<void> {
  const tables: NetnsTable[] = [];
  for (const [i, def] of REGISTRY.playable.entries()) tables.push(await hostTable(def, i, dataDir, address));
  say({ ready: true, tables });
}

async function findTable(port: number): Promise<{ address: string; port: number } | undefined> {
  const discovery = new Discovery();
  discovery.browse();
  let found = discovery.nearby().find((t) => t.port === port);
  for (let i = 0; !found && i < 150; i++) {
    await new Promise((ok) => setTimeout(ok, 100));
    found = discovery.nearby().find((t) => t.port === port);
  }
  await discovery.close();
  return found;
}

async function peer(name: string, passDir: string, tables: NetnsTable[]): Promise<void> {
  const first = tables[0];
  const found = first ? await findTable(first.port) : undefined;
  if (!found) {
    say({ error: 'no table nearby' });
    process.exit(2);
  }
  say({ found: `${found.address}:${found.port}` });
  // What a phone's browser gets at the address the QR code holds: the table's guest page.
  const page = await fetch(`http://${found.address}:${found.port}/?join=${first?.code ?? ''}`);
  const html = await page.text();
  say({
    page: page.status,
    guest: html.includes('<meta name="mob-night-table" content="lan" />'),
    csp: page.headers.get('content-security-policy'),
  });
  mkdirSync(passDir, { recursive: true });
  // The other tables are on the same host: joined by its address and their codes, as without multicast.
  let left = tables.length;
  const finished = () => {
    if (--left === 0) process.exit(0);
  };
  for (const t of tables) play(name, `ws://${found.address}:${t.port}/lan`, t, join(passDir, t.game), finished);
}

function play(name: string, base: string, t: NetnsTable, passFile: string, finished: () => void): void {
  const bot = REGISTRY.bot(t.game, 'random');
  const release = process.env.MOB_NETNS_RELEASE ?? '';
  let moves = 0;
  let held = false;
  let over = false;
  const connect = (): void => {
    const pass = existsSync(passFile) ? readFileSync(passFile, 'utf8') : null;
    const ws = new WebSocket(pass ? `${base}?token=${pass}` : `${base}?code=${t.code}`);
    let seat: number | null = null;
    let matchId: string | null = null;
    let next = 1;
    const watch = () => ws.send(JSON.stringify({ id: next++, method: 'match.watch', params: { matchId, seat } }));
    const later = () =>
      setTimeout(() => {
        if (ws.readyState === ws.OPEN) watch();
      }, 200);
    ws.on('error', () => undefined);
    ws.on('close', () => setTimeout(connect, 300)); // dropped, or the host restarting: come back
    ws.on('message', (raw) => {
      if (over) return;
      const m = JSON.parse(String(raw)) as Record<string, unknown>;
      if (m.lan === 'welcome') {
        matchId = m.matchId as string;
        seat = m.seat as number | null;
        if (seat === null) ws.send(JSON.stringify({ id: next++, lan: 'ask', name }));
        else watch();
        say({ game: t.game, joined: seat, again: pass !== null });
      } else if (m.lan === 'granted') {
        writeFileSync(passFile, String(m.token));
        seat = m.seat as number;
        say({ game: t.game, joined: seat, again: false });
        watch();
      }
      if (m.ok === false && seat !== null) {
        // Refused (a stale move, or too fast for the table's rate limit): look again in a moment.
        const code = (m.error as { code?: string } | undefined)?.code;
        if (code !== 'STALE') say({ game: t.game, refused: code });
        later();
        return;
      }
      const u = (m.push === 'match.update' ? m.data : m.result) as
        | { version: number; view: JsonValue; legal: JsonValue[] | null; anytime: JsonValue[] | null; outcome: unknown }
        | undefined;
      if (!u || typeof u !== 'object' || !('version' in u) || seat === null) return;
      if (u.outcome) {
        say({ game: t.game, done: true, moves });
        over = true;
        ws.removeAllListeners('close');
        ws.close();
        finished();
        return;
      }
      if (!u.legal || u.legal.length === 0) return;
      if (moves >= MOVES_BEFORE_HOLD && !existsSync(release)) {
        if (!held) say({ game: t.game, held: true });
        held = true;
        later(); // look again, and move once released
        return;
      }
      const [action] = bot({
        view: u.view,
        seat,
        legal: u.legal,
        anytime: u.anytime ?? [],
        rng: seedRng(`${name}${u.version}`),
      });
      if (action === undefined) return;
      moves++;
      if (moves % 10 === 0) say({ game: t.game, moves });
      ws.send(
        JSON.stringify({ id: next++, method: 'match.act', params: { matchId, seat, version: u.version, action } }),
      );
    });
  };
  connect();
}

const [role, a = '', b = '', c = '[]'] = process.argv.slice(2);
if (role === 'host') void host(a, b);
else if (role === 'peer') void peer(a, b, JSON.parse(c) as NetnsTable[]);
