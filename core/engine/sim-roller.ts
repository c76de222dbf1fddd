import type { Roller } from './dice';
import { nextInt, type RngState } from './rng';

/**
 * The dice of a search's imagined futures: seeded, recording nothing and writing no log lines, so a
 * playout costs only the game's own reducer. Real moves always go through the kernel's recording roller.
 */
export class SimRoller implements Roller {
  constructor(public rng: RngState) {}

  draw(n: number): number {
    const [v, next] = nextInt(this.rng, n);
    this.rng = next;
    return v;
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
