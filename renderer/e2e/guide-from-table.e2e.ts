/**
 * The City guide reached from the table: a player mid-turn who wonders where a Cop can go opens the game's
 * guide beside "The rules in short", and Back, Escape or "Back to the table" find the same table, kept as it
 * was underneath (also for a network guest, and after reading a rule from the guide's "why not").
 */
import { expect, test, type Page } from '@playwright/test';
import { expectClean } from './axe';
import { openTable } from './lan-table';
import { seatTable, startGame } from './lobby';
import { pastCurtain } from './screen';
import { prepareSg } from './supergang-positions';
import { appForFile, hostCall } from './server';
import { snap } from './shots';

const sharedApp = appForFile();

const guideTitle = (page: Page) => page.getByRole('heading', { name: 'City guide', level: 1 });

test('Gangsters: the City guide opens from the table, and Escape, a rule read from it and Back find the same table', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const app = sharedApp();
  await seatTable(page, app.url, [{ guest: 'Nonna Rosa' }, { bot: 'Normal' }]);
  await startGame(page);
  const table = page.url();
  const board = page.getByRole('group', { name: /streets, buildings and pieces/ });
  await expect(board).toBeVisible();
  // Mark the table, to see on coming back that it is the same one, not a table set again.
  await page.locator('.table-holder').evaluate((el) => el.setAttribute('data-kept', 'yes'));
  await snap(page, 'guide-from-table-links-1366');
  const open = page.getByRole('link', { name: 'City guide', exact: true });
  await expect(page.getByRole('link', { name: 'The rules in short' })).toBeVisible();
  await open.click();

  await expect(page).toHaveURL(/#\/city-guide$/);
  await expect(guideTitle(page)).toBeFocused();
  const back = page.getByRole('link', { name: '← Back to the table' });
  await expect(back).toBeVisible();
  await expect(board).toBeHidden();
  // Ask it something: a Cop up from the Subway with a 3, and why not the far corner.
  await page.getByRole('radio', { name: 'Cop' }).check();
  await page.getByRole('switch', { name: 'Enter from the Subway' }).check();
  await page.getByRole('radiogroup', { name: 'Die' }).getByRole('radio', { name: '3' }).check();
  const map = page.getByRole('group', { name: /street spaces and buildings/ });
  await map.getByRole('button', { name: /^Lincoln Boulevard and Westgate Road/ }).click();
  const why = page.getByRole('status').filter({ hasText: /G-\d+(\.\d+)*: / });
  await expect(why).toBeVisible();
  await snap(page, 'guide-from-table-1366');
  // The table kept underneath is out of the way of a screen reader, and the guide over it meets AA.
  await expectClean(page, 'City guide over the table');

  // Escape comes back to the same table, the focus on the link that opened the guide.
  await page.keyboard.press('Escape');
  await expect(page, "Escape goes back to the table's address").toHaveURL(table);
  await expect(page.locator('.table-holder[data-kept="yes"]')).toHaveCount(1);
  await expect(board).toBeVisible();
  await expect(open).toBeFocused();

  // Again, this time reading the rule the guide cites: the rules' Back finds the guide as it was, its link the table.
  await open.click();
  await expect(guideTitle(page)).toBeVisible();
  await page.getByRole('radio', { name: 'Cop' }).check();
  await page.getByRole('switch', { name: 'Enter from the Subway' }).check();
  await page.getByRole('radiogroup', { name: 'Die' }).getByRole('radio', { name: '3' }).check();
  await map.getByRole('button', { name: /^Lincoln Boulevard and Westgate Road/ }).click();
  await why.getByRole('link').first().click();
  await expect(page).toHaveURL(/#\/rules\/gangsters\/G-/);
  await expect(page.getByRole('heading', { level: 1, name: /^The rules in short/ })).toBeVisible();
  await page.getByRole('button', { name: '← Back' }).click();
  await expect(page).toHaveURL(/#\/city-guide$/);
  await expect(page.getByRole('radio', { name: 'Cop' })).toBeChecked();
  await back.click();
  await expect(page, "Back goes to the table's address").toHaveURL(table);
  await expect(page.locator('.table-holder[data-kept="yes"]')).toHaveCount(1);
  await expect(board).toBeVisible();

  // The browser's own Back does the same.
  await open.click();
  await expect(guideTitle(page)).toBeVisible();
  await page.goBack();
  await expect(page, "the browser's Back goes to the table's address").toHaveURL(table);
  await expect(page.locator('.table-holder[data-kept="yes"]')).toHaveCount(1);

  // On a smaller laptop the links sit under the title, the guide's way back at the top of its panel.
  await page.setViewportSize({ width: 1280, height: 720 });
  await snap(page, 'guide-from-table-links-1280');
  await open.click();
  await expect(back).toBeInViewport();
  await snap(page, 'guide-from-table-1280');
  await back.click();
  await expect(board).toBeVisible();
});

test('SuperGang’s table links its City guide too; Nothing Personal, which has none, only its rules', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const app = sharedApp();
  await page.setViewportSize({ width: 1366, height: 768 });
  await seatTable(page, app.url, [{ guest: 'Nonna Rosa' }, { bot: 'Normal' }], 'SuperGang');
  await startGame(page);
  const table = page.url();
  await page.locator('.table-holder').evaluate((el) => el.setAttribute('data-kept', 'yes'));
  await page.getByRole('link', { name: 'City guide', exact: true }).click();
  await expect(page).toHaveURL(/#\/supergang-city$/);
  await expect(guideTitle(page)).toBeVisible();
  await expect(page.getByText('SuperGang · where can a piece go this turn?')).toBeVisible();
  await snap(page, 'guide-from-table-supergang-1366');
  await page.getByRole('link', { name: '← Back to the table' }).click();
  await expect(page, 'Back to the table goes to its address').toHaveURL(table);
  await expect(page.locator('.table-holder[data-kept="yes"]')).toHaveCount(1);

  await seatTable(page, app.url, [{ guest: 'Nonna Rosa' }, { bot: 'Normal' }, { bot: 'Normal' }], 'Nothing Personal');
  await startGame(page);
  await expect(page.getByRole('link', { name: 'The rules in short' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'City guide', exact: true })).toHaveCount(0);
});

test('a network guest opens the City guide and the rules in short over its own table, and comes back to it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const app = sharedApp();
  const guestContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const names = ['Nonna', 'Zio'];
    const seats = names.map((name) => ({ kind: 'human', name }));
    const created = await hostCall(app.url, 'match.create', { gameId: 'gangsters', options: {}, seats });
    expect(created.ok).toBe(true);
    const matchId = (created.result as { matchId: string }).matchId;
    const look = await hostCall(app.url, 'match.watch', { matchId, seat: 'spectator' });
    const first = (look.result as { pending: { seat: number }[] }).pending[0]!.seat;
    const { port, code } = await openTable(page, app.url);
    await page
      .getByRole('listitem')
      .filter({ hasText: `Seat ${first + 1}:` })
      .getByRole('button', { name: 'Open to a guest' })
      .click();

    const guest = await guestContext.newPage();
    await guest.goto(`http://127.0.0.1:${port}/?join=${code}`);
    await guest.getByRole('textbox', { name: 'Your name' }).fill('Cousin Vinny');
    await guest.getByRole('button', { name: 'Join' }).click();
    await guest.getByRole('button', { name: `Take seat ${first + 1}` }).click();
    const choices = guest.getByRole('group', { name: 'Your choices' });
    await expect(choices).toBeVisible();
    await guest.locator('.table-holder').evaluate((el) => el.setAttribute('data-kept', 'yes'));

    const open = guest.getByRole('link', { name: 'City guide', exact: true });
    await open.click();
    await expect(guideTitle(guest)).toBeVisible();
    await expect(choices).toBeHidden();
    await snap(guest, 'guide-from-table-guest-1280');
    await guest.keyboard.press('Escape');
    await expect(choices).toBeVisible();
    await expect(guest.locator('.table-holder[data-kept="yes"]')).toHaveCount(1);
    await expect(open).toBeFocused();

    // The rules link did nothing on a guest's page: the page had no screen for it.
    await guest.getByRole('link', { name: 'The rules in short' }).click();
    await expect(guest.getByRole('heading', { level: 1, name: 'The rules in short — Gangsters' })).toBeVisible();
    await snap(guest, 'guide-from-table-guest-rules-1280');
    await guest.getByRole('button', { name: '← Back' }).click();
    await expect(choices).toBeVisible();
    await expect(guest.locator('.table-holder[data-kept="yes"]')).toHaveCount(1);

    // Reloaded while in the guide, the page opens on its table, and the guide's link opens it again.
    await open.click();
    await expect(guideTitle(guest)).toBeVisible();
    await guest.reload();
    await expect(choices).toBeVisible();
    await open.click();
    await expect(guideTitle(guest)).toBeVisible();
  } finally {
    await guestContext.close();
  }
});

test('SuperGang: the City guide opened while a piece is to move starts from that piece, where it stands, with the die thrown', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const app = sharedApp();
  const p = await prepareSg(app.url, 'stack', ['Nonna Rosa', 'Uncle Sal', 'Aunt Lu']);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${app.url}#/match/${p.matchId}`);
  await pastCurtain(page, page.locator('.piece.movable').first(), 60_000);
  // The die the table shows thrown, for the guide to start with.
  const view = (await hostCall(app.url, 'match.watch', { matchId: p.matchId, seat: p.seat })).result as {
    view: { moves?: { query: { steps: number; mover: string } }[] };
  };
  const first = view.view.moves?.[0]?.query;
  expect(first).toBeDefined();
  await page.getByRole('link', { name: 'City guide', exact: true }).click();
  await expect(guideTitle(page)).toBeVisible();
  const main = page.locator('main');
  await expect(main.getByRole('radio', { name: first!.mover === 'cop' ? 'Cop group' : 'Gangster' })).toBeChecked();
  await expect(
    main.getByRole('radiogroup', { name: 'Die' }).getByRole('radio', { name: String(first!.steps) }),
  ).toBeChecked();
  // On the map already: the start is a place's name, not the hint to put the piece there.
  const start = main.getByRole('group', { name: 'Start' });
  await expect(start).not.toContainText('Click a street square');
  await expect(main.getByText(/places? the (gangster|cop group) can end its move|cannot move exactly/i)).toBeVisible();
  await snap(page, 'guide-from-table-supergang-start');
});
