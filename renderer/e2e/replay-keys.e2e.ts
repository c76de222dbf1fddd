import { expect, type Page } from '@playwright/test';
import { api, createNpGame, playedOut } from './lead-up';
import { appForFile, test } from './server';
import { snap } from './shots';

/**
 * A replay by keyboard, as a family meets it: the arrow keys on the map walk its places (not the moves),
 * the Jump menu walks the key moments one by one, the line under the timeline says the round as the
 * timeline does, and the questions asked before a game is abandoned or deleted sit over the screen, keep
 * the keys to themselves and go with Escape. One app for the file; one Gangsters game played out by
 * computer players, replayed by each test that needs it.
 */
const sharedApp = appForFile();

const moveLine = (page: Page) => page.getByRole('region', { name: 'Replay controls' }).locator('.where');

/** The replay is at move `step`: the controls say so and the table shows that move (its answer has come). */
async function at(page: Page, step: number): Promise<void> {
  await expect(moveLine(page)).toContainText(`Move ${step} of`);
  await expect(page.locator('[data-shown-step]')).toHaveAttribute('data-shown-step', String(step));
  await expect(page.locator('[data-shown-step]')).toHaveAttribute('aria-busy', 'false');
}

let gangsters: string | null = null;
/** A finished Gangsters game of sixteen Player Turns between two computer players (eight rounds, G-3.1). */
async function finishedGangsters(page: Page): Promise<string> {
  if (gangsters) return gangsters;
  const conn = await api(sharedApp().url);
  const bot = (name: string) => ({ kind: 'bot', level: 'heuristic', name });
  const { matchId } = (await conn.call('match.create', {
    gameId: 'gangsters',
    options: { timeLimitTurns: 16 },
    seats: [bot('Bugsy'), bot('Legs')],
    seed: 'replay-keys',
  })) as { matchId: string };
  conn.close();
  await playedOut(sharedApp().url, matchId);
  await page.goto(`${sharedApp().url}#/match/${matchId}`);
  await expect(page.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 60_000 });
  gangsters = matchId;
  return matchId;
}

async function openReplay(page: Page, matchId: string): Promise<number> {
  await page.goto(`${sharedApp().url}#/replay/${matchId}`);
  await expect(moveLine(page)).toContainText(/Move 0 of \d+/);
  return Number(/of (\d+)/.exec((await moveLine(page).textContent()) ?? '')?.[1]);
}

test('a Gangsters replay by keyboard: arrows on the map walk its places, the Jump menu walks the key moments, the turn is said as the table says it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const total = await openReplay(page, await finishedGangsters(page));
  const slider = page.getByRole('slider', { name: 'Move' });
  const mid = Math.floor(total / 2);
  await slider.fill(String(mid));
  await at(page, mid);

  // The move line says the turn of the move shown as the table's status and the case file say it ("Turn 4"),
  // never in rounds, which Gangsters does not count, nor the rulebook's "Player Turn"; the timeline's labels
  // count turns too ("Turns 1–2"), a round of them at a time.
  const controls = page.getByRole('region', { name: 'Replay controls' });
  const labels = await controls.locator('.round').allTextContents();
  expect(labels[0]).toBe('Turns 1\u20132');
  for (const label of labels) expect(label).toMatch(/^Turns? \d+(\u2013\d+)?$/);
  await expect(moveLine(page)).toContainText(/\s· Turn \d+$/);
  await expect(moveLine(page)).not.toContainText('Round');
  await expect(moveLine(page)).not.toContainText('Player Turn');
  // With a mouse at hand, the keys are named on a laptop's screen too.
  await expect(controls.getByText('Keys: ← → a move · Home End · Space plays')).toBeVisible();

  // Tab reaches the map; its arrows go from place to place there, and the replay stays at its move.
  const place = page.locator('[data-target][tabindex="0"]').first();
  await place.focus();
  const from = await place.getAttribute('data-target');
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-target') ?? null))
    .not.toBe(from);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-target') ?? null)).not.toBeNull();
  await at(page, mid);
  // Off the map, the arrows step the moves again.
  await page.getByRole('heading', { name: /replay/, level: 1 }).focus();
  await page.keyboard.press('ArrowRight');
  await at(page, mid + 1);

  // The Jump menu, closed and focused: each arrow down goes to the next key moment, not the first again.
  const jump = page.getByRole('combobox', { name: 'Jump to a key moment' });
  const seqs = (await jump.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)))
    .filter((v) => v !== '')
    .map(Number);
  expect(seqs.length).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Home');
  await at(page, 0);
  await jump.focus();
  await page.keyboard.press('ArrowDown');
  await at(page, seqs[0] ?? -1);
  await expect(jump).toHaveValue(String(seqs[0]));
  const second = seqs.find((s) => s !== seqs[0]) ?? -1;
  await page.keyboard.press('ArrowDown');
  if (seqs[1] === seqs[0]) await page.keyboard.press('ArrowDown');
  await at(page, second);
  await expect(jump).toBeFocused();
  // Stepped off the key moment, the menu says "Jump to…" again.
  await page.getByRole('button', { name: 'Next move' }).click();
  await expect(jump.locator('option:checked')).toHaveText(/^Jump to… \(\d+\)$/);
  await snap(page, 'replay-keys-gangsters-1366');
});

test('a Gangsters replay on a large screen: the map and the side column beside it with no empty ink between', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const matchId = await finishedGangsters(page);
  await page.setViewportSize({ width: 1920, height: 1080 });
  const total = await openReplay(page, matchId);
  await page.getByRole('slider', { name: 'Move' }).fill(String(Math.floor(total / 2)));
  await at(page, Math.floor(total / 2));
  const map = await page.locator('.g-table > .map').boundingBox();
  const side = await page.locator('.g-table > :nth-child(2)').boundingBox();
  expect(map && side).toBeTruthy();
  // The grid's own gap (0.8rem) and no more; the map still whole in the window.
  expect((side?.x ?? 0) - ((map?.x ?? 0) + (map?.width ?? 0))).toBeLessThanOrEqual(16);
  expect((map?.y ?? 0) + (map?.height ?? 0)).toBeLessThanOrEqual(1080);
  await snap(page, 'replay-keys-gangsters-1920');
});

test('abandon and delete from a replay: the question sits over the screen, keeps the keys, and goes with Escape', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const conn = await api(sharedApp().url);
  const matchId = await createNpGame(conn, 'replay-keys-confirm');
  conn.close();
  await page.goto(`${sharedApp().url}#/replay/${matchId}`);
  await expect(moveLine(page)).toContainText(/Move 0 of \d+/);
  const table = page.locator('[data-shown-step]');
  const top = async () => Math.round((await table.boundingBox())?.y ?? -1);
  // Where the table stands once the page has settled (two reads in a row alike: fonts and the case file may
  // still move it a frame after the first line is shown), to see that the question moves nothing under it.
  let before = await top();
  await expect
    .poll(
      async () => {
        const now = await top();
        const settled = now === before;
        before = now;
        return settled;
      },
      { message: 'the table settles before the question is asked' },
    )
    .toBe(true);
  const step = await table.getAttribute('data-shown-step');

  const abandon = page.getByRole('button', { name: 'Abandon', exact: true });
  await abandon.focus();
  await page.keyboard.press('Enter');
  const ask = page.getByRole('alertdialog', { name: 'Please confirm' });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText('Abandon this game?');
  // The safe answer has the focus, and nothing under the question moved.
  await expect(ask.getByRole('button', { name: 'Keep it' })).toBeFocused();
  expect(await top()).toBe(before);
  // Over the screen, the screen dimmed behind it.
  expect(await ask.evaluate((d) => [d.matches(':modal'), getComputedStyle(d, '::backdrop').backgroundColor])).toEqual([
    true,
    'rgba(10, 8, 6, 0.72)',
  ]);
  await snap(page, 'replay-keys-abandon-1366');
  // Tab goes round the question's answers, never out to the screen under it; the arrows step nothing.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press(i === 2 ? 'Shift+Tab' : 'Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="alertdialog"]'))).toBe(true);
  }
  await page.keyboard.press('ArrowRight');
  await expect(table).toHaveAttribute('data-shown-step', step ?? '');
  // Escape puts it away, the game kept, and the focus is back on the button that asked.
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(abandon).toBeFocused();
  await expect(page.getByText(/^In progress ·/)).toBeVisible();

  // Delete asks twice; Escape puts either question away.
  const del = page.getByRole('button', { name: 'Delete', exact: true });
  await page.keyboard.press('Tab');
  await expect(del).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask).toContainText('Delete this game and all its moves');
  expect(await top()).toBe(before);
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(del).toBeFocused();
  await del.click();
  await ask.getByRole('button', { name: 'Delete it', exact: true }).click();
  await expect(ask).toContainText('Are you sure?');
  await expect(ask.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await snap(page, 'replay-keys-delete-1366');
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(del).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`#/replay/${matchId}$`));

  // History's game cards ask the same questions the same way.
  await page.goto(`${sharedApp().url}#/history`);
  const card = page.getByRole('article').first();
  const cardAbandon = card.getByRole('button', { name: 'Abandon', exact: true });
  await cardAbandon.click();
  await expect(ask.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await snap(page, 'replay-keys-history-abandon-1366');
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(cardAbandon).toBeFocused();

  // A yes that fails (the game abandoned meanwhile, from another window) is told in the question, over the
  // screen, not under it where the dimmed screen hid it.
  await cardAbandon.click();
  const elsewhere = await api(sharedApp().url);
  await elsewhere.call('history.abandon', { matchId });
  elsewhere.close();
  await ask.getByRole('button', { name: 'Yes, abandon it' }).click();
  await expect(ask.getByRole('alert')).toContainText('Only a game in progress can be abandoned.');
  await snap(page, 'replay-keys-history-problem-1366');
});
