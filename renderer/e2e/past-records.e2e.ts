import { expect, test, type Page } from '@playwright/test';
import { pastFiles, unpackPast } from '../../electron/host/past-records/unpack';
import { api } from './lead-up';
import { startApp, tempDataDir } from './server';
import { snap } from './shots';

/**
 * A family's records from the app's first days, opened in today's: each game of the oldest rules of every game
 * (Nothing Personal 1 and 2, Gangsters 3, SuperGang 1, and a day later Gangsters 5, Nothing Personal 4 and
 * SuperGang 3, from `electron/host/past-records/`) replays in the replay viewer from its first move to its
 * result, and a game left in progress opens at the table to be played on, with no error on the page. The
 * host-level checks of every older version's file are in `electron/host/past-records.test.ts`; these look at
 * what the oldest of them show on screen.
 */

const moveLine = (page: Page) => page.getByRole('region', { name: 'Replay controls' }).locator('.where');

// The first app's file (Nothing Personal 1), the first with all three games (Gangsters 3, Nothing Personal 2,
// SuperGang 1), and one from the day the rules editions came one after another (Gangsters 5, Nothing Personal 4,
// SuperGang 3).
const OLDEST = pastFiles().filter((f) => /-(ed5e0806|28a96b7e|bd9812be)\.db\.gz$/.test(f.file));

for (const past of OLDEST) {
  test(`records written on ${past.file.slice(0, 10)}: every finished game replays to its result, and a game in progress plays on`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const app = await startApp(unpackPast(past, tempDataDir()));
    try {
      await page.setViewportSize({ width: 1366, height: 768 });
      // Each game by the name the app gives it (its replay's heading).
      const host = await api(app.url);
      const installed = (await host.call('games.list', {})) as { id: string; name: string }[];
      host.close();
      for (const { gameId, games } of past.games) {
        const name = installed.find((g) => g.id === gameId)?.name ?? gameId;
        const finished = games.find((g) => g.status === 'finished');
        if (!finished) throw new Error(`${past.file}: no finished ${gameId} game`);
        await page.goto(`${app.url}#/replay/${finished.id}`);
        await expect(page.getByRole('heading', { name: `${name} · replay` })).toBeVisible();
        await expect(moveLine(page)).toContainText(`Move 0 of ${finished.moves}`);
        await page.keyboard.press('End');
        await expect(moveLine(page)).toContainText(`Move ${finished.moves} of ${finished.moves}`);
        await expect(page.getByRole('heading', { name: 'Final scores' })).toBeVisible();
        const caseFile = page.getByRole('log', { name: 'Case file' });
        await expect(caseFile.getByRole('listitem').first()).toBeVisible();
        // Every family is named by its player, the first day's lines ("Family 3 passes.") too.
        await expect(caseFile).not.toContainText(/\bFamily \d/);
        await snap(page, `past-records-${gameId}-${finished.id.slice(0, 8)}-end`);
        const middle = Math.floor(finished.moves / 2);
        await page.getByRole('slider', { name: 'Move' }).fill(String(middle));
        await expect(moveLine(page)).toContainText(`Move ${middle} of ${finished.moves}`);
        await expect(page.getByRole('alert')).toHaveCount(0);

        // The game of people left in progress: at the table, on the move it stopped at, someone to decide.
        const open = games.find((g) => g.status === 'active' && g.moves >= 30);
        if (!open) throw new Error(`${past.file}: no ${gameId} game in progress`);
        await page.goto(`${app.url}#/match/${open.id}`);
        // At one screen, a seat with secrets is shown only once the screen is passed to its player.
        const decision = page.getByRole('region', { name: 'Your decision' });
        const curtain = page.getByRole('button', { name: /^Pass to .+ — tap when only .+ is looking$/ });
        await expect(decision.or(curtain)).toBeVisible();
        if (await curtain.isVisible()) await curtain.click();
        await expect(decision).toBeVisible();
        await expect(page.getByRole('alert')).toHaveCount(0);
        await snap(page, `past-records-${gameId}-${open.id.slice(0, 8)}-table`);
      }
      expect(errors).toEqual([]);
    } finally {
      await app.stop();
    }
  });
}
