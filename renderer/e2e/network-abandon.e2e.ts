import { expect, test } from '@playwright/test';
import { openTable } from './lan-table';
import { hostCall, startApp } from './server';
import { snap } from './shots';

/**
 * A game abandoned in History while a guest plays it on another device: the question says so; the host's own
 * table of it and the guest's page are told at once, and the guest's page again after a reload. The host's table
 * had gone on saying "Your move" with working buttons until a click was refused, and the guest's page showed the
 * game live even after a reload (a family's review).
 */
const SEED = 'abandon-5';

test('abandoning a game a guest is playing: the question says so, and both tables show it ended at once', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const app = await startApp();
  const guestContext = await browser.newContext();
  try {
    const seats = [
      { kind: 'human', name: 'Nonna' },
      { kind: 'human', name: 'Zio' },
      { kind: 'bot', level: 'normal', name: 'Legs' },
    ];
    // A deal on which Nonna, at the host's screen, moves first (the highest roll starts, G-3.1).
    const created = await hostCall(app.url, 'match.create', { gameId: 'gangsters', options: {}, seats, seed: SEED });
    expect(created.ok).toBe(true);
    const matchId = (created.result as { matchId: string }).matchId;
    const look = await hostCall(app.url, 'match.watch', { matchId, seat: 'spectator' });
    expect((look.result as { pending: { seat: number }[] }).pending[0]?.seat).toBe(0);
    const { port, code } = await openTable(page, app.url);
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Seat 2:' })
      .getByRole('button', { name: 'Open to a guest' })
      .click();

    const guest = await guestContext.newPage();
    await guest.goto(`http://127.0.0.1:${port}/?join=${code}`);
    await guest.getByRole('textbox', { name: 'Your name' }).fill('Cousin Vinny');
    await guest.getByRole('button', { name: 'Join' }).click();
    await guest.getByRole('button', { name: 'Take seat 2' }).click();
    await expect(guest.getByText('You play Zio’s seat (seat 2) as Cousin Vinny')).toBeVisible();

    // Nonna's move at the host's screen; History in another window of the host's.
    await page.goto(`${app.url}#/match/${matchId}`);
    await expect(page.getByText('Your move, Nonna')).toBeVisible();
    const history = await page.context().newPage();
    await history.goto(`${app.url}#/history`);
    await history.getByRole('article').first().getByRole('button', { name: 'Abandon', exact: true }).click();
    const ask = history.getByRole('alertdialog', { name: 'Please confirm' });
    await expect(ask).toContainText('Cousin Vinny is playing it on another device');
    await snap(history, 'network-abandon-question');
    await ask.getByRole('button', { name: 'Yes, abandon it' }).click();
    await expect(ask).toHaveCount(0);

    // The host's table says so at once, with no move left to make.
    const ended = (p: typeof page) => p.getByRole('heading', { name: 'This game was abandoned' });
    await expect(ended(page)).toBeVisible();
    await expect(page.getByText('Your move, Nonna')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Your choices' })).toHaveCount(0);
    await snap(page, 'network-abandon-host-table');

    // So does the guest's page, and again after a reload.
    await expect(ended(guest)).toBeVisible();
    await expect(guest.getByText('The host stopped it before the end')).toBeVisible();
    await snap(guest, 'network-abandon-guest');
    await guest.reload();
    await expect(ended(guest)).toBeVisible();
    await snap(guest, 'network-abandon-guest-reloaded');
  } finally {
    await guestContext.close();
    await app.stop();
  }
});
