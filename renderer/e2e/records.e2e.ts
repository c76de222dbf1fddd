import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostCall, startApp, tempDataDir } from './server';
import { snap } from './shots';

test('an emptied records file is reported as missing records and the backup brings the family back', async ({
  page,
}) => {
  const dataDir = tempDataDir();
  let app = await startApp(dataDir);
  try {
    await page.goto(app.url);
    await page.getByRole('navigation').getByText('Family', { exact: true }).click();
    await page.getByLabel('Name', { exact: true }).fill('Nonna Rosa');
    await page.getByRole('button', { name: 'Add player' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Nonna Rosa' })).toBeVisible();
    await app.stop(); // quitting takes a backup

    const db = join(dataDir, 'mob-night.db');
    writeFileSync(db, '');
    app = await startApp(dataDir);
    await page.goto(app.url);
    await expect(page.getByRole('heading', { name: 'Some of your records are missing' })).toBeVisible();
    await expect(page.getByText(/it is empty, though it held/)).toBeVisible();
    // A browser tab is told the file's name, not the folder it is in.
    await expect(page.getByText(dataDir)).toHaveCount(0);
    await snap(page, 'records-missing', { fullPage: true });
    await page.getByRole('button', { name: /restore newest backup/i }).click();
    await page.getByRole('navigation').getByText('Family', { exact: true }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Nonna Rosa' })).toBeVisible();
    // The emptied file was set aside, not deleted.
    const aside = readdirSync(dataDir).filter(
      (f) => f.startsWith('mob-night.db.broken-') && !/-(wal|shm|journal|tally)$/.test(f),
    );
    expect(aside).toHaveLength(1);
    expect(statSync(join(dataDir, aside[0]!)).size).toBe(0);
    expect(statSync(db).size).toBeGreaterThan(0);
  } finally {
    await app.stop();
  }
});

test('opening a whole records file from History points to Settings, and Settings says there how to move all of them, in browser mode too', async ({
  page,
}) => {
  const app = await startApp();
  try {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${app.url}#/history`);
    const records = readFileSync(join(app.dataDir, 'mob-night.db'));
    await page.locator('input[type=file]').setInputFiles({
      name: 'records-copy.db',
      mimeType: 'application/octet-stream',
      buffer: records,
    });
    await expect(page.getByText(/Settings, Your records, says how to move all of them/)).toBeVisible();
    await page.getByRole('navigation').getByText('Settings', { exact: true }).click();
    const yours = page.getByRole('region', { name: 'Your records' });
    await expect(yours).toContainText(
      /To move all of your records to another computer.*\s+whole folder \(stop Mob Night/,
    );
    // Browser mode has no Help menu: it is not named there.
    await expect(yours).not.toContainText('Help →');
    await snap(yours, 'settings-records-browser');
  } finally {
    await app.stop();
  }
});

test('records restored after damage say from which copy, and that the network table open when Mob Night stopped was not opened again', async ({
  page,
}) => {
  const dataDir = tempDataDir();
  let app = await startApp(dataDir);
  try {
    // A game of named guests (no one on the roster), open to the network on this computer only.
    const seats = ['Nonna', 'Zio', 'Zia'].map((name) => ({ kind: 'human', name }));
    const created = await hostCall(app.url, 'match.create', { gameId: 'nothing-personal', options: {}, seats });
    const matchId = (created.result as { matchId: string }).matchId;
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const opened = await hostCall(app.url, 'lan.start', { matchId, address: '127.0.0.1', port });
    expect(opened.ok).toBe(true);
    await app.stop(); // quitting takes a backup; the table was on

    // The records file damaged while Mob Night was closed: its first page overwritten.
    const db = join(dataDir, 'mob-night.db');
    const bytes = readFileSync(db);
    bytes.fill(0x5a, 0, 4096);
    writeFileSync(db, bytes);
    app = await startApp(dataDir);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(app.url);
    const restore = page.getByRole('button', { name: /restore newest backup/i });
    await expect(restore).toBeVisible();
    // The guests named in the game's seats are counted as its players, not "0 players".
    await expect(page.getByText(/It holds 3 players, 1 game and 0 moves\./)).toBeVisible();
    await restore.click();

    const told = page.getByRole('status').filter({ hasText: 'Your records were restored' });
    await expect(told).toContainText(/restored from the copy made on \w{3} \d+, \d{4}/);
    await expect(told).toContainText('The network table was open when Mob Night last stopped. It was not opened again');
    await expect(told).toContainText('switch on “Open this game to the network”');
    await snap(page, 'records-restored', { fullPage: true });
    await told.getByRole('link', { name: 'Game night on the network' }).click();
    // The network screen says it too, beside the switch, until the table is switched on.
    const hosting = page.getByRole('region', { name: 'Host a table' });
    await expect(hosting.getByText(/It was not opened again/)).toBeVisible();
    await expect(told).toHaveCount(0); // followed, the notice was read
    await snap(page, 'network-after-restore', { fullPage: true });
    // Only ever this computer: the table must not open on a real network interface.
    await hosting
      .getByRole('combobox', { name: "This computer's address on your home network" })
      .selectOption('127.0.0.1');
    await hosting.getByRole('switch', { name: 'Open this game to the network' }).check();
    await expect(page.getByRole('region', { name: 'How the others join' })).toBeVisible();
    await expect(hosting.getByText(/It was not opened again/)).toHaveCount(0);
    await hosting.getByRole('switch', { name: 'Open this game to the network' }).uncheck();
  } finally {
    await app.stop();
  }
});
