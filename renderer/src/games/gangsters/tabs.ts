/** Entrance tab outlines, centred on (0, 0) and pointing north (out of the building); rotate for the side. */
import type { Facing } from '@core/games/gangsters/board';
import type { TabShape } from './city-view';

function polygon(n: number, r: number, start = -Math.PI / 2): string {
  const pts = Array.from({ length: n }, (_, i) => {
    const a = start + (i * 2 * Math.PI) / n;
    return `${(r * Math.cos(a)).toFixed(3)} ${(r * Math.sin(a)).toFixed(3)}`;
  });
  return `M${pts.join('L')}Z`;
}

export const TAB_PATHS: Readonly<Record<TabShape, string>> = {
  square: 'M-0.68 -0.68H0.68V0.68H-0.68Z',
  diamond: 'M0 -0.92L0.92 0 0 0.92-0.92 0Z',
  circle: 'M-0.78 0a0.78 0.78 0 1 0 1.56 0a0.78 0.78 0 1 0-1.56 0Z',
  triangle: 'M0 -1L0.95 0.66H-0.95Z',
  hexagon: polygon(6, 0.84, 0),
  pentagon: polygon(5, 0.88),
  'half-oval': 'M-0.85 0.3A0.85 0.95 0 0 1 0.85 0.3Z',
};

export const TAB_ROTATION: Readonly<Record<Facing, number>> = { north: 0, east: 90, south: 180, west: 270 };

/** How far the tab's centre sits inside the building from the wall. */
export const TAB_SINK = -0.05;

export function tabCentre(x: number, y: number, side: Facing): { x: number; y: number } {
  const d = TAB_SINK;
  if (side === 'north') return { x, y: y + d };
  if (side === 'south') return { x, y: y - d };
  if (side === 'west') return { x: x + d, y };
  return { x: x - d, y };
}
