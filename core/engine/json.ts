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
  const bad = findNonJson(value);
  if (bad) throw new Error(`${what} is not plain JSON at ${bad}`);
}

/**
 * JSON text with object keys sorted, so equal values always give equal text. Stored state hashes
 * are taken over this text, so its output must never change (json.test.ts pins it against the
 * first, straightforward version). Written as one pass that builds the text directly: keys are
 * sorted only when an object's own order is not already sorted, and strings that need no escaping
 * are quoted without `JSON.stringify`.
 */
export function stableStringify(value: unknown): string {
  strict = false;
  return canonical(value);
}

/**
 * `stableStringify` that also checks, in the same pass, that `value` is plain JSON, throwing (a bug,
 * never a user error) where it is not — the host's one walk over each new state.
 */
export function stableStringifyChecked(value: unknown, what = 'value'): string {
  strict = true;
  try {
    return canonical(value);
  } catch (e) {
    const bad = findNonJson(value);
    throw new Error(bad ? `${what} is not plain JSON at ${bad}` : `${what}: ${(e as Error).message}`);
  } finally {
    strict = false;
  }
}

/** Set while `stableStringifyChecked` runs: anything not plain JSON throws. */
let strict = false;

class NotPlainJson extends Error {}

/** Whether JSON.stringify escapes anything in `s`: a quote, a backslash, a control or (well-formed) a surrogate. */
function needsEscape(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return true;
  }
  return false;
}

function quote(s: string): string {
  return needsEscape(s) ? JSON.stringify(s) : `"${s}"`;
}

// Object keys recur in every state (a game has a few dozen): their quoted form is kept.
const quotedKeys = new Map<string, string>();

function quoteKey(key: string): string {
  let q = quotedKeys.get(key);
  if (q === undefined) {
    q = `${quote(key)}:`;
    if (quotedKeys.size < 10_000) quotedKeys.set(key, q);
  }
  return q;
}

// String values recur too (card and gangster ids): theirs are kept the same way.
const quotedValues = new Map<string, string>();

function quoteValue(s: string): string {
  let q = quotedValues.get(s);
  if (q === undefined) {
    q = quote(s);
    if (quotedValues.size < 10_000 && s.length <= 64) quotedValues.set(s, q);
  }
  return q;
}

function canonical(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return quoteValue(value);
    case 'number':
      if (Number.isFinite(value)) return String(value);
      if (strict) throw new NotPlainJson('a number that is not finite');
      return 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      if (value === null) return 'null';
      if (strict && !Array.isArray(value)) {
        const proto = Object.getPrototypeOf(value) as unknown;
        if (proto !== Object.prototype && proto !== null) throw new NotPlainJson('not a plain object');
      }
      return Array.isArray(value) ? canonicalArray(value) : canonicalObject(value as Record<string, unknown>);
    case 'bigint':
      // As JSON.stringify does: a BigInt is not JSON.
      return JSON.stringify(value);
    default:
      if (strict) throw new NotPlainJson(typeof value);
      // undefined, functions and symbols, as the first version wrote them.
      return 'null';
  }
}

function canonicalArray(items: readonly unknown[]): string {
  let out = '[';
  for (let i = 0; i < items.length; i++) {
    if (i > 0) out += ',';
    out += canonical(items[i]);
  }
  return `${out}]`;
}

/**
 * Sorted key lists of the object shapes seen so far, by their first key as written. A game builds its
 * state objects with the same keys in the same order every time, so the sort is done once per shape;
 * a list is only used after checking that it holds exactly `obj`'s keys.
 */
const sortedShapes = new Map<string, { last: string; sorted: readonly string[] }[]>();
let shapeCount = 0;

function sortedKeys(obj: Record<string, unknown>, keys: string[]): readonly string[] {
  const first = keys[0] as string;
  const last = keys[keys.length - 1] as string;
  const shapes = sortedShapes.get(first);
  if (shapes !== undefined) {
    for (const shape of shapes) {
      const known = shape.sorted;
      if (shape.last !== last || known.length !== keys.length) continue;
      let all = true;
      for (let i = 0; i < known.length && all; i++) all = Object.prototype.hasOwnProperty.call(obj, known[i] as string);
      // Same count, every listed key present, keys distinct: exactly `obj`'s keys.
      if (all) return known;
    }
  }
  keys.sort();
  if (shapeCount < 10_000 && (shapes?.length ?? 0) < 16) {
    shapeCount++;
    if (shapes) shapes.push({ last, sorted: keys });
    else sortedShapes.set(first, [{ last, sorted: keys }]);
  }
  return keys;
}

function canonicalObject(obj: Record<string, unknown>): string {
  let keys: readonly string[] = Object.keys(obj);
  for (let i = 1; i < keys.length; i++) {
    if ((keys[i - 1] as string) > (keys[i] as string)) {
      keys = sortedKeys(obj, keys as string[]);
      break;
    }
  }
  let out = '{';
  let first = true;
  for (const key of keys) {
    const v = obj[key];
    if (v === undefined) {
      if (strict) throw new NotPlainJson('undefined');
      continue;
    }
    out += first ? quoteKey(key) : `,${quoteKey(key)}`;
    first = false;
    out += canonical(v);
  }
  return `${out}}`;
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
    out[key] = typeof item === 'object' && item !== null ? copyJson(item) : item === 0 ? 0 : item;
  }
  return out as T;
}

/** A deep copy through JSON; for tests and for detaching values from shared references. */
export function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
