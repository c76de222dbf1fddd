import { expect } from '@playwright/test';
import { hostCall, test } from './server';

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
