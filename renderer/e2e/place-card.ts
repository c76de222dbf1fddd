/** The place card of a city map (Gangsters' table, SuperGang's City guide): where it shows, from a place. */
import type { Locator, Page } from '@playwright/test';

/**
 * The places at the four edges of `map` (top, foot, left, right) whose middle the pointer reaches (no piece
 * over it): their ids and middles on screen, once the map has settled (the same over two frames: a window
 * just resized draws the map at its new size a frame or more later, and a middle read before that is not
 * where the place ends up).
 */
export function edgePlaces(map: Locator): Promise<{ id: string; x: number; y: number }[]> {
  return map.evaluate(async (m) => {
    const read = () => {
      const all = Array.from(m.querySelectorAll<SVGGElement>('[data-target]')).flatMap((t) => {
        const r = t.getBoundingClientRect();
        const x = r.x + r.width / 2;
        const y = r.y + r.height / 2;
        return document.elementFromPoint(x, y)?.closest('[data-target]') === t ? [{ id: t.dataset.target!, x, y }] : [];
      });
      const by = (f: (p: { x: number; y: number }) => number) => all.reduce((a, b) => (f(b) < f(a) ? b : a));
      return [by((p) => p.y), by((p) => -p.y), by((p) => p.x), by((p) => -p.x)];
    };
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    let last = read();
    for (let tries = 0; tries < 60; tries++) {
      await frame();
      const now = read();
      if (JSON.stringify(now) === JSON.stringify(last)) return now;
      last = now;
    }
    return last;
  });
}

/**
 * What is wrong with where the place card shows for place `id` (nothing: an empty list): outside the map
 * that holds it (the box it is placed in), over the place, or more than 24 px from it.
 */
export async function cardFaults(page: Page, id: string): Promise<string[]> {
  const card = page.getByTestId('place-card');
  const c = await card.boundingBox();
  const m = await card.evaluate((el) => {
    const r = (el as HTMLElement).offsetParent?.getBoundingClientRect();
    return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
  });
  const p = await page.locator(`[data-target="${id}"]`).boundingBox();
  if (!c || !m || !p) return ['not drawn'];
  const apart = Math.max(p.x - (c.x + c.width), c.x - (p.x + p.width), p.y - (c.y + c.height), c.y - (p.y + p.height));
  const faults: string[] = [];
  if (
    c.x < m.x - 0.5 ||
    c.y < m.y - 0.5 ||
    c.x + c.width > m.x + m.width + 0.5 ||
    c.y + c.height > m.y + m.height + 0.5
  )
    faults.push('outside the map');
  if (apart < 0) faults.push('over the place');
  if (apart > 24) faults.push(`${Math.round(apart)} px from the place`);
  return faults;
}
