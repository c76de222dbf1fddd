/**
 * The reducer's working copy of a state: the value of a deep copy (same keys, same order), sharing what
 * no rule changes in place: the options, the seat order, the board positions (`pos` of characters and
 * cop groups: a rule only ever replaces one whole) and the shops (changed only through `setShop`, which
 * replaces them). The copy test freezes every state before its move, so a write into a shared part fails.
 */
import type { SuperGangState } from './state';

/** A deep copy of plain JSON. */
export function plainCopy<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(plainCopy) as T;
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = plainCopy((v as Record<string, unknown>)[k]);
  return out as T;
}

/** A deep copy of object `v` but for the values of the keys in `shared`, which are kept as they are. */
function copySharing<T extends object>(v: T, shared: ReadonlySet<string>): T {
  const out: Record<string, unknown> = {};
  for (const k in v) {
    const x = (v as Record<string, unknown>)[k];
    out[k] = shared.has(k) ? x : plainCopy(x);
  }
  return out as T;
}

const SHARED_TOP = new Set(['options', 'order', 'shops', 'characters', 'cops']);
const SHARED_PIECE = new Set(['pos']);

/** A private copy of `s` for one `apply` to change. */
export function workingCopy(s: SuperGangState): SuperGangState {
  const out = copySharing(s, SHARED_TOP);
  out.characters = s.characters.map((ch) => copySharing(ch, SHARED_PIECE));
  out.cops = s.cops.map((g) => copySharing(g, SHARED_PIECE));
  return out;
}
