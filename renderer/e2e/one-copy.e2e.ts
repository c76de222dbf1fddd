/**
 * One Mob Night per records folder: a second browser-mode copy started on the same records (a second
 * `npm start`, say) says where the first runs and ends, and the first goes on as if nothing happened. Two
 * copies used to run side by side, and a move made in one was taken back by the other's records.
 */
import { expect } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startApp, test } from './server';

test('a second copy on the same records says where the first runs and ends; the first keeps playing', async ({
  app,
  page,
}) => {
  await page.goto(app.url);
  await page.getByRole('navigation').getByText('Family', { exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill('Nonna Rosa');
  await page.getByRole('button', { name: 'Add player' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Nonna Rosa' })).toBeVisible();
  const savedPort = readFileSync(join(app.dataDir, 'browser-port.json'), 'utf8');

  const second = startApp(app.dataDir);
  await expect(second).rejects.toThrow(`the app exited with 0:`);
  await expect(second).rejects.toThrow(`Mob Night is already running at ${app.url}`);
  // It opened no port of its own to remember: the next start still comes back on the first's.
  expect(readFileSync(join(app.dataDir, 'browser-port.json'), 'utf8')).toBe(savedPort);

  // The first copy still answers and still saves.
  await page.getByLabel('Name', { exact: true }).fill('Zio Carlo');
  await page.getByRole('button', { name: 'Add player' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Zio Carlo' })).toBeVisible();
  await page.reload();
  await page.getByRole('navigation').getByText('Family', { exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Nonna Rosa' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Zio Carlo' })).toBeVisible();

  // Stopped normally, it lets go of the records: the next start is welcome.
  await app.stop();
  expect(existsSync(join(app.dataDir, 'mob-night.lock'))).toBe(false);
  const next = await startApp(app.dataDir);
  await next.stop();
});
