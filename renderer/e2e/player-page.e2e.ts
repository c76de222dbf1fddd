import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { expectClean } from './axe';
import { ROOT, startApp, tempDataDir } from './server';
import { snap } from './shots';

/**
 * A page of one's own: from Family (or a name in History's standings) to a family member's games — how many
 * they finished and won, their standing in each game, their latest games with a replay of each, the game
 * they are still in, and the games they left unfinished, found in History. Four finished games of Nothing
 * Personal (three with Nonna), one of SuperGang, one of Gangsters in progress and three abandoned (two of hers,
 * one of a guest who gave her name), made by `player-games.ts`.
 */

interface Made {
  nonna: string;
  finished: { id: string; status: string; seats: string[]; outcome: { winners: number[]; scores: number[] } }[];
  open: { id: string; status: string };
  abandoned: { id: string; seats: string[] }[];
}

test('a family member’s page: their games finished and won, their standing, the latest games and the one in progress', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dataDir = tempDataDir();
  const made = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'renderer/e2e/player-games.ts', dataDir], {
      cwd: ROOT,
      encoding: 'utf8',
    }),
  ) as Made;
  const hers = made.finished.filter((g) => g.seats.includes('Nonna Rosa'));
  const won = hers.filter((g) => g.outcome.winners.includes(g.seats.indexOf('Nonna Rosa'))).length;
  expect(hers).toHaveLength(4);
  expect(made.finished.find((g) => g.id === 'sg-0')?.status).toBe('finished');
  expect(made.open.status).toBe('active');
  expect(made.abandoned.filter((g) => g.seats.includes('Nonna Rosa'))).toHaveLength(2);
  expect(made.abandoned.filter((g) => g.seats.includes('Nonna'))).toHaveLength(1);

  const app = await startApp(dataDir);
  try {
    await page.setViewportSize({ width: 1366, height: 768 });
    // From her face on Home, and from her name in Family.
    await page.goto(app.url);
    await page
      .getByRole('list', { name: 'Players on the roster' })
      .getByRole('link', { name: 'Nonna Rosa’s games' })
      .click();
    await expect(page).toHaveURL(new RegExp(`#/player/${made.nonna}$`));
    await page.goto(`${app.url}#/family`);
    await page.getByRole('link', { name: 'Nonna Rosa’s games' }).click();
    await expect(page).toHaveURL(new RegExp(`#/player/${made.nonna}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nonna Rosa');
    await expect(page.getByRole('link', { name: 'Family', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('status').filter({ hasText: 'finished' })).toHaveText(
      `4 games finished, ${won} ${won === 1 ? 'win' : 'wins'}.`,
    );

    // Game by game: Nothing Personal, three played, with her standing among the four who played it.
    const row = page.getByRole('region', { name: 'Game by game' }).getByRole('row', { name: /^Nothing Personal/ });
    await expect(row.getByRole('cell').nth(0)).toHaveText('3');
    const wonNp = hers.filter(
      (g) => g.id.startsWith('night-') && g.outcome.winners.includes(g.seats.indexOf('Nonna Rosa')),
    ).length;
    await expect(row.getByRole('cell').nth(1)).toHaveText(String(wonNp));
    await expect(row).toContainText(/(1st|2nd|3rd|4th) of 4/);

    await expect(
      page
        .getByRole('region', { name: 'Game by game' })
        .getByRole('row', { name: /^SuperGang/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('1');

    // Her four games, the latest first, each with how it ended for her and a replay.
    const latest = page.getByRole('region', { name: 'Games played' }).getByRole('listitem');
    await expect(latest).toHaveCount(4);
    await expect(latest.last()).toContainText('SuperGang');
    const newest = made.finished.find((g) => g.id === 'night-2') as Made['finished'][number];
    const seat = newest.seats.indexOf('Nonna Rosa');
    await expect(latest.first()).toContainText(newest.outcome.winners.includes(seat) ? 'Won' : /\d(st|nd|rd|th) of 3/);
    await expect(latest.first()).toContainText(
      `· with ${newest.seats.filter((s) => s !== 'Nonna Rosa').join(' and ')}`,
    );

    // The campaign two of her games are filed under, with her standing among the four who played in it.
    const sundays = page.getByRole('region', { name: 'Campaigns' }).getByRole('listitem');
    await expect(sundays).toHaveCount(1);
    const inSundays = hers.filter((g) => g.id === 'night-0' || g.id === 'night-1');
    const wonSundays = inSundays.filter((g) => g.outcome.winners.includes(g.seats.indexOf('Nonna Rosa'))).length;
    await expect(sundays).toContainText('Sunday nights');
    await expect(sundays).toContainText(new RegExp(`2 games finished, ${wonSundays} wins? · (1st|2nd|3rd|4th) of 4`));
    await expect(latest.filter({ hasText: '· Sunday nights' })).toHaveCount(2);

    // The Gangsters game she is still in, back to its table from here.
    const playing = page.getByRole('region', { name: 'Still being played' });
    await expect(playing.getByRole('listitem')).toHaveCount(1);
    await expect(playing).toContainText('Gangsters');
    // The two games of hers left unfinished, said plainly (not the guest's who gave her name at the table).
    await expect(page.getByText('2 games left unfinished (abandoned before the end).')).toBeVisible();
    await expectClean(page, 'a player’s page');
    await snap(page, 'player-page-1366');
    await snap(page, 'player-page-whole', { fullPage: true });

    await latest.first().getByRole('link', { name: 'Replay' }).click();
    await expect(page).toHaveURL(new RegExp(`#/replay/${newest.id}$`));

    // From History's standings, a family member's name leads to their page too; a guest's does not.
    await page.goto(`${app.url}#/history`);
    await page.getByText('Standings and records').click();
    const standings = page.getByRole('region', { name: 'Standings in Nothing Personal' });
    await expect(standings.getByRole('link', { name: 'Zia' })).toHaveCount(0);
    // Each game's standings wear that game's colours: her red family in Nothing Personal, the Blue gang in SuperGang.
    const fill = (region: string) =>
      page
        .getByRole('region', { name: region })
        .getByRole('row', { name: /Nonna Rosa/ })
        .locator('.token')
        .evaluate((el) => el.style.getPropertyValue('--fill'));
    expect(await fill('Standings in Nothing Personal')).toBe('var(--seat-red)');
    expect(await fill('Standings in SuperGang')).toBe('var(--seat-blue)');
    await standings.getByRole('link', { name: 'Nonna Rosa' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nonna Rosa');
    await page.getByRole('link', { name: 'Back to the table' }).click();
    await expect(page).toHaveURL(new RegExp(`#/match/${made.open.id}$`));

    // Her campaign in History: the list narrowed to its three games.
    await page.goto(`${app.url}#/player/${made.nonna}`);
    await page
      .getByRole('region', { name: 'Campaigns' })
      .getByRole('link', { name: 'The games of Sunday nights in History' })
      .click();
    await expect(page).toHaveURL(/#\/history$/);
    await expect(page.getByRole('combobox', { name: 'Campaign', exact: true })).toHaveValue(/.+/);
    await expect(page.locator('article.folder')).toHaveCount(3);

    // Her unfinished games in History: the list narrowed to hers, abandoned, the same two her page counted.
    await page.goto(`${app.url}#/player/${made.nonna}`);
    await page.getByRole('link', { name: 'See them in History' }).click();
    await expect(page).toHaveURL(/#\/history$/);
    await expect(page.getByRole('button', { name: 'Abandoned', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const player = page.getByRole('combobox', { name: 'Player', exact: true });
    await expect(player.locator('option:checked')).toHaveText('Nonna Rosa');
    const files = page.locator('article.folder');
    await expect(files.getByRole('heading', { level: 2 })).toHaveText(['SuperGang', 'Gangsters']);
    for (const file of await files.all())
      await expect(file.getByRole('list', { name: 'Seats' })).toContainText('Nonna Rosa');
    await snap(page, 'player-page-abandoned-history-1366');
    // Anyone's again, by the Player menu: the guest's game of that name is abandoned too.
    await player.selectOption({ label: 'Anyone' });
    await expect(files).toHaveCount(3);
    // "Show every game" lets the player go with the other filters.
    await player.selectOption({ label: 'Nonna Rosa' });
    await expect(files).toHaveCount(2);
    await page.getByRole('button', { name: 'Show every game' }).click();
    await expect(player).toHaveValue('');
    await expect(files).toHaveCount(9);
  } finally {
    await app.stop();
  }
});
