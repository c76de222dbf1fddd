/**
 * The arrow keys on the Gangsters map: from a place, the next place the arrow points at. A place straight
 * ahead (its box within the row or column of the place left) comes first, the nearest edge first — so a
 * building is reached from the street at its door, not skipped for the street beyond it — and a bridge
 * deck and the street under it, which share a square, are told apart by staying on the level one is on.
 * Where nothing lies straight ahead, the nearest place that way by centre. Pure: no DOM.
 */
import { nearestThatWay, type Box } from '../../components/city-map/targets';
import type { CityView } from './city-view';

export interface NavPlace {
  readonly id: string;
  /** The place's box on the map (a building's whole extent). */
  readonly box: Box;
  readonly cx: number;
  readonly cy: number;
  /** A bridge deck (over the river or over a street). */
  readonly deck: boolean;
}

const EPS = 0.01;

/** The place the arrow (dx, dy: one of them ±1) leads to from `from`, or null at the map's edge. */
export function arrowTarget(places: readonly NavPlace[], from: NavPlace, dx: number, dy: number): NavPlace | null {
  const along = (b: Box): [number, number] => (dx !== 0 ? [b.x, b.x + b.w] : [b.y, b.y + b.h]);
  const across = (b: Box): [number, number] => (dx !== 0 ? [b.y, b.y + b.h] : [b.x, b.x + b.w]);
  const dir = dx + dy;
  const [a0, a1] = along(from.box);
  const [c0, c1] = across(from.box);
  const centreAcross = dx !== 0 ? from.cy : from.cx;
  let best: NavPlace | null = null;
  let bestKey: [number, number, number] | null = null;
  for (const o of places) {
    if (o.id === from.id) continue;
    const [o0, o1] = along(o.box);
    const [p0, p1] = across(o.box);
    // Ahead: its near edge at or beyond the far edge of the place left; in line: overlapping its row or column.
    const gap = dir > 0 ? o0 - a1 : a0 - o1;
    if (gap < -EPS || Math.min(c1, p1) - Math.max(c0, p0) <= EPS) continue;
    const key: [number, number, number] = [
      Math.round(gap / EPS) * EPS,
      o.deck === from.deck ? 0 : 1,
      Math.abs((dx !== 0 ? o.cy : o.cx) - centreAcross),
    ];
    if (
      !bestKey ||
      key[0] < bestKey[0] ||
      (key[0] === bestKey[0] && (key[1] < bestKey[1] || (key[1] === bestKey[1] && key[2] < bestKey[2])))
    ) {
      best = o;
      bestKey = key;
    }
  }
  // Nothing in line: the nearest place that way, as on any map.
  return best ?? nearestThatWay(places, from, dx, dy);
}

/** Every place of the city a player may pick, for the arrow keys: buildings by their whole extent. */
export function navPlaces(view: CityView): NavPlace[] {
  return [
    ...view.buildings.map((b) => ({ id: b.id, box: b.bounds, cx: b.cx, cy: b.cy, deck: false })),
    ...view.spaces.map((s) => ({ id: s.id, box: s.rect, cx: s.cx, cy: s.cy, deck: s.level === 'bridge' })),
  ];
}
