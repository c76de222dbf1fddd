/** Game-night polish (issue 12): what a family should never have to hunt for or puzzle over. */
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, SHOTS, startApp } from './server';

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
        await page.goto(app.url);
        await page.getByRole('link', { name: `New game of ${game}` }).click();
        const start = page.getByRole('button', { name: 'Start the game' });
        await expect(start).toBeInViewport({ ratio: 1 });
        const slug = game.toLowerCase().replace(' ', '-');
        await page.screenshot({ path: join(SHOTS, `lobby-${slug}-${size.width}.png`) });
        await page.mouse.wheel(0, 600);
        await expect(start).toBeInViewport({ ratio: 1 });
      }
    } finally {
      await app.stop();
    }
  });
}

test('a computer player goes by one name in the lobby, at the table and in History', async ({ page }) => {
  const app = await startApp();
  try {
    await page.goto(app.url);
    await page.getByRole('link', { name: 'New game of Nothing Personal' }).click();
    await page.getByLabel('Who sits in seat 1').selectOption({ label: 'A guest (type a name)' });
    await page.getByLabel('Name for seat 1').fill('Nonna Rosa');
    await page.getByLabel('Who sits in seat 2').selectOption({ label: 'Computer — Sharp' });
    await page.getByLabel('Who sits in seat 3').selectOption({ label: 'Computer — Random' });
    await page.getByRole('button', { name: 'Start the game' }).click();
    await expect(page).toHaveURL(/#\/match\/[\w-]+$/);
    await expect(page.getByText('Computer — Sharp').first()).toBeVisible();
    await expect(page.getByText('Computer — Random').first()).toBeVisible();
    await expect(page.getByText(/\bBot\b/)).toHaveCount(0);

    await page.getByRole('navigation').getByText('History', { exact: true }).click();
    const seats = page.getByRole('list', { name: 'Seats' }).first();
    await expect(seats.getByText('Computer — Sharp')).toBeVisible();
    await expect(seats.getByText('Computer — Random')).toBeVisible();
    await expect(page.getByText(/\bBot\b/)).toHaveCount(0);
    // Bots wear their colour and emblem in History too, not a blank numbered disc.
    await expect(seats.locator('.blank')).toHaveCount(0);
    await page.screenshot({ path: join(SHOTS, 'history-bots-1366.png') });
  } finally {
    await app.stop();
  }
});

test('Home and `cli -- games` list the same games, and versions live in Settings', async ({ page }) => {
  const app = await startApp();
  try {
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
    await page.screenshot({ path: join(SHOTS, 'home-truth-1366.png'), fullPage: true });

    await page.getByRole('navigation').getByText('Settings', { exact: true }).click();
    const about = page.getByRole('region', { name: 'About' });
    for (const g of cli) await expect(about.getByText(`rules engine ${g.engineVersion}`).first()).toBeVisible();
  } finally {
    await app.stop();
  }
});
