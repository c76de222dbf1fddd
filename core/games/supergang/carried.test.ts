/**
 * The cops' runs handed on from one listing to the next after a group moved without an arrest
 * (`copRuns`, legal-runs.ts) are the runs a fresh listing makes: the same counts and the same moves, at
 * every cops' listing of whole random games played in place.
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../engine/match';
import { seedRng } from '../../engine/rng';
import { SimRoller } from '../../engine/sim-roller';
import type { JsonValue } from '../../engine/json';
import { sgCity } from './city-data';
import { plainCopy } from './copy';
import { supergang } from './game';
import { chooseLegal } from './legal';
import { copRuns, listAll } from './legal-runs';
import { firstToAct } from './pending';
import { copMovedSinceListing } from './picked';
import type { SuperGangState } from './state';

const GAMES = [
  { seats: 4, options: {} },
  { seats: 2, options: {} },
  { seats: 5, options: {} },
  { seats: 3, options: {} },
  { seats: 4, options: {} },
];

describe("the cops' runs handed on", () => {
  it('SG-9.1 SG-9.3.2 SG-11.3.2 are the runs a fresh listing makes', () => {
    let carried = 0;
    for (const [k, g] of GAMES.entries()) {
      const c = createMatch(supergang, { ...g, seed: `carried-${k}` });
      if (!c.ok) throw new Error(c.error.message);
      let s = plainCopy(c.value.match.state as unknown as SuperGangState);
      const dice = new SimRoller(c.value.match.rng);
      const picks = new SimRoller(seedRng(`carried-bot-${k}`));
      while (!supergang.outcome(s)) {
        const seat = firstToAct(s);
        if (seat === null) break;
        if (s.turn.phase === 'cops') {
          if (copMovedSinceListing(s) >= 0) carried++;
          const runs = copRuns(s, sgCity());
          const fresh = copRuns(plainCopy(s), sgCity());
          expect(runs.map((r) => r.len)).toEqual(fresh.map((r) => r.len));
          expect(JSON.stringify(listAll(runs))).toBe(JSON.stringify(listAll(fresh)));
        }
        const a = chooseLegal(s, seat, (n) => picks.draw(n));
        if (!a) break;
        const r = supergang.applyInPlace?.(s, seat, a as unknown as JsonValue, dice);
        if (!r?.ok) throw new Error(`refused: ${JSON.stringify(a)}`);
        s = r.value;
      }
    }
    expect(carried).toBeGreaterThan(300);
  });
});
