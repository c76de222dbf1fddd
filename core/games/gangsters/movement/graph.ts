/**
 * The board as a compact movement graph. Street spaces are nodes 0..streetCount-1, buildings follow.
 * Typed arrays keep the path search allocation-free; build once per board and reuse.
 */
import { FACINGS, isPurchasable, type Board } from '../board';
import { directionBetween, sameCell, sharesEdge } from '../geometry';

/** Direction codes: 0 north, 1 east, 2 south, 3 west (the order of `FACINGS`). */
export type Dir = 0 | 1 | 2 | 3;

export interface MoveGraph {
  readonly board: Board;
  /** Node index → space or building id. */
  readonly ids: readonly string[];
  readonly index: ReadonlyMap<string, number>;
  readonly streetCount: number;
  readonly nodeCount: number;
  /** `next[s * 4 + d]`: the street space one step from street `s` in direction `d`, or -1. */
  readonly next: Int32Array;
  /** 1 where a street space is an intersection: joined to at least three street spaces (G-6.4). */
  readonly intersection: Uint8Array;
  /** Subway number of a street space, 0 for none (G-10). */
  readonly subwayNo: Uint8Array;
  /** Street node of Subway n at index n (index 0 unused), -1 when missing. */
  readonly subwayAt: Int32Array;
  /** For a street node, the buildings whose Entrance tab is on it. */
  readonly entrancesAt: readonly (readonly number[])[];
  /** For a building node, the street nodes of its Entrance tabs. */
  readonly exitsOf: readonly (readonly number[])[];
  /** For a building node, the buildings physically connected to it (G-6.6). */
  readonly connected: readonly (readonly number[])[];
  /** For a building node, the buildings sharing a wall with it, connected or not. */
  readonly touching: readonly (readonly number[])[];
  /** 1 for a colored (purchasable) building, which is the only kind that can be a Joint. */
  readonly purchasable: Uint8Array;
  /** For a bridge deck or an under space, the space on the other level at the same spot, else -1 (G-6.41). */
  readonly otherLevel: Int32Array;
}

/** Builds the graph of a board that has passed `validateBoard` (an unvalidated board may lose links). */
export function buildGraph(board: Board): MoveGraph {
  const ids: string[] = [...board.spaces.map((s) => s.id), ...board.buildings.map((b) => b.id)];
  const index = new Map(ids.map((id, i) => [id, i] as const));
  const streetCount = board.spaces.length;
  const nodeCount = ids.length;
  const next = new Int32Array(streetCount * 4).fill(-1);
  const intersection = new Uint8Array(streetCount);
  const subwayNo = new Uint8Array(streetCount);
  const subwayAt = new Int32Array(7).fill(-1);
  const otherLevel = new Int32Array(streetCount).fill(-1);
  const degree = new Uint8Array(streetCount);

  for (const [a, b] of board.links) {
    const ia = index.get(a);
    const ib = index.get(b);
    if (ia === undefined || ib === undefined || ia >= streetCount || ib >= streetCount) continue;
    const sa = board.spaces[ia];
    const sb = board.spaces[ib];
    if (!sa || !sb) continue;
    const d = directionBetween(sa, sb);
    if (d === null) continue;
    const di = FACINGS.indexOf(d);
    next[ia * 4 + di] = ib;
    next[ib * 4 + ((di + 2) % 4)] = ia;
    degree[ia] = (degree[ia] ?? 0) + 1;
    degree[ib] = (degree[ib] ?? 0) + 1;
  }
  board.spaces.forEach((s, i) => {
    if ((degree[i] ?? 0) >= 3) intersection[i] = 1;
    if (s.subway !== undefined) {
      subwayNo[i] = s.subway;
      subwayAt[s.subway] = i;
    }
  });
  for (const bridge of board.bridges) {
    for (const u of bridge.over) {
      const iu = index.get(u);
      const under = iu === undefined ? undefined : board.spaces[iu];
      if (iu === undefined || !under) continue;
      for (const d of bridge.spaces) {
        const id = index.get(d);
        const deck = id === undefined ? undefined : board.spaces[id];
        if (id !== undefined && deck && sameCell(deck, under)) {
          otherLevel[iu] = id;
          otherLevel[id] = iu;
        }
      }
    }
  }

  const entrancesAt: number[][] = Array.from({ length: streetCount }, () => []);
  const exitsOf: number[][] = Array.from({ length: nodeCount }, () => []);
  const connected: number[][] = Array.from({ length: nodeCount }, () => []);
  const purchasable = new Uint8Array(nodeCount);
  board.buildings.forEach((b, k) => {
    const node = streetCount + k;
    if (isPurchasable(b)) purchasable[node] = 1;
    for (const e of b.entrances) {
      const s = index.get(e.space);
      if (s === undefined || s >= streetCount) continue;
      entrancesAt[s]?.push(node);
      exitsOf[node]?.push(s);
    }
  });
  for (const [a, b] of board.connections) {
    const ia = index.get(a);
    const ib = index.get(b);
    if (ia === undefined || ib === undefined || ia < streetCount || ib < streetCount) continue;
    connected[ia]?.push(ib);
    connected[ib]?.push(ia);
  }
  const touching: number[][] = Array.from({ length: nodeCount }, () => []);
  board.buildings.forEach((a, i) => {
    board.buildings.forEach((b, j) => {
      if (i !== j && a.rects.some((ra) => b.rects.some((rb) => sharesEdge(ra, rb))))
        touching[streetCount + i]?.push(streetCount + j);
    });
  });
  return {
    board,
    ids,
    index,
    streetCount,
    nodeCount,
    next,
    intersection,
    subwayNo,
    subwayAt,
    entrancesAt,
    exitsOf,
    connected,
    touching,
    purchasable,
    otherLevel,
  };
}

/** True for a building node. */
export function isBuildingNode(g: MoveGraph, node: number): boolean {
  return node >= g.streetCount;
}
