/**
 * Rules edition 5 (engine version 5), the ninth audit: what changed, as a player sees it, and that
 * games begun under engine version 4 keep the old handling (state.ts `EDITION`).
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../engine/match';
import { act as A } from '../actions';
import { pendingNp } from '../pending';
import { BOARD, mk } from '../testing/boards';
import { act, commissionAt, crewAt, crewTable, must, position, stateOf, texts, threeSeats } from '../testing/fixture';

const EXPANSIONS = { expansions: ['designers', 'historical', 'young-turks'] };

/**
 * `gid` as the First Guy (3), seat 0's, at his action. Seat 0 has `money` dollars, seats 1 and 2 none
 * (Antoine Bauza's tests give seat 0 none either, so his roll stands at once, NP-18.2); every family
 * has 10 Respect.
 */
const rollerAt3 = (engineVersion: string | undefined, gid: string, money = 20): Match =>
  crewTable(
    engineVersion,
    3,
    {
      board: { ...BOARD, '3': gid },
      marks: { '3': mk(1, 0, 0) },
      money: [money, 0, 0],
      respect: [10, 10, 10],
    },
    EXPANSIONS,
  );

/** The lines of the roll: the ability's only event besides the die. */
const rollLine = (
  engineVersion: string | undefined,
  gid: string,
  d6: number,
  money = 20,
  seat: number | null = null,
) => {
  const step = must(rollerAt3(engineVersion, gid, money), 0, A.ability(seat === null ? {} : { seat }), [d6]);
  return { text: texts(step.events), events: step.events, s: stateOf(step.match) };
};

describe('rules edition 5: a rolling gangster says what his roll did', () => {
  it("NP-18.4 Bryan da Pope's 7 counts as 1: the line says +1 Respect and $1 paid, not 'rolls for 0'", () => {
    const { text, events, s } = rollLine(undefined, 'bryan-da-pope', 5); // a 7
    expect([s.respect[0], s.money[0]]).toEqual([11, 19]);
    expect(text).toContain('Bryan da Pope rolls a 7, which counts as 1: {seat:0} +1 Respect and pays $1.');
    expect(text).not.toContain('rolls for');
    expect(events.find((e) => e.type === 'ability')?.clause).toBe('NP-18.4');
  });

  it('NP-18.4 an 8 counts as 6, and a family short of money pays what it has', () => {
    expect(rollLine(undefined, 'bryan-da-pope', 6).text).toContain(
      'Bryan da Pope rolls an 8, which counts as 6: {seat:0} +6 Respect and pays $6.',
    );
    const short = rollLine(undefined, 'bryan-da-pope', 3, 2); // a 4, with $2
    expect([short.s.respect[0], short.s.money[0]]).toEqual([14, 0]);
    expect(short.text).toContain('Bryan da Pope rolls a 4: {seat:0} +4 Respect and pays $2, all the money it has.');
  });

  it('NP-18.2 Antoine Bauza: a 7 gains nothing, an 8 counts as 6, in words', () => {
    const seven = rollLine(undefined, 'antoine-bauza', 5, 0);
    expect(seven.text).toContain('Antoine "Death" Bauza rolls a 7: {seat:0} gains no Respect.');
    expect(seven.events.find((e) => e.type === 'ability')?.clause).toBe('NP-18.2');
    expect(rollLine(undefined, 'antoine-bauza', 6, 0).text).toContain(
      'Antoine "Death" Bauza rolls an 8, which counts as 6: {seat:0} +6 Respect.',
    );
  });

  it('NP-18.5 Chris Bollinger: the line names the family that loses the Respect', () => {
    const four = rollLine(undefined, 'chris-bollinger', 3, 20, 1); // a 4
    expect(four.s.respect).toEqual([10, 6, 10]);
    expect(four.text).toContain('Chris "Snake" Bollinger rolls a 4: {seat:1} −4 Respect.');
    expect(four.events.find((e) => e.type === 'ability')?.clause).toBe('NP-18.5');
    expect(rollLine(undefined, 'chris-bollinger', 5, 20, 1).text).toContain(
      'Chris "Snake" Bollinger rolls a 7: {seat:1} loses no Respect.',
    );
  });

  it('NP-18.4 (engine version 4) the line stays as it was: "rolls for 0" on a 7', () => {
    const { text, s } = rollLine('4', 'bryan-da-pope', 5);
    expect([s.respect[0], s.money[0]]).toEqual([11, 19]); // the rule itself is unchanged
    expect(text).toContain('Bryan da Pope: rolls for 0.');
  });
});

/**
 * The Family waits on seat 1 (the Enforcer's controller) to choose who fills the empty First Guy
 * (NP-10.3-ex1); Leo Seyfarth, seat 0's, stands as Counselor (7), above the open place. Seat 0 holds
 * the ring and controls the Capo; the Bean Counter, Frankie Dellacroce, is the Counselor's feeder.
 */
const familyWaits = (engineVersion?: string): Match =>
  threeSeats(
    engineVersion,
    {
      board: { ...BOARD, '3': null, '7': 'leo-seyfarth' },
      stage: { kind: 'family', pos: 3, chooser: 1, candidates: ['paulie-guistono', 'eric-summerino'] },
      marks: { '7': mk(1, 0, 0), '6': mk(0, 1, 0), '9': mk(1, 0, 0) },
      gangsterDeck: ['bobby-esposito'],
    },
    EXPANSIONS,
  );

/** Leo's controller moves him down into the open First Guy while The Family waits (NP-18.11). */
const leoDown = (engineVersion?: string) => must(familyWaits(engineVersion), 0, A.ability({ pos: 3, pos2: 7 }));

describe('rules edition 5: a place that opens while The Family waits', () => {
  it('NP-10.1.1 NP-18.11 Leo leaves a place above the one being filled: The Family fills it too, before the round ends', () => {
    const step = leoDown();
    const s = stateOf(step.match);
    expect(s.positions[2]).toBe('leo-seyfarth');
    // The open Counselor is filled along its arrow (the Bean Counter moves up), and so on down. (Edition
    // 9's words, "from the Bean Counter"; edition 8's "from Bean Counter" stay in edition9-audit14.test.ts.)
    expect(texts(step.events)).toContain(
      'Frankie "Two Times" Dellacroce fills the Counselor position from the Bean Counter.',
    );
    expect(s.positions[6]).toBe('frankie-dellacroce');
    expect(s.positions.every((g) => g !== null)).toBe(true);
    expect(s.stage).toMatchObject({ kind: 'commission' });
    expect(s.round).toBe(2);
  });

  it('NP-10.1.1 (engine version 4) the place above stays open for the next round', () => {
    const s = stateOf(leoDown('4').match);
    expect(s.positions[2]).toBe('leo-seyfarth');
    expect(s.positions[6]).toBeNull();
    expect(s.stage).toMatchObject({ kind: 'commission' });
  });
});

/** Markers for a five-seat table. */
const mk5 = (seats: number[], neutral = 0) => ({ seats, neutral, blackmail: null });

/**
 * Five seats: the Feds jail at 11 markers, a Snitch needs 10 (NP-9.2.4, NP-7.6.1), so the Capo, Steve
 * Averso, came through the Feds with 10 of seat 0's. The Family waits on seat 1 (the Enforcer's) to
 * fill the First Guy; seat 2 holds a Snitch, seat 3 controls the Underboss.
 */
const snitchInTheFamily = (engineVersion?: string): Match =>
  position({
    seats: 5,
    ...(engineVersion ? { engineVersion } : {}),
    position: {
      board: { ...BOARD, '3': null },
      ring: 0,
      stage: { kind: 'family', pos: 3, chooser: 1, candidates: ['paulie-guistono', 'eric-summerino'] },
      marks: { '9': mk5([10, 0, 0, 0, 0]), '6': mk5([0, 1, 0, 0, 0]), '8': mk5([0, 0, 0, 2, 0]) },
      hands: [[], [], ['snitch#1'], [], []],
    },
  });

describe('rules edition 5: the Capo sent to Prison while The Family waits', () => {
  it('NP-10.2.2 NP-7.6.1 NP-9.2.4 the highest-ranked gangster moves up to Capo at once, and his controller takes the ring', () => {
    const step = must(snitchInTheFamily(), 2, A.use('snitch#1', { pos: 9 }));
    let s = stateOf(step.match);
    expect(s.prison).toEqual(['steve-averso']);
    expect(s.positions[8]).toBe('mikey-rudmanilli');
    expect(s.ring).toBe(3); // NP-7.4.1
    // The Underboss's place is filled next, from the Capo down: the new Capo's family chooses (NP-10.3-ex1).
    expect(s.positions[7]).toBeNull();
    expect(s.stage).toMatchObject({ kind: 'family', pos: 8, chooser: 3 });
    let m = must(step.match, 3, { type: 'fill', gangster: 'jim-redio' }).match;
    // Then the places below, the First Guy's question put again as the walk reaches it.
    for (let guard = 0; guard < 9 && stateOf(m).stage.kind === 'family'; guard++) {
      const st = stateOf(m).stage as { chooser: number; candidates: string[] };
      m = must(m, st.chooser, { type: 'fill', gangster: st.candidates[0] as string }).match;
    }
    s = stateOf(m);
    expect(s.positions[7]).toBe('jim-redio');
    expect(s.positions.every((g) => g !== null)).toBe(true);
    expect(s.stage).toMatchObject({ kind: 'commission', turn: 3 });
  });

  it('NP-10.2.2 (engine version 4) the Capo stays empty all the next round, the ring where it was', () => {
    const step = must(snitchInTheFamily('4'), 2, A.use('snitch#1', { pos: 9 }));
    const s = stateOf(must(step.match, 1, { type: 'fill', gangster: 'eric-summerino' }).match);
    expect(s.positions[8]).toBeNull();
    expect(s.ring).toBe(0);
    expect(s.stage).toMatchObject({ kind: 'commission', turn: 0 });
  });
});

describe('a refusal names its clause (every edition: a refusal changes nothing, so no stored game differs)', () => {
  it('NP-4.8 NP-8.3.1 an action out of its moment is refused with the clause that says when it is taken', () => {
    for (const v of [undefined, '4']) {
      const r = act(threeSeats(v, { stage: commissionAt(0, 3) }), 0, { type: 'buy', count: 0 });
      expect(r.ok).toBe(false);
      if (!r.ok) expect([r.error.code, r.error.clause]).toEqual(['NOT_NOW', 'NP-8.3.1']);
    }
  });

  it('NP-4.8 NP-7.2.6 while a question is open, another action is refused naming that question', () => {
    const m = threeSeats(undefined, {
      stage: crewAt(1),
      interrupts: [{ kind: 'tie', pos: 5, tied: [1, 2], chooser: 0 }],
      marks: { '5': mk(0, 1, 1) },
    });
    const r = act(m, 0, { type: 'pass' }); // the ring holder, asked to rule, sends something else
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.code, r.error.clause]).toEqual(['WAITING', 'NP-7.2.6']);
  });
});

/**
 * Seat 0's Second Guy, Paulie Guistono, makes a move on the Racketeer; Marco Zohgoli (Bean Counter) is
 * seat 1's, whose favour is unspent, with $0; seat 2 has $10. The Move die's re-roll window opens.
 */
const marcoBroke = (engineVersion?: string) =>
  must(
    crewTable(engineVersion, 2, {
      board: { ...BOARD, '4': 'marco-zohgoli' },
      marks: { '2': mk(1, 0, 0), '4': mk(0, 1, 0), '5': mk(0, 0, 1) },
      money: [0, 0, 10],
    }),
    0,
    { type: 'move' },
    [3],
  ).match;

const promptOf = (m: Match, seat: number) => pendingNp(stateOf(m)).find((d) => d.seat === seat)?.prompt;

describe("rules edition 5: the re-roll window's prompt to Marco Zohgoli's family", () => {
  it('NP-17.3 NP-7.11.1 a family with the free re-roll and no $10 is not told to pay $10', () => {
    const m = marcoBroke();
    expect(promptOf(m, 1)).toBe("Have the Move die re-rolled for free with Marco Zohgoli's favour, or let it stand.");
    expect(promptOf(m, 2)).toBe('Pay $10 to re-roll the Move die, or let it stand.');
    // The free re-roll is what it says.
    const s = stateOf(must(m, 1, { type: 'reroll', free: true }, [4]).match);
    expect(s.money[1]).toBe(0);
    expect(s.used).toContain('reroll:marco-zohgoli');
  });

  it('NP-17.3 (engine version 4) the prompt stays as it was', () => {
    expect(promptOf(marcoBroke('4'), 1)).toBe('Pay $10 to re-roll the Move die, or let it stand.');
  });
});

describe('readings of the ninth audit', () => {
  it('NP-7.13.1 NP-15.5.2 our reading: a Blackmail coin carrying a neutral marker asks nobody', () => {
    // Eric Summerino (Third Guy): two of seat 0's markers, a neutral one on the coin (a Racketeer's switch).
    const m = crewTable(undefined, 1, { marks: { '1': mk(2, 0, 0, 1, -1) } });
    const step = must(m, 0, A.ability());
    const s = stateOf(step.match);
    expect(s.interrupts.some((w) => w.kind === 'blackmail')).toBe(false);
    expect(texts(step.events)).not.toContain('for permission');
    expect(step.events.some((e) => e.clause === 'NP-7.7.3')).toBe(true); // Eric's draw was made
  });
});
