import { expect, test, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';
import { SHOTS, startApp } from './server';

/**
 * A whole game of Gangsters: one person through the table's own controls (the lobby, the draft on the
 * map, secret recruiting, placement, the Buy, Cop and Movement Phases with pieces moved on the city map)
 * against one computer Gang, to the victory screen. A short cash-to-win keeps it brief.
 */

async function visible(loc: Locator): Promise<boolean> {
  return (await loc.count()) > 0 && (await loc.first().isVisible());
}

/** One choice if this seat is asked something; false when it is not. */
async function choose(page: Page, turn: number, seen: Set<string>): Promise<boolean> {
  const panel = page.getByRole('group', { name: 'Your choices' });
  if (!(await visible(panel))) return false;
  for (const p of await page.getByRole('region', { name: 'Your decision' }).locator('.prompt').allTextContents())
    seen.add(p.replace(/\d+/g, 'N'));
  // A glowing space on the map: click it (the draft, a placement, a destination).
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
  const buttons = panel.getByRole('button').filter({ hasNotText: /^Back$|^End my movement|Take back/ });
  const n = await buttons.count();
  if (n === 0) {
    const end = panel.getByRole('button', { name: /^End my movement/ });
    if (await visible(end)) {
      await end.click();
      return true;
    }
    return false;
  }
  const b = buttons.nth(turn % n);
  if (!(await b.isEnabled())) return false;
  await b.click({ timeout: 5000 });
  return true;
}

test('one person and one computer Gang play Gangsters to the victory screen', async ({ page }) => {
  test.setTimeout(600_000);
  const app = await startApp();
  try {
    await page.goto(app.url);
    await page.getByRole('link', { name: 'New game of Gangsters' }).click();
    await page.getByLabel('Who sits in seat 1').selectOption({ label: 'A guest (type a name)' });
    await page.getByLabel('Name for seat 1').fill('Nonna Rosa');
    await page.getByLabel('Who sits in seat 2').selectOption({ label: 'Computer — Sharp' });
    await page.getByLabel('Cash to win').fill('2500');
    await page.getByLabel('Cash to win').press('Tab');
    await page.getByRole('switch', { name: 'Stop after a number of turns' }).check();
    await page.getByLabel('Turns to play').fill('12');
    await page.getByLabel('Turns to play').press('Tab');
    await page.screenshot({ path: join(SHOTS, 'gangsters-lobby-1366.png'), fullPage: true });
    await page.getByRole('button', { name: 'Start the game' }).click();
    await expect(page).toHaveURL(/#\/match\/[\w-]+$/);
    await expect(page.getByRole('group', { name: /streets, buildings and pieces/ })).toBeVisible();

    const final = page.getByRole('heading', { name: 'Final scores' });
    const seen = new Set<string>();
    let turn = 0;
    let shots = 0;
    const deadline = Date.now() + 540_000;
    while (!(await visible(final)) && Date.now() < deadline) {
      if (shots === 0 && (await visible(page.getByText('Moving:')))) {
        shots++;
        await page.waitForTimeout(400);
        await page.screenshot({ path: join(SHOTS, 'gangsters-move-1366.png') });
        await page.setViewportSize({ width: 1920, height: 1080 });
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(SHOTS, 'gangsters-move-1920.png') });
        await page.setViewportSize({ width: 1366, height: 768 });
      }
      if (await choose(page, turn, seen)) turn++;
      else await page.waitForTimeout(100);
    }
    await expect(final).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Net worth' })).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'gangsters-victory-1366.png'), fullPage: true });
    console.log(`choices made: ${turn}; prompts: ${[...seen].join(' | ')}`);
    // The finished game is in History and opens again.
    await page.getByRole('link', { name: 'History' }).first().click();
    await expect(page.getByText(/Gangsters/).first()).toBeVisible();
  } finally {
    await app.stop();
  }
});
