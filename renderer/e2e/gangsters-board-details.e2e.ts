import { expect, test, type Page } from '@playwright/test';
import type { GangstersState } from '../../core/games/gangsters/state';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { playLeadUp, type LeadUpMoves } from './lead-up';
import { cardFaults, edgePlaces } from './place-card';
import { pastCurtain } from './screen';
import { appForFile, ROOT } from './server';
import { snap } from './shots';

/**
 * The board's details a family notices while the game goes on: a Shootout on a street shows each side's
 * piece on the board, side by side; a building's name stays readable with pieces in it.
 */

const NAMES = ['Nonna Rosa', 'Uncle Sal'];
const BOARD = JSON.parse(readFileSync(join(ROOT, 'resources/gangsters/board.json'), 'utf8')) as {
  buildings: { id: string; name: string }[];
};
const GANG_WORD: Readonly<Record<string, string>> = { red: 'Red', yellow: 'Yellow', green: 'Green', brown: 'Brown' };
const KIND_WORD = { racketeer: 'Racketeer', thug: 'Thug', vamp: 'Vamp' } as const;
/** The die that moves each gangster (G-6.2). */
const MOVE_DIE = { racketeer: 'green', thug: 'black', vamp: 'red' } as const;
const app = appForFile();

interface Lead extends LeadUpMoves {
  readonly seat: number;
  readonly state: GangstersState;
  readonly place?: string;
}

async function open(page: Page, position: 'shootout' | 'crowd-building'): Promise<Lead> {
  const { matchId, lead } = await playLeadUp<Lead>(app().url, 'gangsters-lead-up.ts', 'gangsters', position, NAMES);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${app().url}#/match/${matchId}`);
  await pastCurtain(page, page.getByRole('heading', { name: `Your move, ${NAMES[lead.seat]}` }));
  await page.evaluate(() => document.fonts.ready);
  return lead;
}

interface Printed {
  readonly text: string;
  readonly px: number;
  readonly box: { x: number; y: number; w: number; h: number };
}

/** The text `selector` prints on the map where it can be seen: its size on screen and its capitals' box. */
function printed(page: Page, selector: string): Promise<Printed[]> {
  return page.evaluate((sel) => {
    const out: Printed[] = [];
    for (const t of Array.from(document.querySelectorAll<SVGTextElement>(sel))) {
      const group = t.closest('.token, .stack, .building');
      if (!t.textContent?.trim() || (group && getComputedStyle(group).opacity === '0')) continue;
      const m = t.getScreenCTM();
      if (!m) continue;
      const r = t.getBoundingClientRect();
      const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
      // The capitals' box (the font's box reaches above and below them), across a turned name too.
      const turned = Math.abs(m.b) > Math.abs(m.a);
      const cap = 0.75 * px;
      const box = turned
        ? { x: r.x + (r.width - cap) / 2, y: r.y, w: cap, h: r.height }
        : { x: r.x, y: r.y + (r.height - cap) / 2, w: r.width, h: cap };
      out.push({ text: t.textContent.trim(), px: Math.round(px * 10) / 10, box });
    }
    return out;
  }, selector);
}

/** The boxes on screen of what `selector` draws (the pieces' bodies, a stack's count). */
function shapes(page: Page, selector: string): Promise<{ x: number; y: number; w: number; h: number }[]> {
  return page.locator(selector).evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, w: r.width, h: r.height };
    }),
  );
}

const meet = (a: Printed['box'], b: Printed['box']): boolean =>
  Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.5 &&
  Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.5;

const SIZES = [
  [1280, 720],
  [1920, 1080],
] as const;

test('a Shootout on a street shows both sides on the board, side by side, readable', async ({ page }) => {
  test.setTimeout(150_000);
  const lead = await open(page, 'shootout');
  const q = lead.state.shootout?.questions[0];
  expect(q?.kind).toBe('hit');
  const space = q && 'space' in q ? String(q.space) : '';
  const owners = new Map<string, string>([
    ...lead.state.gangs.flatMap((g) =>
      (['racketeer', 'thug', 'vamp'] as const).flatMap((k) =>
        g.pieces[k]?.at === space ? [[`${g.seat}:${k}`, `seat ${g.seat}`] as const] : [],
      ),
    ),
    ...lead.state.cops.flatMap((c) => (c.at === space ? [[`cop:${c.strength}`, 'cops'] as const] : [])),
  ]);
  expect(new Set(owners.values()).size).toBeGreaterThanOrEqual(2);
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    // A face for each side fighting there, not one face with the others under it.
    const faces = await page
      .locator('.pieces .token:not(.under)')
      .evaluateAll((gs) => gs.map((g) => g.getAttribute('data-key') ?? ''));
    const here = faces.filter((k) => owners.has(k));
    expect(new Set(here.map((k) => owners.get(k))).size).toBe(new Set(owners.values()).size);
    // Their letters and strengths at 9 px or more, none over another's.
    const keys = here.map((k) => `.pieces .token[data-key="${k}"] text`).join(', ');
    const print = await printed(page, keys);
    expect(print.length).toBeGreaterThanOrEqual(2 * here.length - here.filter((k) => k.startsWith('cop')).length);
    expect(print.filter((p) => p.px < 9)).toEqual([]);
    const bodies = await Promise.all(here.map((k) => printed(page, `.pieces .token[data-key="${k}"] text`)));
    for (const [i, a] of bodies.entries())
      for (const b of bodies.slice(i + 1))
        for (const p of a) for (const r of b) expect(meet(p.box, r.box), `${p.text} × ${r.text}`).toBe(false);
    await snap(page, `gangsters-shootout-sides-${width}`);
  }
});

test('a building holding pieces keeps its name readable beside them; a small window shows the whole board', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const lead = await open(page, 'crowd-building');
  const place = lead.place ?? '';
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    const name = await printed(page, `[data-building="${place}"] .label text`);
    expect(name.length).toBeGreaterThan(0);
    expect(name.filter((p) => p.px < 9)).toEqual([]);
    // Every piece's body (its print inside it), every stack's count and every Joint's level.
    const pieces = await shapes(
      page,
      '.pieces .token:not(.under) .shape, .pieces .stack rect.count, .pieces .level rect',
    );
    for (const n of name) for (const p of pieces) expect(meet(n.box, p), `"${n.text}" under a piece`).toBe(false);
    await snap(page, `gangsters-building-name-${width}`);
  }
  // A small window (1280×720 at 150%, 853×480; 1093×614): the whole board in view under the header, the
  // decision beside it.
  for (const [width, height] of [
    [853, 480],
    [1093, 614],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(async () => {
      const board = await page.locator('.gangsters-map > .cell > svg').boundingBox();
      expect(board).not.toBeNull();
      expect(board!.y).toBeLessThan(200);
      expect(board!.y + board!.height).toBeLessThanOrEqual(height);
      expect(board!.x + board!.width).toBeLessThanOrEqual(width);
    }).toPass({ timeout: 5000 });
    await expect(page.getByRole('heading', { name: `Your move, ${NAMES[lead.seat]}` })).toBeInViewport();
    await snap(page, `gangsters-small-window-${width}`);
  }
});

/**
 * The place card (a place's whole name, price and who stands there, shown while it is pointed at) sat in a
 * top corner of the map, far from a place at the map's foot. It is beside the place pointed at, inside the
 * map, and never over the place: at the map's top, foot, left and right alike.
 */
test('the place card shows beside the place pointed at, inside the map, never over it', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, 'shootout');
  await page.setViewportSize({ width: 1366, height: 768 });
  const map = page.getByRole('region', { name: 'The city' });
  const card = page.getByTestId('place-card');
  for (const end of await edgePlaces(map)) {
    await page.mouse.move(end.x, end.y);
    await expect(card).toBeVisible();
    await expect.poll(() => cardFaults(page, end.id), end.id).toEqual([]);
  }
  await snap(page, 'gangsters-place-card');
  await page.mouse.move(0, 0);
  await expect(card).toHaveCount(0);
});

/**
 * The City guide opened from the table mid-turn starts from the table, not from an empty city: the Joints
 * owned as they are, and the piece the Gang may move now, standing where it is, with its die's roll (G-6.3).
 */
test('the City guide opened from the table starts from it: its Joints, and the piece to move where it stands with its roll', async ({
  page,
}) => {
  const lead = await open(page, 'crowd-building');
  const gang = lead.state.gangs.find((g) => g.seat === lead.seat);
  expect(gang).toBeDefined();
  await page.getByRole('link', { name: 'City guide', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'City guide', level: 1 })).toBeVisible();
  const guide = page.locator('main');
  // The deciding Gang, and one of its pieces on the map, where it stands, with that piece's die.
  await expect(guide.getByRole('radio', { name: GANG_WORD[gang!.gang], exact: true })).toBeChecked();
  const kinds = (['racketeer', 'thug', 'vamp'] as const).filter((k) => gang!.pieces[k]);
  const checked = await Promise.all(
    kinds.map((k) => guide.getByRole('radio', { name: KIND_WORD[k], exact: true }).isChecked()),
  );
  const kind = kinds[checked.indexOf(true)];
  expect(kind).toBeDefined();
  const roll = lead.state.turn.dice[MOVE_DIE[kind!]];
  await expect(guide.getByRole('radiogroup', { name: 'Die' }).getByRole('radio', { name: String(roll) })).toBeChecked();
  const at = gang!.pieces[kind!]!.at;
  const name = BOARD.buildings.find((b) => b.id === at)?.name;
  if (name) await expect(guide.getByRole('group', { name: 'Start' })).toContainText(name);
  await expect(guide.getByText(/places? the (Racketeer|Thug|Vamp) can end its move|cannot move exactly/)).toBeVisible();
  // The Joints as owned at the table, Gang by Gang.
  const owned = new Map<string, number>();
  for (const j of Object.values(lead.state.joints))
    if (j.owner !== null) {
      const g = lead.state.gangs.find((x) => x.seat === j.owner)?.gang ?? '';
      owned.set(g, (owned.get(g) ?? 0) + 1);
    }
  const joints = guide.getByRole('group', { name: 'Joints' });
  for (const [g, n] of owned) await expect(joints).toContainText(`${GANG_WORD[g]} ${n}`);
  await snap(page, 'gangsters-guide-from-table-start');
});
