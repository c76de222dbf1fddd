import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { focusShown } from './keyboard';
import { api, playedOut } from './lead-up';
import { seatTable, startGame, type Seat } from './lobby';
import { test } from './server';
import { snap } from './shots';

/** Starts a Nothing Personal game from the lobby, in a new campaign when one is named. */
async function startNp(page: Page, url: string, seats: readonly Seat[], campaign?: string): Promise<void> {
  await seatTable(page, url, seats, 'Nothing Personal');
  if (campaign) {
    await page.getByLabel('Part of a campaign').selectOption({ label: 'New campaign…' });
    await page.getByLabel('Name of the new campaign').fill(campaign);
    await page.getByRole('button', { name: 'Add campaign' }).click();
    await expect(page.getByLabel('Part of a campaign')).toHaveValue(/[\w-]{8,}/);
  }
  await startGame(page);
}

/**
 * Each part lies wholly inside a window `width`×`height`, measured until it holds: the case file scrolls to its
 * newest line at the frame after the lines come (CaseLog.svelte), and the window may just have been resized.
 */
async function allInWindow(parts: readonly (readonly [string, Locator])[], width: number, height: number) {
  await expect(async () => {
    for (const [what, el] of parts) {
      const box = await el.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= height, `${what} at ${width}×${height}`).toBe(true);
    }
  }).toPass({ timeout: 5_000 });
}

const moveLine = (page: Page) => page.getByRole('region', { name: 'Replay controls' }).locator('.where');

/**
 * The Jump menu's entries too wide for the closed menu (none, when every one reads whole): each entry's words
 * measured in the menu's own font against the width the closed menu gives its text.
 */
async function cutInMenu(jump: Locator): Promise<string[]> {
  return jump.evaluate((el: HTMLSelectElement) => {
    const cs = getComputedStyle(el);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    // The text's room: the box less its padding and the arrow Chromium draws at its end (some 1.3em).
    const room =
      el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 1.3 * parseFloat(cs.fontSize);
    return Array.from(el.options)
      .slice(1)
      .filter((o) => ctx.measureText(o.text).width > room)
      .map((o) => `${o.text} (${Math.round(ctx.measureText(o.text).width)} of ${Math.round(room)} px)`);
  });
}

/** The window sizes a family reviews a game at: a desktop, a laptop, a small laptop and a phone. */
const REVIEW_SIZES = [
  [1920, 1080],
  [1366, 768],
  [1280, 720],
  [390, 844],
] as const;

/**
 * Each key moment reads whole in the closed Jump menu at every size of `REVIEW_SIZES`, the menu inside the
 * window; the entries at each size (a narrow menu may say a moment shorter: "Legs's Thug hits Bugsy").
 */
async function keyMenuWholeAtEverySize(page: Page, jump: Locator): Promise<Map<string, string[]>> {
  const seen = new Map<string, string[]>();
  for (const [width, height] of REVIEW_SIZES) {
    await page.setViewportSize({ width, height });
    // The entries are worded again for the menu's room once the window has its new size.
    await expect(async () => expect(await cutInMenu(jump), `${width}×${height}`).toEqual([])).toPass({
      timeout: 5_000,
    });
    const box = (await jump.boundingBox())!;
    expect(box.x + box.width, `the menu inside the window at ${width}×${height}`).toBeLessThanOrEqual(width);
    seen.set(`${width}×${height}`, (await jump.locator('option').allTextContents()).slice(1));
  }
  return seen;
}

/**
 * A game's key moments read whole in the closed Jump menu at a desktop's, a laptop's and a phone's width, a
 * few words of ours each (never a case-file line cut off, "Move 32: Shootout — Nonna Rosa's Red Thug…"); on
 * the closed menu an arrow goes to the next moment. The menu is left showing its longest entry.
 */
async function keyMenuReadsWhole(page: Page): Promise<string[]> {
  const jump = page.getByRole('combobox', { name: 'Jump to a key moment' });
  const entries = (await jump.locator('option').allTextContents()).slice(1);
  expect(entries.length).toBeGreaterThan(3);
  for (const e of entries) expect(e).toMatch(/^Move \d+: [A-Z][^…—{}]*$/);
  await keyMenuWholeAtEverySize(page, jump);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.keyboard.press('Home');
  await expect(moveLine(page)).toContainText('Move 0 of');
  await jump.focus();
  await page.keyboard.press('ArrowDown');
  const first = Number(/^Move (\d+)/.exec(entries[0] ?? '')?.[1]);
  await expect(moveLine(page)).toContainText(`Move ${first} of`);
  await expect(jump).toHaveValue(String(first));
  await page.keyboard.press('ArrowDown');
  const second = entries.map((e) => Number(/^Move (\d+)/.exec(e)?.[1])).find((seq) => seq !== first) ?? -1;
  await expect(moveLine(page)).toContainText(`Move ${second} of`);
  await expect(jump).toBeFocused();
  const longest = entries.reduce((a, b) => (b.length > a.length ? b : a));
  await jump.selectOption({ label: longest });
  await expect(jump.locator('option:checked')).toHaveText(longest);
  return entries;
}

/**
 * A short SuperGang game of computer players (`names`, a heuristic bot each) played to its final scores, then
 * its replay opened at the start.
 */
async function sgReplay(page: Page, url: string, seed: string, turnCap: number, names: readonly string[]) {
  const conn = await api(url);
  const { matchId } = (await conn.call('match.create', {
    gameId: 'supergang',
    options: { turnCap, duelStyle: 'dice' },
    seats: names.map((name) => ({ kind: 'bot', level: 'heuristic', name })),
    seed,
  })) as { matchId: string };
  conn.close();
  await playedOut(url, matchId);
  await page.goto(`${url}#/match/${matchId}`);
  await expect(page.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 90_000 });
  await page.goto(`${url}#/replay/${matchId}`);
  await expect(moveLine(page)).toContainText(/Move 0 of \d+/);
}

/** The replay is at move `step`: the controls say so and the table shows that move (its answer has come). */
async function at(page: Page, step: number, total: number): Promise<void> {
  await expect(moveLine(page)).toContainText(`Move ${step} of ${total}`);
  await expect(page.locator('[data-shown-step]')).toHaveAttribute('data-shown-step', String(step));
  await expect(page.locator('[data-shown-step]')).toHaveAttribute('aria-busy', 'false');
}

test('a finished game replays move by move: scrub, viewpoint, plot, save as a file and open it again', async ({
  page,
  app,
}) => {
  test.setTimeout(240_000);
  await startNp(page, app.url, [{ bot: 'Normal' }, { bot: 'Random' }, { bot: 'Normal' }], 'Winter nights');
  await expect(page.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 120_000 });
  // The final scores explain themselves: the Respect track, the last count, money and cards.
  const sheet = page.getByRole('region', { name: 'How the scores add up' });
  await expect(sheet.getByRole('rowheader', { name: 'Respect on the track' })).toBeVisible();
  await expect(sheet.getByRole('rowheader', { name: 'Money and cards' })).toBeVisible();
  await page.getByRole('heading', { name: 'Final scores' }).scrollIntoViewIfNeeded();
  await snap(page, 'final-scores-1366');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.waitForTimeout(300);
  await snap(page, 'final-scores-1920');
  await page.setViewportSize({ width: 1366, height: 768 });

  await page.getByRole('navigation').getByText('History', { exact: true }).click();
  // Filed under its campaign, and History shows that campaign's games.
  await expect(page.getByLabel(/^Campaign of case/).locator('option:checked')).toHaveText('Winter nights');
  await page
    .getByLabel('Campaign', { exact: true })
    .selectOption({ label: 'Winter nights (Nothing Personal, 1 game)' });
  await expect(page.getByRole('article')).toHaveCount(1);
  // A campaign is of one game: the Game menu shows which.
  await expect(page.getByLabel('Game', { exact: true }).locator('option:checked')).toHaveText('Nothing Personal');
  await page.getByText('Standings and records').click();
  const tallied = page.getByRole('region', { name: 'Standings in Nothing Personal' });
  await expect(tallied.getByRole('columnheader', { name: 'Respect gained' })).toBeVisible();
  await expect(tallied).toContainText('Computer — Random');
  // A count of money is headed in words and reads as money in every row ("$56"), as a score in dollars does.
  await expect(tallied.getByRole('columnheader', { name: 'Money paid out', exact: true })).toBeVisible();
  await expect(tallied.getByRole('columnheader', { name: /\(\$\)/ })).toHaveCount(0);
  const paidOut = await tallied.evaluate((t) => {
    const at = Array.from(t.querySelectorAll('thead th')).findIndex(
      (th) => th.textContent?.trim() === 'Money paid out',
    );
    return Array.from(t.querySelectorAll('tbody tr')).map((tr) => tr.children[at]?.textContent?.trim() ?? '');
  });
  expect(paidOut).toHaveLength(3);
  for (const cell of paidOut) expect(cell).toMatch(/^\$\d{1,3}(,\d{3})*$/);
  await snap(page, 'standings-campaign-1366', { fullPage: true });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.waitForTimeout(300);
  await snap(page, 'standings-campaign-1920', { fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByRole('button', { name: 'Rename', exact: true }).click();
  await page.getByLabel('New name for Winter nights').fill('Winter evenings');
  await page.getByRole('button', { name: 'Save the name' }).click();
  await expect(page.getByLabel('Campaign', { exact: true }).locator('option:checked')).toHaveText(
    'Winter evenings (Nothing Personal, 1 game)',
  );
  await page.getByLabel('Campaign', { exact: true }).selectOption({ label: 'Any campaign' });
  await page.getByRole('link', { name: /^Replay move by move: Nothing Personal/ }).click();
  await expect(page).toHaveURL(/#\/replay\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Nothing Personal · replay' })).toBeVisible();
  // A finished game opens at its first move, seen by everyone.
  await expect(moveLine(page)).toContainText(/^Move 0 of (\d+)/);
  const total = Number(/of (\d+)/.exec((await moveLine(page).textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(50);
  await expect(page.getByLabel('Seen by')).toHaveValue('all');

  // Keys: End to the last move (the final scores show), Home back to the first, arrows by one.
  await page.keyboard.press('End');
  await at(page, total, total);
  await expect(page.getByRole('log', { name: 'Case file' })).toContainText(/, in secret: you /);
  await expect(page.getByRole('heading', { name: 'Final scores' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'How the scores add up' })).toBeVisible();
  await page.keyboard.press('Home');
  await at(page, 0, total);
  // Seen by everyone, every family's hand is open, and a secret line in the case file says whose it was.
  await expect(page.getByRole('region', { name: /'s hand$/ })).toHaveCount(3);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await at(page, 2, total);
  await page.getByRole('button', { name: 'Next turn' }).click();
  await expect(moveLine(page)).not.toContainText(`Move 2 of ${total}`);
  // Key moments: Key ▶ goes to the first after the move shown, ◀ Key back; the menu lists every one,
  // under the round it falls in.
  await page.keyboard.press('Home');
  await at(page, 0, total);
  const jump = page.getByLabel('Jump to a key moment');
  const keyCount = Number(/\((\d+)\)/.exec((await jump.locator('option').first().textContent()) ?? '')?.[1]);
  expect(keyCount).toBeGreaterThan(1);
  await expect(jump.locator('option')).toHaveCount(keyCount + 1);
  await expect(jump.locator('optgroup').first()).toHaveAttribute('label', /^Round \d/);
  // Each entry reads as the case file does: players by name, never the engine's seat codes.
  const entries = (await jump.locator('option').allTextContents()).join('\n');
  expect(entries).not.toContain('{seat:');
  expect(entries).toMatch(/Dutch|Bugsy|Legs/);
  const keySeqs = (await jump.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)))
    .slice(1)
    .map(Number);
  const [firstKey] = keySeqs;
  const secondKey = keySeqs.find((seq) => seq > (firstKey ?? 0));
  if (firstKey === undefined || secondKey === undefined) throw new Error('fewer than two key moments');
  await expect(page.getByRole('button', { name: 'Previous key moment' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'Next key moment' }).click();
  await at(page, firstKey, total);
  await page.getByRole('button', { name: 'Next key moment' }).click();
  await at(page, secondKey, total);
  await page.getByRole('button', { name: 'Previous key moment' }).click();
  await at(page, firstKey, total);
  await jump.selectOption(String(secondKey));
  await at(page, secondKey, total);
  // The scrubber: to the first move and back to the middle.
  await page.getByRole('slider', { name: 'Move' }).fill('0');
  await at(page, 0, total);
  const middle = Math.floor(total / 2);
  await page.getByRole('slider', { name: 'Move' }).fill(String(middle));
  await at(page, middle, total);
  await expect(page.getByRole('log', { name: 'Case file' }).getByRole('listitem').first()).toBeVisible();

  // Through one seat's eyes.
  await page.getByLabel('Seen by').selectOption({ index: 2 });
  await expect(page.getByLabel('Seen by')).toHaveValue('0');
  await at(page, middle, total);
  await expect(page.getByRole('group', { name: /organisation chart/ })).toBeVisible();
  // A decision of that seat's is headed with its player's name: whoever reviews the game may not be them.
  const player = ((await page.getByLabel('Seen by').locator('option:checked').textContent()) ?? '').split(' — ')[0];
  const decision = page.getByRole('region', { name: 'Your decision' });
  const named = decision.getByRole('heading', { name: `${player}'s move` });
  // Every family places its opening markers in the first moves (NP-3.15): one of them is this seat's.
  await page.getByRole('button', { name: 'First move' }).click();
  await at(page, 0, total);
  for (let step = 1; step <= 12 && !(await named.isVisible()); step++) {
    await page.getByRole('button', { name: 'Next move' }).click();
    await at(page, step, total);
  }
  await expect(named).toBeVisible();
  await expect(decision.getByRole('heading', { name: 'Your move' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: `${player}'s hand` })).toBeVisible();
  // A replay offers no moves: nothing to hand over at any moment either.
  await expect(page.getByRole('button', { name: /^At any moment/ })).toHaveCount(0);
  await page.getByRole('slider', { name: 'Move' }).fill(String(middle));
  await at(page, middle, total);

  // The plot: Respect over the game; clicking it moves the replay.
  await page.getByRole('button', { name: 'Respect', exact: true }).click();
  await expect(page.getByRole('img', { name: 'Respect of each player over the game' })).toBeVisible();
  await page.getByRole('slider', { name: 'Move' }).focus();
  await snap(page, 'replay-1366', { fullPage: true });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.waitForTimeout(300);
  await snap(page, 'replay-1920', { fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  // The chart is drawn again at the window's new width (a new chart): clicked once it fits its figure again,
  // not at a place read off the wider one.
  const chart = page.locator('.u-over');
  await expect(chart).toBeVisible();
  await expect
    .poll(() =>
      page.locator('figure.plot').evaluate((figure) => {
        const over = figure.querySelector('.u-over')?.getBoundingClientRect();
        return over !== undefined && over.width > 100 && over.right <= figure.getBoundingClientRect().right + 1;
      }),
    )
    .toBe(true);
  const box = await chart.boundingBox();
  if (!box) throw new Error('the chart has no box');
  await chart.click({ position: { x: box.width * 0.9, y: box.height / 2 } });
  await expect(moveLine(page)).not.toContainText(`Move ${middle} of ${total}`);

  // The story of the game, from what this viewpoint knew.
  await expect(page.getByRole('heading', { name: 'The story of this game' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'The story of this game' })).toContainText(/won\./);
  // Its key moments are counted in words ("6 whacks and 3 steals"), not as tallies of labels ("6 × whack").
  await expect(page.getByRole('region', { name: 'The story of this game' })).toContainText(/On file: \d+ [a-z]/);
  await expect(page.getByRole('region', { name: 'The story of this game' })).not.toContainText('×');
  // Told in plain words: no clause ID in its sentences (the final scores carry it in small print).
  await expect(page.getByRole('region', { name: 'The story of this game' })).not.toContainText(/\b(NP|G|SG)-\d/);

  // Autoplay moves on by itself, and stops.
  await page.getByRole('button', { name: 'Play' }).click();
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: 'Pause' }).click();
  // Space plays and pauses, as in a video, and does not scroll the page.
  await page.getByRole('slider', { name: 'Move' }).focus();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // Save it as a file, delete it (asked twice), then open the file again.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Save as file: Nothing Personal/ }).click();
  const file = await (await download).path();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('button', { name: 'Delete it', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, delete it for good' }).click();
  await expect(page).toHaveURL(/#\/history$/);
  await expect(page.getByRole('heading', { name: 'No case files yet' })).toBeVisible();
  const tampered = {
    name: 'tampered.mobnight',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"mob-night-game","version":1,"sha256":"' + '0'.repeat(64) + '","game":{"id":"x"}}'),
  };
  const saved = { name: 'saved.mobnight', mimeType: 'application/json', buffer: readFileSync(file) };
  // Several files at once (games brought from another computer): each is told apart, History stays and
  // lists the game added, and its standings count it.
  await page.getByLabel('Open saved game files…').setInputFiles([saved, tampered]);
  await expect(page.getByRole('status').filter({ hasText: /Added/ })).toHaveText('Added 1 game to History.');
  await expect(page.getByRole('alert')).toContainText(/^tampered\.mobnight could not be opened\..*changed or damaged/);
  await expect(page).toHaveURL(/#\/history$/);
  await expect(page.getByRole('article')).toHaveCount(1);
  // Each seat's role line: its parts apart, each whole ("Red family · Computer — Normal", no break inside a part).
  await expect(page.getByRole('article').locator('.role').first()).toContainText(
    /^\s*\w+\u00a0family · Computer\u00a0—\u00a0(Normal|Random)\b/,
  );
  // Back under the campaign it was filed in before it was deleted (renamed above): its file carries the name.
  await expect(page.getByLabel(/^Campaign of case/).locator('option:checked')).toHaveText('Winter evenings');
  await snap(page, 'history-import-1366');
  await page.getByText('Standings and records').click();
  await expect(page.getByRole('region', { name: 'Standings in Nothing Personal' })).toContainText('1 finished game');
  // One file of a game already there says so, with its replay a click away.
  await page.getByLabel('Open saved game files…').setInputFiles(file);
  await expect(page.getByRole('status').filter({ hasText: /already/ })).toHaveText(
    'No game added: 1 game was already there.',
  );
  await expect(page).toHaveURL(/#\/history$/);
  await page.getByRole('link', { name: 'Open its replay' }).click();
  await expect(page).toHaveURL(/#\/replay\/[\w-]+$/);
  await expect(moveLine(page)).toContainText(`of ${total}`);
  // A tampered file alone is refused plainly and changes nothing.
  await page.goto(`${app.url}#/history`);
  await page.getByLabel('Open saved game files…').setInputFiles(tampered);
  await expect(page.getByRole('alert')).toContainText(/^tampered\.mobnight could not be opened\..*changed or damaged/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByLabel('Open saved game files…').setInputFiles([saved, saved]);
  await expect(page.getByRole('status').filter({ hasText: /already/ })).toHaveText(
    'No game added: 2 games were already there.',
  );
  // Standings: everyone at the table with games, wins and a rating.
  await page.getByText('Standings and records').click();
  const standings = page.getByRole('region', { name: 'Standings in Nothing Personal' });
  await expect(standings.getByRole('row')).toHaveCount(4);
  await expect(standings).toContainText('Computer — Normal');
  await snap(page, 'history-standings-1366', { fullPage: true });
});

test('an unfinished game shows on Home with where it stands, and resumes', async ({ page, app }) => {
  test.setTimeout(120_000);
  await startNp(page, app.url, [{ guest: 'Nonna Rosa' }, { bot: 'Normal' }, { bot: 'Random' }]);
  await expect(page.getByRole('group', { name: /organisation chart/ })).toBeVisible();
  await page.getByRole('navigation').getByText('Home', { exact: true }).click();
  const progress = page.getByRole('region', { name: 'Games in progress' });
  await expect(progress).toContainText('Nothing Personal');
  await expect(progress).toContainText(/Round 1 of 5/);
  await expect(progress).toContainText('Nonna Rosa');
  await snap(page, 'home-in-progress-1366', { fullPage: true });
  await progress.getByRole('link', { name: /^Resume Nothing Personal/ }).click();
  await expect(page).toHaveURL(/#\/match\/[\w-]+$/);
  await expect(page.getByRole('group', { name: /organisation chart/ })).toBeVisible();
  // An unfinished game is replayed only as the public saw it: no seat's hand outside its curtain.
  // (On a small laptop's screen, 1280×720: see below.)
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('navigation').getByText('History', { exact: true }).click();
  await page.getByRole('link', { name: /^Replay move by move: Nothing Personal/ }).click();
  await expect(page.getByLabel('Seen by')).toHaveValue('spectator');
  await expect(page.getByLabel('Seen by').locator('option')).toHaveText(['The public (what everyone saw)']);
  await expect(page.getByText('Each player’s own view opens once the game is over.')).toBeVisible();
  // On a small laptop's screen it is in one window, unscrolled, as a finished game is: the controls, the
  // whole board and the case file's newest line (its header takes a line more, with Resume and Abandon).
  await expect(moveLine(page)).toContainText(/Move \d+ of \d+/);
  const controls = page.getByRole('region', { name: 'Replay controls' });
  const log = page.getByRole('log', { name: 'Case file' });
  await allInWindow(
    [
      ['the controls', controls],
      ['the board', page.locator('.np')],
      ['the newest line', log.getByRole('listitem').last()],
    ],
    1280,
    720,
  );
  // Three families in a row there: each name is read whole, on two lines if need be ("Nonna Ro…" once).
  const name = page.getByRole('region', { name: 'The families' }).locator('.name', { hasText: 'Nonna Rosa' });
  expect(
    await name.evaluate((e) => e.scrollWidth <= e.clientWidth && e.scrollHeight <= e.clientHeight + 1),
    'Nonna Rosa’s name is not cut',
  ).toBe(true);
  await snap(page, 'replay-in-progress-1280');

  // A replay of a game that is not there says so under one plain heading ("Replay · replay" once).
  await page.goto(`${app.url}#/replay/no-such-game`);
  await expect(page.getByText(/could not be opened/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Replay');
});

test('a Gangsters game ended by its time limit: the last move keeps the board’s size, and is a key moment', async ({
  page,
  app,
}) => {
  test.setTimeout(90_000);
  const conn = await api(app.url);
  const bot = (name: string) => ({ kind: 'bot', level: 'heuristic', name });
  const { matchId } = (await conn.call('match.create', {
    gameId: 'gangsters',
    options: { timeLimitTurns: 6 },
    seats: [bot('Bugsy'), bot('Legs')],
    seed: 'replay-time-limit',
  })) as { matchId: string };
  conn.close();
  await playedOut(app.url, matchId);
  await page.goto(`${app.url}#/match/${matchId}`);
  await expect(page.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 60_000 });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`${app.url}#/replay/${matchId}`);
  const map = page.getByRole('group', { name: /streets, buildings and pieces/ });
  const size = async () => JSON.stringify(await map.evaluate((e) => [e.clientWidth, e.clientHeight]));
  await expect(moveLine(page)).toContainText(/Move 0 of \d+/);
  const total = Number(/of (\d+)/.exec((await moveLine(page).textContent()) ?? '')?.[1]);
  // Gangsters keeps secrets (the Bribe markers, G-9.5): once it is over, everyone's may be shown.
  await expect(page.getByLabel('Seen by')).toHaveValue('all');
  // Its turns are on the timeline a round at a time, as the other games' rounds are: six turns of two Gangs
  // (G-3.1), each pair labelled in turns as the table counts them, and the Jump menu lists the key moments
  // under them.
  const controls = page.getByRole('region', { name: 'Replay controls' });
  await expect(controls.locator('.round')).toHaveText(['Turns 1\u20132', 'Turns 3\u20134', 'Turns 5\u20136']);
  await expect(page.getByLabel('Jump to a key moment').locator('optgroup').last()).toHaveAttribute(
    'label',
    /^Turns \d\u2013\d$/,
  );
  await page.keyboard.press('End');
  await at(page, total, total);
  // The result names the players, as the case file does, wherever it is shown: never the Gang alone.
  // A turn limit has no clock: the end says the last turn is played (the Gangsters table's words, G-15.2).
  const named = /^The last turn is played: (Bugsy \(Red\)|Legs \(Yellow\))( and Legs \(Yellow\))? (has|share) /;
  await expect(page.getByRole('region', { name: 'Final scores' }).locator('.reason')).toHaveText(named);
  const story = page.getByRole('region', { name: 'The story of this game' });
  await expect(story).toContainText(/ won\. The last turn is played: (Bugsy|Legs) \((Red|Yellow)\) |Nobody won\./);
  await expect(story).not.toContainText(/reached: (Red|Yellow)\b/);
  // The chart's legend reads the numbers at the move shown while nothing is pointed at, never dashes.
  const legend = page.getByRole('region', { name: 'Over the game' }).locator('.u-legend');
  await expect(legend).toContainText(String(total));
  await expect(legend).toContainText(/Bugsy:?\s*\$[\d,]+/);
  await expect(legend).not.toContainText('—');
  const last = await size();
  await page.keyboard.press('ArrowLeft');
  await at(page, total - 1, total);
  expect(await size()).toBe(last);
  // Seen by a player, before the end, the replay offers none of the table's "At any moment" actions (fines,
  // badges): its moves are history, and a click there did nothing.
  await page.getByLabel('Seen by').selectOption('0');
  await at(page, total - 1, total);
  await expect(page.locator('.board-table')).toBeVisible();
  await expect(page.getByText('At any moment')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Fine .* for advice/ })).toHaveCount(0);
  await page.getByLabel('Seen by').selectOption('all');
  // The end by the time limit (G-15.2) is in the Jump menu.
  const jump = page.getByRole('combobox', { name: 'Jump to a key moment' });
  // In a few words of ours, the player who wins or a tie (the case file's whole line is beside the table).
  await expect(jump.locator('option', { hasText: /^Move \d+: Last turn: (Bugsy wins|Legs wins|a tie)$/ })).toHaveCount(
    1,
  );
  // On a small laptop's screen the controls keep to two rows whatever move is shown, so the board never
  // jumps while stepping (the move counter once grew and pushed the buttons onto a third row).
  await page.setViewportSize({ width: 1280, height: 720 });
  const tops = new Set<number>();
  for (const step of [0, 9, 10, Math.floor(total / 2), total]) {
    await page.getByRole('slider', { name: 'Move' }).fill(String(step));
    await at(page, step, total);
    tops.add(Math.round(await map.evaluate((e) => e.getBoundingClientRect().top + window.scrollY)));
    expect((await controls.boundingBox())?.height ?? 0).toBeLessThan(130);
  }
  expect([...tops]).toHaveLength(1);
  // The window made smaller: the page follows it (the chart drawn 1920 wide once held it at that width).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await snap(page, 'replay-gangsters-1280');
  // In one window, unscrolled, from a small laptop's to a large screen's: the controls, the whole board
  // and the case file's newest lines (the words of the move shown).
  const log = page.getByRole('log', { name: 'Case file' });
  for (const [width, height] of [
    [1280, 720],
    [1366, 768],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('slider', { name: 'Move' }).fill(String(total - 1));
    await at(page, total - 1, total);
    await allInWindow(
      [
        ['the controls', controls],
        ['the board', page.locator('.board-table')],
        ['the newest line', log.getByRole('listitem').last()],
      ],
      width,
      height,
    );
  }

  // The case file's clauses are reached by keyboard: the file is one Tab stop, Enter goes to its newest
  // clause in sight, and Up and Down go clause to clause there, with the focus shown.
  await log.focus();
  await page.keyboard.press('Enter');
  await expect(log.getByRole('link').last()).toBeFocused();
  expect(await focusShown(page)).toMatch(/^outline/);
  await page.keyboard.press('ArrowUp');
  await expect(log.getByRole('link').nth(-2)).toBeFocused();

  // History's case file names the winner's player in its result too.
  await page.goto(`${app.url}#/history`);
  await expect(page.getByRole('article').first()).toContainText(
    /The last turn is played: (Bugsy|Legs) \((Red|Yellow)\)/,
  );
});

test('SuperGang keeps no secrets: its replay offers no all-seeing view, the public sees it all', async ({
  page,
  app,
}) => {
  test.setTimeout(90_000);
  await sgReplay(page, app.url, 'replay-no-secrets', 2, ['Bugsy', 'Legs']);
  await expect(page.getByLabel('Seen by')).toHaveValue('spectator');
  await expect(page.getByLabel('Seen by').locator('option')).toHaveText([
    'The public (what everyone saw)',
    'Bugsy — Red gang',
    'Legs — Blue gang',
  ]);
});

test('SuperGang in a replay: a jump to a key moment keeps the keys on the menu, and a duel is told as a step of the story', async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  await sgReplay(page, app.url, 'replay-duel-words', 4, ['Bugsy', 'Legs', 'Mad Dog']);
  const jump = page.getByLabel('Jump to a key moment');
  const options = await jump.locator('option').allTextContents();
  const duel = options.find((o) => /^Move \d+: Duel/.test(o));
  expect(duel, `a duel among the key moments: ${options.join(' | ')}`).toBeTruthy();
  const seq = Number(/^Move (\d+)/.exec(duel ?? '')?.[1]);
  // By keyboard: the menu keeps the focus once the replay is there, so the next key goes on from it.
  await jump.focus();
  await jump.selectOption({ label: duel ?? '' });
  await expect(moveLine(page)).toContainText(`Move ${seq} of`);
  await expect(page.locator('[data-shown-step]')).toHaveAttribute('data-shown-step', String(seq));
  await expect(jump).toBeFocused();
  // The duel on the plank is a step of the story, not something happening now.
  const plank = page.getByRole('group', { name: /^Duel:/ });
  await expect(plank).toBeVisible();
  await expect(plank).toContainText(/’s turn to shoot\./);
  await expect(plank).not.toContainText('is shooting');
  await snap(page, 'replay-supergang-duel');
});

test('SuperGang’s key moments read whole in the closed Jump menu on a desktop, a laptop and a phone, the gangs by their players, and keyboard-usable', async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  // Names as long as a family gives them: the menu says them whole (up to 14 letters, `menuNames`).
  const names = ['Nonna Rosa', 'Bugsy Malone', 'Mad Dog Morgan'];
  await sgReplay(page, app.url, 'replay-duel-words', 12, names);
  const jump = page.getByRole('combobox', { name: 'Jump to a key moment' });
  const entries = (await jump.locator('option').allTextContents()).slice(1);
  expect(entries.length).toBeGreaterThan(3);
  // A few words of ours each, never a case-file line cut off ("Move 32: Duel — The attacker…").
  for (const e of entries) expect(e).toMatch(/^Move \d+: [A-Z][^…—]*$/);
  expect(
    entries.some((e) => /^Move \d+: Duel: \d+ against \d+$/.test(e)),
    entries.join(' | '),
  ).toBe(true);
  // Each gang by its player, as Nothing Personal's families are, never by its colour alone ("Red owns a shop"):
  // a character keeps his colour where the menu has room for it ("Bugsy Malone's Blue Killer dies").
  const who = new RegExp(`^Move \\d+: (End: )?(${names.join('|')})\\b`);
  expect(entries.filter((e) => who.test(e)).length, entries.join(' | ')).toBeGreaterThan(2);
  for (const e of entries) expect(e).not.toMatch(/^Move \d+: (End: )?(Red|Blue|Green|Yellow) /);
  const sizes = await keyMenuWholeAtEverySize(page, jump);
  expect(
    sizes
      .get('1280×720')
      ?.some((e) => new RegExp(`(${names.join('|')})'s (Red|Blue|Green) (Killer|Vamp|Dealer) `).test(e)),
    sizes.get('1280×720')?.join(' | '),
  ).toBe(true);
  // By keyboard: on the closed menu an arrow goes to the next moment, and the menu shows it whole.
  await page.setViewportSize({ width: 1366, height: 768 });
  await jump.focus();
  await page.keyboard.press('ArrowDown');
  const first = Number(/^Move (\d+)/.exec(entries[0] ?? '')?.[1]);
  await expect(moveLine(page)).toContainText(`Move ${first} of`);
  await expect(jump).toHaveValue(String(first));
  const longest = entries.reduce((x, y) => (y.length > x.length ? y : x));
  await jump.selectOption({ label: longest });
  await snap(page, 'replay-supergang-key-menu');
  await page.setViewportSize({ width: 1280, height: 720 });
  await snap(page, 'replay-supergang-key-menu-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the six step buttons share one row (they wrapped onto three round the move counter).
  const steps = ['First move', 'Previous turn', 'Previous move', 'Next move', 'Next turn', 'Last move'];
  const tops = await Promise.all(
    steps.map(async (name) => (await page.getByRole('button', { name, exact: true }).boundingBox())?.y),
  );
  expect(new Set(tops).size, JSON.stringify(tops)).toBe(1);
  await snap(page, 'replay-supergang-key-menu-phone');
});

test('Gangsters’ key moments read whole in the closed Jump menu on a desktop, a laptop and a phone, the Gangs by their players, and keyboard-usable', async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  const conn = await api(app.url);
  const bot = (name: string) => ({ kind: 'bot', level: 'heuristic', name });
  // Three Gangs played out with no time limit, to a win (G-15.1) or the turn cap.
  const { matchId } = (await conn.call('match.create', {
    gameId: 'gangsters',
    options: { timeLimitTurns: null },
    seats: [bot('Bugsy'), bot('Legs'), bot('Mad Dog')],
    seed: 'replay-key-words',
  })) as { matchId: string };
  conn.close();
  await playedOut(app.url, matchId);
  await page.goto(`${app.url}#/match/${matchId}`);
  await expect(page.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 90_000 });
  await page.goto(`${app.url}#/replay/${matchId}`);
  await expect(moveLine(page)).toContainText(/Move 0 of \d+/);
  const entries = await keyMenuReadsWhole(page);
  // The Gang by its player, the place by its name: "Bugsy buys Lou's Diner", "Shootout at Club Havana".
  expect(
    entries.some((e) => /^Move \d+: (Bugsy|Legs|Mad Dog) (buys|recruits|gets) /.test(e)),
    entries.join(' | '),
  ).toBe(true);
  for (const e of entries) expect(e).not.toMatch(/^Move \d+: (Last turn: )?(Red|Yellow|Green|Brown) /);
  expect(
    entries.some((e) => /^Move \d+: Shootout (at|in|on) /.test(e)),
    entries.join(' | '),
  ).toBe(true);
  await snap(page, 'replay-gangsters-key-menu');
});

test('Nothing Personal’s key moments read whole in the closed Jump menu on a desktop, a laptop and a phone, families by name, a long name by its first word', async ({
  page,
  app,
}) => {
  test.setTimeout(180_000);
  const conn = await api(app.url);
  const bot = (name: string) => ({ kind: 'bot', level: 'heuristic', name });
  const { matchId } = (await conn.call('match.create', {
    gameId: 'nothing-personal',
    options: { expansions: [], bindingDeals: false, randomSetup: false, firstPlayer: 0 },
    // Two long names: the menu says them by their first word (menuNames), so every entry still reads whole.
    seats: [bot('Nonna Rosa'), bot('Bugsy Malone of Brooklyn'), bot('Legs'), bot('Dutch Schultz the Dutchman')],
    seed: 'replay-key-words',
  })) as { matchId: string };
  conn.close();
  await playedOut(app.url, matchId);
  await page.goto(`${app.url}#/match/${matchId}`);
  await expect(page.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 150_000 });
  await page.goto(`${app.url}#/replay/${matchId}`);
  await expect(moveLine(page)).toContainText(/Move 0 of \d+/);
  const entries = await keyMenuReadsWhole(page);
  // A gangster by his surname ("Capone to the fishes"), a family by its player ("Legs wins").
  expect(
    entries.some((e) => /^Move \d+: \S+ (to the fishes|is dead|goes after|goes to prison|to prison)/.test(e)),
    entries.join(' | '),
  ).toBe(true);
  expect(entries.at(-1)).toMatch(/^Move \d+: (Nonna Rosa|Bugsy|Legs|Dutch) wins( the tie)?$/);
  // In this game Dutch steals and Bugsy wins, each said by his first word.
  expect(entries).toContain('Move 177: Bugsy wins');
  const steals = entries.filter((e) => / steals \$\d$/.test(e));
  expect(steals.length).toBeGreaterThan(0);
  for (const e of steals) expect(e).toMatch(/^Move \d+: Dutch steals \$\d$/);
  await snap(page, 'replay-np-key-menu');
});

/**
 * A SuperGang replay read by a family after the evening: nobody waits in a replay, so the decision panel
 * says who decides next at the step shown, as the Gangsters and Nothing Personal replays do ("Next to
 * decide"), not "Waiting for Red gang" as the live table says it.
 */
test('a SuperGang replay says who decides next at the step shown, never that the table is waiting', async ({
  page,
  app,
}) => {
  test.setTimeout(90_000);
  await sgReplay(page, app.url, 'review-replay-next', 2, ['Bugsy', 'Legs']);
  await page.getByRole('button', { name: 'Next move' }).click();
  await expect(moveLine(page)).toContainText(/Move 1 of \d+/);
  await expect(page.locator('[data-shown-step]')).toHaveAttribute('data-shown-step', '1');
  const panel = page.getByRole('region', { name: 'Your decision' });
  await expect(panel).toContainText(/(Red|Blue) gang decides next: \S/);
  await expect(panel).not.toContainText('Waiting');
  await snap(page, 'replay-supergang-next');
});
