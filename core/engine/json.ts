import { canonicalUnits, writeCanonical } from './canonical';

/** Game state, actions, options and events are plain JSON: hashable, storable, sendable. */
export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/**
 * Returns the path of the first value that is not plain JSON (a class instance, a Map, undefined,
 * NaN, a function, a cycle…), or null when the whole value is plain JSON.
 */
export function findNonJson(value: unknown, path = '$', seen: Set<object> = new Set()): string | null {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      return Number.isFinite(value) ? null : path;
    case 'object':
      break;
    default:
      return path;
  }
  const obj = value as object;
  if (seen.has(obj)) return `${path} (cycle)`;
  seen.add(obj);
  try {
    if (Array.isArray(obj)) {
      for (let i = 0; i < obj.length; i++) {
        if (!(i in obj)) return `${path}[${i}] (hole)`;
        const bad = findNonJson(obj[i], `${path}[${i}]`, seen);
        if (bad) return bad;
      }
      return null;
    }
    const proto = Object.getPrototypeOf(obj) as unknown;
    if (proto !== Object.prototype && proto !== null) return `${path} (not a plain object)`;
    for (const [key, child] of Object.entries(obj)) {
      const bad = findNonJson(child, `${path}.${key}`, seen);
      if (bad) return bad;
    }
    return null;
  } finally {
    seen.delete(obj);
  }
}

/** Throws (a bug, never a user error) when `value` is not plain JSON. */
export function assertPlainJson(value: unknown, what = 'value'): void {
  // The quick walk first (no path kept, no set of the objects on the way); `findNonJson` names the place.
  if (isPlainJson(value, 0)) return;
  const bad = findNonJson(value);
  if (bad) throw new Error(`${what} is not plain JSON at ${bad}`);
}

/**
 * `assertPlainJson(value, what)` for a value made from `previous`, a value that passed the check and has
 * not changed since (the kernel's promise for a match it made: `apply` leaves its input as it was, and
 * nothing changes a match afterwards; the freeze guard holds the rules to it in tests): a part that is
 * the very object found under the same key (or at the same place in a list) in `previous` is not walked
 * again. A reducer passes most of a state on as it was, so a replay checks about what each move changed
 * (Gangsters' replays ran 1.4x as fast, December 7). The same verdict and the same error as
 * `assertPlainJson` for any value that keeps the promise.
 */
export function assertPlainJsonAfter(value: unknown, previous: unknown, what = 'value'): void {
  if (isPlainJsonAfter(value, previous, 0)) return;
  const bad = findNonJson(value);
  if (bad) throw new Error(`${what} is not plain JSON at ${bad}`);
}

/** `isPlainJson` that passes over the parts of `value` that are `previous`'s own at the same place. */
function isPlainJsonAfter(value: unknown, previous: unknown, depth: number): boolean {
  if (value === previous) return true;
  if (typeof value !== 'object' || value === null || typeof previous !== 'object' || previous === null)
    return isPlainJson(value, depth);
  if (depth > QUICK_DEPTH) return false;
  if (Array.isArray(value)) {
    if (!Array.isArray(previous)) return isPlainJson(value, depth);
    for (let i = 0; i < value.length; i++) {
      if (!(i in value) || !isPlainJsonAfter(value[i], previous[i], depth + 1)) return false;
    }
    return true;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  if (Array.isArray(previous)) return isPlainJson(value, depth);
  const before = previous as Record<string, unknown>;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    // (An own key `__proto__`, as JSON.parse makes one, meets `before`'s prototype where `before` has no
    // such key of its own: the same object only if its value is Object.prototype, which passes as plain.)
    if (!isPlainJsonAfter((value as Record<string, unknown>)[key], before[key], depth + 1)) return false;
  }
  return true;
}

/**
 * Deeper than any state nests: a walk that goes on past it has met a cycle, or nesting no state has, and
 * leaves the verdict to `findNonJson`.
 */
const QUICK_DEPTH = 1_000;

/**
 * Whether `value` is plain JSON, as `findNonJson` finds it, without keeping the path or a set of the
 * objects on the way: the kernel's check after every step. False also for a value nested deeper than
 * QUICK_DEPTH, a cycle among them; `findNonJson` then gives the verdict.
 */
function isPlainJson(value: unknown, depth: number): boolean {
  if (value === null) return true;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object':
      break;
    default:
      return false;
  }
  if (depth > QUICK_DEPTH) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (!(i in value) || !isPlainJson(value[i], depth + 1)) return false;
    }
    return true;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (!isPlainJson((value as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
}

/**
 * JSON text with object keys sorted, so equal values always give equal text. Stored state hashes
 * are taken over this text, so its output must never change (json.test.ts pins it against the
 * first, straightforward version). The text is written by canonical.ts, which the hash reads directly.
 */
export function stableStringify(value: unknown): string {
  return unitsText(writeCanonical(value, false));
}

/**
 * `stableStringify` that also checks, in the same pass, that `value` is plain JSON, throwing (a bug,
 * never a user error) where it is not — the host's one walk over each new state.
 */
export function stableStringifyChecked(value: unknown, what = 'value'): string {
  return unitsText(writeCanonicalChecked(value, what));
}

/** `writeCanonical` with the plain-JSON check, its error naming the first place that is not plain JSON. */
export function writeCanonicalChecked(value: unknown, what: string): number {
  try {
    return writeCanonical(value, true);
  } catch (e) {
    const bad = findNonJson(value);
    throw new Error(bad ? `${what} is not plain JSON at ${bad}` : `${what}: ${(e as Error).message}`);
  }
}

/** The canonical buffer's first `length` code units as a string. */
function unitsText(length: number): string {
  const units = canonicalUnits();
  let out = '';
  for (let at = 0; at < length; at += 4096)
    out += String.fromCharCode.apply(null, units.subarray(at, Math.min(length, at + 4096)) as unknown as number[]);
  return out;
}

/**
 * A deep copy of a plain JSON value (a reducer's working copy of its state): the same result as
 * `cloneJson` for plain JSON, several times faster. Shares nothing with its input.
 */
export function copyJson<T>(value: T): T {
  // -0 becomes 0, as it would through JSON (and through the records), so a live game and its replay agree.
  if (typeof value !== 'object' || value === null) return (value === 0 ? 0 : value) as T;
  if (Array.isArray(value)) {
    const out = value.slice();
    for (let i = 0; i < out.length; i++) {
      const item: unknown = out[i];
      if (typeof item === 'object' && item !== null) out[i] = copyJson(item);
      else if (item === 0) out[i] = 0;
    }
    return out as T;
  }
  const out: Record<string, unknown> = {};
  const src = value as Record<string, unknown>;
  for (const key in src) {
    const item = src[key];
    const copy = typeof item === 'object' && item !== null ? copyJson(item) : item === 0 ? 0 : item;
    // A key named __proto__ (JSON.parse makes one) is a field like any other, not the prototype.
    if (key === '__proto__')
      Object.defineProperty(out, key, { value: copy, enumerable: true, writable: true, configurable: true });
    else out[key] = copy;
  }
  return out as T;
}

/**
 * Whether `o`'s keys (as `for…in` lists them) are exactly `keys`, in that order: then code written for
 * that shape may copy or read it field by field and give the same result as a generic walk.
 */
export function keysInOrder(o: object, keys: readonly string[]): boolean {
  let i = 0;
  for (const k in o) if (k !== keys[i++]) return false;
  return i === keys.length;
}

/** A deep copy through JSON; for tests and for detaching values from shared references. */
export function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
