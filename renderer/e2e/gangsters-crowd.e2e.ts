import { expect, test, type Page } from '@playwright/test';
import type { GangstersState } from '../../core/games/gangsters/state';
import { playLeadUp, type LeadUpMoves } from './lead-up';
import { pastCurtain } from './screen';
import { appForFile } from './server';
import { snap } from './shots';

/**
 * The pieces on a crowded board are read without zooming at 1280×720: every letter and number printed on a
 * piece (its kind, its strength, a stack's count) or on a Joint (its owner's chip, its level) stands at
 * least 9 px on screen, and no piece covers another's print. Pieces sharing a street space stack: one face with a count, the place's
 * card naming every piece there, and a piece of the stack can still be picked to move.
 */

const NAMES = ['Nonna Rosa', 'Uncle Sal'];
const app = appForFile();

interface Crowd extends LeadUpMoves {
  readonly seat: number;
  readonly place: string;
  readonly state: GangstersState;
}

/**
 * A seeded game played up to a Movement Phase with a piece to move on a crowded place (`gangsters-lead-up.ts`):
 * two pieces or more on a street space, or three or more in a building.
 */
async function crowd(page: Page, position: 'crowd-street' | 'crowd-building'): Promise<Crowd> {
  const { matchId, lead } = await playLeadUp<Crowd>(app().url, 'gangsters-lead-up.ts', 'gangsters', position, NAMES);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${app().url}#/match/${matchId}`);
  await pastCurtain(page, page.getByRole('heading', { name: `Your move, ${NAMES[lead.seat]}` }));
  await page.evaluate(() => document.fonts.ready);
  return lead;
}

interface Print {
  readonly text: string;
  readonly px: number;
  /** The token (or stack) printing it. */
  readonly owner: string;
  readonly box: { x: number; y: number; w: number; h: number };
}

/** Every letter and number the pieces and Joints print where it can be seen, with its size and box on screen. */
function piecePrint(page: Page): Promise<Print[]> {
  return page.evaluate(() => {
    const out: Print[] = [];
    const svg = document.querySelector('.gangsters-map svg');
    for (const t of Array.from(svg?.querySelectorAll<SVGTextElement>('.pieces text, .chip text') ?? [])) {
      const group = t.closest('.token, .stack, .level, .chip');
      if (!group || !t.textContent?.trim() || getComputedStyle(group).opacity === '0') continue;
      const m = t.getScreenCTM();
      if (!m) continue;
      const r = t.getBoundingClientRect();
      out.push({
        text: t.textContent.trim(),
        px: Math.round(parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b) * 10) / 10,
        owner:
          group.getAttribute('data-key') ??
          group.getAttribute('data-stack') ??
          `${group.getAttribute('class')?.split(' ')[0]} ${Math.round(r.x)},${Math.round(r.y)}`,
        box: { x: r.x, y: r.y, w: r.width, h: r.height },
      });
    }
    return out;
  });
}

/** The print of different pieces that overlaps on screen (a Joint's chip may be under a piece). */
function overlaps(all: readonly Print[]): string[] {
  const out: string[] = [];
  const pieces = all.filter((p) => !p.owner.startsWith('chip'));
  for (const [i, a] of pieces.entries())
    for (const b of pieces.slice(i + 1)) {
      if (a.owner === b.owner) continue;
      const w = Math.min(a.box.x + a.box.w, b.box.x + b.box.w) - Math.max(a.box.x, b.box.x);
      const h = Math.min(a.box.y + a.box.h, b.box.y + b.box.h) - Math.max(a.box.y, b.box.y);
      if (w > 0.5 && h > 0.5) out.push(`${a.owner} "${a.text}" × ${b.owner} "${b.text}"`);
    }
  return out;
}

/**
 * Every piece's print reads at each window size in `sizes` (at 1280 px the map is smallest, at 1366 px the
 * side column is wider), with a screenshot at the first when `shot` is named; back at 1280×720 after.
 */
async function readable(page: Page, sizes: readonly (readonly [number, number])[], shot?: string): Promise<void> {
  for (const [i, [width, height]] of sizes.entries()) {
    await page.setViewportSize({ width, height });
    const all = await piecePrint(page);
    expect(all.length).toBeGreaterThan(6);
    expect(all.filter((p) => p.px < 9).map((p) => `${width}: ${p.owner} "${p.text}" ${p.px} px`)).toEqual([]);
    expect(overlaps(all)).toEqual([]);
    if (i === 0 && shot) await snap(page, `${shot}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const LAPTOPS = [
  [1280, 720],
  [1366, 768],
] as const;

/** Clicks the middle of what `selector` draws on the map (the click lands on the place beneath). */
async function clickOn(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).boundingBox();
  expect(box).not.toBeNull();
  if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The token of `key` shows on top, ringed as picked. */
async function pickedOnTop(page: Page, key: string): Promise<void> {
  const picked = page.locator(`.pieces .token.picked[data-key="${key}"]`);
  await expect(picked).toBeVisible();
  await expect(picked).not.toHaveClass(/under/);
  await expect(picked).toHaveCSS('opacity', '1');
}

test('pieces sharing a street space stack, readable, and one of them can be picked', async ({ page }) => {
  test.setTimeout(150_000);
  const c = await crowd(page, 'crowd-street');
  const here = [
    ...c.state.gangs.flatMap((g) =>
      (['racketeer', 'thug', 'vamp'] as const).flatMap((k) => (g.pieces[k]?.at === c.place ? [`${g.seat}:${k}`] : [])),
    ),
    ...c.state.cops.flatMap((p) => (p.at === c.place ? [`cop:${p.strength}`] : [])),
    ...c.state.publics.flatMap((p) => (p.at === c.place ? [`public:${p.id}`] : [])),
  ];
  expect(here.length).toBeGreaterThanOrEqual(2);
  await readable(page, LAPTOPS);

  // One token shows on the space, with a count of the others there.
  const stack = page.locator(`.pieces [data-stack="${c.place}"]`);
  await expect(stack).toHaveAttribute('data-count', String(here.length));
  await expect(stack.locator('text.count')).toHaveText(`+${here.length - 1}`);
  const seen = page.locator('.pieces .token:not(.under)');
  const faces = await seen.evaluateAll((gs) => gs.map((g) => g.getAttribute('data-key')));
  expect(faces.filter((k) => k !== null && here.includes(k))).toHaveLength(1);

  // The place's card names every piece there.
  await page.locator(`[data-target="${c.place}"]`).hover();
  const card = page.getByTestId('place-card');
  await expect(card).toContainText('Here:');
  const kinds = await card.textContent();
  expect(kinds?.split('Here:')[1]?.split(',').length).toBe(here.length);
  await page.mouse.move(0, 0);

  // A click on the stack picks this seat's piece there: it shows on top, ringed as picked.
  const mine = here.find((k) => k.startsWith(`${c.seat}:`));
  expect(mine).toBeTruthy();
  await clickOn(page, `.pieces [data-stack="${c.place}"]`);
  await expect(page.getByRole('group', { name: 'Your choices' }).getByText('Moving:')).toBeVisible();
  await pickedOnTop(page, mine ?? '');
  await readable(page, [[1280, 720]], 'gangsters-crowd-street-picked');
});

test('pieces in a building stand in its cells, clear of each other, readable', async ({ page }) => {
  test.setTimeout(150_000);
  const c = await crowd(page, 'crowd-building');
  await readable(page, LAPTOPS, 'gangsters-crowd-building');
  // Each piece of the building stands apart: as many spots as the building has cells for them.
  const spots = await page
    .locator('.pieces .token:not(.under)')
    .evaluateAll((gs) => gs.map((g) => (g as SVGGElement).style.transform));
  expect(new Set(spots).size).toBe(spots.length);
  await page.locator(`[data-target="${c.place}"]`).hover();
  await expect(page.getByTestId('place-card')).toContainText('Here:');

  // With one piece picked, a click on another's cell picks that very piece, not the next in turn.
  const mine = c.state.gangs
    .filter((g) => g.seat === c.seat)
    .flatMap((g) => (['racketeer', 'thug', 'vamp'] as const).filter((k) => g.pieces[k]?.at === c.place))
    .map((k) => `${c.seat}:${k}`);
  expect(mine.length).toBeGreaterThanOrEqual(3);
  for (const key of [mine[0], mine[2], mine[1]]) {
    await clickOn(page, `.pieces .token[data-key="${key}"]`);
    await pickedOnTop(page, key ?? '');
  }
});
