/**
 * Nothing Personal on a phone (a network guest at 390×844): the organisation chart was 0 px wide there (the
 * side column takes 18rem beside it, and the stage is 325 px), so a question such as "Which gangster holds
 * the first marker? Click a glowing position" showed no gangster at all. The chart is stacked the full width
 * above the side column: it is on screen at a real size, and a glowing position on it answers the question.
 */
import { expect, type Page } from '@playwright/test';
import { api, createNpGame } from './lead-up';
import { test } from './server';
import { snap } from './shots';

interface Update {
  version: number;
  outcome?: unknown;
  pending: { seat: number; kind: string }[];
  legal?: Record<string, unknown>[] | null;
}

const chart = (page: Page) => page.getByRole('group', { name: /^The organisation chart/ });
/** The positions that glow: those that answer the question now. */
const glowing = (page: Page) => chart(page).locator('g[role="button"]');

test('at 390×844 the chart is on screen at a real size, and a glowing position on it can be chosen', async ({
  browser,
  page,
  app,
}) => {
  test.setTimeout(120_000);
  const conn = await api(app.url);
  let matchId: string;
  try {
    matchId = await createNpGame(conn, 'np-phone');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.url}#/match/${matchId}`);
    const decision = page.getByRole('region', { name: 'Your decision' });
    await expect(decision.getByRole('button').first()).toBeVisible({ timeout: 30_000 });

    // The chart: the full width of the table (less its padding), in its own shape, not 0 px.
    // Measured again until it holds: the chart is sized to its room after the page is drawn.
    await expect(async () => {
      const box = await chart(page).boundingBox();
      expect(box, 'the chart is drawn').not.toBeNull();
      expect(box!.width, "the chart's width").toBeGreaterThanOrEqual(300);
      expect(box!.height, "the chart's height").toBeGreaterThanOrEqual(280);
      expect(box!.x, "the chart's left edge").toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, "the chart's right edge").toBeLessThanOrEqual(390);
    }).toPass({ timeout: 15_000 });
    await chart(page).scrollIntoViewIfNeeded();
    await snap(page, 'np-phone-chart');

    // Nonna's decisions are answered by their first choice through the API until one is asked on the chart
    // (a position to choose), then that one is answered by tapping the chart.
    for (const until = Date.now() + 60_000; (await glowing(page).count()) === 0;) {
      expect(Date.now() < until, 'a question is asked on the chart').toBe(true);
      const u = (await conn.call('match.watch', { matchId, seat: 0 })) as Update;
      expect(u.outcome).toBeUndefined();
      const mine = u.pending.find((p) => p.seat === 0 && p.kind !== 'anytime');
      const a = mine && u.legal?.find((l) => l.type !== 'shakedown');
      if (a) await conn.call('match.act', { matchId, seat: 0, version: u.version, action: a }).catch(() => undefined);
      await page.waitForTimeout(400);
    }
    const spot = glowing(page).first();
    await spot.scrollIntoViewIfNeeded();
    const name = (await spot.getAttribute('aria-label')) ?? '';
    const spotBox = await spot.boundingBox();
    expect(spotBox!.width, `${name}: large enough to tap`).toBeGreaterThanOrEqual(28);
    expect(spotBox!.height).toBeGreaterThanOrEqual(28);
    await expect(spot).toBeInViewport({ ratio: 0.9 });
    await snap(page, 'np-phone-glowing');
    // The question says “click” with a mouse, and “tap” on a touch screen (a phone guest read “Click”).
    const asks = (p: Page, word: string) =>
      p.getByRole('region', { name: 'Your decision' }).getByText(`${word} a glowing position, or:`);
    await expect(asks(page, 'Click')).toBeVisible();
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      const p = await phone.newPage();
      await p.goto(`${app.url}#/match/${matchId}`);
      await expect(asks(p, 'Tap')).toBeVisible({ timeout: 30_000 });
      await expect(asks(p, 'Click')).toHaveCount(0);
      await snap(p, 'np-phone-tap-glowing');
    } finally {
      await phone.close();
    }
    const before = ((await conn.call('match.watch', { matchId, seat: 0 })) as Update).version;
    await spot.click();
    // The tap is an answer: the game moves on.
    await expect
      .poll(async () => ((await conn.call('match.watch', { matchId, seat: 0 })) as Update).version, { timeout: 15_000 })
      .toBeGreaterThan(before);
    await snap(page, 'np-phone-after');
    // The side column (the decision, the hand) under the chart keeps the height it has alone.
    const sideH = await page.locator('.np .side').evaluate((el) => el.getBoundingClientRect().height);
    expect(sideH).toBeGreaterThanOrEqual(300);
    await snap(page, 'np-phone-whole', { fullPage: true });
  } finally {
    conn.close();
  }
});

/**
 * The families' strip on a phone: a name too long for its card broke inside a word ("Grandm" / "a Rosa", the
 * Capo ring before it taking a line of its own). Every word of every name is on one line, inside its card,
 * and the whole name is shown; a word wider than the card is drawn smaller.
 */
test('at 390×844 the families’ names wrap between words only, each shown whole', async ({ page, app }) => {
  test.setTimeout(90_000);
  const conn = await api(app.url);
  const matchId = await createNpGame(conn, 'np-phone-names', ['Bartholomew', 'Uncle Salvatore'], 'Grandma Rosa');
  conn.close();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${app.url}#/match/${matchId}`);
  const names = page.getByRole('region', { name: 'The families' }).locator('.name');
  await expect(names).toHaveCount(5, { timeout: 30_000 });
  await expect(names.first()).toHaveText('Grandma Rosa');
  await names.first().scrollIntoViewIfNeeded();
  await snap(page.getByRole('region', { name: 'The families' }), 'np-phone-families');
  await expect
    .poll(() =>
      names.evaluateAll((els) =>
        els.flatMap((el) => {
          const box = el.getBoundingClientRect();
          const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          let text: Node | null = walk.nextNode();
          while (text && !text.textContent?.trim()) text = walk.nextNode();
          if (!text) return [`${el.textContent}: no text`];
          const faults: string[] = [];
          let at = 0;
          for (const word of (text.textContent ?? '').split(' ')) {
            const range = document.createRange();
            range.setStart(text, at);
            range.setEnd(text, at + word.length);
            at += word.length + 1;
            const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
            if (rects.length !== 1) faults.push(`"${word}" broken over ${rects.length} lines`);
            const r = range.getBoundingClientRect();
            if (r.left < box.left - 0.5 || r.right > box.right + 0.5) faults.push(`"${word}" wider than its card`);
            // A line the clamp hides lies below the card's foot (a glyph's box may pass a tight line's foot).
            if ((r.top + r.bottom) / 2 > box.bottom) faults.push(`"${word}" cut off below`);
          }
          return faults;
        }),
      ),
    )
    .toEqual([]);
});

test('on a touch screen without a mouse the decision has no keys hint; with a mouse it has', async ({
  browser,
  page,
  app,
}) => {
  test.setTimeout(90_000);
  const conn = await api(app.url);
  const matchId = await createNpGame(conn, 'np-phone-touch');
  conn.close();
  const hint = (p: Page) => p.getByRole('region', { name: 'Your decision' }).getByText(/^Keys: 1–9 choose/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${app.url}#/match/${matchId}`);
  await expect(hint(page)).toBeVisible({ timeout: 30_000 });

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const p = await phone.newPage();
    expect(await p.evaluate(() => matchMedia('(any-pointer: fine)').matches)).toBe(false);
    await p.goto(`${app.url}#/match/${matchId}`);
    await expect(p.getByRole('region', { name: 'Your decision' }).getByText('Which gangster?')).toBeVisible({
      timeout: 30_000,
    });
    await expect(hint(p)).toBeHidden();
    await snap(p, 'np-phone-touch');
  } finally {
    await phone.close();
  }
});
