import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { expectClean } from './axe';
import { focusShown } from './keyboard';
import { ROOT, startApp, tempDataDir } from './server';
import { snap } from './shots';

/**
 * Years of game nights: more finished games than History shows at once and than one list of the
 * host's holds (500), and a few games of another kind in progress. History shows them a page at a
 * time, narrows them to one game, and the standings count every finished game.
 */
const FINISHED = 505;
const IN_PROGRESS = 3;
const ALL = FINISHED + IN_PROGRESS;

test('a long history: every game can be reached a page at a time, one game’s alone too, and the standings count every finished game', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dataDir = tempDataDir();
  const made = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'renderer/e2e/long-history.ts', dataDir, String(FINISHED), String(IN_PROGRESS)],
    { cwd: ROOT, encoding: 'utf8' },
  );
  expect(JSON.parse(made)).toEqual({ finished: FINISHED, inProgress: IN_PROGRESS });

  const app = await startApp(dataDir);
  try {
    await page.goto(`${app.url}#/history`);
    const files = page.locator('article.folder');
    const standingsPanel = page.getByText('Standings and records');
    await standingsPanel.click();
    const standings = page.getByRole('region', { name: 'Standings in Nothing Personal' });
    await expect(standings.getByRole('heading')).toHaveText('Nothing Personal · 505 finished games');
    // Each of the three computer players sat at every one of the games: its Games column says so.
    await expect(
      standings
        .getByRole('row', { name: /^Bot 1 / })
        .getByRole('cell')
        .first(),
    ).toHaveText('505');
    await expect(files).toHaveCount(100);
    await expect(page.getByText('Showing the latest 100 games. Every older game is kept too.')).toBeVisible();
    const older = page.getByRole('button', { name: 'Show older games' });
    await expectClean(page, 'History with older games left to show');
    for (let shown = 200; shown <= 500; shown += 100) {
      await older.click();
      await expect(files).toHaveCount(shown);
      // The first of the games just added takes the focus, so the list reads on from there.
      await expect(files.nth(shown - 100).getByRole('heading', { level: 2 })).toBeFocused();
      if (shown === 200) {
        // Coming back to History from elsewhere keeps as many games as were shown.
        await page.getByRole('navigation').getByText('Home', { exact: true }).click();
        await expect(page.getByRole('heading', { name: 'Mob Night', level: 1 })).toBeVisible();
        await page.getByRole('navigation').getByText('History', { exact: true }).click();
        await expect(files).toHaveCount(200);
        await standingsPanel.click();
      }
    }
    await older.scrollIntoViewIfNeeded();
    await snap(page, 'history-older-1366');
    await older.click();
    await expect(files).toHaveCount(ALL);
    // The last page came in: nothing older is left, so nothing offers more.
    await expect(older).toHaveCount(0);
    // Each game once: the oldest stored is there, and no game twice.
    const replays = files.getByRole('link', { name: /^Replay move by move/ });
    const titles = await replays.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(titles).size).toBe(ALL);
    expect(titles).toContain('#/replay/night-0');

    // The oldest game deleted, at the foot of the list: the list is read again as long as it was shown,
    // not cut back to its first page, and the standings, left open, count one game fewer.
    const oldest = files.last();
    await oldest.getByRole('button', { name: 'Delete', exact: true }).click();
    await oldest.getByRole('button', { name: 'Delete it', exact: true }).click();
    await oldest.getByRole('button', { name: 'Yes, delete it for good' }).click();
    await expect(files).toHaveCount(ALL - 1);
    await expect(page.locator('a[href="#/replay/night-0"]')).toHaveCount(0);
    // The focus was on the button that went with it: it goes to the file now last, and the deletion is said.
    await expect(files.last().getByRole('heading', { level: 2 })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: /has been deleted\.$/ })).toHaveText(
      /^The (Nothing Personal|Gangsters) game of \w+day, .+ has been deleted\.$/,
    );
    await expect(older).toHaveCount(0);
    await expect(standings.getByRole('heading')).toHaveText('Nothing Personal · 504 finished games');

    // One game's games: the Gangsters games in progress alone, and no Nothing Personal standings.
    const game = page.getByLabel('Game', { exact: true });
    await game.selectOption({ label: 'Gangsters' });
    await expect(files).toHaveCount(IN_PROGRESS);
    await expect(files.getByRole('heading', { level: 2 })).toHaveText(Array(IN_PROGRESS).fill('Gangsters'));
    await expect(older).toHaveCount(0);
    await expect(standings).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'history-game-1366');
    await game.selectOption({ label: 'SuperGang' });
    await expect(page.getByRole('heading', { name: 'Nothing in this drawer' })).toBeVisible();
    await expect(page.getByText('No SuperGang games on file yet.')).toBeVisible();
    await game.selectOption({ label: 'Nothing Personal' });
    // Its standings come back, under the filters (above them, they once moved them down as they came: a click
    // landed where "In progress" had been, on a busy machine; history-steady.e2e.ts holds them still).
    await expect(standings.getByRole('heading')).toHaveText('Nothing Personal · 504 finished games');
    await page.getByRole('button', { name: 'In progress', exact: true }).click();
    await expect(page.getByText('No Nothing Personal games are in progress right now.')).toBeVisible();
    // A filter starts the list afresh from the newest page.
    await page.getByRole('button', { name: 'Finished', exact: true }).click();
    await expect(files).toHaveCount(100);
    await expect(older).toBeVisible();
    // The standings come back as the player left them, open, though the Gangsters choice had none.
    await expect(standings.getByRole('heading')).toBeVisible();
    await expect(standings.getByRole('heading')).toHaveText('Nothing Personal · 504 finished games');

    // A game deleted from the top of the list, by keyboard: the focus goes to the one that takes its place,
    // and shows there.
    const second = await files
      .nth(1)
      .getByRole('link', { name: /^Replay move by move/ })
      .getAttribute('href');
    const first = files.first();
    // The first question's answer has the focus (it only asks again), and "Keep it" gives it back to Delete.
    await first.getByRole('button', { name: 'Delete', exact: true }).press('Enter');
    await expect(first.getByRole('button', { name: 'Delete it', exact: true })).toBeFocused();
    await first.getByRole('button', { name: 'Keep it' }).press('Enter');
    await expect(first.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(first.getByRole('button', { name: 'Delete it', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    // The question whose yes cannot be undone has "Keep it" focused: the yes is one step back.
    await expect(first.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(first.getByRole('button', { name: 'Yes, delete it for good' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(standings.getByRole('heading')).toHaveText('Nothing Personal · 503 finished games');
    await expect(files.first().getByRole('link', { name: /^Replay move by move/ })).toHaveAttribute(
      'href',
      second ?? '',
    );
    await expect(files.first().getByRole('heading', { level: 2 })).toBeFocused();
    expect(await focusShown(page)).not.toBe('none');

    // Oldest first, still the finished Nothing Personal games: the pages follow on in that order (the oldest,
    // night 0, was deleted above).
    const more = page.getByRole('button', { name: 'Show more games' });
    const replay = (file: number) => files.nth(file).getByRole('link', { name: /^Replay move by move/ });
    await page.getByRole('combobox', { name: 'Order' }).selectOption({ label: 'Oldest first' });
    await expect(replay(0)).toHaveAttribute('href', '#/replay/night-1');
    await expect(page.getByText('Showing the first 100 games. There are more.')).toBeVisible();
    await more.click();
    await expect(files).toHaveCount(200);
    await expect(replay(100)).toHaveAttribute('href', '#/replay/night-101');
    // The games of 2021 (a game night every three days from January 1), the search with the filters and the
    // order: more than a page of them, each once.
    await page.getByRole('searchbox', { name: 'Find a game' }).fill('2021');
    await expect(files).toHaveCount(100);
    await expect(replay(0)).toHaveAttribute('href', '#/replay/night-1');
    await more.click();
    await expect(files).toHaveCount(121);
    await expect(replay(120)).toHaveAttribute('href', '#/replay/night-121');
    await expect(more).toHaveCount(0);
  } finally {
    await app.stop();
  }
});
