import { expect, test, type Browser, type Page } from '@playwright/test';
import { pastCurtain } from './screen';
import { hostCall, startApp } from './server';
import { prepareSg } from './supergang-positions';
import { snap } from './shots';
import { fireOn, kept, watchKeptArrow, type Wanted } from './supergang-aim';

/**
 * A SuperGang duel at a network table, on 127.0.0.1 only: the host's screen shoots for one side, a guest's
 * page (a browser context of its own) holds the other side's seat. Each arrow's result is seen on both:
 * the arrow that ends the duel lands on the guest's plank too, not only on the shooter's; and an aimed
 * arrow that passes the gun to the other side stays in its shooter's scope a moment (the scope used to
 * give way the instant the update came, so the side not shooting next never saw its last arrow land).
 */

const PEOPLE = ['Nonna Rosa', 'Uncle Sal', 'Aunt Lu'];
const plank = (page: Page) => page.getByRole('group', { name: /^Duel:/ });

interface DuelView {
  readonly duel: { readonly seats: [number, number]; readonly gunner: 0 | 1 } | null;
}

/**
 * Opens the seeded position to the network with `guestSeat(duel)` a guest's, who takes it on its own page.
 * Answers the guest's page, the duel as it stood, and the target the arrow is shot at (the side shot at's last).
 */
async function atTable(
  page: Page,
  guestPage: Page,
  url: string,
  position: 'last-arrow' | 'hand-over' | 'duel',
  guestSeat: (duel: NonNullable<DuelView['duel']>) => number,
): Promise<{ duel: NonNullable<DuelView['duel']>; seat: number; target: string }> {
  const p = await prepareSg(url, position, PEOPLE);
  const look = await hostCall(url, 'match.watch', { matchId: p.matchId, seat: 'spectator' });
  const { duel } = (look.result as { view: DuelView }).view;
  if (!duel) throw new Error('no duel at the position');
  expect(duel.seats[0]).not.toBe(duel.seats[1]);
  const seat = guestSeat(duel);
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const started = await hostCall(url, 'lan.start', { matchId: p.matchId, address: '127.0.0.1', port });
  expect(started).toMatchObject({ ok: true });
  const code = (started.result as { code: string }).code;
  expect((await hostCall(url, 'lan.seat', { seat, change: 'open' })).ok).toBe(true);
  await guestPage.goto(`http://127.0.0.1:${port}/?join=${code}`);
  await guestPage.getByRole('textbox', { name: 'Your name' }).fill(PEOPLE[seat] ?? 'Guest');
  await guestPage.getByRole('button', { name: 'Join' }).click();
  await guestPage.getByRole('button', { name: `Take seat ${seat + 1}` }).click();
  await expect(plank(guestPage)).toBeVisible();
  // The side shot at: its first target standing (its last, in the positions where one arrow may end it).
  const side = duel.gunner === 0 ? '.side.right' : '.side:not(.right)';
  const standing = plank(guestPage).locator(`${side} [data-target][data-state="standing"]`);
  if (position !== 'duel') await expect(standing).toHaveCount(1);
  const target = (await standing.first().getAttribute('data-target')) ?? '';
  await page.goto(`${url}#/match/${p.matchId}`);
  return { duel, seat, target };
}

/** The arrow at `target` is seen to land on the page: fallen face down, its line said, the duel said over. */
async function landed(page: Page, target: string): Promise<void> {
  const duel = plank(page);
  await expect(duel.locator(`[data-target="${target}"]`)).toHaveAttribute('data-state', 'dead');
  await expect(duel.locator('[data-last-shot]')).toContainText('dead');
  await expect(duel.getByText(/The duel is over/).first()).toBeVisible();
}

/** A host's app and a guest's page of its own (another browser context), closed after `run`. */
async function withGuest(
  browser: Browser,
  run: (guest: Page, app: Awaited<ReturnType<typeof startApp>>) => Promise<void>,
): Promise<void> {
  const app = await startApp();
  const guestContext = await browser.newContext();
  try {
    await run(await guestContext.newPage(), app);
  } finally {
    await guestContext.close();
    await app.stop();
  }
}

test('the arrow that ends a duel lands on the page of the guest whose side was shot at', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await withGuest(browser, async (guest, app) => {
    // The gang whose turn it is shoots at the other side's last target standing: one arrow ends the duel,
    // and the same gang plays on. The side shot at is a guest's, on its own page.
    const t = await atTable(page, guest, app.url, 'last-arrow', (d) => d.seats[d.gunner === 0 ? 1 : 0]);
    const dead = page.getByRole('button', { name: /Fell face down: dead/ });
    await pastCurtain(page, dead, 60_000);
    await dead.click();
    // On the guest's page the arrow lands too, as on the host's, before the city is back.
    await Promise.all([landed(page, t.target), landed(guest, t.target)]);
    await snap(guest, 'supergang-lan-duel-guest-last-arrow');
    await expect(plank(guest)).toBeHidden({ timeout: 6000 });
  });
});

test('a guest shoots the arrow that ends a duel and the game passes on: both pages see it land', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await withGuest(browser, async (guest, app) => {
    // The defenders shoot at the attackers' last gangster standing; the turn is another gang's.
    const t = await atTable(page, guest, app.url, 'hand-over', (d) => d.seats[d.gunner]);
    await expect(plank(page)).toBeVisible({ timeout: 60_000 });
    await guest.getByRole('button', { name: /Fell face down: dead/ }).click();
    // Both pages at once: each keeps the ended duel up for a moment only.
    await Promise.all([landed(guest, t.target), landed(page, t.target)]);
    await snap(guest, 'supergang-lan-duel-guest-shooter');
    await snap(page, 'supergang-lan-duel-host-after-guest');
  });
});

/**
 * The first duel of a seeded game, aimed, one arrow a volley, at the other side's one target: the arrow the
 * guest fires passes the gun whatever it does, to the host's side (a miss) or out of the duel (a hit ends
 * it). The guest fires when the sight is over a ring giving `want` (fireOn), so the test knows which.
 * Answers the ring fired on and what the guest's page noted of the arrow kept in its scope.
 */
async function guestFires(
  page: Page,
  guest: Page,
  url: string,
  want: Wanted,
): Promise<{ seen: { scope: string; line: string }; ring: string }> {
  await atTable(page, guest, url, 'duel', (d) => d.seats[d.gunner]);
  await watchKeptArrow(guest);
  const ring = await fireOn(guest, want);
  return { seen: await kept(guest), ring };
}

test('an aimed arrow that misses passes the gun to the host: it stays in the guest’s scope a moment', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await withGuest(browser, async (guest, app) => {
    const { seen, ring } = await guestFires(page, guest, app.url, 'miss');
    expect(ring).toBe('miss');
    // The scope kept, no longer a button to fire (the gun has passed), the guest's arrow stuck in it; its
    // line "Your arrow at … lands on 2: missed." while the move is saved, then "Last arrow at … (2): missed.".
    expect(seen).toEqual({
      scope: expect.stringMatching(/^Where your arrow at Manager 1 landed$/),
      line: expect.stringMatching(
        /^(Your arrow at Manager 1 lands on [1-3]|Last arrow at Manager 1 \([1-3]\)): missed\.$/,
      ),
    });
    await snap(guest, 'supergang-lan-duel-guest-arrow-kept-miss');
    const theirs = plank(guest);
    // The manager shoots back: the host's seat aims now, on the host's screen; the guest aims no more, and
    // the scope then gives way to whose turn it is.
    await expect(plank(page).getByRole('button', { name: /^Bull's-eye on / })).toBeVisible();
    await expect(theirs.getByRole('button', { name: /^Bull's-eye on / })).toHaveCount(0);
    await expect(theirs.getByRole('img', { name: /^Where your arrow/ })).toHaveCount(0);
    await expect(theirs.getByText(/turn to shoot|is shooting/)).toBeVisible();
    await snap(guest, 'supergang-lan-duel-guest-arrow-gone');
  });
});

test('an aimed arrow that hits ends the duel: it stays in the guest’s scope a moment, then the city is back', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await withGuest(browser, async (guest, app) => {
    const { seen, ring } = await guestFires(page, guest, app.url, 'hit');
    expect(['injured', 'dead']).toContain(ring);
    // The same plank, kept up as the duel ends (not made anew for the update with no duel: it would have
    // lost where the arrow stuck), shows the arrow in its scope, and its line says the manager was hit.
    expect(seen).toEqual({
      scope: expect.stringMatching(/^Where your arrow at Manager 1 landed$/),
      line: expect.stringMatching(
        ring === 'dead'
          ? /^(Your arrow at Manager 1 lands on 6|Last arrow at Manager 1 \(6\)): hit the bull: falls face down, dead\.$/
          : /^(Your arrow at Manager 1 lands on [45]|Last arrow at Manager 1 \([45]\)): hit: falls face up, injured\.$/,
      ),
    });
    await snap(guest, 'supergang-lan-duel-guest-arrow-kept-hit');
    const theirs = plank(guest);
    await expect(theirs.getByText(/The duel is over/).first()).toBeVisible();
    await expect(theirs.getByRole('button', { name: /^Bull's-eye on / })).toHaveCount(0);
    await expect(theirs).toBeHidden({ timeout: 6000 });
  });
});
