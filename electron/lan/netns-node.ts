/**
 * One machine of the multi-machine test (netns.test.ts), run inside its own network namespace:
 *
 *   tsx electron/lan/netns-node.ts host <dataDir> <address>     a host with a Nothing Personal table
 *   tsx electron/lan/netns-node.ts peer <name> <code> <passFile>  a desktop that finds it and plays a seat
 *
 * Each prints one JSON line per thing that happens, for the test to follow.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { WebSocket } from 'ws';
import { seedRng, type JsonValue } from '../../core/engine';
import type { LanStatus } from '../../core/protocol';
import { REGISTRY } from '../../core/games';
import { createHost } from '../app';
import { Discovery } from './discovery';

const say = (o: Record<string, unknown>) => console.log(JSON.stringify(o));
const me = { id: 'host-screen', send: () => undefined };
/** The game the machines play, chosen by the test that starts them. */
const GAME = process.env.MOB_NETNS_GAME ?? '';

async function host(dataDir: string, address: string): Promise<void> {
  const rendererDir = process.env.MOB_NETNS_RENDERER;
  const h = createHost({ dataDir, mode: 'electron', botDelayMs: 0, ...(rendererDir ? { rendererDir } : {}) });
  await h.resumeLan(); // a table that was on comes back (the app does this at start)
  let status = (await h.handle('lan.status', {}, me)) as { ok: true; result: LanStatus };
  if (!status.result.on) {
    const created = await h.handle(
      'match.create',
      {
        gameId: GAME,
        options: {},
        seats: [
          { kind: 'bot', level: 'random', name: 'Bot' },
          { kind: 'human', name: 'Ann' },
          { kind: 'human', name: 'Bea' },
        ],
      },
      me,
    );
    if (!created.ok) throw new Error(created.error.message);
    const { matchId } = created.result as { matchId: string };
    const r = await h.handle('lan.start', { matchId, address, port: 47_800 }, me);
    if (!r.ok) throw new Error(r.error.message);
    status = r as { ok: true; result: LanStatus };
  }
  say({ ready: true, code: status.result.code, port: status.result.port, matchId: status.result.matchId });
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
}

async function peer(name: string, code: string, passFile: string): Promise<void> {
  const discovery = new Discovery();
  discovery.browse();
  let found = discovery.nearby()[0];
  for (let i = 0; !found && i < 150; i++) {
    await new Promise((ok) => setTimeout(ok, 100));
    found = discovery.nearby()[0];
  }
  await discovery.close();
  if (!found) {
    say({ error: 'no table nearby' });
    process.exit(2);
  }
  say({ found: `${found.address}:${found.port}` });
  // What a phone's browser gets at the address the QR code holds: the table's guest page.
  const page = await fetch(`http://${found.address}:${found.port}/?join=${code}`);
  const html = await page.text();
  say({
    page: page.status,
    guest: html.includes('<meta name="mob-night-table" content="lan" />'),
    csp: page.headers.get('content-security-policy'),
  });
  const base = `ws://${found.address}:${found.port}/lan`;
  const bot = REGISTRY.bot(GAME, 'random');
  let moves = 0;
  const connect = (): void => {
    const pass = existsSync(passFile) ? readFileSync(passFile, 'utf8') : null;
    const ws = new WebSocket(pass ? `${base}?token=${pass}` : `${base}?code=${code}`);
    let seat: number | null = null;
    let matchId: string | null = null;
    let next = 1;
    ws.on('error', () => undefined);
    ws.on('close', () => setTimeout(connect, 300)); // dropped, or the host restarting: come back
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as Record<string, unknown>;
      if (m.lan === 'welcome') {
        matchId = m.matchId as string;
        seat = m.seat as number | null;
        if (seat === null) ws.send(JSON.stringify({ id: next++, lan: 'ask', name }));
        else ws.send(JSON.stringify({ id: next++, method: 'match.watch', params: { matchId, seat } }));
        say({ joined: seat, again: pass !== null });
      } else if (m.lan === 'granted') {
        writeFileSync(passFile, String(m.token));
        seat = m.seat as number;
        say({ joined: seat, again: false });
        ws.send(JSON.stringify({ id: next++, method: 'match.watch', params: { matchId, seat } }));
      }
      if (m.ok === false && seat !== null) {
        // Refused (a stale move, or too fast for the table's rate limit): look again in a moment.
        const code = (m.error as { code?: string } | undefined)?.code;
        if (code !== 'STALE') say({ refused: code });
        setTimeout(() => {
          if (ws.readyState === ws.OPEN)
            ws.send(JSON.stringify({ id: next++, method: 'match.watch', params: { matchId, seat } }));
        }, 200);
        return;
      }
      const u = (m.push === 'match.update' ? m.data : m.result) as
        | { version: number; view: JsonValue; legal: JsonValue[] | null; anytime: JsonValue[] | null; outcome: unknown }
        | undefined;
      if (!u || typeof u !== 'object' || !('version' in u) || seat === null) return;
      if (u.outcome) {
        say({ done: true, moves });
        process.exit(0);
      }
      if (!u.legal || u.legal.length === 0) return;
      const [action] = bot({
        view: u.view,
        seat,
        legal: u.legal,
        anytime: u.anytime ?? [],
        rng: seedRng(`${name}${u.version}`),
      });
      if (action === undefined) return;
      moves++;
      if (moves % 10 === 0) say({ moves });
      ws.send(
        JSON.stringify({ id: next++, method: 'match.act', params: { matchId, seat, version: u.version, action } }),
      );
    });
  };
  connect();
}

const [role, a = '', b = '', c = ''] = process.argv.slice(2);
if (role === 'host') void host(a, b);
else if (role === 'peer') void peer(a, b, c);
