import { describe, expect, it } from 'vitest';
import { litPlaces, moversOf, type MoveLike } from './legal';
import { sgLogText, sgSeatWord, supergangSetup } from './setup';
import { actionWords, targetName } from './words';
import type { SuperGangState } from '@core/games/supergang/state';

const moves: MoveLike[] = [
  { type: 'move', character: 'red-killer', to: 's11-8/north' },
  { type: 'move', character: 'red-killer', to: 's11-8/east' },
  { type: 'move', character: 'red-vamp', to: 'shop-x' },
  { type: 'cop-move', group: 1, to: 's3-4/-', arrest: null },
];

describe('the SuperGang table reads the host’s moves and words', () => {
  it('lights each place once, with every facing a piece may end with there', () => {
    expect(moversOf(moves)).toEqual(['red-killer', 'red-vamp', 'cops:1']);
    expect([...litPlaces(moves.slice(0, 2))]).toEqual([['s11-8', ['north', 'east']]]);
    expect([...litPlaces(moves.slice(3))]).toEqual([['s3-4', [null]]]);
  });

  it('names seats by gang colour, the fifth seat the police (SG-15)', () => {
    const seats = ['Ann', 'Bo', 'Cy', 'Di', 'Ed'].map((name) => ({ kind: 'human' as const, name }));
    expect(sgSeatWord(1, seats)).toBe('Blue gang (Bo)');
    expect(sgSeatWord(4, seats)).toBe('the police (Ed)');
    expect(sgSeatWord(3, seats.slice(0, 4))).toBe('Yellow gang (Di)');
    expect(supergangSetup.seatRole?.(4, 5)).toBe('The police');
    expect(supergangSetup.seatColours?.(3)).toEqual(['red', 'blue', 'green']);
  });

  it('says ids in a log line as people do', () => {
    expect(sgLogText('shot at manager-1 by red-killer')).toBe('Shot at manager 1 by Red Killer');
    expect(sgLogText('the vamp hits cop-0-b.')).toBe('The Vamp hits cop 2 of group 1.');
    expect(targetName('cop-1-a')).toBe('cop 1 of group 2');
  });

  it('words every answer with the clause it comes from', () => {
    const s = { turn: { acting: null }, characters: [], policeSeat: null } as unknown as SuperGangState;
    expect(actionWords({ type: 'roll' }, s)).toEqual({ text: 'Throw the dice', clause: 'SG-9.0.2' });
    expect(actionWords({ type: 'stick-up', mode: 'money', defender: 2 }, s).text).toBe(
      'Stick up this shop for its cash, the Green gang defending it',
    );
    expect(actionWords({ type: 'answer-recruit', price: 0 }, s).text).toBe('Sell the recruit for nothing');
  });
});
