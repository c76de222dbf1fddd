import { describe, expect, it } from 'vitest';
import { ends, moves, whyNot } from '../testing/city-moves';

const cop = (steps: number, state = {}) => ({ kind: 'cop', at: 's9-8', facing: 'east', steps, state }) as const;
const pub = (steps: number, state = {}) => ({ kind: 'public', at: 's9-8', facing: 'east', steps, state }) as const;

describe('G-9.4 Cops', () => {
  it('G-9.4 a Cop may enter a building that is no Joint, ending its move there', () => {
    expect(ends(cop(3))).toContain('shop-n-save');
  });

  it('G-9.4 a Cop may enter a Joint only to Raid it or to apprehend a criminal there', () => {
    const quiet = { owners: { 'shop-n-save': 'red' } };
    expect(ends(cop(3, quiet))).not.toContain('shop-n-save');
    expect(whyNot(cop(3, quiet), 'shop-n-save')).toBe('G-9.4 COP_NOT_WELCOME');
    expect(ends(cop(3, { ...quiet, copWelcome: ['shop-n-save'] }))).toContain('shop-n-save');
  });

  it('G-9.4 no Cop may move through a building, even an unowned one', () => {
    expect(ends(cop(4))).not.toContain('s12-8');
    expect(whyNot(cop(4), 's12-8')).toBe('G-9.4 THROUGH_BUILDING');
  });

  it('G-16.4 a Cop may stop in a gray building for Donuts by exact count', () => {
    expect(ends({ kind: 'cop', at: 's19-8', facing: 'west', steps: 2 })).toContain('dunkels-donuts');
  });

  it('G-9.2 a Cop in a building leaves it by the street, facing any way', () => {
    expect(ends({ kind: 'cop', at: 'dunkels-donuts', steps: 1 })).toEqual(['s18-8']);
  });
});

describe('G-6.8 the Public', () => {
  it('G-6.8 a Public piece may enter a building only by ending its move there', () => {
    expect(ends(pub(3))).toContain('shop-n-save');
    expect(ends(pub(3, { owners: { 'shop-n-save': 'red' } }))).toContain('shop-n-save');
    expect(ends(pub(4))).not.toContain('s12-8');
    expect(whyNot(pub(4), 's12-8')).toBe('G-6.6 THROUGH_BUILDING');
  });

  it('G-6.8 no two Public pieces may end their movement in the same space', () => {
    expect(ends(pub(3, { publicAt: ['shop-n-save'] }))).not.toContain('shop-n-save');
    expect(whyNot(pub(3, { publicAt: ['shop-n-save'] }), 'shop-n-save')).toBe('G-6.8 PUBLIC_STACK');
  });

  it('G-6.8 a Public piece may pass through a space where another stands', () => {
    expect(ends(pub(3, { publicAt: ['s10-8'] }))).toContain('s12-8');
  });
});

describe('G-10.4 Cop and Public entry from the Subway', () => {
  it('G-10.4 a Cop entering play with a 1 always ends its turn on Subway 1', () => {
    const m = moves({ kind: 'cop', at: null, steps: 1 });
    expect(new Set(m.map((x) => x.to))).toEqual(new Set(['s22-0']));
    expect(m[0]?.path).toEqual([{ space: 's22-0', how: 'entry' }]);
  });

  it('G-10.4 placement counts as one space and the piece may move off in any direction', () => {
    expect(ends({ kind: 'cop', at: null, steps: 2 })).toEqual(['s6-4', 's8-4']);
    expect(ends({ kind: 'public', at: null, steps: 2 })).toEqual(['s6-4', 's8-4']);
  });

  it('G-6.8 a Public piece enters on the Subway numbered like the white die', () => {
    const m = moves({ kind: 'public', at: null, steps: 4 });
    expect(m.every((x) => x.path[0]?.space === 's24-2' && x.path[0]?.how === 'entry')).toBe(true);
  });

  it('G-10.4 from Subway 3 with a 3 a Cop steps straight into a one-jump building', () => {
    const e = ends({ kind: 'cop', at: null, steps: 3 });
    expect(e).toEqual(expect.arrayContaining(['copper-kettle', 'dunkels-donuts', 'tannery-row-hides']));
  });

  it('G-10.4 gangsters never enter play this way', () => {
    expect(() => moves({ kind: 'thug', gang: 'red', at: null, steps: 2 })).toThrow(/Subway/);
  });
});
