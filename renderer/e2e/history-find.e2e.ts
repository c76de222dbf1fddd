import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { expectClean } from './axe';
import { ROOT, startApp, tempDataDir } from './server';
import { snap } from './shots';

/**
 * Finding a game in History: by a player's name among several games, with a filter too, by the date on its
 * case file, and in another order. The records are `player-games.ts`'s: four nights of Nothing Personal in
 * November 2026 (the last with Zia and without Nonna), a SuperGang game of Nonna's the week before and a
 * Gangsters game of hers in progress, on December 1.
 */
test('a game is found by a player’s name among several, with the filters, by its date, and the list put in order', async ({
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
    await expect(files).toHaveCount(6);
    const find = page.getByRole('searchbox', { name: 'Find a game' });

    // Zia played one night only: typing her name (small letters are fine) leaves that game alone.
    await find.click();
    await page.keyboard.type('zia');
    await expect(files).toHaveCount(1);
    await expect(files.first().getByRole('list', { name: 'Seats' })).toContainText('Zia');
    await expect(found).toHaveText('One game matches “zia”.');
    await snap(page, 'history-find-1280');

    // Nonna's games, then only the one she has not finished: the search and the filter go together.
    await find.fill('Nonna');
    await expect(files).toHaveCount(5);
    await expect(found).toHaveText('5 games match “Nonna”.');
    await page.getByRole('button', { name: 'In progress', exact: true }).click();
    await expect(files).toHaveCount(1);
    await expect(titles).toHaveText(['Gangsters']);
    await page.getByRole('button', { name: 'All games', exact: true }).click();
    await expect(files).toHaveCount(5);

    // In another order, chosen by keyboard: the oldest of hers first (SuperGang, the week before the nights).
    const order = page.getByRole('combobox', { name: 'Order' });
    await order.focus();
    await order.selectOption('oldest');
    await expect(titles.first()).toHaveText('SuperGang');
    await expect(titles.last()).toHaveText('Gangsters');
    await order.selectOption({ label: 'By game' });
    await expect(titles).toHaveText([
      'Gangsters',
      'Nothing Personal',
      'Nothing Personal',
      'Nothing Personal',
      'SuperGang',
    ]);

    // By the date on the case files: the four nights of November, whoever played.
    await find.fill('November 2026');
    await expect(files).toHaveCount(4);
    await expect(titles).toHaveText(Array(4).fill('Nothing Personal'));
    // By the game's name.
    await find.fill('supergang');
    await expect(titles).toHaveText(['SuperGang']);

    // Nobody of that name: the drawer is empty, and the search box stays to try again.
    await find.fill('Bruno');
    await expect(page.getByText('No games match “Bruno”. Try fewer words, or another name.')).toBeVisible();
    await expect(find).toBeVisible();
    await expectClean(page, 'History with nothing found');

    // "Show every game" lets the search go too.
    await page.getByRole('button', { name: 'Show every game' }).click();
    await expect(files).toHaveCount(6);
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
