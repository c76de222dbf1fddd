import { expect, type Locator } from '@playwright/test';
import { expectClean } from './axe';
import { gameWithFirstSeatOpen, LAN_SEAT_NAMES } from './lan-table';
import { hostCall, test } from './server';
import { snap } from './shots';

/**
 * A guest's own sound, motion and colours at a network table (browser mode, on 127.0.0.1 only): a
 * colour-blind guest whose browser asks for reduced motion joins from another browser, finds reduced
 * motion already on, chooses the colour-blind-safe palette and sees the seats change colour; a reload
 * keeps it; the host's screen and the host's own settings keep theirs.
 */

/** The colour a seat token on the table's seat rail is filled with, as the page draws it. */
function fill(token: Locator): Promise<string> {
  return token.evaluate((el) => getComputedStyle(el).backgroundColor);
}

test('a guest chooses their own colours, sound and motion, kept in their browser and not the host’s', async ({
  page,
  app,
  browser,
}) => {
  test.setTimeout(120_000);
  // The guest takes the seat the game asks first: the table waits on the guest's own move throughout.
  const { matchId, first, port, code } = await gameWithFirstSeatOpen(page, app.url);

  // The guest's browser asks for reduced motion (a system setting), and nothing is kept in it yet.
  const guestContext = await browser.newContext({ reducedMotion: 'reduce' });
  // Count the sounds the guest's page starts, without needing speakers (as polish.e2e.ts does).
  await guestContext.addInitScript(() => {
    const w = window as unknown as { __sounds: number };
    w.__sounds = 0;
    const osc = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.__sounds++;
      return osc.call(this);
    };
  });
  try {
    const guest = await guestContext.newPage();
    const sounds = (): Promise<number> => guest.evaluate(() => (window as unknown as { __sounds: number }).__sounds);
    await guest.goto(`http://127.0.0.1:${port}/?join=${code}`);
    await guest.getByRole('textbox', { name: 'Your name' }).fill('Cousin Vinny');
    await guest.getByRole('button', { name: 'Join' }).click();
    // Already in the seats list, before sitting down: the guest can set their colours first.
    await expect(guest.getByRole('button', { name: `Take seat ${first}` })).toBeVisible();
    await expect(guest.getByRole('button', { name: 'Sound and colours…' })).toBeVisible();
    await snap(guest, 'guest-lobby-1366');
    await guest.getByRole('button', { name: `Take seat ${first}` }).click();
    await expect(
      guest.getByText(`You play ${LAN_SEAT_NAMES[first - 1]}’s seat (seat ${first}) as Cousin Vinny`),
    ).toBeVisible();
    await expect(guest.getByRole('group', { name: 'Your choices' })).toBeVisible();
    // Sound on (the defaults): the guest's page calls the guest's turn.
    await expect.poll(sounds).toBeGreaterThan(0);
    const html = guest.locator('html');
    await expect(html).toHaveAttribute('data-palette', 'standard');
    await expect(html).toHaveAttribute('data-motion', 'reduce');
    const token = guest.getByRole('list', { name: 'Seats' }).getByRole('img').first();
    const standard = await fill(token);

    // The button beside "You play seat …" opens the guest's own choices, the focus in the dialog.
    const opener = guest.getByRole('button', { name: 'Sound and colours…' });
    await opener.click();
    const dialog = guest.getByRole('dialog', { name: 'Sound, motion and colours' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('kept in this browser');
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    // Every choice the host's Settings screen has, the first time with the browser's reduced motion on.
    await expect(dialog.getByRole('switch', { name: 'Sound' })).toBeChecked();
    await expect(dialog.getByRole('slider', { name: 'Volume' })).toHaveValue('70');
    await expect(dialog.getByRole('radio', { name: 'Normal' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Reduce motion' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Standard' })).toBeChecked();
    await snap(guest, 'guest-settings-1366');
    await expectClean(guest, 'the guest’s sound and colours');

    await dialog.getByRole('radio', { name: 'Colour-blind-safe' }).click();
    await expect(html).toHaveAttribute('data-palette', 'colour-blind');
    await expect.poll(() => fill(token)).not.toBe(standard);
    const colourBlind = await fill(token);
    await dialog.getByRole('switch', { name: 'Sound' }).uncheck();
    await expect(dialog.getByText('Sound is off.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Play a test sound' })).toBeDisabled();
    await snap(guest, 'guest-settings-colour-blind-1366');

    // Keys pressed in the dialog are the dialog's: a number does not pick a position on the table behind it.
    const moves = await guest.locator('.case li').count();
    // (On a button: the table's keys leave a key typed in a field or on a switch alone anyway.)
    await dialog.getByRole('button', { name: 'Done' }).focus();
    await guest.keyboard.press('1');
    await guest.waitForTimeout(500);
    expect(await guest.locator('.case li').count()).toBe(moves);
    await expect(dialog).toBeVisible();

    // Escape closes it, and the focus is back on the button that opened it.
    await guest.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await snap(guest, 'guest-table-colour-blind-1366');

    // A reload comes back to the seat in the guest's own colours, and silent: the guest's turn is not called.
    await guest.reload();
    await expect(
      guest.getByText(`You play ${LAN_SEAT_NAMES[first - 1]}’s seat (seat ${first}) as Cousin Vinny`),
    ).toBeVisible();
    await expect(guest.getByRole('group', { name: 'Your choices' })).toBeVisible();
    await guest.waitForTimeout(500);
    expect(await sounds()).toBe(0);
    await expect(html).toHaveAttribute('data-palette', 'colour-blind');
    await expect.poll(() => fill(token)).toBe(colourBlind);
    await guest.getByRole('button', { name: 'Sound and colours…' }).click();
    await expect(dialog.getByRole('radio', { name: 'Colour-blind-safe' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Sound' })).not.toBeChecked();
    // On a phone, one column that scrolls, Done at its foot.
    await guest.setViewportSize({ width: 390, height: 844 });
    await snap(guest, 'guest-settings-390');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);

    // The host's screen and the host's own settings keep the host's palette and sound.
    await expect(page.locator('html')).toHaveAttribute('data-palette', 'standard');
    await page.goto(`${app.url}#/match/${matchId}`);
    await expect(page.getByRole('group', { name: /organisation chart/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-palette', 'standard');
    const hostSettings = await hostCall(app.url, 'settings.get', {});
    expect(hostSettings.result).toMatchObject({ palette: 'standard', sound: true, reduceMotion: false });
  } finally {
    await guestContext.close();
  }
});
