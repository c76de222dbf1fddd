/**
 * Nothing Personal at a laptop's 1280×720: the "At any moment" button keeps the phase track's row (it took
 * a row of its own above the chart). The hand docks at a short side column's foot only while the decision
 * fits above it (layout.ts, `handStaysDocked`), so no answer lies under a card. On a card turn the hand's cards
 * are the answers that choose a card (the decision does not list them again), and the hand stays in sight
 * docked below the chosen card's question, at 1280×720 and 1366×768 alike, for every card of the hand. At
 * 1920×1080 the hand is laid out whole. At 1366×768, three families share one row of the side column, so the
 * hand is in the window from the game's first decision (a second row of them had pushed it below the fold).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { api, createNpGame } from './lead-up';
import { answersUnderSomethingElse } from './screen';
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
  // The rounds' squares say what they count, in the replay's words ("Round 2 of 5"): "Round 1 2 3 4 5".
  await expect(track).toHaveText(/^\s*Round\s*1\s*2\s*3\s*4\s*5\b/);
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
  // Each card of her hand chosen in turn (it is the button that chooses it), at both laptop sizes: the hand
  // docked below the card's question, every answer and every card in the window without scrolling anything,
  // each clickable where it is drawn, and the cards' words 9 px or more.
  for (const size of [
    { width: 1280, height: 720 },
    { width: 1366, height: 768 },
  ]) {
    await page.setViewportSize(size);
    const playable = hand.locator('button.playable');
    const m = await playable.count();
    expect(m, 'cards to choose').toBeGreaterThan(1);
    await expect(decision.locator('button.card')).toHaveCount(0);
    for (let i = 0; i < m; i++) {
      await playable.nth(i).click();
      await page.mouse.move(0, 0);
      await expect(playable.nth(i)).toHaveAttribute('aria-pressed', 'true');
      await expect(async () => {
        expect(await hand.evaluate((e) => e.closest('.hand-dock')?.classList.contains('docked'))).toBe(true);
        expect(await notInSight(page), `card ${i + 1} at ${size.width}`).toEqual([]);
      }).toPass({ timeout: 5_000 });
      expect(await answersUnderSomethingElse(page)).toEqual([]);
      expect(await smallestCardText(page)).toBeGreaterThanOrEqual(9);
      expect(await brokenClauses(page), 'a clause ID broken across lines').toEqual([]);
    }
    await snap(page, `np-laptop-card-turn-${size.width}`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // At 1920×1080 the column has room: the hand is laid out whole in it below the decision, every card at full
  // height, all in sight with the question.
  await page.mouse.move(0, 0);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect(async () => {
    expect(await hand.evaluate((e) => e.closest('.hand-dock')?.classList.contains('docked'))).toBe(false);
    expect(await hand.evaluate((e) => e.classList.contains('tops'))).toBe(false);
    expect((await cards.first().boundingBox())?.height ?? 0).toBeGreaterThan(100);
    expect(await notInSight(page)).toEqual([]);
  }).toPass({ timeout: 5_000 });
  await barOnOneRow(page);
  // The three families share the column's whole width: no blank strip at the row's end.
  const row = page.getByRole('region', { name: 'The families' }).getByRole('list');
  const [rowBox, lastBox] = [await row.boundingBox(), await row.getByRole('listitem').last().boundingBox()];
  expect((rowBox?.x ?? 0) + (rowBox?.width ?? 0) - ((lastBox?.x ?? 0) + (lastBox?.width ?? 0))).toBeLessThan(2);
  await snap(page, 'np-laptop-hand-1920');
});

/**
 * What of the decision (its heading, prompt, answers) and the hand's card tops is not wholly in the window and
 * in the side column's view as the column stands (nothing scrolled to reach it), or lies under something else.
 */
async function notInSight(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const side = document.querySelector('.np .side');
    if (!side) return ['no side column'];
    const col = side.getBoundingClientRect();
    const shown = (e: Element): boolean => {
      const r = e.getBoundingClientRect();
      const inside =
        r.top >= Math.max(0, col.top) - 0.5 &&
        r.bottom <= Math.min(innerHeight, col.bottom) + 0.5 &&
        r.left >= 0 &&
        r.right <= innerWidth;
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return inside && !!top && e.contains(top);
    };
    const decision = document.querySelector('section.decision');
    const parts = [
      ...(decision ? Array.from(decision.querySelectorAll('h2, .prompt, button')) : []),
      ...Array.from(document.querySelectorAll('section.hand button.playable')),
    ];
    return parts.filter((e) => !shown(e)).map((e) => e.textContent?.trim().slice(0, 40) ?? '');
  });
}

/** The small-print clause IDs on the decision's buttons that run over more than one line ("(NP-" / "6.3.2)"). */
async function brokenClauses(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('section.decision button small'))
      .filter((e) => e.getClientRects().length > 1)
      .map((e) => e.textContent ?? ''),
  );
}

/** The smallest font size of the words on the hand's card tops (their timing and name), in px. */
async function smallestCardText(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.min(
      ...Array.from(document.querySelectorAll('section.hand .top :is(.timing, .name)')).map((e) =>
        parseFloat(getComputedStyle(e).fontSize),
      ),
    ),
  );
}

test('at 1366×768 with three families the hand is in the window while the first marker is placed', async ({
  page,
  app,
}) => {
  const conn = await api(app.url);
  const matchId = await createNpGame(conn, 'np-laptop-hand-in-sight');
  conn.close();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${app.url}#/match/${matchId}`);
  const decision = page.getByRole('region', { name: 'Your decision' });
  await expect(decision).toContainText(/Place a marker/);
  const hand = page.getByRole('region', { name: 'Your hand' });
  const first = hand.getByRole('listitem').first();
  await expect(first).toBeAttached();
  // The player scrolls nothing (the page stays at its top): the hand's first card is in the window and in the
  // side column's view, and so is the decision's every answer.
  await expect(async () => {
    expect(await page.evaluate(() => scrollY), 'the page not scrolled').toBe(0);
    const box = await first.boundingBox();
    expect(box, 'the first card is drawn').not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0), 'the first card above the fold').toBeLessThanOrEqual(768);
    const col = await page.locator('.np .side').boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0), 'the first card in the column').toBeLessThanOrEqual(
      (col?.y ?? 0) + (col?.height ?? 0) + 0.5,
    );
    expect(box?.y ?? 0, 'the first card in the column').toBeGreaterThanOrEqual((col?.y ?? 0) - 0.5);
    expect(await notInSight(page)).toEqual([]);
  }).toPass({ timeout: 5_000 });
  // The families share one row for it, each name whole (on two lines if need be, not "Nonna…").
  const families = page.getByRole('region', { name: 'The families' }).getByRole('listitem');
  await expect(families).toHaveCount(3);
  expect(await sameRow(families.first(), families.last()), 'the three families on one row').toBe(true);
  expect(
    await families.evaluateAll((li) =>
      li.flatMap((e) => {
        const name = e.querySelector('.name');
        return name && name.scrollHeight > name.clientHeight + 1 ? [name.textContent] : [];
      }),
    ),
    'names cut short',
  ).toEqual([]);
  await snap(page, 'np-laptop-place-1366');
});

test('at 853×480 a computer seat’s chip says it is a computer, not “Yellow family · Com…”', async ({ page, app }) => {
  const conn = await api(app.url);
  const matchId = await createNpGame(conn, 'np-small-chips');
  conn.close();
  await page.setViewportSize({ width: 853, height: 480 });
  await page.goto(`${app.url}#/match/${matchId}`);
  await expect(page.getByRole('region', { name: 'Your decision' })).toContainText(/Place a marker/);
  const chips = page.getByRole('list', { name: 'Seats' }).getByRole('listitem');
  await expect(chips).toHaveCount(3);
  await snap(page, 'np-small-chips-853');
  // Each chip's role line gives way at its end: a computer seat's is "Computer", with its level when the row
  // has room for it, and neither is cut; nor does a level squeeze the chip at the screen.
  const shown = () =>
    chips.evaluateAll((li) =>
      li.map((e) => {
        const role = e.querySelector<HTMLElement>('.role')!;
        const parts = Array.from(role.querySelectorAll<HTMLElement>('.part'));
        const drawn = parts.filter(
          (p) => getComputedStyle(p).visibility !== 'hidden' && p.offsetTop < role.clientHeight,
        );
        return {
          text: (parts.length ? drawn.map((p) => p.textContent).join(' ') : (role.textContent ?? ''))
            .replace(/\s+/g, ' ')
            .trim(),
          cut: role.scrollWidth > role.clientWidth || drawn.some((p) => p.scrollWidth > p.clientWidth),
        };
      }),
    );
  const at853 = await shown();
  expect(at853[0]).toEqual({ text: expect.stringMatching(/^at the screen · \w+ family$/), cut: false });
  for (const chip of at853.slice(1))
    expect([
      ['Computer', false],
      ['Computer · Normal', false],
    ]).toContainEqual([chip.text, chip.cut]);
  // The whole of it, family and all, in the tooltip.
  await expect(chips.nth(1).locator('.role')).toHaveAttribute('title', /^\w+ family · Computer — Normal$/);
  // A little wider (still the smallest chips), the row has room: the level is said on the chip itself.
  await page.setViewportSize({ width: 1100, height: 620 });
  await expect.poll(shown).toEqual([
    { text: expect.stringMatching(/^at the screen · \w+ family$/), cut: false },
    { text: 'Computer · Normal', cut: false },
    { text: 'Computer · Normal', cut: false },
  ]);
  await snap(page, 'np-small-chips-1100');
});
