/**
 * The canonical JSON text of a value (object keys sorted), written as UTF-16 code units into one
 * reusable buffer instead of being built up as a string. Stored state hashes are taken over this
 * text, so it must never change: json.test.ts pins it against the first, straightforward version.
 * The hash reads the code units straight from the buffer (hash.ts); `stableStringify` (json.ts)
 * turns them into a string. No string is built on the way, so nothing has to be flattened or
 * collected afterwards.
 */

/** Anything not plain JSON met while `strict`; the caller names the place with `findNonJson`. */
export class NotPlainJson extends Error {}

let buf = new Uint16Array(1 << 14);
let pos = 0;
/** Set while a checked walk runs: anything not plain JSON throws. */
let strict = false;

/**
 * Writes `value`'s canonical text into the buffer and returns its length in code units; the units are
 * `canonicalUnits()[0 … length)` until the next call. With `checked`, throws `NotPlainJson` (or a
 * RangeError for a cycle) where the value is not plain JSON.
 */
export function writeCanonical(value: unknown, checked: boolean): number {
  pos = 0;
  strict = checked;
  try {
    put(value);
  } finally {
    strict = false;
  }
  return pos;
}

/** The buffer the last `writeCanonical` wrote into. */
export function canonicalUnits(): Uint16Array {
  return buf;
}

function room(n: number): void {
  if (pos + n <= buf.length) return;
  const bigger = new Uint16Array(Math.max(buf.length * 2, pos + n + 1024));
  bigger.set(buf.subarray(0, pos));
  buf = bigger;
}

/** Text known to need no escaping (punctuation, a quoted key, a number). */
function text(s: string): void {
  const n = s.length;
  room(n);
  for (let i = 0; i < n; i++) buf[pos + i] = s.charCodeAt(i);
  pos += n;
}

function unit(c: number): void {
  room(1);
  buf[pos++] = c;
}

/**
 * A string value, quoted. Copied as it is unless JSON.stringify would escape something in it (a quote,
 * a backslash, a control or a surrogate); then JSON.stringify's own text is written instead.
 */
function quoted(s: string): void {
  const n = s.length;
  room(n + 2);
  const start = pos;
  buf[pos] = 0x22;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) {
      pos = start;
      text(JSON.stringify(s));
      return;
    }
    buf[start + 1 + i] = c;
  }
  buf[start + n + 1] = 0x22;
  pos = start + n + 2;
}

/** The code units of a key's quoted form, with its colon. */
function quotedKey(k: string): Uint16Array {
  return unitsOf(`${JSON.stringify(k)}:`);
}

/** Code units worked out before (a quoted key). */
function units(u: Uint16Array): void {
  const n = u.length;
  room(n);
  for (let i = 0; i < n; i++) buf[pos + i] = u[i] as number;
  pos += n;
}

/** A text's UTF-16 code units. */
export function unitsOf(t: string): Uint16Array {
  const u = new Uint16Array(t.length);
  for (let i = 0; i < t.length; i++) u[i] = t.charCodeAt(i);
  return u;
}

// The text of small whole numbers, the most common numbers in a state, and of the constants.
const SMALL: readonly Uint16Array[] = Array.from({ length: 1024 }, (_, i) => unitsOf(String(i)));
const NULL = unitsOf('null');
const TRUE = unitsOf('true');
const FALSE = unitsOf('false');

function number(n: number): void {
  if (!Number.isFinite(n)) {
    if (strict) throw new NotPlainJson('a number that is not finite');
    units(NULL);
  } else if (n >= 0 && n < 1024 && (n | 0) === n) units(SMALL[n] as Uint16Array);
  else text(String(n));
}

function put(value: unknown): void {
  switch (typeof value) {
    case 'string':
      return quoted(value);
    case 'number':
      return number(value);
    case 'boolean':
      return units(value ? TRUE : FALSE);
    case 'object':
      if (value === null) return units(NULL);
      if (Array.isArray(value)) return array(value);
      if (strict) {
        const proto = Object.getPrototypeOf(value) as unknown;
        if (proto !== Object.prototype && proto !== null) throw new NotPlainJson('not a plain object');
      }
      return object(value as Record<string, unknown>);
    case 'bigint':
      // As JSON.stringify does: a BigInt is not JSON.
      return text(JSON.stringify(value));
    default:
      if (strict) throw new NotPlainJson(typeof value);
      // undefined, functions and symbols, as the first version wrote them.
      return units(NULL);
  }
}

function array(items: readonly unknown[]): void {
  unit(0x5b);
  for (let i = 0; i < items.length; i++) {
    if (i > 0) unit(0x2c);
    put(items[i]);
  }
  unit(0x5d);
}

/**
 * An object shape: its keys in the order they were written, and, in sorted order, each key with its
 * quoted form. A game builds its state objects with the same keys in the same order every time, so
 * each shape is sorted and quoted once.
 */
interface Shape {
  readonly written: readonly string[];
  readonly sorted: readonly string[];
  readonly quoted: readonly Uint16Array[];
}

/** The shapes seen so far, by their first key as written (a few per key at most). */
const shapes = new Map<string, Shape[]>();
let shapeCount = 0;

function shapeOf(keys: string[]): Shape {
  const first = keys[0] as string;
  const known = shapes.get(first);
  if (known !== undefined) {
    for (let s = 0; s < known.length; s++) {
      const shape = known[s] as Shape;
      const written = shape.written;
      if (written.length !== keys.length) continue;
      let same = true;
      for (let i = 1; i < keys.length && same; i++) same = written[i] === keys[i];
      // The same keys in the same order: sorted the same way.
      if (same) return shape;
    }
  }
  const sorted = keys.slice().sort();
  const shape: Shape = { written: keys, sorted, quoted: sorted.map(quotedKey) };
  if (shapeCount < 10_000 && (known?.length ?? 0) < 32) {
    shapeCount++;
    if (known) known.push(shape);
    else shapes.set(first, [shape]);
  }
  return shape;
}

function object(obj: Record<string, unknown>): void {
  const keys = Object.keys(obj);
  unit(0x7b);
  if (keys.length > 0) {
    const shape = shapeOf(keys);
    const sorted = shape.sorted;
    const quoted = shape.quoted;
    let first = true;
    for (let i = 0; i < sorted.length; i++) {
      const v = obj[sorted[i] as string];
      if (v === undefined) {
        if (strict) throw new NotPlainJson('undefined');
        continue;
      }
      if (!first) unit(0x2c);
      first = false;
      units(quoted[i] as Uint16Array);
      put(v);
    }
  }
  unit(0x7d);
}
