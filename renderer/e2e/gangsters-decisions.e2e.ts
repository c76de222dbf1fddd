import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import type { GangstersAction } from '../../core/games/gangsters/actions';
import { readFileSync } from 'node:fs';
import type { GangstersState } from '../../core/games/gangsters/state';
import { pathOf, prepare, type Position, type PositionName } from './gangsters-positions';
import { clickOrGone, pastCurtain, textNow, throughCurtain, visible } from './screen';
import { appForFile, ROOT, type AppProcess } from './server';
import { snap } from './shots';

/**
 * The Gangsters decisions a whole game may not happen to meet, each from a position of its own (a seeded
 * game played up to it through the app's API): a trade offered and answered, a move on Wheels, a Subway
 * ride, a Vamp's seduction, a Donut on a Cop and a rebuffed Cop. Each is made through the table's own
 * controls; the way shown on hover is the way the engine takes, and the piece then walks it.
 */

const NAMES = ['Nonna Rosa', 'Uncle Sal'];
type Move = Extract<GangstersAction, { type: 'move' | 'cop-move' | 'cop-start' | 'move-public' }>;

const board = JSON.parse(readFileSync(join(ROOT, 'resources/gangsters/board.json'), 'utf8')) as {
  buildings: { id: string; name: string }[];
};
const placeName = (id: string): string => board.buildings.find((b) => b.id === id)?.name ?? id;
const GANG_WORD: Readonly<Record<string, string>> = { red: 'Red', yellow: 'Yellow', green: 'Green', brown: 'Brown' };
const KIND_WORD: Readonly<Record<string, string>> = { racketeer: 'Racketeer', thug: 'Thug', vamp: 'Vamp' };

async function opened(page: Page, app: AppProcess, p: Position): Promise<void> {
  await page.goto(`${app.url}#/match/${p.matchId}`);
  const mine = page.getByRole('region', { name: 'Your decision' }).getByRole('heading', { name: 'Your move' });
  await pastCurtain(page, mine);
}

/**
 * At 1366×768 and at 1920×1080 every control of the decision on screen is in view without scrolling;
 * a screenshot of each size is kept.
 */
async function inView(page: Page, shot: string): Promise<void> {
  for (const [width, height] of [
    [1920, 1080],
    [1366, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    const controls = page
      .getByRole('group', { name: 'Your choices' })
      .locator('button:visible, input:visible, select:visible');
    // Waited for: the window was just resized, and the panel is laid out again after it.
    await expect.poll(() => controls.count(), { message: `the choices shown at ${width}` }).toBeGreaterThan(0);
    const n = await controls.count();
    for (let i = 0; i < n; i++) {
      await expect(controls.nth(i), `choice ${i + 1} of ${n} at ${width}`).toBeInViewport({ ratio: 1 });
    }
    await snap(page, `${shot}-${width}`);
  }
}

/** The label of a mover button for the piece `a` moves. */
function moverName(a: Move): RegExp {
  if (a.type === 'move') return new RegExp(`^${KIND_WORD[a.piece]} ·`);
  if (a.type === 'cop-move') return new RegExp(`^Cop ${a.cop} ·`);
  if (a.type === 'cop-start') return /^A new Cop from the cup/;
  return a.public === null ? /^A new Public from the cup/ : /^Public/;
}

/** The answer button for one of the questions asked once the space is clicked. */
function answer(question: string, a: Move, s: GangstersState): string {
  if (question.includes('How does it get there')) return 'subway' in a && a.subway ? 'By Subway' : 'On foot, no Subway';
  if (question.includes('Which way does it face')) return a.facing ? `Facing ${a.facing}` : 'Inside the building';
  if (question.includes('Which side up'))
    return a.type === 'move' && a.criminal ? 'As a criminal (white side up)' : 'As a citizen (colour side up)';
  if (question.includes('Your Donut')) return a.type === 'cop-move' && a.donut ? 'Put my Donut on him' : 'No Donut';
  if (question.includes('Whom does she seduce')) {
    const list = a.type === 'move' ? (a.seduce ?? []) : [];
    const gang = (seat: number) => GANG_WORD[s.gangs.find((g) => g.seat === seat)?.gang ?? ''] ?? '';
    const one = (v: { seat: number; kind: string; at?: string }) =>
      `${gang(v.seat)}’s ${KIND_WORD[v.kind]}${v.at ? ` (he joins you at ${placeName(v.at)})` : ''}`;
    return list.length ? `Seduce ${list.map(one).join(' and ')}` : 'Seduce nobody';
  }
  throw new Error(`an unexpected question: ${question}`);
}

/** The first listed move of the same piece (and Wheels) ending on the same space: the one hover draws. */
function hovered(p: Position, a: Move): Move {
  const same = (b: GangstersAction): b is Move =>
    b.type === a.type &&
    'to' in b &&
    b.to === a.to &&
    (b.type !== 'move' || a.type !== 'move' || (b.piece === a.piece && (b.wheels === true) === (a.wheels === true))) &&
    (b.type !== 'cop-move' || a.type !== 'cop-move' || b.cop === a.cop);
  return p.legal.find(same) ?? a;
}

/**
 * Makes the move `a` through the table: its piece, Wheels if it uses them, the space on the map (checking
 * the way drawn on hover), then each question asked. Checks that the piece walks the recorded path.
 */
async function move(
  page: Page,
  p: Position,
  a: Move,
  shot: string,
  how: { stays?: boolean; keys?: boolean; calm?: boolean } = {},
): Promise<void> {
  const { stays = true, keys = false, calm = false } = how;
  const choices = page.getByRole('group', { name: 'Your choices' });
  await inView(page, `${shot}-pieces`);
  const mover = choices.getByRole('button', { name: moverName(a) });
  if (keys) {
    // By keyboard alone: Enter on the piece takes the focus to the map; Tab goes from one glowing place to the next.
    // Escape first takes the pick back (as Back does), and Enter picks the piece again.
    await mover.focus();
    await page.keyboard.press('Enter');
    await expect(choices.getByText('Moving:')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(choices.getByText('Moving:')).toHaveCount(0);
    await mover.focus();
    await page.keyboard.press('Enter');
  } else await mover.click();
  if (a.type === 'move' && a.wheels) await choices.getByRole('checkbox', { name: /Use Wheels/ }).check();
  const target = page.locator(`[data-target="${a.to}"]`);
  await expect(target).toHaveAttribute('data-reachable', 'true');
  if (keys) await tabTo(page, async () => (await focused(page, 'data-target')) === a.to);
  else await target.hover();
  // The way drawn is the engine's own way for the first move listed to that space.
  const way = pathOf(p, hovered(p, a));
  await expect(page.getByRole('img', { name: /^Path to / })).toHaveAttribute(
    'aria-label',
    new RegExp(`: ${way.length} ${way.length === 1 ? 'space' : 'spaces'}$`),
  );
  await expect(page.locator('[data-path-step]')).toHaveCount(way.length);
  await snap(page, `${shot}-hover-1366`);
  const key =
    a.type === 'move'
      ? `${p.seat}:${a.piece}`
      : a.type === 'cop-move'
        ? `cop:${a.cop}`
        : a.type === 'move-public' && a.public !== null
          ? `public:${a.public}`
          : null;
  const before = await page.getByRole('log', { name: 'Case file' }).locator('li').count();
  await recordWalks(page);
  if (keys) await page.keyboard.press('Enter');
  else await target.click();
  const s = p.state;
  for (let i = 0; i < 6; i++) {
    const step = choices.locator('p.step', { hasText: /^To / });
    const moved = page.getByRole('log', { name: 'Case file' }).locator('li').nth(before);
    await expect(step.or(moved)).toBeVisible();
    if (!(await visible(step))) break;
    if (i === 0) await inView(page, `${shot}-question`);
    const question = await textNow(step);
    if (question === null) continue;
    // "Which side up?" says in one plain line what the side changes, its clauses in small print (G-9.7).
    if (question.endsWith('Which side up?')) {
      await expect(choices.locator('.side-hint')).toContainText(/^A criminal .+Cops go for (him|her)/);
      await expect(choices.locator('.side-hint .clause').last()).toHaveText('G-9.7');
    }
    const reply = answer(question, a, s);
    if (keys) {
      await tabTo(page, async () => (await focused(page, 'text')) === reply);
      await page.keyboard.press('Enter');
    } else await choices.getByRole('button', { name: reply, exact: true }).click();
  }
  // The piece walks the spaces its move recorded: from where it stood, through each, to where it ends;
  // with reduced motion it fades in where it ends instead.
  // (Watched by the player who moved it: a screen handed to the next person opens on the new position.)
  const walked = pathOf(p, a);
  if (key && stays)
    await expect
      .poll(() => page.evaluate((k) => (window as unknown as Walks).__walks?.[k] ?? [], key))
      .toContain(calm ? 0 : walked.length + 1);
}

/** What the page records of the animations started on the map's pieces: keyframes per piece. */
interface Walks {
  __walks?: Record<string, number[]>;
}

/** Records every animation started on a piece (by its key), however briefly it runs on a busy machine. */
async function recordWalks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as Walks;
    if (w.__walks) return;
    w.__walks = {};
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, frames, options) {
      const key = this.getAttribute('data-key');
      // A walk records its number of places; a fade (reduced motion) records 0.
      const n = Array.isArray(frames) ? ('opacity' in (frames[0] ?? {}) ? 0 : frames.length) : -1;
      if (key) (w.__walks ??= {})[key] = [...(w.__walks?.[key] ?? []), n];
      return animate.call(this, frames, options);
    };
  });
}

/** An attribute (or the text) of the element holding the keyboard focus. */
function focused(page: Page, what: string): Promise<string | null> {
  return page.evaluate((w) => {
    const el = document.activeElement;
    return w === 'text' ? (el?.textContent?.trim() ?? null) : (el?.getAttribute(w) ?? null);
  }, what);
}

/** Presses Tab until `there` says the focus has arrived. */
async function tabTo(page: Page, there: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await there()) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard never reached the control wanted');
}

/** The last action the app stored for the game (or the one `back` before it). */
function lastStored(app: AppProcess, matchId: string, back = 0): unknown {
  const db = new Database(join(app.dataDir, 'mob-night.db'), { readonly: true });
  try {
    const row = db
      .prepare('SELECT action FROM actions WHERE game_id = ? ORDER BY seq DESC LIMIT 1 OFFSET ?')
      .get(matchId, back) as {
      action: string;
    };
    return JSON.parse(row.action);
  } finally {
    db.close();
  }
}

/** How many actions the app has stored for the game. */
function storedCount(app: AppProcess, matchId: string): number {
  const db = new Database(join(app.dataDir, 'mob-night.db'), { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM actions WHERE game_id = ?').get(matchId) as { n: number }).n;
  } finally {
    db.close();
  }
}

/**
 * The records are read by polling (`expect.poll`) after an action shows on the page: the host sends a move to
 * every screen just before it writes the move's row, so on a busy machine the page can show it first (a Subway
 * ride read no move once, December 7).
 *
 * The moves of pieces stored after the `before` actions there were: the one a test made, and no other. Not the
 * last action: an answer the table gives by itself may be stored beside it (a seat that cannot rebuff a Cop's
 * move passes, unasked), seen once on a busy machine after a Subway ride.
 */
function movesAfter(app: AppProcess, matchId: string, before: number): unknown[] {
  const db = new Database(join(app.dataDir, 'mob-night.db'), { readonly: true });
  try {
    const rows = db
      .prepare('SELECT action FROM actions WHERE game_id = ? AND seq > ? ORDER BY seq')
      .all(matchId, before) as { action: string }[];
    return rows.map((r) => JSON.parse(r.action) as { type: string }).filter((x) => x.type === 'move');
  } finally {
    db.close();
  }
}

/** Every position is a game of its own, so the tests share one app. */
const sharedApp = appForFile();

async function at(name: PositionName, page: Page, run: (app: AppProcess, p: Position) => Promise<void>): Promise<void> {
  const app = sharedApp();
  const p = await prepare(app.url, name, NAMES);
  await opened(page, app, p);
  await run(app, p);
}

test('a trade offered in the Buy Phase is answered on the other Gang’s screen (G-14.1)', async ({ page }) => {
  test.setTimeout(120_000);
  await at('trade', page, async (app, p) => {
    await inView(page, 'gangsters-buy');
    await page
      .getByRole('region', { name: 'Your decision' })
      .getByRole('button', { name: /^Offer a trade…/ })
      .click();
    // The offer is made in a dialog over the table, whole on the screen with its button.
    const panel = page.getByRole('dialog', { name: 'Offer a trade' });
    await expect(panel.getByRole('button', { name: 'Make the offer' })).toBeInViewport();
    // The other Gang is named by its player, as the case file names it: "Uncle Sal (Yellow)".
    await expect(panel.getByRole('combobox', { name: 'With' }).locator('option').first()).toHaveText(/^\S.* \(\w+\)$/);
    // Nothing in it yet: the offer waits, greyed, and says why, rather than being refused once the dialog
    // has closed ("A trade must move something").
    const make = panel.getByRole('button', { name: 'Make the offer' });
    await expect(make).toBeDisabled();
    await expect(make).toHaveAccessibleDescription('Tick a Joint or put in some cash first.');
    await expect(panel.getByText('Tick a Joint or put in some cash first.')).toBeVisible();
    await snap(page, 'gangsters-trade-empty-1366');
    // Each Joint is listed with what it is worth: "Huff's Café, $100".
    const theirs = panel.getByRole('group', { name: 'I get' }).getByRole('checkbox');
    await expect(theirs.first()).toHaveAccessibleName(/^\S.*, \$[\d,]+$/);
    await expect(panel.getByRole('group', { name: 'I give' }).getByRole('checkbox').first()).toHaveAccessibleName(
      /^\S.*, \$[\d,]+$/,
    );
    // $300 for one of the other Gang's Joints.
    await panel.getByRole('group', { name: 'I give' }).getByLabel('Cash $').fill('300');
    await expect(make).toBeEnabled();
    await expect(panel.getByText('Tick a Joint or put in some cash first.')).toHaveCount(0);
    await theirs.first().check();
    await snap(page, 'gangsters-trade-offer-1366');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect(panel.getByRole('button', { name: 'Make the offer' })).toBeInViewport();
    await snap(page, 'gangsters-trade-offer-1920');
    await page.setViewportSize({ width: 1366, height: 768 });
    await panel.getByRole('button', { name: 'Make the offer' }).click();
    // The other Gang answers on its own screen, seeing what each side gives.
    const accept = page.getByRole('button', { name: 'Accept the trade' });
    await pastCurtain(page, accept);
    await expect(page.getByRole('note', { name: 'The trade offered' })).toContainText('$300');
    await expect(page.getByRole('note', { name: 'The trade offered' })).toContainText(
      /\S+ \((Red|Yellow|Green|Brown)\) gives/,
    );
    await inView(page, 'gangsters-trade-answer');
    await accept.click();
    await expect(page.getByRole('log', { name: 'Case file' })).toContainText(/accepts: the trade is made/);
    await expect.poll(() => lastStored(app, p.matchId)).toEqual({ type: 'answer-trade', accept: true });
    // Back at the Gang that offered it, the answer is said at its decision, not only in the case file.
    const decision = page.getByRole('region', { name: 'Your decision' });
    await pastCurtain(page, decision.getByRole('button', { name: /^Offer a trade…/ }));
    await expect(decision).toContainText(/\S+ \((Red|Yellow|Green|Brown)\) accepts: the trade is made\./);
    await snap(page, 'gangsters-trade-answered-1366');
  });
});

test('a Gang with no Racketeers sells a Joint to the other Gang in its Movement Phase (G-7.5)', async ({ page }) => {
  test.setTimeout(120_000);
  await at('sale', page, async (app, p) => {
    await page
      .getByRole('region', { name: 'Your decision' })
      .getByRole('button', { name: /^Sell a Joint to another Gang…/ })
      .click();
    const panel = page.getByRole('dialog', { name: 'Sell a Joint to another Gang' });
    // One Joint, for cash: nothing else can be put in the offer.
    await expect(panel.getByRole('group', { name: 'For' }).getByRole('checkbox')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Make the offer' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Make the offer' })).toHaveAccessibleDescription(
      'Choose the Joint to sell first.',
    );
    const joint = panel.getByRole('group', { name: 'I sell' }).getByRole('radio').first();
    await joint.check();
    await expect(panel.getByText('Choose the Joint to sell first.')).toHaveCount(0);
    await panel.getByRole('group', { name: 'For' }).getByLabel('Cash $').fill('200');
    await expect(panel.getByRole('button', { name: 'Make the offer' })).toBeInViewport();
    await snap(page, 'gangsters-sale-offer-1366');
    await panel.getByRole('button', { name: 'Make the offer' }).click();
    // The other Gang answers on its own screen; then the seller's Movement Phase goes on.
    const accept = page.getByRole('button', { name: 'Accept the trade' });
    await pastCurtain(page, accept);
    await expect.poll(() => (lastStored(app, p.matchId) as { type?: string }).type).toBe('offer-trade');
    const offered = lastStored(app, p.matchId) as Extract<GangstersAction, { type: 'offer-trade' }>;
    expect(offered).toMatchObject({ type: 'offer-trade', give: { cash: 0 }, get: { joints: [], cash: 200 } });
    expect(offered.give.joints).toHaveLength(1);
    await accept.click();
    await expect(page.getByRole('log', { name: 'Case file' })).toContainText(/accepts: the trade is made/);
    await expect.poll(() => lastStored(app, p.matchId)).toEqual({ type: 'answer-trade', accept: true });
    // Back at the seller's Movement Phase, which can sell no more this turn, the answer is said at its decision.
    const decision = page.getByRole('region', { name: 'Your decision' });
    await pastCurtain(page, decision.getByText(/accepts: the trade is made/));
    await expect(decision).toContainText(/\S+ \((Red|Yellow|Green|Brown)\) accepts: the trade is made\./);
    await expect(decision.getByRole('button', { name: /^Sell a Joint to another Gang…/ })).toHaveCount(0);
    await snap(page, 'gangsters-sale-answered-1366');
  });
});

test('a move on Wheels: red, green and black dice as one move, drawn and walked (G-16.2)', async ({ page }) => {
  test.setTimeout(120_000);
  await at('wheels', page, async (app, p) => {
    const a = p.legal.find((x): x is Move => x.type === 'move' && x.wheels === true && !x.subway) as Move;
    const before = storedCount(app, p.matchId);
    await move(page, p, a, 'gangsters-wheels');
    await expect(page.getByRole('log', { name: 'Case file' })).toContainText(/on Wheels/);
    await expect.poll(() => movesAfter(app, p.matchId, before)).toEqual([a]);
  });
});

test('a Subway ride: the piece goes in at one Subway and out at another (G-10.2)', async ({ page }) => {
  test.setTimeout(120_000);
  await at('subway', page, async (app, p) => {
    const rides = p.legal.filter((x): x is Move => x.type === 'move' && x.subway === true && !x.wheels);
    // A space reached both on foot and by Subway, so the table asks which way (else any ride).
    const both = rides.find((r) =>
      p.legal.some((b) => b.type === 'move' && r.type === 'move' && b.to === r.to && b.piece === r.piece && !b.subway),
    );
    const a = both ?? rides[0];
    if (!a) throw new Error('no Subway ride is listed');
    const before = storedCount(app, p.matchId);
    await move(page, p, a, 'gangsters-subway', { keys: true });
    await expect.poll(() => movesAfter(app, p.matchId, before)).toEqual([a]);
  });
});

test('a Vamp seduces the gangster her player names (G-13.1)', async ({ page }) => {
  test.setTimeout(120_000);
  // This table asks the system for reduced motion: the Vamp appears where she ends rather than walking.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await at('seduction', page, async (app, p) => {
    const a = p.legal.find(
      (x): x is Move =>
        x.type === 'move' &&
        x.piece === 'vamp' &&
        (x.seduce?.length ?? 0) > 0 &&
        p.legal.some(
          (b) =>
            b.type === 'move' &&
            b.piece === 'vamp' &&
            b.to === x.to &&
            b.criminal === x.criminal &&
            JSON.stringify(b.seduce) !== JSON.stringify(x.seduce),
        ),
    );
    if (!a) throw new Error('no seduction to choose');
    const before = storedCount(app, p.matchId);
    await move(page, p, a, 'gangsters-seduce', { calm: true });
    await expect(page.getByRole('log', { name: 'Case file' })).toContainText(/seduce/i);
    await expect.poll(() => movesAfter(app, p.matchId, before)).toEqual([a]);
  });
});

test('a Donut put on a Cop moved into a gray building (G-16.4), then the Cop move taken back (G-6.92)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await at('donut', page, async (app, p) => {
    const a = p.legal.find((x): x is Move => x.type === 'cop-move' && x.donut === true);
    if (!a) throw new Error('no Donut move is listed');
    // The other Gang holds no Bribe marker, as everyone can see: it lets the move stand at once, unasked.
    await move(page, p, a, 'gangsters-donut', { stays: false, keys: true });
    const log = page.getByRole('log', { name: 'Case file' });
    await expect(log).toContainText(/Donut 1/);
    // The table gives the other Gang's pass by itself, just after the move: waited for, then the move before it.
    await expect
      .poll(() => lastStored(app, p.matchId), { message: "the other Gang's pass, given by the table" })
      .toEqual({ type: 'pass' });
    expect(lastStored(app, p.matchId, 1)).toEqual(a);
    await expect(page.getByRole('button', { name: /^Pass: let it stand/ })).toHaveCount(0);
    // Back on the mover's screen, the Cop is still the piece under the pawn: taking it back undoes the
    // move and the Donut with it, and the Cop action is asked again. The button names the Cop it takes back.
    const takeBack = page.getByRole('button', {
      name: new RegExp(`^Take back Cop ${a.type === 'cop-move' ? a.cop : ''}’s move`),
    });
    await pastCurtain(page, takeBack);
    await takeBack.click();
    await expect(log).toContainText(/The Cop move is taken back/);
    await expect.poll(() => lastStored(app, p.matchId)).toEqual({ type: 'retract' });
    await snap(page, 'gangsters-cop-taken-back');
    await expect(
      page.getByRole('group', { name: 'Your choices' }).getByRole('button', { name: moverName(a) }),
    ).toBeVisible();
  });
});

test('a Cop move rebuffed by the Gang holding his Bribe goes back (G-9.5)', async ({ page }) => {
  test.setTimeout(120_000);
  await at('rebuff', page, async (app, p) => {
    const cop = p.state.turn.copAction?.cop;
    await inView(page, 'gangsters-rebuff');
    await page.getByRole('button', { name: /^Show my Bribe: the Cop goes back/ }).click();
    // The turn goes on for the Gang that moved the Cop, on its own screen.
    // The rebuffing Gang's own screen (its case file too) can still show until the curtain comes down:
    // tap the curtain whenever it is up, until the case file in view says it.
    const log = page.getByRole('log', { name: 'Case file' });
    await expect(async () => {
      await throughCurtain(page);
      await expect(log).toContainText(new RegExp(`reveals the Bribe of Cop ${cop}`), { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect.poll(() => lastStored(app, p.matchId)).toEqual({ type: 'rebuff' });
  });
});

test('a Shootout asks whether to declare a Hit, naming the piece and where, a street by its name, once (G-11.4)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await at('shootout', page, async (app, p) => {
    const q = p.state.shootout?.questions[0];
    if (q?.kind !== 'hit') throw new Error('the position is not a Hit question');
    if (board.buildings.some((b) => b.id === q.space)) throw new Error('the Hit question is not on a street');
    const panel = page.getByRole('region', { name: 'Your decision' });
    // The street is named as the case file names it (edition 9), in the prompt; the question line under it
    // says whom the Hit may go on and does not name the street again.
    const prompt = `declare your ${KIND_WORD[q.piece]}'s Hit at `;
    await expect(panel).toContainText(prompt);
    const street = new RegExp(`${prompt}(.+?), or none`).exec((await panel.textContent()) ?? '')?.[1] ?? '';
    expect(street).toMatch(/ (Street|Road|Avenue|Boulevard|Drive|Lane|Way|Bridge)\b/);
    const line = panel.locator('.question');
    await expect(line).toContainText(/^It may be on .+, or you may declare none\.$/);
    await expect(line).not.toContainText(street);
    await expect(panel).not.toContainText(q.space);
    await expect(panel).not.toContainText('on the street');
    await expect(panel.getByRole('link', { name: 'G-11.4' }).first()).toBeVisible();
    await inView(page, 'gangsters-shootout');
    await panel.getByRole('button', { name: 'No Hit' }).click();
    await expect.poll(() => lastStored(app, p.matchId)).toEqual({ type: 'declare-hit', target: null });
  });
});

test('recruiting in the Movement Phase: how many, all in view at both sizes (G-7.1)', async ({ page }) => {
  test.setTimeout(120_000);
  await at('recruit', page, async (app, p) => {
    const choices = page.getByRole('group', { name: 'Your choices' });
    await choices.getByRole('button', { name: /^Recruit gangsters…/ }).click();
    await choices.getByRole('button', { name: 'Thug', exact: true }).click();
    await inView(page, 'gangsters-recruit-count');
    const counts = p.legal.flatMap((a) => (a.type === 'recruit' && a.piece === 'thug' ? [a.count] : []));
    const most = Math.max(...counts);
    // A count that leaves one way to recruit says the whole of it, price included (one click spends it).
    await choices
      .getByRole('button', { name: new RegExp(`^(${most}|Recruit ${most} Thugs? for \\$[\\d,]+)$`) })
      .click();
    // Answer "Where?" for each new piece, one question at a time: a click is made only once the
    // previous one has changed the question (or the recruit is in the log), never on a stale screen.
    const log = page.getByRole('log', { name: 'Case file' });
    // Made, once the game's record ends with it: the case file may already say "recruits" for the
    // other Gang's turn before (the position's lead-up has one), so its text cannot tell.
    const recruited = async () => (lastStored(app, p.matchId) as { type?: string } | undefined)?.type === 'recruit';
    for (let i = 0; i < 2 && !(await recruited()) && (await visible(choices.getByText(/Where/))); i++) {
      const before = await textNow(choices);
      // Only a button of the "Where?" question itself: once the recruit is in, the next decision's
      // first button (Pass) must never take the click.
      const where = choices.filter({ hasText: /Where/ }).getByRole('button').first();
      // Each place's button says which place: never the same whole action twice.
      const names = await choices.filter({ hasText: /Where/ }).locator('.values button').allTextContents();
      expect(new Set(names).size).toBe(names.length);
      if (!(await clickOrGone(where, 3000).catch(() => false))) break;
      await expect.poll(async () => (await recruited()) || (await textNow(choices)) !== before).toBe(true);
    }
    await expect.poll(() => lastStored(app, p.matchId)).toMatchObject({ type: 'recruit', piece: 'thug', count: most });
    await expect(log).toContainText(/recruits/i);
  });
});
