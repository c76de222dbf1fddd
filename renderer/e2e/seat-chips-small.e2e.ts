import { expect, type Page } from '@playwright/test';
import { seatTable, startGame, type GameName, type Seat } from './lobby';
import { test } from './server';
import { snap } from './shots';

/**
 * The seat chips on a small window (853×480): who is who stays readable. Every seat's name is whole on
 * its chip, never cut to "L…" or "Mad D…" (the role line under it may give way; the whole is in its
 * tooltip), and no chip runs over the game's title or off the window.
 */

/** Each chip's name as the chip draws it, and whether its words are cut (elided or clipped). */
function names(page: Page): Promise<{ text: string; cut: boolean; inside: boolean }[]> {
  return page
    .getByRole('list', { name: 'Seats' })
    .locator('li .name')
    .evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        const li = e.closest('li')!.getBoundingClientRect();
        return {
          text: e.textContent ?? '',
          cut: e.scrollWidth > e.clientWidth + 1 || r.right > li.right + 1,
          inside: li.left >= 0 && li.right <= window.innerWidth,
        };
      }),
    );
}

const grandma: Seat = { guest: 'Grandma Josephine' };
const cases: [GameName, Seat[]][] = [
  ['Nothing Personal', [grandma, { bot: 'Easy' }, { bot: 'Normal' }, { bot: 'Hard' }, { bot: 'Normal' }]],
  ['Nothing Personal', [grandma, { bot: 'Easy' }, { bot: 'Normal' }, { bot: 'Hard' }]],
  ['Gangsters', [grandma, { bot: 'Easy' }, { bot: 'Normal' }, { bot: 'Hard' }, { bot: 'Random' }]],
];

for (const [game, seats] of cases) {
  test(`853×480, ${game} with ${seats.length} seats: every seat's name is whole on its chip`, async ({ page, app }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 853, height: 480 });
    await seatTable(page, app.url, seats, game);
    await startGame(page);
    const rail = page.getByRole('list', { name: 'Seats' });
    await expect(rail.getByRole('listitem')).toHaveCount(seats.length);
    await page.waitForTimeout(500);
    const seen = await names(page);
    expect(seen.map((n) => n.text)[0]).toBe('Grandma Josephine');
    for (const n of seen) {
      expect(n.cut, `${n.text} is cut`).toBe(false);
      expect(n.inside, `${n.text} is off the window`).toBe(true);
    }
    // The chips stand clear of the game's title beside them.
    const title = await page.locator('header.head h1').boundingBox();
    const first = await rail.getByRole('listitem').first().boundingBox();
    if (title && first && first.y < title.y + title.height)
      expect(first.x).toBeGreaterThanOrEqual(title.x + title.width);
    await snap(page, `seat-chips-853-${game.replace(' ', '')}-${seats.length}`);
  });
}
