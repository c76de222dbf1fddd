import { describe, expect, it } from 'vitest';
import { plainLog, playerFirst } from './plain-words';

describe('case-file lines in plain words', () => {
  it('says shuffles and lots as a person would', () => {
    expect(plainLog('shuffle the Gangster deck: shuffled')).toBe('The Gangster deck is shuffled.');
    expect(plainLog('reshuffle the Gangster deck: shuffled 30')).toBe('The Gangster deck is shuffled again.');
    // Not "Shuffled: reshuffle influence discards." before the line that says the discards are shuffled.
    expect(plainLog('reshuffle influence discards: shuffled 23')).toBe('The Influence deck has run out.');
    expect(plainLog('who takes the Capo ring: drew item 1 of 3')).toBe(
      'Lots are drawn for who takes the Capo ring: number 1 of 3 comes up.',
    );
    // A draw's place in the cup is no number a player has: only how many there were.
    expect(plainLog('Bribe marker: drew item 4 of 10')).toBe('Bribe marker: one of 10 is drawn.');
    expect(plainLog('Bribe marker: drew item 1 of 1')).toBe('Bribe marker: the only one is drawn.');
    expect(plainLog('Cop cup: drew item 6 of 8')).toBe('One of the 8 in the Cop cup is drawn.');
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

  it('NP-16.8 a line ending on a card whose name ends its own sentence keeps one mark', () => {
    expect(plainLog('Bugsy’s family plays Stunning Jailbreak!.')).toBe('Bugsy’s family plays Stunning Jailbreak!');
    expect(plainLog('Who goes first? Nobody.')).toBe('Who goes first? Nobody.');
  });
});

describe('a seat named with its player, the player first', () => {
  const p = {
    roles: ['Red', 'the police'],
    adjective: (role: string) => (role === 'the police' ? null : role),
    owned: ['turn'],
  };
  it('puts the role before what it owns, after what the player owns, and keeps the punctuation last', () => {
    expect(playerFirst("Red (Ann)'s Vamp moves.", p)).toBe("Ann's Red Vamp moves.");
    expect(playerFirst("Red (Ann)'s turn, then the police (Ed)'s Cop.", p)).toBe(
      "Ann's turn (Red), then Ed's Cop (the police).",
    );
    expect(playerFirst("Red's Vamp moves.", p)).toBe("Red's Vamp moves.");
  });

  it('puts the player first wherever else a seat is named', () => {
    expect(playerFirst("Red (Ann) takes 10 million from the bank: Red (Ann)'s Vamp robs a passer-by.", p)).toBe(
      "Ann (Red) takes 10 million from the bank: Ann's Red Vamp robs a passer-by.",
    );
    expect(playerFirst('the police (Ed) arrests the Red Vamp of Red (Ann).', p)).toBe(
      'Ed (the police) arrests the Red Vamp of Ann (Red).',
    );
  });

  it('G-17.2 a clause cited in brackets after a seat is no player name', () => {
    expect(playerFirst('bribe or move a Cop for Red (G-17.2).', p)).toBe('bribe or move a Cop for Red (G-17.2).');
    expect(playerFirst('Red (SG-9.3.1) and Red (Ann) (NP-7.3.2).', p)).toBe('Red (SG-9.3.1) and Ann (Red) (NP-7.3.2).');
  });
});
