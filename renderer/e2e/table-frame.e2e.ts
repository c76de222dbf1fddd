/**
 * The frame every table shares: each seat looks the same on every screen of one table (the host's, a
 * second tab, a guest's page on the network); the hot-seat curtain says why the screen comes round after
 * a Gangsters Cop move, and its lines never lie over one another on a small window, and at any turn of a
 * Gangsters game with secret cash; the Gangsters table fits a laptop's window with its decision column at its
 * natural width; a Shootout's dice leave the table by themselves once the game has moved on.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { prepare } from './gangsters-positions';
import { api } from './lead-up';
import { pastCurtain } from './screen';
import { hostCall, test } from './server';
import { snap } from './shots';

/** The seat rail's tokens, each by its spoken name ("Purple rose"), in seat order. */
const looks = (page: Page): Promise<string[]> =>
  page
    .getByRole('list', { name: 'Seats' })
    .getByRole('img')
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('aria-label') ?? ''));

test('a guest, a second tab and the host show every seat in the same colour and emblem', async ({
  page,
  app,
  browser,
}) => {
  test.setTimeout(90_000);
  const add = async (name: string, colour: string, emblem: string) =>
    ((await hostCall(app.url, 'players.add', { name, colour, emblem })).result as { id: string }).id;
  const grandma = await add('Grandma', 'purple', 'rose');
  const dad = await add('Dad', 'blue', 'fedora');
  const lily = await add('Lily', 'green', 'ace');
  const seats = [
    { kind: 'human', name: 'Grandma', playerId: grandma },
    { kind: 'human', name: 'Dad', playerId: dad },
    { kind: 'human', name: 'Lily', playerId: lily },
    { kind: 'bot', level: 'normal', name: 'Dutch' },
  ];
  const created = await hostCall(app.url, 'match.create', { gameId: 'nothing-personal', options: {}, seats });
  const matchId = (created.result as { matchId: string }).matchId;
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const started = await hostCall(app.url, 'lan.start', { matchId, address: '127.0.0.1', port });
  const code = (started.result as { code: string }).code;
  expect((await hostCall(app.url, 'lan.seat', { seat: 1, change: 'open' })).ok).toBe(true);

  await page.goto(`${app.url}#/match/${matchId}`);
  await expect(page.getByRole('list', { name: 'Seats' }).getByRole('img')).toHaveCount(4);
  // Read once the rail stands (it is drawn anew while the table passes to the person at the screen).
  await expect.poll(async () => (await looks(page)).slice(0, 3)).toEqual(['Purple rose', 'Blue fedora', 'Green ace']);
  const host = await looks(page);
  expect(host).toHaveLength(4);

  const guestContext = await browser.newContext();
  try {
    const guest = await guestContext.newPage();
    await guest.goto(`http://127.0.0.1:${port}/?join=${code}`);
    await guest.getByRole('textbox', { name: 'Your name' }).fill('Dad');
    await guest.getByRole('button', { name: 'Join' }).click();
    await guest.getByRole('button', { name: 'Take seat 2' }).click();
    await expect(guest.getByText('You play seat 2 as Dad')).toBeVisible();
    // The guest's page draws the families as the host's does (it drew them in free colours of its own).
    await expect.poll(() => looks(guest)).toEqual(host);
    await snap(guest, 'table-frame-guest-looks');
    // A second tab of the host's computer too.
    const tab = await page.context().newPage();
    await tab.goto(`${app.url}#/match/${matchId}`);
    await expect.poll(() => looks(tab)).toEqual(host);
  } finally {
    await guestContext.close();
  }
});

/** Whether two boxes overlap (by more than a pixel). */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x + a.width > b.x + 1 && b.x + b.width > a.x + 1 && a.y + a.height > b.y + 1 && b.y + b.height > a.y + 1;
}

test('after a Cop move the curtain says why it comes round, and its lines stay apart at 853×480', async ({
  page,
  app,
}) => {
  test.setTimeout(90_000);
  const p = await prepare(app.url, 'rebuff', ['Nonna', 'Zio', 'Zia', 'Lefty']);
  const cop = /^Cop (\d+) moved/.exec(
    (
      (await hostCall(app.url, 'match.watch', { matchId: p.matchId, seat: p.seat })).result as {
        pending: { seat: number; kind: string; prompt: string }[];
      }
    ).pending.find((q) => q.seat === p.seat && q.kind === 'rebuff')?.prompt ?? '',
  )?.[1];
  expect(cop).toBeDefined();
  await page.setViewportSize({ width: 853, height: 480 });
  await page.goto(`${app.url}#/match/${p.matchId}`);
  const dialog = page.getByRole('dialog');
  const why = dialog.locator('#curtain-why');
  await expect(why).toHaveText(`Cop ${cop} moved: your chance to show a Bribe`);
  // Said to a screen reader with the button too, whose name stays what it says in large.
  await expect(page.getByRole('button', { name: /^Pass to .+ — tap when only .+ is looking$/ })).toHaveAttribute(
    'aria-describedby',
    'curtain-role curtain-why curtain-hint',
  );
  // Which Gang the seat is, under the name (the rebuff position's seats are Gangs).
  const role = dialog.locator('#curtain-role');
  await expect(role).toHaveText(/^(Red|Yellow|Green|Brown) Gang$/);
  for (const [width, height] of [
    [853, 480],
    [1280, 720],
  ] as const) {
    await page.setViewportSize({ width, height });
    const boxes = await Promise.all(
      [
        dialog.locator('.halo .token'),
        dialog.locator('#curtain-title'),
        role,
        why,
        dialog.locator('.line'),
        dialog.locator('#curtain-hint'),
        dialog.locator('#curtain-others'),
      ].map(async (l: Locator) => (await l.boundingBox())!),
    );
    for (let i = 0; i < boxes.length; i++) {
      expect(boxes[i]!.y + boxes[i]!.height, `line ${i} inside the window at ${width}×${height}`).toBeLessThanOrEqual(
        height,
      );
      for (let j = i + 1; j < boxes.length; j++)
        expect(overlap(boxes[i]!, boxes[j]!), `lines ${i} and ${j} apart at ${width}×${height}`).toBe(false);
    }
  }
  await page.setViewportSize({ width: 853, height: 480 });
  await snap(page, 'table-frame-curtain-853');
});

test('Gangsters fits a laptop window: the page no taller, the decision column its natural width, the map no smaller', async ({
  page,
  app,
}) => {
  test.setTimeout(90_000);
  const p = await prepare(app.url, 'recruit', ['Nonna', 'Zio', 'Zia', 'Lefty']);
  const rem = 18;
  for (const [width, height, mapMin, below] of [
    // The map's width before: 643 px at 1280×720 (the board's print at its smallest, labels.ts), 668 at 1366×768.
    [1280, 720, 650, true],
    [1366, 768, 700, true],
    [1920, 1080, 1100, false],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${app.url}#/match/${p.matchId}`);
    const curtain = page.getByRole('button', { name: /— tap when only .+ is looking$/ });
    const decision = page.getByRole('region', { name: 'Your decision' });
    await expect(async () => {
      if (await curtain.isVisible()) await curtain.click();
      await expect(decision).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    const map = page.getByRole('group', { name: /streets, buildings and pieces/ });
    const zoom = page.getByRole('button', { name: /zoom in/i });
    await expect(async () => {
      expect(
        await page.evaluate(() => document.documentElement.scrollHeight),
        `page at ${width}×${height}`,
      ).toBeLessThanOrEqual(height);
      expect((await decision.boundingBox())!.width).toBeGreaterThanOrEqual(17.5 * rem);
      const m = (await map.boundingBox())!;
      const z = (await zoom.boundingBox())!;
      expect(m.width).toBeGreaterThanOrEqual(mapMin);
      // On a laptop the zoom buttons lie in a row under the map; on a large screen in their strip beside it.
      if (below) expect(z.y).toBeGreaterThanOrEqual(m.y + m.height - 2);
      else expect(z.x).toBeGreaterThanOrEqual(m.x + m.width - 2);
    }).toPass({ timeout: 10_000 });
    await snap(page, `table-frame-gangsters-${width}`);
  }
});

test('a Shootout’s dice stay for the turn that follows it, then leave by themselves', async ({ page, app }) => {
  test.setTimeout(90_000);
  const p = await prepare(app.url, 'shootout', ['Nonna', 'Zio', 'Zia', 'Lefty']);
  const conn = await api(app.url);
  type Update = { version: number; legal: { type: string }[]; pending: { seat: number; kind: string }[] };
  type Spectator = Update & { view: { turn: { number: number } } };
  /** One decision of whoever the game waits for, the plainest (end, pass, else the first listed); the turn after it. */
  const step = async (): Promise<number> => {
    const s = (await conn.call('match.watch', { matchId: p.matchId, seat: 'spectator' })) as Spectator;
    const seat = s.pending.find((q) => q.kind !== 'anytime')!.seat;
    const u = (await conn.call('match.watch', { matchId: p.matchId, seat })) as Update;
    const action = u.legal.find((a) => a.type === 'end') ?? u.legal.find((a) => a.type === 'pass') ?? u.legal[0];
    await conn.call('match.act', { matchId: p.matchId, seat, version: u.version, action });
    const after = (await conn.call('match.watch', { matchId: p.matchId, seat: 'spectator' })) as Spectator;
    return after.view.turn.number;
  };
  try {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${app.url}#/match/${p.matchId}`);
    const decision = page.getByRole('region', { name: 'Your decision' });
    await pastCurtain(page, decision);
    const dice = page.getByRole('region', { name: 'The last Shootout' });
    // The Shootout is fought out (its last question answered), which ends its Gang's turn.
    const turn = await step();
    await pastCurtain(page, dice);
    await expect(dice).toContainText('Shots fired');
    // The next Gang plays its turn with the dice in sight; once another turn starts they are gone, unclicked.
    let now = turn;
    for (let i = 0; i < 30 && now === turn; i++) now = await step();
    expect(now).toBeGreaterThan(turn);
    await pastCurtain(page, decision, 30_000);
    await expect(dice).toHaveCount(0);
  } finally {
    conn.close();
  }
});

test('with secret cash, the curtain at an ordinary turn says why it comes round: each player’s cash is theirs to see', async ({
  page,
  app,
}) => {
  test.setTimeout(90_000);
  const conn = await api(app.url);
  let matchId = '';
  try {
    const seats = ['Nonna', 'Zio'].map((name) => ({ kind: 'human', name }));
    ({ matchId } = (await conn.call('match.create', {
      gameId: 'gangsters',
      options: { secretCash: true },
      seats,
      seed: 'secret-cash-curtain',
    })) as { matchId: string });
    // The opening (Joints chosen, starting Gangs recorded and placed) played through the API, each seat's first
    // listed answer, until a Gang is asked to take its first turn.
    for (let i = 0; i < 200; i++) {
      const u = (await conn.call('match.watch', { matchId, seat: 'spectator' })) as {
        pending: { seat: number; kind: string }[];
        view: { phase: string };
      };
      if (!['draft', 'recruit', 'place'].includes(u.view.phase) || u.pending.length === 0) break;
      const seat = u.pending[0]!.seat;
      const mine = (await conn.call('match.watch', { matchId, seat })) as {
        version: number;
        legal: unknown[] | null;
      };
      await conn.call('match.act', { matchId, seat, version: mine.version, action: mine.legal?.[0] });
    }
  } finally {
    conn.close();
  }
  await page.goto(`${app.url}#/match/${matchId}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('#curtain-why')).toHaveText('Cash is kept secret in this game: your screen shows yours');
  await snap(page, 'table-frame-curtain-secret-cash');
});
