import { expect, test } from '@playwright/test';
import { seatTable } from './lobby';
import { pastCurtain } from './screen';
import { prepareSg } from './supergang-positions';
import { appForFile } from './server';
import { snap } from './shots';
import { plankFits } from './supergang-plank';

/**
 * SuperGang's table around the whole-game test: a duel reached from a seeded game, whose plank (targets,
 * sight, odds and keys) fits the window without scrolling at 1366×768 and 1920×1080, then shot out by the
 * keyboard with the dice lines marked in the case file; and the lobby's tables of two gangs and of three
 * gangs with a police player.
 */

/** Each test makes its own game or lobby: they share one app. */
const sharedApp = appForFile();

const SIZES = [
  [1366, 768],
  [1920, 1080],
] as const;

test('a duel at the table: the plank fits at 1366×768 and 1920×1080, and the case file marks its dice', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const app = sharedApp();
  const p = await prepareSg(app.url, 'duel', ['Nonna Rosa', 'Uncle Sal', 'Aunt Lu']);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${app.url}#/match/${p.matchId}`);
  const duel = page.getByRole('group', { name: /^Duel:/ });
  await pastCurtain(page, duel.getByRole('button', { name: /^Bull's-eye on / }), 60_000);
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await plankFits(page);
    await snap(page, `supergang-table-duel-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 768 });

  // The duel's dice in the case file carry the same colour marks as the turn's dice.
  const log = page.getByRole('log', { name: 'Case file' });
  await expect(log.locator('[data-die]').first()).toBeVisible();
  await snap(page, 'supergang-table-case-1366');
});

test('a short game’s end: final scores, History and the replay read at both sizes', async ({ page }) => {
  test.setTimeout(300_000);
  const app = sharedApp();
  const p = await prepareSg(app.url, 'over', ['Nonna Rosa', 'Uncle Sal', 'Aunt Lu']);
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await page.goto(`${app.url}#/match/${p.matchId}`);
    await expect(page.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('log', { name: 'Case file' }).locator('[data-die]').first()).toBeAttached();
    await snap(page, `supergang-table-victory-${width}`, { fullPage: true });
    await page.goto(`${app.url}#/history`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await snap(page, `supergang-table-history-${width}`);
    await page.goto(`${app.url}#/replay/${p.matchId}`);
    await expect(page.getByRole('group', { name: /streets, shops and pieces/ })).toBeVisible({ timeout: 60_000 });
    await page.waitForTimeout(500);
    await snap(page, `supergang-table-replay-${width}`);
  }
});

test('the final table shows no last throw of the gang put out in its own turn: the dice panel says the game is over', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const app = sharedApp();
  const p = await prepareSg(app.url, 'out', ['Nonna Rosa', 'Uncle Sal']);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${app.url}#/match/${p.matchId}`);
  await expect(page.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 60_000 });
  const red = page.getByRole('region', { name: 'The gangs' }).getByRole('article', { name: 'Red gang' });
  await expect(red).toContainText('out of the game');
  // Red threw, lost its last man and went out in that turn: its throw is not left up as if a turn were on.
  const dice = page.getByRole('region', { name: "This turn's dice" });
  await expect(dice).toContainText('The game is over: nobody throws again. Every throw is in the case file.');
  await expect(dice.getByRole('listitem')).toHaveCount(0);
  await expect(dice).not.toContainText('Red gang');
  await snap(page, 'supergang-table-over-out-1366', { fullPage: true });
});

test('the lobby seats two gangs, or three gangs and the police, in plain words', async ({ page }) => {
  test.setTimeout(180_000);
  const app = sharedApp();
  await seatTable(page, app.url, [{ guest: 'Nonna Rosa' }, { bot: 'Normal' }], 'SuperGang');
  await expect(page.getByText('Three gangs and a police player')).toHaveCount(0);
  await expect(page.getByLabel('Who sits in seat 2')).toBeVisible();
  await expect(page.locator('label', { hasText: 'Who sits in seat 2' })).toContainText('Blue gang');
  await snap(page, 'supergang-lobby-two-1366', { fullPage: true });
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page).toHaveURL(/#\/match\/[\w-]+$/);
  await expect(page.getByRole('group', { name: /streets, shops and pieces/ })).toBeVisible();
  await expect(page.getByText('Blue gang · Computer', { exact: false }).first()).toBeVisible();

  await seatTable(
    page,
    app.url,
    [{ guest: 'Nonna Rosa' }, { bot: 'Normal' }, { bot: 'Normal' }, { bot: 'Normal' }],
    'SuperGang',
  );
  const police = page.getByRole('switch', { name: 'Three gangs and a police player' });
  await expect(page.locator('label', { hasText: 'Who sits in seat 4' })).toContainText('Yellow gang');
  await police.check();
  await expect(page.locator('label', { hasText: 'Who sits in seat 4' })).toContainText('The police');
  await snap(page, 'supergang-lobby-police-1366', { fullPage: true });
  await page.getByRole('radio', { name: '5 players' }).check();
  await expect(police).toHaveCount(0);
  await expect(page.locator('label', { hasText: 'Who sits in seat 5' })).toContainText('The police');
  await page.getByRole('radio', { name: '4 players' }).check();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page).toHaveURL(/#\/match\/[\w-]+$/);
  await expect(page.getByText('The police · Computer', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Table' })).toContainText('The police:');
  await snap(page, 'supergang-police-three-1366');
});
