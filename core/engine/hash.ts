import { canonicalUnits, unitsOf, writeCanonical } from './canonical';
import { writeCanonicalChecked } from './json';

/**
 * A stable 64-bit (16 hex digit) hash of any JSON value, independent of key order: the hash of its
 * canonical text (`stableStringify`), read straight from the buffer the text is written into. With
 * `checkJson` the same pass also checks that the value is plain JSON (throwing where it is not).
 */
export function hashJson(value: unknown, options: { checkJson?: boolean } = {}): string {
  const length = options.checkJson ? writeCanonicalChecked(value, 'the hashed value') : writeCanonical(value, false);
  return hashUnits(canonicalUnits(), length);
}

/** The same hash over a string's UTF-16 code units. */
export function hashString(text: string): string {
  return hashUnits(unitsOf(text), text.length);
}

/** `hashString`'s two lanes as numbers: its 16 hex digits are `lanes[0]`'s eight, then `lanes[1]`'s. */
export function hashStringLanes(text: string): [number, number] {
  const [h1, h2] = lanes(unitsOf(text), text.length);
  return [h1, h2];
}

/**
 * Two 32-bit FNV-1a-style lanes with different seeds and a final avalanche, over `units[0 … length)`;
 * not cryptographic, but enough to notice that a replayed history diverged from the stored one.
 */
function hashUnits(units: Uint16Array, length: number): string {
  const [h1, h2] = lanes(units, length);
  return hex(h1) + hex(h2);
}

/** `hashUnits`' two lanes, each an unsigned 32-bit number. */
function lanes(units: Uint16Array, length: number): [number, number] {
  let h1 = 0x811c9dc5 ^ length;
  let h2 = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < length; i++) {
    const c = units[i] as number;
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    h2 ^= h2 >>> 15;
  }
  h1 = avalanche(h1 ^ (h2 >>> 7));
  h2 = avalanche(h2 ^ (h1 >>> 11));
  return [h1, h2];
}

function avalanche(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function hex(n: number): string {
  return (n >>> 0).toString(16).padStart(8, '0');
}
