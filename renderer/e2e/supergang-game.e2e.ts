import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { visible } from './gangsters-play';
import { SHOTS, startApp } from './server';
import { chooseSg, seatSuperGang } from './supergang-play';

/**
 * A whole game of SuperGang: one person through the table's own controls (throwing the dice, pieces moved
 * on the city map, the question on arrival, duels) against two computer gangs, to the final scores; a
 * short game by the rounds the lobby allows.
 */
test('one person and two computer gangs play SuperGang to the final scores', async ({ page }) => {
  test.setTimeout(600_000);
  const app = await startApp();
  try {
    await seatSuperGang(page, app.url, [{ guest: 'Nonna Rosa' }, { bot: 'Normal' }, { bot: 'Normal' }]);
    await page.getByLabel('Rounds at most').fill('8');
    await page.getByLabel('Rounds at most').press('Tab');
    await page.screenshot({ path: join(SHOTS, 'supergang-lobby-1366.png'), fullPage: true });
    await page.getByRole('button', { name: 'Start the game' }).click();
    await expect(page).toHaveURL(/#\/match\/[\w-]+$/);
    await expect(page.getByRole('group', { name: /streets, shops and pieces/ })).toBeVisible();

    const final = page.getByRole('heading', { name: 'Final scores' });
    let turn = 0;
    let shot = false;
    const deadline = Date.now() + 540_000;
    while (!(await visible(final)) && Date.now() < deadline) {
      if (!shot && (await visible(page.locator('[data-reachable="true"]')))) {
        shot = true;
        await page.locator('[data-reachable="true"]').first().hover();
        await page.waitForTimeout(600);
        await page.screenshot({ path: join(SHOTS, 'supergang-move-1366.png') });
        await page.setViewportSize({ width: 1920, height: 1080 });
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(SHOTS, 'supergang-move-1920.png') });
        await page.setViewportSize({ width: 1366, height: 768 });
      }
      expect(page.url()).toMatch(/#\/match\//);
      if (await chooseSg(page, turn)) turn++;
      else await page.waitForTimeout(100);
    }
    await expect(final).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'supergang-victory-1366.png'), fullPage: true });
    console.log(`choices made: ${turn}`);
  } finally {
    await app.stop();
  }
});
