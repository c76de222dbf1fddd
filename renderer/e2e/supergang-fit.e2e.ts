import { expect, test } from '@playwright/test';
import { pastCurtain } from './screen';
import { appForFile } from './server';
import { prepareSg } from './supergang-positions';
import { snap } from './shots';

/**
 * SuperGang at 1366×768 with a short question (two answers): the round's panel under it in the side column
 * (the round, whose turn, the bank, the cops) is whole in sight, the dice too, not cut to a sliver at the
 * column's foot; the gang cards fold to their heads to make the room.
 */

const sharedApp = appForFile();
const FOUR = ['Nonna Rosa', 'Uncle Sal', 'Cousin Vinny', 'Aunt Carmela'];

test('at 1366×768 a two-answer question leaves the round’s panel whole in sight below it', async ({ page }) => {
  test.setTimeout(120_000);
  const app = sharedApp();
  const p = await prepareSg(app.url, 'buy-cops', FOUR);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${app.url}#/match/${p.matchId}`);
  const decision = page.getByRole('region', { name: 'Your decision' });
  const answers = decision.getByRole('button', { name: /^(Throw the dice|Buy the cops first)/ });
  await pastCurtain(page, answers.first(), 60_000);
  await expect(answers).toHaveCount(2);
  await page.evaluate(() => document.fonts.ready);
  // How much of each panel the column shows: its height in sight over its whole height.
  const shown = (name: string) =>
    page.getByRole('region', { name }).evaluate((el) => {
      const r = el.getBoundingClientRect();
      const room = el.parentElement!.getBoundingClientRect();
      return Math.max(0, Math.min(r.bottom, room.bottom) - Math.max(r.top, room.top)) / r.height;
    });
  await expect.poll(() => shown('The table')).toBe(1);
  await expect(page.getByRole('region', { name: 'The table' })).toContainText(/^Round \d+ · \w+ gang’s turn/);
  expect(await shown("This turn's dice")).toBe(1);
  for (const a of await answers.all()) await expect(a).toBeInViewport({ ratio: 1 });
  await snap(page, 'supergang-fit-two-answers-1366');
});
