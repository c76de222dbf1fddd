import { expect, type Page } from '@playwright/test';
import { openLobby, type GameName } from './lobby';
import { hostCall, test } from './server';
import { snap } from './shots';

/** How far below the sticky Start bar's top edge the first seat's menu reaches (≤ 0: wholly above it). */
async function seatUnderBar(page: Page): Promise<number> {
  const who = await page.getByLabel('Who sits in seat 1').boundingBox();
  const bar = await page.locator('.lobby-footer').boundingBox();
  expect(who).not.toBeNull();
  expect(bar).not.toBeNull();
  return (who?.y ?? 0) + (who?.height ?? 0) - (bar?.y ?? 0);
}

/**
 * In the smallest window the table is made for (853×480), a lobby used to show its header, the number of
 * players and the sticky Start bar, and no seat at all: the first seat is now in sight as the lobby opens,
 * with Start still there.
 */
test('at 853×480 the lobby opens with the first seat in sight above Start', async ({ page, app }) => {
  await page.setViewportSize({ width: 853, height: 480 });
  const games: readonly GameName[] = ['SuperGang', 'Nothing Personal', 'Gangsters'];
  for (const game of games) {
    await openLobby(page, app.url, game);
    await expect(page.getByRole('button', { name: 'Start the game' })).toBeInViewport({ ratio: 1 });
    await snap(page, `lobby-853-empty-${game.toLowerCase().replace(' ', '-')}`);
    expect(await seatUnderBar(page)).toBeLessThanOrEqual(0);
  }
  // With a family on the roster (no line about adding one), the same.
  expect((await hostCall(app.url, 'players.add', { name: 'Nonna Rosa', colour: 'red', emblem: 'rose' })).ok).toBe(true);
  await openLobby(page, app.url, 'SuperGang');
  await expect(page.getByLabel('Who sits in seat 1')).toHaveValue(/^player:/);
  await expect(page.getByRole('button', { name: 'Start the game' })).toBeInViewport({ ratio: 1 });
  await snap(page, 'lobby-853-family-supergang');
  expect(await seatUnderBar(page)).toBeLessThanOrEqual(0);
});
