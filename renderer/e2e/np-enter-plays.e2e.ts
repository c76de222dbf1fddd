/**
 * Nothing Personal by keyboard: a card chosen with Enter whose play is then settled (nothing more to ask) says
 * "Enter plays", and the focus stays on the card. A reviewer pressed Enter there and the card was only chosen
 * again; now Enter on the chosen card plays it.
 */
import { expect } from '@playwright/test';
import { api } from './lead-up';
import { reach, taken, type Action } from './np-reach';
import { pastCurtain } from './screen';
import { appForFile, test } from './server';

const app = appForFile();

/** A card of Nonna's whose every action is one: chosen, it is settled at once. */
function settledCard(legal: readonly Action[]): string | null {
  const byCard = new Map<string, number>();
  for (const a of legal)
    if ('card' in a && a.type !== 'keep') byCard.set(String(a.card), (byCard.get(String(a.card)) ?? 0) + 1);
  return [...byCard].find(([, n]) => n === 1)?.[0] ?? null;
}

test('NP-6.1.3 a card chosen with Enter and settled at once is played with Enter on it', async ({ page }) => {
  test.setTimeout(120_000);
  const conn = await api(app().url);
  try {
    const { matchId, u } = await reach(conn, (_p, x) => x.legal !== null && settledCard(x.legal) !== null);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${app().url}#/match/${matchId}`);
    const decision = page.getByRole('region', { name: 'Your decision' });
    await pastCurtain(page, decision, 60_000);
    const hand = page.getByRole('region', { name: /hand/i });
    const cards = hand.locator('button.playable');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    let settled = false;
    for (let i = 0; i < count && !settled; i++) {
      await cards.nth(i).focus();
      await page.keyboard.press('Enter');
      // Read once the card shows as chosen (its question, or "Enter plays", drawn with it).
      await expect(cards.nth(i)).toHaveAttribute('aria-pressed', 'true');
      settled = await decision.getByText(/Enter plays/).isVisible();
      if (settled) break;
      await page.keyboard.press('Escape');
      await expect(cards.nth(i)).toHaveAttribute('aria-pressed', 'false');
    }
    expect(settled, 'a card whose play is settled once chosen').toBe(true);
    // The focus is still on the chosen card: Enter there plays it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).toBe('true');
    await page.keyboard.press('Enter');
    await taken(conn, matchId, u.version);
  } finally {
    conn.close();
  }
});
