/** Starts and stops the browser-mode app (electron/serve.ts under plain Node) for end-to-end tests. */
import { test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** `port` 0 lets the system choose; a fixed port lets a test restart the host on the same address. */
export async function startApp(dataDir = tempDataDir(), port = 0): Promise<AppProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'electron/serve.ts', '--port', String(port)],
    {
      cwd: ROOT,
      env: { MOB_NIGHT_BOT_DELAY_MS: '0', ...process.env, MOB_NIGHT_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the app did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /running at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the app exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * One app for every test of a file whose tests each make their own game and need no data dir of their own:
 * started before the first test and stopped after the last (a worker restarted after a failure starts it
 * again). Starting the host from source costs a few seconds of a busy CPU; this pays it once per file.
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
