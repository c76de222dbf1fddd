/**
 * Rules edition 2 (state.ts `EDITION`), third pass: the police player's cops in a shop, and the kerb
 * two shops share. Games of engine
 * version 1 keep the old behaviour (`editions.test.ts`).
 */
import { describe, expect, it } from 'vitest';
import { COMMON_KERB, INNOCENT_IN_SHOP, LUCKY } from '../testing/edition-2';
import { RED, legal, play, position, refusal, state } from '../testing/play';

const POLICE = 4;

describe('rules edition 2: the cops go into a shop only to arrest someone', () => {
  it('SG-9.1.4 the police player cannot walk the cops into a shop and arrest nobody there', () => {
    const m = position(INNOCENT_IN_SHOP);
    const intoShop = legal(m, POLICE).filter((a) => a.type === 'cop-move' && a.to === LUCKY);
    expect(intoShop).toEqual([{ type: 'cop-move', group: 0, to: LUCKY, arrest: 'red-killer' }]);
    const to = LUCKY;
    expect(refusal(m, POLICE, { type: 'cop-move', group: 0, to, arrest: null }).clause).toBe('SG-9.1.4');
    const taken = play(m, POLICE, { type: 'cop-move', group: 0, to, arrest: 'red-killer' });
    expect(legal(taken, 0)).toContainEqual({ type: 'answer-arrest', rebel: false });
  });
});

describe('rules edition 2: a kerb two shops share', () => {
  it('SG-5.6.9 a Dealer in his own shop may deal on the kerb it shares with another gang’s shop, if it is empty', () => {
    const m = play(position(`${COMMON_KERB}\nchar red-dealer shop-moretti-bakery`), RED, {
      type: 'deal',
      section: 'kerb-6',
    });
    expect(state(m).traffic['kerb-6']).toBe(RED);
  });

  it('SG-5.6.9 SG-5.6.12 from the street, the kerb a shop of another gang shares with a free shop is his', () => {
    const m = position(`players 4
turn red act 5
shop shop-moretti-bakery owner=blue
stock red 2
char red-dealer s5-0/east
acting red-dealer`);
    expect(refusal(m, RED, { type: 'deal', section: 'kerb-6' }).clause).toBe('SG-5.6.12');
  });
});
