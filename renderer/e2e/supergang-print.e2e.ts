import { expect, test, type Page } from '@playwright/test';
import { api, playLeadUp, type LeadUpMoves } from './lead-up';
import { pastCurtain } from './screen';
import { appForFile } from './server';
import { snap } from './shots';

/**
 * SuperGang's pieces are read without zooming on a laptop: at 1280×720, the smallest window the table is
 * made for (and at 1366×768), pieces crowding one street square stand 14 px across or more and print their
 * letter or number at 9 px or more, and a click on any of them still picks that very piece. Two seeded
 * four-gang games reach a crowd (`supergang-lead-up.ts`): four gangsters on one square, two of them
 * to move, then two gangsters and a cop group on another, one of them to move. And at a game's start, when
 * every piece waits in the centre, too small to read there, pointing at the centre shows them in its loupe.
 */

const sharedApp = appForFile();
const SIZES = [
  [1280, 720],
  [1366, 768],
] as const;
/** The parts of the centre, where the pieces waiting, jailed, hurt or dead stand in rows (not measured here). */
const CENTRE = ['centre', 'jail', 'clinic', 'graveyard'];

interface Measured {
  readonly id: string;
  readonly place: string;
  readonly movable: boolean;
  /** The token's width on screen and its print's size, in pixels. */
  readonly width: number;
  readonly px: number;
  readonly x: number;
  readonly y: number;
}

/** Every piece on a street square or in a shop, with its size and its print's size on screen. */
function measured(page: Page): Promise<Measured[]> {
  return page.evaluate((centre) => {
    const out: Measured[] = [];
    for (const g of Array.from(document.querySelectorAll<SVGGElement>('.pieces [data-piece]'))) {
      const place = g.dataset.place ?? '';
      const token = g.querySelector('.token');
      const text = g.querySelector<SVGTextElement>('.token text');
      const m = text?.getScreenCTM();
      if (centre.includes(place) || !token || !text || !m) continue;
      const box = token.getBoundingClientRect();
      out.push({
        id: g.dataset.piece ?? '',
        place,
        movable: g.classList.contains('movable'),
        width: Math.round(box.width * 10) / 10,
        px: Math.round(parseFloat(getComputedStyle(text).fontSize) * Math.hypot(m.a, m.b) * 10) / 10,
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
    }
    return out;
  }, CENTRE);
}

/** The piece a click at (x, y) lands on, by its id (null: none). */
const pieceAt = (page: Page, x: number, y: number): Promise<string | null> =>
  page.evaluate(
    ([px, py]) => document.elementFromPoint(px, py)?.closest<SVGGElement>('[data-piece]')?.dataset.piece ?? null,
    [x, y] as const,
  );

for (const [position, most, cop, movers] of [
  ['four', 4, false, 2],
  ['cop', 3, true, 1],
] as const)
  test(`pieces crowding a square (${position === 'cop' ? 'with a cop group' : 'four gangsters'}) are read at a laptop's size`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const app = sharedApp();
    const { matchId } = await playLeadUp<LeadUpMoves>(app.url, 'supergang-lead-up.ts', 'supergang', position, [
      'Nonna Rosa',
      'Uncle Sal',
      'Aunt Lu',
      'Cousin Vi',
    ]);
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await page.goto(`${app.url}#/match/${matchId}`);
      await pastCurtain(page, page.locator('.piece.movable').first(), 60_000);
      await page.evaluate(() => document.fonts.ready);
      // Nothing pointed at or focused: the pointer left where the curtain was tapped could rest on the centre,
      // whose loupe then lies over the squares around it (a click there goes to the loupe, not a piece).
      await page.mouse.move(0, 0);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await expect(page.locator('[data-loupe]')).toHaveCount(0);

      const all = await measured(page);
      const byPlace = new Map<string, Measured[]>();
      for (const p of all) byPlace.set(p.place, [...(byPlace.get(p.place) ?? []), p]);
      const shared = [...byPlace.values()].filter((list) => list.length >= 2).flat();
      // The crowd the lead-up reached is there: `most` pieces on one place, a cop group among them if asked.
      expect(Math.max(...[...byPlace.values()].map((l) => l.length))).toBeGreaterThanOrEqual(most);
      if (cop) expect(shared.some((p) => p.id.startsWith('cops:'))).toBe(true);
      // Pieces the seat to move may move among them, to click on.
      expect(shared.filter((p) => p.movable).length).toBeGreaterThanOrEqual(movers);
      await snap(page.locator('.board-map'), `supergang-print-${position}-${width}`);

      const small = shared
        .filter((p) => p.width < 14 || p.px < 9)
        .map((p) => `${p.id} ${p.width} px, print ${p.px} px`);
      expect(small, `${width}×${height}: pieces sharing a place`).toEqual([]);

      // A click on a movable piece of a crowd lands on that very piece: at its middle, and most of the way
      // to its edge on each neighbour's side.
      for (const me of shared.filter((p) => p.movable)) {
        expect(await pieceAt(page, me.x, me.y)).toBe(me.id);
        for (const them of byPlace.get(me.place) ?? []) {
          if (them === me) continue;
          const d = Math.hypot(them.x - me.x, them.y - me.y);
          const f = (0.8 * me.width) / 2 / d;
          expect(
            await pieceAt(page, me.x + (them.x - me.x) * f, me.y + (them.y - me.y) * f),
            `${me.id} by ${them.id}`,
          ).toBe(me.id);
        }
      }
    }
  });

test('at the start, pointing at the centre shows every piece waiting there at a size a laptop reads', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const app = sharedApp();
  const conn = await api(app.url);
  const seats = ['Nonna Rosa', 'Uncle Sal', 'Aunt Lu', 'Cousin Vi'].map((name) => ({ kind: 'human', name }));
  const { matchId } = (await conn
    .call('match.create', { gameId: 'supergang', options: { duelStyle: 'dice' }, seats, seed: 'sg-e2e-loupe-0' })
    .finally(() => conn.close())) as { matchId: string };
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${app.url}#/match/${matchId}`);
  const centre = page.locator('[data-target="centre"]');
  await pastCurtain(page, centre, 60_000);
  await page.evaluate(() => document.fonts.ready);
  const loupe = page.locator('[data-loupe]');
  await expect(loupe).toHaveCount(0);

  const box = await centre.boundingBox();
  if (!box) throw new Error('no centre on the map');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.8);
  await expect(loupe).toBeVisible();
  await expect(loupe).toBeInViewport({ ratio: 1 });
  await expect(loupe.getByText('Waiting to set out')).toBeVisible();
  await snap(page, 'supergang-print-loupe-1280');
  const sizes = await loupe.evaluate((g) =>
    Array.from(g.querySelectorAll('text')).map((t) => {
      const m = t.getScreenCTM();
      const token = t.closest('[data-loupe-piece]')?.querySelector('.token')?.getBoundingClientRect();
      return {
        text: t.textContent ?? '',
        px: m ? parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b) : 0,
        width: token?.width ?? null,
      };
    }),
  );
  // The part's name and the twelve gangsters' letters and the two cop groups' numbers.
  expect(sizes).toHaveLength(15);
  expect(sizes.filter((x) => x.px < 9).map((x) => `${x.text} ${x.px.toFixed(1)} px`)).toEqual([]);
  expect(sizes.filter((x) => x.width !== null && x.width < 14).map((x) => `${x.text} ${x.width} px`)).toEqual([]);

  // Pointing away closes it.
  await page.mouse.move(5, 5);
  await expect(loupe).toHaveCount(0);
});
