import { expect, test, type Locator, type Page } from '@playwright/test';
import { prepare } from './gangsters-positions';
import { api, createNpGame } from './lead-up';
import { pastCurtain } from './screen';
import { appForFile } from './server';
import { snap } from './shots';
import { prepareSg } from './supergang-positions';

/**
 * Each game's table at 1024×768, a small laptop's or a tablet's window (a guest's tablet too): the board takes
 * most of the width and the height below the header, its print read without zooming (9 px or more), with the
 * decision beside it in sight; the case file moves below them (three columns left a board some 330 to 400 px
 * wide, its print 6 px). And SuperGang's replay at 1366×768: the board stays in the window at its last move
 * too (it grew to 80% of the window's height there), and no two of the timeline's round labels overlap.
 */

const sharedApp = appForFile();
const W = 1024;
const H = 768;
const decision = (page: Page): Locator => page.getByRole('region', { name: 'Your decision' });

/**
 * The words and numbers `board` (an SVG) prints that are smaller than 9 px on screen, as "text (size px)";
 * none in what `skip` matches (a piece's icon or a piece read in a loupe, which say why where they are used).
 */
function smallPrint(board: Locator, skip: string | null): Promise<string[]> {
  return board.evaluate((svg, skipping) => {
    const out: string[] = [];
    for (const t of Array.from(svg.querySelectorAll<SVGTextElement>('text'))) {
      const text = t.textContent?.trim() ?? '';
      const m = t.getScreenCTM();
      if (!text || !m || (skipping && t.closest(skipping))) continue;
      const box = t.getBoundingClientRect();
      if (box.width === 0) continue;
      const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
      if (px < 9) out.push(`${text.slice(0, 20)} (${px.toFixed(1)} px)`);
    }
    return [...new Set(out)];
  }, skip);
}

/**
 * The board as drawn is at least `share` of the window's width, wholly in the window under the header; the
 * table it stands in reaches down to the window's foot; the decision's heading and its first answers are in
 * the window beside it; the case file comes after them in the page.
 */
async function fills(page: Page, board: Locator, table: Locator, share: number): Promise<void> {
  await expect(async () => {
    const b = await board.boundingBox();
    const t = await table.boundingBox();
    expect(b && t).toBeTruthy();
    if (!b || !t) return;
    expect(b.width / W, `the board's share of the width (${Math.round(b.width)} px)`).toBeGreaterThanOrEqual(share);
    expect(b.y).toBeGreaterThanOrEqual(0);
    expect(b.y + b.height).toBeLessThanOrEqual(H);
    expect(t.y + t.height, 'the table down to the window’s foot').toBeGreaterThanOrEqual(H - 40);
    expect(t.y + t.height).toBeLessThanOrEqual(H);
  }).toPass({ timeout: 10_000 });
  await expect(decision(page).getByRole('heading').first()).toBeInViewport({ ratio: 1 });
  await expect(decision(page).getByRole('button').first()).toBeInViewport({ ratio: 1 });
  const log = page.getByRole('log', { name: 'Case file' });
  const [b, l] = [await board.boundingBox(), await log.boundingBox()];
  expect(l && b && l.y > b.y + b.height, 'the case file below the board').toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(W);
}

test('Gangsters at 1024×768: the map most of the width, its print 9 px or more, the decision beside it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const p = await prepare(sharedApp().url, 'recruit', ['Nonna Rosa', 'Uncle Sal']);
  await page.setViewportSize({ width: W, height: H });
  await page.goto(`${sharedApp().url}#/match/${p.matchId}`);
  await pastCurtain(page, decision(page).getByRole('heading', { name: /^Your move/ }), 30_000);
  const map = page.locator('.gangsters-map > .cell > svg');
  await fills(page, map, page.locator('.board-table'), 0.6);
  await page.evaluate(() => document.fonts.ready);
  expect(await smallPrint(map, null)).toEqual([]);
  await expect(page.getByRole('toolbar', { name: 'Board view' })).toBeInViewport({ ratio: 1 });
  await snap(page, 'table-1024-gangsters');
});

test('Nothing Personal at 1024×768: the chart beside the decision, its print 9 px or more', async ({ page }) => {
  test.setTimeout(60_000);
  const conn = await api(sharedApp().url);
  const matchId = await createNpGame(conn, 'table-1024');
  conn.close();
  await page.setViewportSize({ width: W, height: H });
  await page.goto(`${sharedApp().url}#/match/${matchId}`);
  await expect(decision(page).getByRole('heading', { name: /^Your move/ })).toBeVisible({ timeout: 30_000 });
  const chart = page.getByRole('group', { name: /organisation chart/ });
  // As high as the window lets it (its shape is fixed): over half the width, the decision's column beside it.
  await fills(page, chart, page.locator('.np'), 0.5);
  await page.evaluate(() => document.fonts.ready);
  // A gangster type's icon bears its initial inside its shape and colour, as a picture: not print.
  expect(await smallPrint(chart, '.type-icon')).toEqual([]);
  await snap(page, 'table-1024-nothing-personal');
});

test('SuperGang at 1024×768: the city most of the width, its print 9 px or more, the decision beside it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const p = await prepareSg(sharedApp().url, 'four', ['Nonna Rosa', 'Uncle Sal', 'Aunt Lu', 'Cousin Vi']);
  await page.setViewportSize({ width: W, height: H });
  await page.goto(`${sharedApp().url}#/match/${p.matchId}`);
  // Its question ("Yellow gang: move a character.") is the decision's heading, a piece to move its answers.
  await pastCurtain(
    page,
    decision(page)
      .getByRole('button', { name: /^Yellow \w+ · / })
      .first(),
    30_000,
  );
  const city = page.locator('.board-map svg').first();
  await fills(page, city, page.locator('.board-table'), 0.6);
  await page.evaluate(() => document.fonts.ready);
  // The pieces waiting, jailed, hurt or dead in the centre stand in rows too small to read there: pointing at
  // the centre shows them in its loupe (supergang-print.e2e.ts).
  const centre = ['centre', 'jail', 'clinic', 'graveyard'].map((c) => `[data-place="${c}"]`).join(', ');
  expect(await smallPrint(city, centre)).toEqual([]);
  await expect(page.getByRole('toolbar', { name: 'Board view' })).toBeInViewport({ ratio: 1 });
  await snap(page, 'table-1024-supergang');
});

/** Round labels on the timeline that overlap another, as "Round 13 × Round 15". */
function overlappingLabels(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Replay controls' })
    .locator('.round')
    .evaluateAll((els) => {
      const boxes = els.map((e) => ({ text: e.textContent ?? '', r: e.getBoundingClientRect() }));
      const out: string[] = [];
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1))
          if (Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left) > 0) out.push(`${a.text} × ${b.text}`);
      return out;
    });
}

test('SuperGang’s replay at 1366×768: the city whole in the window at the first and the last move, no two round labels overlapping', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const conn = await api(sharedApp().url);
  const bot = (name: string) => ({ kind: 'bot', level: 'heuristic', name });
  // Three gangs to the lobby's cap of 15 rounds: the timeline labels every other round, 13 and 15 at its end.
  const { matchId } = (await conn.call('match.create', {
    gameId: 'supergang',
    options: { turnCap: 15, duelStyle: 'dice' },
    seats: [bot('Bugsy'), bot('Legs'), bot('Vinnie')],
    seed: 'table-1024-replay',
  })) as { matchId: string };
  await expect
    .poll(
      async () => ((await conn.call('match.watch', { matchId, seat: 'spectator' })) as { outcome?: unknown }).outcome,
      {
        timeout: 180_000,
      },
    )
    .toBeTruthy();
  conn.close();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${sharedApp().url}#/replay/${matchId}`);
  const controls = page.getByRole('region', { name: 'Replay controls' });
  await expect(controls.getByText(/^Move 0 of \d+/)).toBeVisible();
  await expect(controls.locator('.round')).not.toHaveCount(0);
  const city = page.locator('.board-map svg').first();
  for (const at of ['first', 'last'] as const) {
    if (at === 'last') {
      await page.keyboard.press('End');
      await expect(page.getByRole('region', { name: 'Replay controls' }).locator('.where')).toContainText(
        /Move (\d+) of \1\b/,
      );
      await expect(page.locator('[data-shown-step]')).toHaveAttribute('aria-busy', 'false');
    }
    await expect(async () => {
      // The table, from the controls to the city's foot and the case file's, ends inside the window.
      for (const el of [controls, page.locator('.board-table'), page.getByRole('log', { name: 'Case file' })]) {
        const box = await el.boundingBox();
        expect(
          box && box.y >= 0 && box.y + box.height <= 768,
          `${await el.getAttribute('class')} at the ${at} move`,
        ).toBe(true);
      }
      // The map's last row (its numbers either side) and the zoom buttons in sight.
      const rows = city.locator('.refs text', { hasText: /^21$/ });
      expect(await rows.count()).toBe(2);
      for (let i = 0; i < 2; i++) await expect(rows.nth(i)).toBeInViewport({ ratio: 1, timeout: 1000 });
      await expect(page.getByRole('toolbar', { name: 'Board view' })).toBeInViewport({ ratio: 1, timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await snap(page, `table-1024-supergang-replay-${at}-1366`);
  }
  // No two round labels overlap, at this width nor at a small laptop's (where "Round 15", labelled left of
  // its mark at the timeline's end, ran over "Round 13").
  for (const [width, height] of [
    [1366, 768],
    [1280, 720],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect.poll(() => overlappingLabels(page), { message: `round labels at ${width}` }).toEqual([]);
    await expect
      .poll(() => controls.locator('.round').count(), { message: `round labels on the timeline at ${width}` })
      .toBeGreaterThan(3);
  }
});
