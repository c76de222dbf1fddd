/**
 * Tie rulings (NP-7.2.6) from rules edition 3 on: who rules, when a ruling stops standing, and ties
 * that form after control was settled. Engine version 2 keeps its old behaviour (editions.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { act as A } from '../actions';
import { mk } from '../testing/boards';
import { must, stateOf, texts } from '../testing/fixture';
import { billTies, capoTiedAgain, enterCrew, letPausePass, tieInPause } from '../testing/ties';
import { control } from './model';

describe('NP-7.2.6 tie rulings (rules edition 3)', () => {
  it('NP-18.3 a player who wins Bill Eberle by a tie ruling breaks later ties', () => {
    let m = billTies();
    expect(stateOf(m).interrupts[0]).toMatchObject({ kind: 'tie', pos: 7, chooser: 0 });
    m = must(m, 0, { type: 'rule', seat: 1 }).match;
    expect(stateOf(m).interrupts[0]).toMatchObject({ kind: 'tie', pos: 5, chooser: 1 });
  });

  it('NP-7.2.6 NP-7.5.1 a tie made in the pause before payouts is ruled before anyone is paid', () => {
    const { pause, after } = tieInPause();
    expect(stateOf(pause).interrupts).toEqual([{ kind: 'payout', declined: [] }]);
    const s = stateOf(after);
    expect(s.interrupts).toEqual([{ kind: 'tie', pos: 5, tied: [1, 2], chooser: 0 }]);
    expect(s.respect).toEqual([0, 0, 0]);
    const paid = stateOf(must(after, 0, { type: 'rule', seat: 1 }).match);
    expect(paid.respect[1]).toBe(4);
    expect(paid.money[1]).toBe(13);
  });

  it('NP-7.2.1 NP-7.2.6 a tie made while the ring holder rules on another is ruled too, from the Capo down', () => {
    let m = enterCrew({ marks: { '8': mk(1, 0, 0), '5': mk(0, 2, 2) }, hands: [[], ['hitman-1-any#1'], []] });
    expect(stateOf(m).interrupts[0]).toMatchObject({ kind: 'tie', pos: 5 });
    m = must(m, 1, A.play('hitman-1-any#1', [8])).match;
    m = must(m, 0, { type: 'rule', seat: 2 }).match;
    expect(stateOf(m).interrupts).toEqual([{ kind: 'tie', pos: 8, tied: [0, 1], chooser: 0 }]);
    const s = stateOf(must(m, 0, { type: 'rule', seat: 1 }).match);
    expect(s.respect).toEqual([0, -4, 4]);
  });

  it('NP-7.4.2 NP-7.4.3 a ruling lapses once its tie is broken: a fresh tie on the Capo leaves the ring where it is', () => {
    const { ruled, broken, tiedAgain } = capoTiedAgain();
    expect(stateOf(ruled).ring).toBe(1);
    expect(stateOf(broken).ring).toBe(0);
    const s = stateOf(tiedAgain);
    expect(s.marks['steve-averso']?.seats).toEqual([3, 3, 0]);
    expect(s.ring).toBe(0);
    expect(control(s, 9)).toEqual({ seat: null, tied: [0, 1] });
    expect(s.rulings).toEqual({});
  });

  it('NP-7.2.6 a ruling stands while its tie stands, and lapses when another family draws level', () => {
    let m = enterCrew({ marks: { '5': mk(2, 2, 1) }, hands: [[], [], ['hitman-1-any#1', 'thug-1-any#1']] });
    m = letPausePass(must(m, 0, { type: 'rule', seat: 1 }).match);
    expect(control(stateOf(m), 5).seat).toBe(1);
    expect(stateOf(m).respect[1]).toBe(4);
    // A change elsewhere leaves the tie as it was: the ruling stands.
    m = must(m, 2, A.play('hitman-1-any#1', [6])).match;
    expect(control(stateOf(m), 5).seat).toBe(1);
    // The third family draws level: a new three-way tie, nobody controls until it is ruled.
    m = must(m, 2, A.play('thug-1-any#1', [5])).match;
    expect(control(stateOf(m), 5)).toEqual({ seat: null, tied: [0, 1, 2] });
  });

  it('NP-7.2.6 a ruling asked about one tie does not settle a different one made while the question was open', () => {
    let m = enterCrew({ marks: { '5': mk(1, 2, 2) }, hands: [['thug-1-any#1'], [], []] });
    expect(stateOf(m).interrupts).toEqual([{ kind: 'tie', pos: 5, tied: [1, 2], chooser: 0 }]);
    m = must(m, 0, A.play('thug-1-any#1', [5])).match;
    const step = must(m, 0, { type: 'rule', seat: 1 });
    expect(texts(step.events)).toContain(
      'The markers on the Racketeer changed before the ruling, so it does not count. The tie as it stands now is put again.',
    );
    const s = stateOf(step.match);
    expect(s.interrupts).toEqual([{ kind: 'tie', pos: 5, tied: [0, 1, 2], chooser: 0 }]);
    expect(s.respect).toEqual([0, 0, 0]);
  });
});
