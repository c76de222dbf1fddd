/**
 * The movement engine's view of a position (owners, Cop-welcome Joints, Public places), interned by
 * content: equal boards are one frozen object, and boards that differ only in their Public places share
 * their owners and Cop-welcome parts. The movement caches are keyed by these objects (the remembered
 * moves in `memo.ts`, the search masks in `context.ts`), so they find a board again from one position to
 * the next, and from one playout to the next, instead of starting afresh each time.
 */
import type { Gang } from '../board';
import type { MoveBoardState } from '../movement';
import { GANGSTER_KINDS, type GangstersState } from '../state';

/** Boards kept before starting afresh (the memo keeps about as many answers). */
const LIMIT = 4096;

interface Head {
  readonly owners: Readonly<Record<string, Gang>>;
  readonly copWelcome: readonly string[];
}

const heads = new Map<string, Head>();
const boards = new Map<string, MoveBoardState>();
/** The key of an interned board's owners and Cop-welcome part, for `boardWithoutPublic`. */
const headKeys = new WeakMap<MoveBoardState, string>();

function intern(headKey: string, make: () => Head, publicAt: readonly string[]): MoveBoardState {
  const key = `${headKey}#${publicAt.join(',')}`;
  let b = boards.get(key);
  if (b) return b;
  if (boards.size >= LIMIT) {
    boards.clear();
    heads.clear();
  }
  let h = heads.get(headKey);
  if (!h) {
    h = make();
    heads.set(headKey, h);
  }
  b = Object.freeze({ owners: h.owners, copWelcome: h.copWelcome, publicAt: Object.freeze([...publicAt]) });
  boards.set(key, b);
  headKeys.set(b, headKey);
  return b;
}

/** What the movement engine needs to know about the board now; `exceptPublic` is left out of the Public places. */
export function moveState(s: GangstersState, exceptPublic?: number): MoveBoardState {
  // G-9.4: a Joint holding a criminal or a Public marker welcomes a Cop.
  const welcome = new Set<string>();
  for (const g of s.gangs)
    for (const k of GANGSTER_KINDS) {
      const p = g.pieces[k];
      if (p?.criminal) welcome.add(p.at);
    }
  for (const p of s.publics) if (p.at !== null) welcome.add(p.at);
  const owned: [string, Gang][] = [];
  const copWelcome: string[] = [];
  let headKey = '';
  for (const id in s.joints) {
    const owner = s.joints[id]?.owner ?? null;
    if (owner === null) continue;
    const g = s.gangs.find((x) => x.seat === owner);
    if (!g) continue;
    owned.push([id, g.gang]);
    headKey += `${id}=${g.gang},`;
    if (welcome.has(id)) copWelcome.push(id);
  }
  headKey += `|${copWelcome.join(',')}`;
  const publicAt: string[] = [];
  for (const p of s.publics) if (p.at !== null && p.id !== exceptPublic) publicAt.push(p.at);
  return intern(
    headKey,
    () => ({ owners: Object.freeze(Object.fromEntries(owned)), copWelcome: Object.freeze(copWelcome) }),
    publicAt,
  );
}

/**
 * `board` (a `moveState(s)`) as seen by Public piece `id` moving: the same as `moveState(s, id)`
 * without walking the Joints again.
 */
export function boardWithoutPublic(s: GangstersState, board: MoveBoardState, id: number | null): MoveBoardState {
  const at = id === null ? null : (s.publics.find((p) => p.id === id)?.at ?? null);
  if (at === null) return board;
  const publicAt = [...(board.publicAt ?? [])];
  const k = publicAt.indexOf(at);
  if (k >= 0) publicAt.splice(k, 1);
  const headKey = headKeys.get(board);
  if (headKey === undefined) return { ...board, publicAt };
  const head: Head = { owners: board.owners ?? {}, copWelcome: board.copWelcome ?? [] };
  return intern(headKey, () => head, publicAt);
}
