import { describe, expect, it } from 'vitest';
import { gangstersSecretShown } from './secrets';

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
