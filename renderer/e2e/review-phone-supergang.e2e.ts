import { expect, test } from '@playwright/test';
import { phoneGuest, versionOf } from './review-phone';
import { hostCall, startApp } from './server';
import { snap } from './shots';
import { prepareSg } from './supergang-positions';

/**
 * A SuperGang table played from a phone (390×844, touch, no mouse) by a guest of a network table, on
 * 127.0.0.1 only: the city fills the phone's width with no empty table round it, so the question is on the
 * first screen; the words say tap, not click or keys; and what a finger opens is large enough to hit.
 */

const PEOPLE = ['Nonna Rosa', 'Uncle Sal', 'Aunt Lu'];

test('a phone guest sees the whole city at its width and the question on the first screen, told to tap', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const app = await startApp();
  try {
    const seats = PEOPLE.map((name) => ({ kind: 'human', name }));
    const made = await hostCall(app.url, 'match.create', {
      gameId: 'supergang',
      options: { duelStyle: 'aim' },
      seats,
      seed: 'review-phone-1',
    });
    expect(made.ok).toBe(true);
    const matchId = (made.result as { matchId: string }).matchId;
    const look = await hostCall(app.url, 'match.watch', { matchId, seat: 'spectator' });
    const first = (look.result as { pending: { seat: number }[] }).pending[0]!.seat;
    const phone = await phoneGuest(browser, app.url, matchId, first, PEOPLE[first]!);
    const decision = phone.getByRole('region', { name: 'Your decision' });
    const thrown = decision.getByRole('button', { name: 'Throw the dice' });
    await expect(thrown).toBeVisible();
    await phone.evaluate(() => window.scrollTo(0, 0));
    await snap(phone, 'review-phone-sg-start');

    // The city's box is the city: as wide as the phone less the page's margins, no taller than the city
    // drawn at that width and the row of zoom buttons (it was 70% of the window, the city some 290 px wide
    // in its middle), so the question and its button are on the first screen.
    const map = phone.getByRole('region', { name: 'The city' });
    const box = (await map.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(340);
    const city = (await map.locator('svg[role="group"]').boundingBox())!;
    expect(city.width).toBeGreaterThanOrEqual(box.width - 4);
    expect(box.height, 'no empty table above and below the city').toBeLessThanOrEqual(city.height + 60);
    await expect(thrown).toBeInViewport();
    await expect(phone.getByRole('button', { name: 'Zoom in' })).toBeInViewport();

    // The links to the rules and the City guide, a line of small print each: a finger's height to a tap,
    // each the top element at its middle (not under the title or the seats beside it).
    for (const name of ['The rules in short', 'City guide']) {
      const link = phone.getByRole('link', { name });
      const b = (await link.boundingBox())!;
      expect(b.height, `${name}: tall enough for a finger`).toBeGreaterThanOrEqual(40);
      const onTop = await link.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      });
      expect(onTop, `${name}: nothing drawn over it`).toBe(true);
    }

    // Each gang's card opens by its head: a finger's height, not a line of print's.
    const heads = phone.locator('button.head');
    await expect(heads).toHaveCount(PEOPLE.length);
    for (const h of await heads.all()) expect((await h.boundingBox())!.height).toBeGreaterThanOrEqual(40);

    // The dice thrown and a piece picked by taps: the hint says tap, where the map asks for it.
    await thrown.tap();
    const mover = decision.locator('[data-mover]').first();
    await mover.tap();
    await expect(mover).toHaveAttribute('aria-pressed', 'true');
    await expect(decision.getByText('Tap a lit place on the map, or here:')).toBeVisible();
    await expect(decision.getByText(/^Click a lit place/)).toBeHidden();
    // Each lit place is a button in the decision too (a square is some 13 px wide on the map), a finger's
    // height, and a tap on it moves the piece there (or asks which way he stops, then moves him).
    const where = decision.getByRole('group', { name: 'Where to go' });
    const places = where.getByRole('button');
    await expect(places.first()).toBeVisible();
    const lit = phone.locator('[data-reachable="true"]');
    // Counted again until both agree: the map and the question may still be drawing the piece's places.
    await expect(async () =>
      expect(await places.count(), 'a button in the question for each lit place on the map').toBe(await lit.count()),
    ).toPass({ timeout: 15_000 });
    for (const p of await places.all()) {
      const b = (await p.boundingBox())!;
      expect(b.height, `${await p.textContent()}: tall enough for a finger`).toBeGreaterThanOrEqual(40);
      expect(b.x + b.width).toBeLessThanOrEqual(390);
    }
    await phone.evaluate(() => window.scrollTo(0, 0));
    await snap(phone, 'review-phone-sg-picked');
    const before = await versionOf(app.url, matchId);
    await places.first().tap();
    const ask = decision.getByRole('group', { name: 'Which way?' });
    await expect(async () => {
      if (await ask.isVisible()) await ask.getByRole('button').first().tap();
      expect(await versionOf(app.url, matchId)).toBeGreaterThan(before);
    }).toPass({ timeout: 15_000 });
    await snap(phone, 'review-phone-sg-moved');
  } finally {
    await app.stop();
  }
});

test('a phone guest shooting in a duel is told to tap the sight, not to press Space', async ({ browser }) => {
  test.setTimeout(180_000);
  const app = await startApp();
  try {
    const p = await prepareSg(app.url, 'duel', PEOPLE);
    const phone = await phoneGuest(browser, app.url, p.matchId, p.seat, PEOPLE[p.seat]!);
    const plank = phone.getByRole('group', { name: /^Duel:/ });
    await expect(plank).toBeVisible();
    await snap(phone, 'review-phone-sg-duel');
    // No keyboard on a phone: the keys are not said, the taps are.
    await expect(plank.getByText('Tap the sight to fire. Tap a target on the plank to aim at it.')).toBeVisible();
    await expect(plank.getByText('choose a target')).toBeHidden();
    // The sight is large enough for a finger, and a tap on it fires.
    const sight = plank.getByRole('button', { name: /^Bull's-eye on/ });
    const b = (await sight.boundingBox())!;
    expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(40);
    await sight.tap();
    await expect(plank.locator('[data-last-shot]')).toContainText(/arrow/i);
    await snap(phone, 'review-phone-sg-duel-fired');
  } finally {
    await app.stop();
  }
});
