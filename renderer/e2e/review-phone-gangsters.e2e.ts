import { expect, test } from '@playwright/test';
import { prepare } from './gangsters-positions';
import { phoneGuest, versionOf } from './review-phone';
import { startApp } from './server';
import { snap } from './shots';

/**
 * A Gangsters table played from a phone (390×844, touch, no mouse) by a guest of a network table, on
 * 127.0.0.1 only. The city drawn at the phone's width makes a street space a few pixels wide: a piece
 * picked, each place it may go is a button in the decision too, large enough for a finger, and the words
 * say tap, not point and click.
 */

const PEOPLE = ['Nonna Rosa', 'Uncle Sal', 'Aunt Lu'];

test('a phone guest moves a piece by tapping where it goes in the decision, not a speck on the map', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const app = await startApp();
  try {
    const p = await prepare(app.url, 'recruit', PEOPLE);
    const phone = await phoneGuest(browser, app.url, p.matchId, p.seat, PEOPLE[p.seat]!);
    const choices = phone.getByRole('group', { name: 'Your choices' });
    // The pieces to move: picked on the map or in the panel, told by a tap, each button a finger's height.
    await expect(choices.getByText('Tap a ringed piece, or pick below:')).toBeVisible();
    await expect(choices.getByText('Click a ringed piece')).toBeHidden();
    for (const b of await choices.getByRole('button').all()) {
      const box = (await b.boundingBox())!;
      expect(box.height, `${await b.textContent()}: tall enough for a finger`).toBeGreaterThanOrEqual(40);
    }
    const piece = choices.getByRole('button', { name: /^Racketeer · / });
    await piece.tap();
    await expect(choices.getByText(/^Moving:/)).toBeVisible();
    await expect(choices.getByText('Tap one on the map, or here:')).toBeVisible();
    await expect(choices.getByText(/Point at one/)).toBeHidden();
    const where = choices.getByRole('group', { name: 'Where to go' });
    const places = where.getByRole('button');
    await expect(places.first()).toBeVisible();
    const lit = phone.locator('[data-reachable="true"]');
    // Counted again until both agree: the map and the question may still be drawing the piece's places.
    await expect(async () =>
      expect(await places.count(), 'a button in the question for each lit place on the map').toBe(await lit.count()),
    ).toPass({ timeout: 15_000 });
    for (const b of await places.all()) {
      const box = (await b.boundingBox())!;
      expect(box.height, `${await b.textContent()}: tall enough for a finger`).toBeGreaterThanOrEqual(40);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await places.first().scrollIntoViewIfNeeded();
    await snap(phone, 'review-phone-g-where');
    const before = await versionOf(app.url, p.matchId);
    await places.first().tap();
    // The move is made, or what is left to settle at the place (a way to face) is asked next.
    await expect
      .poll(async () => (await versionOf(app.url, p.matchId)) > before || (await where.count()) === 0)
      .toBe(true);
    await snap(phone, 'review-phone-g-moved');
  } finally {
    await app.stop();
  }
});
