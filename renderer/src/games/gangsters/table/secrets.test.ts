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
  const asked = (m: Match, seat: number) => {
    const s = st(m);
    return gangstersAutoAnswer(gangsters.view(s, seat), seat, {
      pending: gangsters.pending(s),
      legal: gangsters.legal(s, seat),
      anytime: gangsters.anytime?.(s, seat) ?? [],
    });
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

  it('G-9.5 nothing is answered outside the rebuff window, nor for the Gang that moved the Cop', () => {
    const m = moved();
    expect(asked(m, RED)).toBeNull();
    expect(asked(act(act(m, GREEN, { type: 'pass' }).m, YELLOW, { type: 'pass' }).m, GREEN)).toBeNull();
  });
});
