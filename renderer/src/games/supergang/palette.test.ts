/** The colour-blind-safe palette keeps a gang's pieces apart from the district they stand on. */
import { describe, expect, it } from 'vitest';
// The two stylesheets as written (vitest lets these two through, build/vitest.config.ts).
import THEME_CSS from '../../styles/theme.css?raw';
import MAP_CSS from './map.css?raw';

/** The custom properties a CSS block sets, by name (`--seat-red` → `#d55e00`). */
function props(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  const body = css.slice(start, css.indexOf('}', start));
  return new Map(
    [...body.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{3,8})/gi)].map((m) => [m[1] ?? '', (m[2] ?? '').toLowerCase()]),
  );
}

describe('the colour-blind-safe palette on the SuperGang city', () => {
  it('gives no district the colour a SuperGang gang wears (red, blue, green, yellow)', () => {
    const seats = props(THEME_CSS, ":root[data-palette='colour-blind']");
    const districts = props(MAP_CSS, ":root[data-palette='colour-blind'] .supergang-map");
    const gangs = ['red', 'blue', 'green', 'yellow'].map((c) => seats.get(`--seat-${c}`));
    expect(gangs.every(Boolean)).toBe(true);
    const ids = ['old-quarter', 'heights', 'crossroads', 'docks', 'market'];
    const fills = ids.map((d) => districts.get(`--d-${d}`));
    expect(fills.every(Boolean)).toBe(true);
    for (const [i, fill] of fills.entries()) expect(gangs, `${ids[i]} ${fill}`).not.toContain(fill);
    // Five districts, five colours.
    expect(new Set(fills).size).toBe(5);
  });
});
