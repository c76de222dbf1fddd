import { describe, expect, it } from 'vitest';
import { plainLog } from './plain-words';

describe('case-file lines in plain words', () => {
  it('says shuffles and lots as a person would', () => {
    expect(plainLog('shuffle the Gangster deck: shuffled')).toBe('The Gangster deck is shuffled.');
    expect(plainLog('reshuffle the Gangster deck: shuffled 30')).toBe('The Gangster deck is shuffled again.');
    expect(plainLog('who takes the Capo ring: drew item 1 of 3')).toBe(
      'Lots are drawn for who takes the Capo ring: number 1 of 3 comes up.',
    );
  });

  it('counts cards and markers properly and leaves other lines alone', () => {
    expect(plainLog('Nonna Rosa’s family draws 2 influence card(s).')).toBe(
      'Nonna Rosa’s family draws 2 influence cards.',
    );
    expect(plainLog('Bugsy’s family plays Muscle: 1 marker(s) on Joey.')).toBe(
      'Bugsy’s family plays Muscle: 1 marker on Joey.',
    );
    expect(plainLog('Legs’s family places a marker on the Capo.')).toBe('Legs’s family places a marker on the Capo.');
  });
});
