import Database from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';
import { join } from 'node:path';
import { seatTable, startGame } from './lobby';
import { ASKED } from './gangsters-play';
import { clickOrGone, expectFillsItsBox, untilAsked, visible } from './screen';
import { test } from './server';
import { snap } from './shots';

/**
 * A whole game of Nothing Personal: one person at the table (through the board's own controls,
 * choosing a different legal control each time) and two computer players, to the final scores.
 */

/** Makes one choice if the board is asking this seat something; false when it is not. */
async function choose(page: Page, turn: number, seen: Set<string>): Promise<boolean> {
  // (Found by their labels in CSS, as the group and region the table names so: a query by role runs over the
  // whole page, and these run at every look.)
  const panel = page.locator('[role="group"][aria-label="Your choices"]');
  if (!(await visible(panel))) return false;
  for (const p of await page.locator('section[aria-label="Your decision"]').locator('.prompt').allTextContents())
    seen.add(p.replace(/\d+/g, 'N'));
  for (const r of await panel.getByRole('alert').allTextContents()) seen.add(`REFUSED ${r}`);
  // When a position is asked for, click it on the chart itself.
  const chart = page.locator('[role="group"][aria-label^="The organisation chart"]').getByRole('button');
  const onChart = await chart.count();
  if (onChart > 0 && turn % 2 === 0) return clickOrGone(chart.nth(turn % onChart));
  // The decision's buttons, and the hand's cards where they are its answers that choose a card.
  const buttons = panel
    .getByRole('button')
    .filter({ hasNotText: /^Back$/ })
    .or(page.locator('section[aria-label="Your hand"]').locator('button.playable'));
  const n = await buttons.count();
  if (n === 0) return false;
  return clickOrGone(buttons.nth(turn % n));
}

/** How far below the case file's window its newest line is, in CSS px (0 while it follows the game). */
function caseFileGap(page: Page): Promise<number> {
  return page.getByRole('log', { name: 'Case file' }).evaluate((e) => e.scrollHeight - e.scrollTop - e.clientHeight);
}

test('one person and two bots play Nothing Personal to the final scores', async ({ page, app }) => {
  test.setTimeout(600_000);
  await seatTable(page, app.url, [{ guest: 'Nonna Rosa' }, { bot: 'Normal' }, { bot: 'Random' }], 'Nothing Personal');
  // The table agrees who looks most like a mobster: Nonna Rosa takes the Capo ring (NP-3.14).
  const first = page.getByRole('radiogroup', { name: 'Who starts with the Capo ring' });
  await expect(first.getByRole('radio', { name: 'Draw at random' })).toBeChecked();
  await first.getByRole('radio', { name: 'Nonna Rosa' }).check();
  await snap(page, 'np-lobby-1366', { fullPage: true });
  await startGame(page);
  const db = new Database(join(app.dataDir, 'mob-night.db'), { readonly: true });
  const stored = db.prepare('SELECT options FROM games').get() as { options: string };
  db.close();
  expect(JSON.parse(stored.options)).toMatchObject({ firstPlayer: 0 });
  await expect(page.getByRole('group', { name: /organisation chart/ })).toBeVisible();
  // The seat rail says under each player's name the colour the family wears at this table, not "Seat 1"; the
  // words elsewhere name a family by its player, as the case file does: the Respect track too.
  const family = /^(Yellow|Red|Green|Brown|Blue|Purple|Orange|White) family\b/;
  const rail = page.getByRole('list', { name: 'Seats' });
  await expect(rail.locator('.role')).toHaveText([family, family, family]);
  const track = page.getByRole('region', { name: 'The families' }).getByLabel(/^Respect track/);
  const said = (await track.getAttribute('aria-label')) ?? '';
  for (const name of await rail.locator('.name').allTextContents())
    expect(said).toContain(`${name.trim()}\u2019s family`);
  expect(said).not.toMatch(/(Yellow|Red|Green|Brown|Blue|Purple|Orange|White) family/);

  const final = page.getByRole('heading', { name: 'Final scores' });
  const chart = page.getByRole('group', { name: /^The organisation chart/ });
  let turn = 0;
  const seen = new Set<string>();
  let shotMid = false;
  let shotDrawer = false;
  let shotStep = false;
  const deadline = Date.now() + 540_000;
  // (The final scores looked for by their heading's id at each round, a query by role only at the end.)
  const over = page.locator('#final-title');
  while (!(await visible(over)) && Date.now() < deadline) {
    if (!shotMid && (await visible(page.locator('nav[aria-label^="Round 3 of 5"]')))) {
      shotMid = true;
      await page.waitForTimeout(700);
      await snap(page, 'np-board-1366');
      await page.setViewportSize({ width: 1920, height: 1080 });
      await page.waitForTimeout(300);
      await snap(page, 'np-board-1920');
      await expectFillsItsBox(chart);
      await page.setViewportSize({ width: 1366, height: 768 });
      await expectFillsItsBox(chart);
    }
    if (!shotDrawer && turn > 12) {
      shotDrawer = true;
      await page.getByRole('button', { name: /^At any moment/ }).click();
      await expect(page.getByRole('dialog', { name: 'At any moment' })).toBeVisible();
      await snap(page, 'np-drawer-1366');
      await page.getByRole('button', { name: 'Close' }).click();
    }
    if (
      !shotStep &&
      (await visible(page.locator('section[aria-label="Your decision"]').getByText('Click a glowing position, or:')))
    ) {
      shotStep = true;
      await snap(page, 'np-step-1366');
    }
    if (await choose(page, turn, seen)) {
      turn++;
      // Nobody scrolled the case file up: it follows the game, its newest line in sight (it once stopped
      // following partway, lines that came before the browser told of its own scroll read as the reader's).
      if (turn % 4 === 0) await expect.poll(() => caseFileGap(page), { timeout: 3_000 }).toBeLessThan(30);
      await page.waitForTimeout(120);
    } else {
      await untilAsked(page, ASKED, 150);
    }
  }
  await expect(final).toBeVisible();
  console.log(`${turn} choices made; prompts seen:\n${[...seen].sort().join('\n')}`);
  expect([...seen].filter((x) => x.startsWith('REFUSED'))).toEqual([]);
  expect(turn).toBeGreaterThan(10);
  expect(shotMid).toBe(true);
  // The case file beside the final table, under the scores, keeps its lines in sight (it was 27 px high).
  const log = page.getByRole('log', { name: 'Case file' });
  await log.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await log.boundingBox())?.height ?? 0).toBeGreaterThan(300);
  await snap(page, 'np-final-1366', { fullPage: true });
});
