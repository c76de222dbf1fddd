import { describe, expect, it } from 'vitest';
import { ends, moves, pathTo, whyNot } from '../testing/city-moves';

// The rulebook's worked examples, move for move, on our city: Riverside Drive runs east–west through
// s9-8, s10-8 (the corner with Central Avenue), s11-8, s12-8; Central Avenue runs north–south through s10-7, s10-8, s10-9.
describe('G-6.4-ex1 the Thug at the corner of Riverside and Central Ave', () => {
  const thug = { kind: 'thug', gang: 'red', at: 's9-8', facing: 'east', steps: 3 } as const;

  it('G-6.4-ex1 with a black 3 he may reach the intersection, turn left, go one space and enter the Shop n Save', () => {
    expect(pathTo(thug, 'shop-n-save')).toEqual(['s10-8:street', 's10-7:street', 'shop-n-save:in']);
  });

  it("G-6.4-ex1 or turn right, go one space and enter Brandon's Bikeshop", () => {
    expect(pathTo(thug, 'brandons-bikeshop')).toEqual(['s10-8:street', 's10-9:street', 'brandons-bikeshop:in']);
  });

  it('G-6.4-ex1 or continue down Riverside Drive', () => {
    expect(pathTo(thug, 's12-8')).toEqual(['s10-8:street', 's11-8:street', 's12-8:street']);
    expect(moves(thug).find((m) => m.to === 's12-8')?.facing).toBe('east');
  });

  it('G-6.4-ex1 he cannot turn round 180° in the intersection and go back the way he came', () => {
    expect(ends(thug)).not.toContain('s8-8');
    expect(ends(thug)).not.toContain('s9-8');
    expect(whyNot(thug, 's8-8')).toBe('G-6.4 FACING');
  });

  it('G-6.4-ex1 those are all his moves', () => {
    expect(ends(thug)).toEqual(['brandons-bikeshop', 's10-10', 's10-6', 's12-8', 'shop-n-save']);
  });

  it("G-6.4-ex1 regardless of her facing, the Vamp leaves the Shop 'n' Save onto Riverside Drive or Central Ave", () => {
    const vamp = { kind: 'vamp', gang: 'red', at: 'shop-n-save', steps: 1 } as const;
    expect(ends(vamp)).toEqual(['s10-7', 's12-8']);
    const facings = moves(vamp).map((m) => `${m.to} ${m.facing}`);
    expect(facings.sort()).toEqual(['s10-7 north', 's10-7 south', 's12-8 east', 's12-8 west']);
  });

  it("G-6.4-ex1 if her Gang owns Burly's Beefhaus she can also depart through there", () => {
    const vamp = { kind: 'vamp', gang: 'red', at: 'shop-n-save', steps: 2 } as const;
    const owners = { 'shop-n-save': 'red', 'burlys-beefhaus': 'red' } as const;
    expect(pathTo({ ...vamp, state: { owners } }, 's14-8')).toEqual(['burlys-beefhaus:through', 's14-8:out']);
    expect(ends(vamp)).not.toContain('s14-8');
  });
});

describe("G-6.6-ex1 the yellow gangster in Lou's Diner", () => {
  const yellowOwnsAll = {
    'lous-diner': 'yellow',
    'hawthorne-hotel': 'yellow',
    grinders: 'yellow',
    'burlys-beefhaus': 'yellow',
    'macs-quick-stop': 'yellow',
  } as const;
  const from = (steps: number, owners: Record<string, 'yellow' | 'red'> = yellowOwnsAll) =>
    ({ kind: 'thug', gang: 'yellow', at: 'lous-diner', steps, state: { owners } }) as const;

  it("G-6.6-ex1 could move directly to the Hawthorne Hotel or Grinders' if Yellow owned them", () => {
    expect(pathTo(from(1), 'hawthorne-hotel')).toEqual(['hawthorne-hotel:through']);
    expect(pathTo(from(1), 'grinders')).toEqual(['grinders:through']);
  });

  it("G-6.6-ex1 could not move directly to Mac's Quick-Stop, which is not connected", () => {
    expect(ends(from(1))).not.toContain('macs-quick-stop');
    expect(whyNot(from(1), 'macs-quick-stop')).toBe('G-6.6 NOT_CONNECTED');
  });

  it("G-6.6-ex1 owning Grinders' and Burly's, it could go directly to Grinders' and on to Burly's Beefhaus", () => {
    expect(pathTo(from(2), 'burlys-beefhaus')).toEqual(['grinders:through', 'burlys-beefhaus:through']);
  });

  it('G-6.6-ex1 or exit either building into the street through its Entrance tab', () => {
    expect(pathTo(from(2), 's15-6')).toEqual(['grinders:through', 's15-6:out']);
    expect(pathTo(from(3), 's14-8')).toEqual(['grinders:through', 'burlys-beefhaus:through', 's14-8:out']);
  });

  it('G-6.6-ex1 without owning them, none of the connected buildings can be entered directly (G-8.5)', () => {
    const justLous = from(1, { 'lous-diner': 'yellow', grinders: 'red' });
    expect(ends(justLous)).toEqual(['s12-4']);
    expect(whyNot(justLous, 'grinders')).toBe('G-8.5 OWN_JOINT_EXIT');
    expect(whyNot(justLous, 'hawthorne-hotel')).toBe('G-8.5 OWN_JOINT_EXIT');
  });
});
