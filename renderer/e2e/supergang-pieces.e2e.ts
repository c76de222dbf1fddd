import { expect, test, type Locator, type Page } from '@playwright/test';
import { pastCurtain } from './screen';
import { appForFile } from './server';
import { prepareSg } from './supergang-positions';
import { snap } from './shots';

/**
 * SuperGang's pieces on the city, at a seeded position where the gang to move has two of its pieces on
 * one place: a Cop is a shield with its group's number and a gangster a round token with his kind's
 * letter, at 1280×720 and 1920×1080; a click on a ringed piece picks that very piece, wherever on it the
 * click lands; the gang cards say how near each gang is to a whole district (SG-1.1).
 */

const sharedApp = appForFile();
const SIZES = [
  [1280, 720],
  [1920, 1080],
] as const;
const LETTER: Readonly<Record<string, string>> = { killer: 'K', vamp: 'V', dealer: 'D' };

const pieces = (page: Page) => page.locator('.pieces [data-piece]');

/** The centre of a piece's token on screen and its half-width, in pixels. */
async function tokenAt(piece: Locator): Promise<{ x: number; y: number; r: number }> {
  const box = await piece.locator('.token').boundingBox();
  if (!box) throw new Error('a piece without a token');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, r: Math.min(box.width, box.height) / 2 };
}

test('a Cop is told from a gangster by shape and mark, and a click on a ringed piece picks that very piece', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const app = sharedApp();
  const p = await prepareSg(app.url, 'stack', ['Nonna Rosa', 'Uncle Sal', 'Aunt Lu']);
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await page.goto(`${app.url}#/match/${p.matchId}`);
    await pastCurtain(page, page.locator('.piece.movable').first(), 60_000);

    // Every piece is drawn as its kind: a shield with a number for a cop group, a disc with a letter else.
    const all = pieces(page);
    const n = await all.count();
    expect(n).toBeGreaterThan(6);
    let cops = 0;
    for (let i = 0; i < n; i++) {
      const piece = all.nth(i);
      const kind = (await piece.getAttribute('data-kind')) ?? '';
      const name = (await piece.getAttribute('aria-label')) ?? '';
      if (kind === 'cop') {
        cops += 1;
        expect(name).toMatch(/^Cop group [12], /);
        await expect(piece.locator('path.shield')).toHaveCount(1);
        await expect(piece.locator('circle.disc')).toHaveCount(0);
        await expect(piece.locator('text')).toHaveText(/^[12]$/);
      } else {
        expect(name).toMatch(/^(Red|Blue|Green) (Killer|Vamp|Dealer), /);
        await expect(piece.locator('circle.disc')).toHaveCount(1);
        await expect(piece.locator('path.shield')).toHaveCount(0);
        await expect(piece.locator('text')).toHaveText(LETTER[kind] ?? '?');
      }
    }
    expect(cops).toBe(2);
    await snap(page.locator('.board-map'), `supergang-pieces-${width}`);

    // The ringed pieces sharing a place: a click anywhere on one's token picks it, not its neighbour.
    const movable = page.locator('.piece.movable');
    const places = new Map<string, string[]>();
    for (let i = 0; i < (await movable.count()); i++) {
      const m = movable.nth(i);
      const at = (await m.getAttribute('data-place')) ?? '';
      places.set(at, [...(places.get(at) ?? []), (await m.getAttribute('data-piece')) ?? '']);
    }
    const shared = [...places.values()].find((ids) => ids.length >= 2);
    expect(shared, 'two ringed pieces on one place').toBeDefined();
    for (const id of shared ?? []) {
      const piece = page.locator(`.piece.movable[data-piece="${id}"]`);
      const other = page.locator(`.piece.movable[data-piece="${(shared ?? []).find((x) => x !== id)}"]`);
      const me = await tokenAt(piece);
      const them = await tokenAt(other);
      const d = Math.hypot(them.x - me.x, them.y - me.y);
      // The middle, and most of the way to the token's edge on the neighbour's side.
      for (const f of [0, 0.8]) {
        await page.mouse.click(me.x + ((them.x - me.x) / d) * me.r * f, me.y + ((them.y - me.y) / d) * me.r * f);
        await expect(piece).toHaveAttribute('aria-pressed', 'true');
        await expect(other).toHaveAttribute('aria-pressed', 'false');
        // Picked again from the panel's button, it is put down, for the next click to pick afresh.
        await page.locator(`[data-mover="${id}"]`).click();
        await expect(piece).toHaveAttribute('aria-pressed', 'false');
      }
    }

    // Each gang card says how near the gang is to a whole district, with the rule in small print.
    const cards = page.getByRole('region', { name: 'The gangs' }).getByRole('article');
    await expect(cards).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      const line = cards.nth(i).locator('[data-district]');
      await expect(line).toContainText(/^Most of one district: (no shop yet|\d of [78] shops in the )/);
      await expect(line).toContainText('SG-1.1');
    }
  }
});
