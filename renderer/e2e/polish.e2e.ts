/** Game-night polish (issue 12): what a family should never have to hunt for or puzzle over. */
import { expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { openLobby, seatTable } from './lobby';
import { ROOT, startApp, tempDataDir, test } from './server';
import { snap } from './shots';

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

for (const game of ['Gangsters', 'Nothing Personal'] as const) {
  test(`the ${game} lobby keeps "Start the game" in sight at both window sizes`, async ({ page }) => {
    const app = await startApp();
    try {
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await openLobby(page, app.url, game);
        const start = page.getByRole('button', { name: 'Start the game' });
        await expect(start).toBeInViewport({ ratio: 1 });
        const slug = game.toLowerCase().replace(' ', '-');
        // Every house rule switch says in one line what it does, its clause in small print.
        for (const rule of await page.getByRole('region', { name: 'House rules' }).getByRole('switch').all()) {
          const inList = await rule.evaluate((el) => el.closest('fieldset.list-option') !== null);
          if (!inList) await expect(rule).toHaveAccessibleDescription(/\w+ \w+ \w+/);
        }
        await snap(page, `lobby-${slug}-${size.width}`);
        await page.mouse.wheel(0, 600);
        await expect(start).toBeInViewport({ ratio: 1 });
      }
    } finally {
      await app.stop();
    }
  });
}

test('a computer player goes by one name in the lobby, at the table and in History', async ({ page, app }) => {
  await seatTable(page, app.url, [{ guest: 'Nonna Rosa' }], 'Nothing Personal', { keepSize: true });
  // Every game offers the three levels, named the same way in the lobby, at the table and in History.
  const levels = await page.getByLabel('Who sits in seat 2').locator('option').allTextContents();
  expect(levels).toEqual(expect.arrayContaining(['Computer — Easy', 'Computer — Normal', 'Computer — Hard']));
  await page.getByLabel('Who sits in seat 2').selectOption({ label: 'Computer — Normal' });
  await page.getByLabel('Who sits in seat 3').selectOption({ label: 'Computer — Random' });
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page).toHaveURL(/#\/match\/[\w-]+$/);
  await expect(page.getByText('Computer — Normal').first()).toBeVisible();
  await expect(page.getByText('Computer — Random').first()).toBeVisible();
  await expect(page.getByText(/\bBot\b/)).toHaveCount(0);

  await page.getByRole('navigation').getByText('History', { exact: true }).click();
  const seats = page.getByRole('list', { name: 'Seats' }).first();
  await expect(seats.getByText('Computer — Normal')).toBeVisible();
  await expect(seats.getByText('Computer — Random')).toBeVisible();
  await expect(page.getByText(/\bBot\b/)).toHaveCount(0);
  // Bots wear their colour and emblem in History too, not a blank numbered disc.
  await expect(seats.locator('.blank')).toHaveCount(0);
  await snap(page, 'history-bots-1366');
});

test('Home and `cli -- games` list the same games, and versions live in Settings', async ({ page, app }) => {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'electron/cli.ts', 'games'], {
    cwd: ROOT,
    env: { ...process.env, MOB_NIGHT_DATA_DIR: app.dataDir },
    encoding: 'utf8',
  });
  const cli = (JSON.parse(out) as { games: { name: string; engineVersion: string }[] }).games;
  await page.goto(app.url);
  const tables = page.getByRole('region', { name: 'The tables' });
  await expect(tables.getByRole('heading', { level: 3 })).toHaveText(cli.map((g) => g.name));
  const missing = ['Gangsters', 'SuperGang', 'Nothing Personal'].filter((n) => !cli.some((g) => g.name === n));
  for (const name of missing) await expect(tables.getByText(`${name} is not at this table yet`)).toBeVisible();
  await expect(page.getByText(/Rules engine/i)).toHaveCount(0);
  await snap(page, 'home-truth-1366', { fullPage: true });
  // Where a game's name takes two lines (Nothing Personal at 1024 wide), every card's New game button still
  // stands at the same height as the others'.
  await page.setViewportSize({ width: 1024, height: 768 });
  const buttonTops = () =>
    tables
      .getByRole('link', { name: /^New game of / })
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
  await expect.poll(async () => new Set((await buttonTops()).map(Math.round)).size).toBe(1);
  await page.setViewportSize({ width: 1366, height: 768 });

  await page.getByRole('navigation').getByText('Settings', { exact: true }).click();
  const about = page.getByRole('region', { name: 'About' });
  // Each game's edition of the rules said plainly on one line, no developer's "engine".
  const editions = about.getByRole('definition').filter({ hasText: cli[0]?.name ?? '' });
  await expect(editions).toHaveText(cli.map((g) => `${g.name} ${g.engineVersion}`).join(', '));
  await expect(about.getByText(/engine/i)).toHaveCount(0);
});

test('the City guide at 1366×768: "Ask why not" and its answer in sight, zoom buttons off the Joints', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await page.getByRole('link', { name: /City guide — Gangsters/ }).click();
  const board = page.getByRole('group', { name: /street spaces and buildings/ });
  await expect(board).toBeVisible();
  const ask = page.getByRole('radio', { name: 'Ask why not' });
  await expect(ask).toBeInViewport({ ratio: 1 });
  await page.getByRole('radio', { name: 'Cop' }).check();
  await page.getByRole('switch', { name: 'Enter from the Subway' }).check();
  await page.getByRole('radiogroup', { name: 'Die' }).getByRole('radio', { name: '3' }).check();
  await ask.check();
  // Scroll the panel down, as a player reaching the lower controls does, then ask.
  await page.locator('aside.panel').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await page.evaluate(() => window.scrollTo(0, 0));
  await board.getByRole('button', { name: /^Lincoln Boulevard and Westgate Road/ }).click();
  const why = page.getByRole('status').filter({ hasText: /G-\d+(\.\d+)*: / });
  await expect(why).toBeInViewport({ ratio: 1 });
  // In sight within the panel, not under the top bar: the window itself did not scroll.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect
    .poll(async () => {
      const [w, p] = await Promise.all([why.boundingBox(), page.locator('aside.panel').boundingBox()]);
      return w && p ? w.y >= p.y && w.y + w.height <= p.y + p.height : false;
    })
    .toBe(true);
  await snap(page, 'city-guide-why-1366');

  const zoom = await page.getByRole('toolbar', { name: 'Board view' }).boundingBox();
  for (const gang of ['red', 'yellow', 'green', 'brown']) {
    const joints = await board.locator(`[data-joints="${gang}"]`).boundingBox();
    expect(zoom && joints).toBeTruthy();
    if (!zoom || !joints) continue;
    const overlap =
      zoom.x < joints.x + joints.width &&
      joints.x < zoom.x + zoom.width &&
      zoom.y < joints.y + joints.height &&
      joints.y < zoom.y + zoom.height;
    expect(overlap, `the zoom buttons cover the ${gang} Joints`).toBe(false);
  }
  await page.setViewportSize({ width: 1920, height: 1080 });
  await snap(page, 'city-guide-why-1920');
});

test('while the connection is lost the board is dimmed and inert, the banner covers no name, and it reconnects', async ({
  page,
}) => {
  const dataDir = tempDataDir();
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  let app = await startApp(dataDir, port);
  try {
    await seatTable(page, app.url, [{ guest: 'Nonna Rosa' }], 'Nothing Personal', { keepSize: true });
    await page.getByRole('button', { name: 'Start the game' }).click();
    await expect(page).toHaveURL(/#\/match\/[\w-]+$/);
    const area = page.locator('.board-area');
    await expect(area).not.toHaveAttribute('inert');

    await app.stop();
    const banner = page.getByText('Connection lost — reconnecting…');
    await expect(banner).toBeVisible();
    await expect(area).toHaveAttribute('inert');
    await snap(page, 'disconnected-1366');
    const b = await banner.boundingBox();
    for (const name of await page.locator('.rail .name').all()) {
      const n = await name.boundingBox();
      if (!b || !n) continue;
      const overlap = b.x < n.x + n.width && n.x < b.x + b.width && b.y < n.y + n.height && n.y < b.y + b.height;
      expect(overlap, 'the banner covers a seat name').toBe(false);
    }

    app = await startApp(dataDir, port);
    await expect(banner).toBeHidden({ timeout: 15_000 });
    await expect(area).not.toHaveAttribute('inert');
    // Coming back is said, for a moment (the banner used to just go), then the line goes too.
    const again = page.getByRole('status').getByText('Connected again: the table is up to date.');
    await expect(again).toBeVisible();
    await expect(again).toBeHidden({ timeout: 10_000 });
  } finally {
    await app.stop();
  }
});

test('Nothing Personal sounds through the shared sound module, and stays silent with Sound off', async ({
  page,
  app,
}) => {
  // Count the sounds started, without needing speakers.
  await page.addInitScript(() => {
    const w = window as unknown as { __sounds: number };
    w.__sounds = 0;
    const proto = AudioContext.prototype;
    const osc = proto.createOscillator;
    proto.createOscillator = function (this: AudioContext) {
      w.__sounds++;
      return osc.call(this);
    };
  });
  const sounds = () => page.evaluate(() => (window as unknown as { __sounds: number }).__sounds);
  const play = async () => {
    await seatTable(page, app.url, [{ guest: 'Nonna Rosa' }], 'Nothing Personal', { keepSize: true });
    await page.getByRole('button', { name: 'Start the game' }).click();
    await expect(page.getByRole('group', { name: /organisation chart/ })).toBeVisible();
  };
  await play();
  // The case file speaks plainly (issue 12 item 1).
  const log = page.getByRole('log', { name: 'Case file' });
  await expect(log).toContainText('The Gangster deck is shuffled.');
  await expect(log).not.toContainText(/: shuffled|drew item|\(s\)/);
  await snap(page, 'np-plain-log-1366');
  // Nonna Rosa has a decision to make: the "your turn" call sounds.
  await expect.poll(sounds).toBeGreaterThan(0);

  await page.getByRole('navigation').getByText('Settings', { exact: true }).click();
  await page.getByRole('switch', { name: 'Sound' }).uncheck();
  await expect(page.getByText('Sound is off.')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __sounds: number }).__sounds = 0));
  await play();
  await page.waitForTimeout(500);
  expect(await sounds()).toBe(0);
});

test('Nothing Personal answers the keyboard: a number picks the glowing position at once', async ({ page, app }) => {
  await seatTable(page, app.url, [{ guest: 'Nonna Rosa' }], 'Nothing Personal', { keepSize: true });
  await page.getByRole('button', { name: 'Start the game' }).click();
  const panel = page.getByRole('group', { name: 'Your choices' });
  await expect(panel.getByText('Click a glowing position, or:')).toBeVisible({ timeout: 15_000 });
  // A number plays the placement at once: the hint offers no Enter, and no Esc before anything is chosen.
  await expect(panel.locator('.keys').first()).toHaveText('Keys: 1–9 choose');
  await snap(page, 'np-keys-1366');
  const log = page.getByRole('log', { name: 'Case file' });
  const before = await log.getByRole('listitem').count();
  await page.keyboard.press('5');
  await expect(log).toContainText(/Nonna Rosa’s family places a marker on the/);
  expect(await log.getByRole('listitem').count()).toBeGreaterThan(before);
});
