import { applyAction, createMatch, hashJson, type Match } from '../engine';
import { diceRace } from '../engine/testing/dice-race';
import type { Bench } from './measure';

/** The kernel's per-action overhead (validation, recording, JSON check) and state hashing. */
export function kernelBenches(): Bench[] {
  const start = createMatch(diceRace, { options: { target: 100 }, seats: 4, seed: 'bench' });
  if (!start.ok) throw new Error(start.error.message);
  let m: Match = start.value.match;
  for (let s = 0; s < 4; s++) {
    const r = applyAction(diceRace, m, s, { type: 'bid', amount: s });
    if (!r.ok) throw new Error(r.error.message);
    m = r.value.match;
  }
  const racing = m;
  const big = {
    cards: Array.from({ length: 400 }, (_, i) => ({ id: i, name: `card ${i}`, tags: ['a', 'b'], value: i * 3 })),
  };
  return [
    {
      name: 'kernel applyAction (roll, checks on)',
      baselineName: 'raw game apply',
      subject: () => void applyAction(diceRace, racing, 3, { type: 'roll' }),
      baseline: () => void diceRace.apply(racing.state as never, 3, { type: 'roll' }, { die: () => 3 } as never),
      runs: 2000,
    },
    {
      name: 'hashJson of a 400-card state',
      baselineName: 'JSON.stringify',
      subject: () => void hashJson(big),
      baseline: () => void JSON.stringify(big),
    },
  ];
}
