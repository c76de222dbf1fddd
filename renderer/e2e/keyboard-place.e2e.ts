import { expect, type Page } from '@playwright/test';
import { focusShown, tabTo } from './keyboard';
import { api, createNpGame } from './lead-up';
import { openLobby, seatTable, startGame } from './lobby';
import { appForFile, test } from './server';

/**
 * A keyboard player keeps their place (found by a family's keyboard-only walkthrough at 1366×768):
 * after an answer the focus stays with the decision, so the next Tab reaches its choices; the case
 * file's clause links do not stand between the player and the decision; and in a lobby each field Tab
 * moves to is scrolled clear of the sticky bars above and below it.
 */
const app = appForFile();

const decision = (page: Page) => page.getByRole('region', { name: 'Your decision' });

/** Whether the focused element is inside the decision (or is the decision). */
const focusInDecision = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('[aria-label="Your decision"]'));

test('SuperGang: after the throw the focus stays with the decision, and Tab reaches its next choice', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const conn = await api(app().url);
  try {
    const { matchId } = (await conn.call('match.create', {
      gameId: 'supergang',
      options: {},
      seats: [
        { kind: 'human', name: 'Nonna Rosa' },
        { kind: 'bot', level: 'heuristic', name: 'Bugsy' },
      ],
      seed: 'keyboard-place-sg',
    })) as { matchId: string };
    await page.goto(`${app().url}#/match/${matchId}`);
    const throwIt = decision(page).getByRole('button', { name: /^Throw the dice/ });
    await expect(throwIt).toBeVisible({ timeout: 30_000 });
    await throwIt.focus();
    await page.keyboard.press('Enter');
    // The button is gone with the throw; the focus is on the decision, not lost to the page.
    await expect(throwIt).toHaveCount(0, { timeout: 30_000 });
    await expect.poll(() => focusInDecision(page)).toBe(true);
    // Once a choice of Nonna's is on screen again, and open (the choices come with the update and stay
    // disabled until the host has answered the throw, after its disk sync: a busy machine showed them
    // disabled, and Tab passes a disabled button by), Tab reaches it within the decision (past the
    // question's own rules link at most).
    await expect(decision(page).getByRole('button').first()).toBeEnabled({ timeout: 30_000 });
    for (let i = 0; i < 3 && (await page.evaluate(() => document.activeElement?.tagName !== 'BUTTON')); i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDecision(page)).toBe(true);
    }
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
  } finally {
    conn.close();
  }
});

test('Gangsters: a choice made with the keyboard leaves the focus with the decision; the case file is one Tab stop', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await seatTable(page, app().url, [{ guest: 'Little Tony' }, { bot: 'Normal' }, { bot: 'Hard' }]);
  await startGame(page);
  const choose = decision(page).getByRole('button', { name: 'Choose' });
  await expect(choose).toBeVisible({ timeout: 30_000 });
  await choose.focus();
  await page.keyboard.press('Enter');
  // The computers draft in turn; Little Tony's next draft finds the focus still with the decision. Its
  // choices come disabled until the host has answered his last (a probe saw "Choose" drawn disabled for
  // 170 ms), and a Tab then passes them by: waited for open, as the throw's choices are above.
  await expect(choose).toBeVisible({ timeout: 30_000 });
  await expect(choose, 'the next draft open').toBeEnabled({ timeout: 30_000 });
  await expect.poll(() => focusInDecision(page)).toBe(true);
  await page.keyboard.press('Tab');
  expect(await focusInDecision(page)).toBe(true);

  // The table's first Tab stop goes past the board's places (dozens of Joints in the draft) to the decision.
  await page.locator('#match-title').focus();
  await tabTo(page, page.getByRole('button', { name: 'Skip the board: go to the decision' }), { max: 12 });
  await page.keyboard.press('Enter');
  await expect(decision(page)).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await focusInDecision(page)).toBe(true);

  // The case file holds a clause for every line: Tab enters it once and leaves it at the next press.
  const log = page.getByRole('log', { name: 'Case file' });
  expect(await log.getByRole('link').count()).toBeGreaterThan(3);
  await log.focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role="log"]'))).toBe(false);
  // Its clauses are in the keyboard's reach all the same: Enter goes to the newest in sight, Up and Down go
  // from one to the next, each showing its focus; Escape goes back to the file, and Tab leaves it from a
  // clause too.
  await log.focus();
  await page.keyboard.press('Enter');
  const focusedClause = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el?.closest('[role="log"]') && el.tagName === 'A' ? (el.getAttribute('href') ?? '') : null;
    });
  const last = await focusedClause();
  expect(last).toMatch(/^#\/rules\/gangsters\/G-/);
  expect(await focusShown(page)).toMatch(/^outline/);
  await page.keyboard.press('ArrowUp');
  const before = await log
    .getByRole('link')
    .evaluateAll((links) => links.indexOf(document.activeElement as HTMLElement));
  await page.keyboard.press('ArrowDown');
  expect(await log.getByRole('link').evaluateAll((links) => links.indexOf(document.activeElement as HTMLElement))).toBe(
    before + 1,
  );
  await page.keyboard.press('Escape');
  await expect(log).toBeFocused();
  // On the file itself Up and Down scroll it, as on any page, the focus staying with the file.
  await log.evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  const bottom = await log.evaluate((el) => el.scrollTop);
  await page.keyboard.press('ArrowUp');
  await expect(log).toBeFocused();
  await expect.poll(() => log.evaluate((el) => el.scrollTop)).toBeLessThan(bottom);
  // Past the first clause, Up gives the file back its focus, and the key scrolls it on.
  await log.getByRole('link').first().focus();
  await page.keyboard.press('ArrowUp');
  await expect(log).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await focusedClause()).not.toBeNull();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role="log"]'))).toBe(false);
});

test('Gangsters: the arrow keys reach a Joint from the street at its door, and a bridge over a street', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await seatTable(page, app().url, [{ guest: 'Little Tony' }, { bot: 'Normal' }, { bot: 'Hard' }]);
  await startGame(page);
  await expect(decision(page).getByRole('button', { name: 'Choose' })).toBeVisible({ timeout: 30_000 });
  const place = (id: string) => page.locator(`[data-target="${id}"]`);
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-target') ?? null);
  // Wharf Street below SMC Cartage Co.: up goes in at its door, not past it to Riverside Drive.
  await place('s1-10').focus();
  await page.keyboard.press('ArrowUp');
  expect(await focused()).toBe('smc-cartage');
  await expect(place('smc-cartage')).toHaveAccessibleName(/^SMC Cartage Co\., brown, \$100, reachable/);
  expect(await focusShown(page)).toMatch(/^ring /);
  await page.keyboard.press('ArrowDown');
  expect(await focused()).toBe('s1-10');
  // Where Harbor Bridge crosses Wharf Street, along the bridge is its deck, along the street the street.
  await place('s5-11-bridge').focus();
  await page.keyboard.press('ArrowUp');
  expect(await focused()).toBe('s5-10-bridge');
  await place('s4-10').focus();
  await page.keyboard.press('ArrowRight');
  expect(await focused()).toBe('s5-10-under');
  // The Joint reached by the arrows is taken with Enter, as a click takes it (the draft, G-4.1).
  await place('s1-10').focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log', { name: 'Case file' })).toContainText('takes SMC Cartage Co.', {
    timeout: 15_000,
  });
});

test('a lobby at 1366×768: every field Tab reaches is in sight, under neither sticky bar', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openLobby(page, app().url, 'Gangsters');
  await page.getByRole('radio', { name: '5 players' }).check();
  const hidden: string[] = [];
  const seen = new Set<string>();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press(key);
      const at = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body || !el.closest('main')) return null;
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + 2);
        const bottom = document.elementFromPoint(r.left + r.width / 2, r.bottom - 2);
        const name = el.getAttribute('aria-label') ?? el.id ?? el.textContent?.trim().slice(0, 30) ?? el.tagName;
        return { name: `${el.tagName}:${name}`, clear: el.contains(top) && el.contains(bottom) };
      });
      if (!at) continue;
      seen.add(at.name);
      if (!at.clear) hidden.push(`${key} ${at.name}`);
    }
  }
  expect(seen.size).toBeGreaterThan(10);
  expect(hidden).toEqual([]);
});

test('Nothing Personal: a number key that chooses nothing is said, not ignored', async ({ page }) => {
  test.setTimeout(60_000);
  const conn = await api(app().url);
  try {
    const matchId = await createNpGame(conn, 'keyboard-place-np');
    type U = { version: number; pending: { seat: number; kind: string }[]; legal: Record<string, unknown>[] | null };
    // Nonna's placements are made through the API, up to her first turn in The Commission.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const u = (await conn.call('match.watch', { matchId, seat: 0 })) as U;
      const mine = u.pending.find((p) => p.seat === 0 && p.kind !== 'anytime');
      if (mine?.kind === 'commission') break;
      if (Date.now() > deadline) throw new Error(`no Commission turn came (last: ${mine?.kind ?? 'none'})`);
      const a = mine && u.legal?.[0];
      if (a) await conn.call('match.act', { matchId, seat: 0, version: u.version, action: a }).catch(() => undefined);
      else await new Promise((r) => setTimeout(r, 50));
    }
    await page.goto(`${app().url}#/match/${matchId}`);
    const choices = page.getByRole('group', { name: 'Your choices' });
    await expect(choices.getByRole('button', { name: /^Pass for the rest/ })).toBeVisible({ timeout: 30_000 });
    // Fewer than nine choices (a pass and a hand of cards): key 9 chooses nothing, and says so.
    await page.keyboard.press('9');
    await expect(choices.getByRole('status')).toHaveText(/^There are \d choices here: key 9 chooses nothing\.$/);
    // A key that does choose clears it: the pass has a letter of its own (P), so key 1 is the hand's first card
    // as the hand shows it, chosen there as a click on it would choose it.
    await page.keyboard.press('1');
    await expect(choices.getByRole('status')).toHaveText('');
    const firstCard = page.getByRole('region', { name: 'Your hand' }).getByRole('list').getByRole('button').first();
    await expect(firstCard).toHaveAttribute('aria-pressed', 'true');
  } finally {
    conn.close();
  }
});

test('Nothing Personal at one screen: when the screen passes to another person without the curtain, the focus goes to their decision', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const conn = await api(app().url);
  let matchId: string;
  try {
    ({ matchId } = (await conn.call('match.create', {
      gameId: 'nothing-personal',
      options: { expansions: [], bindingDeals: false, randomSetup: false, firstPlayer: 0 },
      seats: [
        { kind: 'human', name: 'Mamma Lucia' },
        { kind: 'human', name: 'Papà Enzo' },
        { kind: 'bot', level: 'heuristic', name: 'Bugsy' },
      ],
      seed: 'keyboard-place-np-hotseat',
    })) as { matchId: string });
  } finally {
    conn.close();
  }
  await page.goto(`${app().url}#/match/${matchId}`);
  const tap = page.getByRole('button', { name: /— tap when only .+ is looking$/ });
  const choices = page.getByRole('group', { name: 'Your choices' });
  const viewing = () =>
    page
      .locator('.rail li.viewing .name')
      .first()
      .textContent({ timeout: 2_000 })
      .catch(() => null);
  const lost: string[] = [];
  let passed = 0;
  let answered = 0;
  const deadline = Date.now() + 80_000;
  // Each person answers by keyboard (the first choice, Enter) until the screen has passed between them without
  // the curtain a few times; after every answer the focus must still be somewhere, never the page itself.
  while (passed < 3 && answered < 80 && Date.now() < deadline) {
    if (await tap.isVisible().catch(() => false)) {
      await tap.focus();
      await page.keyboard.press('Enter');
      await expect(tap).toHaveCount(0, { timeout: 10_000 });
      continue;
    }
    const button = choices
      .getByRole('button')
      .filter({ hasNotText: /^Back$/ })
      .first();
    if (!(await button.isEnabled({ timeout: 500 }).catch(() => false))) continue;
    const who = await viewing();
    const prompt = await decision(page).innerText();
    await button.focus();
    await page.keyboard.press('Enter');
    answered++;
    // Settled: the question has changed (or the curtain came down).
    await expect
      .poll(
        async () =>
          (await tap.isVisible().catch(() => false)) ||
          (await decision(page)
            .innerText()
            .catch(() => '')) !== prompt,
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    if (await tap.isVisible().catch(() => false)) continue;
    await page.waitForTimeout(300);
    const now = await viewing();
    const onPage = await page.evaluate(() => document.activeElement === document.body || !document.activeElement);
    if (now !== who && now !== null) passed++;
    if (onPage) lost.push(`${who} → ${now}: ${prompt.replace(/\s+/g, ' ').slice(0, 60)}`);
  }
  expect(passed, 'the screen passed between the two without the curtain').toBeGreaterThan(0);
  expect(lost).toEqual([]);
});
