import { describe, expect, it } from 'vitest';
import { legalMoves } from './moves';
import { city, ends, moves, onStreet, pathTo, why } from './testing';

// Our city near the Old Quarter's top edge: Top Boulevard (y = 0) runs east–west; s3-0 is its corner with
// the x = 3 street. The Lucky Star Bar (4,1) opens north onto s4-0 and west onto s3-1; the Moretti Bakery
// (5,1) beside it opens north onto s5-0 only. See resources/supergang/README.md for the map.
describe('SG-4.1 the general rule', () => {
  it('SG-4.1.1 streets, shops and manholes are all open to a gangster', () => {
    const all = new Set(
      [1, 2, 3, 4, 5, 6]
        .flatMap((steps) => moves(onStreet('s4-3', 'east', steps)).map((m) => m.path.map((p) => p.how)))
        .flat(),
    );
    expect([...all]).toEqual(expect.arrayContaining(['street', 'in', 'sewer']));
  });

  it('SG-4.1.2 a piece moves exactly the number its die shows, no fewer', () => {
    expect(ends(onStreet('s1-0', 'east', 2))).toEqual(['s3-0 east']);
    for (const m of moves(onStreet('s7-3', 'east', 5))) expect(m.path).toHaveLength(5);
    expect(why(onStreet('s1-0', 'east', 2), 's2-0')).toBe('SG-4.1.2 EXACT_COUNT');
  });

  it('SG-4.1.2 a die outside 1–6 is refused, naming the clause', () => {
    const r = legalMoves(city, onStreet('s1-0', 'east', 0));
    expect(r.ok ? null : r.error.clause).toBe('SG-4.1.2');
    const far = legalMoves(city, onStreet('s1-0', 'east', 7));
    expect(far.ok).toBe(false);
  });

  it('SG-4.1.2 an unknown square or shop is refused as bad input', () => {
    const r = legalMoves(city, onStreet('s99-99', 'east', 2));
    expect(r.ok ? '' : r.error.code).toBe('UNKNOWN_PLACE');
  });
});

describe('SG-4.2 the street', () => {
  it('SG-4.2.1 no going back: from s5-0 heading east a one goes on east or into the bakery, never west', () => {
    expect(ends(onStreet('s5-0', 'east', 1))).toEqual(['s6-0 east', 'shop-moretti-bakery']);
    expect(why(onStreet('s5-0', 'east', 1), 's4-0')).toBe('SG-4.2.1 NO_GOING_BACK');
  });

  it('SG-4.2.1 at a crossing a piece may go on or turn either way, but not back', () => {
    expect(ends(onStreet('s3-8', 'south', 1))).toEqual(['s2-8 west', 's3-9 south', 's4-8 east']);
  });

  it('SG-4.2.1 the facing at the end is the way the last step went, so it is always shown', () => {
    for (const m of moves(onStreet('s7-3', 'east', 3))) {
      if (m.to.kind === 'street' && m.path.at(-1)?.how === 'street') expect(m.to.facing).not.toBeNull();
    }
    expect(pathTo(onStreet('s0-1', 'north', 2), 's1-0 east')).toEqual(['s0-0:street', 's1-0:street']);
  });

  it('SG-4.2.1 a shop behind the piece cannot be entered: out of the Lucky Star northwards, it goes east or west', () => {
    expect(ends(onStreet('s4-0', 'north', 1))).toEqual(['s3-0 west', 's5-0 east']);
  });

  it('SG-4.2.2 there is no square under Tanners Bridge: the street beneath passes it in one step', () => {
    expect(pathTo(onStreet('s3-8', 'south', 2), 's3-11 south')).toEqual(['s3-9:street', 's3-11:under']);
    expect(ends(onStreet('s3-9', 'south', 1))).toEqual(['s3-11 south']);
  });

  it('SG-4.2.2 a piece on the bridge cannot turn onto the street beneath it', () => {
    expect(ends(onStreet('s2-10', 'east', 1))).toEqual(['s3-10 east']);
    expect(ends(onStreet('s2-10', 'east', 2))).toEqual(['s4-10 east']);
    expect(why(onStreet('s2-10', 'east', 2), 's3-11')).toBe('SG-4.1.2 OUT_OF_REACH');
  });
});
