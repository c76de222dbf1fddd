import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FACINGS } from '../board';
import { legalDestinations, legalMoves, legalPaths, type MoveQuery } from '.';
import { G } from '../testing/city-moves';

const board = G.board;
const linked = new Set(board.links.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
const entrance = new Set(
  board.buildings.flatMap((b) => b.entrances.flatMap((e) => [`${b.id}|${e.space}`, `${e.space}|${b.id}`])),
);
const connected = new Set(board.connections.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
const subways = new Set(board.spaces.filter((s) => s.subway).map((s) => s.id));
const colored = board.buildings.filter((b) => b.class !== 'gray').map((b) => b.id);

/** A random legal query on the city: any piece, any street space with a facing along its street, any die. */
const query = fc
  .record({
    kind: fc.constantFrom('racketeer', 'thug', 'vamp', 'cop', 'public'),
    space: fc.constantFrom(...board.spaces.map((s) => s.id), ...board.buildings.map((b) => b.id)),
    facing: fc.constantFrom(...FACINGS),
    die: fc.integer({ min: 1, max: 6 }),
    wheels: fc.integer({ min: 3, max: 12 }),
    useWheels: fc.boolean(),
    owned: fc.subarray(colored, { maxLength: 12 }),
  })
  .map((r): MoveQuery => {
    const gangster = r.kind !== 'cop' && r.kind !== 'public';
    return {
      kind: r.kind,
      gang: 'red',
      at: r.space,
      facing: r.facing,
      steps: gangster && r.useWheels ? r.wheels : r.die,
      wheels: gangster && r.useWheels,
      state: { owners: Object.fromEntries(r.owned.map((id) => [id, 'red'])) },
    };
  });

describe('every path the engine returns is legal, checked independently', () => {
  it('G-6.3 G-6.5 G-10.2 counts, re-entry, transfers and adjacency hold on random moves', () => {
    fc.assert(
      fc.property(query, (q) => {
        const r = legalPaths(G, q);
        if (!r.ok) return; // a facing across the street, refused as a value
        for (const { path } of r.value.paths) {
          expect(path.filter((s) => s.how !== 'transfer')).toHaveLength(q.steps);
          const spaces = path.map((s) => s.space);
          expect(new Set(spaces).size).toBe(spaces.length);
          expect(path.filter((s) => s.how === 'transfer').length).toBeLessThanOrEqual(q.kind === 'public' ? 0 : 1);
          let prev = q.at ?? '';
          for (const s of path) {
            const pair = `${prev}|${s.space}`;
            if (s.how === 'street') expect(linked.has(pair)).toBe(true);
            if (s.how === 'in' || s.how === 'out') expect(entrance.has(pair)).toBe(true);
            if (s.how === 'through') expect(connected.has(pair) && q.kind !== 'cop' && q.kind !== 'public').toBe(true);
            if (s.how === 'transfer') expect(subways.has(prev) && subways.has(s.space)).toBe(true);
            prev = s.space;
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('the three answers agree: destinations, moves and paths end on the same spaces', () => {
    fc.assert(
      fc.property(query, (q) => {
        const d = legalDestinations(G, q);
        const m = legalMoves(G, q);
        const p = legalPaths(G, q);
        if (!d.ok || !m.ok || !p.ok) return;
        const sorted = (xs: string[]) => [...new Set(xs)].sort();
        expect(sorted(m.value.map((x) => x.to))).toEqual(sorted(d.value));
        expect(sorted(p.value.paths.map((x) => x.to))).toEqual(sorted(d.value));
      }),
      { numRuns: 100 },
    );
  });
});
