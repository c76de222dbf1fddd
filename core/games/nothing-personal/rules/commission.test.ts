import { describe, expect, it } from 'vitest';
import { act as A } from '../actions';
import { BOARD, mk } from '../testing/boards';
import { act, commissionAt, must, position, stateOf } from '../testing/fixture';

const base = (extra: Record<string, unknown> = {}, stage = commissionAt(0, 3)) =>
  position({
    seats: 3,
    position: {
      board: BOARD,
      ring: 0,
      stage,
      hands: [
        ['conman-3#1', 'thug-3-gambler-1#1', 'position-1#1', 'thug-2-or-cash#1'],
        ['hitman-3-gift#1', 'thug-2-extra#1'],
        ['hitman-1-any#1', 'thug-2-crew#1'],
      ],
      money: [20, 20, 5],
      ...extra,
    },
  });

describe('NP-6 The Commission', () => {
  it('NP-6.1.1 NP-6.1.2 NP-6.1.3 NP-6.2.1 playing a card puts its markers on a matching gangster, then the next player acts', () => {
    const m = must(base(), 0, A.play('conman-3#1', [2])).match;
    const s = stateOf(m);
    expect(s.marks['paulie-guistono']?.seats).toEqual([3, 0, 0]);
    expect(s.supply[0]).toBe(22);
    expect(s.hands[0]).not.toContain('conman-3#1');
    expect(s.influenceDiscard).toContain('conman-3#1');
    expect(s.stage).toMatchObject({ kind: 'commission', turn: 1 });
  });

  it('NP-6.2-ex1 NP-6.2.6 with two markers left a 3-Conman card cannot place', () => {
    const m = base({ marks: { '9': mk(23, 0, 0) } });
    const r = act(m, 0, A.play('conman-3#1', [2]));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'NOT_ENOUGH_MARKERS', clause: 'NP-6.2.6' });
  });

  it('NP-6.2-ex1 NP-6.2.3 3 Thug and 1 Gambler: three on one Thug, one on one Gambler', () => {
    const s = stateOf(must(base(), 0, A.play('thug-3-gambler-1#1', [5, 4])).match);
    expect(s.marks['jim-redio']?.seats[0]).toBe(3);
    expect(s.marks['frankie-dellacroce']?.seats[0]).toBe(1);
  });

  it('NP-6.2.4 the markers of one icon go on one gangster only (a second Thug cannot take the Gambler icon)', () => {
    const r = act(base(), 0, A.play('thug-3-gambler-1#1', [5, 3]));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('WRONG_GANGSTER');
  });

  it('NP-6.2-ex1 NP-6.2.2 with two markers left, only the Gambler icon may be placed', () => {
    const m = base({ marks: { '9': mk(23, 0, 0) } });
    expect(act(m, 0, A.play('thug-3-gambler-1#1', [5, 4])).ok).toBe(false);
    const s = stateOf(must(m, 0, A.play('thug-3-gambler-1#1', [null, 4])).match);
    expect(s.marks['frankie-dellacroce']?.seats[0]).toBe(1);
  });

  it('NP-6.2.2 an icon that can be placed in full must be placed', () => {
    const r = act(base(), 0, A.play('thug-3-gambler-1#1', [null, 4]));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'MUST_PLACE', clause: 'NP-6.2.2' });
  });

  it('NP-6.2.5 no Conman on the board: the Conman card cannot place', () => {
    const m = base({
      board: { ...BOARD, '1': 'nicky-fontana', '2': 'vinnie-carbone', '3': 'carmine-russo' },
      emptyRest: false,
    });
    const r = act(m, 0, A.play('conman-3#1', [null]));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('CANNOT_PLACE');
  });

  it('NP-6.6.1 NP-6.6-ex1 a red "3 Third Guy" puts three markers on whoever is Third Guy', () => {
    const s = stateOf(must(base(), 0, A.play('position-1#1', [1])).match);
    expect(s.marks['eric-summerino']?.seats[0]).toBe(3);
    expect(act(base(), 0, A.play('position-1#1', [2])).ok).toBe(false);
  });

  it('NP-6.1.4 NP-6.3.2 discarding a card puts one marker on any gangster', () => {
    const s = stateOf(must(base(), 0, { type: 'discard-place', card: 'conman-3#1', pos: 9, ante: 0 }).match);
    expect(s.marks['steve-averso']?.seats[0]).toBe(1);
    expect(s.hands[0]).toHaveLength(3);
  });

  it('NP-6.3.1 NP-6.9.1 an OR card may use its ability instead of placing', () => {
    const s = stateOf(must(base(), 0, A.use('thug-2-or-cash#1')).match);
    expect(s.money[0]).toBe(25);
    expect(Object.values(s.marks).every((m) => m.seats[0] === 0)).toBe(true);
  });

  it('NP-6.9.1 Send a Message takes up to two markers of one colour (or neutral ones) off one gangster', () => {
    const m = base({ hands: [['hitman-2-or-remove#1'], [], []], marks: { '5': mk(1, 3, 0, 2) } });
    const s = stateOf(must(m, 0, A.use('hitman-2-or-remove#1', { pos: 5, seat: 1 })).match);
    expect(s.marks['jim-redio']).toMatchObject({ seats: [1, 1, 0], neutral: 2 });
    const n = stateOf(must(m, 0, A.use('hitman-2-or-remove#1', { pos: 5, seat: null })).match);
    expect(n.marks['jim-redio']).toMatchObject({ seats: [1, 3, 0], neutral: 0 });
  });

  it('NP-6.8.1 NP-6.8-ex1 a gift card: place first, then the chosen player may place one marker', () => {
    const m = must(base({}, commissionAt(1, 3)), 1, A.play('hitman-3-gift#1', [6], { to: 2 })).match;
    let s = stateOf(m);
    expect(s.marks['tony-marchetti']?.seats[1]).toBe(3);
    expect(s.interrupts).toEqual([{ kind: 'gift', seat: 2 }]);
    s = stateOf(must(m, 2, { type: 'place', pos: 9 }).match);
    expect(s.marks['steve-averso']?.seats[2]).toBe(1);
    expect(s.stage).toMatchObject({ turn: 2 });
  });

  it('NP-6.8.2 pay $5 for an extra marker, on the same gangster', () => {
    const s = stateOf(must(base({}, commissionAt(1, 3)), 1, A.play('thug-2-extra#1', [9], { extra: true })).match);
    expect(s.marks['steve-averso']?.seats[1]).toBe(3);
    expect(s.money[1]).toBe(15);
  });

  it('NP-6.4.1 the Ante is not available in the first go-round', () => {
    const r = act(base(), 0, A.play('conman-3#1', [2], { ante: 3 }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.clause).toBe('NP-6.4.1');
  });

  it('NP-6.5.1 NP-6.5-ex1 an Ante of $4, raised to $6, shuts out a player with $5', () => {
    let m = base({ money: [20, 20, 5] }, commissionAt(0, 3, 0, true));
    m = must(m, 0, A.play('conman-3#1', [2], { ante: 4 })).match;
    expect(stateOf(m).stage).toMatchObject({ ante: 4 });
    expect(act(m, 1, A.play('thug-2-extra#1', [9], { ante: 3 })).ok).toBe(false);
    m = must(m, 1, A.play('thug-2-extra#1', [9], { ante: 6 })).match;
    expect(stateOf(m).money[1]).toBe(14);
    const r = act(m, 2, { type: 'discard-place', card: 'thug-2-crew#1', pos: 1, ante: 6 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.clause).toBe('NP-6.5.1');
    // He could shake down a card for $8 (NP-13.1) and then meet the Ante.
    m = must(m, 2, { type: 'shakedown', card: 'hitman-1-any#1' }).match;
    expect(act(m, 2, { type: 'discard-place', card: 'thug-2-crew#1', pos: 1, ante: 6 }).ok).toBe(true);
  });

  it('NP-6.1.5 NP-6.6.2 NP-6.1.6 NP-6.7.1 a player who passed is skipped; when all pass The Crew starts', () => {
    let m = must(base(), 0, { type: 'pass' }).match;
    m = must(m, 1, { type: 'pass' }).match;
    expect(stateOf(m).stage).toMatchObject({ kind: 'commission', turn: 2 });
    m = must(m, 2, A.play('hitman-1-any#1', [6])).match;
    expect(stateOf(m).stage).toMatchObject({ kind: 'commission', turn: 2 });
    m = must(m, 2, { type: 'pass' }).match;
    expect(stateOf(m).phase).not.toBe('commission');
  });

  it('NP-6.10.1 a Crew card played during The Crew costs $5; out of turn in The Commission it is refused', () => {
    const r = act(base(), 2, A.play('thug-2-crew#1', [9]));
    expect(r.ok).toBe(false);
    const crew = base({ marks: { '9': mk(1, 0, 0) }, money: [20, 20, 10] }, {
      kind: 'crew-action',
      pos: 9,
      refused: [],
    } as never);
    const s = stateOf(must(crew, 2, A.play('thug-2-crew#1', [9])).match);
    expect(s.marks['steve-averso']?.seats[2]).toBe(2);
    expect(s.money[2]).toBe(5);
  });

  it('NP-7.3.1 NP-7.3.2 a play-at-any-time card may be played by anyone at any moment, in the order played', () => {
    const m = must(base(), 2, A.play('hitman-1-any#1', [6])).match;
    expect(stateOf(m).marks['tony-marchetti']?.seats[2]).toBe(1);
    expect(stateOf(m).stage).toMatchObject({ kind: 'commission', turn: 0 });
  });

  it('NP-13.1.1 NP-13.1.2 the Shakedown: discard any card for $8, at any time, without using a turn', () => {
    const m = must(base(), 1, { type: 'shakedown', card: 'thug-2-extra#1' }).match;
    expect(stateOf(m).money[1]).toBe(28);
    expect(stateOf(m).stage).toMatchObject({ kind: 'commission', turn: 0 });
  });
});
