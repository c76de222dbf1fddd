import { describe, expect, it } from 'vitest';
import { cueFor, shotsOf, splashOf } from './cues';

const namer = { place: (id: string) => id, seat: (s: number) => ['Red', 'Yellow', 'Green', 'Brown'][s] ?? '?' };

describe('table sounds and the squirt gun', () => {
  it('G-12.8 a gangster absorbing hits gets the squirt gun, named by Gang and piece', () => {
    const events = [
      { type: 'shootout', text: 'Shootout at Huff’s Café.' },
      {
        type: 'wounded',
        text: 'Green’s thug absorbs 1 hit. (Squirt gun!)',
        data: { seat: 2, kind: 'thug', splash: true },
      },
    ];
    expect(cueFor(events)).toBe('squirt');
    expect(splashOf(events, namer)).toBe('Green’s Thug');
  });

  it('pops for a Shootout, rings the till for money, clatters for dice, and stays quiet otherwise', () => {
    expect(cueFor([{ type: 'shootout', text: 'Shootout at X.' }])).toBe('pop');
    expect(cueFor([{ type: 'extortion', text: 'Red’s thug extorts $300.' }])).toBe('cash');
    expect(cueFor([{ type: 'dice', text: 'red die: rolled 4' }])).toBe('dice');
    expect(cueFor([{ type: 'move', text: 'Red’s racketeer moves.' }])).toBeNull();
    expect(splashOf([{ type: 'move', text: '' }], namer)).toBeNull();
  });
});

describe('the dice of a Shootout, from the case file', () => {
  it('G-12.2 reads each unit’s roll, what it needed and its hits, fight by fight, a gangster named as the panel names him', () => {
    const fights = shotsOf(
      [
        { type: 'shootout', text: 'Shootout at Lou’s Diner.' },
        { type: 'fire', text: 'Yellow racketeer rolls 4, 4, 5: 0 hits (needs 6+).' },
        { type: 'fire', text: "{seat:2}'s thug rolls 2, 3, 4, 4, 5, 6: 2 hits (needs 5+)." },
        { type: 'move', text: 'Something else.' },
      ],
      namer,
    );
    expect(fights).toEqual([
      {
        where: 'Lou’s Diner',
        shots: [
          { who: 'Yellow Racketeer', rolls: [4, 4, 5], need: 6, hits: 0 },
          { who: "Green's Thug", rolls: [2, 3, 4, 4, 5, 6], need: 5, hits: 2 },
        ],
      },
    ]);
    expect(shotsOf([{ type: 'fire', text: 'no Shootout before' }], namer)).toEqual([]);
  });

  it('G-12.2 from edition 10 the line of hits follows its dice and says only what they score: the panel takes the dice from its data', () => {
    const fights = shotsOf(
      [
        { type: 'shootout', text: 'Shootout at Lou’s Diner.' },
        { type: 'roll', text: 'Cop 3: rolled 5' },
        { type: 'fire', text: 'Cop 3 scores 1 hit (needs 5+).', data: { rolls: [5], hits: 1, need: 5 } },
        { type: 'roll', text: "{seat:2}'s thug: rolled 1" },
        {
          type: 'fire',
          text: "{seat:2}'s thug scores no hits (needs 5+).",
          data: { rolls: [1, 2], hits: 0, need: 5 },
        },
      ],
      namer,
    );
    expect(fights).toEqual([
      {
        where: 'Lou’s Diner',
        shots: [
          { who: 'Cop 3', rolls: [5], need: 5, hits: 1 },
          { who: "Green's Thug", rolls: [1, 2], need: 5, hits: 0 },
        ],
      },
    ]);
  });

  it('G-12.1 a Shootout on a street is placed by its street, not by the engine’s id for the space', () => {
    const streets = {
      ...namer,
      place: (id: string) => (id === 's1-0' ? 'Market Street, 2 spaces east of Harbor Street' : id),
    };
    const fights = shotsOf(
      [
        { type: 'shootout', text: 'Shootout at s1-0.', data: { space: 's1-0' } },
        { type: 'fire', text: 'Cop 4 rolls 5, 2: 1 hit (needs 5+).' },
      ],
      streets,
    );
    expect(fights.map((f) => f.where)).toEqual(['Market Street, 2 spaces east of Harbor Street']);
  });
});
