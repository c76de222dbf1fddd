import { describe, expect, it } from 'vitest';
import type { Duel } from '@core/games/supergang/state';
import { KEPT_MS, keepArrow, takeArrow } from './kept-arrow';

const duel: Duel = {
  cause: 'stick-up',
  clause: 'SG-11.1.1',
  seats: [1, 0],
  sides: [[{ id: 'blue-killer', down: null }], [{ id: 'manager-1', down: null }]],
  totals: [7, 6],
  gunner: 0,
  arrows: 1,
  volley: 1,
  shop: 'shop-laundromat',
  mode: 'money',
  group: null,
  resume: 'act',
  square: 'shop-laundromat',
};
/** The same duel after the arrow missed: the other side holds the gun. */
const shootingBack: Duel = { ...duel, gunner: 1, arrows: 1 };
const arrow = { point: { x: 1.1, y: 0.2 }, value: 2, target: 'manager-1' };
const recorded = { target: 'manager-1', value: 2 };

describe('the aimed arrow kept beyond the plank that fired it', () => {
  it('a plank made anew for the host’s answer shows it, once', () => {
    const fired = {};
    const next = {};
    keepArrow(duel, arrow, fired, 1000);
    expect(takeArrow(shootingBack, recorded, next, 1800)).toEqual(arrow);
    // Taken: neither that plank (its next update) nor another shows it again.
    expect(takeArrow(shootingBack, recorded, next, 1900)).toBeNull();
    expect(takeArrow(shootingBack, recorded, {}, 1900)).toBeNull();
  });

  it('never on the plank that fired it (it shows its own), and that plank does not use it up', () => {
    const fired = {};
    keepArrow(duel, arrow, fired, 1000);
    expect(takeArrow(shootingBack, recorded, fired, 1500)).toBeNull();
    expect(takeArrow(shootingBack, recorded, {}, 1600)).toEqual(arrow);
  });

  it('only when the host’s last arrow is that one: same duel, target and value', () => {
    keepArrow(duel, arrow, {}, 1000);
    expect(takeArrow(shootingBack, { target: 'manager-1', value: 3 }, {}, 1100)).toBeNull();
    expect(takeArrow(shootingBack, { target: 'manager-2', value: 2 }, {}, 1100)).toBeNull();
    expect(takeArrow({ ...shootingBack, totals: [8, 6] }, recorded, {}, 1100)).toBeNull();
    expect(takeArrow({ ...shootingBack, shop: 'shop-bakery' }, recorded, {}, 1100)).toBeNull();
    expect(takeArrow(shootingBack, recorded, {}, 1100)).toEqual(arrow);
  });

  it('only moments after it was fired', () => {
    keepArrow(duel, arrow, {}, 1000);
    expect(takeArrow(shootingBack, recorded, {}, 1000 + KEPT_MS + 1)).toBeNull();
    keepArrow(duel, arrow, {}, 1000);
    expect(takeArrow(shootingBack, recorded, {}, 999)).toBeNull();
    expect(takeArrow(shootingBack, recorded, {}, 1000 + KEPT_MS)).toEqual(arrow);
  });

  it('the newest arrow only', () => {
    keepArrow(duel, arrow, {}, 1000);
    const second = { point: { x: 0, y: 0.1 }, value: 6, target: 'manager-1' };
    keepArrow(duel, second, {}, 2000);
    expect(takeArrow(shootingBack, recorded, {}, 2100)).toBeNull();
    expect(takeArrow(shootingBack, { target: 'manager-1', value: 6 }, {}, 2100)).toEqual(second);
  });
});
