/**
 * The real Electron app, driven by Playwright's Electron support, where an Electron runtime exists.
 * On machines without one (the runtime cannot be downloaded everywhere) these tests are skipped
 * and say why; browser mode covers the same screens in app.e2e.ts.
 */
import { _electron as electron, expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error -- a plain .mjs helper shared with `npm start`
import { electronExecutable } from '../../build/scripts/electron-runtime.mjs';
import { ROOT, tempDataDir } from './server';
import { snap } from './shots';

const exe = (electronExecutable as () => string | null)();
const osKey = ({ darwin: 'mac', win32: 'win' } as Record<string, string>)[process.platform] ?? process.platform;
const nativeBuilt = existsSync(
  join(ROOT, 'out', 'native', 'electron', `${osKey}-${process.arch}`, 'better_sqlite3.node'),
);

test.skip(!exe, 'No Electron runtime on this machine (it cannot be downloaded here); browser mode is tested instead.');
test.skip(!nativeBuilt, 'better-sqlite3 has no Electron build yet: run `npm run electron-native`.');

test('the Electron app opens a hardened window and keeps a player across restarts', async () => {
  const dataDir = tempDataDir();
  const launch = () =>
    electron.launch({ executablePath: exe!, args: [ROOT], env: { ...process.env, MOB_NIGHT_DATA_DIR: dataDir } });
  let app = await launch();
  try {
    const page = await app.firstWindow();
    await expect(page.getByRole('heading', { name: 'Mob Night', level: 1 })).toBeVisible();
    // Sandboxed, isolated, no Node: the page sees only the frozen bridge, never require/process/ipcRenderer.
    const pageGlobals = await page.evaluate(() => ({
      require: typeof (globalThis as { require?: unknown }).require,
      process: typeof (globalThis as { process?: unknown }).process,
      apiFrozen: Object.isFrozen((globalThis as { api?: object }).api),
      ipc: 'ipcRenderer' in ((globalThis as { api?: object }).api ?? {}),
    }));
    expect(pageGlobals).toEqual({ require: 'undefined', process: 'undefined', apiFrozen: true, ipc: false });
    await page.getByRole('navigation').getByText('Family', { exact: true }).click();
    await page.getByLabel('Name', { exact: true }).fill('Zio Carlo');
    await page.getByRole('button', { name: 'Add player' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Zio Carlo' })).toBeVisible();
    await snap(page, 'electron-family');
    await app.close();
    // The window's place is remembered in user data (which MOB_NIGHT_DATA_DIR also moves).
    const place = JSON.parse(readFileSync(join(dataDir, 'window-state.json'), 'utf8')) as { bounds: object };
    expect(place.bounds).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });
    app = await launch();
    const again = await app.firstWindow();
    await again.getByRole('navigation').getByText('Family', { exact: true }).click();
    await expect(again.getByRole('listitem').filter({ hasText: 'Zio Carlo' })).toBeVisible();
  } finally {
    await app.close();
  }
});
