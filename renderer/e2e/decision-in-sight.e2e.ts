/**
 * A laptop's window (1280×720, 1366×768): the decision a person must answer is whole in sight without
 * scrolling anything, every answer inside the window and inside every column that scrolls around it (not
 * under the fade a column draws at its foot, nor under something drawn over it). Found at a family's game
 * night: a Nothing Personal card's question (Late Gambler Visit: which Gambler gets two markers) ran its
 * answers below the side column's fold under a list of the hand's cards, and a SuperGang street stop (two
 * stick-ups and "That is all here: next") left its last answer under the fade. The lesser parts (the hand,
 * the dice, the round's panel) give way below the decision.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { api } from './lead-up';
import { pastCurtain } from './screen';
import { test } from './server';
import { snap } from './shots';
import { prepareSg } from './supergang-positions';
import config from '../../build/playwright.config';

// Scrollbars drawn as a desktop browser draws them, taking their width from the page and from each column that
// scrolls (Playwright's headless Chromium hides them): the helper's laptop lost some 15 px of the side column to
// them, enough to wrap a SuperGang answer to a fourth line.
test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } });

const LAPTOPS = [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
] as const;

/**
 * Of `parts`, those not wholly in sight as the page stands: each named by its words, with why (outside the
 * window, cut by a column that scrolls, under such a column's fade, or under something drawn over it).
 */
async function outOfSight(parts: Locator): Promise<string[]> {
  return parts.evaluateAll((els) =>
    els.flatMap((el) => {
      const what = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return [];
      if (r.top < -0.5 || r.left < -0.5 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5)
        return [`${what}: outside the window`];
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
      for (let up = el.parentElement; up; up = up.parentElement) {
        const cs = getComputedStyle(up);
        if (cs.overflowY === 'visible' && cs.overflowX === 'visible') continue;
        const box = up.getBoundingClientRect();
        const top = box.top + up.clientTop;
        const bottom = top + up.clientHeight;
        if (r.top < top - 0.5 || r.bottom > bottom + 0.5) return [`${what}: cut by its scrolling column`];
        // A column that fades out at its foot (SuperGang's `.side-scroll.more`: `--fade`, else 2.6rem) hides
        // what is there.
        const mask = cs.maskImage || cs.getPropertyValue('-webkit-mask-image');
        const set = parseFloat(cs.getPropertyValue('--fade'));
        const fade = Number.isNaN(set) ? 2.6 * rem : set;
        if (mask && mask !== 'none' && r.bottom > bottom - fade + 0.5) return [`${what}: under the fade`];
      }
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return hit && el.contains(hit) ? [] : [`${what}: under something else`];
    }),
  );
}

/**
 * How much taller than the window the page is: a page a few pixels too tall gets a scrollbar in a desktop
 * browser, which takes its width from the table (Nothing Personal's was 4 px too tall at every size).
 */
const pageOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollHeight - innerHeight);

/** Nothing Personal's decision: its heading, its prompts, its question and every button in it. */
const npDecisionParts = (page: Page): Locator =>
  page.getByRole('region', { name: 'Your decision' }).locator('h2, .prompt, .question, button');

/**
 * The helper's game, as saved: Mum, Dad and Dutch (here a person too, so that the moves are played as they
 * were), round 2, The Commission, Mum has passed and Dad is to play a card, Late Gambler Visit among them.
 */
const NP_GAME = {
  seed: '6271425557903739',
  options: { expansions: [], bindingDeals: false, randomSetup: false, firstPlayer: null },
  moves: [
    [0, { type: 'place', pos: 9 }],
    [1, { type: 'place', pos: 8 }],
    [2, { type: 'place', pos: 6 }],
    [0, { type: 'place', pos: 7 }],
    [1, { type: 'place', pos: 6 }],
    [2, { type: 'place', pos: 6 }],
    [0, { type: 'place', pos: 5 }],
    [1, { type: 'place', pos: 4 }],
    [2, { type: 'place', pos: 2 }],
    [0, { type: 'play', card: 'conman-2#1', targets: [7], extra: false, to: null, ante: 0 }],
    [1, { type: 'use', card: 'another-da-dead#1', pos: null, pos2: null, seat: null, gangster: null, ante: 0 }],
    [1, { type: 'keep', card: 'testimony-unsealed#1', to: 0 }],
    [2, { type: 'play', card: 'thug-3-gambler-1#2', targets: [4, 5], extra: false, to: null, ante: 0 }],
    [0, { type: 'pass' }],
    [1, { type: 'pass' }],
    [2, { type: 'discard-place', card: 'position-4#1', pos: 5, ante: 0 }],
    [2, { type: 'discard-place', card: 'snitch#1', pos: 9, ante: 0 }],
    [2, { type: 'discard-place', card: 'delivery-dupes-guards#1', pos: 9, ante: 0 }],
    [2, { type: 'pass' }],
    [2, { type: 'decline' }],
    [1, { type: 'decline' }],
    [0, { type: 'decline' }],
    [2, { type: 'power', pos: 3, seat: null, markers: [], targets: [] }],
    [2, { type: 'power', pos: null, seat: 1, markers: [], targets: [] }],
    [
      2,
      {
        type: 'power',
        pos: null,
        seat: null,
        markers: [
          { pos: 5, owner: 0, coin: false },
          { pos: 6, owner: 1, coin: false },
        ],
        targets: [],
      },
    ],
    [2, { type: 'power', pos: 1, seat: null, markers: [], targets: [] }],
    [0, { type: 'pass' }],
    [1, { type: 'pass' }],
    [2, { type: 'ability', pos: 7, pos2: null, seat: null, amount: 0, markers: [] }],
    [2, { type: 'decline' }],
    [1, { type: 'decline' }],
    [0, { type: 'decline' }],
    [0, { type: 'decline' }],
    [2, { type: 'buy', count: 1 }],
    [0, { type: 'buy', count: 0 }],
    [1, { type: 'buy', count: 0 }],
    [2, { type: 'fill', gangster: 'marco-zohgoli' }],
    [2, { type: 'play', card: 'hitman-3-gambler-1#2', targets: [3, 1], extra: false, to: null, ante: 0 }],
    [0, { type: 'pass' }],
  ],
} as const;

async function createHelpersNpGame(url: string): Promise<string> {
  const conn = await api(url);
  try {
    const { matchId } = (await conn.call('match.create', {
      gameId: 'nothing-personal',
      options: NP_GAME.options,
      seats: ['Mum', 'Dad', 'Dutch'].map((name) => ({ kind: 'human', name })),
      seed: NP_GAME.seed,
    })) as { matchId: string };
    let version = 0;
    for (const [seat, action] of NP_GAME.moves)
      ({ version } = (await conn.call('match.act', { matchId, seat, version, action })) as { version: number });
    return matchId;
  } finally {
    conn.close();
  }
}

test('Nothing Personal at a laptop’s size: each card’s question is answered without scrolling the side column', async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  const matchId = await createHelpersNpGame(app.url);
  await page.setViewportSize(LAPTOPS[0]);
  await page.goto(`${app.url}#/match/${matchId}`);
  const decision = page.getByRole('region', { name: 'Your decision' });
  await pastCurtain(page, decision.getByText(/Play or discard an influence card/), 60_000);
  const hand = page.getByRole('region', { name: 'Your hand' });
  const show = hand.getByRole('button', { name: 'Show my hand' });
  if (await show.isVisible()) await show.click();
  await pastCurtain(page, hand.locator('button.playable').first(), 30_000);
  await page.evaluate(() => document.fonts.ready);
  const playable = hand.locator('button.playable');
  const gambler = hand.locator('button.playable', { hasText: 'Late Gambler Visit' });
  await expect(gambler).toHaveCount(1);
  // At a small laptop's 1024×768 and a big screen's 1920×1080 too, the helper's card's question.
  for (const size of [...LAPTOPS, { width: 1024, height: 768 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    // The helper's card first: its question asks which Gambler gets two markers, a chip per position and a discard.
    await gambler.scrollIntoViewIfNeeded();
    await gambler.click();
    await page.mouse.move(0, 0);
    await expect(decision.getByRole('button', { name: /^5: / })).toBeVisible();
    await page.waitForTimeout(300);
    await snap(page, `decision-in-sight-np-${size.width}`);
    await expect(async () => {
      expect(await outOfSight(npDecisionParts(page)), `Late Gambler Visit at ${size.width}`).toEqual([]);
    }).toPass({ timeout: 5_000 });
    // Then every card of the hand, at both laptop sizes, where the page is no taller than the window.
    if (!LAPTOPS.some((l) => l.width === size.width)) continue;
    expect(await pageOverflow(page), `the page's overflow at ${size.width}×${size.height}`).toBeLessThanOrEqual(0);
    const n = await playable.count();
    expect(n, 'cards to choose').toBeGreaterThan(1);
    for (let i = 0; i < n; i++) {
      const card = playable.nth(i);
      const name = ((await card.textContent()) ?? '').trim().replace(/\s+/g, ' ');
      // Chosen in the hand, wherever the hand now stands in the column (scrolled to, if it gave way below).
      await card.scrollIntoViewIfNeeded();
      await card.click();
      await page.mouse.move(0, 0);
      await expect(decision.locator('.chosen')).toBeVisible();
      await expect(async () => {
        expect(await outOfSight(npDecisionParts(page)), `${name} at ${size.width}×${size.height}`).toEqual([]);
      }).toPass({ timeout: 5_000 });
    }
  }
});

test('SuperGang at a laptop’s size: a street stop’s every answer, "Done here" too, is in sight', async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  const p = await prepareSg(app.url, 'stick-ups', ['Mum', 'Dad', 'Sam']);
  await page.setViewportSize(LAPTOPS[0]);
  await page.goto(`${app.url}#/match/${p.matchId}`);
  const decision = page.getByRole('region', { name: 'Your decision' });
  const answers = decision.locator('button[data-action]');
  await pastCurtain(page, decision.getByRole('button', { name: /^Done here: / }), 60_000);
  await expect(decision.locator('button[data-action="stick-up"]')).toHaveCount(2);
  await page.evaluate(() => document.fonts.ready);
  for (const size of [...LAPTOPS, { width: 1024, height: 768 }]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await snap(page, `decision-in-sight-sg-${size.width}`);
    await expect(async () => {
      expect(await outOfSight(answers), `${size.width}×${size.height}`).toEqual([]);
      expect(await outOfSight(decision.locator('.who, .prompt, .question'))).toEqual([]);
    }).toPass({ timeout: 5_000 });
    if (size.width >= 1280)
      expect(await pageOverflow(page), `the page's overflow at ${size.width}`).toBeLessThanOrEqual(0);
  }
});

/**
 * A stop of eight answers (a racket, two stick-ups, five ways to buy traffic pawns): the five share one line of
 * numbers, and the two stick-ups one question with a button per gang that may play the managers, so at 1366×768
 * and at 1280×720 every answer is in sight. (With the stick-ups a button each, three and four lines long, the
 * 15rem side column at 1280×720 showed only the five numbers' tops above its fade.)
 */
test('SuperGang at laptop sizes: a stop of eight answers shows every one of them, the traffic pawns on one line', async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  const p = await prepareSg(app.url, 'many-answers', ['Mum', 'Dad', 'Sam']);
  await page.setViewportSize(LAPTOPS[1]);
  await page.goto(`${app.url}#/match/${p.matchId}`);
  const decision = page.getByRole('region', { name: 'Your decision' });
  const answers = decision.locator('button[data-action]');
  await pastCurtain(page, answers.first(), 60_000);
  await expect(answers).toHaveCount(8);
  await page.evaluate(() => document.fonts.ready);
  // Each number named in full for a screen reader, as its own answer.
  const pawns = decision.getByRole('group', { name: 'Buy traffic pawns' });
  await expect(pawns.getByRole('button')).toHaveText(['2', '4', '6', '8', '10']);
  await expect(pawns.getByRole('button', { name: 'Buy 10 traffic pawns' })).toBeVisible();
  await expect(async () => {
    expect(await outOfSight(answers)).toEqual([]);
  }).toPass({ timeout: 5_000 });
  await snap(page, 'decision-in-sight-sg-many-1366');
  // The stick-ups: one question, a button per gang, each named in full for a screen reader.
  const stickUps = decision.getByRole('group', { name: /^Stick it up for its cash\. Who plays/ });
  await expect(stickUps.getByRole('button', { name: /^Stick it up for its cash: the \w+ gang plays/ })).toHaveCount(2);
  await page.setViewportSize(LAPTOPS[0]);
  await expect(async () => {
    expect(await outOfSight(answers)).toEqual([]);
  }).toPass({ timeout: 5_000 });
  await snap(page, 'decision-in-sight-sg-many-1280');
});
