/**
 * Rules edition 6 (engine version 6), the eleventh audit: what changed, as a player sees it, and that
 * games begun under engine version 5 keep the old handling (state.ts `EDITION`).
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../engine/match';
import { act as A, type NpAction } from '../actions';
import { BOARD, mk } from '../testing/boards';
import { act, clauses, commissionAt, crewTable, must, stateOf, texts, threeSeats } from '../testing/fixture';

const TOM = 'tom-vaselini';

/**
 * Seat 0's Tom Vaselini, Third Guy, is about to go after Jim Redio (the Racketeer, seat 1's, carrying
 * `jim` markers); seat 1 holds Testimony Unsealed, so the hit's window opens, and seat 2 a Snitch.
 */
const tomsTrip = (engineVersion: string | undefined, jim = 1): Match =>
  crewTable(engineVersion, 3, {
    board: { ...BOARD, '3': TOM },
    marks: { '3': mk(1, 0, 0), '5': mk(0, jim, 0) },
    hands: [[], ['testimony-unsealed#1'], ['snitch#1']],
  });

describe('rules edition 6: Tom Vaselini is never seen again, whatever becomes of his hit', () => {
  it('NP-17.1 a hit called off before the die is rolled still takes Tom away; his family loses no Respect', () => {
    const called = must(tomsTrip(undefined), 0, A.ability({ pos: 5 })).match;
    expect(stateOf(called).interrupts.at(-1)).toMatchObject({ kind: 'whack', shooter: TOM });
    const step = must(called, 1, A.use('testimony-unsealed#1'));
    const s = stateOf(step.match);
    expect(s.fishes).toEqual([TOM]);
    expect(s.positions[2]).toBeNull();
    expect(s.positions[4]).toBe('jim-redio');
    expect(s.respect).toEqual([0, 0, 0]);
    expect(s.supply[0]).toBe(25);
    expect(texts(step.events)).toContain('{seat:1} calls the hit on "Eager" Jim Redio off before the die is rolled.');
    expect(texts(step.events)).toMatch(/Vaselini \(.*\) is sleeping with the fishes; all markers go home\./);
    expect(clauses(step.events)).toContain('NP-17.1');
  });

  it('NP-17.1 a hit that fizzles because the target left the board first still takes Tom away', () => {
    let m = must(tomsTrip(undefined, 10), 0, A.ability({ pos: 5 })).match;
    m = must(m, 2, A.use('snitch#1', { pos: 5 })).match; // Jim Redio goes to Prison while the window is open
    for (const seat of [0, 1, 2]) m = must(m, seat, { type: 'decline' }).match;
    const s = stateOf(m);
    expect(s.prison).toEqual(['jim-redio']);
    expect(s.fishes).toEqual([TOM]);
    expect(s.respect).toEqual([0, 0, 0]);
  });

  it('NP-17.1 (engine version 5) Tom stays on the board when his hit is called off or fizzles, as before', () => {
    const called = must(must(tomsTrip('5'), 0, A.ability({ pos: 5 })).match, 1, A.use('testimony-unsealed#1'));
    expect(stateOf(called.match).positions[2]).toBe(TOM);
    expect(stateOf(called.match).fishes).toEqual([]);
    expect(clauses(called.events)).not.toContain('NP-17.1');
    let m = must(tomsTrip('5', 10), 0, A.ability({ pos: 5 })).match;
    m = must(m, 2, A.use('snitch#1', { pos: 5 })).match;
    for (const seat of [0, 1, 2]) m = must(m, seat, { type: 'decline' }).match;
    expect(stateOf(m).positions[2]).toBe(TOM);
  });
});

/** The refusal of `action` by seat 0, as clause and message. */
const refusal = (m: Match, action: NpAction, seat = 0) => {
  const r = act(m, seat, action);
  return r.ok ? null : { clause: r.error.clause, message: r.error.message };
};

/** Seat 0's `gid`, put in `pos` and controlled by seat 0, is to act; `table` adds to the position. */
const actingAt = (engineVersion: string | undefined, pos: number, gid: string, table: Record<string, unknown> = {}) =>
  crewTable(
    engineVersion,
    pos,
    { board: { ...BOARD, [String(pos)]: gid }, marks: { [String(pos)]: mk(1, 0, 0), '5': mk(0, 1, 1) }, ...table },
    { expansions: ['designers', 'historical'] },
  );

/** Two markers of different gangsters: one gangster's markers are what every remover takes. */
const TWO_GANGSTERS = A.ability({
  markers: [
    { pos: 5, owner: 1, coin: false },
    { pos: 8, owner: 0, coin: false },
  ],
});

describe("rules edition 6: a shared ability's refusal cites the acting gangster's own clause", () => {
  it('NP-19.3 NP-7.7.3 Bugs Moran keeps his clause; Mikey Rudmanilli, who has no clarification, cites his action', () => {
    const bugs = actingAt(undefined, 3, 'bugs-moran', {
      marks: { '3': mk(1, 0, 0), '5': mk(0, 1, 1), '8': mk(1, 0, 0) },
    });
    expect(refusal(bugs, TWO_GANGSTERS)).toEqual({ clause: 'NP-19.3', message: 'Take them off one gangster.' });
    const mikey = actingAt(undefined, 8, 'mikey-rudmanilli');
    expect(refusal(mikey, TWO_GANGSTERS)).toEqual({ clause: 'NP-7.7.3', message: 'Take them off one gangster.' });
    expect(refusal(mikey, A.ability({ pos: 5, seat: 0 }))?.clause).toBe('NP-7.7.3');
  });

  it('NP-18.9 NP-19.6 NP-18.7 each swap names its own clause, and asks for what that gangster needs', () => {
    expect(refusal(actingAt(undefined, 3, 'jason-mateo'), A.ability({ pos: 5 }))).toEqual({
      clause: 'NP-18.9',
      message: 'Name two gangsters on the board.',
    });
    expect(refusal(actingAt(undefined, 3, 'big-jim-colisimo'), A.ability({}))).toEqual({
      clause: 'NP-19.6',
      message: 'Name another gangster on the board for "Big Jim" Colisimo to trade places with.',
    });
    // David Sirlini, Enforcer: his arrow points to the empty Counselor's place.
    const david = actingAt(undefined, 3, 'david-sirlini', { board: { ...BOARD, '3': 'david-sirlini', '6': null } });
    expect(refusal(david, A.ability({}))).toEqual({
      clause: 'NP-18.7',
      message: `No gangster stands where David "Fairplay" Sirlini's arrow points.`,
    });
  });

  it("NP-17.5 Sammy Valenti's sale cites his action, not Ryan D'sturm's clause, in the refusal and the line", () => {
    const sammy = actingAt(undefined, 3, 'sammy-valenti');
    expect(refusal(sammy, A.ability({ amount: 4 }))).toEqual({
      clause: 'NP-7.7.3',
      message: 'Sell from 1 to 3 Respect.',
    });
    const sold = must(sammy, 0, A.ability({ amount: 2 }));
    expect(sold.events.find((e) => e.text.includes('sells 2 Respect'))?.clause).toBe('NP-7.7.3');
    const ryan = actingAt(undefined, 3, 'ryan-dsturm');
    expect(must(ryan, 0, A.ability({ amount: 2 })).events.find((e) => e.text.includes('sells'))?.clause).toBe(
      'NP-17.5',
    );
  });

  it('NP-17.2 Eddie DeLuca draws two under his action; Manny Corte under his own clause', () => {
    const eddie = must(actingAt(undefined, 3, 'eddie-deluca'), 0, A.ability({}));
    expect(clauses(eddie.events)).toContain('NP-7.7.3');
    expect(clauses(eddie.events)).not.toContain('NP-17.2');
    expect(clauses(must(actingAt(undefined, 3, 'manny-corte'), 0, A.ability({})).events)).toContain('NP-17.2');
  });

  it('NP-18.9 (engine version 5) every swap, remover and seller cited the shared clause, as before', () => {
    expect(refusal(actingAt('5', 8, 'mikey-rudmanilli'), TWO_GANGSTERS)?.clause).toBe('NP-19.3');
    expect(refusal(actingAt('5', 3, 'big-jim-colisimo'), A.ability({}))).toEqual({
      clause: 'NP-18.9',
      message: 'Name two gangsters on the board.',
    });
    const david = actingAt('5', 3, 'david-sirlini', { board: { ...BOARD, '3': 'david-sirlini', '6': null } });
    expect(refusal(david, A.ability({}))?.clause).toBe('NP-18.9');
    expect(refusal(actingAt('5', 3, 'sammy-valenti'), A.ability({ amount: 4 }))?.clause).toBe('NP-17.5');
    expect(clauses(must(actingAt('5', 3, 'eddie-deluca'), 0, A.ability({})).events)).toContain('NP-17.2');
  });
});

/** Seat 0's Commission turn with every card in `hand`; Xavier Conti in Prison. */
const cardTable = (engineVersion: string | undefined, hand: string[], table: Record<string, unknown> = {}) =>
  threeSeats(engineVersion, {
    stage: commissionAt(0, 3),
    hands: [hand, [], []],
    money: [10, 10, 10],
    prison: ['xavier-conti'],
    ...table,
  });

describe('rules edition 6: a jailbreak says where the freed gangster waits; each card cites its own clause', () => {
  it('NP-16.8 the line says he waits in an Associate space, or on top of the Gangster deck', () => {
    const spare = cardTable(undefined, ['stunning-jailbreak#1'], { associates: ['benny-greco', null, 'tommy-zito'] });
    const out = must(spare, 0, A.use('stunning-jailbreak#1', { gangster: 'xavier-conti' }));
    expect(texts(out.events)).toContain(
      '{seat:0} uses Stunning Jailbreak!: Xavier "X" Conti walks out of Prison and waits in an Associate space.',
    );
    const full = cardTable(undefined, ['stunning-jailbreak#1'], {
      associates: ['benny-greco', 'tommy-zito', 'sal-benedetto'],
    });
    const top = must(full, 0, A.use('stunning-jailbreak#1', { gangster: 'xavier-conti' }));
    expect(texts(top.events)).toContain('Xavier "X" Conti walks out of Prison and waits on top of the Gangster deck.');
    expect(stateOf(top.match).gangsterDeck[0]).toBe('xavier-conti');
  });

  it('NP-16.2 Delivery Dupes Guards cites its own clause; Stunning Jailbreak! its own in a refusal', () => {
    const hand = ['delivery-dupes-guards#1', 'stunning-jailbreak#1'];
    const dupes = must(cardTable(undefined, hand), 0, A.use('delivery-dupes-guards#1', { gangster: 'xavier-conti' }));
    expect(dupes.events.find((e) => e.text.includes('walks out'))?.clause).toBe('NP-16.2');
    const nobody = refusal(cardTable(undefined, hand), A.use('stunning-jailbreak#1', { gangster: 'jim-redio' }));
    expect(nobody).toEqual({ clause: 'NP-16.8', message: 'Name a gangster in Prison.' });
  });

  it('NP-16.3 NP-16.6 Fido Fight Club and "Jones" Rule Passes cite their own clauses', () => {
    const fido = must(cardTable(undefined, ['fido-fight-club#1']), 0, A.use('fido-fight-club#1'));
    expect(clauses(fido.events)).toContain('NP-16.3');
    expect(clauses(fido.events)).not.toContain('NP-16.1');
    expect(refusal(cardTable(undefined, ['jones-rule-passes#1']), A.use('jones-rule-passes#1', { pos: 5 }))).toEqual({
      clause: 'NP-16.6',
      message: 'Name a gangster carrying 6 or more markers.',
    });
  });

  it('NP-16.8 (engine version 5) the line only says he walked out, and the shared clauses stand', () => {
    const hand = ['delivery-dupes-guards#1', 'stunning-jailbreak#1'];
    const out = must(cardTable('5', hand), 0, A.use('delivery-dupes-guards#1', { gangster: 'xavier-conti' }));
    const line = out.events.find((e) => e.text.includes('walks out'));
    expect(line?.text).toBe('{seat:0} uses Delivery Dupes Guards: Xavier "X" Conti walks out of Prison.');
    expect(line?.clause).toBe('NP-16.8');
    expect(refusal(cardTable('5', hand), A.use('stunning-jailbreak#1', { gangster: 'jim-redio' }))?.clause).toBe(
      'NP-16.2',
    );
    const fido = must(cardTable('5', ['fido-fight-club#1']), 0, A.use('fido-fight-club#1'));
    expect(clauses(fido.events)).toContain('NP-16.1');
  });
});
