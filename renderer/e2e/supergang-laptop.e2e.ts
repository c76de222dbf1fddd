import { expect, test, type Page } from '@playwright/test';
import { pastCurtain } from './screen';
import { appForFile } from './server';
import { prepareSg } from './supergang-positions';
import { snap } from './shots';

/**
 * SuperGang at a laptop's 1280×720, the smallest window the table is made for: a duel's plank over the map
 * shows its targets, the sight, the keys and the odds without scrolling (at 1366×768 and 1920×1080,
 * `supergang-table.e2e.ts`), before the first arrow and with the last arrow's line under the keys.
 */

const sharedApp = appForFile();

/** Every part of the plank is wholly in the window, and the plank itself needs no scrolling. */
async function plankFits(page: Page): Promise<void> {
  const duel = page.getByRole('group', { name: /^Duel:/ });
  await expect(duel).toBeInViewport({ ratio: 1 });
  for (const part of [
    duel.locator('[data-target]'),
    duel.getByRole('button', { name: /^Bull's-eye on / }),
    duel.getByText(/^Aiming at /),
    duel.locator('.keys'),
    duel.getByRole('table'),
    duel.getByRole('row'),
  ]) {
    const n = await part.count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) await expect(part.nth(i)).toBeInViewport({ ratio: 1 });
  }
  const over = await page
    .locator('.duel-over-map')
    .evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
  expect(over.scroll).toBeLessThanOrEqual(over.client + 1);
}

/**
 * Fires (Space, in the page, in the same moment) as soon as the swaying sight is over the outer ring: the
 * arrow misses, so the duel goes on whatever moment the test reaches it.
 */
async function fireAMiss(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const scope = document.querySelector<HTMLElement>('[data-ring]');
      if (scope?.dataset.ring !== 'miss') return false;
      const key = { key: ' ', bubbles: true, cancelable: true };
      (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', key));
      return true;
    },
    undefined,
    { polling: 'raf', timeout: 20_000 },
  );
}

test('at 1280×720 a duel’s plank shows its sight, keys and odds without scrolling', async ({ page }) => {
  test.setTimeout(120_000);
  const app = sharedApp();
  const p = await prepareSg(app.url, 'duel', ['Nonna Rosa', 'Uncle Sal', 'Aunt Lu']);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${app.url}#/match/${p.matchId}`);
  const duel = page.getByRole('group', { name: /^Duel:/ });
  const sight = duel.getByRole('button', { name: /^Bull's-eye on / });
  await pastCurtain(page, sight, 60_000);
  await plankFits(page);
  await snap(page, 'supergang-laptop-duel-1280');

  // One arrow that misses (an arrow that hit could end the duel: the defenders have one target): the duel
  // goes on, its sight up again at whoever's screen shoots next, with the arrow's line under the keys.
  await duel.focus();
  await fireAMiss(page);
  await expect(duel.locator('[data-last-shot]')).toContainText('missed', { timeout: 15_000 });
  await pastCurtain(page, sight, 15_000);
  await expect(sight, 'the duel goes on after its first arrow').toBeVisible();
  await plankFits(page);
  await expect(duel.locator('[data-last-shot]')).toBeInViewport({ ratio: 1 });
  await snap(page, 'supergang-laptop-duel-arrow-1280');
});
