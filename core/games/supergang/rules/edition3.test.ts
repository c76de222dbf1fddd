/**
 * Rules edition 3 (state.ts `EDITION`): the clauses a fifth audit found played wrong under engine
 * version 2. Games of versions 1 and 2 keep the old behaviour (`editions.test.ts`).
 */
import { describe, expect, it } from 'vitest';
import { supergang } from '../game';
import { copTarget } from '../testing/edition-2';
import {
  BAKERY,
  blueCopsReachRedVamp,
  BUY_LINED_WITH_ALL_PAWNS_OUT,
  pawnsOf,
  DEALER_BY_HIS_PAWNS,
  FIFTEEN_SHOPS,
  fifteenTokensOut,
  LAST_BUT_POLICE,
  lastOfRedArrested,
  redCopsReachHerMan,
} from '../testing/edition-3';
import { BLUE, GREEN, RED, char, legal, pendingSeat, play, position, refusal, state, step } from '../testing/play';

describe('rules edition 3', () => {
  it('SG-4.3.4 SG-9.3.6 a Dealer who stops in a shop beside his own pawns must still do something there', () => {
    let m = play(position(DEALER_BY_HIS_PAWNS), RED, { type: 'move', character: 'red-dealer', to: BAKERY });
    // Stopping beside his gang's pawn is a crime (SG-9.3.6), not one of the shop's actions.
    expect(char(m, 'red-dealer').unseen).toEqual(['traffic']);
    expect(legal(m, RED).some((a) => a.type === 'done')).toBe(false);
    expect(refusal(m, RED, { type: 'done' }).clause).toBe('SG-4.3.4');
    // Putting a pawn is traffic, an action of the list: now he may leave.
    m = play(m, RED, { type: 'deal', section: 'kerb-7' });
    expect(legal(m, RED).some((a) => a.type === 'done')).toBe(true);
    m = play(m, RED, { type: 'done' });
    expect(state(m).turn.acting).toBeNull();
  });

  it('SG-14.1 SG-9.3.3 a gang giving up does not call off another gang’s arrest', () => {
    const T = copTarget();
    let m = play(position(blueCopsReachRedVamp()), BLUE, { type: 'cop-move', group: 0, to: T.key, arrest: 'red-vamp' });
    m = play(m, GREEN, { type: 'abandon' });
    expect(state(m).gangs[GREEN]?.eliminated).toBe(true);
    expect(state(m).turn.phase).toBe('arrest');
    expect(pendingSeat(m)).toBe(RED);
    m = play(m, RED, { type: 'answer-arrest', rebel: false });
    expect(char(m, 'red-vamp').place).toBe('jail');
  });

  it('SG-14.1 SG-9.4.1 when the cops’ owner gives up in another gang’s turn, that gang moves the cops', () => {
    let m = position(blueCopsReachRedVamp('owns-cops green'));
    expect(pendingSeat(m)).toBe(GREEN);
    m = play(m, GREEN, { type: 'abandon' });
    expect(state(m).turn.copSeat).toBe(BLUE);
    expect(pendingSeat(m)).toBe(BLUE);
    expect(legal(m, GREEN)).toEqual([]);
    expect(legal(m, BLUE).some((a) => a.type === 'cop-move')).toBe(true);
  });

  it('SG-14.1 SG-9.3.5 when the cops’ owner gives up during a rebellion, the duel goes on with the new cop player', () => {
    const T = copTarget();
    let m = position(blueCopsReachRedVamp('owns-cops green'));
    m = play(m, GREEN, { type: 'cop-move', group: 0, to: T.key, arrest: 'red-vamp' });
    // The cops 6 + 6 against her 1: the cops shoot first, eleven arrows.
    m = play(m, RED, { type: 'answer-arrest', rebel: true }, [6, 6, 1]);
    expect(pendingSeat(m)).toBe(GREEN);
    m = play(m, GREEN, { type: 'abandon' });
    expect(state(m).duel?.cause).toBe('arrest');
    expect(pendingSeat(m)).toBe(BLUE);
    m = play(m, BLUE, { type: 'shoot', target: 'red-vamp' }, [4]);
    expect(state(m).duel).toBeNull();
    expect(char(m, 'red-vamp').place).toBe('clinic');
    expect(char(m, 'red-vamp').arrestedInClinic).toBe(true);
  });

  it('SG-6.2.3 SG-9.3.3 the Vamp’s gang answers the arrest of the man she holds, and shoots for him', () => {
    const T = copTarget();
    let m = play(position(redCopsReachHerMan()), RED, { type: 'cop-move', group: 0, to: T.key, arrest: 'blue-killer' });
    expect(pendingSeat(m)).toBe(RED);
    expect(legal(m, BLUE)).toEqual([]);
    // He resists: 1 and 1 for the cops against his 6 + 2; he shoots first, six arrows, for red.
    m = play(m, RED, { type: 'answer-arrest', rebel: true }, [1, 1, 6]);
    expect(state(m).duel?.seats).toEqual([RED, RED]);
    expect(state(m).duel?.gunner).toBe(1);
  });

  it('SG-1.1 SG-15.7 with a police player, the last gang standing wins', () => {
    let m = play(position(LAST_BUT_POLICE), RED, { type: 'kill', targets: ['blue-killer'] }, [6, 1]);
    m = play(m, RED, { type: 'shoot', target: 'blue-killer' }, [6]);
    expect(state(m).gangs[BLUE]?.eliminated).toBe(true);
    expect(supergang.outcome(state(m))?.winners).toEqual([RED]);
    expect(supergang.outcome(state(m))?.reason).toBe('The Red gang is the last gang standing and wins.');
  });

  it('SG-2.5 SG-5.6.11 a shop bought with its pawns takes only as many as the buyer has left of his 20', () => {
    const done = step(position(BUY_LINED_WITH_ALL_PAWNS_OUT), RED, { type: 'buy' });
    const s = state(done.match);
    expect(done.events.find((e) => e.type === 'pawns')?.text).toBe(
      '{seat:0} has all 20 of its traffic pawns out, so the bank takes back 1 pawn along shop-moretti-bakery.',
    );
    // Red had 19 of 20 out: kerb-6 becomes red's, kerb-7 goes back to the bank.
    expect(s.traffic['kerb-6']).toBe(RED);
    expect(s.traffic['kerb-7']).toBeUndefined();
    expect(pawnsOf(s, RED)).toBe(20);
  });

  it('SG-14.1 a gang whose last man dies resisting arrest in its own turn plays the other cops no more', () => {
    const T = copTarget();
    let m = play(position(lastOfRedArrested()), RED, { type: 'cop-move', group: 0, to: T.key, arrest: 'red-vamp' });
    // The cops 6 + 6 against her 1: eleven arrows; the first kills her, and red is out.
    m = play(m, RED, { type: 'answer-arrest', rebel: true }, [6, 6, 1]);
    m = play(m, RED, { type: 'shoot', target: 'red-vamp' }, [6]);
    expect(state(m).gangs[RED]?.eliminated).toBe(true);
    expect(state(m).turn.gang).toBe(BLUE);
    expect(pendingSeat(m)).toBe(BLUE);
  });
  it('SG-4.3.4 SG-12.4 a gang with all 15 tokens out is never made to give one back to leave a shop', () => {
    const m = position(fifteenTokensOut(FIFTEEN_SHOPS));
    // Cashless, the cops watching: nothing of SG-4.3.4's list is possible, only taking a token back.
    expect(legal(m, RED).filter((a) => a.type !== 'take-token')).toEqual([{ type: 'done' }]);
    const left = play(m, RED, { type: 'done' });
    expect(state(left).shops[FIFTEEN_SHOPS[0] as string]?.owner).toBe(RED);
    expect(state(left).turn.acting).toBeNull();
  });
});

describe('readings', () => {
  it('SG-6.2.6 SG-9.3.4 a Vamp taken to jail keeps the man she holds', () => {
    const T = copTarget();
    let m = position(`players 4
turn blue cops 5
dice cops=1,0
char red-vamp ${T.square}/north record=racket
char green-killer s6-0/east
vamped green-killer red 2`);
    m = play(m, BLUE, { type: 'cop-move', group: 0, to: T.key, arrest: 'red-vamp' });
    m = play(m, RED, { type: 'answer-arrest', rebel: false });
    expect(char(m, 'red-vamp').place).toBe('jail');
    expect(char(m, 'green-killer').vampedBy).toEqual({ gang: RED, turns: 2 });
  });

  it('SG-9.1.5 SG-9.4.1 cops put out by one gang restart on its turn, moved by the cops’ owner', () => {
    let m = position(`players 4
owns-cops green
turn red act 5
char red-killer s6-0/east
cop 0 out=1
acting red-killer`);
    m = play(m, RED, { type: 'done' });
    expect(state(m).turn.gang).toBe(BLUE);
    expect(state(m).cops[0]).toEqual({ pos: null, out: null });
    m = play(m, BLUE, { type: 'roll' }, [3, 4, 1, 1, 1]);
    expect(state(m).turn.copsToMove).toEqual([0, 1]);
    expect(pendingSeat(m)).toBe(GREEN);
  });
});
