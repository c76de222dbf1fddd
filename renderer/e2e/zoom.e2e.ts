/**
 * A family zooms the page to read it: at 125% a 1366×768 window is 1093×614 CSS pixels, at 150% a
 * 1280×720 one is 853×480. The Nothing Personal table and a replay keep what a player needs within reach.
 */
import { expect, type Locator } from '@playwright/test';
import { api, createNpGame } from './lead-up';
import { seatChipsBesideTitle } from './screen';
import { test } from './server';
import { snap } from './shots';
import { prepareSg } from './supergang-positions';

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

test('at 853×480 a replay’s controls and its whole board fit under the app’s bar together, and the seat chips keep one row', async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  const conn = await api(app.url);
  const npId = await createNpGame(conn, 'zoom-150-replay');
  conn.close();
  const sg = await prepareSg(app.url, 'four', ['Nonna Rosa', 'Uncle Salvatore', 'Aunt Lucia', 'Cousin Vincenzo']);
  await page.setViewportSize({ width: 853, height: 480 });
  // The table first: its three chips on the title's row (they took a second row under it).
  await page.goto(`${app.url}#/match/${npId}`);
  await seatChipsBesideTitle(page, 3, 853);

  const appBar = page.locator('header', { has: page.getByRole('navigation', { name: 'Main' }) });
  for (const [id, board, name] of [
    [npId, '.np', 'np'],
    [sg.matchId, '.board-map', 'supergang'],
  ] as const) {
    await page.goto(`${app.url}#/replay/${id}`);
    const controls = page.getByRole('region', { name: 'Replay controls' });
    await expect(controls.getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(page.locator(board)).toBeVisible();
    // Scrolled to the controls, under the bar: the controls and the whole board are in the window.
    await expect(async () => {
      const bar = (await appBar.boundingBox())?.height ?? 0;
      await controls.evaluate((e, h) => window.scrollBy(0, e.getBoundingClientRect().top - h - 4), bar);
      const [c, b] = [await controls.boundingBox(), await page.locator(board).boundingBox()];
      expect(c && b).toBeTruthy();
      if (!c || !b) return;
      expect(c.y).toBeGreaterThanOrEqual(bar - 1);
      expect(b.y).toBeGreaterThan(c.y + c.height - 1);
      expect(b.y + b.height, `the ${name} board's foot in the window`).toBeLessThanOrEqual(480);
      expect(b.height).toBeGreaterThanOrEqual(250);
    }).toPass({ timeout: 5_000 });
    // The arrow keys step the moves from there (the Nothing Personal game has none yet: its first is Nonna's).
    if (name === 'supergang') {
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowRight');
      await expect(controls.getByText(/^Move 1 of/)).toBeVisible();
      await expect(controls).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(853);
    await snap(page, `zoom-replay-fit-${name}-853`);
  }
});
