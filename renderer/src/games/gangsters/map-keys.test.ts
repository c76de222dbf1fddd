import { describe, expect, it } from 'vitest';
import { cityBoard } from '@core/games/gangsters/city';
import { cityView } from './city-view';
import { arrowTarget, navPlaces, type NavPlace } from './map-keys';

const board = cityBoard();
const view = cityView(board);
const places = navPlaces(view);
const byId = new Map(places.map((p) => [p.id, p]));
const ARROWS = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] } as const;
const next = (from: string, arrow: keyof typeof ARROWS): string | undefined => {
  const [dx, dy] = ARROWS[arrow];
  return arrowTarget(places, byId.get(from) as NavPlace, dx, dy)?.id;
};

describe('the arrow keys on the Gangsters map', () => {
  it('reach every building and every space from the first space', () => {
    const seen = new Set([view.spaces[0]?.id ?? '']);
    const queue = [...seen];
    while (queue.length > 0) {
      const at = queue.shift() ?? '';
      for (const arrow of Object.keys(ARROWS) as (keyof typeof ARROWS)[]) {
        const to = next(at, arrow);
        if (to && !seen.has(to)) {
          seen.add(to);
          queue.push(to);
        }
      }
    }
    expect(places.filter((p) => !seen.has(p.id)).map((p) => p.id)).toEqual([]);
  });

  it('go from a building’s door into the building, never past it to the street beyond', () => {
    const toward = { north: 'down', south: 'up', west: 'right', east: 'left' } as const;
    const missed = board.buildings.flatMap((b) =>
      b.entrances.filter((e) => next(e.space, toward[e.side]) !== b.id).map((e) => `${e.space} → ${b.name}`),
    );
    expect(missed).toEqual([]);
    // Below SMC Cartage Co. on Wharf Street: up is the Joint, not Riverside Drive behind it.
    expect(next('s1-10', 'up')).toBe('smc-cartage');
  });

  it('keep to the bridge along it, and to the street along the street, where the two cross', () => {
    const decks = view.spaces.filter(
      (s) => s.level === 'bridge' && view.spaces.some((u) => u.level === 'under' && u.cx === s.cx && u.cy === s.cy),
    );
    expect(decks.length).toBeGreaterThan(0);
    for (const d of decks) {
      const under = view.spaces.find((u) => u.level === 'under' && u.cx === d.cx && u.cy === d.cy);
      // The deck is reached along the bridge (from the span next to it), the street under it along the street.
      const from = places.filter((p) => p.deck && p.id !== d.id && (p.cx === d.cx || p.cy === d.cy));
      expect(
        from.some((p) => arrowTarget(places, p, Math.sign(d.cx - p.cx), Math.sign(d.cy - p.cy))?.id === d.id),
        d.name,
      ).toBe(true);
      const street = places.filter((p) => !p.deck && p.id !== under?.id && (p.cx === d.cx || p.cy === d.cy));
      expect(
        street.some((p) => arrowTarget(places, p, Math.sign(d.cx - p.cx), Math.sign(d.cy - p.cy))?.id === under?.id),
        under?.name,
      ).toBe(true);
    }
  });
});
