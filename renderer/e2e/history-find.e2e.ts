import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { expectClean } from './axe';
import { ROOT, startApp, tempDataDir } from './server';
import { snap } from './shots';

/**
 * Finding a game in History: by a player's name among several games, with a filter too, by the date on its
 * case file or as a computer writes it, by its computer players, and in another order. The records are
 * `player-games.ts`'s: four nights of Nothing Personal in November 2026 (the last with Zia and without Nonna),
 * a SuperGang game of Nonna's the week before, a Gangsters game of hers in progress, on December 1, and three
 * games abandoned on December 2–4 (Gangsters of Nonna and Uncle Sal alone, SuperGang of hers with the
 * computer, Gangsters of Uncle Sal's with a guest named Nonna). Every game but the two Gangsters games
 * abandoned has a computer player.
 */
test('a game is found by a player’s name among several, with the filters, by its date, by its computer players, and the list put in order', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dataDir = tempDataDir();
  execFileSync(process.execPath, ['--import', 'tsx', 'renderer/e2e/player-games.ts', dataDir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const app = await startApp(dataDir);
  try {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${app.url}#/history`);
    const files = page.locator('article.folder');
    const titles = files.getByRole('heading', { level: 2 });
    const found = page.locator('#history-found');
    await expect(files).toHaveCount(9);
    const find = page.getByRole('searchbox', { name: 'Find a game' });

    // Zia played one night only: typing her name (small letters are fine) leaves that game alone.
    await find.click();
    await page.keyboard.type('zia');
    await expect(files).toHaveCount(1);
    await expect(files.first().getByRole('list', { name: 'Seats' })).toContainText('Zia');
    await expect(found).toHaveText('One game matches “zia”.');
    await snap(page, 'history-find-1280');

    // Nonna's games (and the guest's who gave that name), then only the one in progress: the search and the
    // filter go together.
    await find.fill('Nonna');
    await expect(files).toHaveCount(8);
    await expect(found).toHaveText('8 games match “Nonna”.');
    await page.getByRole('button', { name: 'In progress', exact: true }).click();
    await expect(files).toHaveCount(1);
    await expect(titles).toHaveText(['Gangsters']);
    await page.getByRole('button', { name: 'All games', exact: true }).click();
    await expect(files).toHaveCount(8);

    // In another order, chosen by keyboard: the oldest of hers first (SuperGang, the week before the nights).
    const order = page.getByRole('combobox', { name: 'Order' });
    await order.focus();
    await order.selectOption('oldest');
    await expect(titles.first()).toHaveText('SuperGang');
    await expect(titles.last()).toHaveText('Gangsters');
    await order.selectOption({ label: 'By game' });
    await expect(titles).toHaveText([
      'Gangsters',
      'Gangsters',
      'Gangsters',
      'Nothing Personal',
      'Nothing Personal',
      'Nothing Personal',
      'SuperGang',
      'SuperGang',
    ]);

    // By the date on the case files: the four nights of November, whoever played.
    await find.fill('November 2026');
    await expect(files).toHaveCount(4);
    await expect(titles).toHaveText(Array(4).fill('Nothing Personal'));
    // By the game's name.
    await find.fill('supergang');
    await expect(titles).toHaveText(['SuperGang', 'SuperGang']);

    // By the date as a computer writes it: the second night (its day in this computer's own time, as the
    // case file shows it).
    const night = new Date(Date.UTC(2026, 10, 8, 20));
    const two = (n: number) => String(n).padStart(2, '0');
    const iso = `${night.getFullYear()}-${two(night.getMonth() + 1)}-${two(night.getDate())}`;
    await find.fill(iso);
    await expect(files).toHaveCount(1);
    await expect(titles).toHaveText(['Nothing Personal']);
    await expect(found).toHaveText(`One game matches “${iso}”.`);

    // The games with a computer player: all but the two Gangsters games of the family alone; and of those
    // abandoned, the SuperGang game.
    await find.fill('computer');
    await expect(files).toHaveCount(7);
    await expect(found).toHaveText('7 games match “computer”.');
    await page.getByRole('button', { name: 'Abandoned', exact: true }).click();
    await expect(titles).toHaveText(['SuperGang']);
    await expect(files.first().getByRole('list', { name: 'Seats' })).toContainText('Lefty');
    await page.getByRole('button', { name: 'All games', exact: true }).click();

    // Nobody of that name: the drawer is empty, and the search box stays to try again.
    await find.fill('Bruno');
    await expect(page.getByText('No games match “Bruno”. Try fewer words, or another name.')).toBeVisible();
    await expect(find).toBeVisible();
    await expectClean(page, 'History with nothing found');

    // "Show every game" lets the search go too.
    await page.getByRole('button', { name: 'Show every game' }).click();
    await expect(files).toHaveCount(9);
    await expect(find).toHaveValue('');

    await page.setViewportSize({ width: 1920, height: 1080 });
    await find.fill('sunday nights');
    await expect(files).toHaveCount(3);
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'history-find-1920');
  } finally {
    await app.stop();
  }
});
