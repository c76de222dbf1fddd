/**
 * Three machines on one: network namespaces made here (a host and two peers on a private bridge with
 * multicast). The host opens a table for every game listed for play (registry order, each kept short
 * by its own turn limit); the peers find the first with mDNS, fetch the guest page it serves to
 * browsers (as a phone would from the QR code), join every table by its code and play their seats
 * beside a computer player. With every game under way one peer is killed and comes back with its seat
 * passes, and the host is killed and restarted and everyone rejoins; then every game is played to its
 * end. Skipped, saying why, where namespaces cannot be made (they need root: CI runs as root).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { REGISTRY } from '../../core/games';
import type { NetnsTable } from './netns-node';

const tag = `m${process.pid % 100_000}`;
const NS = { host: `${tag}h`, p1: `${tag}a`, p2: `${tag}b` };
const BRIDGE = `${tag}br`;
const ADDR = { host: '10.231.7.1', p1: '10.231.7.2', p2: '10.231.7.3' };

function ip(...args: string[]): void {
  execFileSync('ip', args, { stdio: 'pipe' });
}

/** Makes the namespaces and the bridge; returns why not, or null when all is ready. */
function makeNetwork(): string | null {
  if (process.platform !== 'linux') return 'network namespaces exist only on Linux';
  if (process.getuid?.() !== 0) return 'making network namespaces needs root (CI runs as root)';
  try {
    ip('link', 'add', BRIDGE, 'type', 'bridge');
    ip('link', 'set', BRIDGE, 'up');
    for (const [key, ns] of Object.entries(NS) as [keyof typeof NS, string][]) {
      ip('netns', 'add', ns);
      ip('link', 'add', `${ns}v`, 'type', 'veth', 'peer', 'name', `${ns}p`);
      ip('link', 'set', `${ns}p`, 'master', BRIDGE);
      ip('link', 'set', `${ns}p`, 'up');
      ip('link', 'set', `${ns}v`, 'netns', ns);
      ip('-n', ns, 'addr', 'add', `${ADDR[key]}/24`, 'dev', `${ns}v`);
      ip('-n', ns, 'link', 'set', `${ns}v`, 'up', 'multicast', 'on');
      ip('-n', ns, 'link', 'set', 'lo', 'up');
      ip('-n', ns, 'route', 'add', '224.0.0.0/4', 'dev', `${ns}v`);
    }
    return null;
  } catch (e) {
    removeNetwork();
    return `network namespaces could not be made here: ${(e as Error).message.split('\n')[0]}`;
  }
}

function removeNetwork(): void {
  for (const ns of Object.values(NS)) {
    try {
      ip('netns', 'del', ns);
    } catch {
      // already gone
    }
  }
  try {
    ip('link', 'del', BRIDGE);
  } catch {
    // already gone
  }
}

const children: ChildProcess[] = [];
interface Machine {
  readonly child: ChildProcess;
  readonly lines: Record<string, unknown>[];
  wait(test: (line: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
}

/** The built renderer when there is one (after `npm run build`), else a stand-in page with the app's policy. */
function renderer(): string {
  const built = join(process.cwd(), 'out', 'renderer');
  if (existsSync(join(built, 'index.html'))) return built;
  const dir = mkdtempSync(join(tmpdir(), 'mob-netns-page-'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'" /><title>Mob Night</title></head><body></body></html>`,
  );
  return dir;
}

function run(ns: string, args: string[], rendererDir: string | undefined, release: string): Machine {
  const who = `${args[0]} ${args[1] ?? ''}`;
  const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
  const child = spawn('ip', ['netns', 'exec', ns, tsx, 'electron/lan/netns-node.ts', ...args], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      MOB_NIGHT_BOT_DELAY_MS: '0',
      MOB_NETNS_RELEASE: release,
      ...(rendererDir ? { MOB_NETNS_RENDERER: rendererDir } : {}),
    },
    stdio: ['ignore', 'pipe', process.env.MOB_NETNS_LOG ? 'inherit' : 'ignore'],
    detached: true, // its own process group, so killing it ends tsx's node child too
  });
  children.push(child);
  const lines: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (l) => {
    try {
      lines.push(JSON.parse(l) as Record<string, unknown>);
    } catch {
      return;
    }
    for (const w of [...waiters]) w();
  });
  return {
    child,
    lines,
    wait: (test, timeoutMs = 60_000) =>
      new Promise((ok, fail) => {
        const check = () => {
          const hit = lines.find(test);
          if (!hit) return;
          waiters.delete(check);
          clearTimeout(timer);
          ok(hit);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          fail(
            new Error(
              `${who} timed out; saw ${JSON.stringify(lines.slice(0, 4))} … ${JSON.stringify(lines.slice(-3))}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
}

function kill(m: Machine): Promise<void> {
  return new Promise((ok) => {
    if (m.child.exitCode !== null) return ok();
    m.child.once('exit', () => ok());
    process.kill(-(m.child.pid as number), 'SIGKILL');
  });
}

const unavailable = makeNetwork();
afterAll(() => {
  for (const c of children) {
    try {
      process.kill(-(c.pid as number), 'SIGKILL');
    } catch {
      // already gone
    }
  }
  // `ip netns exec` leaves the child's own children: end them by their namespace.
  for (const ns of Object.values(NS)) {
    try {
      const pids = execFileSync('ip', ['netns', 'pids', ns], { encoding: 'utf8' }).split('\n').filter(Boolean);
      for (const pid of pids) process.kill(Number(pid), 'SIGKILL');
    } catch {
      // gone
    }
  }
  if (!unavailable) removeNetwork();
});

/** Resolves with the first line, from any of the machines, that passes `test`. */
function either(machines: Machine[], test: (line: Record<string, unknown>) => boolean): Promise<unknown> {
  return Promise.any(machines.map((m) => m.wait(test)));
}

describe.skipIf(unavailable !== null)(
  `three machines on a private network${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    it('peers find the tables and play a whole game of each installed game through a dropped peer and a host restart', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'mob-netns-'));
      const passes = mkdtempSync(join(tmpdir(), 'mob-netns-pass-'));
      const release = join(passes, 'release');
      const pages = renderer();
      let host = run(NS.host, ['host', dataDir, ADDR.host], pages, release);
      const ready = await host.wait((l) => l.ready === true);
      const tables = ready.tables as NetnsTable[];
      // One table per game listed for play: a game that becomes playable is played here too.
      const games = REGISTRY.playable.map((d) => d.id);
      expect(tables.map((t) => t.game)).toEqual(games);
      const first = tables[0] as NetnsTable;
      const peerAt = (ns: string, name: string) =>
        run(ns, ['peer', name, join(passes, name), JSON.stringify(tables)], undefined, release);
      const p1 = peerAt(NS.p1, 'Ann');
      let p2 = peerAt(NS.p2, 'Bea');
      const of = (game: string, test: (l: Record<string, unknown>) => boolean) => (l: Record<string, unknown>) =>
        l.game === game && test(l);
      for (const p of [p1, p2]) {
        expect(await p.wait((l) => 'found' in l)).toEqual({ found: `${ADDR.host}:${first.port}` });
        // Across the network, the table serves its guest page, allowed to talk back to that table only.
        const page = await p.wait((l) => 'page' in l);
        expect(page).toMatchObject({ page: 200, guest: true });
        expect(String(page.csp)).toContain(`connect-src 'self' ws://${ADDR.host}:${first.port}`);
        for (const g of games) await p.wait(of(g, (l) => typeof l.joined === 'number'));
      }
      // Every game under way: each peer plays its first moves, then holds until released.
      for (const g of games)
        await either(
          [p1, p2],
          of(g, (l) => l.held === true),
        );
      // A peer drops (killed) and comes back with its passes to the same seats.
      await kill(p2);
      p2 = peerAt(NS.p2, 'Bea');
      for (const g of games)
        expect(await p2.wait(of(g, (l) => typeof l.joined === 'number'))).toMatchObject({ again: true });
      // The host is killed mid-game and restarted: the tables come back and everyone rejoins.
      await kill(host);
      host = run(NS.host, ['host', dataDir, ADDR.host], pages, release);
      expect(await host.wait((l) => l.ready === true)).toMatchObject({ tables });
      const rejoined = (p: Machine, g: string, times: number) =>
        p.wait(
          of(g, (l) => l.again === true && p.lines.filter((x) => x.game === g && x.again === true).length >= times),
        );
      for (const g of games) {
        await rejoined(p1, g, 1);
        await rejoined(p2, g, 2);
      }
      // No game had ended before the drop and the restart; now each is played to its end.
      for (const p of [p1, p2]) expect(p.lines.filter((l) => l.done === true)).toEqual([]);
      writeFileSync(release, '');
      for (const g of games)
        for (const p of [p1, p2])
          await p.wait(
            of(g, (l) => l.done === true),
            90_000,
          );
    }, 150_000);
  },
);
