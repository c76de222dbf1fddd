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

/**
 * On a phone (390×844) the chip of the seat at the screen says so and names its family or gang, whole: its line
 * read "at the screen ·", the family's name cut off below it (SuperGang and Nothing Personal, seen on a guest's
 * phone). A computer's line keeps "Computer" whole; its level may give way (it is in the tooltip).
 */
for (const game of ['SuperGang', 'Nothing Personal'] as const) {
  test(`390×844, ${game}: the chip of the seat at the screen reads whole`, async ({ page, app }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await seatTable(page, app.url, [{ guest: 'Zio' }, { bot: 'Easy' }, { bot: 'Normal' }], game);
    await startGame(page);
    const rail = page.getByRole('list', { name: 'Seats' });
    await expect(rail.getByRole('listitem')).toHaveCount(3);
    await page.waitForTimeout(500);
    const lines = await rail.locator('li .role').evaluateAll((els) =>
      els.map((e) => {
        // A computer's line: "Computer" is its first part, the level after it may wrap out of sight.
        const shown = e.classList.contains('parts') ? (e.firstElementChild as HTMLElement) : (e as HTMLElement);
        return {
          text: (e.textContent ?? '').replace(/\s+/g, ' ').trim(),
          cut:
            shown.scrollWidth > shown.clientWidth + 1 ||
            e.scrollHeight > e.clientHeight + 1 + (e.classList.contains('parts') ? e.clientHeight : 0) ||
            shown.getBoundingClientRect().right > e.closest('li')!.getBoundingClientRect().right + 1,
        };
      }),
    );
    expect(lines[0]?.text).toMatch(/^at the screen · (Yellow|Red|Blue|Green|Brown|Purple)/);
    for (const l of lines) expect(l.cut, `"${l.text}" is cut`).toBe(false);
    await snap(page, `seat-chips-390-${game.replace(' ', '')}`);
  });
}
