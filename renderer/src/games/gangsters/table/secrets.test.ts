import { describe, expect, it } from 'vitest';
import type { Match } from '@core/engine/match';
import { gangsters } from '@core/games/gangsters/game';
import { act, GREEN, RED, start, st, YELLOW } from '@core/games/gangsters/testing/game-play';
import { gangstersAutoAnswer, gangstersSecretShown } from './secrets';

const base = {
  phase: 'move',
  gangs: [{ seat: 0 }, { seat: 1 }],
  setupRecruits: [
    { racketeer: 2, thug: 1, vamp: 0 },
    { racketeer: 1, thug: 2, vamp: 0 },
  ],
  setupPlacements: [
    { racketeer: 'a', thug: 'b', vamp: null },
    { racketeer: 'c', thug: 'd', vamp: null },
  ],
  bribes: [{ marker: -1, holder: 1 }],
  options: { secretCash: false },
};

describe('the Gangsters privacy curtain', () => {
  it('is not needed for a screen with nothing secret on it (public play after the reveal)', () => {
    expect(gangstersSecretShown(base, 0)).toBe(false);
  });

  it('G-4.2 G-4.3 is needed while the starting Gangs are recorded and placed in secret', () => {
    expect(gangstersSecretShown({ ...base, phase: 'recruit' }, 0)).toBe(true);
    expect(gangstersSecretShown({ ...base, phase: 'place' }, 0)).toBe(true);
    expect(gangstersSecretShown({ ...base, phase: 'draft' }, 0)).toBe(false);
  });

  it('G-9.5 is needed when the seat holds Bribe markers of its own', () => {
    expect(gangstersSecretShown({ ...base, bribes: [{ marker: 3, holder: 0 }] }, 0)).toBe(true);
    expect(gangstersSecretShown({ ...base, bribes: [{ marker: -1, holder: 1 }] }, 0)).toBe(false);
  });

  it('is needed while cash is kept secret (a house rule), and for a view it cannot read', () => {
    expect(gangstersSecretShown({ ...base, options: { secretCash: true } }, 0)).toBe(true);
    expect(gangstersSecretShown({ ...base, phase: 'over', options: { secretCash: true } }, 0)).toBe(false);
    expect(gangstersSecretShown(null, 0)).toBe(true);
  });
});

describe('a Cop move let stand without asking (G-9.5)', () => {
  const moved = (bribe = 'bribe yellow 4'): Match => {
    const m = start(`
      turn red cop
      dice red=1 green=1 blue=2 white=1 black=1
      cash red=1000 yellow=1000 green=1000
      gang red racketeer=2@westgate-hotel
      gang yellow racketeer=2@lous-diner
      gang green racketeer=2@hawthorne-hotel
      cop 4@s6-4/east
      ${bribe}`);
    return act(m, RED, { type: 'cop-move', cop: 4, to: 's8-4', facing: 'east' }).m;
  };
  /** `seat`'s answer given without asking, read from `from`'s view (the seat's own unless said). */
  const asked = (m: Match, seat: number, from = seat) => {
    const s = st(m);
    return gangstersAutoAnswer(gangsters.view(s, from), seat, { pending: gangsters.pending(s) });
  };

  it('G-9.5 a Gang holding no Bribe marker (which everyone can see) lets it stand at once', () => {
    const m = moved();
    expect(st(m).phase).toBe('rebuff');
    expect(asked(m, GREEN)).toEqual({ type: 'pass' });
  });

  it('G-9.5 a Gang holding a Bribe marker is asked, whichever Cop its marker is for', () => {
    expect(asked(moved(), YELLOW)).toBeNull();
    // Its marker is for another Cop: its only answer is to let the move stand, yet it is asked all the
    // same, or everyone would see that it holds no Bribe of this one.
    const other = moved('bribe yellow 9');
    expect(gangsters.legal(st(other), YELLOW)).toEqual([{ type: 'pass' }]);
    expect(asked(other, YELLOW)).toBeNull();
  });

  it('G-9.5 reads the same from any seat at the screen: who holds a Bribe is public, which Cop it is for is not', () => {
    const m = moved();
    // The screen shows the Gang that moved the Cop: the table answers for Green without passing it the screen.
    expect(asked(m, GREEN, RED)).toEqual({ type: 'pass' });
    expect(asked(m, GREEN, YELLOW)).toEqual({ type: 'pass' });
    // Yellow's Bribe is face down on Red's screen, yet Red's view still tells that Yellow holds one.
    expect(asked(m, YELLOW, RED)).toBeNull();
    expect(asked(moved('bribe yellow 9'), YELLOW, RED)).toBeNull();
  });

  it('G-9.5 nothing is answered outside the rebuff window, nor for the Gang that moved the Cop', () => {
    const m = moved();
    expect(asked(m, RED)).toBeNull();
    expect(asked(act(act(m, GREEN, { type: 'pass' }).m, YELLOW, { type: 'pass' }).m, GREEN)).toBeNull();
  });
});
