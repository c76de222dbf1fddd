import { describe, expect, it } from 'vitest';
import { baseValue } from '@core/games/gangsters/rules/places';
import { jointWithValue, offerWaits } from './trade-words';

const namer = { place: (id: string) => (id === 'huffs-cafe' ? 'Huff’s Café' : id) };

describe('the trade dialog’s words (G-14.1)', () => {
  it('G-14.1 lists a Joint with its value, times its level when improved', () => {
    const v = baseValue('huffs-cafe');
    expect(v).toBeGreaterThan(0);
    expect(jointWithValue('huffs-cafe', 1, namer)).toBe(`Huff’s Café, $${v.toLocaleString('en-US')}`);
    expect(jointWithValue('huffs-cafe', 2, namer)).toBe(`Huff’s Café ×2, $${(2 * v).toLocaleString('en-US')}`);
  });

  it('G-14.1 says why the offer waits while nothing is ticked and no cash is put in', () => {
    const none = { sale: false, give: [], get: [], giveCash: 0, getCash: 0 };
    expect(offerWaits(none)).toBe('Tick a Joint or put in some cash first.');
    expect(offerWaits({ ...none, give: ['huffs-cafe'] })).toBeNull();
    expect(offerWaits({ ...none, get: ['huffs-cafe'] })).toBeNull();
    expect(offerWaits({ ...none, getCash: 300 })).toBeNull();
    // A number field cleared reads as no number, not as cash.
    expect(offerWaits({ ...none, giveCash: Number.NaN })).toBe('Tick a Joint or put in some cash first.');
  });

  it('G-7.5 a sale waits for its one Joint', () => {
    const sale = { sale: true, give: [], get: [], giveCash: 0, getCash: 500 };
    expect(offerWaits(sale)).toBe('Choose the Joint to sell first.');
    expect(offerWaits({ ...sale, give: ['huffs-cafe'] })).toBeNull();
  });
});
