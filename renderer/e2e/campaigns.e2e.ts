import { expect } from '@playwright/test';
import { api, playedOut } from './lead-up';
import { seatTable, startGame } from './lobby';
import { test } from './server';
import { snap } from './shots';

/**
 * Campaigns as a family keeps them: a name typed in the lobby is never dropped (the game starts filed under
 * it, "Add campaign" pressed or not), the keyboard's focus follows each step, a campaign is renamed and
 * deleted from History (its games stay, in no campaign), and History shows every game again in one press.
 */
test('a campaign named in the lobby, renamed and deleted in History, with the focus where the hands are', async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  const campaign = page.getByLabel('Part of a campaign');
  // Named and added: the menu shows it and has the focus (the field that had it is gone).
  await seatTable(page, app.url, [{ guest: 'Nonna' }, { guest: 'Zio' }, { guest: 'Sal' }], 'Nothing Personal');
  await campaign.selectOption({ label: 'New campaign…' });
  await expect(page.getByLabel('Name of the new campaign')).toBeFocused();
  await page.keyboard.type('Sunday nights');
  await page.keyboard.press('Enter');
  await expect(campaign.locator('option:checked')).toHaveText('Sunday nights');
  await expect(campaign).toBeFocused();
  await startGame(page);

  // Typed but never added: the start adds it, and the game is filed under it.
  await seatTable(page, app.url, [{ guest: 'Nonna' }, { guest: 'Zio' }, { guest: 'Sal' }], 'Nothing Personal');
  await campaign.selectOption({ label: 'New campaign…' });
  await page.getByLabel('Name of the new campaign').fill('Pizza night');
  await startGame(page);

  // A name left empty is asked for, and the game waits.
  await seatTable(page, app.url, [{ guest: 'Nonna' }, { guest: 'Zio' }, { guest: 'Sal' }], 'Nothing Personal');
  await campaign.selectOption({ label: 'New campaign…' });
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Name the new campaign, or choose “No campaign”.');
  await expect(page).toHaveURL(/#\/new\//);

  await page.goto(`${app.url}#/history`);
  const menu = page.getByLabel('Campaign', { exact: true });
  await menu.selectOption({ label: 'Pizza night (Nothing Personal, 1 game)' });
  await expect(page.getByRole('article')).toHaveCount(1);

  // Renamed by keyboard: the field opens with the focus in it; saved, the focus is back on Rename.
  await page.getByRole('button', { name: 'Rename', exact: true }).click();
  const name = page.getByLabel('New name for Pizza night');
  await expect(name).toBeFocused();
  await page.keyboard.type('Pizza and cards');
  await page.keyboard.press('Enter');
  await expect(menu.locator('option:checked')).toHaveText('Pizza and cards (Nothing Personal, 1 game)');
  await expect(page.getByRole('button', { name: 'Rename', exact: true })).toBeFocused();

  // Deleted, once asked: its game stays in History, filed under no campaign.
  await page.getByRole('button', { name: 'Delete campaign' }).click();
  const ask = page.getByRole('group', { name: 'Delete the campaign Pizza and cards' });
  await expect(ask).toContainText('Its one game stays in History, in no campaign.');
  await expect(ask.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await snap(page, 'history-campaign-delete-1366');
  await ask.getByRole('button', { name: 'Keep it' }).click();
  await expect(page.getByRole('button', { name: 'Delete campaign' })).toBeFocused();
  await page.getByRole('button', { name: 'Delete campaign' }).click();
  await ask.getByRole('button', { name: 'Delete it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'deleted' })).toHaveText(
    'The campaign Pizza and cards has been deleted. Its one game stays in History, in no campaign.',
  );
  await expect(menu.locator('option')).toHaveText(['Any campaign', 'Sunday nights (Nothing Personal, 1 game)']);

  // Narrowed to one game's games, then every game again in one press.
  await page.getByRole('button', { name: 'In progress' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
  await menu.selectOption({ label: 'Sunday nights (Nothing Personal, 1 game)' });
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: 'Show every game' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'All games' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'All games' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Show every game' })).toHaveCount(0);
  await expect(
    page
      .getByRole('article')
      .getByLabel(/^Campaign of case/)
      .locator('option:checked'),
  ).toHaveText(['No campaign', 'Sunday nights']); // the newest first

  // A campaign's longest name (60 letters) does not make History wider than a small laptop's window.
  const long = 'The Great Summer Tournament of the Whole Rossi Family, Round 2'.slice(0, 60);
  await page
    .getByRole('article')
    .first()
    .getByLabel(/^Campaign of case/)
    .selectOption({ label: 'New campaign…' });
  await page.getByLabel('Name of the new campaign').fill(long);
  await page.getByRole('button', { name: 'Add campaign' }).click();
  await page.setViewportSize({ width: 853, height: 480 });
  await menu.selectOption({ label: `${long} (Nothing Personal, 1 game)` });
  await expect(page.getByRole('article')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(853);
  await snap(page, 'history-long-campaign-853');
});

test('the end of a campaign’s game names the campaign and opens its standings, which say how they are listed', async ({
  page,
  app,
}) => {
  test.setTimeout(180_000);
  const conn = await api(app.url);
  const ids: string[] = [];
  try {
    const { id: campaignId } = (await conn.call('campaigns.create', {
      name: 'Christmas cup',
      gameId: 'supergang',
    })) as {
      id: string;
    };
    // Two short games of computer players (one round each), filed under the campaign.
    for (const seed of ['cup-1', 'cup-2']) {
      const { matchId } = (await conn.call('match.create', {
        gameId: 'supergang',
        options: { police: false, moveSeconds: null, turnCap: 1, duelStyle: 'dice' },
        seats: ['Nonna', 'Bugsy', 'Legs'].map((name) => ({ kind: 'bot', level: 'heuristic', name })),
        seed,
        campaignId,
      })) as { matchId: string };
      ids.push(matchId);
      await playedOut(app.url, matchId);
    }
  } finally {
    conn.close();
  }
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`${app.url}#/match/${ids[1]}`);
  const final = page.getByRole('region', { name: 'Final scores' });
  // The final scores never said the game was a campaign's, nor led to its standings.
  await expect(final.getByText('A game of the campaign Christmas cup.')).toBeVisible({ timeout: 30_000 });
  await snap(page, 'campaign-game-end-1920');
  await final.getByRole('link', { name: 'The campaign’s standings' }).click();

  // History narrowed to the campaign, its standings open, saying how they are listed, and as wide as the list.
  await expect(page.getByLabel('Campaign', { exact: true }).locator('option:checked')).toHaveText(
    'Christmas cup (SuperGang, 2 games)',
  );
  const standings = page.getByRole('region', { name: 'Standings in SuperGang' });
  await expect(standings).toBeVisible();
  await expect(standings.getByText('Listed by rating, highest first; level ratings by wins.')).toBeVisible();
  const rows = standings.getByRole('row');
  await expect(rows).toHaveCount(4);
  const bestOf = async () =>
    (await standings.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.children[3]?.textContent ?? ''))).map(
      (t) => Number(t.replace(/\D/g, '')) || 0,
    );
  await page.getByLabel('List by').selectOption({ label: 'Best score' });
  await expect(standings.getByText('Listed by best score, highest first; level scores by rating.')).toBeVisible();
  const best = await bestOf();
  expect(best).toEqual([...best].sort((a, b) => b - a));
  const [panel, list] = await Promise.all([
    page.locator('details.standings').boundingBox(),
    page.getByRole('article').first().boundingBox(),
  ]);
  const listRight = Math.max(
    ...(await page.getByRole('article').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right))),
  );
  expect(panel && list && Math.abs(panel.x + panel.width - listRight)).toBeLessThanOrEqual(2);
  await snap(page, 'campaign-standings-1920');
});
