/**
 * The keyboard's way between a city map's pieces and places (both cities, at the table): an arrow key on a
 * piece goes to the place that way from where the piece stands, as it does from a place (MapFrame's hint
 * promises it wherever the map has the focus), and the lit place nearest a picked piece is the one the
 * focus is taken to when the keys lit them from the decision panel (hand-off.ts).
 */
import { nearestThatWay, STEPS } from './targets';

/** A place or piece by its centre, in any one unit (the screen's pixels here). */
export interface Spot {
  readonly id: string;
  readonly cx: number;
  readonly cy: number;
}

/** The spot of `spots` nearest `from`; the first when there is no `from`. */
export function nearestSpot<S extends Spot>(spots: readonly S[], from: { cx: number; cy: number } | null): S | null {
  if (!from) return spots[0] ?? null;
  let best: S | null = null;
  let bestAway = Infinity;
  for (const s of spots) {
    const away = Math.hypot(s.cx - from.cx, s.cy - from.cy);
    if (away < bestAway) [best, bestAway] = [s, away];
  }
  return best;
}

/**
 * Where an arrow (dx, dy) leads from a piece at `from` standing on place `own`: the nearest lit place that
 * way (a destination is what a piece is moved to), else the nearest place that way; never its own place,
 * which the piece covers.
 */
export function fromPieceThatWay<S extends Spot>(
  places: readonly S[],
  lit: ReadonlySet<string>,
  from: Spot,
  own: string | undefined,
  dx: number,
  dy: number,
): S | null {
  const others = places.filter((p) => p.id !== own);
  return (
    nearestThatWay(
      others.filter((p) => lit.has(p.id)),
      from,
      dx,
      dy,
    ) ?? nearestThatWay(others, from, dx, dy)
  );
}

/** An element's centre on screen, as a spot named by `id`. */
function spotOf(el: Element, id: string): Spot {
  const r = el.getBoundingClientRect();
  return { id, cx: r.left + r.width / 2, cy: r.top + r.height / 2 };
}

/** The map's clickable places (not the layer of markers over the pieces), each with its element. */
function placesIn(svg: Element): (Spot & { el: SVGElement })[] {
  return [...svg.querySelectorAll<SVGElement>('[data-target]')].map((el) => ({
    ...spotOf(el, el.dataset.target ?? ''),
    el,
  }));
}

/**
 * An arrow key on a piece of the map (a button; `place`: where it stands): the focus goes to the place that
 * way (`fromPieceThatWay`). Reports whether the key was an arrow, so the caller leaves other keys alone.
 */
export function onPieceArrow(e: KeyboardEvent, place: string | undefined): boolean {
  const step = STEPS[e.key];
  if (!step) return false;
  e.preventDefault();
  const piece = e.currentTarget as SVGElement;
  const svg = piece.ownerSVGElement;
  if (!svg) return true;
  const places = placesIn(svg);
  const lit = new Set(places.filter((p) => p.el.dataset.reachable === 'true').map((p) => p.id));
  const to = fromPieceThatWay(places, lit, spotOf(piece, ''), place, step[0], step[1]);
  to?.el.focus();
  return true;
}

/**
 * Takes the focus to the lit place nearest the start (the picked piece's place), or the first lit place
 * when nothing is picked; false when no place is lit.
 */
export function focusLitPlace(map: Element): boolean {
  const lit = placesIn(map).filter((p) => p.el.dataset.reachable === 'true');
  const start = map.querySelector('[data-target][data-start="true"]');
  const to = nearestSpot(lit, start ? spotOf(start, '') : null);
  to?.el.focus();
  return to !== null;
}
