/**
 * What every game's board shares about its place on the screen: how fast pieces walk (none when the
 * app's or the system's "reduce motion" asks), and filling the window below wherever the header ends.
 */
import type { Settings } from '@core/protocol';

/** Milliseconds per square at each animation speed. */
export const STEP_MS = { slow: 190, normal: 120, fast: 70 } as const;

// The system's "reduce motion" counts as much as the app's own setting: pieces then appear, not walk.
const systemCalm = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function isCalm(settings: Settings): boolean {
  return settings.reduceMotion || systemCalm;
}

/** Milliseconds per square for a walking piece or path, 0 when motion is reduced. */
export function stepMsOf(settings: Settings): number {
  return isCalm(settings) ? 0 : STEP_MS[settings.animationSpeed];
}

/**
 * A Svelte action: keeps `--top` on the element at its distance from the page's top, so its height can
 * fill the window below (a long seat rail may wrap and push it down). An element that starts below the
 * window's foot (the final table, under the final scores) is one the reader scrolls to: it may fill the
 * whole window (`--top` 0). Measured from the page's top there, it left the case file beside the final
 * table no height at all (1,140 px of scores above it in a 768 px window).
 *
 * Measured again when the page's body changes size, and when anything before the element does (before it
 * in its parent, or before one of its parents): a notice above the board, or the keyboard's "Skip the
 * board" shown while it has the focus, may come and go without the body changing size, the case file
 * beside the board holding the page's height. The board then kept the height it had with the notice, a
 * band of empty table under it (58 px at 1366×768) until the window was resized or the page reloaded.
 */
export function fillBelow(el: HTMLElement): { destroy: () => void } {
  // Set only when it moved: the page's height changes at nearly every move, the board's top seldom.
  const measure = (): void => {
    const y = el.getBoundingClientRect().top + window.scrollY;
    const top = `${y >= window.innerHeight ? 0 : y}px`;
    if (el.style.getPropertyValue('--top') !== top) el.style.setProperty('--top', top);
  };
  measure();
  const ro = new ResizeObserver(measure);
  ro.observe(document.body);
  for (const other of before(el)) ro.observe(other);
  return { destroy: () => ro.disconnect() };
}

/** The elements before `el` in the page: its earlier siblings, and each of its parents' up to the body's. */
function before(el: Element): Element[] {
  const out: Element[] = [];
  for (let at: Element | null = el; at && at !== document.body; at = at.parentElement)
    for (let x = at.previousElementSibling; x; x = x.previousElementSibling) out.push(x);
  return out;
}
