/**
 * The second state hash (issue 16): a digest of a JSON value made from its parts' digests, as in a
 * Merkle tree. A string, a number or a constant has a digest of its own; an array's digest runs over
 * its items' digests in order; an object's is a sum over its entries (each the mix of its key's and its
 * value's digest), so key order does not matter and no key is sorted. Equal JSON values have equal
 * digests, as with the first hash (hash.ts), but no text is written: one walk, about as fast as a
 * `JSON.stringify` of the value (the first hash takes 1.5–2.5 times that).
 *
 * A part's digest is 53 bits (lane `A` 32 bits, lane `B` 21), so that one would fit in a number should
 * digests ever be kept by part (PLAYOUTS.md says why they are not). Not cryptographic; enough to
 * notice that a replayed game left its stored path.
 */

/** The lanes of the value digested last (returned this way: nothing is allocated per value). */
let A = 0;
let B = 0;
/** Set while a checked walk runs: anything not plain JSON throws. */
let strict = false;

/** Anything not plain JSON met during a checked walk; the caller names the place (`findNonJson`). */
export class NotPlainJsonValue extends Error {}

function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

function rotl(h: number, r: number): number {
  return (h << r) | (h >>> (32 - r));
}

/** Ends a digest from its two 32-bit working lanes. */
function finish(a: number, b: number): void {
  const x = fmix(a ^ rotl(b, 7));
  A = x >>> 0;
  B = fmix(b ^ rotl(x, 11)) >>> 11;
}

/** The characters of `s`, two FNV-style lanes from `seed` (strings and long numbers). */
function chars(s: string, seed: number): void {
  let a = seed ^ s.length;
  let b = 0x5be0cd19 ^ seed;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  finish(a, b);
}

const STRING = 0x3c6ef372;
const NUMBER_TEXT = 0x510e527f;
const INTEGER = 0x27d4eb2f;
const ARRAY = 0x6a09e667;
const OBJECT = 0x1f83d9ab;

function integer(n: number): void {
  // fmix is one-to-one on 32 bits, so every whole number of 32 bits has its own lane A.
  const a = fmix(n ^ INTEGER);
  A = a >>> 0;
  B = fmix(Math.imul(n, 0x165667b1) ^ a) >>> 11;
}

function constant(a: number, b: number): void {
  A = a >>> 0;
  B = b >>> 11;
}

function number(n: number): void {
  // -0 is 0, as JSON writes it; 2^31 and beyond, fractions and exponents go by their JSON text.
  if ((n | 0) === n) integer(n | 0);
  else if (Number.isFinite(n)) chars(String(n), NUMBER_TEXT);
  else if (strict) throw new NotPlainJsonValue('a number that is not finite');
  else nul();
}

function nul(): void {
  constant(0x9b05688c, 0x2b3e6c1f);
}

/** A value's digest into `A`/`B`. */
function put(value: unknown): void {
  switch (typeof value) {
    case 'string':
      return chars(value, STRING);
    case 'number':
      return number(value);
    case 'boolean':
      return value ? constant(0x5a827999, 0x6ed9eba1) : constant(0x8f1bbcdc, 0xca62c1d6);
    case 'object':
      if (value === null) return nul();
      return composite(value);
    case 'bigint':
      // As JSON.stringify does: a BigInt is not JSON.
      throw new TypeError('Do not know how to hash a BigInt');
    default:
      if (strict) throw new NotPlainJsonValue(typeof value);
      return nul();
  }
}

function composite(value: object): void {
  if (Array.isArray(value)) array(value);
  else {
    if (strict) {
      const proto = Object.getPrototypeOf(value) as unknown;
      if (proto !== Object.prototype && proto !== null) throw new NotPlainJsonValue('not a plain object');
    }
    object(value as Record<string, unknown>);
  }
}

function array(items: readonly unknown[]): void {
  let a = ARRAY ^ items.length;
  let b = ~ARRAY;
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item === undefined && strict) throw new NotPlainJsonValue('undefined');
    put(item);
    a = (Math.imul(rotl(a ^ A, 13), 5) + 0x6b64e654) | 0;
    b = (Math.imul(rotl(b ^ B ^ Math.imul(A, 0x9e3779b1), 15), 0x1b873593) + 0x52dce729) | 0;
  }
  finish(a, b);
}

/** Each key's digest, worked out once (a state has a few hundred keys at most). */
interface KeyDigest {
  readonly a: number;
  readonly b: number;
}
const keys = new Map<string, KeyDigest>();

function keyDigest(k: string): KeyDigest {
  let d = keys.get(k);
  if (d === undefined) {
    chars(k, STRING);
    d = { a: A | 0, b: fmix(B ^ 0x7f4a7c15) };
    if (keys.size < 100_000) keys.set(k, d);
  }
  return d;
}

function object(obj: Record<string, unknown>): void {
  let sa = 0;
  let sb = 0;
  let n = 0;
  for (const k in obj) {
    const v = obj[k];
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') {
      if (strict) throw new NotPlainJsonValue(v === undefined ? 'undefined' : typeof v);
      continue;
    }
    const key = keyDigest(k);
    put(v);
    // Each entry mixes its key and its value; the sum of the entries does not depend on their order.
    const x = fmix(Math.imul(A ^ key.a, 0xcc9e2d51) ^ rotl(B, 9));
    sa = (sa + x) | 0;
    sb = (sb + fmix(Math.imul(B ^ key.b, 0x85ebca6b) ^ x)) | 0;
    n++;
  }
  finish(sa ^ OBJECT ^ n, sb + Math.imul(n, 0x9e3779b1));
}

function hex(n: number): string {
  return (n >>> 0).toString(16).padStart(8, '0');
}

/**
 * The digest of a JSON value as 16 hex digits. With `checkJson` the same walk checks that the value is
 * plain JSON, throwing `NotPlainJsonValue` (or a RangeError for a cycle) where it is not.
 */
export function digestJson(value: unknown, options: { checkJson?: boolean } = {}): string {
  strict = options.checkJson === true;
  try {
    put(value);
  } finally {
    strict = false;
  }
  return hex(fmix(A ^ 0x2545f491)) + hex(fmix(Math.imul(B, 0x9e3779b1) ^ A ^ 0x4f1bbcdc));
}
