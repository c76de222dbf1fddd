/**
 * Every screen a family meets, checked by axe-core against WCAG 2.1 levels A and AA (VISUAL.md: text
 * contrast at least AA everywhere, every action reachable, accessible names): Home and the screens of
 * the main navigation, the player aids, each game's lobby and table, History, the replay of each game,
 * the hot-seat curtain, and a table in the colour-blind-safe palette. A finding names the rule, what it
 * asks and the elements that break it, so the failure says what to fix.
 */
import { expect } from '@playwright/test';
import { expectClean } from './axe';
import { seatTable, startGame, type GameName } from './lobby';
import { test } from './server';

const GAMES: readonly GameName[] = ['Gangsters', 'SuperGang', 'Nothing Personal'];

test('the screens outside a game meet WCAG 2.1 AA: Home, Family, History, Settings, guides, network, rules, lobbies', async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  await page.goto(app.url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectClean(page, 'Home');
  for (const route of ['family', 'history', 'settings', 'city-guide', 'supergang-city', 'network']) {
    await page.goto(`${app.url}#/${route}`);
    await expectClean(page, route);
  }
  for (const game of ['gangsters', 'supergang', 'nothing-personal']) {
    await page.goto(`${app.url}#/rules/${game}`);
    await expect(page.getByRole('heading', { level: 1, name: /^The rules in short/ })).toBeVisible();
    await expectClean(page, `the rules of ${game}`);
  }
  for (const game of GAMES) {
    await seatTable(page, app.url, [{ guest: 'Ann' }, { bot: 'Easy' }, { bot: 'Easy' }], game);
    await expectClean(page, `the lobby of ${game}`);
  }
});

test('each game’s table, then History and each game’s replay, meet WCAG 2.1 AA', async ({ page, app }) => {
  test.setTimeout(180_000);
  for (const game of GAMES) {
    await seatTable(page, app.url, [{ guest: 'Ann' }, { bot: 'Easy' }, { bot: 'Easy' }], game);
    await startGame(page);
    await expect(page.getByRole('log', { name: 'Case file' }).getByRole('listitem').first()).toBeVisible();
    await expectClean(page, `the table of ${game}`);
  }
  await page.goto(`${app.url}#/history`);
  const replays = page.getByRole('link', { name: /^Replay move by move: / });
  await expect(replays).toHaveCount(GAMES.length);
  await expectClean(page, 'History with three games');
  for (const href of await replays.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
    await page.goto(`${app.url}${href}`);
    await expect(page.getByRole('region', { name: 'Replay controls' })).toBeVisible();
    await expectClean(page, 'a replay');
  }
});

test('the hot-seat curtain, and a table in the colour-blind-safe palette, meet WCAG 2.1 AA', async ({ page, app }) => {
  test.setTimeout(120_000);
  await seatTable(page, app.url, [{ guest: 'Ann' }, { guest: 'Bob' }], 'SuperGang');
  await startGame(page);
  await expect(page.getByRole('button', { name: /^Pass to .+ — tap when only .+ is looking$/ })).toBeVisible();
  await expectClean(page, 'the hot-seat curtain');

  await page.goto(`${app.url}#/settings`);
  await page.getByRole('radio', { name: 'Colour-blind-safe' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-palette', 'colour-blind');
  await expectClean(page, 'Settings in the colour-blind-safe palette');
  await seatTable(page, app.url, [{ guest: 'Ann' }, { bot: 'Easy' }, { bot: 'Easy' }, { bot: 'Easy' }], 'Gangsters');
  await startGame(page);
  await expect(page.getByRole('log', { name: 'Case file' }).getByRole('listitem').first()).toBeVisible();
  await expectClean(page, 'the Gangsters table in the colour-blind-safe palette');
});
