/**
 * Clicks per decision and the privacy curtain in a hot-seat Nothing Personal game (issue 12 items 2
 * and 3): two people and a computer player, on a fixed seed, played through the table's own controls
 * by one fixed policy (the first card, the first glowing target, otherwise the first choice that is
 * not a pass; a card or other choice already chosen has its questions answered; re-rolls are let
 * stand, and at the first one the family asks not to be asked again, as the policy never paid for
 * one anyway). It counts every click and key per decision and every curtain, and checks the curtain
 * comes down exactly at the handovers where the next screen would show a secret of the person taking
 * over (their cards in a decision), never elsewhere, and that no card shows without it.
 *
 * The numbers go to test-results/np-clicks.json (and the log). `CLICKS_MEASURE_ONLY=1` measures
 * without asserting, to run the same script against an older build for a baseline (see README).
 */
import Database from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASKED } from './gangsters-play';
import { clickOrGone, curtain as curtainOf, textNow, untilAsked, visible } from './screen';
import { ROOT, SHOTS, startApp, test } from './server';
import { snap } from './shots';

const MEASURE_ONLY = process.env.CLICKS_MEASURE_ONLY === '1';
const PEOPLE = ['Nonna Rosa', 'Uncle Sal'] as const;

interface Decision {
  readonly seat: number;
  readonly type: string;
  readonly clicks: number;
  /** The curtain came down before this decision. */
  readonly curtain: boolean;
  /** The cards in the deciding person's hand (public) and what the decision was about. */
  readonly hand: string;
  readonly prompt: string;
}

interface Tally {
  decisions: Decision[];
  /** Clicks and keys on the board (curtain taps apart). */
  inputs: number;
  curtainTaps: number;
  handovers: number;
  /** Curtains after which the screen asked for the person's cards (a secret). */
  curtainsAtSecret: number;
  /** Curtains after which nothing secret was asked. */
  curtainsWithoutSecret: number;
  /** Handovers without a curtain after which a card of the new person's showed. */
  unshieldedSecrets: number;
}

/** Creates the game through the host's own API on the page's socket, so its seed is fixed. */
async function createSeeded(page: Page, seed: string): Promise<string> {
  return page.evaluate(
    async ({ seed, people }) => {
      const ws = new WebSocket(`ws://${location.host}/api`);
      await new Promise((resolve) => (ws.onopen = resolve));
      const reply = await new Promise<{ result?: { matchId: string } }>((resolve) => {
        ws.onmessage = (e) => {
          const m = JSON.parse(String(e.data)) as { id?: number; result?: { matchId: string } };
          if (m.id === 1) resolve(m);
        };
        ws.send(
          JSON.stringify({
            id: 1,
            method: 'match.create',
            params: {
              gameId: 'nothing-personal',
              options: { expansions: [], bindingDeals: false, randomSetup: false, firstPlayer: null },
              seats: [
                { kind: 'human', name: people[0] },
                { kind: 'human', name: people[1] },
                { kind: 'bot', level: 'heuristic', name: 'Bugsy' },
              ],
              seed,
            },
          }),
        );
      });
      ws.close();
      if (!reply.result) throw new Error(`match.create failed: ${JSON.stringify(reply)}`);
      return reply.result.matchId;
    },
    { seed, people: PEOPLE },
  );
}

/** Who holds the screen now, by the seat rail ("· at the screen"); null while it is changing. */
async function atScreen(page: Page): Promise<string | null> {
  const rail = page.locator('ol.rail[aria-label="Seats"] > li').filter({ hasText: 'at the screen' });
  if ((await rail.count()) !== 1) return null;
  const text = (await textNow(rail)) ?? '';
  return PEOPLE.find((p) => text.includes(p)) ?? null;
}

/** A card of the person at the screen is on show: in their hand, or as a choice in front of them. */
async function cardsShown(page: Page): Promise<boolean> {
  const hand = page.getByRole('region', { name: 'Your hand' }).getByRole('listitem');
  const cardChoices = page.getByRole('group', { name: 'Your choices' }).locator('button.card');
  return (await hand.count()) > 0 || (await cardChoices.count()) > 0;
}

/**
 * Records in the page every tap the curtain itself receives, with whom it was for (its title, read before
 * the tap lifts it). Whether a tap landed is the page's to say, not the click's: on a busy machine a click
 * can land and lift the curtain and still be reported as failed (its answer came after its time was up),
 * and the curtain it lifted is then gone, as if it had gone by itself.
 */
function recordCurtainLifts(): void {
  const lifted: string[] = [];
  (window as unknown as { curtainLifts: string[] }).curtainLifts = lifted;
  document.addEventListener(
    'click',
    (e) => {
      const dialog = e.target instanceof Element ? e.target.closest('[role="dialog"]') : null;
      const title = dialog?.querySelector('#curtain-title')?.textContent;
      if (title)
        lifted.push(
          title
            .replace(/^Pass to /, '')
            .replace(/'s eyes only$/, '')
            .trim(),
        );
    },
    true,
  );
}

/** Whom the curtains tapped since the last call were for, in order. */
async function curtainLifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { curtainLifts: string[] }).curtainLifts.splice(0));
}

/** The hand's cards that choose a card for the decision (the hand's cards are its answers when in sight). */
const handChoices = (page: Page) => page.locator('section[aria-label="Your hand"]').locator('button.playable');

/** The decision asks for the person's cards (a card to play or keep). */
async function cardsAsked(page: Page): Promise<boolean> {
  const panel = page.getByRole('group', { name: 'Your choices' });
  return (
    (await panel.locator('button.card').count()) > 0 ||
    (await handChoices(page).count()) > 0 ||
    /\bkeep\b/i.test((await textNow(panel)) ?? '')
  );
}

/** One input by the fixed policy; false when nothing is asked of the person at the screen. */
async function step(page: Page, attempt: number): Promise<boolean> {
  const panel = page.locator('[role="group"][aria-label="Your choices"]');
  if (!(await visible(panel))) return false;
  // This family never re-rolls: at the first re-roll question they say so for the rest of the game.
  const quiet = panel.getByRole('button', { name: /don’t ask again/ });
  if (await visible(quiet)) return clickOrGone(quiet);
  const chart = page.locator('[role="group"][aria-label^="The organisation chart"]').getByRole('button');
  const onChart = await chart.count();
  if (onChart > 0) return clickOrGone(chart.nth(attempt % onChart));
  // A card already chosen (the first one starts chosen on a Commission turn), or another choice chosen
  // while the others stay on show (a position power asking which family): answer its questions, rather
  // than choose it again and again.
  const chosen =
    (await panel.locator('button.group[aria-pressed="true"]').count()) > 0 ||
    (await handChoices(page).and(page.locator('[aria-pressed="true"]')).count()) > 0;
  const buttons = (chosen ? panel.locator('button:not(.group)') : panel.getByRole('button')).filter({
    hasNotText: /^Back$/,
  });
  const n = await buttons.count();
  if (n === 0) return false;
  const listed = panel.locator('button.card');
  const cards = (await listed.count()) > 0 ? listed : handChoices(page);
  const labels = await buttons.allTextContents();
  const notPass = labels.findIndex((l) => !/^\s*(Pass|Decline|Do nothing)/i.test(l));
  const nCards = await cards.count();
  const pick =
    !chosen && nCards > 0 ? cards.nth(attempt % nCards) : buttons.nth(((notPass < 0 ? 0 : notPass) + attempt) % n);
  return clickOrGone(pick);
}

test('hot-seat Nothing Personal: clicks per decision, and the curtain only before a secret', async ({ page }) => {
  test.setTimeout(900_000);
  const app = await startApp();
  const tally: Tally = {
    decisions: [],
    inputs: 0,
    curtainTaps: 0,
    handovers: 0,
    curtainsAtSecret: 0,
    curtainsWithoutSecret: 0,
    unshieldedSecrets: 0,
  };
  try {
    await page.addInitScript(recordCurtainLifts);
    await page.goto(app.url);
    await expect(page.getByRole('heading', { name: 'Mob Night', level: 1 })).toBeVisible();
    const matchId = await createSeeded(page, 'issue-12-clicks');
    await page.goto(`${app.url}#/match/${matchId}`);
    const curtain = curtainOf(page);
    await expect(page.getByRole('heading', { name: 'Nothing Personal', level: 1 }).or(curtain)).toBeVisible({
      timeout: 15_000,
    });

    const db = new Database(join(app.dataDir, 'mob-night.db'), { readonly: true, fileMustExist: true });
    const humanActions = db.prepare(
      'SELECT seat, action FROM actions WHERE game_id = ? AND seat IN (0, 1) ORDER BY seq',
    );
    const stored = () => humanActions.all(matchId) as { seat: number; action: string }[];

    const final = page.getByRole('heading', { name: 'Final scores' });
    let holder: string | null = null;
    let afterCurtain = false;
    /** Whom the screen was last shown to by a tap on the curtain (since the last decision seen). */
    let shownTo: string | null = null;
    let curtainHere = false;
    let hand = '';
    let prompt = '';
    let clicks = 0;
    let seen = 0;
    let attempt = 0;
    let shot = false;
    const seenAt = new Set<string>();
    const deadline = Date.now() + 840_000;
    let progressAt = Date.now();
    // (The final scores looked for by their heading's id at each round, a query by role only at the end.)
    const over = page.locator('#final-title');
    while (!(await visible(over)) && Date.now() < deadline) {
      // A table that takes no move for two minutes is stuck: say what the screen shows, not a silent timeout.
      if (Date.now() - progressAt > 120_000) {
        // (Always taken, MOB_NIGHT_SHOTS or not: it is on the way to a failure, where it costs a passing run nothing.)
        // eslint-disable-next-line no-restricted-syntax -- taken on the way to a failure, not to look at
        await page.screenshot({ path: join(SHOTS, 'np-clicks-stuck.png') });
        const panel = page.getByRole('group', { name: 'Your choices' });
        const shown = (await visible(panel))
          ? await panel.innerText({ timeout: 1000 }).catch(() => '')
          : '(no choices on screen)';
        const buttons = await panel
          .getByRole('button')
          .evaluateAll((bs) =>
            bs.map(
              (b) =>
                `${(b.textContent ?? '').trim().slice(0, 30)}${(b as HTMLButtonElement).disabled ? ' [disabled]' : ''}`,
            ),
          );
        throw new Error(
          `No move for 120 s after ${seen} stored moves; at the screen: ${await atScreen(page)}; choices: ${shown}; buttons: ${buttons.join(' | ')}`,
        );
      }
      // (The curtain's title, by its id, looked for first: the button by its role and name is a query over the
      // whole page.)
      if ((await visible(page.locator('#curtain-title'))) && (await visible(curtain))) {
        if (!shot) {
          shot = true;
          await snap(page, 'np-clicks-curtain-1366');
        }
        // (Tapped only if still up: one that goes by itself is not a tap. The page tells whether the tap landed.)
        const tapped = await clickOrGone(curtain);
        const lifts = await curtainLifts(page);
        if (lifts.length === 0) {
          if (tapped) throw new Error('The curtain was clicked, but the page received no tap on it.');
          continue;
        }
        tally.curtainTaps += lifts.length;
        shownTo = lifts[lifts.length - 1]!;
        afterCurtain = true;
        curtainHere = true;
        await expect(curtain).toHaveCount(0);
        continue;
      }
      const now = await atScreen(page);
      if (now === null || !(await visible(page.locator('[role="group"][aria-label="Your choices"]')))) {
        await untilAsked(page, ASKED);
        continue;
      }
      if (holder !== null && now !== holder) {
        tally.handovers++;
        // A secret shown unshielded: a card on the screen (the cards on it are always those of the person it
        // is for) without that very person having taken the screen through the curtain since the last decision.
        if (!(afterCurtain && shownTo === now) && (await cardsShown(page))) tally.unshieldedSecrets++;
      }
      if (afterCurtain) {
        if (await cardsAsked(page)) tally.curtainsAtSecret++;
        else tally.curtainsWithoutSecret++;
        afterCurtain = false;
        shownTo = null;
      }
      holder = now;
      // The first card chosen for a Commission turn and the first re-roll question, at both sizes: the
      // chosen card, its question and the other choices all in sight, nothing below the fold.
      const panel = page.locator('[role="group"][aria-label="Your choices"]');
      for (const [name, shown] of [
        [
          'np-card-chosen',
          panel
            .locator('button.card[aria-pressed="true"]')
            .or(handChoices(page).and(page.locator('[aria-pressed="true"]'))),
        ],
        ['np-reroll', panel.getByRole('button', { name: /don’t ask again/ })],
      ] as const) {
        if (seenAt.has(name) || !(await visible(shown))) continue;
        seenAt.add(name);
        for (const size of [
          { width: 1920, height: 1080 },
          { width: 1366, height: 768 },
        ]) {
          await page.setViewportSize(size);
          await snap(page, `${name}-${size.width}`);
          for (const b of await panel.getByRole('button').all()) await expect(b).toBeInViewport();
          // The hand's cards, where they are the answers that choose a card (the decision lists none), in sight too.
          if ((await panel.locator('button.card').count()) === 0)
            for (const c of await handChoices(page).all()) await expect(c).toBeInViewport();
        }
      }
      if (clicks === 0) {
        hand = (await textNow(page.locator('section.hand .count'))) ?? '';
        prompt = (await textNow(page.locator('section.decision .prompt'))) ?? '';
      }
      if (!(await step(page, attempt))) {
        await page.waitForTimeout(100);
        continue;
      }
      clicks++;
      tally.inputs++;
      await page.waitForTimeout(150);
      const rows = stored();
      if (rows.length > seen) {
        for (const r of rows.slice(seen)) {
          const type = (JSON.parse(r.action) as { type: string }).type;
          tally.decisions.push({ seat: r.seat, type, clicks, curtain: curtainHere, hand, prompt: prompt.slice(0, 30) });
          clicks = 0; // a click that sent two actions (never here) would count once
          curtainHere = false;
        }
        seen = rows.length;
        progressAt = Date.now();
        attempt = 0;
      } else if (await visible(page.locator('[role="group"][aria-label="Your choices"]').getByRole('alert'))) {
        attempt++; // refused: the next time, another choice
      }
    }
    db.close();
    await expect(final).toBeVisible();

    const d = tally.decisions;
    const cardTypes = new Set(['play', 'use', 'discard-place']);
    const cardPlays = d.filter((x) => cardTypes.has(x.type));
    const summary = {
      build: process.env.CLICKS_BUILD ?? 'this branch',
      decisions: d.length,
      inputs: tally.inputs,
      curtainTaps: tally.curtainTaps,
      allInputs: tally.inputs + tally.curtainTaps,
      inputsPerDecision: +((tally.inputs + tally.curtainTaps) / d.length).toFixed(2),
      curtainShare: +(tally.curtainTaps / (tally.inputs + tally.curtainTaps)).toFixed(3),
      cardPlays: cardPlays.length,
      clicksPerCardPlay: +(cardPlays.reduce((n, x) => n + x.clicks, 0) / Math.max(1, cardPlays.length)).toFixed(2),
      handovers: tally.handovers,
      curtainsAtSecret: tally.curtainsAtSecret,
      curtainsWithoutSecret: tally.curtainsWithoutSecret,
      unshieldedSecrets: tally.unshieldedSecrets,
      trace: d.map((x) => `${x.curtain ? 'C ' : ''}${x.seat}:${x.type}:${x.clicks} h${x.hand} ${x.prompt}`),
      byType: Object.fromEntries(
        [...new Set(d.map((x) => x.type))].map((t) => {
          const of = d.filter((x) => x.type === t);
          return [t, { decisions: of.length, clicks: of.reduce((n, x) => n + x.clicks, 0) }];
        }),
      ),
    };
    console.log(`np-clicks: ${JSON.stringify(summary, null, 2)}`);
    writeFileSync(
      join(ROOT, 'test-results', `np-clicks${MEASURE_ONLY ? '-measured' : ''}.json`),
      JSON.stringify(summary, null, 2),
    );
    if (MEASURE_ONLY) return;

    expect(d.length).toBeGreaterThan(20);
    expect([...seenAt].sort()).toEqual(['np-card-chosen', 'np-reroll']);
    // Issue 12's goal: fewer than half the clicks the table took before it (2.66 inputs per decision,
    // curtain taps included, measured by this script on the build before the issue).
    expect(summary.inputsPerDecision).toBeLessThan(1.33);
    // Exactly at the secrets: every curtain was followed by a decision over the person's cards, and no
    // handover without one showed a card.
    expect(tally.curtainsWithoutSecret).toBe(0);
    expect(tally.unshieldedSecrets).toBe(0);
    expect(tally.curtainsAtSecret).toBe(tally.curtainTaps);
    expect(tally.handovers).toBeGreaterThan(tally.curtainTaps);
  } finally {
    await app.stop();
  }
});

test('a folded hand opens through the curtain for a person who has not passed it, and folds again freely', async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  await page.goto(app.url);
  await expect(page.getByRole('heading', { name: 'Mob Night', level: 1 })).toBeVisible();
  const matchId = await createSeeded(page, 'issue-12-hand');
  await page.goto(`${app.url}#/match/${matchId}`);
  // The opening placement needs no card: the screen comes up without the curtain, the hand folded.
  const hand = page.getByRole('region', { name: 'Your hand' });
  const show = hand.getByRole('button', { name: 'Show my hand' });
  await expect(show).toBeVisible({ timeout: 15_000 });
  await expect(hand.getByRole('listitem')).toHaveCount(0);
  const curtain = curtainOf(page);
  await expect(curtain).toHaveCount(0);
  await snap(page, 'np-hand-folded-1366');
  // Asking to see it brings the curtain first; past it, the cards show.
  await show.click();
  await expect(curtain).toBeVisible();
  await expect(page.getByText('Show my hand')).toHaveCount(0);
  await curtain.click();
  await expect(hand.getByRole('listitem').first()).toBeVisible();
  await snap(page, 'np-hand-open-1366');
  // The same person folds and opens it again: no curtain, they are the one looking.
  await hand.getByRole('button', { name: 'Hide' }).click();
  await expect(hand.getByRole('listitem')).toHaveCount(0);
  await hand.getByRole('button', { name: 'Show my hand' }).click();
  await expect(curtain).toHaveCount(0);
  await expect(hand.getByRole('listitem').first()).toBeVisible();
});
