/**
 * A family zooms the page to read it: at 125% a 1366×768 window is 1093×614 CSS pixels. The Nothing
 * Personal table and a replay's header keep what a player needs within reach there.
 */
import { expect } from '@playwright/test';
import { join } from 'node:path';
import { api } from './lead-up';
import { SHOTS, test } from './server';

test('zoomed to 125% (1366×768 is 1093×614): the chart keeps its size, the replay its header on two lines', async ({
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

  // Its replay, in progress: Resume sits on the line of "Seen by" (it fell to a third line of its own).
  await page.goto(`${app.url}#/replay/${matchId}`);
  const seenBy = page.getByLabel('Seen by');
  await expect(seenBy).toHaveValue('spectator');
  const resume = page.getByRole('link', { name: 'Resume' });
  const [a, b] = [await seenBy.boundingBox(), await resume.boundingBox()];
  expect(a && b && Math.abs(a.y + a.height / 2 - (b.y + b.height / 2)) < 10).toBe(true);
  await page.screenshot({ path: join(SHOTS, 'zoom-replay-1093.png') });
});
