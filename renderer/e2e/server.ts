/**
 * Starts and stops the browser-mode app for end-to-end tests: out/main/serve.cjs under plain Node, as
 * `npm start` runs it (bundled from electron/serve.ts again before the tests, global-setup.ts).
 */
import { test as base } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { APP_LOGS, appLogFile, STOPPED, tail } from './app-output';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SHOTS = join(ROOT, 'test-results', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

export interface AppProcess {
  readonly url: string;
  readonly dataDir: string;
  readonly output: () => string;
  stop(): Promise<void>;
}

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'mob-night-e2e-'));
}

let appsStarted = 0;
/** The apps this worker started and has not seen end: stopped with the worker, so none outlives a timed-out test. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * `port` 0 lets the system choose; a fixed port lets a test restart the host on the same address.
 * Everything the app prints goes to its file for the reporter (app-output.ts), which shows the last
 * lines when a test fails; should the app exit before the test stops it, its last lines are printed at once.
 */
export async function startApp(dataDir?: string, port = 0): Promise<AppProcess> {
  if (dataDir === undefined && port === 0) return freshApp();
  return launchApp(dataDir ?? tempDataDir(), port);
}

/**
 * The next fresh app (its own new data dir, any port), started while the test before it ran: a worker keeps
 * one such app ready, so a test that asks for a fresh app finds it started rather than waiting a second or so
 * on a busy machine for the host to load. It is the app `startApp()` would start then, on the same settings:
 * one started under other environment variables than the test's now is stopped and another started.
 */
let spare: { readonly env: string; readonly app: Promise<LaunchedApp> } | null = null;

function envKey(): string {
  return JSON.stringify(Object.entries(process.env).sort(([a], [b]) => (a < b ? -1 : 1)));
}

async function freshApp(): Promise<AppProcess> {
  const env = envKey();
  const ready = spare;
  spare = null;
  let app: LaunchedApp | null = null;
  if (ready !== null) {
    const started = await ready.app.catch(() => null);
    if (started !== null && ready.env === env && started.alive()) app = started;
    else await started?.stop();
  }
  app ??= await launchApp(tempDataDir(), 0);
  // Its output goes to its file from now on (kept until now: the reporter shows a failed test the files of the
  // apps that ran during it, and a spare nobody used yet is not one of them).
  app.claim();
  const next = launchApp(tempDataDir(), 0, true);
  next.catch(() => {}); // (one that fails to start is started again, and says why, when a test takes it)
  spare = { env, app: next };
  return app;
}

interface LaunchedApp extends AppProcess {
  /** Not yet exited. */
  alive(): boolean;
  /** Writes its output to its file from now on (a spare's is kept until a test takes it). */
  claim(): void;
}

async function launchApp(dataDir: string, port: number, spare = false): Promise<LaunchedApp> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', 'out/main/serve.cjs', '--port', String(port)],
    {
      cwd: ROOT,
      env: { MOB_NIGHT_BOT_DELAY_MS: '0', ...process.env, MOB_NIGHT_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  mkdirSync(APP_LOGS, { recursive: true });
  const logFile = appLogFile(process.env.TEST_WORKER_INDEX ?? '0', ++appsStarted);
  let logged = 0;
  let held = spare;
  let heldOutput = '';
  const log = (text: string) => {
    if (held) heldOutput += text;
    else appendFileSync(logFile, text);
  };
  let output = '';
  let stopping = false;
  // 'close' comes after the last of the app's output has been read ('exit' may come before it).
  running.add(child);
  const closed = new Promise<void>((resolve) =>
    child.once('close', () => {
      running.delete(child);
      resolve();
    }),
  );
  let started = false;
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the app did not start:\n${tail(output)}`)), 30_000);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      // The file is bounded too: a flood of errors keeps its first megabyte, and the memory its tail.
      if (logged < 1_000_000) log(text);
      logged += text.length;
      // Its own line only: a second copy on the same records says "Mob Night is already running at" the first's.
      const address = /^Mob Night is running at (http:\/\/127\.0\.0\.1:\d+\/)/m.exec(output + text);
      output = tail(output + text);
      if (address?.[1]) {
        clearTimeout(timer);
        started = true;
        resolve(address[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      const how = signal ? `was killed (${signal})` : `exited with ${code}`;
      log(`\n(the app ${how})\n`);
      reject(new Error(`the app ${how}:\n${tail(output)}`));
      // One that never started is reported by the rejection above, to the test that started it.
      if (!stopping && started)
        console.error(
          `The app under test (${dataDir}) ${how} at ${new Date().toISOString()} before the test stopped it. Its last output:\n${tail(output)}`,
        );
    });
  });
  return {
    url,
    dataDir,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    claim: () => {
      held = false;
      if (heldOutput !== '') appendFileSync(logFile, heldOutput);
      heldOutput = '';
    },
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        void closed.then(() => {
          log(`\n${STOPPED}\n`);
          resolve();
        });
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      }),
  };
}

/**
 * Playwright's `test` with an `app` of the test's own: the browser-mode app on a fresh data dir, started
 * when a test names it and stopped when the test ends, passed or failed. A test that restarts its app, or
 * starts one on a data dir it prepared, calls `startApp` itself.
 */
export const test = base.extend<{ app: AppProcess }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  app: async ({}, use) => {
    const app = await startApp();
    try {
      await use(app);
    } finally {
      await app.stop();
    }
  },
});

/**
 * One app for every test of a file whose tests each make their own game and need no data dir of their own:
 * started before the first test and stopped after the last (a worker restarted after a failure starts it
 * again). Starting the host costs a busy CPU a second or more; this pays it once per file.
 */
export function appForFile(): () => AppProcess {
  let app: AppProcess | null = null;
  test.beforeAll(async () => {
    app = await startApp();
  });
  test.afterAll(async () => {
    await app?.stop();
    app = null;
  });
  return () => {
    if (!app) throw new Error('the app for this file is not running');
    return app;
  };
}

/**
 * One call to the browser-mode host at `url`, as another page of this computer makes it: its answer,
 * not a push the host sends meanwhile (the network table's status, say).
 */
export async function hostCall(url: string, method: string, params: unknown): Promise<Record<string, unknown>> {
  const origin = url.replace(/\/$/, '');
  const ws = new WebSocket(`${origin.replace('http', 'ws')}/api`, { origin });
  await new Promise((ok, fail) => {
    ws.once('open', ok);
    ws.once('error', fail);
  });
  const answer = await new Promise<Record<string, unknown>>((ok) => {
    ws.on('message', (d) => {
      const m = JSON.parse(String(d)) as Record<string, unknown>;
      if (m.id === 1) ok(m);
    });
    ws.send(JSON.stringify({ id: 1, method, params }));
  });
  ws.close();
  return answer;
}
