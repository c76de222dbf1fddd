import { describe, expect, it } from 'vitest';
import { nextStep, type GAction } from './legal';
import { bribeWords, fieldQuestion, valueWords } from './words';

describe("a Gang's Bribe markers on its track", () => {
  it('G-9.5 lists the Untouchable badge first, then the Cops in number order, then how many are kept secret', () => {
    expect(bribeWords([4, 7, 10, 2, 3, 5])).toBe('Cop 2, Cop 3, Cop 4, Cop 5, Cop 7 and Cop 10');
    expect(bribeWords([6, 0, undefined, 1])).toBe('the Untouchable badge, Cop 1, Cop 6 and 1 kept secret');
    expect(bribeWords([undefined, undefined])).toBe('2 kept secret');
  });
});

describe('a piece set down on a Subway (edition 6)', () => {
  const n = {
    place: (id: string) => (id === 'subway-2' ? 'Subway 2' : id),
    seat: (s: number) => ['Red', 'Blue'][s] ?? '?',
  };

  it('G-7.4 a recruit entering on a Subway asks which way it faces, in words', () => {
    const legal: GAction[] = [
      { type: 'recruit', piece: 'thug', count: 1, at: 'subway-2', entryFacing: 'west' },
      { type: 'recruit', piece: 'thug', count: 1, at: 'subway-2', entryFacing: 'east' },
    ];
    const step = nextStep(legal);
    expect(step?.path).toBe('entryFacing');
    expect(fieldQuestion(step?.path ?? '')).toBe('Which way does it face on the Subway?');
    expect(step?.values.map((v) => valueWords('entryFacing', v, n, 'recruit'))).toEqual(['Facing west', 'Facing east']);
  });

  it('G-4.3 the starting places ask for each kind’s one piece, however many Thugs the Gang recorded', () => {
    expect(['racketeer', 'thug', 'vamp'].map((k) => fieldQuestion(`placement.${k}`))).toEqual([
      'Where does your Racketeer piece start?',
      'Where does your Thug piece start?',
      'Where does your Vamp piece start?',
    ]);
  });

  it('G-13.1 two seductions that differ only in the won Thug’s facing read differently', () => {
    const words = (['west', 'east'] as const).map((f) =>
      valueWords('seduce', [{ seat: 1, kind: 'thug', at: 'subway-2', entryFacing: f }], n, 'move'),
    );
    expect(words).toEqual([
      'Seduce Blue’s Thug (he joins you at Subway 2, facing west)',
      'Seduce Blue’s Thug (he joins you at Subway 2, facing east)',
    ]);
  });
});
