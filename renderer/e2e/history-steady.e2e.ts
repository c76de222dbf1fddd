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

/**
 * The case files' seats whose words run under their score: each as "name: score", by the boxes of the text
 * itself (a name block squeezed narrower than its words lets them spill out of its own box, under the score).
 */
function scoreOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const li of Array.from(document.querySelectorAll('article.folder .seats li'))) {
      const score = li.querySelector('.score')?.getBoundingClientRect();
      if (!score) continue;
      for (const part of Array.from(li.querySelectorAll('.name, .role, .played-by'))) {
        const range = document.createRange();
        range.selectNodeContents(part);
        for (const r of Array.from(range.getClientRects()))
          if (
            r.right > score.left + 1 &&
            score.right > r.left + 1 &&
            r.bottom > score.top + 1 &&
            score.bottom > r.top + 1
          )
            out.push(`${li.querySelector('.name')?.textContent}: ${li.querySelector('.score')?.textContent}`);
      }
    }
    return [...new Set(out)];
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

    // A winner's card with a long score, as a SuperGang game's ("285 million" beside "Computer — Normal",
    // "★ Winner"): the random games' scores are short, so the first winner's card is given those words.
    // Nothing runs under a score, at this window nor at a small laptop's.
    await page.evaluate(() => {
      const li = document.querySelector('article.folder .seats li.won');
      const score = li?.querySelector('.score');
      const name = li?.querySelector('.name');
      if (!li || !score || !name) throw new Error('no winner card');
      name.textContent = 'Legs';
      score.textContent = '285 million';
      score.classList.add('long');
      Array.from(li.querySelector('.role')?.childNodes ?? [])
        .find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
        ?.replaceWith('Blue\u00a0gang · Computer\u00a0—\u00a0Normal ');
    });
    for (const [width, height] of [
      [1366, 768],
      [853, 480],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.locator('article.folder .seats li.won').first().scrollIntoViewIfNeeded();
      await snap(page, `history-steady-long-score-${width}`);
      expect(await scoreOverlaps(page), `words under a score at ${width}×${height}`).toEqual([]);
    }
  } finally {
    await app.stop();
  }
});
