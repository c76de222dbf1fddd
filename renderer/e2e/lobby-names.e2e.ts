import { expect } from '@playwright/test';
import { openLobby, seatTable } from './lobby';
import { curtain, curtainFor } from './screen';
import { hostCall, test } from './server';
import { snap } from './shots';

/**
 * A guest's name typed in the lobby that is a family member's (case and spaces aside) is caught before the game
 * starts: the game would count for a stranger of the same name, beside her in the standings.
 */
test('a guest typed with a family member’s name is caught in the lobby, and another name starts the game', async ({
  page,
  app,
}) => {
  test.setTimeout(60_000);
  expect((await hostCall(app.url, 'players.add', { name: 'Nonna Rosa', colour: 'red', emblem: 'rose' })).ok).toBe(true);
  await page.goto(`${app.url}#/new/nothing-personal`);
  await page.getByLabel('Who sits in seat 2').selectOption({ label: 'A guest (type a name)' });
  await page.getByLabel('Name for seat 2').fill('  nonna   ROSA ');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Seat 2: Nonna Rosa is on the family roster. Choose Nonna Rosa from the list, so the game counts as theirs, or type another name.',
  );
  await expect(page).toHaveURL(/#\/new\/nothing-personal$/);
  await page.getByLabel('Name for seat 2').fill('Rosa from next door');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page).toHaveURL(/#\/match\//, { timeout: 20_000 });
});

test('each level of computer player goes by names of its own, and a name typed for one stays', async ({
  page,
  app,
}) => {
  test.setTimeout(60_000);
  await page.goto(`${app.url}#/new/nothing-personal`);
  await page.getByRole('radio', { name: '4 players' }).check();
  const who = (seat: number) => page.getByLabel(`Who sits in seat ${seat}`);
  const name = (seat: number) => page.getByLabel(`Name for seat ${seat}`);
  await who(1).selectOption({ label: 'Computer — Normal' });
  await who(2).selectOption({ label: 'Computer — Easy' });
  await who(3).selectOption({ label: 'Computer — Random' });
  await who(4).selectOption({ label: 'Computer — Normal' });
  await expect(name(1)).toHaveValue('Dutch');
  await expect(name(2)).toHaveValue('Lucky');
  await expect(name(3)).toHaveValue('Dizzy');
  await expect(name(4)).toHaveValue('Dandy'); // set out as Normal with the table (Dutch, Bugsy, Legs, Dandy)
  // Made stronger, a given name goes with the level; a name typed stays whatever the level.
  await who(2).selectOption({ label: 'Computer — Hard' });
  await expect(name(2)).toHaveValue('Mad Dog');
  await name(4).fill('Uncle Bot');
  await who(4).selectOption({ label: 'Computer — Easy' });
  await expect(name(4)).toHaveValue('Uncle Bot');
});

/**
 * Two seats of one name ("Dad" and " dad "): every curtain would say "Pass to Dad". The lobby says so beside
 * Start; with names of their own the game starts, and the curtain says under the name which Gang the seat is.
 */
test('two seats of one name are refused in the lobby, and the curtain names the seat’s Gang', async ({ page, app }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await seatTable(page, app.url, [{ guest: 'Dad' }, { guest: ' dad ' }]);
  await page.getByRole('switch', { name: /Secret cash/ }).check();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByRole('alert')).toHaveText('Two seats are called Dad: give one a different name.');
  await expect(page).toHaveURL(/#\/new\/gangsters$/);
  await snap(page, 'lobby-same-names-1366');
  await page.getByLabel('Name for seat 2').fill('Mum');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page).toHaveURL(/#\/match\//, { timeout: 20_000 });
  // Secret cash: the curtain comes down before the first screen, and says whose Gang the screen is.
  await expect(curtain(page)).toBeVisible({ timeout: 20_000 });
  const to = await curtainFor(page);
  await expect(page.getByRole('dialog').locator('#curtain-role')).toHaveText(to === 'Dad' ? 'Red Gang' : 'Yellow Gang');
  await expect(curtain(page)).toHaveAccessibleDescription(/^(Red|Yellow) Gang /);
  await snap(page, 'curtain-role-1366');
});

/** At 1920×1080 the lobby stands in the middle of the window, its heading over the form. */
test('the lobby is centred in a wide window', async ({ page, app }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openLobby(page, app.url, 'Nothing Personal');
  const form = await page.locator('form.lobby').boundingBox();
  const heading = await page.getByRole('heading', { name: 'New game — Nothing Personal', level: 1 }).boundingBox();
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  expect(form).not.toBeNull();
  const left = form?.x ?? 0;
  const right = width - left - (form?.width ?? 0);
  expect(Math.abs(left - right)).toBeLessThan(4);
  expect(Math.abs((heading?.x ?? 0) - left)).toBeLessThan(4);
  await snap(page, 'lobby-np-1920');
});
