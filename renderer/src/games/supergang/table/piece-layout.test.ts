import { describe, expect, it } from 'vitest';
import { cityData } from '@core/games/supergang/board';
import type { Box } from '../city-view';
import { cityView } from '../city-view';
import { crowdLookup, gridSlots, openSides, placeSlots, reachFor, SHARED_R, type Slot } from './piece-layout';

const square = { x: 4, y: 7, w: 1, h: 1 };
/** The dark edge every token has round it (SgToken), in squares. */
const EDGE = 0.035;

function apart(slots: readonly Slot[]): { hits: number; tokens: number } {
  let hits = Infinity;
  let tokens = Infinity;
  for (let i = 0; i < slots.length; i++)
    for (let j = i + 1; j < slots.length; j++) {
      const a = slots[i] as Slot;
      const b = slots[j] as Slot;
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      hits = Math.min(hits, d - a.hit - b.hit);
      tokens = Math.min(tokens, d - a.r - b.r - 2 * EDGE);
    }
  return { hits, tokens };
}

describe('pieces sharing a place', () => {
  it('a piece alone stands large in the middle of its square', () => {
    const [one] = placeSlots(square, 1);
    expect(one).toMatchObject({ x: 4.5, y: 7.5 });
    expect(one?.r).toBeGreaterThanOrEqual(0.36);
  });

  it('never overlap, and no piece takes a click on another (1 to 8 on a square)', () => {
    for (let n = 1; n <= 8; n++) {
      const slots = placeSlots(square, n);
      expect(slots).toHaveLength(n);
      const { hits, tokens } = apart(slots);
      expect(hits, `${n} pieces: click areas`).toBeGreaterThanOrEqual(-1e-9);
      expect(tokens, `${n} pieces: tokens`).toBeGreaterThanOrEqual(-1e-9);
      // Large enough to read their letters: a crowd of five or more reaches over the square's edges.
      expect(slots[0]?.r, `${n} pieces: size`).toBeGreaterThanOrEqual(n <= 2 ? 0.26 : n <= 4 ? 0.21 : 0.15);
      for (const s of slots) {
        // Each stays on its square, and its click area covers the whole token.
        expect(s.x).toBeGreaterThan(square.x);
        expect(s.x).toBeLessThan(square.x + 1);
        expect(s.hit).toBeGreaterThanOrEqual(s.r);
      }
    }
  });

  it('two to four sharing a square stay as large as a laptop reads, fanning a little over its edges', () => {
    // At 1280×720 a square is about 21 px: a token 0.3 of a square in half-width is 14 px across with its edge.
    expect(SHARED_R).toBeGreaterThanOrEqual(0.3);
    for (let n = 2; n <= 4; n++) {
      const slots = placeSlots(square, n);
      for (const s of slots) {
        expect(s.r, `${n} pieces`).toBe(SHARED_R);
        // Its click area is its own token, edge and all, and no more than half the way to a neighbour.
        expect(s.hit).toBeGreaterThanOrEqual(s.r + EDGE);
      }
      // The crowd reaches over the square's edges by less than a quarter of a square.
      const reach = Math.max(...slots.map((s) => Math.max(Math.abs(s.x - 4.5), Math.abs(s.y - 7.5)) + s.r + EDGE));
      expect(reach).toBeGreaterThan(0.5);
      expect(reach).toBeLessThan(0.75);
    }
  });

  it('five on a square stand nearly as large as four, six to nine smaller yet larger than before (0.16)', () => {
    // At 1280×720 a square is about 22 px, and a letter 1.45 times a token's half-width: five's letters
    // are some 9 px high, six to nine's over 6 px (a grid of five or more was 5 px).
    const size = (n: number) => Math.min(...placeSlots(square, n).map((s) => s.r));
    expect(size(5)).toBeGreaterThanOrEqual(0.27);
    for (let n = 6; n <= 9; n++) expect(size(n), `${n} pieces`).toBeGreaterThanOrEqual(0.195);
    for (let n = 5; n <= 9; n++) {
      const slots = placeSlots(square, n);
      // Reaching over the square's edges by no more than 0.27 of a square.
      const reach = Math.max(...slots.map((s) => Math.max(Math.abs(s.x - 4.5), Math.abs(s.y - 7.5)) + s.r + EDGE));
      expect(reach, `${n} pieces`).toBeLessThanOrEqual(0.77 + 1e-9);
    }
  });

  it('the centre waiting room takes two rows of a whole table of pieces, none overlapping', () => {
    const room = { x: 11.05, y: 9.03, w: 2.9, h: 0.98 };
    for (const n of [1, 3, 6, 8, 12, 14]) {
      const slots = gridSlots(room, n, n <= 6 ? 6 : Math.ceil(n / 2), 0.23);
      expect(new Set(slots.map((s) => s.y)).size).toBeLessThanOrEqual(n <= 6 ? 1 : 2);
      const { hits, tokens } = apart(slots);
      expect(hits).toBeGreaterThanOrEqual(-1e-9);
      expect(tokens).toBeGreaterThanOrEqual(-1e-9);
      expect(Math.min(...slots.map((s) => s.r))).toBeGreaterThan(0.15);
    }
  });

  /** Every place's slots as SgPieces lays them out, for `counts` pieces by place, the centre's `others`. */
  function layOut(
    places: readonly { id: string; box: Box }[],
    counts: ReadonlyMap<string, number>,
    others: Slot[] = [],
  ) {
    const crowdAt = crowdLookup(places, (id) => counts.get(id) ?? 0);
    return places.flatMap((p) => {
      const n = counts.get(p.id) ?? 0;
      const open = n > 1 ? openSides(p.box, crowdAt, others, reachFor(n)) : undefined;
      return placeSlots(p.box, n, open).map((s) => ({ ...s, place: p.id, n }));
    });
  }

  /** The worst overlap between two crowds' tokens, and between their click areas (negative: they overlap). */
  function between(slots: readonly (Slot & { place: string; n: number })[]) {
    let tokens = Infinity;
    let hits = Infinity;
    for (let i = 0; i < slots.length; i++)
      for (let j = i + 1; j < slots.length; j++) {
        const a = slots[i] as Slot & { place: string; n: number };
        const b = slots[j] as Slot & { place: string; n: number };
        if (a.place === b.place || a.n < 2 || b.n < 2) continue;
        const d = Math.hypot(a.x - b.x, a.y - b.y);
        tokens = Math.min(tokens, d - a.r - b.r - 2 * EDGE);
        hits = Math.min(hits, d - a.hit - b.hit);
      }
    return { tokens, hits };
  }

  it('two crowds side by side never overlap, and a click on a piece always reaches that piece', () => {
    for (const [dx, dy] of [
      [1, 0],
      [0, 1],
      [1, 1],
      [1, -1],
    ] as const)
      for (let n = 2; n <= 9; n++)
        for (let m = 2; m <= 9; m++) {
          const places = [
            { id: 'a', box: square },
            { id: 'b', box: { ...square, x: square.x + dx, y: square.y + dy } },
          ];
          const slots = layOut(
            places,
            new Map([
              ['a', n],
              ['b', m],
            ]),
          );
          const { tokens, hits } = between(slots);
          const what = `${n} beside ${m} at (${dx}, ${dy})`;
          expect(tokens, `${what}: tokens`).toBeGreaterThanOrEqual(-1e-9);
          expect(hits, `${what}: click areas`).toBeGreaterThanOrEqual(-1e-9);
          for (const s of slots) {
            // Still readable: smaller than with room to spare, but never tiny.
            expect(s.r, what).toBeGreaterThanOrEqual(s.n <= 4 ? 0.21 : 0.12);
            expect(s.hit, what).toBeGreaterThanOrEqual(s.r + EDGE - 1e-9);
          }
        }
  });

  it('beside a lone piece a crowd fans out over the edge at full size, the lone piece’s middle still its own', () => {
    for (let n = 2; n <= 9; n++) {
      const lone = { ...square, x: square.x + 1 };
      const slots = layOut(
        [
          { id: 'a', box: square },
          { id: 'b', box: lone },
        ],
        new Map([
          ['a', n],
          ['b', 1],
        ]),
      );
      const crowd = slots.filter((s) => s.place === 'a');
      for (const s of crowd) {
        if (n <= 4) expect(s.r).toBe(SHARED_R);
        // A click within 0.2 of a square of the lone piece's middle is never the crowd's.
        expect(Math.hypot(s.x - (lone.x + 0.5), s.y - (lone.y + 0.5)) - s.hit, `${n} pieces`).toBeGreaterThan(0.2);
      }
    }
  });

  it('on the real city, crowds everywhere never overlap one another nor the pieces in the centre', () => {
    const view = cityView(cityData());
    const places = [...view.byId.values()].map((p) => ({ id: p.id, box: p.box }));
    const j = view.centre.places.jail;
    // A whole table waiting in the centre in two rows, as SgPieces draws it, and two in the clinic.
    const others = [
      ...gridSlots({ x: j.x + 0.05, y: j.y + 0.03, w: j.w - 0.1, h: 0.98 }, 14, 7, 0.23),
      ...gridSlots({ ...view.centre.places.clinic, y: view.centre.places.clinic.y + 0.05, h: 0.9 }, 2, 3, 0.23),
    ];
    // Every place crowded with four, then a mix of one to four (a fixed pseudo-random draw).
    let seed = 7;
    const draw = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), 1 + (seed % 4));
    for (const counts of [
      new Map(places.map((p) => [p.id, 4])),
      new Map(places.map((p) => [p.id, draw()])),
      new Map(places.map((p) => [p.id, draw()])),
    ]) {
      const slots = layOut(places, counts, others);
      const { tokens, hits } = between(slots);
      expect(tokens).toBeGreaterThanOrEqual(-1e-9);
      expect(hits).toBeGreaterThanOrEqual(-1e-9);
      for (const s of slots.filter((x) => x.n > 1))
        for (const o of others) expect(Math.hypot(s.x - o.x, s.y - o.y)).toBeGreaterThanOrEqual(s.r + o.r + 2 * EDGE);
    }
  });

  it('a crowd at a gate reaches over the centre’s edge where no piece stands there', () => {
    const gate = { x: 11, y: 8, w: 1, h: 1 };
    const clinic = gridSlots({ x: 11, y: 10.55, w: 1.5, h: 0.9 }, 2, 3, 0.23);
    const open = openSides(gate, () => 0, clinic);
    expect(open.down).toBe(true);
    expect(placeSlots(gate, 3, open)[0]?.r).toBe(SHARED_R);
    const waiting = gridSlots({ x: 11.05, y: 9.03, w: 2.9, h: 0.98 }, 14, 7, 0.23);
    expect(openSides(gate, () => 0, waiting).down).toBe(false);
  });
});
