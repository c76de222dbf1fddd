import { expect, test } from '@playwright/test';
import { hostCall, startApp } from './server';
import { snap } from './shots';

/**
 * A guest drops out of a network table whose seats wait; then the host chooses a computer player to stand in.
 * The choice holds for the guest already away (its wait counted from the change), and the host reads so at once
 * (the seat list, the note under the choice, the seat rail), not "their seat waits" until its first move.
 */
test('a guest already away: choosing a stand-in says at once that one is coming for them', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const app = await startApp();
  const guestContext = await browser.newContext();
  try {
    const seats = [
      { kind: 'human', name: 'Dad' },
      { kind: 'human', name: 'Kid' },
      { kind: 'bot', level: 'easy', name: 'Legs' },
    ];
    const created = await hostCall(app.url, 'match.create', { gameId: 'nothing-personal', options: {}, seats });
    const matchId = (created.result as { matchId: string }).matchId;
    // Opened with the seats waiting for whoever drops out.
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const started = await hostCall(app.url, 'lan.start', { matchId, address: '127.0.0.1', port, standIn: null });
    expect(started).toMatchObject({ ok: true });
    const code = (started.result as { code: string }).code;
    expect((await hostCall(app.url, 'lan.seat', { seat: 1, change: 'open' })).ok).toBe(true);

    const guest = await guestContext.newPage();
    await guest.goto(`http://127.0.0.1:${port}/?join=${code}`);
    await guest.getByRole('textbox', { name: 'Your name' }).fill('Kid');
    await guest.getByRole('button', { name: 'Join' }).click();
    await guest.getByRole('button', { name: 'Take seat 2' }).click();
    await expect(guest.getByText('You play seat 2 as Kid')).toBeVisible();

    await page.goto(`${app.url}#/network`);
    await expect(page.getByText('(playing on another computer)')).toBeVisible();
    await guest.close();
    await expect(page.getByText('(away — their seat waits)')).toBeVisible();

    // The host now wants a computer player (Normal) for whoever drops out: Kid, away already, gets one too.
    const dropOut = page.getByRole('combobox', { name: 'When a player drops out' });
    await dropOut.selectOption('normal');
    await expect(dropOut).toHaveAccessibleDescription(
      'Changed: from now on a computer player stands in a minute after a player drops out. Kid is away already: ' +
        'a computer player (Normal) stands in for them within a minute, unless they are back first.',
    );
    await expect(
      page.getByText('(away — Computer — Normal stands in within a minute unless they are back)'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Seats' }).getByText('their seat waits')).toHaveCount(0);
    await snap(page, 'lan-stand-in-coming-seats', { fullPage: true });

    // The table's seat rail says it too.
    await page.goto(`${app.url}#/match/${matchId}`);
    const kid = page.getByRole('list', { name: 'Seats' }).getByRole('listitem').filter({ hasText: 'Kid' });
    await expect(kid).toContainText('away · Computer — Normal soon');
    await snap(page, 'lan-stand-in-coming-rail');

    // Back to "their seat waits": nothing is coming any more, and the seat list says so.
    await page.goto(`${app.url}#/network`);
    await dropOut.selectOption('off');
    await expect(page.getByText('(away — their seat waits)')).toBeVisible();
    await expect(page.getByText(/stands in within/)).toHaveCount(0);
  } finally {
    await guestContext.close();
    await app.stop();
  }
});
