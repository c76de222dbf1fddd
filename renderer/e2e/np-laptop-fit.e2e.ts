/**
 * Nothing Personal at a laptop's 1280×720: the "At any moment" button keeps the phase track's row (it took
 * a row of its own above the chart). The hand docks at a short side column's foot only while the decision
 * fits above it (layout.ts, `handStaysDocked`): a card turn's question is taller, so there the hand stays in
 * the column below it and no answer lies under a card. At 1920×1080 the hand is laid out whole.
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

test('at 1280×720 "At any moment" stays beside the track, and no answer of a card turn lies under the hand', async ({
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
  await expect(cards.first()).toBeAttached();
  const n = await cards.count();
  expect(n).toBeGreaterThan(0);
  // Her card turn's question is taller than the column less a docked hand: docked, the cards lay over its
  // last answers (a click there played a card). So the hand takes its place in the column below it.
  await expect(async () => {
    expect(await hand.evaluate((e) => e.closest('.hand-dock')?.classList.contains('docked'))).toBe(false);
  }).toPass({ timeout: 5_000 });
  // The decision's heading and its first answer in sight, and no answer under anything else.
  await expect(page.getByRole('heading', { name: /^Your move/ })).toBeInViewport({ ratio: 1 });
  await expect(decision.getByRole('button').first()).toBeInViewport({ ratio: 1 });
  expect(await answersUnderSomethingElse(page)).toEqual([]);
  await snap(page, 'np-laptop-hand-1280');
  // The hand is a scroll of the column away, every card's name readable there.
  await hand.scrollIntoViewIfNeeded();
  for (let i = 0; i < n; i++) await expect(cards.nth(i).locator('.name')).toBeInViewport({ ratio: 0.5 });

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

/** The decision's answers (in the side column, scrolled into it) at whose middle something else is drawn. */
async function answersUnderSomethingElse(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: 'Your decision' }).evaluate((region) =>
    Array.from(region.querySelectorAll('button')).flatMap((b) => {
      b.scrollIntoView({ block: 'nearest' });
      const r = b.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return top && b.contains(top) ? [] : [b.textContent?.trim() ?? ''];
    }),
  );
}
