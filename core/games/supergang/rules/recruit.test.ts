import { describe, expect, it } from 'vitest';
import { applyAction, matchHash, type Match } from '../../../engine/match';
import type { SuperGangAction } from '../actions';
import { scoreAction } from '../bot-heuristic';
import { supergang } from '../game';
import { pendingDecisions } from '../pending';
import { BLUE, RED, cash, char, legal, pendingSeat, play, position, refusal, state } from '../testing/play';

/** Red's Vamp stands in Blue's gym (a T: Killers are hired here) and wants a new Killer for her gang. */
const BLUE_GYM = `
players 4
turn red act 5
cash red=80 blue=0
char red-vamp shop-iron-glove-gym
char red-killer graveyard
acting red-vamp
shop shop-iron-glove-gym owner=blue`;

type Step = [number, SuperGangAction];

/** Plays the steps with no dice (haggling throws none) and returns the match and every event text. */
function haggle(steps: readonly Step[]): { m: Match; texts: string[] } {
  let m = position(BLUE_GYM);
  const texts: string[] = [];
  for (const [seat, action] of steps) {
    const r = applyAction(supergang, m, seat, action, { kind: 'script', dice: [] });
    if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${r.error.clause} ${r.error.message}`);
    m = r.value.match;
    texts.push(...r.value.events.map((e) => e.text));
  }
  return { m, texts };
}

const ASK: Step = [RED, { type: 'recruit', kind: 'killer' }];
const money = (m: Match): number => state(m).bank + state(m).gangs.reduce((t, g) => t + g.cash, 0);

describe('SG-7.7 haggling over a recruit in another gang’s shop', () => {
  it('SG-7.7 the buyer may take the price, walk away or offer less; the owner may take the offer or ask again', () => {
    const asked = haggle([ASK, [BLUE, { type: 'answer-recruit', price: 100 }]]);
    expect(pendingSeat(asked.m)).toBe(RED);
    expect(pendingDecisions(state(asked.m))[0]?.prompt).toContain('100');
    const choices = legal(asked.m, RED);
    expect(choices).toContainEqual({ type: 'walk-away' });
    expect(choices).toContainEqual({ type: 'counter-price', price: 50 });
    // 100 is more than Red's 80: taking it is not on the list, and is refused.
    expect(choices).not.toContainEqual({ type: 'take-price' });
    expect(refusal(asked.m, RED, { type: 'take-price' }).clause).toBe('SG-7.7');

    const offered = haggle([
      ASK,
      [BLUE, { type: 'answer-recruit', price: 100 }],
      [RED, { type: 'counter-price', price: 40 }],
    ]);
    expect(pendingSeat(offered.m)).toBe(BLUE);
    expect(offered.texts.join(' ')).toMatch(/offers 40 million/);
    expect(legal(offered.m, BLUE)).toContainEqual({ type: 'take-price' });
    expect(legal(offered.m, BLUE)).toContainEqual({ type: 'answer-recruit', price: null });
    expect(legal(offered.m, BLUE)).toContainEqual({ type: 'answer-recruit', price: 70 });

    // The owner takes the offer: Red pays Blue 40 and the Killer stands in the gym.
    const taken = play(offered.m, BLUE, { type: 'take-price' });
    expect(cash(taken, RED)).toBe(40);
    expect(cash(taken, BLUE)).toBe(40);
    expect(char(taken, 'red-killer').pos).toEqual({ kind: 'shop', shop: 'shop-iron-glove-gym' });
    expect(money(taken)).toBe(money(offered.m));
    expect(state(taken).turn.phase).toBe('act');
    expect(pendingSeat(taken)).toBe(RED);

    // Or the buyer walks away: nothing is paid, the Killer stays dead, Red's Vamp goes on with her stop.
    const gone = play(asked.m, RED, { type: 'walk-away' });
    expect(cash(gone, RED)).toBe(80);
    expect(cash(gone, BLUE)).toBe(0);
    expect(char(gone, 'red-killer').place).toBe('graveyard');
    expect(state(gone).turn.phase).toBe('act');
    expect(state(gone).turn.recruit).toBeNull();
  });

  it('SG-7.7 at most two offers from the buyer: the owner’s third price stands, take it or leave it', () => {
    const steps: Step[] = [
      ASK,
      [BLUE, { type: 'answer-recruit', price: 100 }],
      [RED, { type: 'counter-price', price: 40 }],
      [BLUE, { type: 'answer-recruit', price: 70 }],
      [RED, { type: 'counter-price', price: 50 }],
      [BLUE, { type: 'answer-recruit', price: 60 }],
    ];
    const { m, texts } = haggle(steps);
    expect(pendingSeat(m)).toBe(RED);
    expect(legal(m, RED).map((a) => a.type)).toEqual(expect.arrayContaining(['take-price', 'walk-away']));
    expect(legal(m, RED).some((a) => a.type === 'counter-price')).toBe(false);
    expect(refusal(m, RED, { type: 'counter-price', price: 55 }).clause).toBe('SG-7.7');
    expect(texts.join(' ')).toMatch(/asks 60 million/);

    const bought = play(m, RED, { type: 'take-price' });
    expect(cash(bought, RED)).toBe(20);
    expect(cash(bought, BLUE)).toBe(60);
    expect(char(bought, 'red-killer').place).toBe('board');
    expect(money(bought)).toBe(money(m));

    // The same actions give the same game, to the last byte.
    const again = haggle([...steps, [RED, { type: 'take-price' }]]);
    expect(matchHash(again.m)).toBe(matchHash(bought));
  });

  it('SG-7.7 wrong prices and answers out of turn are refused, naming the clause, and change nothing', () => {
    const asked = haggle([ASK, [BLUE, { type: 'answer-recruit', price: 100 }]]).m;
    const before = matchHash(asked);
    expect(refusal(position(`${BLUE_GYM}`), RED, { type: 'take-price' }).clause).toBe('SG-7.7');
    const first = haggle([ASK]).m;
    expect(refusal(first, BLUE, { type: 'answer-recruit', price: -10 }).clause).toBe('SG-7.7');
    expect(refusal(first, RED, { type: 'answer-recruit', price: 10 }).clause).toBe('SG-7.7');
    expect(refusal(first, BLUE, { type: 'take-price' }).clause).toBe('SG-7.7');
    expect(refusal(asked, RED, { type: 'counter-price', price: -5 }).clause).toBe('SG-7.7');
    expect(refusal(asked, RED, { type: 'counter-price', price: 90 }).clause).toBe('SG-7.7');
    expect(refusal(asked, RED, { type: 'counter-price', price: 100 }).clause).toBe('SG-7.7');
    expect(refusal(asked, BLUE, { type: 'answer-recruit', price: 90 }).clause).toBe('SG-7.7');
    expect(refusal(asked, BLUE, { type: 'walk-away' }).clause).toBe('SG-7.7');
    const offered = play(asked, RED, { type: 'counter-price', price: 40 });
    expect(refusal(offered, BLUE, { type: 'answer-recruit', price: 40 }).clause).toBe('SG-7.7');
    expect(refusal(offered, RED, { type: 'take-price' }).clause).toBe('SG-7.7');
    expect(matchHash(asked)).toBe(before);
  });

  it('SG-7.7 the heuristic bot haggles: it offers about half, takes a fair offer and meets a low one halfway', () => {
    const best = (m: Match, seat: number): SuperGangAction | undefined =>
      [...legal(m, seat)].sort((x, y) => scoreAction(state(m), seat, y) - scoreAction(state(m), seat, x))[0];
    const first = haggle([ASK]).m;
    expect(best(first, BLUE)).toEqual({ type: 'answer-recruit', price: 50 });
    const asked = haggle([ASK, [BLUE, { type: 'answer-recruit', price: 100 }]]).m;
    expect(best(asked, RED)).toEqual({ type: 'counter-price', price: 50 });
    expect(best(play(asked, RED, { type: 'counter-price', price: 50 }), BLUE)).toEqual({ type: 'take-price' });
    expect(best(play(asked, RED, { type: 'counter-price', price: 0 }), BLUE)).toEqual({
      type: 'answer-recruit',
      price: 50,
    });
    const cheap = haggle([ASK, [BLUE, { type: 'answer-recruit', price: 40 }]]).m;
    expect(best(cheap, RED)).toEqual({ type: 'take-price' });
  });
});
