/**
 * Nothing Personal's decisions deeper in a game, checked by axe-core against WCAG 2.1 levels A and AA
 * (accessibility.e2e.ts checks the first decision only): each kind of decision the game asks of a
 * person with its question (the chart's glowing positions, the buttons beside them), the hand, the
 * drawer of table actions, the dice dialog with our own dice, the final scores, the table in the
 * colour-blind-safe palette at a busy position, and decisions made with the keyboard alone, each
 * control showing where the focus is.
 *
 * Nonna Rosa (the screen's one person) plays seeded games against two computer players. Her moves
 * between the decisions looked at are sent through the app's own API (as lead-up.ts plays a lead-up)
 * by one fixed policy, so the file reaches late decisions in seconds rather than by clicking through.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { expectClean, LONG_WALKS, LONG_WALKS_WHY, useColourBlindPalette } from './axe';
import { focusShown, tabTo } from './keyboard';
import { api } from './lead-up';
import { mineIn, newGame, playUntil, reach, SEEDS, taken, type Update } from './np-reach';
import { pastCurtain } from './screen';
import { appForFile, test } from './server';
import { snap } from './shots';

const app = appForFile();

const decisionBox = (page: Page) => page.getByRole('region', { name: 'Your decision' });
const choicesPanel = (page: Page) => page.getByRole('group', { name: 'Your choices' });

/** Opens the game on the page and waits for its table. */
async function open(page: Page, matchId: string): Promise<void> {
  await page.goto(`${app().url}#/match/${matchId}`);
  await expect(page.getByRole('group', { name: /organisation chart/ })).toBeVisible();
}

const WANTED = [
  'placement',
  'commission',
  'drawer',
  'gangster-action',
  'payout-window',
  'reroll',
  'whack-response',
  'blackmail',
  'tie',
  'insurance',
  'fence',
  'family',
  'final',
];

test('every kind of decision Nonna Rosa meets reads fine to a screen reader and meets AA contrast, to the final scores', async ({
  page,
}) => {
  test.skip(!LONG_WALKS, LONG_WALKS_WHY);
  test.setTimeout(240_000);
  const conn = await api(app().url);
  const seen = new Set<string>();
  try {
    // A few seeds between them ask her every kind of decision the policy meets: the opening placement,
    // a Commission card, a gangster's action, a payout window, a re-roll, a hit to call off, a Blackmail
    // coin, a tie, an insurance claim, the Fence, The Family.
    for (const seed of SEEDS) {
      if (WANTED.every((k) => seen.has(k))) break;
      const matchId = await newGame(conn, seed);
      let opened = false;
      for (;;) {
        const u = await playUntil(conn, matchId, (p) => !seen.has(p.kind));
        const mine = mineIn(u);
        if (u.outcome && opened && !seen.has('final')) {
          seen.add('final');
          await expect(page.getByRole('heading', { name: 'Final scores' })).toBeVisible();
          await expectClean(page, 'the final scores');
        }
        if (u.outcome || !mine) break;
        if (!opened) await open(page, matchId);
        opened = true;
        seen.add(mine.kind);
        await expect(decisionBox(page)).toContainText('Your move');
        await expectClean(page, `the ${mine.kind} decision`);
        if (mine.kind === 'commission' && !seen.has('drawer')) {
          // The drawer of table actions, and the hand folded away.
          seen.add('drawer');
          await page.getByRole('button', { name: /^At any moment/ }).click();
          await expect(page.getByRole('dialog', { name: 'At any moment' })).toBeVisible();
          await expectClean(page, 'the drawer of table actions');
          await page.getByRole('button', { name: 'Close' }).click();
          await page.getByRole('region', { name: 'Your hand' }).getByRole('button', { name: 'Hide' }).click();
          await expectClean(page, 'the hand folded');
          await page.getByRole('button', { name: 'Show my hand' }).click();
        }
      }
    }
    // (A seed may ask more kinds, a gift of a marker say: those were checked too.)
    expect(WANTED.filter((k) => !seen.has(k))).toEqual([]);
  } finally {
    conn.close();
  }
});

test('a tie names each family by its player, with the token of the button that rules for it', async ({ page }) => {
  test.skip(!LONG_WALKS, LONG_WALKS_WHY);
  const conn = await api(app().url);
  try {
    const { matchId } = await reach(conn, (p) => p.kind === 'tie');
    await open(page, matchId);
    await expect(decisionBox(page)).toContainText('Decide who controls the tied');
    const prompt = decisionBox(page).locator('.prompt');
    const buttons = choicesPanel(page).getByRole('button', { name: / family controls the / });
    await expect(buttons).toHaveCount(2);
    const tokenColour = (loc: Locator) =>
      loc
        .locator('.token')
        .first()
        .evaluate((t) => getComputedStyle(t).backgroundImage);
    for (const b of await buttons.all()) {
      const family = ((await b.textContent()) ?? '').replace(/ controls the .*/, '').trim();
      // "Bugsy" in the question, "Bugsy’s family controls the …" on the button, the same token on both.
      expect(family).toMatch(/\u2019s family$/);
      const player = family.replace(/\u2019s family$/, '');
      const name = prompt
        .locator('.who')
        .filter({ hasText: new RegExp(`^\\s*${player.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`) });
      await expect(name).toHaveCount(1);
      expect(await tokenColour(name)).toBe(await tokenColour(b));
    }
    await expectClean(page, 'the tie with its tokens');
  } finally {
    conn.close();
  }
});

test('at 1366×768 the standings stay in sight above a hot-seat re-roll question, and the table reads fine in the colour-blind-safe palette', async ({
  page,
}) => {
  test.skip(!LONG_WALKS, LONG_WALKS_WHY);
  const conn = await api(app().url);
  try {
    await useColourBlindPalette(page, app().url);
    // Both people at the screen are asked (the tallest re-roll question: one answer for both, one for the game).
    const { matchId } = await reach(
      conn,
      (p, u) => p.kind === 'reroll' && u.pending.some((q) => q.seat === 1 && q.kind === 'reroll'),
      'seeded',
      true,
    );
    await page.goto(`${app().url}#/match/${matchId}`);
    await pastCurtain(page, decisionBox(page).getByRole('heading', { name: 'Your move' }));
    await expect(
      choicesPanel(page).getByRole('button', { name: /^Let the roll stand for everyone here/ }),
    ).toBeVisible();
    await expect(decisionBox(page)).toContainText('re-roll');
    await expect(page.locator('html')).toHaveAttribute('data-palette', 'colour-blind');
    await expectClean(page, 'a re-roll in the colour-blind-safe palette');
    // The families' Respect and money, which a re-roll is weighed on, and every answer are on screen.
    // (All of it: the side column scrolled to the question used to cut off the names above it.)
    await expect(page.getByRole('region', { name: 'The families' })).toBeInViewport({ ratio: 0.99 });
    await expect(decisionBox(page).getByRole('heading', { name: 'Your move' })).toBeInViewport();
    for (const b of await choicesPanel(page).getByRole('button').all()) await expect(b).toBeInViewport();
    // A busy chart late in the game: markers on most gangsters, the fishes and prison filling.
    await page.goto(`${app().url}#/history`);
    const late = await playUntil(conn, matchId, (p, u) => p.kind === 'commission' && (u.view.round ?? 0) >= 3);
    expect(late.outcome, 'the game ended before a late Commission').toBeNull();
    await page.goto(`${app().url}#/match/${matchId}`);
    await pastCurtain(page, decisionBox(page).getByRole('heading', { name: 'Your move' }));
    await expect(page.getByRole('navigation', { name: /^Round [3-5] of 5/ })).toBeVisible();
    await expectClean(page, 'a late Commission in the colour-blind-safe palette');
  } finally {
    conn.close();
  }
});

test('decisions made with the keyboard alone, each control showing the focus: a chart position, a card’s question, a gangster’s action', async ({
  page,
}) => {
  const conn = await api(app().url);
  try {
    const matchId = await newGame(conn, 'a11y-np-4');
    await open(page, matchId);
    // The opening placement: Tab to a glowing position on the chart, Enter places the marker.
    let u = await playUntil(conn, matchId, (p) => p.kind === 'placement');
    const slot = page
      .getByRole('group', { name: /organisation chart/ })
      .getByRole('button')
      .first();
    await tabTo(page, slot);
    expect(await focusShown(page)).toMatch(/^ring /);
    await page.keyboard.press('Enter');
    await taken(conn, matchId, u.version);

    // A Commission card (the first starts chosen): Tab to the first answer of its question, Space answers
    // it, until the card is played.
    u = await playUntil(conn, matchId, (p) => p.kind === 'commission');
    // (It is chosen among the hand's cards, the decision's answers for a card while the hand is in sight.)
    await expect(
      choicesPanel(page)
        .locator('button.card[aria-pressed="true"]')
        .or(page.getByRole('region', { name: 'Your hand' }).getByRole('button', { pressed: true }))
        .first(),
    ).toBeVisible();
    // Every word printed on a card of the hand is part of the name its button is read by (WCAG 2.5.3).
    await expectClean(page, 'a Commission card chosen in the hand');
    for (let i = 0; i < 4; i++) {
      const now = (await conn.call('match.watch', { matchId, seat: 0 })) as Update;
      if (now.version > u.version) break;
      // The first answer to the card's question (a position, a family…), or the button that plays it.
      const chip = choicesPanel(page).locator('button:not(.group):not(.back)').first();
      await tabTo(page, chip);
      expect(await focusShown(page)).toMatch(/^outline /);
      await page.keyboard.press(' ');
      await page.waitForTimeout(200);
    }
    await taken(conn, matchId, u.version);

    // A gangster's action: Tab to its first choice and Enter.
    u = await playUntil(conn, matchId, (p) => p.kind === 'gangster-action');
    const first = choicesPanel(page).getByRole('button').first();
    await expect(first).toBeVisible();
    await tabTo(page, first);
    expect(await focusShown(page)).toMatch(/^outline /);
    await page.keyboard.press('Enter');
    // The action is sent, or its question comes next: answered by its number key (1 for the first choice).
    for (let i = 0; i < 4; i++) {
      const now = (await conn.call('match.watch', { matchId, seat: 0 })) as Update;
      if (now.version > u.version) break;
      await page.keyboard.press('1');
      await page.waitForTimeout(200);
    }
    await taken(conn, matchId, u.version);
  } finally {
    conn.close();
  }
});

test('with our own dice, the dice dialog of a Move reads fine to a screen reader and takes its face from the keyboard', async ({
  page,
}) => {
  test.skip(!LONG_WALKS, LONG_WALKS_WHY);
  const conn = await api(app().url);
  try {
    const { matchId, u } = await reach(
      conn,
      (p, x) => p.kind === 'gangster-action' && (x.legal ?? []).some((a) => a.type === 'move'),
      'physical',
    );
    await open(page, matchId);
    // The Move chosen with the keyboard: the dialog's first face then has the focus, and shows it.
    const move = choicesPanel(page).getByRole('button', { name: /^Make a Move/ });
    await expect(move).toBeVisible();
    await tabTo(page, move);
    expect(await focusShown(page)).toMatch(/^outline /);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Roll the dice' });
    await expect(dialog).toBeVisible();
    await expectClean(page, 'the dice dialog for a Move');
    const faces = dialog.getByRole('group', { name: 'The face that came up' });
    // Each die of the move (the Move die, then any die after it) by its first face, from the keyboard.
    for (let i = 0; i < 4 && (await dialog.isVisible()); i++) {
      const face = faces.getByRole('button').first();
      if ((await face.getAttribute('aria-disabled').catch(() => 'true')) === 'true') {
        await page.waitForTimeout(150);
        continue;
      }
      await expect(face).toBeFocused();
      expect(await focusShown(page)).not.toBe('none');
      await page.keyboard.press('Enter');
      await page.waitForTimeout(200);
    }
    await expect(dialog).toBeHidden();
    await taken(conn, matchId, u.version);
  } finally {
    conn.close();
  }
});

test('the hot-seat curtain says why it came down (the hand, at the Commission) and which family the seat is', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const conn = await api(app().url);
  try {
    const { matchId } = await reach(conn, (p) => p.kind === 'commission', 'seeded', true);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${app().url}#/match/${matchId}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('#curtain-title')).toHaveText(/Nonna Rosa/);
    await expect(dialog.locator('#curtain-role')).toHaveText(/^\w+ family$/);
    await expect(dialog.locator('#curtain-why')).toHaveText('Your turn at the Commission: your hand of cards is next');
    await snap(page, 'np-curtain-why-1366');
    await expectClean(page, 'the curtain with its reason');
  } finally {
    conn.close();
  }
});
