import { cityGraph } from '../city';
import { legalDestinations, type MoveGraph, type MoveQuery } from '../movement';
import type { Bench } from '../../../bench/measure';

/** Baseline: a plain breadth-first walk of the same graph (streets, Entrances, Subway jumps) to depth `steps`, no rules. */
function plainBfs(g: MoveGraph, start: number, steps: number): number {
  const dist = new Int32Array(g.nodeCount).fill(-1);
  const queue = new Int32Array(g.nodeCount);
  let head = 0;
  let tail = 0;
  dist[start] = 0;
  queue[tail++] = start;
  while (head < tail) {
    const n = queue[head++] ?? 0;
    const d = dist[n] ?? 0;
    if (d === steps) continue;
    const visit = (m: number) => {
      if (m >= 0 && dist[m] === -1) {
        dist[m] = d + 1;
        queue[tail++] = m;
      }
    };
    if (n < g.streetCount) {
      for (let k = 0; k < 4; k++) visit(g.next[n * 4 + k] ?? -1);
      for (const b of g.entrancesAt[n] ?? []) visit(b);
      if (g.subwayNo[n]) for (let s = 1; s <= 6; s++) visit(g.subwayAt[s] ?? -1);
    } else {
      for (const e of g.exitsOf[n] ?? []) visit(e);
      for (const b of g.connected[n] ?? []) visit(b);
    }
  }
  return tail;
}

/**
 * The movement engine: all legal destinations of one Racketeer (owning a connected pair of Joints near
 * a Subway) for each die value 1–6 in one run, and one Wheels move of 18, each against a plain BFS.
 */
export function movementBenches(): Bench[] {
  const g = cityGraph();
  const base: MoveQuery = {
    kind: 'racketeer',
    gang: 'red',
    at: 's9-8',
    facing: 'east',
    steps: 1,
    state: { owners: { 'shop-n-save': 'red', 'burlys-beefhaus': 'red', 'lous-diner': 'green' } },
  };
  const start = g.index.get('s9-8') ?? 0;
  const destinations = (q: MoveQuery) => {
    const r = legalDestinations(g, q);
    if (!r.ok) throw new Error(r.error.message);
  };
  return [
    {
      name: 'gangsters legal destinations, die 1–6',
      baselineName: 'plain BFS to depth 1–6',
      subject: () => {
        for (let steps = 1; steps <= 6; steps++) destinations({ ...base, steps });
      },
      baseline: () => {
        for (let steps = 1; steps <= 6; steps++) plainBfs(g, start, steps);
      },
      runs: 500,
    },
    {
      name: 'gangsters legal destinations, Wheels 18',
      baselineName: 'plain BFS to depth 18',
      subject: () => destinations({ ...base, steps: 18, wheels: true }),
      baseline: () => void plainBfs(g, start, 18),
      runs: 300,
    },
  ];
}
