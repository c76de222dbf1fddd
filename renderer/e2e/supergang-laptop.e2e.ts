import { expect, test, type Locator, type Page } from '@playwright/test';
import { pastCurtain, seatChipsBesideTitle } from './screen';
import { appForFile } from './server';
import { prepareSg } from './supergang-positions';
import { snap } from './shots';
import { plankFits } from './supergang-plank';

/**
 * SuperGang at a laptop's 1280×720, the smallest window the table is made for: a duel's plank over the map
 * shows its targets, the sight, the keys and the odds without scrolling (at 1366×768 and 1920×1080,
 * `supergang-table.e2e.ts`), before the first arrow and with the last arrow's line under the keys.
 */

const sharedApp = appForFile();

/** The three-gang duel position at a window of `width`×`height`, past its curtain: the plank and its sight. */
async function openDuel(page: Page, width: number, height: number): Promise<{ duel: Locator; sight: Locator }> {
  const app = sharedApp();
  const p = await prepareSg(app.url, 'duel', ['Nonna Rosa', 'Uncle Sal', 'Aunt Lu']);
  await page.setViewportSize({ width, height });
  await page.goto(`${app.url}#/match/${p.matchId}`);
  const duel = page.getByRole('group', { name: /^Duel:/ });
  const sight = duel.getByRole('button', { name: /^Bull's-eye on / });
  await pastCurtain(page, sight, 60_000);
  return { duel, sight };
}

/** One arrow that misses, then the duel goes on: its sight up again at whoever's screen shoots next. */
async function missAndGoOn(page: Page, duel: Locator, sight: Locator): Promise<void> {
  await duel.focus();
  await fireAMiss(page);
  await expect(duel.locator('[data-last-shot]')).toContainText('missed', { timeout: 15_000 });
  await pastCurtain(page, sight, 15_000);
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
  const { duel, sight } = await openDuel(page, 1280, 720);
  await plankFits(page, { aimer: true });
  await snap(page, 'supergang-laptop-duel-1280');

  // One arrow that misses (an arrow that hit could end the duel: the defenders have one target): the duel
  // goes on, its sight up again at whoever's screen shoots next, with the arrow's line under the keys.
  await missAndGoOn(page, duel, sight);
  await expect(sight, 'the duel goes on after its first arrow').toBeVisible();
  await plankFits(page, { aimer: true });
  await expect(duel.locator('[data-last-shot]')).toBeInViewport({ ratio: 1 });
  await snap(page, 'supergang-laptop-duel-arrow-1280');
});

test('a 27rem × 29rem plank (a window a little narrower than a laptop’s) shows its odds whole, a last arrow’s line too', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // 1076×699: the map's room, where the plank is drawn, is 27rem wide and 29rem high (a rem is 18 px).
  const { duel, sight } = await openDuel(page, 1076, 699);
  const room = await page.locator('.duel-over-map').boundingBox();
  expect(Math.round((room?.width ?? 0) / 18)).toBe(27);
  expect(Math.round((room?.height ?? 0) / 18)).toBe(29);
  await plankFits(page, { aimer: true });
  await missAndGoOn(page, duel, sight);
  await plankFits(page, { aimer: true });
  await expect(duel.locator('[data-last-shot]')).toBeInViewport({ ratio: 1 });
  await snap(page, 'supergang-laptop-duel-27rem');
});

test('at 1093×614 (a 1366×768 laptop at 125%) the plank shows its sight, keys and odds without scrolling, a last arrow’s line too', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { duel, sight } = await openDuel(page, 1093, 614);
  await plankFits(page, { aimer: true });
  await missAndGoOn(page, duel, sight);
  await plankFits(page, { aimer: true });
  await expect(duel.locator('[data-last-shot]')).toBeInViewport({ ratio: 1 });
  await snap(page, 'supergang-laptop-duel-1093');
});

test('at 853×480 the seat chips share the title’s row; at 1280×720 the city fills the board’s height; at 1093×614 the table ends in the window', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const app = sharedApp();
  const p = await prepareSg(app.url, 'four', ['Nonna Rosa', 'Uncle Salvatore', 'Aunt Lucia', 'Cousin Vincenzo']);
  await page.setViewportSize({ width: 853, height: 480 });
  await page.goto(`${app.url}#/match/${p.matchId}`);
  await pastCurtain(page, page.locator('.piece.movable').first(), 60_000);
  // Every chip on one row, beside the title (a second row put the city some 60 px further down).
  await seatChipsBesideTitle(page, 4, 853);
  // The city starts under the header, its top within the window's upper third.
  expect((await page.locator('.board-map').boundingBox())?.y ?? 999).toBeLessThanOrEqual(160);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(853);
  await snap(page, 'supergang-laptop-chips-853');

  // At 1280×720 the city's frame fills its box's height: there were 40 px of empty table above it and below it.
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(async () => {
    const [box, frame] = [
      await page.locator('.board-map').boundingBox(),
      await page.locator('.board-map svg rect.frame').boundingBox(),
    ];
    expect(box && frame).toBeTruthy();
    if (!box || !frame) return;
    expect(frame.y - box.y, 'empty band above the city').toBeLessThanOrEqual(12);
    expect(box.y + box.height - (frame.y + frame.height), 'empty band below the city').toBeLessThanOrEqual(12);
  }).toPass({ timeout: 5_000 });
  // The dice of the gang to move keep one row in the narrower side column.
  const dice = page.getByRole('region', { name: "This turn's dice" }).getByRole('listitem');
  const ys = await dice.evaluateAll((li) => li.slice(0, 3).map((x) => Math.round(x.getBoundingClientRect().y)));
  expect(new Set(ys).size).toBe(1);
  await snap(page, 'supergang-laptop-city-1280');

  // A 1366×768 laptop at 125% (1093×614): the table ends inside the window, the city's box and the side
  // column both (a 28rem least height ran them 50 px below its foot, and the page scrolled).
  await page.setViewportSize({ width: 1093, height: 614 });
  await expect(async () => {
    for (const part of [page.locator('.board-map'), page.getByRole('complementary', { name: 'Table' })]) {
      const box = await part.boundingBox();
      expect(box, 'the table is drawn').toBeTruthy();
      expect((box?.y ?? 0) + (box?.height ?? 999), 'the table ends inside the window').toBeLessThanOrEqual(614);
    }
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(614);
  }).toPass({ timeout: 5_000 });
  await expect(
    page.getByRole('complementary', { name: 'Table' }).getByRole('button', { name: /^Yellow Killer/ }),
  ).toBeInViewport({ ratio: 1 });
  // The decision's column has more below (the dice, the round): its foot fades out until it is scrolled down.
  const column = page.locator('.side-scroll');
  await expect(column).toHaveClass(/\bmore\b/);
  await snap(page, 'supergang-laptop-city-1093');
  await column.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(column).not.toHaveClass(/\bmore\b/);
});
