import type { Bench } from '../../../bench/measure';
import { supergangCity, type City } from '../board';
import { legalMoves, type MoveQuery } from '../movement';

/** Baseline: a plain breadth-first walk of the same graph (streets, notches, doors, the sewer) to depth `steps`, no rules. */
function plainBfs(g: City, start: number, steps: number): number {
  const dist = new Int32Array(g.nodeCount).fill(-1);
  const queue = new Int32Array(g.nodeCount);
  let head = 0;
  let tail = 0;
  dist[start] = 0;
  queue[tail++] = start;
  const visit = (m: number, d: number) => {
    if (m >= 0 && dist[m] === -1) {
      dist[m] = d + 1;
      queue[tail++] = m;
    }
  };
  while (head < tail) {
    const n = queue[head++] ?? 0;
    const d = dist[n] ?? 0;
    if (d === steps) continue;
    if (n < g.squareCount) {
      for (let k = 0; k < 4; k++) visit(g.next[n * 4 + k] ?? -1, d);
      for (const b of g.doors[n] ?? []) visit(b, d);
      if (g.manholeNo[n]) for (let m = 1; m <= 5; m++) visit(g.manholeNode[m] ?? -1, d);
    } else {
      for (const e of g.exits[n] ?? []) visit(e, d);
      for (const b of g.through[n] ?? []) visit(b, d);
    }
  }
  return tail;
}

/**
 * The movement engine: every legal move with its path for a gangster standing on a manhole (so it may
 * resurface anywhere) whose gang owns a row of communicating shops, for each die 1–6, against a plain BFS.
 */
export function supergangMovementBenches(): Bench[] {
  const g = supergangCity();
  const base: MoveQuery = {
    mover: 'gangster',
    from: { kind: 'street', square: 's19-17', facing: 'west' },
    steps: 1,
    ownShops: ['shop-butcher-bruno', 'shop-cinema-roxy', 'shop-poultry-stall', 'shop-lucky-star-bar'],
  };
  const start = g.index.get('s19-17') ?? 0;
  return [
    {
      name: 'supergang legal moves with paths, die 1–6 from a manhole',
      baselineName: 'plain BFS to depth 1–6',
      subject: () => {
        for (let steps = 1; steps <= 6; steps++) {
          const r = legalMoves(g, { ...base, steps });
          if (!r.ok) throw new Error(r.error.message);
        }
      },
      baseline: () => {
        for (let steps = 1; steps <= 6; steps++) plainBfs(g, start, steps);
      },
      runs: 300,
    },
  ];
}
