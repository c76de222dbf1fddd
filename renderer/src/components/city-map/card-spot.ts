/**
 * Where a map's place card goes: beside the place it tells of, not in a corner of the map far from it. Below
 * the place, else above it, else to its right or left, wholly inside the map and never over the place (the
 * family reads the card and still sees where they point); where it can, clear of the way drawn to the place
 * too (`avoid`). All in pixels from the map's top left.
 */

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Room kept between the card and the place, and between the card and the map's edge. */
const GAP = 10;
const EDGE = 6;

const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(v, Math.max(lo, hi)));
const overlaps = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The card's top left for a card of `card`'s size, told of `place`, in a map of `map`'s size. */
export function cardSpot(
  place: Rect,
  card: { w: number; h: number },
  map: { w: number; h: number },
  avoid: readonly Rect[] = [],
): { x: number; y: number } {
  // The part of the place in sight (zoomed in, a place may run past the map's edge).
  const left = clamp(place.x, 0, map.w);
  const top = clamp(place.y, 0, map.h);
  const right = clamp(place.x + place.w, 0, map.w);
  const bottom = clamp(place.y + place.h, 0, map.h);
  const across = clamp((left + right) / 2 - card.w / 2, EDGE, map.w - EDGE - card.w);
  const down = clamp((top + bottom) / 2 - card.h / 2, EDGE, map.h - EDGE - card.h);
  const spots = [
    { x: across, y: bottom + GAP, fits: bottom + GAP + card.h <= map.h - EDGE },
    { x: across, y: top - GAP - card.h, fits: top - GAP - card.h >= EDGE },
    { x: right + GAP, y: down, fits: right + GAP + card.w <= map.w - EDGE },
    { x: left - GAP - card.w, y: down, fits: left - GAP - card.w >= EDGE },
  ];
  const clear = (s: { x: number; y: number }) => avoid.every((a) => !overlaps(a, { ...s, ...card }));
  const spot = spots.find((s) => s.fits && clear(s)) ?? spots.find((s) => s.fits);
  if (spot) return { x: spot.x, y: spot.y };
  // A place as large as the map: the card in the corner with the most room.
  return { x: EDGE, y: map.h - bottom > top ? map.h - EDGE - card.h : EDGE };
}

/**
 * Where `card` (absolutely placed in the map that holds it) goes beside the place `id` as the map shows it
 * now (zoomed or not), clear of the way drawn to it where it can be (the box from the piece's start, the
 * place marked `data-start`, to the place: the path is drawn step by step after the card is placed), from
 * the places' click targets, `[data-target]`. Null when there is no such place.
 */
export function spotBeside(card: HTMLElement, id: string): { x: number; y: number } | null {
  const map = card.offsetParent;
  const target = map?.querySelector(`[data-target="${CSS.escape(id)}"]`);
  if (!map || !target) return null;
  const m = map.getBoundingClientRect();
  // Worked out in what the map shows; the card is placed in the map's content, which may be scrolled (a place
  // brought into view by the keyboard scrolls even a map that hides its overflow), so that far further along.
  const sx = map.scrollLeft - map.clientLeft;
  const sy = map.scrollTop - map.clientTop;
  const local = (r: DOMRect): Rect => ({ x: r.left - m.left, y: r.top - m.top, w: r.width, h: r.height });
  const place = local(target.getBoundingClientRect());
  const from = map.querySelector('[data-target][data-start]');
  const way = (s: Rect): Rect => {
    const x = Math.min(s.x, place.x);
    const y = Math.min(s.y, place.y);
    return { x, y, w: Math.max(s.x + s.w, place.x + place.w) - x, h: Math.max(s.y + s.h, place.y + place.h) - y };
  };
  const spot = cardSpot(
    place,
    { w: card.offsetWidth, h: card.offsetHeight },
    { w: m.width, h: m.height },
    from ? [way(local(from.getBoundingClientRect()))] : [],
  );
  return { x: spot.x + sx, y: spot.y + sy };
}

/**
 * Keeps `card` beside the place `id` (`spotBeside`), telling `place` each spot: now, and again whenever the card,
 * the map or the drawing the place is in changes size, or the map scrolls (the board fitted to the window anew
 * after the card was placed moved the place under it). Returns the way to stop.
 */
export function followPlace(
  card: HTMLElement,
  id: string,
  place: (spot: { x: number; y: number } | null) => void,
): () => void {
  const again = (): void => place(spotBeside(card, id));
  again();
  const map = card.offsetParent;
  const drawing = map?.querySelector(`[data-target="${CSS.escape(id)}"]`)?.closest('svg');
  const ro = new ResizeObserver(again);
  for (const el of [card, map, drawing]) if (el) ro.observe(el);
  map?.addEventListener('scroll', again, { passive: true });
  return () => {
    ro.disconnect();
    map?.removeEventListener('scroll', again);
  };
}
