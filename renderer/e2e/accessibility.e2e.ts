/**
 * Every screen a family meets, checked by axe-core against WCAG 2.1 levels A and AA (VISUAL.md: text
 * contrast at least AA everywhere, every action reachable, accessible names): Home and the screens of
 * the main navigation, the player aids, each game's lobby and table, History, the replay of each game,
 * the hot-seat curtain, and a table in the colour-blind-safe palette. A finding names the rule, what it
 * asks and the elements that break it, so the failure says what to fix.
 */
import { expect } from '@playwright/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { expectClean, useColourBlindPalette } from './axe';
import { focusShown, tabTo } from './keyboard';
import { seatTable, startGame, type GameName } from './lobby';
import { hostCall, startApp, tempDataDir, test } from './server';
import { snap } from './shots';

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
    // Settings lists the copies of the records (one made as the app started) once the host has said.
    if (route === 'settings')
      await expect(page.getByRole('region', { name: 'Your records' }).getByRole('listitem').first()).toBeVisible();
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
  // Nothing at a SuperGang table is one seat's secret: two people share the screen with no curtain.
  await seatTable(page, app.url, [{ guest: 'Ann' }, { guest: 'Bob' }], 'SuperGang');
  await startGame(page);
  await expect(page.getByRole('region', { name: 'Your decision' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Nothing Personal's hands are: asking to see one brings the curtain down first.
  await seatTable(page, app.url, [{ guest: 'Ann' }, { guest: 'Bob' }, { bot: 'Easy' }], 'Nothing Personal');
  await startGame(page);
  await page.getByRole('region', { name: 'Your hand' }).getByRole('button', { name: 'Show my hand' }).click();
  await expect(page.getByRole('button', { name: /^.+'s eyes only — tap when only .+ is looking$/ })).toBeVisible();
  await expectClean(page, 'the hot-seat curtain');

  await useColourBlindPalette(page, app.url);
  await expectClean(page, 'Settings in the colour-blind-safe palette');
  await seatTable(page, app.url, [{ guest: 'Ann' }, { bot: 'Easy' }, { bot: 'Easy' }, { bot: 'Easy' }], 'Gangsters');
  await startGame(page);
  await expect(page.getByRole('log', { name: 'Case file' }).getByRole('listitem').first()).toBeVisible();
  await expectClean(page, 'the Gangsters table in the colour-blind-safe palette');
});

test('game night on the network meets WCAG 2.1 AA: the host’s open table, a guest’s join page, seat choice and table', async ({
  page,
  app,
  browser,
}) => {
  test.setTimeout(120_000);
  const guestContext = await browser.newContext();
  try {
    const seats = ['Nonna', 'Zio', 'Zia'].map((name) => ({ kind: 'human', name }));
    const created = await hostCall(app.url, 'match.create', { gameId: 'nothing-personal', options: {}, seats });
    expect(created.ok).toBe(true);
    await page.goto(app.url);
    await page.getByRole('link', { name: 'Game night on the network' }).click();
    await page
      .getByRole('combobox', { name: "This computer's address on your home network" })
      .selectOption('127.0.0.1');
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    await page.getByRole('spinbutton', { name: 'The number after the colon' }).fill(String(port));
    await page.getByRole('switch', { name: 'Open this game to the network' }).check();
    await expect(page.getByText(`127.0.0.1:${port}`)).toBeVisible();
    const code = (await page.locator('.code').textContent())?.trim() ?? '';
    await page.getByRole('button', { name: 'Open to a guest' }).first().click();
    await expect(page.getByText('open to the first guest who takes it')).toBeVisible();
    await expectClean(page, 'the network screen with a table open');

    const guest = await guestContext.newPage();
    await guest.goto(`http://127.0.0.1:${port}/?join=${code}`);
    await expect(guest.getByRole('heading', { name: 'Join the game' })).toBeVisible();
    await guest.getByRole('textbox', { name: 'Your name' }).fill('Cousin Vinny');
    await snap(guest, 'guest-join');
    await expectClean(guest, 'the guest’s join page, a name typed');
    await guest.getByRole('button', { name: 'Join' }).click();
    const take = guest.getByRole('button', { name: /^Take seat \d$/ }).first();
    await expect(take).toBeVisible();
    await expectClean(guest, 'the guest’s choice of seat');
    await take.click();
    await expect(guest.getByText(/^You play (Nonna|Zio|Zia)’s seat \(seat \d\) as Cousin Vinny/)).toBeVisible();
    await expectClean(guest, 'the guest’s table');
  } finally {
    await guestContext.close();
  }
});

test('a game damaged on disk, and the Family with a player, meet WCAG 2.1 AA', async ({ page }) => {
  test.setTimeout(120_000);
  const dataDir = tempDataDir();
  let app = await startApp(dataDir);
  const seats = ['Lefty', 'Vito', 'Sal'].map((name) => ({ kind: 'bot', level: 'heuristic', name }));
  const created = await hostCall(app.url, 'match.create', {
    gameId: 'nothing-personal',
    options: {},
    seats,
    seed: 'a11y',
  });
  const matchId = (created.result as { matchId: string }).matchId;
  await expect
    .poll(
      async () =>
        ((await hostCall(app.url, 'match.watch', { matchId, seat: 'spectator' })).result as { version: number })
          .version,
      {
        timeout: 20_000,
      },
    )
    .toBeGreaterThanOrEqual(8);
  await app.stop();
  const db = new Database(join(dataDir, 'mob-night.db'));
  db.prepare(`UPDATE actions SET action = '{"type":"scribbled"}' WHERE game_id = ? AND seq = 5`).run(matchId);
  db.close();
  app = await startApp(dataDir);
  try {
    await page.goto(`${app.url}#/match/${matchId}`);
    await expect(page.getByRole('heading', { name: "This game's records are damaged" })).toBeVisible();
    await expectClean(page, 'a damaged game');
    await page.goto(`${app.url}#/family`);
    await page.getByLabel('Name', { exact: true }).fill('Nonna Rosa');
    await page.getByRole('button', { name: 'Add player' }).click();
    await expect(page.getByText('Nonna Rosa').first()).toBeVisible();
    await expectClean(page, 'the Family with a player');
  } finally {
    await app.stop();
  }
});

test('a game is started from Home with the keyboard alone, every stop on the way showing where the focus is', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: /^New game of Nothing Personal/ }));
  expect(await focusShown(page)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'New game — Nothing Personal', level: 1 })).toBeVisible();
  // Nobody on the roster: the first seat is for the person at the keyboard, who types their name.
  await tabTo(page, page.getByLabel('Name for seat 1'));
  expect(await focusShown(page)).not.toBe('none');
  await page.keyboard.type('Nonna Rosa');
  await tabTo(page, page.getByRole('button', { name: 'Start the game' }));
  expect(await focusShown(page)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/match\/[\w-]+$/);
  await expect(page.getByRole('group', { name: /organisation chart/ })).toBeVisible();
});
