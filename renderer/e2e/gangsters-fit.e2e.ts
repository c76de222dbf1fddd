import { expect, type Locator, type Page } from '@playwright/test';
import { seatTable, startGame, type Seat } from './lobby';
import { test } from './server';
import { snap } from './shots';

/**
 * The Gangsters table at 1366×768 with computer players, whose seat chips are the widest: the chips
 * keep their width as turns pass (the table does not jump up and down), and the way on from secret
 * recruiting stays in sight with four seats.
 */

/** Whether `el` is on screen and not covered, at its centre. */
function inSight(el: Locator): Promise<boolean> {
  return el.evaluate((b) => {
    const r = b.getBoundingClientRect();
    return (
      r.bottom <= window.innerHeight &&
      b.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2))
    );
  });
}

/**
 * The draft's way on (G-4.1): "Choose" under the list of Joints, or, once only a few are left to take,
 * the first of their own buttons ("Take Ace Garage").
 */
const pick = (choices: Locator): Locator => choices.getByRole('button', { name: /^(Choose$|Take )/ }).first();

async function table(page: Page, url: string, seats: readonly Seat[]): Promise<void> {
  await page.setViewportSize({ width: 1366, height: 768 });
  await seatTable(page, url, seats);
  await startGame(page);
  await expect(page.getByRole('group', { name: /streets, buildings and pieces/ })).toBeVisible();
}

test('three seats: the seat chips keep their width and their row whoever is deciding', async ({ page, app }) => {
  test.setTimeout(60_000);
  await table(page, app.url, [{ guest: 'Little Tony' }, { bot: 'Normal' }, { bot: 'Hard' }]);
  const head = page.locator('header.head');
  const chips = page.getByRole('list', { name: 'Seats' }).getByRole('listitem');
  const seen: string[] = [];
  const look = async () =>
    seen.push(
      JSON.stringify([
        Math.round((await head.boundingBox())?.height ?? 0),
        ...(await chips.evaluateAll((li) => li.map((x) => Math.round(x.getBoundingClientRect().width)))),
      ]),
    );
  const choices = page.getByRole('group', { name: 'Your choices' });
  // The draft (G-4.1): the chips measured while the person decides, then just after, as the computers
  // think in turn. The person's chip used to grow by its "deciding" and push the row onto two lines.
  for (let i = 0; i < 3; i++) {
    await expect(pick(choices)).toBeVisible({ timeout: 30_000 });
    await look();
    await pick(choices).click();
    await look();
  }
  // Every chip as wide, and the header as tall (one row beside the title), throughout.
  expect(new Set(seen).size).toBe(1);
  expect(JSON.parse(seen[0] ?? '[]')[0]).toBeLessThan(80);
});

test('four seats: Record my Gang stays in sight', async ({ page, app }) => {
  test.setTimeout(60_000);
  await table(page, app.url, [{ guest: 'Little Tony' }, { bot: 'Normal' }, { bot: 'Hard' }, { bot: 'Easy' }]);
  const choices = page.getByRole('group', { name: 'Your choices' });
  const record = page.getByRole('button', { name: 'Record my Gang' });
  for (let i = 0; i < 3; i++) {
    await expect(pick(choices)).toBeVisible({ timeout: 30_000 });
    await pick(choices).click();
  }
  await expect(record).toBeVisible({ timeout: 30_000 });
  expect(await inSight(record)).toBe(true);
  // The secret Gangs are chosen before Player Turn 1: the status says so, not "Turn 0".
  const status = page.getByRole('region', { name: 'The table' });
  await expect(status).toContainText('Before the first turn');
  await expect(status).not.toContainText(/Turn\s*0\b/);
  // What the Gang may spend, what it costs and what is left, and what becomes of that, in sight with the button.
  expect(await inSight(choices.locator('.sum'))).toBe(true);
  expect(await inSight(choices.getByText(/^Only you see this\. What is left is your cash/))).toBe(true);
  // Every line of the plan is in sight as it opens, none under the sum: each −/+ and its count.
  await snap(page, 'gangsters-recruit-four-opened-1366');
  for (const kind of ['Racketeer', 'Thug', 'Vamp']) {
    for (const which of ['One fewer', 'One more'])
      expect(
        await inSight(choices.getByRole('button', { name: `${which} ${kind}`, exact: true })),
        `${which} ${kind}`,
      ).toBe(true);
  }
  for (const count of await choices.locator('output.count').all()) expect(await inSight(count)).toBe(true);
  // Each −/+ button says one gangster: "One more Racketeer", not "One more Racketeers".
  await expect(choices.getByRole('button', { name: 'One more Racketeer', exact: true })).toBeVisible();
  // Reached by the keyboard, a −/+ stands in sight, nothing over it.
  const fewerVamp = choices.getByRole('button', { name: 'One fewer Vamp', exact: true });
  await fewerVamp.focus();
  expect(await inSight(fewerVamp)).toBe(true);
  await snap(page, 'gangsters-recruit-four-1366');
});
