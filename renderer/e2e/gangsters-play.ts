/** Driving the Gangsters table in end-to-end tests: one choice through the board's own controls. */
import type { Locator, Page } from '@playwright/test';
import { clickOrGone, visible } from './screen';

/**
 * What a Gangsters or Nothing Personal table shows when it may ask this seat something, in CSS (for
 * `untilAsked`): the decision's choices, a lit place on the map, the curtain, or the final scores.
 */
export const ASKED = '[role="group"][aria-label="Your choices"], [data-reachable="true"], #curtain-title, #final-title';

/**
 * Clicks one of the places lit on the map (the turn-th, wrapping), by its id. The lit set can change
 * between reading and clicking (a fresh update, or the way-finding answer for another piece): then
 * nothing is clicked and false is returned, for the caller to look again.
 */
export async function clickLit(lit: Locator, turn: number): Promise<boolean | null> {
  const ids = await lit.evaluateAll((els) => els.map((e) => e.getAttribute('data-target') ?? ''));
  if (ids.length === 0) return null;
  const id = ids[turn % ids.length] ?? '';
  const target = lit.page().locator(`[data-reachable="true"][data-target="${id}"]`);
  try {
    // A piece of one's own that could also move may stand on the lit place and take the click there:
    // then the place is chosen from the keyboard (it has the focus ring), as a person could.
    const covered = await target.click({ trial: true, timeout: 1000 }).then(
      () => false,
      () => true,
    );
    if ((await target.count()) === 0) return false;
    if (!covered) return await clickOrGone(target);
    await target.press('Enter', { timeout: 15_000 });
    return true;
  } catch (e) {
    if ((await target.count()) === 0) return false;
    throw e;
  }
}

/**
 * Makes one choice if the board asks this seat something; false when it does not. A glowing space on
 * the map is clicked when there is one; otherwise a button of the decision panel, a different one each time.
 */
export async function choose(page: Page, turn: number): Promise<boolean> {
  // (Found by its label in CSS, as the group the table names "Your choices": a query by role runs over the
  // whole page, and this one runs at every look.)
  const panel = page.locator('[role="group"][aria-label="Your choices"]');
  if (!(await visible(panel))) return false;
  const clicked = await clickLit(page.locator('[data-reachable="true"]'), turn);
  if (clicked !== null) return clicked;
  // Held while the Gang just recorded is on its way, and gone as the screen passes (the curtain comes
  // down): then there is nothing to click here, and the caller looks again.
  const record = panel.getByRole('button', { name: 'Record my Gang' });
  if (await visible(record)) return clickOrGone(record);
  // (A trade, or a Joint sold to another Gang, is offered in a dialog of its own: the whole-game drivers
  // leave those be. A disabled button, such as a dialog's offer with nothing filled in, is never a choice:
  // picking it every time would stall the game.)
  const buttons = panel
    .getByRole('button', { disabled: false })
    .filter({ hasNotText: /^Back$|^End my movement|Take back|^Offer a trade|to another Gang/ });
  const n = await buttons.count();
  if (n === 0) return clickOrGone(panel.getByRole('button', { name: /^End my movement/ }));
  return clickOrGone(buttons.nth(turn % n));
}
