/**
 * `afterLossesIfAny` skips the check for fallen gangs in a playout's own state while nobody has been
 * killed or eliminated since it last found several gangs standing: after every action of whole random
 * games played in place, the check run afresh on a copy finds nothing left to do.
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../../engine/match';
import { seedRng } from '../../../engine/rng';
import { SimRoller } from '../../../engine/sim-roller';
import type { GameEvent } from '../../../engine/events';
import type { JsonValue } from '../../../engine/json';
import { plainCopy } from '../copy';
import { supergang } from '../game';
import { chooseLegal } from '../legal';
import { firstToAct } from '../pending';
import type { SuperGangState } from '../state';
import { afterLosses } from './victory';

const GAMES = [
  { seats: 4, options: {} },
  { seats: 2, options: {} },
  { seats: 3, options: {} },
  { seats: 5, options: {} },
  { seats: 4, options: { police: true } },
  { seats: 4, options: {} },
];

describe('the check for fallen gangs, skipped while nobody falls', () => {
  it('SG-14.1 SG-1.1 leaves nothing undone: a fresh check after every action changes nothing', () => {
    let eliminated = 0;
    for (const [k, g] of GAMES.entries()) {
      const c = createMatch(supergang, { ...g, seed: `settle-${k}` });
      if (!c.ok) throw new Error(c.error.message);
      let s = plainCopy(c.value.match.state as unknown as SuperGangState);
      const dice = new SimRoller(c.value.match.rng);
      const picks = new SimRoller(seedRng(`settle-bot-${k}`));
      while (!supergang.outcome(s)) {
        const seat = firstToAct(s);
        const a = seat === null ? undefined : chooseLegal(s, seat, (n) => picks.draw(n));
        if (seat === null || !a) break;
        const r = supergang.applyInPlace?.(s, seat, a as unknown as JsonValue, dice);
        if (!r?.ok) throw new Error(`refused: ${JSON.stringify(a)}`);
        s = r.value;
        const copy = plainCopy(s);
        afterLosses({ s: copy, events: [] as GameEvent[], roller: new SimRoller(dice.rng), quiet: true });
        expect(JSON.stringify(copy)).toBe(JSON.stringify(s));
      }
      eliminated += s.gangs.filter((x) => x.eliminated).length;
    }
    // Gangs did fall in these games: the check had work to do.
    expect(eliminated).toBeGreaterThan(4);
    // Whole games copied and written out after every action: about 2.5 s alone, 22 s once on a machine at load 18.
  }, 60_000);
});
