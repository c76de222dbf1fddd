/**
 * Walking a seat's choices in `legal`'s order for three uses (`ChoiceWalk`): list them all, pick the
 * one at an index, or find the index of one that reads as a given value (a refused proposal); and
 * comparing choices by their JSON text without writing it.
 */
import type { NpAction } from './actions';

/**
 * Choices walked in order, either all listed (`want` a list) or counted until the one at index
 * `want` (a number; past the last, -1 say, they are only counted in `n`). For each choice in turn:
 * `next()` says whether to write it out, `take(action)` lists it and says whether it is the one wanted.
 */
export class ChoiceWalk {
  n = 0;
  private readonly out: NpAction[] | null;
  private readonly want: number;
  private readonly find: Find | null;

  constructor(want: NpAction[] | number | Find) {
    this.out = Array.isArray(want) ? want : null;
    this.want = typeof want === 'number' ? want : -1;
    this.find = typeof want === 'number' || Array.isArray(want) ? null : want;
  }

  next(): boolean {
    if (this.out !== null) return true;
    if (this.find !== null) {
      this.n++;
      return true;
    }
    return this.n++ === this.want;
  }

  /** Whether every choice is listed (else one is picked or sought, or they are counted). */
  get listing(): boolean {
    return this.out !== null;
  }

  take(a: NpAction): boolean {
    if (this.find !== null) {
      if (!sameChoice(a, this.find.value)) return false;
      this.find.at = this.n - 1;
      return true;
    }
    if (this.out === null) return true;
    this.out.push(a);
    return false;
  }
}

/** A walk's third use: the index (`at`, -1 while not found) of the choice that reads as `value`. */
export interface Find {
  readonly value: unknown;
  at: number;
}

/** Whether choice `a` reads as `r` (a refused proposal): the same JSON text, key order included. */
export function sameChoice(a: NpAction, r: unknown): boolean {
  return !differsAtTop(a, r) && sameJson(a, r);
}

/**
 * A quick look before `sameJson`: whether `a` and `b` hold a different value somewhere, keys
 * matched by name (their `type` first), lists item by item — then their JSON texts differ too.
 * Reads no key list, so the many choices unlike a refused one cost no allocation.
 */
function differsAtTop(a: NpAction, b: unknown): boolean {
  if (typeof b !== 'object' || b === null) return true;
  if (a.type !== (b as { type?: unknown }).type) return true;
  return differs(a, b);
}

function differs(a: unknown, b: unknown): boolean {
  if (a === b) return false;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return true;
    for (let i = 0; i < a.length; i++) if (differs(a[i], b[i])) return true;
    return false;
  }
  if (Array.isArray(b)) return true;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const k in x) if (differs(x[k], y[k])) return true;
  return false;
}

/**
 * Whether two plain JSON values have the same JSON text (`JSON.stringify(a) === JSON.stringify(b)`:
 * the same keys in the same order, the same values), without writing either out.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i] as string;
    if (k !== kb[i] || !sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}
