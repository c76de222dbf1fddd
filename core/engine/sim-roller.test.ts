import { describe, expect, it } from 'vitest';
import { nextInt, seedRng, type RngState } from './rng';
import { SimRoller } from './sim-roller';

describe('SimRoller', () => {
  it('draws what nextInt draws and leaves the PRNG where nextInt leaves it', () => {
    const ranges = [1, 2, 3, 6, 7, 10, 94, 1000, 0x7fffffff, 0x80000001, 0xfffffffe, 0x100000000];
    for (const seed of ['a', 'b', 'mob-night', 'bench-bot-7']) {
      let r: RngState = seedRng(seed);
      const roller = new SimRoller(r);
      for (let i = 0; i < 400; i++) {
        const n = ranges[i % ranges.length] as number;
        const [v, next] = nextInt(r, n);
        r = next;
        expect(roller.draw(n)).toBe(v);
      }
      expect(roller.rng).toEqual(r);
    }
  });

  it('takes a PRNG set from outside, as a search does between its own draws', () => {
    const roller = new SimRoller(seedRng('one'));
    roller.rng = seedRng('two');
    expect(roller.die(6)).toBe((nextInt(seedRng('two'), 6)[0] as number) + 1);
    expect(roller.rng).toEqual(nextInt(seedRng('two'), 6)[1]);
  });

  it('refuses a range nextInt refuses', () => {
    const roller = new SimRoller(seedRng('x'));
    for (const n of [0, -1, 1.5, 0x100000001, Number.NaN]) expect(() => roller.draw(n)).toThrow(/bad range/);
  });
});
