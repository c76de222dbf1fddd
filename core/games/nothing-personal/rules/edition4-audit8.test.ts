/**
 * Rules edition 4 (engine version 4), the eighth audit: what changed, as a player sees it, and that
 * games begun under engine version 3 keep the old handling (state.ts `EDITION`).
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../engine/match';
import { act as A } from '../actions';
import { choices } from '../anytime';
import { BOARD, mk } from '../testing/boards';
import { act, crewTable, lastFenceBuy, must, stateOf, texts } from '../testing/fixture';

const decline = { type: 'decline' } as const;
const move = { type: 'move' } as const;

/**
 * Seat 0's Second Guy, Paulie Guistono (card Respect 2, one marker), makes a move on the Racketeer,
 * Jim Redio (seat 2's). Seat 1, with $10 to keep the re-roll window open, holds Conman on Call: played
 * while the die is open, it ties Paulie's control one marker each. Seat 0 holds the ring.
 */
const tiedMover = (engineVersion?: string): Match =>
  crewTable(engineVersion, 2, {
    marks: { '2': mk(1, 0, 0), '5': mk(0, 0, 1) },
    money: [0, 10, 0],
    hands: [[], ['conman-1-any#1'], []],
  });

/** The move is rolled (`d6` on the Move die), Paulie's control tied, and the roll let stand. */
function rolledAndTied(engineVersion: string | undefined, d6: number): Match {
  let m = must(tiedMover(engineVersion), 0, move, [d6]).match;
  expect(stateOf(m).interrupts[0]).toMatchObject({ kind: 'reroll', pos: 2 });
  m = must(m, 1, A.play('conman-1-any#1', [2])).match;
  expect(stateOf(m).marks['paulie-guistono']?.seats).toEqual([1, 1, 0]);
  return must(m, 1, decline).match;
}

describe('rules edition 4: a Move whose mover is tied while the die is open', () => {
  it('NP-7.2.6 NP-7.10.3 the ring holder rules whose gangster the mover is, then the Move is settled for that family', () => {
    const m = rolledAndTied(undefined, 3); // a 4: 4 + 2 = 6 beats 5
    const asked = stateOf(m);
    expect(asked.interrupts).toEqual([
      {
        kind: 'tie',
        pos: 2,
        tied: [0, 1],
        chooser: 0,
        moving: { pos: 2, mover: 'paulie-guistono', target: 5, face: 2 },
      },
    ]);
    expect(asked.positions[1]).toBe('paulie-guistono');
    expect(choices(asked, 0).main).toEqual([
      { type: 'rule', seat: 0 },
      { type: 'rule', seat: 1 },
    ]);
    const ruled = must(m, 0, { type: 'rule', seat: 1 });
    expect(texts(ruled.events)).toContain('{seat:0} rules that {seat:1} controls the Second Guy.');
    expect(texts(ruled.events)).toContain(
      '4 + 2 = 6 beats 5: Paulie Guistono takes the Racketeer position. {seat:1} +4 Respect, {seat:2} −4.',
    );
    const s = stateOf(ruled.match);
    expect([s.positions[1], s.positions[4]]).toEqual(['jim-redio', 'paulie-guistono']);
    expect(s.respect).toEqual([0, 4, -4]);
  });

  it('NP-7.2.6 NP-7.8.5 a 7 still kills the tied mover, and the family ruled to control him loses the 4 Respect', () => {
    const m = rolledAndTied(undefined, 5); // a 7
    expect(stateOf(m).interrupts[0]).toMatchObject({ kind: 'tie', pos: 2, moving: { face: 4 } });
    const s = stateOf(must(m, 0, { type: 'rule', seat: 0 }).match);
    expect(s.fishes).toEqual(['paulie-guistono']);
    expect(s.respect).toEqual([-4, 0, 0]);
  });

  it('NP-7.2.6 (engine version 3) the Move fizzles and nobody is asked', () => {
    const m = rolledAndTied('3', 3);
    const s = stateOf(m);
    expect(s.interrupts).toEqual([]);
    expect([s.positions[1], s.positions[4], s.respect]).toEqual(['paulie-guistono', 'jim-redio', [0, 0, 0]]);
  });
});

/**
 * Tony Marchetti (Enforcer, seat 0's) moves on Mikey Rudmanilli (Underboss, card Respect −2, seat 1's)
 * with an 8: the move succeeds, and Mikey was worth no Respect (NP-13.3.1).
 */
const worthlessTarget = (engineVersion?: string): Match =>
  crewTable(engineVersion, 6, { marks: { '6': mk(1, 0, 0), '8': mk(0, 1, 0) }, money: [0, 0, 0] });

describe('rules edition 4: a successful Move on a gangster worth no Respect', () => {
  it('NP-13.3.1 the line says in words why no Respect changes hands; the clause is in the clause field', () => {
    const step = must(worthlessTarget(), 0, move, [6]);
    const line = step.events.find((e) => e.type === 'move' && e.text.startsWith('An 8'));
    expect(line).toMatchObject({
      text: 'An 8: Tony "Ice" Marchetti takes the Underboss position. Mikey "Jaws" Rudmanilli was worth no Respect: none changes hands.',
      clause: 'NP-13.3.1',
    });
    expect(stateOf(step.match).respect).toEqual([0, 0, 0]);
  });

  it('NP-13.3.1 (engine version 3) the old line, with the clause in its text, stays', () => {
    const step = must(worthlessTarget('3'), 0, move, [6]);
    const line = step.events.find((e) => e.type === 'move' && e.text.startsWith('An 8'));
    expect(line).toMatchObject({
      text: 'An 8: Tony "Ice" Marchetti takes the Underboss position. No Respect changes hands (NP-13.3.1).',
      clause: 'NP-7.10.3',
    });
  });
});

/**
 * Seat 0's Third Guy (one marker, $20) goes after Jim Redio (Racketeer, seat 2's) and misses (a blank).
 * Marco Zohgoli, as Counselor, is seat 1's; his favour is unspent, so seat 1 is asked whether the Whack
 * die is rolled again. `marco` gives his markers; seat 2 holds a Snitch.
 */
const marcoAsked = (engineVersion: string | undefined, marco: ReturnType<typeof mk>): Match =>
  must(
    crewTable(engineVersion, 1, {
      board: { ...BOARD, '7': 'marco-zohgoli' },
      marks: { '1': mk(1, 0, 0), '5': mk(0, 0, 1), '7': marco },
      money: [20, 0, 0],
      hands: [[], [], ['snitch#1']],
    }),
    0,
    A.power({ pos: 5 }),
    [5], // a blank
  ).match;

const freeReroll = { type: 'reroll', free: true } as const;

describe("rules edition 4: Marco Zohgoli's favour answers to whoever controls him now", () => {
  it('NP-17.3 NP-7.6.1 Marco sent to Prison while his family thinks it over: nobody may use the favour, and the miss stands', () => {
    const m = marcoAsked(undefined, mk(0, 10, 0));
    expect(stateOf(m).interrupts).toEqual([expect.objectContaining({ kind: 'whack-reroll', seat: 1 })]);
    const step = must(m, 2, A.use('snitch#1', { pos: 7 }));
    expect(texts(step.events)).toContain("Marco Zohgoli's favour can no longer be used: the die stands.");
    const s = stateOf(step.match);
    expect(s.prison).toEqual(['marco-zohgoli']);
    expect(s.interrupts).toEqual([]);
    expect([s.positions[4], s.respect]).toEqual(['jim-redio', [-4, 0, 0]]);
    expect(act(step.match, 1, freeReroll).ok).toBe(false);
  });

  it('NP-17.3 NP-13.4.4 Marco handed to another family while the question is open: that family answers it', () => {
    const m = marcoAsked(undefined, mk(0, 1, 0, 0, 1));
    const handed = must(m, 1, { type: 'hand-coin', pos: 7, to: 2 });
    expect(texts(handed.events)).toContain('{seat:2} now controls Marco Zohgoli: the free re-roll is theirs to call.');
    const s = stateOf(handed.match);
    expect(s.interrupts).toEqual([expect.objectContaining({ kind: 'whack-reroll', seat: 2 })]);
    expect(choices(s, 1).main).toEqual([]);
    expect(choices(s, 2).main).toEqual([decline, freeReroll]);
    const rolled = stateOf(must(handed.match, 2, freeReroll, [1]).match); // a gun
    expect([rolled.fishes, rolled.respect]).toEqual([['jim-redio'], [4, 0, -4]]);
  });

  it('NP-17.3 (engine version 3) the family that controlled Marco when the die was rolled still answers', () => {
    const m = marcoAsked('3', mk(0, 10, 0));
    const snitched = must(m, 2, A.use('snitch#1', { pos: 7 })).match;
    expect(stateOf(snitched).interrupts).toEqual([expect.objectContaining({ kind: 'whack-reroll', seat: 1 })]);
    const s = stateOf(must(snitched, 1, freeReroll, [1]).match);
    expect([s.fishes, s.respect]).toEqual([['jim-redio'], [4, 0, -4]]);
  });
});

/** Round five ends (the last Fence buyer buys nothing) with seats 0 and 1 level on 5 Respect; seat 1 holds the ring. */
const levelAtTheEnd = (engineVersion?: string) => lastFenceBuy({ respect: [5, 5, 0], ring: 1 }, engineVersion);

describe('rules edition 4: the last line says in words how a tie was broken', () => {
  it('NP-12.6 NP-12.7 the winner is named with the reason read aloud; the clause is in the clause field', () => {
    const line = levelAtTheEnd().events.find((e) => e.type === 'game-over');
    expect(line).toMatchObject({
      text: 'Final Respect: {seat:0} 5, {seat:1} 5, {seat:2} 0. {seat:1} wins the tie by holding the Capo ring.',
      clause: 'NP-12.7',
    });
  });

  it('NP-12.6 NP-12.7 (engine version 3) the old line, with the clause in its text, stays', () => {
    const line = levelAtTheEnd('3').events.find((e) => e.type === 'game-over');
    expect(line).toMatchObject({
      text: 'Final Respect: {seat:0} 5, {seat:1} 5, {seat:2} 0. {seat:1} wins (tie broken by NP-12.7).',
      clause: 'NP-12.5',
    });
  });
});
