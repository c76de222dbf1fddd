import { expect, test } from '@playwright/test';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startApp, tempDataDir } from './server';
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
