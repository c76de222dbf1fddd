import { expect, type Page } from '@playwright/test';
import { seatTable, startGame } from './lobby';
import { test } from './server';
import { snap } from './shots';

/**
 * The Gangsters board's printed words are read without zooming on a laptop: at 1280×720, the smallest
 * window the table is made for (and at 1366×768), every name and price the board prints (buildings, their Entrance tabs,
 * streets, bridges, the Gangs' edges) stands at least 9 px on screen, the names in the one-space blocks
 * too (some printed in a shorter form there), and the place's card gives any name whole.
 */

interface Printed {
  readonly kind: string;
  readonly text: string;
  readonly px: number;
}

/** Every word printed on the board (not the pieces, nor what lights up), with its size on screen. */
function printed(page: Page): Promise<Printed[]> {
  return page.evaluate(() => {
    const svg = document.querySelector('.gangsters-map svg');
    if (!svg) return [];
    const kinds: [string, string][] = [
      ['.building.tiny .label text:not(.value)', 'name in a one-space block'],
      ['.building .label text:not(.value)', 'building name'],
      ['.building .label text.value', 'price'],
      ['.building .tab text', 'tab price'],
      ['.streets text', 'street'],
      ['.river text', 'river or bridge'],
      ['.edge text', 'Gang edge'],
    ];
    const out: { kind: string; text: string; px: number }[] = [];
    const seen = new Set<Element>();
    for (const [selector, kind] of kinds)
      for (const t of Array.from(svg.querySelectorAll<SVGTextElement>(selector))) {
        if (seen.has(t) || !t.textContent?.trim()) continue;
        seen.add(t);
        const m = t.getScreenCTM();
        if (!m) continue;
        const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
        out.push({ kind, text: t.textContent.trim(), px: Math.round(px * 10) / 10 });
      }
    return out;
  });
}

test('at 1280×720 the board prints its names and prices at 9 px or more', async ({ page, app }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await seatTable(page, app.url, [{ guest: 'Little Tony' }, { bot: 'Normal' }, { bot: 'Hard' }]);
  await startGame(page);
  const map = page.getByRole('group', { name: /streets, buildings and pieces/ });
  await expect(map).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await snap(page, 'gangsters-print-1280');

  const all = await printed(page);
  // Every kind of word is measured: 59 buildings, their tabs, the streets, the river, the Gangs' edges.
  for (const kind of ['building name', 'price', 'tab price', 'street', 'river or bridge', 'Gang edge'])
    expect(all.filter((p) => p.kind === kind).length, kind).toBeGreaterThan(1);
  const small = (floor: number, list: readonly Printed[]) =>
    list.filter((p) => p.px < floor).map((p) => `${p.kind} "${p.text}" ${p.px} px`);
  expect(all.filter((p) => p.kind === 'name in a one-space block').length).toBeGreaterThan(5);
  expect(small(9, all)).toEqual([]);

  // A name printed short in its small block is whole on the place's card, with its price.
  const card = page.getByTestId('place-card');
  await page.locator('[data-target="corner-newsstand"]').hover();
  await expect(card).toContainText('Corner Newsstand');
  await expect(card).toContainText('A yellow building · $200');
  await page.mouse.move(0, 0);
  await expect(card).toHaveCount(0);
});
