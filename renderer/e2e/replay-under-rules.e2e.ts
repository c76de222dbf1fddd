/**
 * A replay kept underneath the rules in short (opened from one of its rule numbers) leaves the rules' keys to
 * them: Home and End scrolled nothing on the rules page and moved the hidden replay to its first or last move.
 */
import { expect, test } from '@playwright/test';
import { seatTable, startGame } from './lobby';
import { appForFile } from './server';

const sharedApp = appForFile();

test('keys on the rules read from a replay scroll the rules, and the replay is at the same move on coming back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const app = sharedApp();
  await page.setViewportSize({ width: 1366, height: 768 });
  await seatTable(page, app.url, [{ guest: 'Nonna Rosa' }, { bot: 'Normal' }]);
  await startGame(page);
  const matchId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('log', { name: 'Case file' }).getByRole('link', { name: /^G-/ }).first()).toBeVisible();
  await page.goto(`${app.url}#/replay/${matchId}`);
  const where = page.getByRole('region', { name: 'Replay controls' }).locator('.where');
  await expect(where).toContainText(/Move \d+ of \d+/);
  const before = (await where.textContent()) ?? '';
  await page.getByRole('link', { name: /^G-\d/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^The rules in short/ })).toBeVisible();
  await page.locator('body').focus();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.keyboard.press('End');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.keyboard.press('Home');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`#/replay/${matchId}$`));
  await expect(where).toHaveText(before);
});
