import { describe, expect, it } from 'vitest';
import { shotOutcome, SHOT_ODDS } from '@core/games/supergang/rules/duel';
import {
  BAR_MS,
  DICE_ODDS,
  RINGS,
  barAt,
  barOdds,
  barPoint,
  outcomeOf,
  randomOdds,
  ringWords,
  scopeName,
  shotValue,
  sightAt,
  swayFor,
} from './aim';

/** The instant the figure of eight crosses the centre (its first after readying). */
function crossing(seed: string): number {
  const s = swayFor(seed);
  return ((1 - s.phase) % 0.5) * s.periodMs;
}

const SEEDS = ['stick-up|shop-moretti-bakery|5-1|0|4|0', 'arrest|s3-4|3-7|1|2|1', 'a', 'b', 'clinic||6-0|0|2|0'];

describe('the aiming sight', () => {
  it('is a function of the seed and the time: the same arrow sways the same way, the next one differently', () => {
    expect(sightAt(swayFor('x'), 1234)).toEqual(sightAt(swayFor('x'), 1234));
    expect(swayFor('x')).not.toEqual(swayFor('y'));
    expect(sightAt(swayFor('x'), 0)).not.toEqual(sightAt(swayFor('x'), 400));
  });

  it('stays near the board: never further than a little past its edge', () => {
    for (const seed of SEEDS)
      for (let t = 0; t < 8000; t += 37)
        expect(Math.hypot(sightAt(swayFor(seed), t).x, sightAt(swayFor(seed), t).y)).toBeLessThan(1.3);
  });

  it('passes the bull every round, so a steady hand firing as it crosses the centre kills', () => {
    for (const seed of SEEDS) {
      const s = swayFor(seed);
      const t = crossing(seed);
      for (const round of [0, 1, 2]) {
        expect(shotValue(sightAt(s, t + round * s.periodMs))).toBe(6);
        // A tenth of a second either side still hits the board's inner rings.
        expect(shotValue(sightAt(s, t + round * s.periodMs + 100))).toBeGreaterThanOrEqual(4);
        expect(shotValue(sightAt(s, t + round * s.periodMs - 100))).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('is honest about odds: firing blind does worse than the dice, so aiming is what pays', () => {
    for (const seed of SEEDS) {
      const o = randomOdds(swayFor(seed));
      expect(o.dead + o.injured + o.miss).toBeCloseTo(1, 9);
      expect(o.dead).toBeGreaterThan(0.06);
      expect(o.dead).toBeLessThan(DICE_ODDS.dead);
      expect(o.miss).toBeGreaterThan(DICE_ODDS.miss);
    }
  });
});

describe('where an arrow lands', () => {
  it('gives the shot value by ring: the bull 6, the inner ring 4–5, elsewhere 1–3', () => {
    expect(shotValue({ x: 0, y: 0 })).toBe(6);
    expect(shotValue({ x: RINGS.bull, y: 0 })).toBe(6);
    expect(shotValue({ x: 0, y: RINGS.bull + 0.01 })).toBe(5);
    expect(shotValue({ x: RINGS.inner, y: 0 })).toBe(4);
    expect(shotValue({ x: 0.9, y: 0 })).toBe(3);
    expect(shotValue({ x: 1.1, y: 0 })).toBe(2);
    expect(shotValue({ x: 2, y: 0 })).toBe(1);
  });

  it('SG-11.2.8 reads a value exactly as the rules do (core’s shotOutcome), in the clinic too', () => {
    for (let v = 1; v <= SHOT_ODDS.sides; v++) {
      expect(outcomeOf(v, false)).toBe(shotOutcome(v, false));
      expect(outcomeOf(v, true)).toBe(shotOutcome(v, true));
    }
  });
});

describe('the reduced-motion timing bar', () => {
  it('runs end to end and back, and its centre is the bull', () => {
    expect(barAt(0)).toBe(0);
    expect(barAt(BAR_MS / 2)).toBe(1);
    expect(barAt(BAR_MS / 4)).toBeCloseTo(0.5, 9);
    expect(shotValue(barPoint(0.5))).toBe(6);
    expect(shotValue(barPoint(0))).toBe(1);
  });

  it('shows odds that are the bar’s share of each band, near the dice’s', () => {
    const o = barOdds();
    expect(o.dead).toBeCloseTo(RINGS.bull / 1.5, 2);
    expect(o.injured).toBeCloseTo((RINGS.inner - RINGS.bull) / 1.5, 2);
    expect(Math.abs(o.dead - DICE_ODDS.dead)).toBeLessThan(0.05);
  });
});

/** Words as speech input hears them: letters and numbers only, dashes and commas dropped. */
const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

describe("the bull's-eye's name", () => {
  it('carries the words painted on its rings, in the order they are painted, then how to fire (WCAG 2.5.3)', () => {
    for (const clinic of [false, true]) {
      const r = ringWords(clinic);
      const painted = words(`${r.miss} ${r.hurt} ${r.bull}`).join(' ');
      const name = scopeName('Blue Vamp', clinic);
      expect(words(name).join(' ')).toContain(painted);
      expect(name).toMatch(/^Bull's-eye on Blue Vamp, /);
      expect(name).toMatch(/: press Space, click or tap to fire$/);
    }
    expect(scopeName('Manager 1', false)).toBe(
      "Bull's-eye on Manager 1, rings 1–3 miss, 4–5 injured, 6 dead: press Space, click or tap to fire",
    );
    expect(scopeName('Red Killer', true)).toContain('4–5 kills, 6 kills');
  });
});
