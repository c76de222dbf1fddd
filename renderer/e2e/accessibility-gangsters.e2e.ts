/**
 * Gangsters's decisions deeper in a game, checked by axe-core against WCAG 2.1 levels A and AA
 * (accessibility.e2e.ts checks the first decision only): the Buy Phase with its trade offered and
 * answered, a Joint sold, a piece moved on Wheels, a Cop moved with a Donut and the move let stand or
 * taken back, gangsters recruited, a Hit declared in a Shootout, the Police Commissioner's Cop decision,
 * the final scores, and the table in the colour-blind-safe palette at a busy position. Some decisions are
 * made with the keyboard alone, each control showing where the focus is.
 *
 * The positions are the ones Gangsters's decision tests reach (gangsters-positions.ts: a seeded game
 * played up to them through the app's API); the Commissioner's table and a finished game are made
 * through the API with computer players, so the file reaches late decisions in seconds.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { expectClean, LONG_WALKS, LONG_WALKS_WHY, useColourBlindPalette } from './axe';
import { focusShown, tabTo } from './keyboard';
import { prepare, type Position, type PositionName } from './gangsters-positions';
import { api } from './lead-up';
import { pastCurtain, throughCurtain, visible } from './screen';
import { appForFile, test } from './server';

const app = appForFile();
const NAMES = ['Nonna Rosa', 'Uncle Sal'];

const decision = (page: Page) => page.getByRole('region', { name: 'Your decision' });
const choices = (page: Page) => page.getByRole('group', { name: 'Your choices' });

/** Plays up to the position `name` and opens it on the screen of the seat deciding. */
async function at(page: Page, name: PositionName): Promise<Position> {
  const p = await prepare(app().url, name, NAMES);
  await page.goto(`${app().url}#/match/${p.matchId}`);
  await pastCurtain(page, decision(page).getByRole('heading', { name: 'Your move' }));
  return p;
}

/** Tabs to `target`, checks that its focus shows, and presses `key` on it. */
async function byKey(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await tabTo(page, target);
  expect(await focusShown(page), `the focus on ${target.toString()}`).not.toBe('none');
  await page.keyboard.press(key);
}

test('the Buy Phase, a trade offered and answered and a Joint sold read fine to a screen reader and meet AA contrast', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await at(page, 'trade');
  await expectClean(page, 'the Buy Phase');
  await decision(page)
    .getByRole('button', { name: /^Offer a trade…/ })
    .click();
  const offer = page.getByRole('dialog', { name: 'Offer a trade' });
  await offer.getByRole('group', { name: 'I give' }).getByLabel('Cash $').fill('300');
  await offer.getByRole('group', { name: 'I get' }).getByRole('checkbox').first().check();
  await expectClean(page, 'the trade offer dialog');
  await offer.getByRole('button', { name: 'Make the offer' }).click();
  const accept = page.getByRole('button', { name: 'Accept the trade' });
  await pastCurtain(page, accept);
  await expect(page.getByRole('note', { name: 'The trade offered' })).toContainText('$300');
  await expectClean(page, 'a trade to answer');

  await at(page, 'sale');
  await decision(page)
    .getByRole('button', { name: /^Sell a Joint to another Gang…/ })
    .click();
  const sale = page.getByRole('dialog', { name: 'Sell a Joint to another Gang' });
  await sale.getByRole('group', { name: 'I sell' }).getByRole('radio').first().check();
  await expectClean(page, 'the sale dialog');
});

test('a piece moved on Wheels, and gangsters recruited, read fine to a screen reader and meet AA contrast', async ({
  page,
}) => {
  test.skip(!LONG_WALKS, LONG_WALKS_WHY);
  test.setTimeout(60_000);
  await at(page, 'wheels');
  await expectClean(page, 'the Movement Phase');
  await choices(page)
    .getByRole('button', { name: /^Racketeer ·/ })
    .first()
    .click();
  await choices(page)
    .getByRole('checkbox', { name: /Use Wheels/ })
    .check();
  await expect(page.locator('[data-reachable="true"]').first()).toBeVisible();
  await expectClean(page, 'a Racketeer picked, Wheels on');

  const r = await at(page, 'recruit');
  await choices(page)
    .getByRole('button', { name: /^Recruit gangsters…/ })
    .click();
  await choices(page).getByRole('button', { name: 'Thug', exact: true }).click();
  await expectClean(page, 'how many Thugs to recruit');
  const most = Math.max(...r.legal.flatMap((a) => (a.type === 'recruit' && a.piece === 'thug' ? [a.count] : [])));
  // The count's button says the whole recruit where that tells the buttons apart (gangsters-decisions.e2e.ts).
  await choices(page)
    .getByRole('button', { name: new RegExp(`^(${most}|Recruit ${most} Thugs? for \\$[\\d,]+)$`) })
    .click();
  // Recruited at once (each new Thug starts in the one place he may): the Movement Phase goes on.
  await expect(choices(page).getByRole('button', { name: 'Thug', exact: true })).toHaveCount(0);
});

test('with the keyboard alone a Cop is moved with a Donut and the move taken back, each control showing its focus', async ({
  page,
}) => {
  test.skip(!LONG_WALKS, LONG_WALKS_WHY);
  test.setTimeout(60_000);
  const p = await at(page, 'donut');
  const a = p.legal.find((x) => x.type === 'cop-move' && x.donut === true);
  if (a?.type !== 'cop-move') throw new Error('no Donut move is listed');
  await expectClean(page, 'the Cop Phase');
  // The Cop's button, then Enter: the focus goes to his first glowing place; Tab goes from one to the next.
  await byKey(page, choices(page).getByRole('button', { name: new RegExp(`^Cop ${a.cop} ·`) }));
  const target = page.locator(`[data-target="${a.to}"]`);
  await expect(target).toHaveAttribute('data-reachable', 'true');
  for (let i = 0; i < 200 && !(await target.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  expect(await focusShown(page), 'the focus on a glowing place').not.toBe('none');
  await page.keyboard.press('Enter');
  // Each question the move asks is answered from the keyboard; the Donut one put to the screen reader too.
  for (let i = 0; i < 4; i++) {
    const donut = choices(page).getByRole('button', { name: 'Put my Donut on him', exact: true });
    const step = choices(page).locator('p.step', { hasText: /^To / });
    await expect(step).toBeVisible();
    if (await visible(donut)) {
      await expectClean(page, 'the Donut question');
      await byKey(page, donut, 'Space');
      break;
    }
    await byKey(page, choices(page).getByRole('button').first());
  }
  // The other Gang holds no Bribe marker (as everyone can see), so it lets the move stand unasked (G-9.5).
  const takeBack = page.getByRole('button', { name: /^Take back Cop \d+’s move/ });
  await pastCurtain(page, takeBack);
  await expectClean(page, 'a Cop move that may be taken back');
  await byKey(page, takeBack);
  await expect(page.getByRole('log', { name: 'Case file' })).toContainText(/The Cop move is taken back/);
});

test('a Shootout’s Hit question reads fine to a screen reader, meets AA contrast and is answered by keyboard', async ({
  page,
}) => {
  test.skip(!LONG_WALKS, LONG_WALKS_WHY);
  test.setTimeout(60_000);
  await at(page, 'shootout');
  await expect(page.getByRole('region', { name: 'Shootout' })).toBeVisible();
  await expectClean(page, 'a Hit to declare in a Shootout');
  // A Hit declared from the keyboard (Space on its button), so that shots are fired.
  await byKey(
    page,
    choices(page)
      .getByRole('button')
      .filter({ hasNotText: /^Back$|^No Hit$/ })
      .first(),
    'Space',
  );
  // The Shootout is fought at once and the turn passes to the other Gang.
  const log = page.getByRole('log', { name: 'Case file' });
  await expect(async () => {
    await throughCurtain(page);
    await expect(log).toContainText(/Shootout at /, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  // The next person, past the curtain, finds the Shootout's dice beside the board; each shooter's dice are
  // one image to a screen reader, named by what they show.
  const shots = page.getByRole('region', { name: 'The last Shootout' });
  await expect(shots).toBeVisible();
  await expect(shots.getByRole('img', { name: /^\d(, \d)*: \d+ hits?$/ }).first()).toBeVisible();
  await expectClean(page, 'the dice of the last Shootout');
});

test('the table in the colour-blind-safe palette, at a busy position, meets AA contrast', async ({ page }) => {
  test.skip(!LONG_WALKS, LONG_WALKS_WHY);
  test.setTimeout(60_000);
  await useColourBlindPalette(page, app().url);
  await at(page, 'rebuff');
  await expect(page.locator('html')).toHaveAttribute('data-palette', 'colour-blind');
  await expectClean(page, 'a Cop move to rebuff, in the colour-blind-safe palette');
});

test('the Police Commissioner’s Cop decision names the player he moves for and meets AA, as do the final scores', async ({
  page,
}) => {
  test.skip(!LONG_WALKS, LONG_WALKS_WHY);
  test.setTimeout(60_000);
  const conn = await api(app().url);
  try {
    const bot = (name: string) => ({ kind: 'bot', level: 'heuristic', name });
    const { matchId } = (await conn.call('match.create', {
      gameId: 'gangsters',
      options: { commissioner: true },
      seats: [bot('Bugsy'), bot('Legs'), bot('Vito'), bot('Lefty'), { kind: 'human', name: 'Chief O’Hara' }],
      seed: 'a11y-g-commissioner',
    })) as { matchId: string };
    await page.goto(`${app().url}#/match/${matchId}`);
    const prompt = decision(page).locator('.prompt');
    await expect(prompt.filter({ hasText: /: bribe or move a Cop for / })).toBeVisible({ timeout: 30_000 });
    // The panel names the player of the Gang he moves for (G-17.2).
    const said = (await prompt.filter({ hasText: /: bribe or move a Cop for / }).textContent()) ?? '';
    expect(said).toMatch(
      /^The Police Commissioner: bribe or move a Cop for (Bugsy|Legs|Vito|Lefty) \((Red|Yellow|Green|Brown)\)/,
    );
    await expectClean(page, 'the Police Commissioner’s Cop decision');

    // Two computer Gangs play a short game while the table watches, to the final scores (with the shots of
    // the last Shootout beside them when the table saw one fought).
    const finished = (await conn.call('match.create', {
      gameId: 'gangsters',
      options: { timeLimitTurns: 6 },
      seats: [bot('Bugsy'), bot('Legs')],
      seed: 'a11y-g-final',
    })) as { matchId: string };
    await page.goto(`${app().url}#/match/${finished.matchId}`);
    const shots = page.getByRole('region', { name: 'The last Shootout' });
    const final = page.getByRole('heading', { name: 'Final scores' });
    await expect(shots.or(final).first()).toBeVisible({ timeout: 30_000 });
    await expect(final).toBeVisible({ timeout: 30_000 });
    await expectClean(page, 'the final scores');
  } finally {
    conn.close();
  }
});
