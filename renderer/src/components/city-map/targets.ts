/**
 * What both cities' clickable places share (the Gangsters and SuperGang maps, at the table and in their
 * City guides): a place's spoken name with its state, and moving the keyboard focus to the nearest place
 * in the direction of an arrow key.
 */

/** A rectangle in map units (a place's box, or what to bring into view). */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** A place on a map a click or key can land on, by its centre. */
export interface MapTarget {
  readonly id: string;
  readonly cx: number;
  readonly cy: number;
  readonly label: string;
}

/** A place's accessible name: its label, extra words, whether it is the start, and how a piece may end there. */
export function targetName(
  t: MapTarget,
  start: string | null,
  facings: readonly (string | null)[] | undefined,
  extra: string | undefined,
): string {
  const parts = [t.label];
  if (extra) parts.push(extra);
  if (t.id === start) parts.push('start');
  if (facings) {
    const ends = facings.filter((f) => f !== null);
    parts.push(ends.length ? `reachable, ends facing ${ends.join(' or ')}` : 'reachable');
  }
  return parts.join(', ');
}

/** Each arrow key's way across the map (dx, dy), for a place's keys and a piece's (map-focus.ts). */
export const STEPS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** The place an arrow (dx, dy) leads to from `t`: the nearest that way (nearer along the arrow, and much nearer across it, wins). */
export function nearestThatWay<P extends { readonly id: string; readonly cx: number; readonly cy: number }>(
  places: readonly P[],
  t: { readonly id: string; readonly cx: number; readonly cy: number },
  dx: number,
  dy: number,
): P | null {
  let best: P | null = null;
  let bestScore = Infinity;
  for (const o of places) {
    const along = (o.cx - t.cx) * dx + (o.cy - t.cy) * dy;
    if (o.id === t.id || along < 0.5) continue;
    const across = Math.abs((o.cx - t.cx) * dy) + Math.abs((o.cy - t.cy) * dx);
    const score = along + across * 2.5;
    if (score < bestScore) [best, bestScore] = [o, score];
  }
  return best;
}

/** A city's own rule for where an arrow leads from place `id` (its id, or null for nowhere). */
export type ArrowRule = (id: string, dx: number, dy: number) => string | null;

/**
 * A key on place `t`: Enter or Space activates it; an arrow key moves the focus to the place that way,
 * by the city's own `arrow` rule where it has one, else the nearest that way (`nearestThatWay`).
 */
export function onTargetKey(
  e: KeyboardEvent,
  t: MapTarget,
  targets: readonly MapTarget[],
  onactivate: (id: string) => void,
  arrow?: ArrowRule,
): void {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    onactivate(t.id);
    return;
  }
  const step = STEPS[e.key];
  if (!step) return;
  e.preventDefault();
  const [dx, dy] = step;
  const to = arrow ? arrow(t.id, dx, dy) : (nearestThatWay(targets, t, dx, dy)?.id ?? null);
  if (to === null) return;
  const svg = (e.currentTarget as SVGElement).ownerSVGElement;
  svg?.querySelector<SVGGElement>(`[data-target="${CSS.escape(to)}"]`)?.focus();
}
