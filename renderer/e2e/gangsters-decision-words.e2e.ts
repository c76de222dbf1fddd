import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { GangstersAction } from '../../core/games/gangsters/actions';
import { prepare } from './gangsters-positions';
import { api, playLeadUp } from './lead-up';
import { pastCurtain, textNow } from './screen';
import { appForFile, type AppProcess } from './server';
import { snap } from './shots';

/**
 * The Gangsters decision panel's words, read before the click: a button that spends money says the whole
 * action and its price (G-7.2), a bribe says where the blue die goes and that the Bribe is drawn at random
 * (G-9.5), the last starting place is asked by place names (G-4.3), two Publics of one strength read apart
 * (G-6.1), a trade to answer shows what each side gives before Accept and Decline (G-14.1), and no clause
 * ID breaks across lines.
 */

const NAMES = ['Nonna Rosa', 'Uncle Sal'];
const app = appForFile();

const decision = (page: Page): Locator => page.getByRole('region', { name: 'Your decision' });
const choices = (page: Page): Locator => page.getByRole('group', { name: 'Your choices' });

/** The seeded game of position `name` played through the app's API up to, not including, the first move `stop` picks. */
async function partWay(url: string, name: string, stop: (a: GangstersAction) => boolean): Promise<string> {
  const { matchId } = await playLeadUp(url, 'gangsters-lead-up.ts', 'gangsters', name, NAMES, (a) =>
    stop(a as GangstersAction),
  );
  return matchId;
}

/** The last action the app stored for the game. */
function lastStored(a: AppProcess, matchId: string): GangstersAction {
  const db = new Database(join(a.dataDir, 'mob-night.db'), { readonly: true });
  try {
    const row = db.prepare('SELECT action FROM actions WHERE game_id = ? ORDER BY seq DESC LIMIT 1').get(matchId) as {
      action: string;
    };
    return JSON.parse(row.action) as GangstersAction;
  } finally {
    db.close();
  }
}

async function opened(page: Page, matchId: string, shown: Locator): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${app().url}#/match/${matchId}`);
  // The first table a worker opens draws the whole board: on a busy machine that can take more than 15 s.
  await pastCurtain(page, shown, 30_000);
}

/** Screenshots of the panel as it stands, at 1280×720 and 1920×1080 (back to 1280×720 after). */
async function bothSizes(page: Page, shot: string): Promise<void> {
  await snap(page, `${shot}-1280`);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await snap(page, `${shot}-1920`);
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The Gang's own cash as the panel says it. */
async function cash(page: Page): Promise<number> {
  return Number(((await textNow(page.getByTestId('own-cash'))) ?? '').replace(/[^\d]/g, ''));
}

test('a recruit button says its price, and the price is what leaves the purse; two Publics read apart (G-7.2, G-6.1)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const p = await prepare(app().url, 'recruit', NAMES);
  await opened(page, p.matchId, decision(page).getByRole('heading', { name: 'Your move' }));
  // Two Publics of one strength stand on the board: each button says where its Public stands.
  const publics = await choices(page)
    .getByRole('button', { name: /^Public ×/ })
    .allTextContents();
  const ones = p.state.publics.filter((x) => x.at !== null && x.strength === 1).length;
  expect(ones).toBeGreaterThan(1);
  const movable = new Set(p.legal.flatMap((a) => (a.type === 'move-public' && a.public !== null ? [a.public] : [])));
  expect(publics.length).toBe(movable.size);
  expect(new Set(publics).size).toBe(publics.length);
  // A Public with another of its strength on the board says where it stands (the white die they share
  // left out, so the button keeps to one line); one alone, its strength and the die.
  for (const words of publics) {
    const strength = Number(/^Public ×(\d)/.exec(words.trim())?.[1]);
    const twins = p.state.publics.filter((x) => x.at !== null && x.strength === strength).length;
    expect(words.trim()).toMatch(twins > 1 ? /^Public ×\d (in|on|at) \S/ : /^Public ×\d · white die \d$/);
  }
  await bothSizes(page, 'gangsters-words-publics');
  // The case file names the turn's dice as the buttons and the dice tray do, each by its piece and its colour
  // (G-6.2): a button's "Public ×1 · white die 3" is the case file's "Public · white die 3".
  const caseFile = page.getByRole('log', { name: 'Case file' });
  const thrown = caseFile.locator('li > span').filter({ hasText: /^The dice: / });
  await expect(thrown.first()).toBeAttached();
  const diceLine = (await thrown.allTextContents()).at(-1) ?? '';
  expect(diceLine).toMatch(
    /^The dice: Vamp · red die \d, Racketeer · green die \d, Cop · blue die \d, Public · white die \d and Thug · black die \d$/,
  );
  const byDie = await choices(page)
    .getByRole('button', { name: / · \w+ die \d$/ })
    .allTextContents();
  expect(byDie.length).toBeGreaterThan(0);
  for (const words of byDie) {
    const [, piece, die] = /^(\w+).*? · (\w+ die \d)$/.exec(words.trim()) ?? [];
    expect(diceLine).toContain(`${piece} · ${die}`);
  }

  await choices(page)
    .getByRole('button', { name: /^Recruit gangsters…/ })
    .click();
  const before = await cash(page);
  const stored = JSON.stringify(lastStored(app(), p.matchId));
  // "Thug" leaves how many to say: it spends nothing.
  await choices(page).getByRole('button', { name: 'Thug', exact: true }).click();
  expect(await cash(page)).toBe(before);
  expect(JSON.stringify(lastStored(app(), p.matchId))).toBe(stored);
  // Each count recruits at once, so each says the whole recruit and its price.
  const counts = choices(page).locator('.values button');
  const words = await counts.allTextContents();
  expect(words.length).toBeGreaterThan(1);
  for (const w of words) expect(w.trim()).toMatch(/^Recruit \d+ Thugs? for \$[\d,]+$/);
  await bothSizes(page, 'gangsters-words-recruit');
  const one = choices(page).getByRole('button', { name: /^Recruit 1 Thug for \$/ });
  const price = Number(((await textNow(one)) ?? '').replace(/^.*\$/, '').replace(/,/g, ''));
  expect(price).toBeGreaterThan(0);
  await one.click();
  await expect.poll(() => cash(page)).toBe(before - price);
  // Read by polling: the page hears of a move just before the host writes it (gangsters-decisions.e2e.ts says so).
  await expect.poll(() => lastStored(app(), p.matchId)).toEqual({ type: 'recruit', piece: 'thug', count: 1 });
});

test('a bribe says the blue die goes on a Cop and the Bribe is drawn at random, never promising that Cop (G-9.5)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const matchId = await partWay(app().url, 'bribe', (a) => a.type === 'bribe');
  await opened(page, matchId, decision(page).getByRole('heading', { name: 'Your move' }));
  const group = choices(page).getByRole('button', { name: /^Bribe a Cop…/ });
  if ((await group.count()) > 0) {
    await group.click();
    await expect(choices(page)).toContainText('drawn at random');
  }
  const bribes = choices(page).getByRole('button', {
    name: /^Try a bribe, blue die on .+: pay \$[\d,]+, then draw which Cop you get/,
  });
  await expect(bribes.first()).toBeVisible();
  await expect(decision(page)).not.toContainText(/Bribe Cop \d/);
  await bothSizes(page, 'gangsters-words-bribe');
  const label = (await textNow(bribes.first())) ?? '';
  const cop = /on Cop (\d+)/.exec(label)?.[1];
  await bribes.first().click();
  await expect.poll(() => lastStored(app(), matchId)).toEqual({ type: 'bribe', cop: cop ? Number(cop) : null });
});

test('the starting places are asked a piece at a time, each answer a place name, the plan so far above (G-4.3)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const matchId = await partWay(app().url, 'trade', (a) => a.type === 'placement');
  await opened(page, matchId, decision(page).getByRole('heading', { name: 'Your move' }));
  // The only decision of the moment, the panel asks its first question at once.
  const group = choices(page).getByRole('button', { name: /^Choose where my Gang starts…/ });
  if ((await group.count()) > 0) await group.click();
  const question = choices(page).locator('.hint', { hasText: /^Where does your (Racketeer|Thug|Vamp) piece start\?$/ });
  for (let asked = 0; asked < 3; asked++) {
    if ((await question.count()) === 0) break;
    const said = await textNow(question);
    const answers = choices(page).locator('.values button');
    const names = (await answers.allTextContents()).map((t) => t.trim());
    expect(names.length).toBeGreaterThan(1);
    // A place name, never a whole plan ("Racketeer in …, Thug in …").
    for (const name of names) expect(name).not.toMatch(/ in |, (Thug|Vamp)/);
    if (asked > 0) await expect(choices(page).getByText(/^So far: Racketeer in .+\.$/)).toBeVisible();
    await bothSizes(page, `gangsters-words-placement-${asked}`);
    await answers.first().click();
    await expect.poll(async () => (await question.count()) === 0 || (await textNow(question)) !== said).toBe(true);
  }
  await expect.poll(() => lastStored(app(), matchId).type).toBe('placement');
});

test('no clause ID breaks across lines; a trade to answer shows what each side gives above Accept and Decline (G-14.1)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const p = await prepare(app().url, 'trade', NAMES);
  await opened(page, p.matchId, decision(page).getByRole('heading', { name: 'Your move' }));
  await expect(decision(page).getByRole('button', { name: /^Offer a trade…/ })).toBeVisible();
  // Every clause ID in the panel, the one on "Offer a trade…" too, stands on one line.
  const broken = async (): Promise<string[]> =>
    decision(page)
      .locator('.clause, .clause-link')
      .evaluateAll((els) => els.filter((e) => e.getClientRects().length > 1).map((e) => e.textContent ?? ''));
  expect(await broken()).toEqual([]);
  await bothSizes(page, 'gangsters-words-buy');

  // The other Gang is offered one of Nonna's Joints for one of its own (through the app's API).
  const owned = (seat: number) =>
    Object.entries(p.state.joints)
      .filter(([, j]) => j.owner === seat)
      .map(([id]) => id);
  const other = 1 - p.seat;
  const conn = await api(app().url);
  try {
    const watched = (await conn.call('match.watch', { matchId: p.matchId, seat: p.seat })) as { version: number };
    await conn.call('match.act', {
      matchId: p.matchId,
      seat: p.seat,
      version: watched.version,
      action: {
        type: 'offer-trade',
        to: other,
        give: { joints: owned(p.seat).slice(0, 1), cash: 0 },
        get: { joints: owned(other).slice(0, 1), cash: 0 },
      },
    });
  } finally {
    conn.close();
  }
  const accept = decision(page).getByRole('button', { name: /^Accept the trade/ });
  const decline = decision(page).getByRole('button', { name: /^Decline the trade/ });
  await pastCurtain(page, accept);
  const offer = decision(page).getByRole('note', { name: 'The trade offered' });
  await expect(offer).toContainText(' gives: ');
  // The offer is read first: it stands above both buttons.
  const bottom = async (l: Locator) => ((await l.boundingBox())?.y ?? 0) + ((await l.boundingBox())?.height ?? 0);
  const top = async (l: Locator) => (await l.boundingBox())?.y ?? 0;
  expect(await bottom(offer)).toBeLessThanOrEqual(await top(accept));
  expect(await bottom(offer)).toBeLessThanOrEqual(await top(decline));
  expect(await broken()).toEqual([]);
  await bothSizes(page, 'gangsters-words-trade-answer');
  await decline.click();
  await expect.poll(() => lastStored(app(), p.matchId)).toEqual({ type: 'answer-trade', accept: false });
});
