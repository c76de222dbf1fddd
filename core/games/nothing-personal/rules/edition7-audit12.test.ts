/**
 * Rules edition 7 (engine version 7), the twelfth audit: what changed, as a player sees it, and that
 * games begun under engine version 6 keep the old handling (state.ts `EDITION`).
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../engine/match';
import { act as A } from '../actions';
import { nothingPersonal } from '../game';
import { npScore } from '../score';
import { BOARD, mk } from '../testing/boards';
import {
  clauses,
  commissionAt,
  crewTable,
  LAST_TO_PASS,
  lastFenceBuy,
  must,
  position,
  stateOf,
  texts,
  threeSeats,
} from '../testing/fixture';

/** Seat 1's Commission turn with an Ante of $4 standing (everyone has had a turn); seat 1 has $10. */
const anteStands = (engineVersion?: string): Match =>
  threeSeats(engineVersion, {
    stage: commissionAt(1, 3, 4, true),
    hands: [[], ['thug-2#1', 'thug-2-extra#1'], []],
    money: [10, 10, 10],
  });

describe('rules edition 7: the log says where the money goes', () => {
  it('NP-6.5.1 paying the standing Ante is said in the log, before the card', () => {
    const step = must(anteStands(undefined), 1, A.play('thug-2#1', [5], { ante: 4 }));
    expect(stateOf(step.match).money).toEqual([10, 6, 10]);
    expect(texts(step.events)).toContain(
      '{seat:1} pays the Ante of $4.\n{seat:1} plays Thug Leverage: 2 markers on "Eager" Jim Redio.',
    );
    expect(step.events.find((e) => e.text.includes('pays the Ante'))?.clause).toBe('NP-6.5.1');
    // Raising it still says so once, as before.
    const raised = must(anteStands(undefined), 1, A.play('thug-2#1', [5], { ante: 6 }));
    expect(texts(raised.events)).toContain('{seat:1} raises the Ante to $6.');
    expect(texts(raised.events)).not.toContain('pays the Ante');
  });

  it('NP-6.8.2 the $5 for the extra marker is said in the line of the card that bought it', () => {
    const step = must(anteStands(undefined), 1, A.play('thug-2-extra#1', [5], { ante: 4, extra: true }));
    expect(stateOf(step.match).money).toEqual([10, 1, 10]);
    const line = step.events.find((e) => e.type === 'influence');
    expect(line?.text).toBe('{seat:1} plays Thug Payoff: 3 markers on "Eager" Jim Redio (one of them bought for $5).');
    expect(line?.clause).toBe('NP-6.8.2');
  });

  it('NP-8.3.1 cards bought at the Fence are said to be bought, and for how much', () => {
    const fence = position({
      seats: 3,
      position: { board: BOARD, ring: 0, stage: { kind: 'fence', turn: 0, done: 0 }, money: [25, 0, 0] },
    });
    const step = must(fence, 0, { type: 'buy', count: 2 });
    expect(stateOf(step.match).money[0]).toBe(5);
    const bought = step.events.find((e) => e.type === 'buy');
    expect(bought?.text).toBe('{seat:0} buys 2 influence cards at the Fence for $20.');
    expect(bought?.visibility).toBe('public');
    expect(bought?.clause).toBe('NP-8.3.1');
  });

  it('NP-7.5.2 a family that cannot pay all a place costs is said to pay what it has', () => {
    // Richie Vitale (card $-1) as Enforcer ($0) costs seat 0 a dollar it does not have.
    const m = position({
      seats: 3,
      position: {
        board: { ...BOARD, '6': 'richie-vitale' },
        ring: 0,
        stage: LAST_TO_PASS,
        marks: { '6': mk(1, 0, 0) },
        money: [0, 0, 0],
        hands: [[], [], []],
      },
    });
    const step = must(m, 2, { type: 'pass' });
    expect(stateOf(step.match).money[0]).toBe(0);
    expect(texts(step.events)).toContain(
      '{seat:0} controls Richie Vitale as Enforcer: +7 Respect, pays $0, all the money it has.',
    );
  });

  it('NP-6.5.1 NP-6.8.2 NP-8.3.1 NP-7.5.2 (engine version 6) the lines stay as they were', () => {
    const paid = must(anteStands('6'), 1, A.play('thug-2-extra#1', [5], { ante: 4, extra: true }));
    expect(texts(paid.events)).not.toContain('pays the Ante');
    expect(paid.events.find((e) => e.type === 'influence')?.text).toBe(
      '{seat:1} plays Thug Payoff: 3 markers on "Eager" Jim Redio.',
    );
    const fence = position({
      seats: 3,
      engineVersion: '6',
      position: { board: BOARD, ring: 0, stage: { kind: 'fence', turn: 0, done: 0 }, money: [25, 0, 0] },
    });
    expect(must(fence, 0, { type: 'buy', count: 2 }).events.some((e) => e.type === 'buy')).toBe(false);
    const m = position({
      seats: 3,
      engineVersion: '6',
      position: {
        board: { ...BOARD, '6': 'richie-vitale' },
        ring: 0,
        stage: LAST_TO_PASS,
        marks: { '6': mk(1, 0, 0) },
        money: [0, 0, 0],
        hands: [[], [], []],
      },
    });
    expect(texts(must(m, 2, { type: 'pass' }).events)).toContain(
      '{seat:0} controls Richie Vitale as Enforcer: +7 Respect, pays $1.',
    );
  });
});

/** Seat 0 holds a Snitch and a Thug Leverage, with $12, in seat 0's Commission turn. */
const giver = (engineVersion?: string): Match =>
  threeSeats(engineVersion, {
    stage: commissionAt(0, 3),
    hands: [['thug-2#1', 'snitch#1'], [], []],
    money: [12, 3, 0],
  });

describe('rules edition 7: a gift names its cards', () => {
  it('NP-13.4.2 the two families read the cards by name, the others a count; no "$0"', () => {
    const cards = must(giver(undefined), 0, { type: 'give', to: 2, money: 0, cards: ['snitch#1'] });
    const line = cards.events.find((e) => e.type === 'give');
    expect(line?.text).toBe('{seat:0} gives {seat:2} Snitch.');
    expect(line?.others?.text).toBe('{seat:0} gives {seat:2} 1 card.');
    const both = must(giver(undefined), 0, { type: 'give', to: 1, money: 9, cards: ['snitch#1', 'thug-2#1'] });
    expect(both.events.find((e) => e.type === 'give')?.text).toBe(
      '{seat:0} gives {seat:1} $9, Snitch and Thug Leverage.',
    );
    expect(both.events.find((e) => e.type === 'give')?.others?.text).toBe('{seat:0} gives {seat:1} $9 and 2 cards.');
    const money = must(giver(undefined), 0, { type: 'give', to: 1, money: 4, cards: [] });
    expect(money.events.find((e) => e.type === 'give')?.text).toBe('{seat:0} gives {seat:1} $4.');
  });

  it('NP-13.4.2 (engine version 6) the line stays as it was: the card ids and "$0"', () => {
    const cards = must(giver('6'), 0, { type: 'give', to: 2, money: 0, cards: ['snitch#1'] });
    expect(cards.events.find((e) => e.type === 'give')?.text).toBe('{seat:0} gives {seat:2} $0 and snitch#1.');
  });
});

/** Mikey Rudmanilli (card Respect -2), seat 0's, is the Racketeer and makes a Move on the Underboss. */
const mikeyMoves = (engineVersion?: string): Match =>
  crewTable(engineVersion, 5, {
    board: { ...BOARD, '5': 'mikey-rudmanilli', '8': 'jim-redio' },
    marks: { '5': mk(1, 0, 0), '8': mk(0, 1, 0) },
    money: [0, 0, 0],
  });

describe("rules edition 7: a Move's sum with a card worth less than nothing", () => {
  it('NP-7.10.4 NP-7.8.3 the card Respect is taken away from the die: "4 − 2 = 2"', () => {
    const step = must(mikeyMoves(undefined), 0, { type: 'move' }, [3]); // a 4
    expect(texts(step.events)).toContain('4 − 2 = 2, not more than 8: the move fails. {seat:0} −4 Respect.');
  });

  it('NP-7.10.4 (engine version 6) the line stays as it was: "4 + -2 = 2"', () => {
    const step = must(mikeyMoves('6'), 0, { type: 'move' }, [3]);
    expect(texts(step.events)).toContain('4 + -2 = 2, not more than 8: the move fails. {seat:0} −4 Respect.');
  });
});

/** Bonnie Parker, seat 0's, is the Second Guy and makes a Move on the Racketeer. */
const bonnieMoves = (engineVersion?: string): Match =>
  crewTable(
    engineVersion,
    2,
    { board: { ...BOARD, '2': 'bonnie-parker' }, marks: { '2': mk(1, 0, 0), '5': mk(0, 1, 0) }, money: [0, 0, 0] },
    { expansions: ['historical'] },
  );

/** Seat 0 plays Is Jones Joking? on Bonnie Parker, the Racketeer, carrying six markers. */
const jonesOnBonnie = (engineVersion?: string): Match =>
  threeSeats(
    engineVersion,
    {
      board: { ...BOARD, '5': 'bonnie-parker' },
      stage: commissionAt(0, 3),
      hands: [['is-jones-joking#1'], [], []],
      marks: { '5': mk(3, 2, 1) },
    },
    { expansions: ['historical'] },
  );

describe('rules edition 7: no gangster is "he" in the log', () => {
  it('NP-7.8.5 a 7 kills Bonnie Parker making the move, not "his" move', () => {
    const step = must(bonnieMoves(undefined), 0, { type: 'move' }, [5]); // a 7
    expect(texts(step.events)).toContain(
      'A 7: Bonnie Elizabeth Parker is killed making the move. {seat:0} −4 Respect.',
    );
  });

  it('NP-16.5 the gangster drawn for Is Jones Joking? takes the place, with all the markers', () => {
    const m = jonesOnBonnie(undefined);
    const next = stateOf(m).gangsterDeck[0] ?? '';
    const step = must(m, 0, A.use('is-jones-joking#1', { pos: 5 }));
    expect(stateOf(step.match).positions[4]).toBe(next);
    expect(texts(step.events)).toMatch(
      /Bonnie Elizabeth Parker goes to Prison; .+ takes the place, with all the markers\./,
    );
    expect(clauses(step.events)).toContain('NP-16.5');
  });

  it('NP-7.8.5 NP-16.5 (engine version 6) the lines stay as they were', () => {
    const moved = must(bonnieMoves('6'), 0, { type: 'move' }, [5]);
    expect(texts(moved.events)).toContain('A 7: Bonnie Elizabeth Parker is killed making his move.');
    const jones = must(jonesOnBonnie('6'), 0, A.use('is-jones-joking#1', { pos: 5 }));
    expect(texts(jones.events)).toMatch(/takes his place and his markers\./);
  });
});

/**
 * Seat 0's Third Guy ($20) hits Jim Redio (the Racketeer), on whom seats 1 and 2 are level: nobody has
 * ruled on that tie yet.
 */
const tiedVictim = (engineVersion?: string): Match =>
  crewTable(engineVersion, 1, {
    marks: { '1': mk(1, 0, 0), '5': mk(0, 2, 2) },
    money: [20, 0, 0],
    hands: [[], [], []],
  });

/** Seat 0 offers Seat 1 its Snitch for $2, then shakes the Snitch down before Seat 1 accepts. */
function offerFallsThrough(engineVersion?: string): string {
  let m = must(giver(engineVersion), 0, {
    type: 'offer',
    to: 1,
    money: 0,
    cards: ['snitch#1'],
    ask: 2,
    promise: '',
  }).match;
  m = must(m, 0, { type: 'shakedown', card: 'snitch#1' }).match;
  return texts(must(m, 1, { type: 'answer', offer: 0, accept: true }).events);
}

describe('rules edition 7: a tie on a hit gangster, and an offer that falls through, without "he"', () => {
  it('NP-7.2.6 NP-13.2.3 the ring holder first rules whose gangster that was', () => {
    const hit = must(tiedVictim(undefined), 0, A.power({ pos: 5 }), [1]);
    expect(texts(hit.events)).toContain(
      'The hit lands on "Eager" Jim Redio, whose control is tied: {seat:0} first rules whose gangster that was.',
    );
  });

  it('NP-13.4.2 an offer whose goods are gone falls through: the family no longer has what was offered', () => {
    expect(offerFallsThrough(undefined)).toContain('The offer falls through: {seat:0} no longer has what was offered.');
  });

  it('NP-7.2.6 NP-13.4.2 (engine version 6) the lines stay as they were', () => {
    const hit = must(tiedVictim('6'), 0, A.power({ pos: 5 }), [1]);
    expect(texts(hit.events)).toContain('{seat:0} rules whose gangster he was first.');
    expect(offerFallsThrough('6')).toContain('The offer falls through: {seat:0} no longer has what he offered.');
  });
});

describe('the final scores say in words how a tie was won', () => {
  it('NP-12.7 NP-12.6 the winner of a tie is told why, the clause in brackets', () => {
    const s = stateOf(lastFenceBuy({ respect: [5, 5, 0], ring: 1 }).match);
    const sheet = npScore(nothingPersonal.view(s, 'spectator'), 3);
    expect(sheet?.seats[1]?.note).toBe('Level at the top; won the tie by holding the Capo ring (NP-12.7).');
  });
});
