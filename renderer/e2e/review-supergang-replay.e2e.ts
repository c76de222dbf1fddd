import { expect } from '@playwright/test';
import { api } from './lead-up';
import { test } from './server';
import { snap } from './shots';

/**
 * A SuperGang replay read by a family after the evening: nobody waits in a replay, so the decision panel
 * says who decides next at the step shown, as the Gangsters and Nothing Personal replays do ("Next to
 * decide"), not "Waiting for Red gang" as the live table says it.
 */
test('a SuperGang replay says who decides next at the step shown, never that the table is waiting', async ({
  page,
  app,
}) => {
  test.setTimeout(90_000);
  const conn = await api(app.url);
  const bot = (name: string) => ({ kind: 'bot', level: 'heuristic', name });
  const { matchId } = (await conn.call('match.create', {
    gameId: 'supergang',
    options: { turnCap: 2, duelStyle: 'dice' },
    seats: [bot('Bugsy'), bot('Legs')],
    seed: 'review-replay-next',
  })) as { matchId: string };
  conn.close();
  await page.goto(`${app.url}#/match/${matchId}`);
  await expect(page.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 60_000 });
  await page.goto(`${app.url}#/replay/${matchId}`);
  const where = page.getByRole('region', { name: 'Replay controls' }).locator('.where');
  await expect(where).toContainText(/Move 0 of \d+/);
  await page.getByRole('button', { name: 'Next move' }).click();
  await expect(where).toContainText(/Move 1 of \d+/);
  await expect(page.locator('[data-shown-step]')).toHaveAttribute('data-shown-step', '1');
  const panel = page.getByRole('region', { name: 'Your decision' });
  await expect(panel).toContainText(/(Red|Blue) gang decides next: \S/);
  await expect(panel).not.toContainText('Waiting');
  await snap(page, 'review-supergang-replay-next');
});
