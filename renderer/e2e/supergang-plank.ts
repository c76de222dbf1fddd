/**
 * The check that SuperGang's duel plank fits its room over the map (supergang-table and supergang-laptop):
 * every part wholly in the window, and the plank needing no scrolling.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Every part of the plank is wholly in the window, and the plank itself needs no scrolling. `aimer`: also
 * the line naming who is aimed at and each row of the odds (shown while the screen's own seat shoots).
 */
export async function plankFits(page: Page, options: { readonly aimer?: boolean } = {}): Promise<void> {
  const duel = page.getByRole('group', { name: /^Duel:/ });
  await expect(duel).toBeInViewport({ ratio: 1 });
  const parts: [string, Locator][] = [
    ['targets', duel.locator('[data-target]')],
    ['the sight', duel.getByRole('button', { name: /^Bull's-eye on / })],
    ...(options.aimer ? ([['who is aimed at', duel.getByText(/^Aiming at /)]] as [string, Locator][]) : []),
    ['the keys', duel.locator('.keys')],
    ['the odds', duel.getByRole('table')],
    ...(options.aimer ? ([["the odds' rows", duel.getByRole('row')]] as [string, Locator][]) : []),
  ];
  for (const [name, part] of parts) {
    // Waited for, as every check here is: the plank is drawn again as the screen passes, the window's size
    // changes and a view arrives (CI once counted no part at all in the moment it was drawn again).
    await expect.poll(() => part.count(), { message: `the plank shows ${name}` }).toBeGreaterThan(0);
    const n = await part.count();
    for (let i = 0; i < n; i++) await expect(part.nth(i), `${name} (${i + 1} of ${n})`).toBeInViewport({ ratio: 1 });
  }
  // Weighed again until it holds: a line just drawn (the last arrow's) may be laid out a frame or a font
  // later on a busy machine, or after a resize. The message says by how much it runs over.
  const room = page.locator('.duel-over-map');
  await expect
    .poll(() => room.evaluate((el) => el.scrollHeight - el.clientHeight), {
      message: 'the plank runs below its room by this many pixels',
    })
    .toBeLessThanOrEqual(1);
}
