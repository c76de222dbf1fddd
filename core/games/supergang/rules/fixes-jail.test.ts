/**
 * Rules edition 2 (state.ts `EDITION`), second pass: jail lengths, traffic crimes, recruits and the cops
 * of a gang out of the game. Games of engine version 1 keep the old behaviour (`editions.test.ts`).
 */
import { describe, expect, it } from 'vitest';
import { copTarget, rebelBeforeHerMove, LAST_OF_BLUE, VAMP_RECRUIT, YELLOW_ENDS } from '../testing/edition-2';
import { BLUE, RED, YELLOW, char, play, position, state } from '../testing/play';

describe('rules edition 2: a year is one turn without playing', () => {
  it('SG-10.3 arrested before his move in his own turn, that turn is the first of his sentence', () => {
    const T = copTarget();
    let m = position(rebelBeforeHerMove());
    m = play(m, RED, { type: 'cop-move', group: 0, to: T.key, arrest: 'red-vamp' });
    m = play(m, RED, { type: 'answer-arrest', rebel: false });
    expect(char(m, 'red-vamp').place).toBe('jail');
    expect(state(m).turn.toMove).toEqual(['red-killer']);
    // One year: this turn lost, and she sets off again on red's next turn.
    expect(char(m, 'red-vamp').sentence).toBe(0);
  });

  it('SG-11.3.2 SG-10.3 a patient arrested in the clinic serves his first year on the turn he goes to jail', () => {
    const m = position(`${YELLOW_ENDS}\nchar red-killer clinic record=racket`);
    state(m).characters.find((c) => c.id === 'red-killer')!.arrestedInClinic = true;
    let next = play(m, YELLOW, { type: 'done' });
    expect(char(next, 'red-killer').place).toBe('jail');
    expect(char(next, 'red-killer').sentence).toBe(0);
    next = play(next, RED, { type: 'roll' }, [1, 2, 3, 4]);
    expect(Object.keys(state(next).turn.dice)).toEqual(['red-vamp', 'red-dealer']);
  });

  it('SG-15.3 an innocent taken in his own turn has one turn in jail, then sets off again', () => {
    const T = copTarget();
    let m = position(`players 5
turn red cops 5
dice cops=1,1 red-killer=2
tomove red-killer
char red-killer ${T.square}/north`);
    m = play(m, 4, { type: 'cop-move', group: 0, to: T.key, arrest: 'red-killer' });
    m = play(m, RED, { type: 'answer-arrest', rebel: false });
    expect(char(m, 'red-killer').sentence).toBe(0);
  });
});

describe('rules edition 2: traffic, recruits and elimination', () => {
  it('SG-9.3.6 SG-10.2 putting several traffic pawns on one stop is one crime of traffic', () => {
    let m = position(`players 4
turn red act 5
char red-dealer s5-0/east
acting red-dealer
stock red 3
cop 0 s6-0/east`);
    m = play(m, RED, { type: 'deal', section: 'kerb-6' });
    m = play(m, RED, { type: 'deal', section: 'kerb-7' });
    expect(Object.keys(state(m).traffic).sort()).toEqual(['kerb-6', 'kerb-7']);
    expect(char(m, 'red-dealer').record).toEqual(['traffic']);
  });

  it('SG-6.2.4 SG-7.4 a newly recruited Vamp has vamped nobody yet', () => {
    const m = position(VAMP_RECRUIT);
    state(m).characters.find((c) => c.id === 'red-vamp')!.lastVamped = 'blue-killer';
    const next = play(m, RED, { type: 'recruit', kind: 'vamp' });
    expect(char(next, 'red-vamp').place).toBe('board');
    expect(char(next, 'red-vamp').lastVamped).toBeNull();
  });

  it('SG-6.2.4 SG-7.2 a newly recruited man is not the one a Vamp last vamped', () => {
    const m = position(`players 4
turn blue act 5
cash blue=100
char blue-dealer shop-pawnbroker
char blue-killer graveyard
acting blue-dealer`);
    state(m).characters.find((c) => c.id === 'red-vamp')!.lastVamped = 'blue-killer';
    const next = play(m, BLUE, { type: 'recruit', kind: 'killer' });
    expect(char(next, 'blue-killer').place).toBe('board');
    expect(char(next, 'red-vamp').lastVamped).toBeNull();
  });

  it('SG-14.1 SG-11.3.6 cops put out by a gang that leaves the game start again from the centre', () => {
    let m = position(LAST_OF_BLUE);
    // 6 + 2 against 1 + 2: red shoots five arrows and kills blue's last character.
    m = play(m, RED, { type: 'kill', targets: ['blue-killer'] }, [6, 1]);
    m = play(m, RED, { type: 'shoot', target: 'blue-killer' }, [6]);
    expect(state(m).gangs[BLUE]?.eliminated).toBe(true);
    expect(state(m).cops[0]?.out).toBeNull();
    expect(state(m).cops[0]?.pos).toBeNull();
  });
});
