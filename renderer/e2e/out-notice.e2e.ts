/**
 * A family's only person, their gang wiped out (SG-14.1), watched the computer gangs play on for hundreds of
 * moves with nothing but "out of the game" in small italics to say why. The table says so, and what they can do:
 * with only computer players left, have them move quicker, or leave, the game waiting in History; with other
 * people still playing, watch. (The first needs a game whose lead-up is played by computer seats, which the
 * app's API refuses; the words and the offer are the same component, `OutNotice.svelte`.)
 */
import { expect, test } from '@playwright/test';
import { pastCurtain } from './screen';
import { appForFile } from './server';
import { snap } from './shots';
import { prepareSg } from './supergang-positions';

const sharedApp = appForFile();

test('SG-14.1 a person whose gang is out is told so at the table, while the others play on', async ({ page }) => {
  test.setTimeout(120_000);
  const app = sharedApp();
  const p = await prepareSg(app.url, 'first-out', ['Lily', 'Bugsy', 'Legs']);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${app.url}#/match/${p.matchId}`);
  const decision = page.getByRole('region', { name: 'Your decision' });
  await pastCurtain(page, decision, 60_000);
  // Lily takes the screen from the seat rail (to see her table, or play something out of turn): her gang is out.
  await page.getByRole('button', { name: 'Give the screen to Lily, to play something out of turn' }).click();
  await page.getByRole('button', { name: /^Pass to Lily — / }).click();
  const notice = page.getByRole('status', { name: 'Out of the game' });
  await expect(notice).toContainText('Your gang is out of the game.');
  // Two people still play: the game goes on for them, not by itself, so nothing to quicken.
  await expect(notice).toContainText('The others play on to the end; you may watch.');
  await expect(notice.getByRole('button')).toHaveCount(0);
  await snap(page, 'out-notice-supergang-1280');
});
