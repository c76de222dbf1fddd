/**
 * SuperGang's lit places where a piece already stands: the marker of a lit square (the way a piece may face
 * there) sat at its centre, under the token standing on it, so the family could not see that the place was a
 * destination. A lit place's marker is drawn over the pieces, in its corner, and a click on it reaches the
 * place: the move is made.
 */
import { expect, test, type Page } from '@playwright/test';
import { api } from './lead-up';
import { pastCurtain } from './screen';
import { appForFile } from './server';
import { snap } from './shots';
import { prepareSg } from './supergang-positions';

const sharedApp = appForFile();
const PEOPLE = ['Nonna Rosa', 'Uncle Sal', 'Aunt Lu', 'Cousin Vi'];

interface LitPlace {
  readonly id: string;
  /** The most of its marker any one token covers (0–1). */
  readonly covered: number;
  /** The marker's centre on screen, and whether a click there reaches the place (or a piece passing it on). */
  readonly x: number;
  readonly y: number;
  readonly reaches: boolean;
  /** A piece stands on it. */
  readonly taken: boolean;
}

/** Each lit place: how much of its marker (the one in sight) the tokens cover, and where a click lands. */
function litPlaces(page: Page): Promise<LitPlace[]> {
  return page.evaluate(() => {
    const tokens = Array.from(document.querySelectorAll<SVGGElement>('.pieces [data-piece]')).map((el) => ({
      place: el.dataset.place,
      box: (el.querySelector('.token') ?? el).getBoundingClientRect(),
    }));
    return Array.from(document.querySelectorAll<SVGGElement>('[data-reachable="true"]')).map((t) => {
      const id = t.dataset.target ?? '';
      const marker = (document.querySelector(`[data-lit-over="${id}"] .marker`) ?? t.querySelector('.marker'))!;
      const m = marker.getBoundingClientRect();
      let covered = 0;
      // A token drawn under the marker (the layer over the pieces) does not cover it.
      if (!marker.closest('[data-lit-over]'))
        for (const k of tokens) {
          const w = Math.max(0, Math.min(m.right, k.box.right) - Math.max(m.left, k.box.left));
          const h = Math.max(0, Math.min(m.bottom, k.box.bottom) - Math.max(m.top, k.box.top));
          covered = Math.max(covered, (w * h) / (m.width * m.height));
        }
      const x = m.x + m.width / 2;
      const y = m.y + m.height / 2;
      const top = document.elementFromPoint(x, y);
      const reaches =
        top?.closest<SVGGElement>('[data-target]')?.dataset.target === id ||
        top?.closest<SVGGElement>('[data-piece]')?.dataset.place === id;
      return { id, covered, x, y, reaches, taken: tokens.some((k) => k.place === id) };
    });
  });
}

for (const position of ['four', 'cop'] as const) {
  test(`${position}: a lit place a piece stands on shows its marker over the piece, and a click on it moves`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const app = sharedApp();
    const p = await prepareSg(app.url, position, PEOPLE);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${app.url}#/match/${p.matchId}`);
    await pastCurtain(page, page.locator('.piece.movable').first(), 60_000);
    const movers = await page.locator('.piece.movable').evaluateAll((els) => els.map((e) => e.dataset.piece ?? ''));
    let taken: { mover: string; place: LitPlace } | null = null;
    for (const mover of movers) {
      await page.locator(`[data-mover="${mover}"]`).click();
      await expect(page.locator('[data-reachable="true"]').first()).toBeAttached();
      const lit = await litPlaces(page);
      for (const place of lit) {
        expect(place.covered, `${mover} to ${place.id}: its marker in sight`).toBeLessThan(0.2);
        expect(place.reaches, `${mover} to ${place.id}: a click on its marker reaches it`).toBe(true);
      }
      const here = lit.find((l) => l.taken);
      if (here && !taken) {
        taken = { mover, place: here };
        await snap(page.locator('.board-map'), `supergang-lit-${position}`);
      }
      await page.locator(`[data-mover="${mover}"]`).click();
      await expect(page.locator('[data-reachable="true"]')).toHaveCount(0);
    }
    expect(taken, 'a lit place a piece stands on').not.toBeNull();

    // A click on that place's marker is a move there.
    const conn = await api(app.url);
    try {
      const version = async () =>
        ((await conn.call('match.watch', { matchId: p.matchId, seat: p.seat })) as { version: number }).version;
      const before = await version();
      await page.locator(`[data-mover="${taken!.mover}"]`).click();
      await expect(page.locator(`[data-lit-over="${taken!.place.id}"]`)).toBeAttached();
      await page.mouse.click(taken!.place.x, taken!.place.y);
      // Some moves ask which way he ends facing: the first answer.
      const facing = page.getByRole('region', { name: 'Your decision' }).getByRole('button', { name: /^Facing / });
      await expect
        .poll(
          async () => {
            if ((await facing.count()) > 0)
              await facing
                .first()
                .click()
                .catch(() => undefined);
            return version();
          },
          { timeout: 15_000 },
        )
        .toBeGreaterThan(before);
    } finally {
      conn.close();
    }
  });
}
