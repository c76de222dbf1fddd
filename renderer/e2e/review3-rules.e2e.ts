/**
 * The rules in short as a family uses them at the table (review 3): sent to a clause far down the list, they can
 * look another rule up without scrolling back to the top.
 */
import { expect, type Locator, type Page } from '@playwright/test';
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
