/** The keyboard in end-to-end tests: moving the focus to a control, and whether the focus shows there. */
import type { Locator, Page } from '@playwright/test';

/**
 * Presses `key` (Tab, or Shift+Tab to go back) until the focus is on an element of `target`, `max` presses
 * at most; throws naming what the focus passed on its way when it never gets there.
 */
export async function tabTo(page: Page, target: Locator, { max = 200, key = 'Tab' } = {}): Promise<void> {
  const focused = () =>
    target.evaluateAll((els) => els.some((el) => el === document.activeElement), null).catch(() => false);
  const passed: string[] = [];
  for (let i = 0; i < max; i++) {
    if (await focused()) return;
    await page.keyboard.press(key);
    passed.push(
      await page.evaluate(() => {
        const el = document.activeElement;
        return `${el?.tagName ?? '?'}:${(el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim().slice(0, 24)}`;
      }),
    );
  }
  if (await focused()) return;
  throw new Error(`${key} never reached ${target.toString()}; it passed ${passed.slice(-12).join(' | ')}`);
}

/**
 * How the focused control shows its focus: the ring a place on a map or a chart position draws ('ring
 * <colour>': an SVG group draws no outline of its own), an outline ('outline <width>') or a shadow round
 * it ('shadow …'); 'none' when nothing is drawn or nothing has the focus.
 */
export async function focusShown(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'none';
    const ring = el.querySelector(':scope > .ring, :scope > .focus-ring');
    if (ring) {
      const r = getComputedStyle(ring);
      const drawn = r.display !== 'none' && r.stroke !== 'none' && parseFloat(r.strokeWidth) > 0;
      if (drawn) return `ring ${r.stroke}`;
    }
    const s = getComputedStyle(el);
    if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) return `outline ${s.outlineWidth}`;
    return s.boxShadow === 'none' ? 'none' : `shadow ${s.boxShadow}`;
  });
}

/**
 * How plainly the focused control's outline stands out from what it is drawn on, as a WCAG contrast ratio
 * (1.4.11 asks 3:1 of a focus indicator): an outline drawn outside the control sits on the first
 * ancestor with a background of its own (a paper card's ring sits on the ink page round it, not on the
 * card's paper); one drawn inside sits on the control itself. Null when no outline is drawn.
 */
export async function focusOutlineContrast(page: Page): Promise<{ ratio: number; what: string } | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const s = getComputedStyle(el);
    if (s.outlineStyle === 'none' || parseFloat(s.outlineWidth) < 2) return null;
    const rgba = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = (c: number[]) => {
      const [r = 0, g = 0, b = 0] = c.slice(0, 3).map((v) => {
        const x = v / 255;
        return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    let under: Element | null = parseFloat(s.outlineOffset) < 0 ? el : el.parentElement;
    let ground = [21, 18, 15, 1];
    for (; under; under = under.parentElement) {
      const bg = rgba(getComputedStyle(under).backgroundColor);
      if (bg.length >= 3 && (bg[3] ?? 1) > 0.5) {
        ground = bg;
        break;
      }
    }
    const a = lum(rgba(s.outlineColor));
    const b = lum(ground);
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return {
      ratio,
      what: `${el.tagName}.${el.getAttribute('class') ?? ''} “${name}” ${s.outlineColor} on rgb(${ground.slice(0, 3).join(',')})`,
    };
  });
}
