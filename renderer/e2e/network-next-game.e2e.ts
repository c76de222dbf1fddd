import { expect } from '@playwright/test';
import { gameWithFirstSeatOpen } from './lan-table';
import { hostCall, test } from './server';
import { snap } from './shots';

/**
 * The game at an open network table ends (here given up at the host): the host's Network screen says so and
 * offers the next game in progress, which opens at the table without switching it off and on; the guests of
 * the game that ended are sent home told why, and join the new one with its own code.
 */
test('a table whose game has ended offers the next game, and sends its guests home told why', async ({
  page,
  app,
  browser,
}) => {
  test.setTimeout(120_000);
  const { matchId, first, port, code } = await gameWithFirstSeatOpen(page, app.url);
  const guestContext = await browser.newContext();
  try {
    const guest = await guestContext.newPage();
    await guest.goto(`http://127.0.0.1:${port}/?join=${code}`);
    await guest.getByRole('textbox', { name: 'Your name' }).fill('Cousin Vinny');
    await guest.getByRole('button', { name: 'Join' }).click();
    await guest.getByRole('button', { name: `Take seat ${first}` }).click();
    await expect(guest.getByRole('group', { name: 'Your choices' })).toBeVisible();

    // The next game is made, then the one at the table ends.
    const seats = ['Nonna', 'Zio', 'Zia'].map((name) => ({ kind: 'human', name }));
    const next = await hostCall(app.url, 'match.create', { gameId: 'gangsters', options: {}, seats });
    expect(next.ok).toBe(true);
    expect((await hostCall(app.url, 'history.abandon', { matchId })).ok).toBe(true);

    const ended = page.getByRole('status').filter({ hasText: 'The game at the table has ended.' });
    await expect(ended).toContainText('Choose the next one and open it', { timeout: 10_000 });
    const game = page.getByRole('combobox', { name: 'Game' });
    await expect(game).toBeEnabled();
    await expect(game.locator('option:checked')).toHaveText(/^Gangsters — Nonna, Zio, Zia · /);
    await snap(page, 'network-game-ended-1366');
    await page.getByRole('button', { name: 'Open this game at the table' }).click();

    await expect(ended).toHaveCount(0);
    await expect(game).toBeDisabled();
    const newCode = ((await page.locator('.code').textContent()) ?? '').trim();
    expect(newCode).toMatch(/^[A-Z2-9]{6}$/);
    expect(newCode).not.toBe(code);
    await expect(guest.getByText(/The host has opened another game at the table/)).toBeVisible({ timeout: 15_000 });
  } finally {
    await guestContext.close();
  }
});
