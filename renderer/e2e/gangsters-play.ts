/** Driving the Gangsters table in end-to-end tests: the lobby, and one choice through the board's own controls. */
import { expect, type Locator, type Page } from '@playwright/test';

export async function visible(loc: Locator): Promise<boolean> {
  return (await loc.count()) > 0 && (await loc.first().isVisible());
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
  const lit = page.locator('[data-reachable="true"]');
  const nLit = await lit.count();
  if (nLit > 0) {
    await lit.nth(turn % nLit).click({ timeout: 5000 });
    return true;
  }
  const record = panel.getByRole('button', { name: 'Record my Gang' });
  if (await visible(record)) {
    await record.click();
    return true;
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
  await b.click({ timeout: 5000 });
  return true;
}
