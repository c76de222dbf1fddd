/**
 * Three machines on one: network namespaces made here (a host and two peers on a private bridge with
 * multicast). The peers find the table with mDNS, join with the code, and play a whole Nothing
 * Personal game (a bot in the third seat), each peer first fetching the guest page the table serves
 * to browsers (as a phone would from the QR code); one peer is killed and comes back with its seat pass, and
 * the host is killed and restarted mid-game and everyone rejoins. Skipped, saying why, where
 * namespaces cannot be made (they need root: CI runs as root).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';

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

function run(ns: string, args: string[], rendererDir?: string): Machine {
  const who = `${args[0]} ${args[1] ?? ''}`;
  const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
  const child = spawn('ip', ['netns', 'exec', ns, tsx, 'electron/lan/netns-node.ts', ...args], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      MOB_NIGHT_BOT_DELAY_MS: '0',
      MOB_NETNS_GAME: 'nothing-personal',
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

describe.skipIf(unavailable !== null)(
  `three machines on a private network${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    it('peers find the table, join, play a whole game through a dropped peer and a host restart', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'mob-netns-'));
      const passes = mkdtempSync(join(tmpdir(), 'mob-netns-pass-'));
      const pages = renderer();
      let host = run(NS.host, ['host', dataDir, ADDR.host], pages);
      const ready = await host.wait((l) => l.ready === true);
      const code = String(ready.code);
      const p1 = run(NS.p1, ['peer', 'Ann', code, join(passes, 'ann')]);
      let p2 = run(NS.p2, ['peer', 'Bea', code, join(passes, 'bea')]);
      for (const p of [p1, p2]) {
        expect(await p.wait((l) => 'found' in l)).toEqual({ found: `${ADDR.host}:${ready.port}` });
        // Across the network, the table serves its guest page, allowed to talk back to that table only.
        const page = await p.wait((l) => 'page' in l);
        expect(page).toMatchObject({ page: 200, guest: true });
        expect(String(page.csp)).toContain(`connect-src 'self' ws://${ADDR.host}:${ready.port}`);
      }
      await p1.wait((l) => typeof l.joined === 'number');
      await p2.wait((l) => typeof l.joined === 'number');
      await p2.wait((l) => typeof l.moves === 'number');
      // A peer drops (killed) and comes back with its pass to the same seat.
      await kill(p2);
      p2 = run(NS.p2, ['peer', 'Bea', code, join(passes, 'bea')]);
      const back = await p2.wait((l) => typeof l.joined === 'number');
      expect(back.again).toBe(true);
      // The host is killed mid-game and restarted: the table comes back and everyone rejoins.
      await p1.wait((l) => typeof l.moves === 'number');
      await kill(host);
      host = run(NS.host, ['host', dataDir, ADDR.host], pages);
      expect(await host.wait((l) => l.ready === true)).toMatchObject({ code, port: ready.port });
      const rejoined = (l: Record<string, unknown>) => l.joined !== undefined && l.again === true;
      await p1.wait(rejoined);
      await p2.wait((l) => rejoined(l) && p2.lines.filter(rejoined).length >= 2);
      for (const p of [p1, p2]) await p.wait((l) => l.done === true, 150_000);
    }, 240_000);
  },
);
