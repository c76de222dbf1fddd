/**
 * The rules in short as a family uses them at the table (review 3): sent to a clause far down the list, they can
 * look another rule up without scrolling back to the top; opened from the table, Back says it goes back there.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { seatTable, startGame } from './lobby';
import { appForFile, test } from './server';
import { snap } from './shots';

const app = appForFile();

/** The element is in the window and nothing (the sticky bar) lies over its middle. */
const uncovered = (loc: Locator): Promise<boolean> =>
  loc.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.bottom <= 0 || r.top >= innerHeight) return false;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (el === hit || el.contains(hit));
  });

const bar = (page: Page) => page.locator('.rules-screen .bar');

for (const size of [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
]) {
  test(`far down the rules, "Find a rule" in the bar brings the search box back, in view (${size.width}×${size.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto(`${app().url}#/rules/gangsters/G-12.8`);
    await expect(page.locator('[id="rule-G-12.8"]')).toBeInViewport();
    const find = page.getByRole('searchbox', { name: 'Find a rule' });
    await expect(find).not.toBeInViewport();
    await snap(page, `review3-rules-far-${size.width}`);
    await bar(page).getByRole('button', { name: 'Find a rule ↑' }).click();
    await expect(find).toBeFocused();
    await expect.poll(() => uncovered(find)).toBe(true);
    await page.keyboard.type('bribe');
    const status = page.getByRole('status').filter({ hasText: /hold “bribe”/ });
    await expect(status).toBeVisible();
    await expect.poll(() => uncovered(status)).toBe(true);
    await snap(page, `review3-rules-found-${size.width}`);
  });
}

test('opened from the table, the rules’ Back says it goes back to the table, and does', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await seatTable(page, app().url, [{ guest: 'Nonna Rosa' }, { bot: 'Easy' }], 'SuperGang');
  await startGame(page);
  const table = page.url();
  await page.getByRole('link', { name: 'The rules in short' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The rules in short — SuperGang' })).toBeVisible();
  const back = bar(page).getByRole('button', { name: '← Back to the table', exact: true });
  await expect(back).toBeVisible();
  await snap(page, 'review3-rules-from-table-1280');
  await back.click();
  await expect(page, 'Back to the table goes to its address').toHaveURL(table);
  await expect(page.getByRole('region', { name: 'Your decision' })).toBeVisible();
});
