import { expect } from '@playwright/test';
import { seatTable, startGame } from './lobby';
import { test } from './server';
import { snap } from './shots';

/**
 * The smallest seat chips (below 1200 px wide) say "deciding" in words when the row beside the title has room
 * for it: a family's-eye review at 1024×768 read only a dot. The row stays one row beside the title.
 */
test('1024×768, Gangsters with four seats: the seat at the screen says "deciding" in words', async ({ page, app }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await seatTable(page, app.url, [{ guest: 'Mom' }, { bot: 'Normal' }, { bot: 'Normal' }, { bot: 'Normal' }]);
  await startGame(page);
  const rail = page.getByRole('list', { name: 'Seats' });
  const mom = rail.getByRole('listitem').filter({ hasText: 'Mom' });
  await expect(page.getByRole('group', { name: 'Your choices' })).toBeVisible({ timeout: 30_000 });
  // In words, a word wide (not the 1 px a screen reader's word out of sight takes).
  const word = mom.getByText('deciding', { exact: true });
  await expect.poll(async () => (await word.boundingBox())?.width ?? 0).toBeGreaterThan(30);
  // Read once by a screen reader, not twice (the word measured out of the row is hidden from it).
  await expect(mom.getByText('deciding', { exact: true })).toHaveCount(1);
  // One row of chips, beside the title.
  const title = await page.locator('header.head h1').boundingBox();
  const boxes = await rail.getByRole('listitem').evaluateAll((li) => li.map((x) => x.getBoundingClientRect().top));
  expect(new Set(boxes.map(Math.round)).size).toBe(1);
  expect(boxes[0]).toBeLessThan((title?.y ?? 0) + (title?.height ?? 0));
  await snap(page, 'seat-chips-1024-gangsters-4');
});
