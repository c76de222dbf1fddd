/**
 * The city map at the table by the keys alone (a family's keyboard-only review, both cities): an arrow key
 * on a piece goes to the place that way, as the map's line promises; a piece picked by key in the decision
 * panel takes the focus to its lit place nearest it, not 6 to 19 Shift+Tabs away, and while places are lit
 * the panel's first Tab stop goes to them; a place chosen by key hands the focus to the panel when the next
 * question is asked there. A click moves no focus.
 */
import { expect, type Page } from '@playwright/test';
import { prepare } from './gangsters-positions';
import { focusShown } from './keyboard';
import { seatTable, startGame } from './lobby';
import { pastCurtain } from './screen';
import { appForFile, test } from './server';
import { snap } from './shots';
import { prepareSg } from './supergang-positions';

const app = appForFile();
const KEYS = 'Arrow keys: the next place that way · Enter: choose it';

const decision = (page: Page) => page.getByRole('region', { name: 'Your decision' });

/** What has the focus: a place on the map (its id, and whether it is lit), a piece, or in the decision. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      place: el?.getAttribute('data-target') ?? null,
      lit: el?.getAttribute('data-reachable') === 'true',
      piece: el?.closest('[data-piece]')?.getAttribute('data-piece') ?? null,
      inDecision: !!el?.closest('[aria-label="Your decision"]'),
    };
  });

/** The lit place nearest the start (the picked piece's place), as the screen draws them. */
const nearestLit = (page: Page) =>
  page.evaluate(() => {
    const at = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    };
    const start = document.querySelector('[data-target][data-start="true"]');
    if (!start) return null;
    const s = at(start);
    const lit = Array.from(document.querySelectorAll('[data-target][data-reachable="true"]')).map((el) => ({
      id: el.getAttribute('data-target'),
      away: Math.hypot(at(el).x - s.x, at(el).y - s.y),
    }));
    return lit.sort((a, b) => a.away - b.away)[0]?.id ?? null;
  });

/**
 * After a place chosen by key: the focus is on the decision (the panel, as after any answer there), and Tab
 * reaches one of its answers without leaving it (past the rules links of its heading and question).
 */
async function focusGoesToDecision(page: Page): Promise<void> {
  await expect.poll(async () => (await focused(page)).inDecision, { timeout: 15_000 }).toBe(true);
  for (let i = 0; i < 6 && (await page.evaluate(() => document.activeElement?.tagName !== 'BUTTON')); i++) {
    await page.keyboard.press('Tab');
    expect((await focused(page)).inDecision).toBe(true);
  }
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
  expect((await focused(page)).inDecision).toBe(true);
}

/** From the decision panel, the first Tab stop goes to the map: Enter there takes the focus to the lit place nearest the piece. */
async function toMapFromPanel(page: Page, shot?: string): Promise<void> {
  await decision(page).focus();
  await page.keyboard.press('Tab');
  const toMap = decision(page).getByRole('link', { name: /^Go to the lit places on the map \(\d+\)$/ });
  await expect(toMap).toBeFocused();
  await expect(toMap).toBeVisible();
  if (shot) await snap(page, shot);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page)).lit, { timeout: 5_000 }).toBe(true);
  expect((await focused(page)).place).toBe((await nearestLit(page)) ?? (await firstLit(page)));
}

/** The first lit place in the map's order (where the focus goes when no piece is picked). */
const firstLit = (page: Page) =>
  page.locator('[data-target][data-reachable="true"]').first().getAttribute('data-target');

test('SuperGang by the keys: arrows from a piece, a piece picked in the panel, then the question after the move', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const p = await prepareSg(app().url, 'stack', ['Nonna Rosa', 'Uncle Sal', 'Aunt Lu']);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${app().url}#/match/${p.matchId}`);
  const piece = page.locator('.piece.movable').first();
  await pastCurtain(page, piece, 60_000);
  const id = await piece.getAttribute('data-piece');

  // A piece on the map has the focus, its ring in sight: the line says arrows go to the next place, and they do.
  await piece.focus();
  expect(await focusShown(page)).toMatch(/^ring /);
  await snap(page.locator('.board-map'), 'table-map-keys-sg-piece-focused');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(KEYS)).toBeVisible();
  expect((await focused(page)).place, 'an arrow from a piece reaches a place').not.toBeNull();
  // Picked with Enter, its places lit: an arrow from it goes to one of them.
  await piece.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-reachable="true"]').first()).toBeAttached();
  await page.keyboard.press('ArrowUp');
  expect((await focused(page)).lit, 'an arrow from a picked piece reaches a lit place').toBe(true);
  expect(await focusShown(page)).toMatch(/^ring /);
  await snap(page.locator('.board-map'), 'table-map-keys-sg-arrow-from-piece');

  // Put down again in the panel; a click on another piece's button there leaves the focus with the button.
  const movers = decision(page).locator('[data-mover]');
  await decision(page).locator(`[data-mover="${id}"]`).click();
  await expect(page.locator('[data-reachable="true"]')).toHaveCount(0);
  await movers.nth(1).click();
  await expect(page.locator('[data-reachable="true"]').first()).toBeAttached();
  expect((await focused(page)).place, 'a click moves no focus to the map').toBeNull();
  // From the panel, its first Tab stop goes to them: the lit place nearest the piece.
  await toMapFromPanel(page);
  await movers.nth(1).click();
  await expect(page.locator('[data-reachable="true"]')).toHaveCount(0);

  // Picked by key in the panel: the focus goes to its lit place nearest it.
  await decision(page).locator(`[data-mover="${id}"]`).focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page)).lit, { timeout: 5_000 }).toBe(true);
  expect((await focused(page)).place).toBe(await nearestLit(page));
  expect(await focusShown(page)).toMatch(/^ring /);
  await snap(page, 'table-map-keys-sg-picked-in-panel');

  // Chosen with Enter: what he does there is asked in the panel, and the focus goes there.
  await page.keyboard.press('Enter');
  await expect(decision(page)).toContainText(/What does the .+ do at/, { timeout: 15_000 });
  await focusGoesToDecision(page);
  await snap(page, 'table-map-keys-sg-question-after-move');
});

test('Gangsters by the keys: a piece picked in the panel, then the question of the place chosen', async ({ page }) => {
  test.setTimeout(120_000);
  const p = await prepare(app().url, 'seduction', ['Little Tony', 'Gran']);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${app().url}#/match/${p.matchId}`);
  const vamp = decision(page).getByRole('button', { name: /^Vamp/ });
  await pastCurtain(page, vamp, 60_000);

  // A click on the piece's button leaves the focus there.
  await vamp.click();
  await expect(page.locator('[data-reachable="true"]').first()).toBeAttached();
  expect((await focused(page)).place, 'a click moves no focus to the map').toBeNull();
  await decision(page).getByRole('button', { name: 'Back' }).click();

  // Picked by key: the focus goes to its lit place nearest it, its ring in sight.
  await vamp.focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page)).lit, { timeout: 5_000 }).toBe(true);
  expect((await focused(page)).place).toBe(await nearestLit(page));
  expect(await focusShown(page)).toMatch(/^ring /);
  await expect(page.getByText(KEYS)).toBeVisible();
  await snap(page, 'table-map-keys-g-picked-in-panel');

  // A street space chosen with Enter: which side up is asked in the panel (G-6.5), and the focus goes there.
  const street = await page.evaluate(() => {
    const lit = Array.from(document.querySelectorAll('[data-target][data-reachable="true"]'));
    return lit.map((el) => el.getAttribute('data-target')).find((id) => id && /^s\d+-\d+$/.test(id)) ?? null;
  });
  expect(street).not.toBeNull();
  await page.locator(`[data-target="${street}"]`).focus();
  await page.keyboard.press('Enter');
  await expect(
    decision(page)
      .getByRole('button', { name: /criminal/i })
      .first(),
  ).toBeVisible();
  await focusGoesToDecision(page);
  await snap(page, 'table-map-keys-g-question-after-place');
});

test('Gangsters by the keys: a question asking for a place by itself (the draft) is one Tab from the panel to the map', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await seatTable(page, app().url, [{ guest: 'Little Tony' }, { bot: 'Normal' }, { bot: 'Hard' }]);
  await startGame(page);
  await expect(decision(page).getByRole('button', { name: 'Choose' })).toBeEnabled({ timeout: 30_000 });
  // Opened by itself, the draft leaves the focus where it was; the panel's first Tab stop goes to the map.
  expect((await focused(page)).place).toBeNull();
  await toMapFromPanel(page, 'table-map-keys-g-to-map');
  expect(await focusShown(page)).toMatch(/^ring /);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log', { name: 'Case file' })).toContainText(/Little Tony.* takes /, { timeout: 15_000 });
});
