import type { Roller } from './dice';
import type { RngState } from './rng';

/**
 * The dice of a search's imagined futures: seeded, recording nothing and writing no log lines, so a
 * playout costs only the game's own reducer. Real moves always go through the kernel's recording roller.
 * The PRNG is rng.ts's sfc32 stepped in place (no state tuple per draw): `draw(n)` gives what
 * `nextInt(rng, n)` gives and leaves `rng` where it leaves it.
 */
export class SimRoller implements Roller {
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 0;

  constructor(rng: RngState) {
    this.rng = rng;
  }

  /** The PRNG after the draws so far. */
  get rng(): RngState {
    return [this.a, this.b, this.c, this.d];
  }

  set rng(r: RngState) {
    [this.a, this.b, this.c, this.d] = r;
  }

  /** rng.ts `nextUint32`, in place. */
  private next(): number {
    const { a, b, d } = this;
    let c = this.c;
    const t = (((a + b) | 0) + d) | 0;
    this.d = (d + 1) >>> 0;
    this.a = (b ^ (b >>> 9)) >>> 0;
    this.b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    this.c = (c + t) >>> 0;
    return t >>> 0;
  }

  /** rng.ts `nextInt`, in place: a uniform integer in [0, n) without modulo bias. */
  draw(n: number): number {
    if (!Number.isInteger(n) || n <= 0 || n > 0x100000000) throw new Error(`nextInt: bad range ${n}`);
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const x = this.next();
      if (x < limit) return x % n;
    }
  }

  die(sides: number): number {
    return this.draw(sides) + 1;
  }

  dice(count: number, sides: number): number[] {
    return Array.from({ length: count }, () => this.die(sides));
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.draw(i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }
}
