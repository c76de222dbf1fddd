/**
 * The city compiled for questions: which square lies which way, which shops open onto a square, which
 * shops communicate, where the manholes are. Squares are nodes 0..squareCount-1 and shops follow, so the
 * movement search runs over typed arrays; the id-based functions are for the rules layer.
 */
import type { CityData, GateData, SectionData, ShopData, SquareData } from './schema';
import {
  FACINGS,
  type DistrictId,
  type Facing,
  type GateNumber,
  type ManholeId,
  type SectionId,
  type ShopId,
  type SquareId,
} from './types';

/** A shop opening onto a square: `side` is the wall of the shop the notch is in (the way out of it). */
export interface Opening {
  readonly shop: ShopId;
  readonly side: Facing;
}

export interface City {
  readonly data: CityData;
  /** Node index → square or shop id. */
  readonly ids: readonly (SquareId | ShopId)[];
  readonly index: ReadonlyMap<string, number>;
  readonly squareCount: number;
  readonly nodeCount: number;
  /** `next[s * 4 + d]`: the square one step from square `s` in direction `d` (FACINGS order), or -1. */
  readonly next: Int32Array;
  /** `under[s * 4 + d]`: 1 when that step runs along a street beneath a bridge, to a square not next to `s` (SG-4.2.2). */
  readonly under: Uint8Array;
  /** For a square node: the shop nodes with a notch on it, and the notch's wall (direction code) in `doorSide`. */
  readonly doors: readonly (readonly number[])[];
  readonly doorSide: readonly (readonly number[])[];
  /** For a shop node: its notch squares, and the wall each is on (the way out), in `exitSide`. */
  readonly exits: readonly (readonly number[])[];
  readonly exitSide: readonly (readonly number[])[];
  /** For a shop node: the shops it communicates with (SG-4.3.1). */
  readonly through: readonly (readonly number[])[];
  /** Manhole number (1–5) on a square node, 0 for none; `manholeNode[n]` the square of manhole n. */
  readonly manholeNo: Uint8Array;
  readonly manholeNode: Int32Array;
  /** Square nodes of the centre's gates, by die face (index 0 unused), and their facing code. */
  readonly gateNode: Int32Array;
  readonly gateDir: Int32Array;

  square(id: string): SquareData | undefined;
  shop(id: string): ShopData | undefined;
  isSquare(id: string): id is SquareId;
  isShop(id: string): id is ShopId;
  /** The square one step away in a direction (under a bridge counts as one step, SG-4.2.2), or null. */
  step(from: SquareId, facing: Facing): SquareId | null;
  /** The shops opening onto a square through a notch (SG-4.3.3). */
  openings(square: SquareId): readonly Opening[];
  /** The shops a shop communicates with (SG-4.3.1). */
  communicating(shop: ShopId): readonly ShopId[];
  /** The manhole on a square, or null (SG-4.4). */
  manholeAt(square: SquareId): ManholeId | null;
  manholeSquare(manhole: ManholeId): SquareId;
  /** The centre gate a die face sends a piece through (SG-3.3). */
  gate(n: GateNumber): GateData;
  shopsOf(district: DistrictId): readonly ShopId[];
  /** The sections of sidewall touching a square, and those lining a shop (SG-5.6.8, SG-5.6.9). */
  sectionsAt(square: SquareId): readonly SectionId[];
  sectionsOf(shop: ShopId): readonly SectionId[];
  section(id: SectionId): SectionData | undefined;
  /**
   * The squares from which a crime in the shop can be seen: those with a notch into it (SG-9.2.2).
   */
  shopWitnessSquares(shop: ShopId): readonly SquareId[];
  /** The street squares one step from a square, with the way to each (shop doors: `openings`). */
  neighbours(square: SquareId): readonly { readonly facing: Facing; readonly square: SquareId }[];
}

export function dirCode(f: Facing): number {
  return FACINGS.indexOf(f);
}

export function facingOf(d: number): Facing {
  return FACINGS[d & 3] ?? 'north';
}

/** The direction from one square to another in line with it (any distance), or -1. */
export function lineDir(a: { x: number; y: number }, b: { x: number; y: number }): number {
  if (a.x === b.x && a.y !== b.y) return b.y < a.y ? 0 : 2;
  if (a.y === b.y && a.x !== b.x) return b.x > a.x ? 1 : 3;
  return -1;
}

function group<K, V>(pairs: readonly (readonly [K, V])[]): Map<K, V[]> {
  const m = new Map<K, V[]>();
  for (const [k, v] of pairs) {
    const list = m.get(k);
    if (list) list.push(v);
    else m.set(k, [v]);
  }
  return m;
}

/** Compiles a city that has passed `validateCity` (an unvalidated one may lose links). */
export function buildCity(data: CityData): City {
  const ids: (SquareId | ShopId)[] = [...data.squares.map((s) => s.id), ...data.shops.map((s) => s.id)];
  const index = new Map<string, number>(ids.map((id, i) => [id, i]));
  const squareCount = data.squares.length;
  const nodeCount = ids.length;
  const next = new Int32Array(squareCount * 4).fill(-1);
  for (const [a, b] of data.links) {
    const ia = index.get(a);
    const ib = index.get(b);
    const sa = data.squares[ia ?? -1];
    const sb = data.squares[ib ?? -1];
    if (ia === undefined || ib === undefined || !sa || !sb || ia >= squareCount || ib >= squareCount) continue;
    const d = lineDir(sa, sb);
    if (d < 0) continue;
    next[ia * 4 + d] = ib;
    next[ib * 4 + ((d + 2) & 3)] = ia;
  }
  const under = new Uint8Array(squareCount * 4);
  for (let s = 0; s < squareCount * 4; s++) {
    const a = data.squares[s >> 2];
    const b = data.squares[next[s] ?? -1];
    if (a && b && Math.abs(a.x - b.x) + Math.abs(a.y - b.y) > 1) under[s] = 1;
  }
  const doors: number[][] = Array.from({ length: squareCount }, () => []);
  const doorSide: number[][] = Array.from({ length: squareCount }, () => []);
  const exits: number[][] = Array.from({ length: nodeCount }, () => []);
  const exitSide: number[][] = Array.from({ length: nodeCount }, () => []);
  const through: number[][] = Array.from({ length: nodeCount }, () => []);
  data.shops.forEach((shop, k) => {
    const node = squareCount + k;
    for (const n of shop.notches) {
      const s = index.get(n.square);
      if (s === undefined || s >= squareCount) continue;
      doors[s]?.push(node);
      doorSide[s]?.push(dirCode(n.side));
      exits[node]?.push(s);
      exitSide[node]?.push(dirCode(n.side));
    }
  });
  for (const [a, b] of data.communicate) {
    const ia = index.get(a);
    const ib = index.get(b);
    if (ia === undefined || ib === undefined || ia < squareCount || ib < squareCount) continue;
    through[ia]?.push(ib);
    through[ib]?.push(ia);
  }
  const manholeNo = new Uint8Array(squareCount);
  const manholeNode = new Int32Array(6).fill(-1);
  data.squares.forEach((s, i) => {
    if (!s.manhole) return;
    const n = Number(s.manhole.slice(1));
    manholeNo[i] = n;
    manholeNode[n] = i;
  });
  const gateNode = new Int32Array(7).fill(-1);
  const gateDir = new Int32Array(7).fill(-1);
  for (const g of data.centre.gates) {
    gateNode[g.n] = index.get(g.square) ?? -1;
    gateDir[g.n] = dirCode(g.facing);
  }

  const squareById = new Map(data.squares.map((s) => [s.id as string, s]));
  const shopById = new Map(data.shops.map((s) => [s.id as string, s]));
  const sectionById = new Map(data.sections.map((s) => [s.id as string, s]));
  const sectionsAt = group(data.sections.flatMap((sec) => sec.squares.map((q) => [q as string, sec.id] as const)));
  const sectionsOf = group(data.sections.flatMap((sec) => sec.shops.map((s) => [s as string, sec.id] as const)));
  const shopsOf = group(data.shops.map((s) => [s.district as string, s.id] as const));
  const idAt = (i: number) => ids[i] as string;
  const sq = (i: number) => idAt(i) as SquareId;
  const sh = (i: number) => idAt(i) as ShopId;
  const node = (id: string) => index.get(id) ?? -1;

  return {
    data,
    ids,
    index,
    squareCount,
    nodeCount,
    next,
    under,
    doors,
    doorSide,
    exits,
    exitSide,
    through,
    manholeNo,
    manholeNode,
    gateNode,
    gateDir,
    square: (id) => squareById.get(id),
    shop: (id) => shopById.get(id),
    isSquare: (id): id is SquareId => squareById.has(id),
    isShop: (id): id is ShopId => shopById.has(id),
    step(from, facing) {
      const s = node(from);
      const t = s >= 0 && s < squareCount ? (next[s * 4 + dirCode(facing)] ?? -1) : -1;
      return t >= 0 ? sq(t) : null;
    },
    openings(square) {
      const s = node(square);
      if (s < 0 || s >= squareCount) return [];
      return (doors[s] ?? []).map((b, k) => ({ shop: sh(b), side: facingOf(doorSide[s]?.[k] ?? 0) }));
    },
    communicating: (shop) => (through[node(shop)] ?? []).map(sh),
    manholeAt(square) {
      const s = node(square);
      const n = s >= 0 && s < squareCount ? (manholeNo[s] ?? 0) : 0;
      return n ? (`m${n}` as ManholeId) : null;
    },
    manholeSquare: (m) => sq(manholeNode[Number(m.slice(1))] ?? 0),
    gate(n) {
      const g = data.centre.gates.find((x) => x.n === n);
      if (!g) throw new Error(`The city has no gate ${n}.`);
      return g;
    },
    shopsOf: (district) => (shopsOf.get(district) ?? []) as ShopId[],
    sectionsAt: (square) => sectionsAt.get(square) ?? [],
    sectionsOf: (shop) => sectionsOf.get(shop) ?? [],
    section: (id) => sectionById.get(id),
    shopWitnessSquares: (shop) => (exits[node(shop)] ?? []).map(sq),
    neighbours(square) {
      const s = node(square);
      const out: { facing: Facing; square: SquareId }[] = [];
      if (s < 0 || s >= squareCount) return out;
      for (let d = 0; d < 4; d++) {
        const t = next[s * 4 + d] ?? -1;
        if (t >= 0) out.push({ facing: facingOf(d), square: sq(t) });
      }
      return out;
    },
  };
}
