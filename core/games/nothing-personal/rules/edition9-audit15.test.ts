/**
 * Rules edition 9 (engine version 9), the fifteenth audit: the dice in their place. Each die, draw and
 * shuffle is filed among the game's own lines where the rules take it (`Roller.logTo`), the line that says
 * what a roll is for before it and what came of it after it; a line that told an outcome after what it set
 * off (a victim to the fishes) now comes first. Games begun under engine version 8 keep every die first.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/events';
import { createMatch, type Match } from '../../../engine/match';
import { act as A } from '../actions';
import { nothingPersonal } from '../game';
import { BOARD, mk } from '../testing/boards';
import { pendingNp } from '../pending';
import { commissionAt, crewAt, crewTable, lastFenceBuy, must, position, stateOf, threeSeats } from '../testing/fixture';

/** The lines as read in order, each die as "die: <its line>". */
const read = (events: readonly GameEvent[]): string[] =>
  events.map((e) => (e.type === 'roll' || e.type === 'draw' ? `die: ${e.text}` : e.text));

/** Seat 0's gangster at `pos` acts, with the money to shoot and none for anyone to buy a re-roll. */
const acting = (pos: number, table: Record<string, unknown> = {}, engineVersion?: string): Match =>
  crewTable(engineVersion, pos, {
    marks: { [String(pos)]: mk(1, 0, 0), '9': mk(0, 2, 0), '4': mk(0, 0, 3) },
    money: [30, 0, 0],
    hands: [[], [], []],
    respect: [10, 10, 10],
    ...table,
  });

// Move die: d6 1→1, 2→3, 3→4, 4→5, 5→7, 6→8. Whack die: 1–2 gun, 3 Capo, 4 seven, 5–6 blank.
describe('rules edition 9: each die among the lines, where the rules take it', () => {
  it('NP-7.8.2 NP-7.8.3 NP-7.10.3 a Move is told, then its die, then what came of it', () => {
    const step = must(acting(2, { money: [0, 0, 0] }), 0, { type: 'move' }, [6]);
    expect(read(step.events)).toEqual([
      'Paulie Guistono makes a move on the Racketeer.',
      'die: Move die: rolled 6',
      'An 8: Paulie Guistono takes the Racketeer position. {seat:0} +4 Respect.',
    ]);
  });

  it('NP-13.2.1 NP-13.2.2 NP-13.2.3 a hit: who goes after whom, the Whack die, the hit, then the victim to the fishes', () => {
    const board = { ...BOARD, '1': 'mikey-rudmanilli', '8': 'eric-summerino' };
    const step = must(acting(1, { board, marks: { '1': mk(1, 0, 0), '8': mk(0, 1, 0) } }), 0, A.power({ pos: 8 }), [1]);
    expect(read(step.events).slice(0, 4)).toEqual([
      'Mikey "Jaws" Rudmanilli goes after Eric "The Voice" Summerino (Underboss).',
      'die: Whack die: rolled 1',
      'The hit lands: {seat:0} +4 Respect, {seat:1} −4.',
      'Eric "The Voice" Summerino (Underboss) is sleeping with the fishes; all markers go home.',
    ]);
  });

  it('NP-13.2.4 NP-7.8.5 a 7 is told before the shooter, or the mover, goes to the fishes', () => {
    const shot = must(acting(1), 0, A.power({ pos: 4 }), [4]);
    expect(read(shot.events)).toEqual([
      'Eric "The Voice" Summerino goes after Frankie "Two Times" Dellacroce (Bean Counter).',
      'die: Whack die: rolled 4',
      'A 7: the shooter is killed instead. {seat:0} −4 Respect.',
      'Eric "The Voice" Summerino (Third Guy) is sleeping with the fishes; all markers go home.',
    ]);
    const moved = must(acting(2, { money: [0, 0, 0] }), 0, { type: 'move' }, [5]);
    expect(read(moved.events)).toEqual([
      'Paulie Guistono makes a move on the Racketeer.',
      'die: Move die: rolled 5',
      'A 7: Paulie Guistono is killed making the move. {seat:0} −4 Respect.',
      'Paulie Guistono (Second Guy) is sleeping with the fishes; all markers go home.',
    ]);
  });

  it('NP-18.5 a gangster’s roll says what it is for, then the die, then what it did', () => {
    const m = position({
      seats: 3,
      options: { expansions: ['designers'] },
      position: {
        board: { ...BOARD, '3': 'chris-bollinger' },
        ring: 1,
        stage: crewAt(3),
        marks: { '3': mk(1, 0, 0) },
        money: [0, 0, 0],
        respect: [10, 10, 10],
        hands: [[], [], []],
      },
    });
    const step = must(m, 0, A.ability({ seat: 1 }), [4]);
    expect(read(step.events).slice(0, 3)).toEqual([
      'Chris "Snake" Bollinger rolls the Move die: {seat:1} loses that much Respect.',
      'die: Chris "Snake" Bollinger\'s roll: rolled 4',
      'Chris "Snake" Bollinger rolls a 5: {seat:1} −5 Respect.',
    ]);
  });

  it('NP-12.12 NP-12.13 a roll-off says who rolls and why, each throw after it, then the winner', () => {
    const step = lastFenceBuy({ respect: [5, 5, -9], ring: 2 }, undefined, [4, 4, 2, 6]);
    const lines = read(step.events);
    const from = lines.findIndex((t) => t.includes('are level on every count'));
    expect(lines.slice(from)).toEqual([
      '{seat:0} and {seat:1} are level on every count: each rolls a die, and the highest roll wins.',
      'die: {seat:0} rolls off: rolled 4',
      'die: {seat:1} rolls off: rolled 4',
      '{seat:0} and {seat:1} roll the same, 4: each rolls a die, and the highest roll wins.',
      'die: {seat:0} rolls off: rolled 2',
      'die: {seat:1} rolls off: rolled 6',
      expect.stringMatching(/^Final Respect: .* \{seat:1\} wins the tie by the roll of the die\.$/),
    ]);
  });

  it('NP-3.14 NP-3.15 the lot for the Capo ring is followed by the family it gives the ring to', () => {
    const drawn = createMatch(nothingPersonal, { seats: 4, seed: 'ring', options: {} });
    const named = createMatch(nothingPersonal, { seats: 4, seed: 'ring', options: { firstPlayer: 1 } });
    if (!drawn.ok || !named.ok) throw new Error('no match');
    const ring = (drawn.value.match.state as { ring: number }).ring;
    expect(read(drawn.value.events.filter((e) => e.visibility === 'public'))).toEqual([
      `die: who takes the Capo ring: drew item ${ring + 1} of 4`,
      `{seat:${ring}} takes the Capo ring by lot and places the first marker.`,
    ]);
    expect(read(named.value.events.filter((e) => e.visibility === 'public'))).toEqual([
      '{seat:1} takes the Capo ring and places the first marker.',
    ]);
  });
});

/** Seat 0's Third Guy calls a hit on its own Jim Redio (the Racketeer); seat 1's Testimony Unsealed opens the window. */
const hitOnOwn = (engineVersion?: string): string | undefined =>
  pendingNp(
    stateOf(
      must(
        acting(
          1,
          { marks: { '1': mk(1, 0, 0), '5': mk(2, 0, 0) }, hands: [[], ['testimony-unsealed#1'], []] },
          engineVersion,
        ),
        0,
        A.power({ pos: 5 }),
      ).match,
    ),
  ).find((d) => d.seat === 1)?.prompt;

/** Seat 0 plays Thug and Gambler Arrangement: 3 markers on Jim Redio (5), 1 on Bobby Esposito (7). */
const arrangement = (engineVersion?: string): string[] =>
  read(
    must(
      threeSeats(engineVersion, {
        stage: commissionAt(0, 3),
        hands: [['thug-3-gambler-1#1'], [], []],
        money: [0, 0, 0],
      }),
      0,
      A.play('thug-3-gambler-1#1', [5, 7]),
    ).events,
  );

describe('rules edition 9: one play, one line; one family, named once', () => {
  it('NP-6.1.3 NP-6.6.1 an Arrangement is one play and one line, both gangsters in it', () => {
    expect(arrangement()).toEqual([
      '{seat:0} plays Thug and Gambler Arrangement: 3 markers on "Eager" Jim Redio and 1 on Bobby "Buttons" Esposito.',
    ]);
  });

  it("NP-13.2.1 a called hit on the family's own gangster says so, naming the family once", () => {
    expect(hitOnOwn()).toBe(
      '{seat:0}\'s Eric "The Voice" Summerino goes after "Eager" Jim Redio, the Racketeer, one of its own gangsters. ' +
        'Call the hit off, or let it go ahead (NP-13.2.1, NP-16.10, NP-19.2).',
    );
  });
});

describe('engine version 8: every die first, as its games were stored', () => {
  it('NP-6.1.3 NP-13.2.1 (engine version 8) a line per gangster of an Arrangement; the hit names the family twice', () => {
    expect(arrangement('8')).toEqual([
      '{seat:0} plays Thug and Gambler Arrangement: 3 markers on "Eager" Jim Redio.',
      '{seat:0} plays Thug and Gambler Arrangement: 1 marker on Bobby "Buttons" Esposito.',
    ]);
    expect(hitOnOwn('8')).toMatch(
      /^\{seat:0\}'s Eric .* goes after \{seat:0\}'s "Eager" Jim Redio, the Racketeer\. Call/,
    );
  });

  it('NP-7.8.2 NP-13.2.1 NP-13.2.4 NP-12.12 NP-3.14 (engine version 8) the dice come before the lines, the fishes before the 7', () => {
    const moved = must(acting(2, { money: [0, 0, 0] }, '8'), 0, { type: 'move' }, [6]);
    expect(read(moved.events).slice(0, 2)).toEqual([
      'die: Move die: rolled 6',
      'Paulie Guistono makes a move on the Racketeer.',
    ]);
    const shot = must(acting(1, {}, '8'), 0, A.power({ pos: 4 }), [4]);
    expect(read(shot.events)).toEqual([
      'die: Whack die: rolled 4',
      'Eric "The Voice" Summerino goes after Frankie "Two Times" Dellacroce (Bean Counter).',
      'Eric "The Voice" Summerino (Third Guy) is sleeping with the fishes; all markers go home.',
      'A 7: the shooter is killed instead. {seat:0} −4 Respect.',
    ]);
    const ended = read(lastFenceBuy({ respect: [5, 5, -9], ring: 2 }, '8', [4, 4, 2, 6]).events);
    expect(ended.slice(0, 4)).toEqual([
      'die: {seat:0} rolls off: rolled 4',
      'die: {seat:1} rolls off: rolled 4',
      'die: {seat:0} rolls off: rolled 2',
      'die: {seat:1} rolls off: rolled 6',
    ]);
    expect(ended.some((t) => t.includes('level on every count'))).toBe(false);
    const drawn = createMatch(nothingPersonal, { seats: 4, seed: 'ring', options: {}, engineVersion: '8' });
    if (!drawn.ok) throw new Error('no match');
    const ring = (drawn.value.match.state as { ring: number }).ring;
    expect(read(drawn.value.events.filter((e) => e.visibility === 'public'))).toEqual([
      `die: who takes the Capo ring: drew item ${ring + 1} of 4`,
    ]);
  });
});
