import { expect, test, type Locator } from '@playwright/test';
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { api } from './lead-up';
import { endPixels } from './plot-colours';
import { ROOT, startApp, tempDataDir } from './server';
import { snap } from './shots';

/**
 * The morning after game night: the family's records as they read them. Games opened from files that are
 * not games, a game whose records were damaged on disk, and a player's standing after a game two of them
 * ended level. The games are made by `review-records-games.ts`.
 */

interface Made {
  readonly nonna: string;
  readonly game: { readonly id: string; readonly outcome: { winners: number[]; scores: number[] } };
  readonly open: { readonly id: string; readonly status: string };
  readonly supergang: { readonly id: string; readonly outcome: { winners: number[]; reason: string } };
}

function records(): { dataDir: string; made: Made } {
  const dataDir = tempDataDir();
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'renderer/e2e/review-records-games.ts', dataDir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { dataDir, made: JSON.parse(out) as Made };
}

/**
 * How far the words of `words` stand out from the page's ink ground (WCAG's contrast ratio, 1 to 21): they are
 * written straight on it, not on a paper panel.
 */
async function contrastOnInk(words: Locator): Promise<number> {
  return words.evaluate((el) => {
    const channels = (colour: string): number[] => {
      const probe = document.createElement('span');
      probe.style.color = colour;
      document.body.append(probe);
      const rgb = getComputedStyle(probe).color;
      probe.remove();
      return (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    };
    const luminance = ([r = 0, g = 0, b = 0]: number[]): number => {
      const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const text = luminance(channels(getComputedStyle(el).color));
    const ink = luminance(channels(getComputedStyle(document.documentElement).getPropertyValue('--ink').trim()));
    return (Math.max(text, ink) + 0.05) / (Math.min(text, ink) + 0.05);
  });
}

/** `words` are on screen whole: inside the window, and not cut off by their own box. */
async function expectWhole(words: Locator): Promise<void> {
  await expect(words).toBeInViewport({ ratio: 1 });
  const cut = await words.evaluate(
    (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
  );
  expect(cut, (await words.textContent()) ?? undefined).toBe(false);
}

test('files that are no games, opened in History, are each said in words that read on the ink, and change nothing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { dataDir } = records();
  const app = await startApp(dataDir);
  try {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${app.url}#/history`);
    await expect(page.locator('article.folder')).toHaveCount(3);
    const ours = '{"format":"mob-night-game","version":1,"sha256":"';
    await page.locator('input[type=file]').setInputFiles([
      { name: 'holiday.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13, 1, 2]) },
      { name: 'shopping.json', mimeType: 'application/json', buffer: Buffer.from('{"milk":2,"eggs":12}') },
      { name: 'sunday.mobnight', mimeType: 'application/json', buffer: Buffer.from(`${ours}00ab`) },
    ]);
    const problems = page.getByRole('alert');
    await expect(problems).toHaveCount(3);
    await expect(problems.nth(0)).toHaveText(/^holiday\.png could not be opened\. This is not a Mob Night game file/);
    await expect(problems.nth(1)).toHaveText(/^shopping\.json could not be opened\. This is not a Mob Night game file/);
    await expect(problems.nth(2)).toHaveText(/^sunday\.mobnight could not be opened\. .*cut short or damaged/);
    for (const problem of await problems.all()) {
      await expectWhole(problem);
      // At least WCAG AA's 4.5:1 on the ink ground (the paper's dark red they wore read at 1.6:1).
      expect(await contrastOnInk(problem)).toBeGreaterThanOrEqual(4.5);
    }
    await snap(page, 'review-history-files-no-games-1366');
    // Nothing was added.
    await expect(page.locator('article.folder')).toHaveCount(3);
  } finally {
    await app.stop();
  }
});

test('a damaged game’s replay shows it up to the damage, says so in plain words and leads to its table', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { dataDir, made } = records();
  expect(made.open.status).toBe('active');
  const db = new Database(join(dataDir, 'mob-night.db'));
  // The game in progress: one move no longer fits its position.
  db.prepare(`UPDATE actions SET action = '{"type":"scribbled"}' WHERE game_id = ? AND seq = 5`).run(made.open.id);
  db.close();
  const app = await startApp(dataDir);
  try {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${app.url}#/replay/${made.open.id}`);
    // Everything before the damage is still there to look back on: the replay stops at move 4 and says why.
    const problem = page.getByRole('status').filter({ hasText: 'records are damaged' });
    await expect(problem).toContainText('This game’s records are damaged at move 5, so the replay stops at move 4.');
    await expect(problem).toContainText('Its table shows the game as it stood then');
    await expect(page.locator('[data-shown-step]')).toHaveAttribute('data-shown-step', '4');
    await expect(page.getByText('Move 4 of 4', { exact: false }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Last move' }).click();
    await expect(page.locator('[data-shown-step]')).toHaveAttribute('data-shown-step', '4');
    await expectWhole(problem);
    expect(await contrastOnInk(problem)).toBeGreaterThanOrEqual(4.5);
    await snap(page, 'review-replay-damaged-1366');
    await problem.getByRole('link', { name: 'Open its table' }).click();
    await expect(page).toHaveURL(new RegExp(`#/match/${made.open.id}$`));
    await expect(page.getByRole('heading', { name: "This game's records are damaged" })).toBeVisible();
    await expect(page.getByText(/Move 5 is damaged .* as it stood after move 4, read-only/)).toBeVisible();

    // The finished one, deleted on another screen while its replay is open here: saving it as a file cannot be
    // done, and that is said beside the button, on the ink, where it reads.
    await page.goto(`${app.url}#/replay/${made.game.id}`);
    await expect(page.locator('[data-shown-step]')).toHaveAttribute('aria-busy', 'false');
    const elsewhere = await api(app.url);
    await elsewhere.call('history.delete', { matchId: made.game.id, confirm: true });
    elsewhere.close();
    await page.getByRole('button', { name: /^Save as file/ }).click();
    const cannot = page.getByRole('alert').filter({ hasNotText: 'Move' });
    await expect(cannot).toBeVisible();
    await expectWhole(cannot);
    expect(await contrastOnInk(cannot)).toBeGreaterThanOrEqual(4.5);
    await snap(page, 'review-replay-cannot-save-1366');
  } finally {
    await app.stop();
  }
});

test('two players level at the end of a game share their place in its standings on a player’s page, and its highest score in History', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { dataDir, made } = records();
  // Nobody won; Nonna Rosa (first seat) and Little Tony (third) ended level on money, Uncle Sal behind.
  expect(made.game.outcome.winners).toEqual([]);
  const [nonna, sal, tony] = made.game.outcome.scores;
  expect(nonna).toBe(tony);
  expect(sal).toBeLessThan(nonna as number);
  const app = await startApp(dataDir);
  try {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${app.url}#/player/${made.nonna}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nonna Rosa');
    const played = page
      .getByRole('region', { name: 'Games played' })
      .getByRole('listitem')
      .filter({ hasText: 'Gangsters' });
    await expect(played).toHaveCount(1);
    await expect(played).toContainText('1st of 3');
    // Game by game: the same rating as Little Tony, and so the same place, not 2nd behind his name.
    const row = page.getByRole('region', { name: 'Game by game' }).getByRole('row', { name: /^Gangsters/ });
    await expect(row).toContainText('1st of 3');
    await snap(page, 'review-player-level-1366', { fullPage: true });
    // History's records name both who reached the highest score, not only the first seat of them.
    await page.goto(`${app.url}#/history`);
    await page.getByText('Standings and records').click();
    await expect(page.getByText(/^Highest score: \$1,600, /)).toHaveText(
      'Highest score: $1,600, Nonna Rosa and Little Tony.',
    );
  } finally {
    await app.stop();
  }
});

test('a game stopped by its cap with nobody winning has its end among the key moments, jumped to by keyboard, and a story that ends level, as wide as the chart', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { dataDir, made } = records();
  expect(made.game.outcome.winners).toEqual([]);
  expect(made.supergang.outcome.winners).toEqual([]);
  const app = await startApp(dataDir);
  try {
    await page.setViewportSize({ width: 1280, height: 720 });
    for (const [id, name, words] of [
      [made.game.id, 'gangsters', 'Turn limit: nobody wins'],
      [made.supergang.id, 'supergang', 'End: nobody wins'],
    ] as const) {
      await page.goto(`${app.url}#/replay/${id}`);
      const where = page.getByRole('region', { name: 'Replay controls' }).locator('.where');
      await expect(where).toContainText(/Move 0 of \d+/);
      const total = Number(/of (\d+)/.exec((await where.textContent()) ?? '')?.[1]);
      const jump = page.getByRole('combobox', { name: 'Jump to a key moment' });
      // The last key moment is the end, on the last move, in words of ours (not the bare "End" of a kind).
      await expect(jump.locator('option').last()).toHaveText(`Move ${total}: ${words}`);
      // By keyboard: into the menu, and the last of its moments.
      await jump.focus();
      await page.keyboard.press('End');
      await expect(where).toContainText(`Move ${total} of ${total}`);
      await expect(jump.locator('option:checked')).toHaveText(`Move ${total}: ${words}`);
      await expect(jump).toBeFocused();
      // Nonna Rosa and Little Tony ended level: the final scores say they share the place (G-15.2).
      if (name === 'gangsters')
        await expect(
          page.getByRole('region', { name: 'Final scores' }).getByRole('list', { name: 'Scores' }),
        ).toContainText('Level with Little Tony: they share the place');
      await snap(page, `review-replay-${name}-end-1280`);
    }
    // The Gangsters game's story: Nonna Rosa and Little Tony ended level on net worth, so neither is said to
    // have taken the lead "for good".
    await page.goto(`${app.url}#/replay/${made.game.id}`);
    const story = page.getByRole('region', { name: 'The story of this game' });
    await expect(story).toContainText(
      /Nonna Rosa and Little Tony were level at \$1,600 (at the end|from move \d+ to the end)\./,
    );
    await expect(story).not.toContainText('for good');
    // Level at the end, both are seen on the plot of net worth there: neither line hides the other.
    await expect(page.getByRole('img', { name: 'Net worth of each player over the game' })).toBeVisible();
    const seen = await endPixels(page, ['Nonna Rosa', 'Little Tony']);
    expect(Object.keys(seen)).toHaveLength(2);
    for (const [name, pixels] of Object.entries(seen)) expect(pixels, `${name}'s line at the end`).toBeGreaterThan(20);
    await snap(page.locator('figure.plot'), 'review-replay-plot-level-1280');
    await story.scrollIntoViewIfNeeded();
    await snap(page, 'review-replay-story-level-1280');
    // The story's box lines up with the chart's above it, edge to edge, on a laptop and on a wide screen.
    const chartBox = page.getByRole('region', { name: 'Over the game' });
    for (const [width, height] of [
      [1280, 720],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expect(async () => {
        const [a, b] = [await chartBox.boundingBox(), await story.boundingBox()];
        if (!a || !b) throw new Error('the chart or the story has no box');
        expect(Math.abs(b.x - a.x), `the story's left edge at ${width}×${height}`).toBeLessThanOrEqual(1);
        expect(
          Math.abs(b.x + b.width - (a.x + a.width)),
          `the story's right edge at ${width}×${height}`,
        ).toBeLessThanOrEqual(1);
      }).toPass({ timeout: 5_000 });
    }
    await story.scrollIntoViewIfNeeded();
    await snap(page, 'review-replay-story-level-1920');
  } finally {
    await app.stop();
  }
});
