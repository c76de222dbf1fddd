/** Driving the Gangsters table in end-to-end tests: the lobby, and one choice through the board's own controls. */
import { expect, type Locator, type Page } from '@playwright/test';

export async function visible(loc: Locator): Promise<boolean> {
  return (await loc.count()) > 0 && (await loc.first().isVisible());
}

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
    if (covered) await target.press('Enter', { timeout: 15_000 });
    else await target.click({ timeout: 15_000 });
    return true;
  } catch (e) {
    if ((await target.count()) === 0) return false;
    throw e;
  }
}

export type Seat = { guest: string } | { bot: 'Easy' | 'Normal' | 'Hard' | 'Random' };

/** Opens a game's lobby from Home (Gangsters unless named) and seats the table. */
export async function seatTable(page: Page, url: string, seats: readonly Seat[], game = 'Gangsters'): Promise<void> {
  await page.goto(url);
  await page.getByRole('link', { name: `New game of ${game}` }).click();
  await expect(page.getByRole('heading', { name: `New game — ${game}`, level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: `${seats.length} players` }).check();
  for (const [i, s] of seats.entries()) {
    const who = page.getByLabel(`Who sits in seat ${i + 1}`);
    if ('guest' in s) {
      await who.selectOption({ label: 'A guest (type a name)' });
      await page.getByLabel(`Name for seat ${i + 1}`).fill(s.guest);
    } else {
      await who.selectOption({ label: `Computer — ${s.bot}` });
    }
  }
}

/**
 * Makes one choice if the board asks this seat something; false when it does not. A glowing space on
 * the map is clicked when there is one; otherwise a button of the decision panel, a different one each time.
 */
export async function choose(page: Page, turn: number): Promise<boolean> {
  const panel = page.getByRole('group', { name: 'Your choices' });
  if (!(await visible(panel))) return false;
  const clicked = await clickLit(page.locator('[data-reachable="true"]'), turn);
  if (clicked !== null) return clicked;
  const record = panel.getByRole('button', { name: 'Record my Gang' });
  if (await visible(record)) {
    // Held while the Gang just recorded is on its way, and gone as the screen passes (the curtain comes
    // down): then there is nothing to click here, and the caller looks again.
    if (!(await record.isEnabled({ timeout: 1000 }).catch(() => false))) return false;
    try {
      await record.click({ timeout: 15_000 });
      return true;
    } catch (e) {
      if (await visible(record)) throw e;
      return false;
    }
  }
  // (A trade is offered in a dialog of its own: the whole-game drivers leave it be.)
  const buttons = panel.getByRole('button').filter({ hasNotText: /^Back$|^End my movement|Take back|^Offer a trade/ });
  const n = await buttons.count();
  if (n === 0) {
    const end = panel.getByRole('button', { name: /^End my movement/ });
    if (!(await visible(end))) return false;
    await end.click();
    return true;
  }
  const b = buttons.nth(turn % n);
  if (!(await b.isEnabled())) return false;
  await b.click({ timeout: 15_000 });
  return true;
}
