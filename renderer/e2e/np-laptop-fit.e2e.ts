/**
 * Nothing Personal at a laptop's 1280×720: the "At any moment" button keeps the phase track's row (it took
 * a row of its own above the chart), and the person's hand is in sight without scrolling the side column
 * (it sat below the column's fold): docked at the column's foot, each card's timing and name shown, a card
 * pointed at rising whole; the decision stays in sight above it. At 1920×1080 the hand is laid out whole.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { api, createNpGame } from './lead-up';
import { test } from './server';
import { snap } from './shots';

interface Update {
  version: number;
  outcome?: unknown;
  pending: { seat: number; kind: string }[];
  legal?: { type: string }[];
}

/** Both boxes' middles on one line (within 10 px). */
async function sameRow(a: Locator, b: Locator): Promise<boolean> {
  const [p, q] = [await a.boundingBox(), await b.boundingBox()];
  return !!p && !!q && Math.abs(p.y + p.height / 2 - (q.y + q.height / 2)) < 10;
}

async function barOnOneRow(page: Page): Promise<void> {
  const track = page.locator('.np .bar').getByRole('navigation', { name: /^Round / });
  const moment = page.getByRole('button', { name: /^At any moment/ });
  await expect(async () => expect(await sameRow(track, moment), '"At any moment" beside the track').toBe(true)).toPass({
    timeout: 5_000,
  });
}

test('at 1280×720 "At any moment" stays beside the track and the hand is in sight at the side column’s foot', async ({
  page,
  app,
}) => {
  test.setTimeout(90_000);
  const conn = await api(app.url);
  // Nonna places her markers, then plays on (a Move where she has one, else the first choice) until she is
  // asked to play or discard a card at The Commission.
  const matchId = await createNpGame(conn, 'np-laptop-fit');
  let asked = false;
  for (const until = Date.now() + 30_000; Date.now() < until && !asked;) {
    const u = (await conn.call('match.watch', { matchId, seat: 0 })) as Update;
    if (u.outcome) break;
    const mine = u.pending.find((p) => p.seat === 0 && p.kind !== 'anytime');
    if (!mine) {
      await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    const legal = u.legal ?? [];
    if (legal.some((a) => a.type === 'play')) asked = true;
    else
      await conn.call('match.act', {
        matchId,
        seat: 0,
        version: u.version,
        action: legal.find((a) => a.type === 'move') ?? legal.find((a) => a.type !== 'shakedown') ?? legal[0],
      });
  }
  conn.close();
  expect(asked, 'Nonna is asked to play a card').toBe(true);

  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${app.url}#/match/${matchId}`);
  const decision = page.getByRole('region', { name: 'Your decision' });
  await expect(decision).toContainText(/Play or discard an influence card/);
  await barOnOneRow(page);
  const hand = page.getByRole('region', { name: 'Your hand' });
  const cards = hand.getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const n = await cards.count();
  expect(n).toBeGreaterThan(0);
  // The hand wholly in the window and in the side column, each card's name readable in it.
  await expect(async () => {
    const [column, h] = [await page.locator('.np .side').boundingBox(), await hand.boundingBox()];
    expect(column && h).toBeTruthy();
    if (!column || !h) return;
    expect(h.y).toBeGreaterThanOrEqual(column.y - 1);
    expect(h.y + h.height).toBeLessThanOrEqual(Math.min(720, column.y + column.height) + 1);
  }).toPass({ timeout: 5_000 });
  for (let i = 0; i < n; i++) await expect(cards.nth(i).locator('.name')).toBeInViewport({ ratio: 0.5 });
  // The decision's heading and its first answer still in sight above the hand.
  await expect(page.getByRole('heading', { name: /^Your move/ })).toBeInViewport({ ratio: 1 });
  await expect(decision.getByRole('button').first()).toBeInViewport({ ratio: 1 });
  await snap(page, 'np-laptop-hand-1280');
  // A card pointed at rises whole, still in the window: its text can be read.
  const last = cards.nth(n - 1);
  await last.hover();
  await expect(last.locator('.effect, .name').last()).toBeInViewport({ ratio: 1 });
  await expect(last.locator('.card')).toBeInViewport({ ratio: 1 });
  await snap(page, 'np-laptop-hand-raised-1280');

  // At 1920×1080 the column has room: the hand is laid out whole in it, every card at full height.
  await page.mouse.move(0, 0);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect(async () => {
    expect(await hand.evaluate((e) => e.classList.contains('docked'))).toBe(false);
    expect((await cards.first().boundingBox())?.height ?? 0).toBeGreaterThan(100);
  }).toPass({ timeout: 5_000 });
  await barOnOneRow(page);
  await snap(page, 'np-laptop-hand-1920');
});
