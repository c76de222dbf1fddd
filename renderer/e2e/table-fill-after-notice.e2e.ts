import { expect, type Page } from '@playwright/test';
import { seatTable, startGame, type GameName } from './lobby';
import { appForFile, test } from './server';
import { snap } from './shots';

/**
 * A city board fills the window down to its foot (table/board-fit.ts) after something shown above it has
 * gone again: here the keyboard's "Skip the board", which takes a row above the board while it has the
 * focus. The case file beside the board held the page's height, so the page's body did not change size
 * when the row went, and the board kept the height it had with it: a band of empty table under the board
 * and the side column (58 px at 1366×768) until the page was reloaded.
 */

const sharedApp = appForFile();

/** From the board's foot to the window's. */
const below = (page: Page): Promise<number> =>
  page.locator('.board-table').evaluate((el) => Math.round(window.innerHeight - el.getBoundingClientRect().bottom));

const focused = (page: Page): Promise<string> =>
  page.evaluate(() => document.activeElement?.textContent?.trim().slice(0, 60) ?? '');

for (const [game, city] of [
  ['Gangsters', /streets, buildings and pieces/],
  ['SuperGang', /streets, shops and pieces/],
] as const satisfies readonly (readonly [GameName, RegExp])[])
  test(`${game}: the board still reaches the window’s foot once “Skip the board” has been shown and passed by`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await seatTable(page, sharedApp().url, [{ guest: 'Little Tony' }, { bot: 'Easy' }, { bot: 'Easy' }], game);
    await startGame(page);
    await expect(page.getByRole('group', { name: city })).toBeVisible();
    const skip = page.getByRole('button', { name: 'Skip the board: go to the decision' });
    await expect(skip).toBeAttached();
    const fresh = await below(page);
    expect(fresh).toBeLessThan(24);

    // Tab by Tab from the page's top: past the rules link to "Skip the board", which shows above the board …
    for (let i = 0; i < 5 && (await focused(page)) !== 'Skip the board: go to the decision'; i++)
      await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect.poll(() => skip.evaluate((b) => Math.round(b.getBoundingClientRect().height))).toBeGreaterThan(20);
    // … and on to the board, the row gone again: the board grows back down to the window's foot.
    await page.keyboard.press('Tab');
    await expect(skip).not.toBeFocused();
    await expect.poll(() => below(page)).toBe(fresh);
    await snap(page, `table-fill-after-skip-${game.toLowerCase()}`);
  });
