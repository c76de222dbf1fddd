import { describe, expect, it } from 'vitest';
import { act as A } from '../actions';
import { BOARD, mk } from '../testing/boards';
import { choices } from '../anytime';
import { act, clauses, commissionAt, crewAt, must, position, stateOf } from '../testing/fixture';

const HAND = [
  'another-da-dead#1',
  'fido-fight-club#1',
  'gang-wars-go-on#1',
  'is-jones-joking#1',
  'jones-rule-passes#1',
  'sibling-rivalry#1',
  'suspect-silenced#1',
  'worth-a-thousand-words#1',
  'testimony-unsealed#1',
  'whacky-insurance#1',
];
const table = (extra: Record<string, unknown> = {}) =>
  position({
    seats: 3,
    position: {
      board: BOARD,
      ring: 0,
      stage: commissionAt(0, 3),
      hands: [HAND, [], ['delivery-dupes-guards#1', 'stunning-jailbreak#1']],
      money: [10, 10, 10],
      ...extra,
    },
  });

describe('NP-16 influence card clarifications', () => {
  it('NP-16.1 Another D.A. Dead: the card given away is one of the two drawn', () => {
    let m = must(table(), 0, A.use('another-da-dead#1')).match;
    const w = stateOf(m).interrupts[0];
    expect(w).toMatchObject({ kind: 'split', seat: 0 });
    const drawn = w && w.kind === 'split' ? w.cards : [];
    expect(act(m, 0, { type: 'keep', card: 'thug-1#1', to: 1 }).ok).toBe(false);
    m = must(m, 0, { type: 'keep', card: drawn[0] ?? '', to: 2 }).match;
    const s = stateOf(m);
    expect(s.hands[0]).toContain(drawn[0]);
    expect(s.hands[2]).toContain(drawn[1]);
  });

  it('NP-16.1 NP-13.1.2 a drawn card shaken down before the choice cannot also be given away', () => {
    let m = must(table(), 0, A.use('another-da-dead#1')).match;
    const w = stateOf(m).interrupts[0];
    const drawn = w && w.kind === 'split' ? w.cards : [];
    m = must(m, 0, { type: 'shakedown', card: drawn[1] ?? '' }).match;
    m = must(m, 0, { type: 'keep', card: drawn[0] ?? '', to: 2 }).match;
    const s = stateOf(m);
    expect(s.hands[2]).toEqual(['delivery-dupes-guards#1', 'stunning-jailbreak#1']);
    expect(s.influenceDiscard).toContain(drawn[1]);
  });

  it('NP-16.3 Fido Fight Club: OR draw two, keep one, give one', () => {
    const m = must(table(), 0, A.use('fido-fight-club#1')).match;
    expect(stateOf(m).interrupts[0]).toMatchObject({ kind: 'split', seat: 0 });
  });

  it('NP-16.2 NP-16.8 a jailbreak springs any prisoner, at any time, into a free Associate space', () => {
    let m = table({ prison: ['xavier-conti'], associates: ['benny-greco', null, 'tommy-zito'] });
    m = must(m, 2, A.use('stunning-jailbreak#1', { gangster: 'xavier-conti' })).match;
    expect(stateOf(m).associates).toEqual(['benny-greco', 'xavier-conti', 'tommy-zito']);
    expect(stateOf(m).prison).toEqual([]);
  });

  it('NP-16.4 Gang Wars Go On: the markers move before the gangster is removed', () => {
    const s = stateOf(
      must(table({ marks: { '5': mk(3, 2, 0) } }), 0, A.use('gang-wars-go-on#1', { pos: 5, pos2: 6 })).match,
    );
    expect(s.fishes).toEqual(['jim-redio']);
    expect(s.marks['tony-marchetti']?.seats[0]).toBe(3);
    expect(s.supply[1]).toBe(25);
  });

  it('NP-16.4 our reading: Gang Wars Go On needs none of your markers on the first gangster, and moves no Respect', () => {
    const m = table({ marks: { '5': mk(0, 4, 0) }, respect: [0, 0, 0] });
    const s = stateOf(must(m, 0, A.use('gang-wars-go-on#1', { pos: 5, pos2: 6 })).match);
    expect(s.fishes).toEqual(['jim-redio']);
    expect(s.supply[1]).toBe(25);
    expect(s.respect).toEqual([0, 0, 0]);
  });

  it('NP-16.5 NP-16.6 the "Jones" cards: the newcomer inherits every marker of the jailed gangster', () => {
    const m = table({ marks: { '5': mk(3, 2, 1) } });
    const top = stateOf(m).gangsterDeck[0];
    const s = stateOf(must(m, 0, A.use('is-jones-joking#1', { pos: 5 })).match);
    expect(s.prison).toEqual(['jim-redio']);
    expect(s.positions[4]).toBe(top);
    expect(s.marks[top ?? '']?.seats).toEqual([3, 2, 1]);
    expect(act(table({ marks: { '5': mk(3, 2, 0) } }), 0, A.use('jones-rule-passes#1', { pos: 5 })).ok).toBe(false);
  });

  it('NP-16.7 Sibling Rivalry: two gangsters of a type trade places with their markers', () => {
    const s = stateOf(
      must(table({ marks: { '5': mk(2, 0, 0) } }), 0, A.use('sibling-rivalry#1', { pos: 3, pos2: 5 })).match,
    );
    expect(s.positions[2]).toBe('jim-redio');
    expect(s.positions[4]).toBe('nicky-fontana');
    expect(s.marks['jim-redio']?.seats[0]).toBe(2);
    expect(act(table(), 0, A.use('sibling-rivalry#1', { pos: 3, pos2: 6 })).ok).toBe(false);
  });

  it('NP-16.9 Suspect Silenced is not played in The Commission: its moment is the Crew payout', () => {
    const m = table({ marks: { '5': mk(2, 0, 0) } });
    const r = act(m, 0, A.use('suspect-silenced#1', { pos: 5 }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.clause).toBe('NP-16.9');
    const offered = choices(stateOf(m), 0).main.filter((a) => a.type === 'use' && a.card === 'suspect-silenced#1');
    expect(offered).toEqual([]);
  });

  it('NP-20.2 NP-16.5 a Jones card that puts Geraldo in the place of a gangster with 8 markers sends him to Prison at once', () => {
    const m = position({
      seats: 3,
      options: { expansions: ['young-turks'] },
      position: {
        board: BOARD,
        ring: 0,
        stage: commissionAt(0, 3),
        marks: { '5': mk(4, 3, 1) },
        gangsterDeck: ['geraldo-chaconichio'],
        hands: [['is-jones-joking#1'], [], []],
        money: [10, 10, 10],
      },
    });
    const step = must(m, 0, A.use('is-jones-joking#1', { pos: 5 }));
    const s = stateOf(step.match);
    expect(s.prison).toEqual(['jim-redio', 'geraldo-chaconichio']);
    expect(s.positions[4]).toBeNull();
    expect(s.marks['geraldo-chaconichio']).toBeUndefined();
    expect(s.supply).toEqual([25, 25, 25]);
    expect(clauses(step.events)).toContain('NP-20.2');
  });

  it('NP-16.12 Worth a Thousand Words removes a Blackmail coin and its marker', () => {
    const s = stateOf(
      must(table({ marks: { '5': mk(1, 2, 0, 0, 1) } }), 0, A.use('worth-a-thousand-words#1', { pos: 5 })).match,
    );
    expect(s.marks['jim-redio']).toEqual({ seats: [1, 1, 0], neutral: 0, blackmail: null });
    expect(s.blackmailSupply).toBe(8);
  });

  it('NP-16.10 Testimony Unsealed: played when the hit is called, before the die, it calls the hit off', () => {
    const m = position({
      seats: 3,
      position: {
        board: BOARD,
        ring: 0,
        stage: crewAt(1),
        marks: { '1': mk(1, 0, 0), '5': mk(0, 2, 0) },
        money: [20, 0, 0],
        hands: [[], ['testimony-unsealed#1'], []],
      },
    });
    let next = must(m, 0, A.power({ pos: 5 })).match;
    expect(stateOf(next).interrupts[0]).toMatchObject({ kind: 'whack', victim: 'jim-redio' });
    // Outside its window the card is refused.
    expect(act(table(), 0, A.use('testimony-unsealed#1')).ok).toBe(false);
    next = must(next, 1, A.use('testimony-unsealed#1')).match;
    const s = stateOf(next);
    expect(s.positions[4]).toBe('jim-redio');
    expect(s.money[0]).toBe(10);
    expect(s.interrupts).toEqual([]);
  });

  it('NP-16.11 "Whacky" Insurance only after a successful hit: the victim\'s family keeps its Respect and gets $10', () => {
    const m = position({
      seats: 3,
      position: {
        board: BOARD,
        ring: 0,
        stage: crewAt(1),
        marks: { '1': mk(1, 0, 0), '5': mk(0, 2, 0) },
        money: [20, 0, 0],
        hands: [[], ['whacky-insurance#1'], []],
      },
    });
    const next = must(m, 0, A.power({ pos: 5 }), [1]).match;
    expect(stateOf(next).interrupts[0]).toEqual({ kind: 'insurance', seat: 1, loss: 4 });
    const s = stateOf(must(next, 1, A.use('whacky-insurance#1')).match);
    expect(s.respect).toEqual([4, 0, 0]);
    expect(s.money[1]).toBe(10);
    expect(s.fishes).toEqual(['jim-redio']);
  });
});
