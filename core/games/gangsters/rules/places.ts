/**
 * Facts about places on the city board that the rules need: a building's class and value, whether a
 * space is a building, who is where. Pure lookups over `cityBoard()` and the state.
 */
import { cityBoard, cityGraph } from '../city';
import { FACINGS, type Building, type Facing } from '../board';
import { jointAt, type GangState, type GangstersState } from '../state';

const byId = new Map<string, Building>();
function buildings(): Map<string, Building> {
  if (byId.size === 0) for (const b of cityBoard().buildings) byId.set(b.id, b);
  return byId;
}

export function building(id: string): Building | undefined {
  return buildings().get(id);
}

export function isBuilding(id: string): boolean {
  return buildings().has(id);
}

/** True for a gray building, which can never be bought (G-4.1). */
export function isGray(id: string): boolean {
  return building(id)?.class === 'gray';
}

/** The purchase price of a colored building (G-8.1); 0 for gray ones and street spaces. */
export function baseValue(id: string): number {
  return building(id)?.value ?? 0;
}

let colored: readonly string[] | null = null;

/** Every colored building id in board order (one shared list, never changed). */
export function coloredBuildings(): readonly string[] {
  colored ??= Object.freeze(
    cityBoard()
      .buildings.filter((b) => b.class !== 'gray')
      .map((b) => b.id),
  );
  return colored;
}

/** A facing a piece placed on street `space` may show: the first way the street runs (G-6.4). */
export function defaultFacing(space: string): Facing | null {
  const g = cityGraph();
  const i = g.index.get(space);
  if (i === undefined || i >= g.streetCount) return null;
  for (let d = 0; d < 4; d++) if ((g.next[i * 4 + d] ?? -1) >= 0) return FACINGS[d] ?? null;
  return null;
}

/** The street space of Subway `n` (G-10). */
export function subwaySpace(n: number): string {
  const s = cityBoard().spaces.find((x) => x.subway === n);
  if (!s) throw new Error(`no Subway ${n}`);
  return s.id;
}

/** Everything standing on one space, by kind. */
export interface Occupants {
  gangsters: { seat: number; kind: 'racketeer' | 'thug' | 'vamp'; criminal: boolean }[];
  cops: number[];
  publics: number[];
}

/** The pieces on the board: what `occupants` reads, in the state and in every seat's view alike. */
export interface Pieces {
  gangs: readonly Pick<GangState, 'seat' | 'pieces'>[];
  cops: GangstersState['cops'];
  publics: GangstersState['publics'];
}

export function occupants(s: Pieces, space: string): Occupants {
  const out: Occupants = { gangsters: [], cops: [], publics: [] };
  for (const g of s.gangs) {
    for (const kind of ['racketeer', 'thug', 'vamp'] as const) {
      const p = g.pieces[kind];
      if (p && p.at === space) out.gangsters.push({ seat: g.seat, kind, criminal: p.criminal });
    }
  }
  for (const c of s.cops) if (c.at === space) out.cops.push(c.strength);
  for (const p of s.publics) if (p.at === space) out.publics.push(p.id);
  return out;
}

/** Whether a gangster white side up stands on `space` (`occupants(s, space).gangsters.some(g => g.criminal)`). */
export function criminalOn(s: Pieces, space: string): boolean {
  for (const g of s.gangs) {
    const { racketeer, thug, vamp } = g.pieces;
    if (racketeer && racketeer.criminal && racketeer.at === space) return true;
    if (thug && thug.criminal && thug.at === space) return true;
    if (vamp && vamp.criminal && vamp.at === space) return true;
  }
  return false;
}

/** Whether a Cop stands on `space` (`occupants(s, space).cops.length > 0`). */
export function copOn(s: Pieces, space: string): boolean {
  for (const c of s.cops) if (c.at === space) return true;
  return false;
}

/**
 * `occupants` of every space holding a piece, in one pass over the pieces (the same lists, in the same
 * order, as asking space by space).
 */
export function occupancy(s: Pieces): Map<string, Occupants> {
  const out = new Map<string, Occupants>();
  const at = (space: string): Occupants => {
    let o = out.get(space);
    if (!o) {
      o = { gangsters: [], cops: [], publics: [] };
      out.set(space, o);
    }
    return o;
  };
  for (const g of s.gangs) {
    for (const kind of ['racketeer', 'thug', 'vamp'] as const) {
      const p = g.pieces[kind];
      if (p) at(p.at).gangsters.push({ seat: g.seat, kind, criminal: p.criminal });
    }
  }
  for (const c of s.cops) at(c.at).cops.push(c.strength);
  for (const p of s.publics) if (p.at !== null) at(p.at).publics.push(p.id);
  return out;
}

/** Number of Joints a seat owns of a building class (G-8.3). */
export function ownedOfClass(s: GangstersState, seat: number, cls: string): number {
  let n = 0;
  const joints = s.joints;
  for (const id in joints) if (joints[id]?.owner === seat && building(id)?.class === cls) n++;
  return n;
}

/** The owner of the Joint on `space`, or null. */
export function ownerAt(s: GangstersState, space: string): number | null {
  return jointAt(s, space)?.owner ?? null;
}

/** The building's name for the log, or the space id for a street. */
export function placeName(id: string): string {
  return building(id)?.name ?? id;
}
