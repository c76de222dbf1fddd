/**
 * The second state hash (issue 16): a digest of a JSON value made from its parts' digests, as in a
 * Merkle tree. A string, a number or a constant has a digest of its own; an array's digest runs over
 * its items' digests in order; an object's is a sum over its entries (each the mix of its key's and its
 * value's digest), so key order does not matter and no key is sorted. Equal JSON values have equal
 * digests, as with the first hash (hash.ts), but no text is written: one walk, about as fast as a
 * `JSON.stringify` of the value (the first hash takes 1.5–2.5 times that).
 *
 * A part's digest is 53 bits (lane `A` 32 bits, lane `B` 21). The host's hash of each new match takes
 * over the digests of the parts it shares with the match before (`digestAfter`; PLAYOUTS.md says when
 * that is safe). Not cryptographic; enough to notice that a replayed game left its stored path.
 */

import { isKeyedRecord } from './keyed-record';

/**
 * The lanes of the value digested last (returned this way: nothing is allocated per value). `A` is kept
 * as a signed 32-bit number (every use of it is a 32-bit operation), so that it stays a small integer
 * and storing it allocates nothing; `B` has 21 bits.
 */
let A = 0;
let B = 0;

/** Set while a checked walk runs: anything not plain JSON throws. */
let strict = false;
/**
 * Set while a walk runs over a value that may hold objects V8 keeps as hash tables (`keyedRecord`,
 * keyed-record.ts): the records `keyedRecord` made (`isKeyedRecord`) are walked by loops of their own,
 * every other object by the usual ones (Nothing Personal's host hash 0.94–0.97x and a match of it hashed
 * on its own 0.92–0.96x their time when every object of its states went by the loops for tables; one
 * process, both import orders, December 6). The loops for tables go by `Object.keys`, in the same order:
 * a `for…in` over a hash table checks each key again as it goes (the host hash 0.96–0.98x with them, a
 * match hashed on its own the same). A `for…in` over such an object has no
 * cache of its keys, and a loop that has met one is made for any object from then on: V8 no longer
 * reads each entry by its place in the object's layout but looks its key up, for every object it walks.
 * One game's hash tables made every game's hash slower in a process that ran it (a host, the bench):
 * SuperGang's, after Nothing Personal's, about 1.2x (December 6). Each function with a loop over an
 * object's keys is therefore written twice, the second named `…OfTables`, each a small function of its
 * own (the two loops in one function cost a plain walk 1.1–1.25x: it was inlined less).
 */
let tables = false;

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
  A = x;
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

function integerOf(n: number): void {
  // fmix is one-to-one on 32 bits, so every whole number of 32 bits has its own lane A.
  const a = fmix(n ^ INTEGER);
  A = a | 0;
  B = fmix(Math.imul(n, 0x165667b1) ^ a) >>> 11;
}

// The digests of the small whole numbers, the most common values in a state, worked out once.
const SMALL_FROM = -256;
const SMALL_A = new Int32Array(2048);
const SMALL_B = new Int32Array(2048);
for (let i = 0; i < SMALL_A.length; i++) {
  integerOf(i + SMALL_FROM);
  SMALL_A[i] = A;
  SMALL_B[i] = B;
}

function integer(n: number): void {
  const i = n - SMALL_FROM;
  if (i >= 0 && i < SMALL_A.length) {
    A = SMALL_A[i] as number;
    B = SMALL_B[i] as number;
  } else integerOf(n);
}

/**
 * The digests of short strings seen before: a state's strings are mostly names of a few hundred cards,
 * places and phases, met again at every step. Let go of all at once when full (a game's own are met
 * again soon enough).
 */
const strings = new Map<string, Lanes>();

/** A digest's two lanes, as kept (two small integers: reading them back costs no arithmetic). */
interface Lanes {
  readonly a: number;
  readonly b: number;
}

function string(s: string): void {
  if (s.length > 64) return chars(s, STRING);
  const d = strings.get(s);
  if (d !== undefined) {
    A = d.a;
    B = d.b;
    return;
  }
  chars(s, STRING);
  if (strings.size >= 50_000) strings.clear();
  strings.set(s, { a: A, b: B });
}

function constant(a: number, b: number): void {
  A = a | 0;
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
      return string(value);
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
    if (strict) checkPlain(value);
    object(value as Record<string, unknown>);
  }
}

/*
 * The mixing of arrays and objects, shared by the plain walk (`array`, `object`) and the remembering
 * one (`kept`): each item's or entry's digest is in `A`/`B` when its step is taken.
 */

/** An array's lane `a` after an item (lane `a` starts at `ARRAY ^ length`, lane `b` at `~ARRAY`). */
function itemA(a: number): number {
  return (Math.imul(rotl(a ^ A, 13), 5) + 0x6b64e654) | 0;
}

/** An array's lane `b` after an item. */
function itemB(b: number): number {
  return (Math.imul(rotl(b ^ B ^ Math.imul(A, 0x9e3779b1), 15), 0x1b873593) + 0x52dce729) | 0;
}

/** An object entry's mix of its key and its value, added to the object's sum `sa`. */
function entryA(key: KeyDigest): number {
  return fmix(Math.imul(A ^ key.a, 0xcc9e2d51) ^ rotl(B, 9));
}

/** An entry's part of the object's sum `sb`, from its `entryA`. */
function entryB(key: KeyDigest, x: number): number {
  return fmix(Math.imul(B ^ key.b, 0x85ebca6b) ^ x);
}

/** Ends an object's digest from its sums over its `n` entries. */
function finishObject(sa: number, sb: number, n: number): void {
  finish(sa ^ OBJECT ^ n, sb + Math.imul(n, 0x9e3779b1));
}

/** Whether an object's entry is left out, as JSON leaves it out (a checked walk throws instead). */
function leftOut(v: unknown): boolean {
  if (v !== undefined && typeof v !== 'function' && typeof v !== 'symbol') return false;
  if (strict) throw new NotPlainJsonValue(v === undefined ? 'undefined' : typeof v);
  return true;
}

/** A checked walk's refusal of an object that is not plain (a class instance, a Map). */
function checkPlain(value: object): void {
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) throw new NotPlainJsonValue('not a plain object');
}

function array(items: readonly unknown[]): void {
  let a = ARRAY ^ items.length;
  let b = ~ARRAY;
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item === undefined && strict) throw new NotPlainJsonValue('undefined');
    put(item);
    a = itemA(a);
    b = itemB(b);
  }
  finish(a, b);
}

/** Each key's digest, worked out once (a state has a few hundred keys at most). */
interface KeyDigest {
  readonly key: string;
  readonly a: number;
  readonly b: number;
}
const keys = new Map<string, KeyDigest>();

function keyDigest(k: string): KeyDigest {
  let d = keys.get(k);
  if (d === undefined) {
    chars(k, STRING);
    d = { key: k, a: A, b: fmix(B ^ 0x7f4a7c15) };
    if (keys.size < 100_000) keys.set(k, d);
  }
  return d;
}

function object(obj: Record<string, unknown>): void {
  if (tables && isKeyedRecord(obj)) objectOfTables(obj);
  else plainObject(obj);
}

function plainObject(obj: Record<string, unknown>): void {
  let sa = 0;
  let sb = 0;
  let n = 0;
  for (const k in obj) {
    const v = obj[k];
    if (leftOut(v)) continue;
    const key = keyDigest(k);
    put(v);
    // Each entry mixes its key and its value; the sum of the entries does not depend on their order.
    const x = entryA(key);
    sa = (sa + x) | 0;
    sb = (sb + entryB(key, x)) | 0;
    n++;
  }
  finishObject(sa, sb, n);
}

/** `plainObject` written a second time, for a walk that may meet hash tables (see `tables`). */
function objectOfTables(obj: Record<string, unknown>): void {
  let sa = 0;
  let sb = 0;
  let n = 0;
  const names = Object.keys(obj);
  for (let i = 0; i < names.length; i++) {
    const k = names[i] as string;
    const v = obj[k];
    if (leftOut(v)) continue;
    const key = keyDigest(k);
    put(v);
    const x = entryA(key);
    sa = (sa + x) | 0;
    sb = (sb + entryB(key, x)) | 0;
    n++;
  }
  finishObject(sa, sb, n);
}

/**
 * What a remembering walk (`digestAfter`) kept of an object or array: six slots for each entry, in the
 * order walked: its key (an array's items: null), the value itself, two numbers (an array's item: its
 * digest's lanes; an object's entry: its share of the object's two sums, which depends only on its key
 * and its value's digest), for an object or array a level further down, what was kept of it (else
 * null), and its key's digest (an array's items: null). An entry whose key and value are the very ones
 * kept at its place is taken over from its first three slots alone, its value and its key's digest
 * never read (most of a step's entries: each read of them was a cache miss). Only whether any part was
 * taken over counts (`taken`). Every entry is kept, strings, numbers and constants too: an entry with the same key at
 * the same place (an item: at the same place) holding the same value (the same object; a string, a
 * number or a constant by value) has its digest and its share from then, and its key's digest is the
 * one kept there, so that nothing is looked up or mixed again (a state's objects keep their keys in
 * order from one step to the next, and most of their entries' values). What is kept is written over
 * in place by the next walk (`kept`), so a walk allocates nothing where the state kept its shape.
 * Measured on the bench's positions (December 6, one process, CPU time, alternated with the walk that
 * kept only the objects and arrays in a new list each time, load 5–8): the host's hash 0.58–0.67x
 * (SuperGang, with the item nodes of `LEVELS`), 0.71–0.74x (Nothing Personal), 0.74–0.81x (Gangsters);
 * a match hashed on its own (strings' digests kept as two lanes) 0.81x, 0.84x, 0.89x.
 */
type Kept = unknown[];
const STRIDE = 6;

/**
 * How many levels of a match a remembering walk keeps: the match's parts (its setup, the same object
 * from the first move to the last, and its state), the state's parts, and their parts (a Gang, a
 * character, a seat's hand, the take-back snapshot inside the turn). A part is taken over when it is the
 * very object kept under its key; a state's list with the same items as the one kept (`sameItems`: a
 * deck the reducer copied without changing it) too; and at the deepest level a part equal to the one
 * kept (`equalJson`: a reducer's copy of a Gang or a character the action left alone), which costs a
 * third of digesting it. With two levels and only the shallow compare the host's hash took 1.3–1.4x
 * (Gangsters) and 1.3–1.8x (SuperGang) what it takes with three and the compare, Nothing Personal's the
 * same (one process, CPU time, both import orders, December 5); a third level without the compare cost
 * more than it saved. A list's item at the deepest level that is not equal to the one kept at its place
 * (the character who moved, the Gang that paid) is kept entry by entry (`keptEntry`), so that its next
 * change costs a compare of its entries rather than a walk: SuperGang's host hash 0.89x, Gangsters'
 * 1.03x, Nothing Personal's the same (December 6; a fourth level for every part cost Gangsters 1.1x, and
 * keeping every changed part at the deepest level, not only a list's items, 1.2x).
 */
const LEVELS = 3;
/**
 * Keeping the state's parts costs a tenth of the walk when none is ever taken over (a reducer that
 * copies and changes all of them): after `MISSES` walks in a row took none over, they are kept only for
 * a try every `TRY_EVERY` walks (that walk keeps them, the next one sees whether any can be taken over).
 */
const MISSES = 4;
const TRY_EVERY = 16;
let misses = 0;
let sinceTried = 0;
/** How many parts below the top the current remembering walk took over. */
let taken = 0;
/** How many levels the current remembering walk keeps (`LEVELS`, or 1 while keeping does not pay). */
let walkLevels = LEVELS;

/**
 * One entry of a remembering walk into `A`/`B`, its inner part kept into `out` at `j`; `same`: `prev`'s
 * entry at `j` is the same entry of the value walked before (its key, or the same place in a list).
 * Returns whether its digest is the one it had then (then `A`/`B` are not set: the caller has what
 * it kept of it).
 */
function keptEntry(v: unknown, same: boolean, prev: Kept, levels: number, out: Kept, j: number): boolean {
  // `same` holds only where the walk writes over `prev` (`out` is `prev`): an entry taken over is left
  // as it was kept, nothing written. (The caller has taken over the very same value already.)
  if (typeof v !== 'object' || v === null) {
    // A string, a number or a constant: the same value has the same digest (NaN is never the same).
    if (same && prev[j + 1] === v) return true;
    put(v);
    out[j + 1] = v;
    out[j + 4] = null;
    return false;
  }
  const before = same ? prev[j + 1] : undefined;
  // The match's own parts (the top) are taken over only as the very objects; below, a list with the
  // same items too, and at the deepest level of a full walk an equal part.
  const top = levels === walkLevels;
  if (same && (before === v || (!top && (levels <= 1 ? equalJson(v, before) : sameItems(v, before))))) {
    if (before !== v) out[j + 1] = v;
    if (levels < LEVELS) taken++;
    return true;
  }
  out[j + 1] = v;
  if (levels > 1) out[j + 4] = kept(v, same ? (prev[j + 4] as Kept | null) : null, levels - 1);
  else if (levels === 1 && same && !top && prev[j] === null && !Array.isArray(v))
    // A list's item at the deepest level that changed: kept for its next change (see `LEVELS`).
    out[j + 4] = kept(v, prev[j + 4] as Kept | null, 0);
  else {
    out[j + 4] = null;
    composite(v);
  }
  return false;
}

/**
 * Whether `a` is the same JSON value as `b`, so that `b`'s digest is `a`'s: the same items in the same
 * order, the same keys (in any order, as the digest reads them) with equal values; strings, numbers and
 * constants by value (0 and -0 alike, NaN never). Anything the digest would leave out or refuse (an
 * undefined entry, an object not plain in a checked walk) is not equal: the walk then digests `a` and
 * leaves out or refuses it there. `b` is a part digested before, unchanged since (`digestAfter`'s promise).
 */
function equalJson(a: object, b: unknown): boolean {
  if (typeof b !== 'object' || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equalValue(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  if (strict) {
    const proto = Object.getPrototypeOf(a) as unknown;
    if (proto !== Object.prototype && proto !== null) return false;
  }
  return tables && isKeyedRecord(a)
    ? sameEntriesOfTables(a as Record<string, unknown>, b as Record<string, unknown>)
    : sameEntries(a as Record<string, unknown>, b as Record<string, unknown>);
}

/** Whether the objects `x` and `y` have the same keys with equal values (`equalJson`). */
function sameEntries(x: Record<string, unknown>, y: Record<string, unknown>): boolean {
  let n = 0;
  for (const k in x) {
    const v = x[k];
    if (v === undefined || !equalValue(v, y[k])) return false;
    n++;
  }
  for (const _ in y) n--;
  return n === 0;
}

/** `sameEntries` written a second time, for a walk that may meet hash tables (see `tables`). */
function sameEntriesOfTables(x: Record<string, unknown>, y: Record<string, unknown>): boolean {
  const names = Object.keys(x);
  for (let i = 0; i < names.length; i++) {
    const k = names[i] as string;
    const v = x[k];
    if (v === undefined || !equalValue(v, y[k])) return false;
  }
  return Object.keys(y).length === names.length;
}

/**
 * Whether the array `a` holds the same items as `b` (strings and numbers by value, anything else by
 * being the same object): a copy of a list the reducer did not change does (a deck, a hand), and that
 * costs less to see than walking it item by item.
 */
function sameItems(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const item: unknown = a[i];
    if (item !== b[i] || item === undefined || typeof item === 'function' || typeof item === 'symbol') return false;
  }
  return true;
}

function equalValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return typeof a === 'object' && a !== null && equalJson(a, b);
}

/** `composite` that keeps each entry's digest (see `Kept`), reusing `prev`'s for the same values. */
function kept(value: object, prev: Kept | null, levels: number): Kept {
  const had = prev === null ? 0 : prev.length;
  const was = prev ?? NONE;
  // Written over what was kept of the value before, entry by entry, each slot read before it is written:
  // nothing else holds it (`digestAfter` lets go of the last walk's), and a state's objects keep their
  // shape from one step to the next, so a walk allocates nothing where the state kept its shape.
  const out: Kept = prev ?? [];
  let j = 0;
  if (Array.isArray(value)) {
    let a = ARRAY ^ value.length;
    let b = ~ARRAY;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const same = j < had && was[j] === null;
      if (same && was[j + 1] === item && item !== undefined) {
        // The same item at the same place: its digest from then, read without touching it.
        if (taken === 0 && levels < LEVELS && typeof item === 'object' && item !== null) taken++;
        A = was[j + 2] as number;
        B = was[j + 3] as number;
      } else {
        if (item === undefined && strict) throw new NotPlainJsonValue('undefined');
        if (keptEntry(item, same, was, levels, out, j)) {
          A = was[j + 2] as number;
          B = was[j + 3] as number;
        } else {
          if (!same) {
            out[j] = null;
            out[j + 5] = null;
          }
          out[j + 2] = A;
          out[j + 3] = B;
        }
      }
      j += STRIDE;
      a = itemA(a);
      b = itemB(b);
    }
    finish(a, b);
  } else {
    if (strict) checkPlain(value);
    const obj = value as Record<string, unknown>;
    j =
      tables && isKeyedRecord(obj)
        ? keptEntriesOfTables(obj, was, had, levels, out)
        : keptEntries(obj, was, had, levels, out);
  }
  if (out.length !== j) out.length = j;
  return out;
}
const NONE: Kept = [];

/** `kept` of an object: its entries kept into `out`, its digest into `A`/`B`; returns the slots written. */
function keptEntries(obj: Record<string, unknown>, was: Kept, had: number, levels: number, out: Kept): number {
  let j = 0;
  let sa = 0;
  let sb = 0;
  let n = 0;
  for (const k in obj) {
    const v = obj[k];
    let x: number;
    let y: number;
    if (j < had && was[j] === k && was[j + 1] === v) {
      // The same key at the same place holding the same value (never one left out): its share
      // from then, read without touching the value or the key's digest (see `Kept`).
      if (taken === 0 && levels < LEVELS && typeof v === 'object' && v !== null) taken++;
      x = was[j + 2] as number;
      y = was[j + 3] as number;
    } else {
      if (leftOut(v)) continue;
      const same = j < had && was[j] === k;
      const key = same ? (was[j + 5] as KeyDigest) : keyDigest(k);
      if (keptEntry(v, same, was, levels, out, j)) {
        x = was[j + 2] as number;
        y = was[j + 3] as number;
      } else {
        x = entryA(key);
        y = entryB(key, x);
        if (!same) {
          out[j] = k;
          out[j + 5] = key;
        }
        out[j + 2] = x;
        out[j + 3] = y;
      }
    }
    j += STRIDE;
    sa = (sa + x) | 0;
    sb = (sb + y) | 0;
    n++;
  }
  finishObject(sa, sb, n);
  return j;
}

/** `keptEntries` written a second time, for a walk that may meet hash tables (see `tables`). */
function keptEntriesOfTables(obj: Record<string, unknown>, was: Kept, had: number, levels: number, out: Kept): number {
  let j = 0;
  let sa = 0;
  let sb = 0;
  let n = 0;
  const names = Object.keys(obj);
  for (let i = 0; i < names.length; i++) {
    const k = names[i] as string;
    const v = obj[k];
    let x: number;
    let y: number;
    if (j < had && was[j] === k && was[j + 1] === v) {
      // The same key at the same place holding the same value (never one left out): its share
      // from then, read without touching the value or the key's digest (see `Kept`).
      if (taken === 0 && levels < LEVELS && typeof v === 'object' && v !== null) taken++;
      x = was[j + 2] as number;
      y = was[j + 3] as number;
    } else {
      if (leftOut(v)) continue;
      const same = j < had && was[j] === k;
      const key = same ? (was[j + 5] as KeyDigest) : keyDigest(k);
      if (keptEntry(v, same, was, levels, out, j)) {
        x = was[j + 2] as number;
        y = was[j + 3] as number;
      } else {
        x = entryA(key);
        y = entryB(key, x);
        if (!same) {
          out[j] = k;
          out[j + 5] = key;
        }
        out[j + 2] = x;
        out[j + 3] = y;
      }
    }
    j += STRIDE;
    sa = (sa + x) | 0;
    sb = (sb + y) | 0;
    n++;
  }
  finishObject(sa, sb, n);
  return j;
}

/**
 * The value the last remembering walk was of (null: none to take anything over from), whether it was
 * checked, what it kept and how deep.
 */
let lastValue: object | null = null;
let lastChecked = false;
let lastKept: Kept = [];
let lastLevels = 0;

const BYTES = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

function hex(n: number): string {
  return (
    (BYTES[n >>> 24] as string) +
    (BYTES[(n >>> 16) & 255] as string) +
    (BYTES[(n >>> 8) & 255] as string) +
    (BYTES[n & 255] as string)
  );
}

/** How a digest is taken; neither option changes the digest. */
export interface DigestOptions {
  /** Check that the value is plain JSON, in the same walk. */
  readonly checkJson?: boolean;
  /** The value may hold objects V8 keeps as hash tables (see `tables`). */
  readonly tables?: boolean;
}

/**
 * The digest of a JSON value as 16 hex digits. With `checkJson` the same walk checks that the value is
 * plain JSON, throwing `NotPlainJsonValue` (or a RangeError for a cycle) where it is not.
 */
export function digestJson(value: unknown, options: DigestOptions = {}): string {
  strict = options.checkJson === true;
  tables = options.tables === true;
  try {
    put(value);
  } finally {
    strict = false;
  }
  return digestText();
}

function digestText(): string {
  return hex(fmix(A ^ 0x2545f491)) + hex(fmix(Math.imul(B, 0x9e3779b1) ^ A ^ 0x4f1bbcdc));
}

/**
 * `digestJson(value, options)`, the same digest, taken with the digests of `value`'s top parts kept
 * (`LEVELS` levels: a match's parts and its state's) for the next call. When `previous` is
 * the value the last call was of, each part of `value` that is the very same object as the part under
 * the same key (array: index) there was then has its digest from then, not walked again. Checked parts
 * are taken over only by a checked walk.
 *
 * That is right only if nothing was changed inside `previous`'s parts since it was digested: the
 * caller's promise. The kernel makes it for a match the reducer made from the match digested before
 * (`matchHash`, match.ts): `apply` leaves its input as it was, and nothing changes a match afterwards.
 */
export function digestAfter(value: object, previous: object | null, options: DigestOptions = {}): string {
  const checked = options.checkJson === true;
  const prev = previous !== null && lastValue === previous && (lastChecked || !checked) ? lastKept : null;
  // Whether this walk can tell if keeping the state's parts pays: the last one kept them.
  const trial = prev !== null && lastLevels === LEVELS;
  const levels = misses < MISSES || sinceTried >= TRY_EVERY ? LEVELS : 1;
  walkLevels = levels;
  strict = checked;
  tables = options.tables === true;
  taken = 0;
  // The walk writes over what was kept: if it throws half-way, nothing kept is to be believed.
  lastValue = null;
  let k: Kept;
  try {
    k = kept(value, prev, levels);
  } finally {
    strict = false;
  }
  if (trial && levels === LEVELS) {
    misses = taken > 0 ? 0 : misses + 1;
    sinceTried = 0;
  } else if (levels < LEVELS) sinceTried++;
  lastValue = value;
  lastChecked = checked;
  lastKept = k;
  lastLevels = levels;
  return digestText();
}
