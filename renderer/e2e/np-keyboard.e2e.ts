/**
 * Nothing Personal's table by keyboard and with reduced motion, at a laptop's 1366×768 (found by a family's
 * keyboard-only walkthrough): the chart's glowing positions are walked in reading order and a marker placed with
 * Enter leaves the focus with the decision; the "At any moment" drawer takes the focus, keeps what it covers out
 * of reach and closes with Escape; a hand card's long name is never cut on its top; and with the computer asking
 * for reduced motion the dice do not tumble and the Settings switch says so.
 */
import { expect, type Page } from '@playwright/test';
import { api, createNpGame } from './lead-up';
import { appForFile, test } from './server';
import { snap } from './shots';

const app = appForFile();

const decision = (page: Page) => page.getByRole('region', { name: 'Your decision' });
const chart = (page: Page) => page.getByRole('group', { name: /organisation chart/ });

/** A new game of Nonna Rosa against two computer players, open at 1366×768 on her first placement. */
async function atFirstPlacement(page: Page, seed: string): Promise<string> {
  const conn = await api(app().url);
  const matchId = await createNpGame(conn, seed);
  conn.close();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${app().url}#/match/${matchId}`);
  await expect(decision(page)).toContainText('Place a marker', { timeout: 30_000 });
  return matchId;
}

/** The number on the plaque of the chart position that has the focus; null when the focus is not on one. */
const focusedPosition = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.closest('.chart') ? Number(el.querySelector('.num')?.textContent) : null;
  });

/** How many markers Nonna Rosa's family has placed, as the case file says. */
const nonnaPlacements = (page: Page) =>
  page
    .getByRole('log', { name: 'Case file' })
    .getByText(/Nonna Rosa.s family places a marker/)
    .count();

test('NP-3.15 Tab walks the glowing positions as the chart reads, and a marker placed with Enter leaves the focus with the decision', async ({
  page,
}) => {
  await atFirstPlacement(page, 'np-keyboard-place');
  const placed = await nonnaPlacements(page);
  const seen: number[] = [];
  for (let i = 0; i < 60 && seen.length < 9; i++) {
    await page.keyboard.press('Tab');
    const pos = await focusedPosition(page);
    if (pos !== null && !seen.includes(pos)) seen.push(pos);
  }
  // Row by row from the Capo down, each row left to right (it ran 9, 8, 7 … 1).
  expect(seen).toEqual([9, 7, 8, 4, 5, 6, 1, 2, 3]);
  const table = await page.locator('.np').boundingBox();
  await page.keyboard.press('Enter');
  await expect.poll(() => nonnaPlacements(page), { timeout: 15_000 }).toBe(placed + 1);
  // The position is no longer an answer: the focus is with the decision, not dropped on the page.
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('[aria-label="Your decision"]')))
    .toBe(true);
  expect((await page.locator('.np').boundingBox())?.y, 'the table did not move').toBe(table?.y);
  await snap(page, 'np-keyboard-after-place');
});

test('the "At any moment" drawer takes the focus, keeps the decision under it out of reach, and Escape closes it', async ({
  page,
}) => {
  await atFirstPlacement(page, 'np-keyboard-drawer');
  const placed = await nonnaPlacements(page);
  const opener = page.getByRole('button', { name: /^At any moment \(\d+\)$/ });
  await opener.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'At any moment' });
  await expect(drawer).toBeVisible();
  const inDrawer = () => drawer.evaluate((d) => d.contains(document.activeElement));
  await expect.poll(inDrawer).toBe(true);
  // Tab goes from one of its controls to the next (Close, its rules, its Shakedowns), not through the chart and
  // the decision and hand hidden under it.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await inDrawer(), `Tab ${i + 1} stays in the drawer`).toBe(true);
  }
  await snap(page, 'np-keyboard-drawer');
  // A number key answers nothing of the decision under it (key 1 placed a marker on the Third Guy).
  await page.keyboard.press('1');
  await page.waitForTimeout(800);
  expect(await nonnaPlacements(page)).toBe(placed);
  // Escape closes it, the focus back on the button that opened it; the decision answers its keys again.
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(opener).toBeFocused();
  await page.keyboard.press('1');
  await expect.poll(() => nonnaPlacements(page), { timeout: 15_000 }).toBe(placed + 1);
});

test('at 1366×768 every card of the hand shows its whole name on its top, a long one set smaller', async ({ page }) => {
  await atFirstPlacement(page, 'np-keyboard-hand-3');
  const names = page.getByRole('region', { name: 'Your hand' }).locator('.top .name');
  await expect(names.first()).toBeVisible();
  await page.waitForTimeout(500);
  // Measured again until it holds: each card's top sets its name smaller to fit once it is drawn (card-top.ts).
  await expect(async () => {
    const cards = await names.evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        const top = e.closest('.top')!.getBoundingClientRect();
        return {
          name: e.querySelector('.visually-hidden')?.textContent ?? '',
          cut: e.scrollHeight > e.clientHeight + 1 || r.bottom > top.bottom + 0.5,
          px: parseFloat(getComputedStyle(e).fontSize),
        };
      }),
    );
    // The seed deals her two Arrangements and a Word with the Third Guy ("Gambler and Conman Arrangement" showed
    // "Gambler and").
    expect(cards.some((c) => c.name.length > 24)).toBe(true);
    expect(cards.filter((c) => c.cut).map((c) => c.name)).toEqual([]);
    for (const c of cards) expect(c.px, c.name).toBeGreaterThanOrEqual(9);
  }).toPass({ timeout: 5_000 });
  await snap(page, 'np-keyboard-hand');
});

test('with the computer asking for reduced motion, the dice do not tumble and the Settings switch shows it on', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Every face a tumbling die shows is counted as it is drawn.
  await page.addInitScript(() => {
    const w = window as unknown as { tumbles: number };
    w.tumbles = 0;
    new MutationObserver((changes) => {
      for (const c of changes)
        for (const n of [c.target, ...Array.from(c.addedNodes)])
          if (n instanceof Element && (n.matches('.tumbling') || n.querySelector('.tumbling'))) w.tumbles++;
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
  // Three computer players, watched: their Moves and whacks roll the dice.
  const conn = await api(app().url);
  const { matchId } = (await conn.call('match.create', {
    gameId: 'nothing-personal',
    options: { expansions: [], bindingDeals: false, randomSetup: false, firstPlayer: 0 },
    seats: ['Bugsy', 'Legs', 'Dandy'].map((name) => ({ kind: 'bot', level: 'heuristic', name })),
    seed: 'np-keyboard-calm',
  })) as { matchId: string };
  conn.close();
  await page.goto(`${app().url}#/match/${matchId}`);
  await expect(chart(page)).toBeVisible();
  await expect(page.locator('.np .dice .die').first()).toBeVisible({ timeout: 60_000 });
  await page.waitForTimeout(1_500);
  expect(await page.evaluate(() => (window as unknown as { tumbles: number }).tumbles)).toBe(0);

  // The host's Settings: the switch is on, held there, and says why (it showed Off).
  await page.goto(`${app().url}#/settings`);
  const calm = page.getByRole('switch', { name: 'Reduce motion' });
  await expect(calm).toBeChecked();
  await expect(calm).toBeDisabled();
  await expect(page.getByText(/this computer asks for less motion/)).toBeVisible();
  await snap(page, 'np-keyboard-settings-calm');
});
