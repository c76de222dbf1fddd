import { expect } from '@playwright/test';
import { seatTable } from './lobby';
import { clickOrGone, textNow, visible } from './screen';
import { test } from './server';
import { snap } from './shots';

/** Five at the table: four computer Gangs and a person as the Police Commissioner, up to his first Cop decision. */
test('five seats: the Police Commissioner reaches his first Cop decision and starts a Cop on the map', async ({
  page,
  app,
}) => {
  test.setTimeout(240_000);
  await seatTable(page, app.url, [
    { bot: 'Normal' },
    { bot: 'Random' },
    { bot: 'Normal' },
    { bot: 'Random' },
    { guest: 'Chief O’Hara' },
  ]);
  await expect(page.getByRole('switch', { name: 'A Police Commissioner for the fifth player' })).toBeChecked();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page).toHaveURL(/#\/match\/[\w-]+$/);
  await expect(page.getByText('Police Commissioner · at the screen')).toBeVisible({ timeout: 60_000 });

  // The bots draft, recruit and place; the Commissioner's first decision is a Cop action.
  const prompt = page.getByRole('region', { name: 'Your decision' }).locator('.prompt');
  await expect(prompt.filter({ hasText: /the Police Commissioner( \(.+?\))?: bribe/i })).toBeVisible({
    timeout: 120_000,
  });
  await snap(page, 'gangsters-commissioner-1366');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.waitForTimeout(300);
  await snap(page, 'gangsters-commissioner-1920');
  await page.setViewportSize({ width: 1366, height: 768 });
  // The colour-blind-safe palette: Gangs still told apart by their token shapes and emblems.
  await page.evaluate(() => (document.documentElement.dataset.palette = 'colour-blind'));
  await snap(page, 'gangsters-commissioner-colour-blind-1366');
  await page.evaluate(() => delete document.documentElement.dataset.palette);

  // His choices are above the fold, and a new Cop is started by clicking a glowing Subway on the map.
  const panel = page.getByRole('group', { name: 'Your choices' });
  const box = await panel.boundingBox();
  expect((box?.y ?? 9999) + (box?.height ?? 0)).toBeLessThanOrEqual(768);
  const start = panel.getByRole('button', { name: /A new Cop from the cup/ });
  if (await visible(start)) {
    // By keyboard alone: Enter on the piece takes the focus to a glowing Subway; Enter there starts the Cop.
    await start.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-reachable="true"]:focus')).toHaveCount(1);
    await page.keyboard.press('Enter');
    // Where he may end facing more than one way (or get there two ways), the panel asks which (G-6.4, G-10.2).
    // Each answer is given once its question is on screen, and the next looked for once the question has changed.
    const question = panel.getByText(/^To .* — /);
    const patrol = page.getByText(/1 on patrol/);
    const answer = panel.getByRole('button').filter({ hasNotText: /^Back$/ });
    for (let q = 0; q < 3; q++) {
      await expect(question.or(patrol).first()).toBeVisible();
      const asked = await textNow(question);
      if (asked === null) break;
      if (await clickOrGone(answer)) await expect.poll(async () => (await textNow(question)) !== asked).toBe(true);
    }
    await expect(patrol).toBeVisible();
  } else {
    await panel.getByRole('button').first().click();
  }
  // The Crime Track is marked at each turn's end (G-5.7) and says so: a Cop started this turn is on patrol in the
  // row below it before the track counts him, so the track's marks never read as a second count of Cops on patrol.
  await expect(page.getByText(/Cops?, as marked at the end of the last turn/)).toBeVisible();
  await expect(page.getByText(/\d Cops? on patrol/)).toHaveCount(0);
  await expect(page.getByRole('log', { name: 'Case file' })).toContainText(/Cop/);
});
