/**
 * Rules edition 8 (engine version 8), the thirteenth audit: what changed, as a player sees it, and that
 * games begun under engine version 7 keep the old handling (state.ts `EDITION`).
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../engine/match';
import { act as A } from '../actions';
import { anytimeChoices } from '../anytime';
import { legalChoices } from '../legal';
import { pendingNp } from '../pending';
import { npRules } from '../rules-reference';
import { npTally } from '../tally';
import { BOARD, mk } from '../testing/boards';
import {
  act,
  commissionAt,
  crewTable,
  LAST_TO_PASS,
  must,
  position,
  stateOf,
  texts,
  threeSeats,
} from '../testing/fixture';

/** Seat 0 controls Richie Vitale (card $-1) as Enforcer ($0): the place costs $1, and seat 0 has $0. */
const owesADollar = (engineVersion?: string): Match =>
  position({
    seats: 3,
    ...(engineVersion ? { engineVersion } : {}),
    position: {
      board: { ...BOARD, '6': 'richie-vitale' },
      ring: 0,
      stage: LAST_TO_PASS,
      marks: { '6': mk(1, 0, 0) },
      money: [0, 0, 0],
      hands: [[], [], []],
    },
  });

/** Seat 0 controls Steve Averso ($2) as Capo ($3), owed $5, with $2 left in the bank (245 in all). */
const bankNearlyDry = (engineVersion?: string): Match =>
  position({
    seats: 3,
    ...(engineVersion ? { engineVersion } : {}),
    position: {
      board: BOARD,
      ring: 0,
      stage: LAST_TO_PASS,
      marks: { '9': mk(1, 0, 0) },
      money: [0, 120, 123],
      hands: [[], [], []],
    },
  });

/** The review's "Money paid out ($)" of `seat` over one step's events. */
function paidOut(events: Parameters<typeof texts>[0], seat: number): number | undefined {
  const table = npTally.count([{ seat: 2, events: [...events] }], 3);
  return table[seat]?.[npTally.counts.findIndex((c) => c.id === 'payouts')];
}

describe('rules edition 8: a payout counts what was paid', () => {
  it('NP-7.5.2 a place the family can only part-pay counts in the review as what it paid, not what it owed', () => {
    const step = must(owesADollar(undefined), 2, { type: 'pass' });
    expect(stateOf(step.match).money[0]).toBe(0);
    const line = step.events.find((e) => e.type === 'payout');
    expect(line?.text).toBe('{seat:0} controls Richie Vitale as Enforcer: +7 Respect, pays $0, all the money it has.');
    expect(line?.data?.money).toBe(0);
    expect(paidOut(step.events, 0)).toBe(0);
  });

  it('NP-7.5.1 a bank that cannot pay a payout in full pays what it has, and the line and the review say so', () => {
    const step = must(bankNearlyDry(undefined), 2, { type: 'pass' });
    expect(stateOf(step.match).money[0]).toBe(2);
    expect(stateOf(step.match).bank).toBe(0);
    const line = step.events.find((e) => e.type === 'payout');
    expect(line?.text).toBe('{seat:0} controls Steve Averso as Capo: +7 Respect, $2, all the money the bank had.');
    expect(paidOut(step.events, 0)).toBe(2);
  });

  it('NP-7.5.2 NP-7.5.1 (engine version 7) the review counts what was owed, as before', () => {
    const owed = must(owesADollar('7'), 2, { type: 'pass' });
    expect(owed.events.find((e) => e.type === 'payout')?.data?.money).toBe(-1);
    expect(paidOut(owed.events, 0)).toBe(-1);
    const dry = must(bankNearlyDry('7'), 2, { type: 'pass' });
    expect(stateOf(dry.match).money[0]).toBe(2);
    expect(dry.events.find((e) => e.type === 'payout')?.text).toBe(
      '{seat:0} controls Steve Averso as Capo: +7 Respect, $5.',
    );
    expect(paidOut(dry.events, 0)).toBe(5);
  });
});

/**
 * The opening placement (NP-3.15), seat 0 to put down its first marker; seat 0 holds Thug on Call,
 * seat 1 Hitman on Call and a Snitch (any-time cards, NP-7.3.1, NP-7.6.1).
 */
const opening = (engineVersion?: string): Match =>
  threeSeats(engineVersion, {
    stage: { kind: 'placement', turn: 0, placed: 0 },
    marks: {},
    hands: [['thug-1-any#1'], ['hitman-1-any#1', 'snitch#1'], []],
    money: [5, 5, 5],
  });

describe('rules edition 8: no card is played during the opening placement', () => {
  it('NP-3.15 an any-time card is refused until the three opening markers are down, naming the clause, then plays', () => {
    const m = opening(undefined);
    const offTurn = act(m, 1, A.play('hitman-1-any#1', [6]));
    expect(offTurn.ok).toBe(false);
    if (!offTurn.ok) {
      expect(offTurn.error.clause).toBe('NP-3.15');
      expect(offTurn.error.message).toBe(
        'No cards are played until every family has put down its three opening markers.',
      );
    }
    const onTurn = act(m, 0, A.play('thug-1-any#1', [3]));
    expect(!onTurn.ok && onTurn.error.clause).toBe('NP-3.15');
    const snitch = act(m, 1, A.use('snitch#1', { pos: 6 }));
    expect(!snitch.ok && snitch.error.clause).toBe('NP-3.15');
    expect(stateOf(m).hands[1]).toEqual(['hitman-1-any#1', 'snitch#1']);
    // Once every family has its three markers down, the card plays.
    let done = m;
    for (const [seat, pos] of [
      [0, 1],
      [1, 2],
      [2, 3],
      [0, 4],
      [1, 5],
      [2, 7],
      [0, 8],
      [1, 9],
      [2, 1],
    ] as const)
      done = must(done, seat, { type: 'place', pos }).match;
    expect(stateOf(done).phase).toBe('commission');
    const played = must(done, 1, A.play('hitman-1-any#1', [6]));
    expect(texts(played.events)).toContain('Hitman on Call');
  });

  it('NP-3.15 NP-13.1.1 the table offers no card play then, only the Shakedown', () => {
    const s = stateOf(opening(undefined));
    expect(anytimeChoices(s, 1).map((a) => a.type)).toEqual(['shakedown', 'shakedown']);
    expect(legalChoices(s, 0).every((a) => a.type === 'place')).toBe(true);
    const shaken = must(opening(undefined), 1, { type: 'shakedown', card: 'snitch#1' });
    expect(stateOf(shaken.match).money[1]).toBe(13);
  });

  it('NP-3.15 (engine version 7) an any-time card is still taken during the placement', () => {
    const step = must(opening('7'), 1, A.play('hitman-1-any#1', [6]));
    expect(stateOf(step.match).marks['tony-marchetti']?.seats[1]).toBe(1);
    expect(anytimeChoices(stateOf(opening('7')), 1).some((a) => a.type === 'play')).toBe(true);
  });
});

/** Seat 0's gangster in `pos` acts; seat 1 holds the Capo (and the ring) with one marker. */
const acting = (pos: number, marks: Record<string, unknown>, engineVersion?: string, board = BOARD): Match =>
  crewTable(engineVersion, pos, {
    board,
    marks: { '9': mk(0, 1, 0), ...marks },
    money: [10, 10, 10],
    hands: [[], [], []],
  });

const SWITCH = A.power({
  markers: [
    { pos: 9, owner: 1, coin: false },
    { pos: 5, owner: 0, coin: false },
  ],
});

describe('rules edition 8: the position powers say whose markers and where', () => {
  it('NP-15.5.3 NP-7.4.3 the Racketeer names the two markers switched, before the ring changes hands', () => {
    const step = must(acting(5, { '5': mk(2, 0, 0) }), 0, SWITCH);
    expect(stateOf(step.match).ring).toBe(0);
    // Edition 9 calls the family's own marker "its own"; edition 8's "{seat:0}'s" is in edition9-audit14.test.ts.
    expect(texts(step.events)).toContain(
      "{seat:0} switches one of {seat:1}'s markers on the Capo with one of its own markers on the Racketeer.\n" +
        '{seat:0} now controls the Capo and takes the Capo ring.',
    );
  });

  it('NP-15.3.1 NP-15.3.3 the First Guy says whose marker he took off, a neutral one too', () => {
    const own = must(
      acting(3, { '3': mk(1, 0, 0), '9': mk(0, 2, 0, 1) }),
      0,
      A.power({ markers: [{ pos: 9, owner: 1, coin: false }] }),
    );
    expect(texts(own.events)).toContain("{seat:0} removes one of {seat:1}'s markers from the Capo.");
    const neutral = must(
      acting(3, { '3': mk(1, 0, 0), '9': mk(0, 2, 0, 1) }),
      0,
      A.power({ markers: [{ pos: 9, owner: -1, coin: false }] }),
    );
    expect(texts(neutral.events)).toContain('{seat:0} removes a neutral marker from the Capo.');
  });

  it('NP-15.7.1 NP-15.7.2 the Counselor says where the three neutral markers went', () => {
    const split = must(acting(7, { '7': mk(1, 0, 0) }), 0, A.power({ targets: [9, 9, 6] }));
    expect(texts(split.events)).toContain(
      '{seat:0} places three neutral markers: 2 on the Capo and 1 on the Enforcer.',
    );
    const one = must(acting(7, { '7': mk(1, 0, 0) }), 0, A.power({ targets: [6, 6, 6] }));
    expect(texts(one.events)).toContain('{seat:0} places three neutral markers on the Enforcer.');
  });

  it('NP-15.5.3 NP-15.3.1 NP-15.7.1 (engine version 7) the lines stay as they were, after the ring', () => {
    const sw = must(acting(5, { '5': mk(2, 0, 0) }, '7'), 0, SWITCH);
    expect(texts(sw.events)).toContain(
      '{seat:0} now controls the Capo and takes the Capo ring.\n{seat:0} switches two markers.',
    );
    const rm = must(
      acting(3, { '3': mk(1, 0, 0), '9': mk(0, 2, 0) }, '7'),
      0,
      A.power({ markers: [{ pos: 9, owner: 1, coin: false }] }),
    );
    expect(texts(rm.events)).toContain('{seat:0} removes a marker from the Capo.');
    const nm = must(acting(7, { '7': mk(1, 0, 0) }, '7'), 0, A.power({ targets: [9, 9, 6] }));
    expect(texts(nm.events)).toContain('{seat:0} places three neutral markers.');
  });
});

describe("rules edition 8: gangsters' and cards' lines say whose markers, where, and for whom", () => {
  it('NP-7.7.3 Mikey Rudmanilli says whose markers he bit off', () => {
    const step = must(acting(8, { '8': mk(1, 0, 0), '9': mk(0, 3, 0) }), 0, A.ability({ pos: 9, seat: 1 }));
    expect(texts(step.events)).toContain('Mikey "Jaws" Rudmanilli: 2 of {seat:1}\'s markers removed from the Capo.');
  });

  it('NP-7.7.3 Dom Pagano says whom the bank pays', () => {
    const step = must(acting(4, { '4': mk(1, 0, 0) }, undefined, { ...BOARD, '4': 'dom-pagano' }), 0, A.ability());
    expect(texts(step.events)).toContain('Dom "The Book" Pagano: the bank pays {seat:0} $3.');
  });

  it('NP-6.9.1 NP-7.12.5 Send a Message says whose marker it took, and that the Blackmail coin went with it', () => {
    const m = threeSeats(undefined, {
      stage: commissionAt(0, 3),
      hands: [['hitman-2-or-remove#1'], [], []],
      marks: { '9': mk(0, 2, 1, 0, 2) },
    });
    const step = must(m, 0, A.use('hitman-2-or-remove#1', { pos: 9, seat: 2 }));
    expect(stateOf(step.match).marks['steve-averso']).toEqual({ seats: [0, 2, 0], neutral: 0, blackmail: null });
    expect(texts(step.events)).toContain(
      "{seat:0} uses Send a Message: {seat:2}'s marker on the Blackmail coin off the Capo, and the coin goes too.",
    );
  });

  it('NP-16.4 NP-7.4.3 Gang Wars Go On says where the markers go, before the ring follows them', () => {
    const gangWars = (marks: Record<string, unknown>, engineVersion?: string) =>
      threeSeats(engineVersion, { stage: commissionAt(0, 3), hands: [['gang-wars-go-on#1'], [], []], marks });
    const moved = must(
      gangWars({ '4': mk(2, 0, 0), '9': mk(0, 1, 0) }),
      0,
      A.use('gang-wars-go-on#1', { pos: 4, pos2: 9 }),
    );
    expect(texts(moved.events)).toContain(
      '{seat:0} uses Gang Wars Go On: 2 markers move to the Capo, then the Bean Counter is found in the river.\n' +
        '{seat:0} now controls the Capo and takes the Capo ring.',
    );
    const none = must(gangWars({ '4': mk(0, 1, 0) }), 0, A.use('gang-wars-go-on#1', { pos: 4, pos2: 9 }));
    expect(texts(none.events)).toContain(
      '{seat:0} uses Gang Wars Go On: none of its markers are there to move; the Bean Counter is found in the river.',
    );
    const old = must(gangWars({ '4': mk(0, 1, 0) }, '7'), 0, A.use('gang-wars-go-on#1', { pos: 4, pos2: 9 }));
    expect(texts(old.events)).toContain(
      '{seat:0} uses Gang Wars Go On: 0 markers move, then the Bean Counter is found in the river.',
    );
  });

  it('NP-6.1.3 NP-7.4.3 a card that takes the Capo is said before the ring changes hands', () => {
    const play = (engineVersion?: string) =>
      must(
        threeSeats(engineVersion, {
          stage: commissionAt(0, 3),
          hands: [['thug-2#1'], [], []],
          marks: { '9': mk(0, 1, 0) },
        }),
        0,
        A.play('thug-2#1', [9]),
      );
    const card = '{seat:0} plays Thug Leverage: 2 markers on Steve Averso.';
    const ring = '{seat:0} now controls the Capo and takes the Capo ring.';
    expect(texts(play(undefined).events)).toContain(`${card}\n${ring}`);
    expect(texts(play('7').events)).toContain(`${ring}\n${card}`);
  });

  it("NP-7.7.3 NP-6.9.1 (engine version 7) the gangsters' and cards' lines stay as they were", () => {
    const mikey = must(acting(8, { '8': mk(1, 0, 0), '9': mk(0, 3, 0) }, '7'), 0, A.ability({ pos: 9, seat: 1 }));
    expect(texts(mikey.events)).toContain('Mikey "Jaws" Rudmanilli: 2 markers removed from the Capo.');
    const dom = must(acting(4, { '4': mk(1, 0, 0) }, '7', { ...BOARD, '4': 'dom-pagano' }), 0, A.ability());
    expect(texts(dom.events)).toContain('Dom "The Book" Pagano: the bank pays $3.');
    const m = threeSeats('7', {
      stage: commissionAt(0, 3),
      hands: [['hitman-2-or-remove#1'], [], []],
      marks: { '9': mk(0, 2, 1, 0, 2) },
    });
    const msg = must(m, 0, A.use('hitman-2-or-remove#1', { pos: 9, seat: 2 }));
    expect(texts(msg.events)).toContain('{seat:0} uses Send a Message: 1 marker off the Capo.');
  });
});

/** What the table asks `seat` now (its first pending decision). */
const promptOf = (m: Match, seat: number): string | undefined =>
  pendingNp(stateOf(m)).find((d) => d.seat === seat)?.prompt;

/**
 * Seat 0's Third Guy, Eric Summerino, calls a hit on the gangster in `target` with the position's power
 * ($10); seat 1 controls Jim Redio (the Racketeer) and holds Testimony Unsealed, so the window opens.
 */
const hitCalled = (target: number, engineVersion?: string): Match =>
  must(
    crewTable(engineVersion, 1, {
      marks: { '1': mk(1, 0, 0), '5': mk(0, 2, 0) },
      money: [20, 0, 0],
      hands: [[], ['testimony-unsealed#1'], []],
    }),
    0,
    A.power({ pos: target }),
  ).match;

/** Seat 1 is handed a marker by the card seat 0 has just played (NP-6.8.1), in The Commission. */
const gifted = (engineVersion?: string): Match =>
  threeSeats(engineVersion, {
    stage: { kind: 'commission', turn: 0, passed: [false, false, false], acted: [true, false, false], ante: 0 },
    interrupts: [{ kind: 'gift', seat: 1 }],
  });

describe('rules edition 8: the prompts say what is asked', () => {
  it("NP-13.2.1 NP-16.10 NP-19.2 the called hit's prompt says whose gangster goes after whom, citing the clauses", () => {
    const m = hitCalled(5);
    const asked = pendingNp(stateOf(m)).filter((d) => d.kind === 'whack-response');
    expect(asked.map((d) => d.seat)).toEqual([0, 1, 2]);
    for (const d of asked)
      expect(d.prompt).toBe(
        '{seat:0}\'s Eric "The Voice" Summerino goes after {seat:1}\'s "Eager" Jim Redio, the Racketeer. ' +
          'Call the hit off, or let it go ahead (NP-13.2.1, NP-16.10, NP-19.2).',
      );
    // A target nobody controls is named with his place only.
    expect(promptOf(hitCalled(4), 2)).toMatch(/goes after Frankie .*Dellacroce, the Bean Counter\. Call the hit off/);
  });

  it("NP-3.15 the opening placement's prompt says a marker goes on a gangster in the nine positions, none on an Associate", () => {
    expect(promptOf(opening(undefined), 0)).toBe(
      'Place one of your markers on a gangster in one of the nine positions; the Associates take none (NP-3.15).',
    );
  });

  it('NP-6.8.1 a marker handed over by a card goes on a gangster in the nine positions, and the prompt says so', () => {
    const m = gifted(undefined);
    expect(promptOf(m, 1)).toBe(
      'Another family’s card hands you a marker: put one of yours on a gangster in one of the nine positions, or let it be; the Associates take none (NP-6.8.1).',
    );
    // What it offers: the nine positions and no more, or to let it be.
    const places = legalChoices(stateOf(m), 1).flatMap((a) => (a.type === 'place' ? [a.pos] : []));
    expect(places).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('NP-3.15 the rules screen says no card is played until every family has its three opening markers down', () => {
    const summary = npRules()
      .sections.flatMap((s) => s.clauses)
      .find((c) => c.id === 'NP-3.15')?.text;
    expect(summary).toMatch(/not the Associates/);
    expect(summary).toMatch(/Nobody plays a card until every family has all three of these markers down/);
  });

  it('NP-13.2.1 NP-3.15 (engine version 7) the prompts keep their old words', () => {
    expect(promptOf(hitCalled(5, '7'), 1)).toBe('A hit has been called. Call it off, or let it go ahead.');
    expect(promptOf(opening('7'), 0)).toBe('Place one marker on any gangster.');
    expect(promptOf(gifted('7'), 1)).toBe('You may put one of your markers on any gangster.');
  });
});
