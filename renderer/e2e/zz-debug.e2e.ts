import { test, expect } from '@playwright/test';
import { join } from 'node:path';
import { SHOTS, startApp } from './server';
test('debug gangsters replay', async ({ page }) => {
  test.setTimeout(200_000);
  const app = await startApp();
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  try {
    await page.goto(app.url);
    await page.getByRole('link', { name: 'New game of Gangsters' }).click();
    await page.getByLabel('Who sits in seat 1').selectOption({ label: 'Computer — Random' });
    await page.getByLabel('Who sits in seat 2').selectOption({ label: 'Computer — Random' });
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForTimeout(15000);
    await page.getByRole('navigation').getByText('History', { exact: true }).click();
    await page.getByRole('link', { name: /^Replay Gangsters/ }).click();
    await page.waitForTimeout(3000);
    await page.getByRole('slider', { name: 'Move' }).fill('300');
    await page.waitForTimeout(1500);
    await page.getByLabel('Seen by').selectOption({ index: 1 });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: join(SHOTS, 'zz-gangsters-replay-1366.png'), fullPage: true });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.waitForTimeout(800);
    await page.screenshot({ path: join(SHOTS, 'zz-gangsters-replay-1920.png'), fullPage: false });
  } finally {
    await app.stop();
  }
});
