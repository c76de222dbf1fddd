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
