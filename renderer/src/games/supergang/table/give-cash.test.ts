/// <reference types="vite/client" />
/**
 * The give-cash form's fields (SG-11.4.5) read on the paper panel: the app's dark colour scheme gave them
 * the browser's dark field under the paper's dark words (axe: 1.7:1 and 3.5:1). They are the theme's paper
 * fields, whose light field and dark words must meet WCAG AA's 4.5:1 between them.
 */
import { describe, expect, it } from 'vitest';
// The theme's styles as written: vitest lets this one stylesheet through (build/vitest.config.ts).
import THEME_CSS from '../../../styles/theme.css?raw';
import FORM from './SgGiveCash.svelte?raw';

/** A colour of the theme's styles, a theme variable by its value in theme.css (its CSS is not loaded here). */
function colour(value: string): string {
  const v = /^var\((--[\w-]+)\)$/.exec(value.trim());
  if (!v) return value.trim();
  const def = new RegExp(`${v[1] ?? ''}:\\s*(#[0-9a-f]{6})`, 'i').exec(THEME_CSS)?.[1];
  if (!def) throw new Error(`${v[1] ?? value} is not a colour of the theme`);
  return def;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

describe('the give-cash form on paper', () => {
  it('SG-11.4.5 its gang and amount fields are dark words on a light field, at least 4.5:1', () => {
    for (const field of ['select', 'input']) {
      const tag = new RegExp(`<${field}\\s[^>]*?\\bclass="([^"]*)"`).exec(FORM)?.[1] ?? '';
      expect(tag.split(/\s+/), `the ${field} is a paper field`).toContain('paper-field');
    }
    // And the form's own styles do not paint over the paper field's colours.
    const style = /<style>([\s\S]*)<\/style>/.exec(FORM)?.[1] ?? '';
    expect(style).not.toMatch(/(?:^|[;{\s])(?:background(?:-color)?|color):/);
    const rule = /\.paper-field\s*\{([^}]*)\}/.exec(THEME_CSS)?.[1] ?? '';
    const background = /(?:^|;|\n)\s*background(?:-color)?:\s*([^;]+);/.exec(rule)?.[1];
    const words = /(?:^|;|\n)\s*color:\s*([^;]+);/.exec(rule)?.[1];
    expect(background, 'paper fields set their own background').toBeDefined();
    expect(words, 'paper fields set their own colour of words').toBeDefined();
    expect(contrast(colour(background ?? ''), colour(words ?? ''))).toBeGreaterThanOrEqual(4.5);
  });
});
