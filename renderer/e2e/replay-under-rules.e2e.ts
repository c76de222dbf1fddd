/**
 * A replay kept underneath the rules in short (opened from one of its rule numbers) leaves the rules' keys to
 * them: Home and End scrolled nothing on the rules page and moved the hidden replay to its first or last move.
 * The replay links the rules in short and the City guide under its title, as the table does.
 */
import { expect, test } from '@playwright/test';
import { prepare } from './gangsters-positions';
import { seatTable, startGame } from './lobby';
import { appForFile } from './server';
import { snap } from './shots';

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

test('a replay opens the rules in short and the City guide as the table does, and is at the same move on coming back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const app = sharedApp();
  await page.setViewportSize({ width: 1366, height: 768 });
  // A game some way in (a seeded lead-up played through the app's own API), so every key has a move to go to.
  const { matchId } = await prepare(app.url, 'rebuff', ['Nonna', 'Zio', 'Zia', 'Lefty']);
  await page.goto(`${app.url}#/replay/${matchId}`);
  const where = page.getByRole('region', { name: 'Replay controls' }).locator('.where');
  await expect(where).toContainText(/Move \d+ of \d+/);
  // Somewhere in the middle, so that Home, End and the arrows would all move it.
  await page.getByRole('button', { name: 'First move' }).click();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next move' }).click();
  await expect(where).toContainText(/Move 3 of (\d{2,})/);
  const before = (await where.textContent()) ?? '';
  await page
    .locator('.table')
    .first()
    .evaluate((el) => el.setAttribute('data-kept', 'yes'));
  await snap(page, 'replay-aid-links-1366');

  const rules = page.getByRole('link', { name: 'The rules in short' });
  await rules.click();
  await expect(page).toHaveURL(/#\/rules\/gangsters$/);
  await expect(page.getByRole('heading', { level: 1, name: /^The rules in short/ })).toBeVisible();
  await page.locator('body').focus();
  for (const key of ['End', 'Home', 'ArrowRight', 'ArrowLeft']) await page.keyboard.press(key);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`#/replay/${matchId}$`));
  await expect(where).toHaveText(before);
  await expect(page.locator('.table[data-kept="yes"]')).toHaveCount(1);
  await expect(rules).toBeFocused();

  const guide = page.getByRole('link', { name: 'City guide', exact: true });
  await guide.click();
  await expect(page).toHaveURL(/#\/city-guide$/);
  await expect(page.getByRole('heading', { name: 'City guide', level: 1 })).toBeFocused();
  for (const key of ['End', 'Home', 'ArrowRight', 'ArrowLeft']) await page.keyboard.press(key);
  const back = page.getByRole('link', { name: '← Back to the replay' });
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(new RegExp(`#/replay/${matchId}$`));
  await expect(where).toHaveText(before);
  await expect(page.locator('.table[data-kept="yes"]')).toHaveCount(1);
  // On a laptop at 150% the links take a row of their own under the title.
  await page.setViewportSize({ width: 853, height: 480 });
  await expect(guide).toBeInViewport();
  await snap(page, 'replay-aid-links-853');
});
