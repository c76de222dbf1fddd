/**
 * The Police Commissioner's Shootout rewards (G-17.4): the base cost of each gangster his Cops eliminate.
 * (Raid rewards are paid in `crime.ts`.)
 */
import { collect, money, sayMoney, type Ctx } from './common';
import { incoming } from './fights';
import { COPS_SIDE, type Fight } from './shootout-types';

/** G-17.4: the Commissioner earns the base cost of each gangster point his Cops shoot away. */
export function copRewards(
  c: Ctx,
  f: Fight,
  before: Map<number, { racketeer: number; thug: number; vamp: number }>,
): void {
  const s = c.s;
  if (s.commissioner === null) return;
  for (const side of new Set(f.units.map((u) => u.side))) {
    if (side === COPS_SIDE) continue;
    const copHits = incoming(f, side).fromCops;
    if (copHits === 0) continue;
    const g = s.gangs.find((x) => x.seat === side);
    const was = before.get(side);
    if (!g || !was) continue;
    const reward = copReward(was, g.strength, copHits);
    if (reward > 0) {
      collect(s, s.commissioner, reward);
      sayMoney(
        c,
        [s.commissioner],
        'reward',
        `The Commissioner earns ${money(reward)} for gangsters his Cops eliminated.`,
        'The Commissioner is rewarded for gangsters his Cops eliminated.',
        'G-17.4',
      );
    }
  }
}

/**
 * The reward for strength lost to Cops: the base cost of each point, highest first (G-17.4-ex1: two Thugs
 * of a four-Thug Gang are worth $400 + $300). At most `copHits` points are counted.
 */
export function copReward(
  was: { racketeer: number; thug: number; vamp: number },
  now: { racketeer: number; thug: number; vamp: number },
  copHits: number,
): number {
  let left = copHits;
  let sum = 0;
  for (const kind of ['vamp', 'racketeer', 'thug'] as const) {
    for (let k = was[kind]; k > now[kind] && left > 0; k--, left--) sum += kind === 'vamp' ? 300 : 100 * k;
  }
  return sum;
}
