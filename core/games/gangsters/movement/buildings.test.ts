import { describe, expect, it } from 'vitest';
import { ends, pathTo, whyNot } from '../testing/city-moves';

// From s9-8 facing east, the Shop 'n' Save (Entrances s10-7 and s12-8) lies across the corner.
const thug = (steps: number, owners: Record<string, 'red' | 'green'> = {}) =>
  ({ kind: 'thug', gang: 'red', at: 's9-8', facing: 'east', steps, state: { owners } }) as const;

describe('G-6.6 and G-8.5 buildings and Joints', () => {
  it('G-6.6 a piece may not move through a building it does not own', () => {
    expect(ends(thug(4))).not.toContain('s12-8');
    expect(whyNot(thug(4), 's12-8')).toBe('G-6.6 THROUGH_BUILDING');
  });

  it('G-8.5 gangsters may move through a Joint they own', () => {
    expect(pathTo(thug(4, { 'shop-n-save': 'red' }), 's12-8')).toEqual([
      's10-8:street',
      's10-7:street',
      'shop-n-save:in',
      's12-8:out',
    ]);
  });

  it("G-6.6 an opposing Joint is not the gangster's to move through", () => {
    expect(ends(thug(4, { 'shop-n-save': 'green' }))).not.toContain('s12-8');
  });

  it('G-8.5 any building, even an opposing Joint or a gray one, may be entered to end the move there', () => {
    expect(ends(thug(3, { 'shop-n-save': 'green' }))).toContain('shop-n-save');
    expect(ends({ kind: 'thug', gang: 'red', at: 's16-4', facing: 'east', steps: 2 })).toContain('madame-fifis');
  });

  it('G-6.4 a piece leaving a building may set off in any direction', () => {
    const vamp = { kind: 'vamp', gang: 'red', at: 'shop-n-save', steps: 2 } as const;
    expect(ends(vamp)).toEqual(['s10-6', 's10-8', 's11-8', 's13-8']);
  });

  it('G-6.6 a gangster moves between Joints only where they are physically connected', () => {
    const owners = { 'shop-n-save': 'red', 'hawthorne-hotel': 'red', 'burlys-beefhaus': 'red' } as const;
    const q = { kind: 'racketeer', gang: 'red', at: 'shop-n-save', steps: 1, state: { owners } } as const;
    expect(ends(q)).toContain('burlys-beefhaus');
    expect(ends(q)).not.toContain('hawthorne-hotel'); // next door, but no connecting door
    expect(whyNot(q, 'hawthorne-hotel')).toBe('G-6.6 NOT_CONNECTED');
  });

  it('G-6.6 a gangster in a building it does not own may only leave by the street', () => {
    const owners = { 'burlys-beefhaus': 'red' } as const;
    const q = { kind: 'racketeer', gang: 'red', at: 'shop-n-save', steps: 1, state: { owners } } as const;
    expect(ends(q)).toEqual(['s10-7', 's12-8']);
  });

  it('G-8.5 from its own Joint a gangster may not go straight into an unowned building or an opposing Joint', () => {
    const mine = { 'shop-n-save': 'red' } as const;
    const q = { kind: 'racketeer', gang: 'red', at: 'shop-n-save', steps: 1, state: { owners: mine } } as const;
    expect(ends(q)).not.toContain('burlys-beefhaus');
    expect(whyNot(q, 'burlys-beefhaus')).toBe('G-8.5 OWN_JOINT_EXIT');
    const theirs = { 'shop-n-save': 'red', 'burlys-beefhaus': 'green' } as const;
    expect(whyNot({ ...q, state: { owners: theirs } }, 'burlys-beefhaus')).toBe('G-8.5 OWN_JOINT_EXIT');
  });

  it('G-8.5 it must go out to the street first and in through the Entrance tab', () => {
    const q = {
      kind: 'racketeer',
      gang: 'red',
      at: 'shop-n-save',
      steps: 4,
      state: { owners: { 'shop-n-save': 'red' } },
    } as const;
    expect(pathTo(q, 'burlys-beefhaus')).toEqual(['s12-8:out', 's13-8:street', 's14-8:street', 'burlys-beefhaus:in']);
  });
});
