/**
 * What a replay's plot shows in its last stretch, read off its canvas: whether each player's line can be seen
 * there, in that player's own colour (two players level at the end must not draw one line over the other).
 */
import type { Page } from '@playwright/test';

/**
 * For each of `names` (as the plot's legend names them), how many of the plot's pixels in its last tenth (the
 * end of the game) are drawn in that player's colour.
 */
export async function endPixels(page: Page, names: readonly string[]): Promise<Record<string, number>> {
  return page.locator('figure.plot').evaluate((figure, wanted) => {
    const canvas = figure.querySelector('canvas');
    const over = figure.querySelector('.u-over');
    if (!canvas || !over) throw new Error('no plot drawn');
    const scale = canvas.width / canvas.getBoundingClientRect().width;
    const c = canvas.getBoundingClientRect();
    const o = over.getBoundingClientRect();
    const left = Math.round((o.left - c.left + o.width * 0.9) * scale);
    const top = Math.round((o.top - c.top) * scale);
    const width = Math.round(o.width * 0.1 * scale);
    const height = Math.round(o.height * scale);
    const pixels = canvas.getContext('2d')!.getImageData(left, top, width, height).data;
    const rgb = (colour: string): number[] => {
      const probe = document.createElement('span');
      probe.style.color = colour;
      document.body.append(probe);
      const read = getComputedStyle(probe).color;
      probe.remove();
      return (read.match(/\d+/g) ?? []).slice(0, 3).map(Number);
    };
    const counts: Record<string, number> = {};
    for (const row of Array.from(figure.querySelectorAll('.u-series'))) {
      const name = row.querySelector('.u-label')?.textContent?.trim() ?? '';
      const marker = row.querySelector<HTMLElement>('.u-marker');
      if (!wanted.includes(name) || !marker) continue;
      const [r, g, b] = rgb(marker.style.borderColor);
      let n = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        const d = Math.abs(pixels[i]! - r!) + Math.abs(pixels[i + 1]! - g!) + Math.abs(pixels[i + 2]! - b!);
        if (pixels[i + 3]! > 200 && d < 30) n++;
      }
      counts[name] = n;
    }
    return counts;
  }, names);
}
