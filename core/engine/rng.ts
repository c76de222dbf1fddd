import { hashStringLanes } from './hash';

/**
 * The seeded PRNG (sfc32). Its whole state is four unsigned 32-bit integers, stored inside the
 * match state as plain JSON so that a game can be saved, resumed and replayed exactly.
 * Pure functions: the caller keeps the returned state.
 */
export type RngState = readonly [number, number, number, number];

export function seedRng(seed: string): RngState {
  // The first three 32-bit words of the two hashes' hex texts (`hashString`), read as numbers.
  const [a, b] = hashStringLanes(`mob-night:${seed}`);
  const [c] = hashStringLanes(`${seed}:mob-night`);
  // Warm up so that similar seeds diverge: `nextUint32` twelve times.
  let s: RngState = [a, b, c, 1];
  for (let i = 0; i < 12; i++) s = nextUint32(s)[1];
  return s;
}

export function nextUint32(state: RngState): [number, RngState] {
  let [a, b, c, d] = state;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [t >>> 0, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/** A uniform integer in [0, n) without modulo bias. */
export function nextInt(state: RngState, n: number): [number, RngState] {
  if (!Number.isInteger(n) || n <= 0 || n > 0x100000000) throw new Error(`nextInt: bad range ${n}`);
  const limit = 0x100000000 - (0x100000000 % n);
  let s = state;
  for (;;) {
    const [x, next] = nextUint32(s);
    s = next;
    if (x < limit) return [x % n, s];
  }
}
