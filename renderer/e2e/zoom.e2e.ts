/**
 * A family zooms the page to read it: at 125% a 1366×768 window is 1093×614 CSS pixels, at 150% a
 * 1280×720 one is 853×480. The Nothing Personal table and a replay keep what a player needs within reach.
 */
import { expect, type Locator } from '@playwright/test';
import { api, createNpGame } from './lead-up';
import { test } from './server';
import { snap } from './shots';

test('zoomed in: the chart keeps its size at 1093×614, a replay its header on two lines and its controls compact', async ({
  page,
  app,
}) => {
  test.setTimeout(60_000);
  const conn = await api(app.url);
  const matchId = await createNpGame(conn, 'zoom-125');
  conn.close();
  await page.setViewportSize({ width: 1093, height: 614 });
  await page.goto(`${app.url}#/match/${matchId}`);
  // The chart beside the decision stays big enough to read its cards and click them: the case file gives
  // it room (at 22rem it left the chart 292 px wide, its names too small to read).
  const chart = page.getByRole('group', { name: /organisation chart/ });
  await expect(chart).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your decision' })).toBeVisible();
  await expect(async () => expect((await chart.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(360)).toPass({
    timeout: 5_000,
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1093);
  await snap(page, 'zoom-np-table-1093');
  // At 150% (1280×720 is 853×480) the whole board fits under the app's bar once scrolled to: it kept 480 px,
  // and its bottom row of positions stayed under the window's edge, its top under the bar.
  await page.setViewportSize({ width: 853, height: 480 });
  const board = page.locator('.np');
  await expect(async () => {
    const appBar = page.locator('header', { has: page.getByRole('navigation', { name: 'Main' }) });
    const [bar, b] = [await appBar.boundingBox(), await board.boundingBox()];
    expect(bar && b && bar.y + bar.height + b.height <= 480).toBe(true);
  }).toPass({ timeout: 5_000 });
  await board.evaluate((e) => e.scrollIntoView({ block: 'end' }));
  await expect(chart).toBeInViewport({ ratio: 1 });
  await snap(page, 'zoom-np-table-853');

  // Its replay, in progress, at 125% (1093×614) and at 150% (853×480): Resume sits on the line of "Seen by"
  // (it fell to a third line of its own), and the speed menu on the row of Play (a row of its own pushed
  // the board further down).
  await page.setViewportSize({ width: 1093, height: 614 });
  await page.goto(`${app.url}#/replay/${matchId}`);
  const seenBy = page.getByLabel('Seen by');
  await expect(seenBy).toHaveValue('spectator');
  const resume = page.getByRole('link', { name: 'Resume' });
  const controls = page.getByRole('region', { name: 'Replay controls' });
  const play = controls.getByRole('button', { name: 'Play' });
  const speed = controls.getByRole('combobox', { name: 'Speed' });
  const sameLine = async (a: Locator, b: Locator): Promise<boolean> => {
    const [p, q] = [await a.boundingBox(), await b.boundingBox()];
    return !!p && !!q && Math.abs(p.y + p.height / 2 - (q.y + q.height / 2)) < 10;
  };
  for (const [width, height] of [
    [1093, 614],
    [853, 480],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(async () => {
      expect(await page.evaluate(() => window.innerWidth)).toBe(width);
      expect(await sameLine(seenBy, resume), `Resume beside "Seen by" at ${width}`).toBe(true);
      expect(await sameLine(play, speed), `Speed beside Play at ${width}`).toBe(true);
    }).toPass({ timeout: 5_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await snap(page, `zoom-replay-${width}`);
  }
});
