/**
 * The act options leave out, before checking them, candidate groups that a check already refuses: the
 * options must be the same as with every candidate checked, at every stop of long random games.
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../engine/match';
import { nextInt, seedRng } from '../../engine/rng';
import { SimRoller } from '../../engine/sim-roller';
import type { JsonValue } from '../../engine/json';
import { sgCity } from './city-data';
import { plainCopy } from './copy';
import { supergang } from './game';
import { actCandidates, actOptions } from './legal';
import { checkAt, stopOf } from './rules/act';
import type { SuperGangState } from './state';

const VARIANTS = [
  { seats: 4, options: {} },
  { seats: 4, options: { police: true } },
  { seats: 2, options: {} },
  { seats: 5, options: {} },
];

describe('the act options', () => {
  it('are the candidates that pass their checks, every candidate checked', () => {
    const city = sgCity();
    let stops = 0;
    const kinds = new Set<string>();
    for (const [k, v] of VARIANTS.entries()) {
      const created = createMatch(supergang, { ...v, seed: `act-${k}` });
      if (!created.ok) throw new Error(created.error.message);
      let s = plainCopy(created.value.match.state as unknown as SuperGangState);
      const dice = new SimRoller(created.value.match.rng);
      let rng = seedRng(`act-bot-${k}`);
      for (let step = 0; step < 2500 && !supergang.outcome(s); step++) {
        const stop = stopOf(s, city);
        if (!('code' in stop)) {
          const every = actCandidates(s, city, stop, true).filter((a) => checkAt(s, city, stop, a) === null);
          const options = actOptions(s, city);
          expect(options).toEqual(every);
          for (const a of options) kinds.add(a.type);
          stops++;
        }
        const seat = (supergang.pending(s)[0] as { seat: number }).seat;
        const legal = supergang.legal(s, seat) as JsonValue[];
        const [i, next] = nextInt(rng, legal.length);
        rng = next;
        const r = supergang.applyInPlace?.(s, seat, legal[i] as JsonValue, dice);
        if (!r?.ok) throw new Error('a listed action was refused');
        s = r.value;
      }
    }
    expect(stops).toBeGreaterThan(1000);
    // Every kind of action is offered somewhere in these games.
    expect(kinds.size).toBe(10);
  });
});
