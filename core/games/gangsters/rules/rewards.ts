/**
 * The Police Commissioner's Shootout rewards (G-17.4): the base cost of each gangster his Cops eliminate.
 * (Raid rewards are paid in `crime.ts`.)
 */
import { seatRef } from '../../../engine/words';
import { edition, type GangstersState } from '../state';
import { collect, money, sayMoney, type Ctx } from './common';
import { incoming } from './fights';
import { COPS_SIDE, type Fight } from './shootout-types';

type Kind = 'racketeer' | 'thug' | 'vamp';
const ALL_KINDS: readonly Kind[] = ['vamp', 'racketeer', 'thug'];

/**
 * The pieces of `side` whose lost points the Cops' hits may account for, in the order they are counted
 * (G-17.4, from edition 5): only pieces a Cop hit can reach (not a citizen, G-9.7; a Guard never, G-12.7),
 * the piece the Cops attacked (the Bust, G-11.5) first, then Vamp, Racketeer, Thug. Games of editions 3–4
 * count every lost point, Vamp, Racketeer, Thug first. Asked before the hits are applied, while every
 * piece still shows its side.
 */
export function copCreditOrder(s: GangstersState, f: Fight, side: number): readonly Kind[] {
  if (edition(s) < 5 || s.commissioner === null) return ALL_KINDS;
  const inc = incoming(f, side, s);
  const reachable = ALL_KINDS.filter((k) => !inc.citizens.includes(`${side}:${k}`));
  const cops = new Set(f.units.filter((u) => u.side === COPS_SIDE).map((u) => u.id));
  const target = f.attacks.find(([a, t]) => cops.has(a) && t.startsWith(`${side}:`))?.[1].slice(`${side}:`.length);
  return [...reachable.filter((k) => k === target), ...reachable.filter((k) => k !== target)];
}

/** G-17.4: the Commissioner earns the base cost of each gangster point his Cops shoot away. */
export function copRewards(
  c: Ctx,
  f: Fight,
  before: Map<number, { strength: Record<Kind, number>; order: readonly Kind[] }>,
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
    const reward = copReward(was.strength, g.strength, copHits, was.order);
    if (reward > 0) {
      collect(s, s.commissioner, reward);
      sayMoney(
        c,
        [s.commissioner],
        'reward',
        edition(s) >= 10
          ? `${seatRef(s.commissioner)} earns ${money(reward)} for gangsters his Cops eliminated.`
          : `The Commissioner earns ${money(reward)} for gangsters his Cops eliminated.`,
        edition(s) >= 10
          ? `${seatRef(s.commissioner)} is rewarded for gangsters his Cops eliminated.`
          : 'The Commissioner is rewarded for gangsters his Cops eliminated.',
        'G-17.4',
      );
    }
  }
}

/**
 * The reward for strength lost to Cops: the base cost of each point, highest first (G-17.4-ex1: two Thugs
 * of a four-Thug Gang are worth $400 + $300). At most `copHits` points are counted, of the kinds in
 * `order`, in that order.
 */
export function copReward(
  was: Record<Kind, number>,
  now: Record<Kind, number>,
  copHits: number,
  order: readonly Kind[] = ALL_KINDS,
): number {
  let left = copHits;
  let sum = 0;
  for (const kind of order) {
    for (let k = was[kind]; k > now[kind] && left > 0; k--, left--) sum += kind === 'vamp' ? 300 : 100 * k;
  }
  return sum;
}
