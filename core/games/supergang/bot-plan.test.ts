import { describe, expect, it } from 'vitest';
import { seedRng } from '../../engine/rng';
import { seatView } from '../../engine/view';
import type { JsonValue } from '../../engine/json';
import { heuristicBot } from './bots';
import { planningPolicy } from './bot-plan';
import { supergang } from './game';
import { evaluateSuperGang } from './evaluate';
import { BLUE, position, RED, state } from './testing/play';
import type { SuperGangView } from './view';

const OLD_QUARTER_BUT_BAKERY = [
  'shop-lucky-star-bar',
  'shop-iron-glove-gym',
  'shop-corner-tobacconist',
  'shop-silk-stocking-salon',
  'shop-old-clock-repairs',
  'shop-fish-and-chips',
];

/** Blue owns six of the old quarter's seven shops; Red's Killer stands in the seventh, free, with 100 million. */
const NEAR_WIN = [
  'players 4',
  'turn red act 5',
  'cash red=100 blue=100',
  'char red-killer shop-moretti-bakery',
  'acting red-killer',
  ...OLD_QUARTER_BUT_BAKERY.map((id) => `shop ${id} owner=blue`),
].join('\n');

describe('SuperGang Hard: what its search plays for', () => {
  it("SG-1.1 a gang one shop from a whole district: another gang's shop there more than halves its chances", () => {
    const m = position(NEAR_WIN);
    const free = evaluateSuperGang(state(m), BLUE);
    const blocked = structuredClone(state(m));
    blocked.shops['shop-moretti-bakery'] = { owner: RED, racket: null };
    expect(free).toBeGreaterThan(0.5);
    expect(evaluateSuperGang(blocked, BLUE)).toBeLessThan(free / 2);
  });

  it('SG-5.3.1 buys the last free shop of a rival’s district where Normal would only racket it', () => {
    const m = position(NEAR_WIN);
    const sv = seatView(supergang, m, RED);
    const input = {
      view: sv.view as unknown as SuperGangView,
      seat: RED,
      legal: sv.legal as JsonValue[],
      anytime: [],
      rng: seedRng('p'),
    };
    expect(heuristicBot(input)[0]).toEqual({ type: 'racket' });
    expect(planningPolicy(heuristicBot)(input)[0]).toEqual({ type: 'buy' });
  });
});
