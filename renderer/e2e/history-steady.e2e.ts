import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { ROOT, startApp, tempDataDir } from './server';
import { snap } from './shots';

/**
 * History's filters stay where they are drawn while the standings are read and read again (a game chosen,
 * then another): a click aimed at "In progress" as the standings came in once landed on another control.
 */

/** Notes, at every frame from the page's start, where the filters' row is (its top, in px, rounded). */
async function watchFilters(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tops: number[] = [];
    (window as unknown as { filterTops: number[] }).filterTops = tops;
    const look = (): void => {
      const row = document.querySelector('.filters');
      if (row) {
        const top = Math.round(row.getBoundingClientRect().top + window.scrollY);
        if (tops[tops.length - 1] !== top) tops.push(top);
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

const tops = (page: Page): Promise<number[]> =>
  page.evaluate(() => [...(window as unknown as { filterTops: number[] }).filterTops]);

test('the filters do not move as the standings come in, or come back for another game', async ({ page }) => {
  test.setTimeout(120_000);
  const dataDir = tempDataDir();
  execFileSync(process.execPath, ['--import', 'tsx', 'renderer/e2e/long-history.ts', dataDir, '3', '1'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const app = await startApp(dataDir);
  try {
    await watchFilters(page);
    await page.goto(`${app.url}#/history`);
    const standings = page.getByRole('region', { name: 'Standings in Nothing Personal' });
    await page.getByText('Standings and records').click();
    await expect(standings.getByRole('heading')).toHaveText(/^Nothing Personal · \d+ finished games?$/);
    await expect(page.locator('article.folder')).toHaveCount(4);
    await snap(page, 'history-steady-1366');
    // From the first frame the row was drawn to the standings read, in one place.
    expect(await tops(page)).toHaveLength(1);

    // A game with no finished games (Gangsters, in progress alone), then back: the row stays put.
    const game = page.getByLabel('Game', { exact: true });
    await game.selectOption({ label: 'Gangsters' });
    await expect(page.locator('article.folder')).toHaveCount(1);
    await expect(standings).toHaveCount(0);
    // The panel stays, open as it was left, and says there is nothing to count yet.
    await expect(page.getByText('No finished games here yet: the standings begin with the first.')).toBeVisible();
    await snap(page, 'history-steady-none-1366');
    await game.selectOption({ label: 'Nothing Personal' });
    await expect(standings.getByRole('heading')).toHaveText(/^Nothing Personal · \d+ finished games?$/);
    await expect(page.locator('article.folder')).toHaveCount(3);
    await snap(page, 'history-steady-back-1366');
    expect(await tops(page)).toHaveLength(1);
  } finally {
    await app.stop();
  }
});
