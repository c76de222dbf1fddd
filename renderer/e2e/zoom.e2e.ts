/**
 * A family zooms the page to read it: at 125% a 1366×768 window is 1093×614 CSS pixels, at 150% a
 * 1280×720 one is 853×480. The Nothing Personal table and a replay keep what a player needs within reach.
 */
import { expect } from '@playwright/test';
import { join } from 'node:path';
import { api } from './lead-up';
import { SHOTS, test } from './server';

test('zoomed in: the chart keeps its size at 1093×614, a replay its header on two lines and its controls compact', async ({
  page,
  app,
}) => {
  test.setTimeout(60_000);
  const conn = await api(app.url);
  const { matchId } = (await conn.call('match.create', {
    gameId: 'nothing-personal',
    options: { expansions: [], bindingDeals: false, randomSetup: false, firstPlayer: 0 },
    seats: [
      { kind: 'human', name: 'Nonna Rosa' },
      { kind: 'bot', level: 'heuristic', name: 'Bugsy' },
      { kind: 'bot', level: 'heuristic', name: 'Legs' },
    ],
    seed: 'zoom-125',
  })) as { matchId: string };
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
  await page.screenshot({ path: join(SHOTS, 'zoom-np-table-1093.png') });
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
  await page.screenshot({ path: join(SHOTS, 'zoom-np-table-853.png') });

  // Its replay, in progress: Resume sits on the line of "Seen by" (it fell to a third line of its own).
  await page.goto(`${app.url}#/replay/${matchId}`);
  const seenBy = page.getByLabel('Seen by');
  await expect(seenBy).toHaveValue('spectator');
  const resume = page.getByRole('link', { name: 'Resume' });
  const [a, b] = [await seenBy.boundingBox(), await resume.boundingBox()];
  expect(a && b && Math.abs(a.y + a.height / 2 - (b.y + b.height / 2)) < 10).toBe(true);
  await page.screenshot({ path: join(SHOTS, 'zoom-replay-1093.png') });

  // At 150% (1280×720 is 853×480) the speed menu stays on the row of Play, not on a row of its own that
  // pushed the board further down.
  await page.setViewportSize({ width: 853, height: 480 });
  const controls = page.getByRole('region', { name: 'Replay controls' });
  const play = controls.getByRole('button', { name: 'Play' });
  const speed = controls.getByRole('combobox', { name: 'Speed' });
  await expect(async () => {
    const [p, v] = [await play.boundingBox(), await speed.boundingBox()];
    expect(p && v && Math.abs(p.y + p.height / 2 - (v.y + v.height / 2)) < 10).toBe(true);
  }).toPass({ timeout: 5_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(853);
  await page.screenshot({ path: join(SHOTS, 'zoom-replay-853.png') });
});
