/**
 * Nothing Personal for two people at one laptop against two computer players (a family's review at 1280×720):
 * the seat chips stay on the title's row whoever decides; at The Commission every card name of the hand can be
 * read with a chosen card's question in the side column (at 1280×720, 1366×768, and 1280×650 where the question
 * scrolls in itself above the hand); the card chosen for a player as the turn comes is one they can play, and
 * the panel says so; each key does what the screen shows (P passes, key 1 never does); a card's play button says
 * how many markers it places.
 */
import { expect, type Page } from '@playwright/test';
import { api } from './lead-up';
import { appForFile, test } from './server';
import { snap } from './shots';

const app = appForFile();

interface Update {
  readonly version: number;
  readonly pending: readonly { seat: number; kind: string }[];
  readonly legal: readonly unknown[] | null;
}

/** Grandma Rose and Dad at the screen, Mad Dog and Dutch the computer's, played through the placements. */
async function atCommission(url: string, seed: string): Promise<string> {
  const conn = await api(url);
  try {
    const { matchId } = (await conn.call('match.create', {
      gameId: 'nothing-personal',
      options: { expansions: [], bindingDeals: false, randomSetup: false, firstPlayer: 0 },
      seats: [
        { kind: 'human', name: 'Grandma Rose' },
        { kind: 'human', name: 'Dad' },
        { kind: 'bot', level: 'hard', name: 'Mad Dog' },
        { kind: 'bot', level: 'normal', name: 'Dutch' },
      ],
      seed,
    })) as { matchId: string };
    // The computer players place theirs while this connection watches.
    for (let i = 0, until = Date.now() + 30_000; Date.now() < until; i++) {
      const u = (await conn.call('match.watch', { matchId, seat: 0 })) as Update;
      const p = u.pending.find((x) => x.kind !== 'anytime');
      if (p && p.kind !== 'placement') break;
      if (p?.seat !== 0 && p?.seat !== 1) {
        await new Promise((r) => setTimeout(r, 100));
        continue;
      }
      const v = (await conn.call('match.watch', { matchId, seat: p.seat })) as Update;
      await conn.call('match.act', { matchId, seat: p.seat, version: v.version, action: v.legal?.[i % 3] });
    }
    return matchId;
  } finally {
    conn.close();
  }
}

/** The seat chips all on the title's row (none below the title's foot). */
function chipsBesideTitle(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const title = document.querySelector('header.head h1')!.getBoundingClientRect();
    return Array.from(document.querySelectorAll('ol.rail li')).every(
      (li) => li.getBoundingClientRect().top < title.bottom,
    );
  });
}

/**
 * The hand's card names that cannot be read where they are: a name not wholly inside its card's top, the side
 * column's view or the window, or under something else.
 */
function namesUnread(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const side = document.querySelector('.np .side')!.getBoundingClientRect();
    return Array.from(document.querySelectorAll('section.hand .slot > .top .name')).flatMap((e) => {
      const r = e.getBoundingClientRect();
      const top = e.closest('.top')!.getBoundingClientRect();
      const inside =
        r.top >= Math.max(side.top, top.top) - 0.5 &&
        r.bottom <= Math.min(side.bottom, top.bottom, innerHeight) + 0.5 &&
        e.scrollHeight <= e.clientHeight + 1;
      const over = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return inside && !!over && e.closest('.slot')!.contains(over) ? [] : [e.textContent ?? ''];
    });
  });
}

/**
 * What of the decision cannot be reached: its box not wholly in the side column's view above the docked hand, or
 * an answer neither in the box's view nor below it, to scroll to in the box.
 */
function decisionHidden(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const side = document.querySelector('.np .side')!.getBoundingClientRect();
    const box = document.querySelector('section.decision')!;
    const r = box.getBoundingClientRect();
    const dock = document.querySelector('.hand-dock')!.getBoundingClientRect();
    const out: string[] = [];
    // Within a pixel and a half: the column is scrolled by whole pixels to boxes of fractional height.
    if (r.top < side.top - 1.5 || r.bottom > Math.min(side.bottom, dock.top, innerHeight) + 1.5) out.push('the box');
    for (const b of Array.from(box.querySelectorAll('button'))) {
      const q = b.getBoundingClientRect();
      if (q.top < r.top - 0.5 || (q.bottom > r.bottom + 0.5 && box.scrollHeight <= box.clientHeight))
        out.push(b.textContent?.trim().slice(0, 30) ?? '');
    }
    return out;
  });
}

test('at 1280×720 the seat chips keep the title’s row, every card name reads below a chosen card’s question, and the keys do what the screen shows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const matchId = await atCommission(app().url, 'np-laptop-review');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${app().url}#/match/${matchId}`);
  await page.getByRole('button', { name: /when only Grandma Rose is looking$/ }).click();
  const decision = page.getByRole('region', { name: 'Your decision' });
  await expect(decision).toContainText('Your move, Grandma Rose');
  await snap(page, 'np-review-grandma-1280');
  expect(await chipsBesideTitle(page), 'the chips beside the title').toBe(true);
  let plays = await everyCardReads(page, 'grandma');
  // Grandma Rose passes; the computer players play; the screen goes to Dad.
  await page.setViewportSize({ width: 1280, height: 720 });
  await decision.getByRole('button', { name: 'Pass for the rest of The Commission' }).click();
  await page.getByRole('button', { name: /when only Dad is looking$/ }).click({ timeout: 30_000 });
  await expect(decision).toContainText('Your move, Dad');
  await snap(page, 'np-review-dad-1280');
  expect(await chipsBesideTitle(page), 'the chips beside the title').toBe(true);
  // The card chosen for him as his turn came is the first he can play, and the panel says it was chosen for him
  // (it opened on Snitch, an Any time card the first in his hand, to discard it, after his curtain).
  const hand = page.getByRole('region', { name: 'Your hand' });
  const cards = hand.locator('button.playable');
  const chosen = hand.getByRole('button', { pressed: true });
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toContainText(/^Commission/);
  await expect(cards.first()).toContainText(/^Any time/);
  await expect(decision.getByText(/^Chosen for you, the first card you can play/)).toBeVisible();
  // By keyboard: what each key does is what the screen shows (keys.ts). With nothing chosen (Esc), keys 1–4 are
  // his cards, the pass has P; key 1 chooses the first card (it passed for the rest of The Commission).
  await page.keyboard.press('Escape');
  await expect(decision.getByText('To play or discard a card, click it in your hand.')).toBeVisible();
  await expect(chosen).toHaveCount(0);
  const pass = decision.getByRole('button', { name: 'Pass for the rest of The Commission' });
  await expect(pass).toHaveAttribute('aria-keyshortcuts', 'P');
  const n = await cards.count();
  await expect(decision.locator('.keys:not(.missed)')).toHaveText(`Keys: 1–${n} your cards, left to right · P passes`);
  // On a big screen's whole cards each wears its key.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect(cards.locator('.key')).toHaveText(Array.from({ length: n }, (_, i) => String(i + 1)));
  await snap(page, 'np-review-dad-keys-1920');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.keyboard.press('1');
  await expect(cards.first()).toHaveAttribute('aria-pressed', 'true');
  const log = page.getByRole('log', { name: 'Case file' });
  await expect(log).not.toContainText('Dad’s family passes');
  await page.keyboard.press('Escape');
  await expect(chosen).toHaveCount(0);
  // A card's question: the hint names the numbers drawn (a position's disc, or each answer's key), and P.
  for (let i = 0; i < n; i++) {
    await page.keyboard.press(String(i + 1));
    await expect(cards.nth(i)).toHaveAttribute('aria-pressed', 'true');
    const hint = (await decision.locator('.keys:not(.missed)').textContent()) ?? '';
    const discs = await decision.locator('.chips button').allTextContents();
    const drawn = [
      ...discs.map((t) => t.trim()),
      ...(await decision.locator('.key').allTextContents()),
      ...(await hand.locator('.key').allTextContents()),
    ].filter((t) => /^\d$/.test(t));
    // Keys that choose the cards, said as such, count as drawn: the cards by their place in the hand.
    if (/your cards, left to right/.test(hint)) drawn.push(...Array.from({ length: n }, (_, j) => String(j + 1)));
    const said = [...(hint.match(/^\s*Keys: ([\d, –]+) (choose|your cards)/)?.[1] ?? '').matchAll(/\d(–\d)?/g)].flatMap(
      ([k]) => {
        const [a, b] = k.split('–').map(Number);
        return b === undefined ? [String(a)] : Array.from({ length: b - (a ?? 0) + 1 }, (_, j) => String((a ?? 0) + j));
      },
    );
    expect(said.sort(), `${hint} over ${drawn.join(' ')}`).toEqual(drawn.sort());
    expect(hint).toContain('P passes');
    await page.keyboard.press('Escape');
  }
  plays += await everyCardReads(page, 'dad');
  // A card placing its markers without a question was played on the way ("markers on the Capo" said no count).
  expect(plays, 'play buttons seen').toBeGreaterThan(0);
  // P passes, as its button says.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.keyboard.press('Escape');
  await page.keyboard.press('p');
  await expect(log).toContainText('Dad’s family passes');
});

/**
 * Each card of the hand chosen in turn, at 1280×720, in a browser on a screen that size (its bars take some 70 px)
 * and at 1366×768: every card's name reads below its question, whose every answer is in the decision's view or
 * reached by scrolling it, none under the cards.
 */
async function everyCardReads(page: Page, who: string): Promise<number> {
  const hand = page.getByRole('region', { name: 'Your hand' });
  const playable = hand.locator('button.playable');
  let plays = 0;
  for (const size of [
    { width: 1280, height: 720 },
    { width: 1280, height: 650 },
    { width: 1366, height: 768 },
  ]) {
    await page.setViewportSize(size);
    const m = await playable.count();
    expect(m, 'cards to choose').toBeGreaterThan(1);
    for (let i = 0; i < m; i++) {
      await playable.nth(i).click();
      await page.mouse.move(0, 0);
      await expect(playable.nth(i)).toHaveAttribute('aria-pressed', 'true');
      await expect(async () => {
        const at = `card ${i + 1} at ${size.width}×${size.height}`;
        expect(await namesUnread(page), at).toEqual([]);
        expect(await decisionHidden(page), at).toEqual([]);
      }).toPass({ timeout: 5_000 });
      await snap(page, `np-review-${who}-card-${i}-${size.width}x${size.height}`);
      // A card that places its markers without a question says how many on its play button.
      const play = page.getByRole('region', { name: 'Your decision' }).locator('button.confirm');
      if ((await play.count()) > 0) {
        await expect(play).toHaveText(/^Play .+: \d+ markers? on /);
        plays++;
      }
    }
  }
  return plays;
}
