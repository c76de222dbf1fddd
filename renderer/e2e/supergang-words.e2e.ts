import { expect, test, type Page } from '@playwright/test';
import { pastCurtain } from './screen';
import { appForFile } from './server';
import { prepareSg } from './supergang-positions';
import { snap } from './shots';

/**
 * What a family could misread at the SuperGang table: the dice named by the colour they are drawn in (whose
 * throw it is said apart), the decision in sight beside the city at 853×480, a duel's "fired blind" odds
 * said in words on the screen, and no "click the map" while a finished duel's plank still covers it.
 */

const sharedApp = appForFile();
const FOUR = ['Nonna Rosa', 'Uncle Salvatore', 'Aunt Lucia', 'Cousin Vincenzo'];

const decision = (page: Page) => page.getByRole('region', { name: 'Your decision' });

test('at 853×480 the decision is in sight beside the city, and each die is named by the colour it is drawn in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const app = sharedApp();
  const p = await prepareSg(app.url, 'four', FOUR);
  await page.setViewportSize({ width: 853, height: 480 });
  await page.goto(`${app.url}#/match/${p.matchId}`);
  await pastCurtain(page, page.locator('.piece.movable').first(), 60_000);

  // The question and a piece to move, wholly in the window without scrolling, beside the city.
  const panel = decision(page);
  await expect(panel.locator('.who')).toBeInViewport({ ratio: 1 });
  const mover = panel.locator('[data-mover]').first();
  await expect(mover).toBeInViewport({ ratio: 1 });
  const [map, side] = [await page.locator('.board-map').boundingBox(), await panel.boundingBox()];
  expect(side && map && side.x).toBeGreaterThanOrEqual((map?.x ?? 0) + (map?.width ?? 0));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(853);
  // Picked there, its lit places are in sight on the city beside it.
  await mover.click();
  await expect(panel).toContainText('Click a lit place on the map');
  await expect(page.locator('.board-map [data-reachable="true"]').first()).toBeInViewport();
  await snap(page, 'supergang-words-853');

  // Each die says the colour it is drawn in, and whose throw it is once above them.
  await page.setViewportSize({ width: 1280, height: 720 });
  const dice = page.getByRole('region', { name: "This turn's dice" });
  await expect(dice.getByRole('heading')).toContainText(/Dice: (Red|Blue|Green|Yellow) gang's throw/);
  const items = dice.getByRole('listitem');
  const n = await items.count();
  expect(n).toBeGreaterThanOrEqual(1);
  for (let i = 0; i < n; i++) {
    const colour = await items.nth(i).getAttribute('data-colour');
    await expect(items.nth(i)).toContainText(`${colour} die`);
    await expect(items.nth(i).getByRole('img')).toHaveAccessibleName(new RegExp(`^\\w[\\w ]*, ${colour} die: [1-6]`));
    // No gang's colour on a die of another colour ("Red" under a green die read as the Red gang's).
    const said = (await items.nth(i).textContent()) ?? '';
    for (const other of ['red', 'green', 'white', 'blue'].filter((c) => c !== colour))
      expect(said.toLowerCase()).not.toContain(other);
  }
  // The piece's button names its die by that die's colour.
  await expect(panel.locator('[data-mover]').first()).toHaveText(/ · (green|red|white|blue) die [1-6]$/);
  await dice.scrollIntoViewIfNeeded();
  await snap(dice, 'supergang-words-dice-1280');
});

test('a duel’s odds say what “fired blind” means in words on the screen, at 1280×720', async ({ page }) => {
  test.setTimeout(120_000);
  const app = sharedApp();
  const p = await prepareSg(app.url, 'duel', ['Nonna Rosa', 'Uncle Sal', 'Aunt Lu']);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${app.url}#/match/${p.matchId}`);
  const duel = page.getByRole('group', { name: /^Duel:/ });
  await pastCurtain(page, duel.getByRole('button', { name: /^Bull's-eye on / }), 60_000);
  const head = duel.getByRole('columnheader', { name: /Fired blind/ });
  await expect(head).toHaveText(/Fired blind\s*\(without aiming\)/);
  await expect(head.getByText('(without aiming)')).toBeInViewport({ ratio: 1 });
  for (const row of await duel.getByRole('row').all()) await expect(row).toBeInViewport({ ratio: 1 });
  await snap(page, 'supergang-words-blind-1280');
  // The table's status says the shoot-out that is on, in the first (peaceful) rounds too: never "peaceful".
  const status = page.getByRole('region', { name: 'The table' });
  await expect(status).toContainText(/A (stick-up|gangland killing) at .+: the \w+ gang is shooting it out with /);
  await expect(status).not.toContainText('peaceful');
  await status.scrollIntoViewIfNeeded();
  await snap(status, 'supergang-words-duel-status');
});

test('during a duel at 1366×768 “Give cash to another gang…” is whole in sight and looks enabled, not under the fade', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const app = sharedApp();
  const p = await prepareSg(app.url, 'duel', ['Nonna Rosa', 'Uncle Sal', 'Aunt Lu']);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${app.url}#/match/${p.matchId}`);
  await pastCurtain(
    page,
    page.getByRole('group', { name: /^Duel:/ }).getByRole('button', { name: /^Bull's-eye on / }),
    60_000,
  );
  const give = page.getByRole('button', { name: 'Give cash to another gang…' });
  await expect(give).toBeInViewport({ ratio: 1 });
  // It sat half under the side column's fading foot ("scroll for more"), reading as a control switched off.
  const faded = await give.evaluate((b) => {
    const r = b.getBoundingClientRect();
    const onTop = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    let masked: string | null = null;
    // Under a fading foot (`.side-scroll.more`: its last 2.6rem fade out) is where it looks switched off.
    const fade = 2.6 * parseFloat(getComputedStyle(document.documentElement).fontSize);
    for (let e: Element | null = b; e; e = e.parentElement)
      if (getComputedStyle(e).maskImage !== 'none' && r.bottom > e.getBoundingClientRect().bottom - fade)
        masked = e.className;
    return { onTop: onTop === b || b.contains(onTop), masked, disabled: (b as HTMLButtonElement).disabled };
  });
  expect(faded).toEqual({ onTop: true, masked: null, disabled: false });
  // The decision is still in sight beside it.
  await expect(decision(page).getByText(/shoot an arrow/i)).toBeInViewport({ ratio: 1 });
  await snap(page, 'supergang-duel-give-cash-1366');
});

test('while a finished duel’s plank covers the city, the decision does not ask for a click on it', async ({ page }) => {
  test.setTimeout(180_000);
  const app = sharedApp();
  const p = await prepareSg(app.url, 'hand-over', ['Nonna Rosa', 'Uncle Sal', 'Aunt Lu']);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${app.url}#/match/${p.matchId}`);
  const dead = page.getByRole('button', { name: /Fell face down: dead/ });
  await pastCurtain(page, dead, 60_000);
  const plank = page.getByRole('group', { name: /^Duel:/ });
  await dead.click();
  // The next player is asked to move while the plank is still up: the panel waits for the city.
  const panel = decision(page);
  await expect(panel).toContainText('The city comes back in a moment');
  await expect(plank).toBeVisible();
  await expect(panel).not.toContainText('Click a lit place');
  await expect(panel.locator('[data-mover]')).toHaveCount(0);
  await snap(page, 'supergang-words-linger-1280');
  // The plank gone, the city is back and the pieces to move with it.
  await expect(plank).toBeHidden({ timeout: 6000 });
  await expect(panel).toContainText('move a character');
  await expect(panel).not.toContainText('The city comes back');
  await expect(panel.locator('[data-mover]').first()).toBeVisible();
});

test('the gang that owns the cops is told on its card, folded to its head at 1280×720 and 1366×768 or open at 1920×1080 (SG-9.4.1)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const app = sharedApp();
  const p = await prepareSg(app.url, 'cops-owned', FOUR);
  const gangs = page.getByRole('region', { name: 'The gangs' });
  const owner = gangs.getByRole('article').filter({ hasText: 'owns the cops' });

  // At 1280×720 the decision has the room: the cards fold to their heads, and the owner's chip wears the
  // cops' shield (the words stay in the folded line, for a screen reader). Its name is still whole.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${app.url}#/match/${p.matchId}`);
  await pastCurtain(page, page.locator('.piece.movable').first(), 60_000);
  await expect(gangs).toHaveClass(/folded/);
  await expect(owner).toHaveCount(1);
  await expect(owner.locator('.cops-mark')).toBeInViewport({ ratio: 1 });
  await expect(owner.locator('.cops-mark title')).toHaveText('Owns the cops');
  await expect(gangs.locator('.cops-mark')).toHaveCount(1);
  expect(await owner.locator('strong').evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  await snap(page, 'supergang-words-cops-folded-1280');

  // At 1366×768 the dice under the question come first: the cards stay folded so that the owner's throw,
  // which holds the cops' dice too, is whole in sight, the five on one row (a second row ran past the foot of
  // the column's room, the cops' dice out of sight); the shield still tells who owns the cops.
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(gangs).toHaveClass(/folded/);
  await expect(owner.locator('.cops-mark')).toBeInViewport({ ratio: 1 });
  const dice = page.getByRole('region', { name: "This turn's dice" }).locator('li');
  await expect(dice).toHaveCount(5);
  for (const die of await dice.all()) await expect(die).toBeInViewport({ ratio: 1 });
  const tops = await dice.evaluateAll((ls) => ls.map((l) => Math.round(l.getBoundingClientRect().top)));
  expect(new Set(tops).size, `the dice's rows (${tops.join(', ')})`).toBe(1);

  // With room to spare, open, the card says it in words, and the shield is not needed.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect(gangs).not.toHaveClass(/folded/);
  await expect(owner.getByText('owns the cops')).toBeVisible();
  await expect(gangs.locator('.cops-mark')).toHaveCount(0);
  for (const die of await dice.all()) await expect(die).toBeInViewport({ ratio: 1 });
});
