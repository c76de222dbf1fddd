import { describe, expect, it } from 'vitest';
import { act as A, type NpAction } from '../actions';
import { legalChoices } from '../legal';
import { pendingNp } from '../pending';
import { BOARD, mk } from '../testing/boards';
import { act, crewAt, must, position, stateOf, texts } from '../testing/fixture';
import { control } from './model';

/** `gid` as the First Guy (3), controlled by seat 0. */
const withAt3 = (gid: string, extra: Record<string, unknown> = {}, marks: Record<string, unknown> = {}) =>
  position({
    seats: 3,
    options: { expansions: ['designers', 'historical', 'young-turks'] },
    position: {
      board: { ...BOARD, '3': gid },
      ring: 1,
      stage: crewAt(3),
      marks: { '3': mk(1, 0, 0), ...marks },
      money: [20, 20, 3],
      respect: [10, 10, 10],
      hands: [['thug-1#1'], ['hitman-1#1', 'hitman-2#1'], []],
      ...extra,
    },
  });

describe('NP-17 main-set gangsters', () => {
  it('NP-17.2 Manny Corte: draw two, give away one of them', () => {
    const m = must(withAt3('manny-corte'), 0, A.ability()).match;
    expect(stateOf(m).interrupts[0]).toMatchObject({ kind: 'split', seat: 0 });
  });

  it('NP-7.7.3 Vinnie Carbone: the case file says whose marker goes on the gangster', () => {
    const step = must(withAt3('vinnie-carbone'), 0, A.ability({ pos: 1 }));
    expect(texts(step.events)).toMatch(/^Vinnie Carbone: \{seat:0\} places 1 marker on the [A-Z][a-z]/m);
  });

  it("NP-17.5 Ryan D'sturm sells Respect at $3 a point, at most $15", () => {
    const s = stateOf(must(withAt3('ryan-dsturm'), 0, A.ability({ amount: 5 })).match);
    expect(s.respect[0]).toBe(5);
    expect(s.money[0]).toBe(35);
    expect(act(withAt3('ryan-dsturm'), 0, A.ability({ amount: 6 })).ok).toBe(false);
  });
});

describe('NP-18 Game Designer gangsters', () => {
  it('NP-18.2 Antoine Bauza: a 7 gains nothing, an 8 gains 6', () => {
    const broke = { money: [0, 0, 0] }; // nobody can pay for a re-roll: the roll stands at once
    expect(stateOf(must(withAt3('antoine-bauza', broke), 0, A.ability(), [5]).match).respect[0]).toBe(10);
    expect(stateOf(must(withAt3('antoine-bauza', broke), 0, A.ability(), [6]).match).respect[0]).toBe(16);
  });

  it("NP-18.2 NP-7.11.1 anyone with $10 may re-roll Antoine Bauza's roll, again and again; the money goes to the bank", () => {
    const rerollPaid = { type: 'reroll', free: false } as const;
    const start = withAt3('antoine-bauza'); // money [20, 20, 3]: seats 0 and 1 can pay
    const bank = stateOf(start).bank;
    const first = must(start, 0, A.ability(), [4]); // a 5
    let s = stateOf(first.match);
    expect(first.random).toEqual([{ kind: 'die', range: 6, value: 4 }]);
    expect(s.respect[0]).toBe(10); // nothing gained while the roll can still be bought again
    expect(s.interrupts).toEqual([
      {
        kind: 'stat-reroll',
        seat: 0,
        roller: 0,
        gangster: 'antoine-bauza',
        stat: 'roll',
        face: 3,
        value: 5,
        then: { kind: 'ability', seat: 0, target: null },
        declined: [],
      },
    ]);
    expect(
      pendingNp(s)
        .filter((d) => d.kind === 'stat-reroll')
        .map((d) => d.seat),
    ).toEqual([0, 1]);
    expect(legalChoices(s, 1)).toEqual([{ type: 'decline' }, rerollPaid]);
    expect(legalChoices(s, 2)).toEqual([]); // $3 is not enough
    expect(act(first.match, 2, rerollPaid).ok).toBe(false);
    expect(act(first.match, 1, { type: 'reroll', free: true }).ok).toBe(false); // no Marco on the board

    // A rival pays $10 to undo the 5: a 1.
    let step = must(first.match, 1, rerollPaid, [1]);
    expect(step.random).toEqual([{ kind: 'die', range: 6, value: 1 }]);
    expect(texts(step.events)).toContain('pays $10: Antoine "Death" Bauza\'s roll is rolled again.');
    s = stateOf(step.match);
    expect(s.interrupts[0]).toMatchObject({ kind: 'stat-reroll', value: 1, declined: [] });
    // Antoine's family pays back: an 8. The rival pays again: a 3, and is out of money.
    step = must(step.match, 0, rerollPaid, [6]);
    expect(stateOf(step.match).interrupts[0]).toMatchObject({ value: 6 });
    step = must(step.match, 1, rerollPaid, [2]);
    expect(stateOf(step.match).interrupts[0]).toMatchObject({ value: 3, declined: [] });
    // Only seat 0 can still pay; letting the 3 stand settles it.
    s = stateOf(step.match);
    expect(
      pendingNp(s)
        .filter((d) => d.kind === 'stat-reroll')
        .map((d) => d.seat),
    ).toEqual([0]);
    s = stateOf(must(step.match, 0, { type: 'decline' }).match);
    expect(s.interrupts).toEqual([]);
    expect(s.respect).toEqual([13, 10, 10]); // the last roll, a 3, is the one used
    expect(s.money).toEqual([10, 0, 3]);
    expect(s.bank).toBe(bank + 30);
  });

  it('NP-18.2 the re-roll window stays open until every seat that can pay lets the roll stand', () => {
    const m = must(withAt3('antoine-bauza'), 0, A.ability(), [3]).match; // a 4
    const after0 = must(m, 0, { type: 'decline' }).match;
    expect(stateOf(after0).interrupts[0]).toMatchObject({ declined: [0] });
    expect(stateOf(after0).respect[0]).toBe(10);
    const s = stateOf(must(after0, 1, { type: 'decline' }).match);
    expect(s.interrupts).toEqual([]);
    expect(s.respect[0]).toBe(14);
    expect(s.money).toEqual([20, 20, 3]);
  });

  it("NP-18.2 NP-18.4 NP-18.5 only Antoine's roll may be bought again: Bryan da Pope's and Chris Bollinger's stand", () => {
    expect(stateOf(must(withAt3('bryan-da-pope'), 0, A.ability(), [4]).match).interrupts).toEqual([]);
    expect(stateOf(must(withAt3('chris-bollinger'), 0, A.ability({ seat: 1 }), [4]).match).interrupts).toEqual([]);
  });

  it("NP-18.3 Bill Eberle's controller breaks ties; uncontrolled, the ring does", () => {
    const tie = { '5': mk(0, 2, 2), '7': mk(1, 0, 0) };
    const base = (billMarks: object) =>
      position({
        seats: 3,
        options: { expansions: ['designers'] },
        position: {
          board: { ...BOARD, '7': 'bill-eberle' },
          ring: 1,
          stage: { kind: 'commission', turn: 2, passed: [true, true, false], acted: [true, true, true], ante: 0 },
          marks: { ...tie, '7': billMarks },
          money: [0, 0, 0],
          hands: [[], [], []],
        },
      });
    expect(stateOf(must(base(mk(1, 0, 0)), 2, { type: 'pass' }).match).interrupts[0]).toMatchObject({
      kind: 'tie',
      chooser: 0,
    });
    expect(stateOf(must(base(mk(0, 0, 0)), 2, { type: 'pass' }).match).interrupts[0]).toMatchObject({
      kind: 'tie',
      chooser: 1,
    });
  });

  it('NP-18.4 Bryan da Pope: a 7 counts 1, an 8 counts 6 (Respect gained, money paid)', () => {
    let s = stateOf(must(withAt3('bryan-da-pope'), 0, A.ability(), [5]).match);
    expect([s.respect[0], s.money[0]]).toEqual([11, 19]);
    s = stateOf(must(withAt3('bryan-da-pope'), 0, A.ability(), [6]).match);
    expect([s.respect[0], s.money[0]]).toEqual([16, 14]);
  });

  it('NP-18.5 Chris Bollinger: on an 8 the target loses 6 Respect', () => {
    expect(stateOf(must(withAt3('chris-bollinger'), 0, A.ability({ seat: 1 }), [6]).match).respect[1]).toBe(4);
  });

  it('NP-18.6 Colby Dauch swaps hands; an empty hand gives nothing back', () => {
    // The Fence follows straight away and deals more cards, so look at the front of each hand.
    let s = stateOf(must(withAt3('colby-dauch'), 0, A.ability({ seat: 1 })).match);
    expect(s.hands[0]?.slice(0, 2)).toEqual(['hitman-1#1', 'hitman-2#1']);
    expect(s.hands[1]?.[0]).toBe('thug-1#1');
    s = stateOf(must(withAt3('colby-dauch'), 0, A.ability({ seat: 2 })).match);
    expect(s.hands[0]).not.toContain('thug-1#1');
    expect(s.hands[2]?.[0]).toBe('thug-1#1');
  });

  it('NP-18.7 David Sirlini trades places up his arrow, keeps his markers, and does not act again', () => {
    const s = stateOf(must(withAt3('david-sirlini', {}, { '6': mk(0, 1, 0) }), 0, A.ability()).match);
    expect(s.positions[5]).toBe('david-sirlini');
    expect(s.positions[2]).toBe('tony-marchetti');
    expect(s.marks['david-sirlini']?.seats[0]).toBe(1);
    expect(s.used).toContain('acted:david-sirlini');
  });

  it('NP-18.8 Dombino Crapshooti rolls his stats each time they are needed', () => {
    const m = position({
      seats: 3,
      options: { expansions: ['designers'] },
      position: {
        board: { ...BOARD, '5': 'dombino-crapshooti' },
        ring: 0,
        stage: { kind: 'commission', turn: 2, passed: [true, true, false], acted: [true, true, true], ante: 0 },
        marks: { '5': mk(1, 0, 0) },
        money: [0, 0, 0],
        hands: [[], [], []],
      },
    });
    const s = stateOf(must(m, 2, { type: 'pass' }, [6, 1]).match);
    expect([s.respect[0], s.money[0]]).toEqual([2 + 6, 1 + 1]);
  });

  it('NP-18.9 Jason Mateo: two gangsters swap with their markers', () => {
    const s = stateOf(must(withAt3('jason-mateo', {}, { '9': mk(0, 2, 0) }), 0, A.ability({ pos: 9, pos2: 1 })).match);
    expect(s.positions[0]).toBe('steve-averso');
    expect(s.positions[8]).toBe('eric-summerino');
    expect(s.marks['steve-averso']?.seats[1]).toBe(2);
  });

  it('NP-18.10 Matt Leacock steals from the richest other player', () => {
    const m = withAt3('matt-leacock', { money: [50, 20, 3] });
    expect(act(m, 0, A.ability({ seat: 2 })).ok).toBe(false);
    expect(stateOf(must(m, 0, A.ability({ seat: 1 })).match).money).toEqual([55, 15, 3]);
  });

  it('NP-18.11 Leo Seyfarth moves into open positions at any moment, as often as they open, without using his action', () => {
    const m = withAt3('leo-seyfarth', { board: { ...BOARD, '3': 'leo-seyfarth', '8': null, '6': null } });
    let next = must(m, 0, A.ability({ pos: 8, pos2: 3 })).match;
    expect(stateOf(next).positions[7]).toBe('leo-seyfarth');
    next = must(next, 0, A.ability({ pos: 6, pos2: 8 })).match;
    expect(stateOf(next).positions[5]).toBe('leo-seyfarth');
    expect(act(next, 1, A.ability({ pos: 8, pos2: 6 })).ok).toBe(false);
  });

  it('NP-18.11 NP-18.9 a swap naming Leo by his controller’s acting gangster is that gangster’s action, not Leo’s move', () => {
    const m = withAt3(
      'jason-mateo',
      { board: { ...BOARD, '3': 'jason-mateo', '5': 'leo-seyfarth' } },
      { '5': mk(1, 0, 0) },
    );
    const s = stateOf(must(m, 0, A.ability({ pos: 2, pos2: 5 })).match);
    expect(s.positions[1]).toBe('leo-seyfarth');
    expect(s.positions[4]).toBe('paulie-guistono');
  });

  it("NP-18.12 Mike Fitz: the victim's controller still loses 4 Respect", () => {
    const s = stateOf(must(withAt3('mike-fitz', {}, { '5': mk(0, 1, 0) }), 0, A.ability({ pos: 5 }), [1]).match);
    expect(s.respect).toEqual([10, 6, 10]);
  });

  it('NP-18.12 Mike Fitz\'s hit: the case file says his family gains no Respect, not "+0 Respect"', () => {
    const step = must(withAt3('mike-fitz', {}, { '5': mk(0, 1, 0) }), 0, A.ability({ pos: 5 }), [1]);
    expect(texts(step.events)).toMatch(/The hit lands: \{seat:0\} gains no Respect from a free hit, \{seat:1\} −4\./);
    expect(texts(step.events)).not.toMatch(/\+0 Respect/);
    expect(step.events.find((e) => e.text.startsWith('The hit lands'))?.clause).toBe('NP-18.12');
  });

  it('NP-18.13 Ricardo Launius has no type, yet takes markers from powers and discards', () => {
    const m = position({
      seats: 3,
      options: { expansions: ['designers'] },
      position: {
        board: { ...BOARD, '5': 'ricardo-launius' },
        ring: 0,
        stage: { kind: 'commission', turn: 0, passed: [false, false, false], acted: [false, false, false], ante: 0 },
        hands: [['thug-1#1'], [], []],
      },
    });
    expect(act(m, 0, A.play('thug-1#1', [5])).ok).toBe(false);
    expect(act(m, 0, { type: 'discard-place', card: 'thug-1#1', pos: 5, ante: 0 }).ok).toBe(true);
  });
});

describe('NP-19 Historical gangsters', () => {
  it("NP-19.2 Frank Nitti's controller may pay $5 to call a hit off before the die is rolled, even his own", () => {
    const m = position({
      seats: 3,
      options: { expansions: ['historical'] },
      position: {
        board: { ...BOARD, '7': 'frank-nitti' },
        ring: 0,
        stage: crewAt(1),
        marks: { '1': mk(1, 0, 0), '7': mk(0, 0, 1), '5': mk(0, 2, 0) },
        money: [20, 0, 5],
        hands: [[], [], []],
      },
    });
    let next = must(m, 0, A.power({ pos: 5 })).match;
    expect(act(next, 1, { type: 'call-off' }).ok).toBe(false);
    next = must(next, 2, { type: 'call-off' }).match;
    expect(stateOf(next).money).toEqual([10, 0, 0]);
    expect(stateOf(next).positions[4]).toBe('jim-redio');
    // Once everybody lets the hit stand, the die is rolled and Frank can no longer stop it.
    let other = must(m, 0, A.power({ pos: 5 })).match;
    for (const seat of [0, 1]) other = must(other, seat, { type: 'decline' }).match;
    other = must(other, 2, { type: 'decline' }, [1]).match;
    expect(stateOf(other).fishes).toEqual(['jim-redio']);
  });

  it('NP-19.3 Bugs Moran removes two markers of any colour, even neutral', () => {
    const s = stateOf(
      must(withAt3('bugs-moran', {}, { '9': mk(0, 0, 1, 3) }), 0, A.ability({ pos: 9, seat: null })).match,
    );
    expect(s.marks['steve-averso']?.neutral).toBe(1);
  });

  it('NP-19.3 Bugs Moran may take two markers of different colours', () => {
    const m = withAt3('bugs-moran', {}, { '9': mk(0, 1, 1, 3) });
    const two = [
      { pos: 9, owner: 1, coin: false },
      { pos: 9, owner: -1, coin: false },
    ];
    const s = stateOf(must(m, 0, A.ability({ markers: two })).match);
    expect(s.marks['steve-averso']).toEqual({ seats: [0, 0, 1], neutral: 2, blackmail: null });
  });

  it('NP-19.4 Harvey Bailey may spread his five removals over several gangsters and colours', () => {
    const refs = [
      { pos: 9, owner: 1, coin: false },
      { pos: 9, owner: 1, coin: false },
      { pos: 5, owner: 2, coin: false },
      { pos: 5, owner: -1, coin: false },
    ];
    const m = withAt3('harvey-bailey', {}, { '9': mk(0, 2, 0), '5': mk(0, 0, 1, 1) });
    const s = stateOf(must(m, 0, A.ability({ markers: refs })).match);
    expect(s.marks['steve-averso']?.seats).toEqual([0, 0, 0]);
    expect(s.marks['jim-redio']).toEqual({ seats: [0, 0, 0], neutral: 0, blackmail: null });
    expect(s.prison).toEqual(['harvey-bailey']);
  });

  it('NP-19.4 Harvey Bailey removes five markers and goes to Prison at once', () => {
    const s = stateOf(
      must(withAt3('harvey-bailey', {}, { '9': mk(0, 6, 0) }), 0, A.ability({ pos: 9, seat: 1 })).match,
    );
    expect(s.marks['steve-averso']?.seats[1]).toBe(1);
    expect(s.prison).toEqual(['harvey-bailey']);
  });

  it('NP-19.5 Bonnie and Clyde pay extra while the other is in play, even as an Associate', () => {
    const m = position({
      seats: 3,
      options: { expansions: ['historical'] },
      position: {
        board: { ...BOARD, '5': 'bonnie-parker' },
        associates: ['clyde-barrow', null, null],
        ring: 0,
        stage: { kind: 'commission', turn: 2, passed: [true, true, false], acted: [true, true, true], ante: 0 },
        marks: { '5': mk(1, 0, 0) },
        money: [0, 0, 0],
        hands: [[], [], []],
      },
    });
    expect(stateOf(must(m, 2, { type: 'pass' }).match).money[0]).toBe(1 + 2 + 2);
  });

  it('NP-19.6 "Big Jim" Colisimo switches with any gangster, markers and all', () => {
    const s = stateOf(must(withAt3('big-jim-colisimo', {}, { '9': mk(0, 1, 0) }), 0, A.ability({ pos2: 9 })).match);
    expect(s.positions[8]).toBe('big-jim-colisimo');
    expect(control(s, 9).seat).toBe(0);
  });

  it('NP-19.7 Carlos Gambino moves to any empty position with his markers', () => {
    const s = stateOf(
      must(
        withAt3('carlos-gambino', { board: { ...BOARD, '3': 'carlos-gambino', '9': null } }),
        0,
        A.ability({ pos: 9 }),
      ).match,
    );
    expect(s.positions[8]).toBe('carlos-gambino');
    expect(s.ring).toBe(0);
  });

  it('NP-19.8 "Machine Gun" Kelly is paid when the hit is called, whatever happens', () => {
    const s = stateOf(must(withAt3('machine-gun-kelly'), 0, A.ability({ pos: 5 }), [5]).match);
    expect(s.money[0]).toBe(20 - 5 + 3);
  });

  it('NP-19.9 "Baby Face" Nelson gains eight Respect for a hit', () => {
    const s = stateOf(must(withAt3('baby-face-nelson', {}, { '5': mk(0, 1, 0) }), 0, A.ability({ pos: 5 }), [2]).match);
    expect(s.respect).toEqual([18, 6, 10]);
  });
});

describe('NP-20 Young Turks', () => {
  it('NP-20.2 Geraldo Chaconichio goes to Prison the moment he carries 8 markers, outside the Feds', () => {
    const m = position({
      seats: 3,
      options: { expansions: ['young-turks'] },
      position: {
        board: { ...BOARD, '5': 'geraldo-chaconichio' },
        ring: 0,
        stage: { kind: 'commission', turn: 0, passed: [false, false, false], acted: [false, false, false], ante: 0 },
        marks: { '5': mk(4, 1, 0) },
        hands: [['hitman-3#1'], [], []],
      },
    });
    const s = stateOf(must(m, 0, A.play('hitman-3#1', [5])).match);
    expect(s.prison).toEqual(['geraldo-chaconichio']);
    expect(s.supply).toEqual([25, 25, 25]);
  });
});

describe('NP-17.3 Marco Zohgoli and the stat dice', () => {
  /** `gid` at 3 for seat 0, Marco Zohgoli at 4 for `marcoSeat` (seat 0 by default). */
  const withMarco = (gid: string, marcoSeat = 0, extra: Record<string, unknown> = {}) =>
    withAt3(
      gid,
      { board: { ...BOARD, '3': gid, '4': 'marco-zohgoli' }, ...extra },
      {
        '4': mk(marcoSeat === 0 ? 1 : 0, marcoSeat === 1 ? 1 : 0, marcoSeat === 2 ? 1 : 0),
      },
    );
  const rerollFree = { type: 'reroll', free: true } as const;
  const decline = { type: 'decline' } as const;

  it("NP-17.3 NP-18.2 Antoine Bauza's roll waits for Marco's window; re-rolled from a 7 to an 8 it gains 6 Respect", () => {
    // Nobody has $10, so only Marco's favour can re-roll it (NP-18.2's "special power").
    const first = must(withMarco('antoine-bauza', 0, { money: [0, 0, 0] }), 0, A.ability(), [5]); // a 7: nothing
    let s = stateOf(first.match);
    expect(s.respect[0]).toBe(10);
    expect(s.interrupts).toEqual([
      {
        kind: 'stat-reroll',
        seat: 0,
        roller: 0,
        gangster: 'antoine-bauza',
        stat: 'roll',
        face: 4,
        value: 0,
        then: { kind: 'ability', seat: 0, target: null },
        declined: [],
      },
    ]);
    expect(pendingNp(s)).toContainEqual(expect.objectContaining({ seat: 0, kind: 'stat-reroll', optional: true }));
    expect(legalChoices(s, 0)).toEqual([decline, rerollFree]);
    const again = must(first.match, 0, rerollFree, [6]); // an 8
    s = stateOf(again.match);
    expect(s.respect[0]).toBe(16);
    expect(s.used).toContain('reroll:marco-zohgoli');
    // The re-roll is a roll like any other: taken from the dice source and logged.
    expect(again.random).toEqual([{ kind: 'die', range: 6, value: 6 }]);
    expect(texts(again.events)).toContain('Antoine "Death" Bauza\'s roll (re-roll): rolled 6');
  });

  it("NP-18.2 NP-17.3 Antoine's roll: Marco's favour re-rolls it once for free, then $10 re-rolls it again", () => {
    const m = must(withMarco('antoine-bauza', 1), 0, A.ability(), [2]).match; // a 3; money [20, 20, 3]
    expect(legalChoices(stateOf(m), 1)).toEqual([decline, { type: 'reroll', free: false }, rerollFree]);
    let next = must(m, 1, rerollFree, [1]).match; // Marco's family spends the favour: a 1
    let s = stateOf(next);
    expect(s.used).toContain('reroll:marco-zohgoli');
    expect(s.money).toEqual([20, 20, 3]);
    expect(legalChoices(s, 1)).toEqual([decline, { type: 'reroll', free: false }]);
    const paid = must(next, 0, { type: 'reroll', free: false }, [6]); // Antoine's family pays: an 8
    expect(paid.random).toEqual([{ kind: 'die', range: 6, value: 6 }]);
    next = must(must(paid.match, 1, decline).match, 0, decline).match;
    s = stateOf(next);
    expect(s.interrupts).toEqual([]);
    expect(s.respect[0]).toBe(16);
    expect(s.money).toEqual([10, 20, 3]);
  });

  it("NP-17.3 NP-18.5 Marco's controller re-rolls the die another player rolled: Chris Bollinger's 8 against him becomes a 1", () => {
    const m = must(withMarco('chris-bollinger', 1), 0, A.ability({ seat: 1 }), [6]).match; // an 8: −6 for seat 1
    expect(stateOf(m).interrupts[0]).toMatchObject({ kind: 'stat-reroll', seat: 1, roller: 0, value: 6 });
    expect(act(m, 0, rerollFree).ok).toBe(false); // only Marco's controller answers
    const s = stateOf(must(m, 1, rerollFree, [1]).match);
    expect(s.respect).toEqual([10, 9, 10]);
    expect(s.used).toContain('reroll:marco-zohgoli');
  });

  it("NP-17.3 NP-18.4 letting Bryan da Pope's roll stand keeps it, and the free re-roll for later", () => {
    const m = must(withMarco('bryan-da-pope', 1), 0, A.ability(), [4]).match; // a 5
    const s = stateOf(must(m, 1, decline).match);
    expect([s.respect[0], s.money[0]]).toEqual([15, 15]);
    expect(s.used).not.toContain('reroll:marco-zohgoli');
  });

  it('NP-17.3 once a round: with the re-roll spent, a stat die stands at once', () => {
    const s = stateOf(
      must(withMarco('antoine-bauza', 0, { used: ['reroll:marco-zohgoli'], money: [0, 0, 0] }), 0, A.ability(), [2])
        .match,
    );
    expect(s.interrupts).toEqual([]);
    expect(s.respect[0]).toBe(13);
  });

  it("NP-17.3 NP-18.8 Dombino's payout dice (Respect, then money) each open Marco's window", () => {
    const m = position({
      seats: 3,
      options: { expansions: ['designers'] },
      position: {
        board: { ...BOARD, '5': 'dombino-crapshooti', '4': 'marco-zohgoli' },
        ring: 0,
        stage: { kind: 'commission', turn: 2, passed: [true, true, false], acted: [true, true, true], ante: 0 },
        marks: { '5': mk(1, 0, 0), '4': mk(0, 1, 0) },
        money: [0, 0, 0],
        hands: [[], [], []],
      },
    });
    let next = must(m, 2, { type: 'pass' }, [5]).match; // Respect: a 7, counts 0
    expect(stateOf(next).interrupts[0]).toMatchObject({
      kind: 'stat-reroll',
      seat: 1,
      stat: 'respect',
      then: { kind: 'payout', pos: 5, respect: null },
    });
    next = must(next, 1, decline, [6]).match; // let it stand; money: an 8, counts 6
    expect(stateOf(next).interrupts[0]).toMatchObject({ stat: 'money', value: 6, then: { respect: 0 } });
    next = must(next, 1, rerollFree, [1]).match; // money re-rolled: a 1
    const s = stateOf(next);
    expect([s.respect[0], s.money[0]]).toEqual([2 + 0, 1 + 1]);
    expect(s.stage).toMatchObject({ kind: 'crew-action' });
    expect(s.used).toContain('reroll:marco-zohgoli');
  });

  it("NP-17.3 NP-18.8 Dombino's Respect for a move is a stat die: re-rolled, it turns success into failure", () => {
    // Dombino as Second Guy (seat 0) moves on Jim Redio (5, seat 1); seat 2 controls Marco; nobody has $10.
    const m = position({
      seats: 3,
      options: { expansions: ['designers'] },
      position: {
        board: { ...BOARD, '2': 'dombino-crapshooti', '4': 'marco-zohgoli' },
        ring: 2,
        stage: crewAt(2),
        marks: { '2': mk(2, 0, 0), '5': mk(0, 2, 0), '4': mk(0, 0, 1) },
        money: [0, 0, 0],
        respect: [10, 10, 10],
        hands: [[], [], []],
      },
    });
    let next = must(m, 0, { type: 'move' }, [3]).match; // Move die: a 4
    expect(stateOf(next).interrupts[0]).toMatchObject({ kind: 'reroll' });
    next = must(next, 2, decline, [2]).match; // the Move die stands; Dombino's Respect: 3 (4 + 3 > 5)
    expect(stateOf(next).interrupts[0]).toMatchObject({
      kind: 'stat-reroll',
      seat: 2,
      stat: 'respect',
      value: 3,
      then: { kind: 'move', pos: 2, target: 5, face: 2 },
    });
    const s = stateOf(must(next, 2, rerollFree, [5]).match); // a 7: counts 0, 4 + 0 fails
    expect(s.positions[1]).toBe('dombino-crapshooti');
    expect(s.positions[4]).toBe('jim-redio');
    expect(s.respect).toEqual([6, 10, 10]);
  });

  it("NP-17.3 NP-12.2 NP-18.8 Dombino's Respect in the final count is a stat die too", () => {
    const end = (answer: NpAction, dice: number[]) => {
      const m = position({
        seats: 3,
        options: { expansions: ['designers'] },
        position: {
          round: 5,
          board: { ...BOARD, '5': 'dombino-crapshooti', '4': 'marco-zohgoli' },
          ring: 0,
          stage: { kind: 'fence', turn: 0, done: 2 },
          marks: { '5': mk(1, 0, 0), '4': mk(0, 1, 0) },
          money: [0, 0, 0],
          respect: [10, 10, 10],
          hands: [[], [], []],
        },
      });
      const next = must(m, 2, { type: 'buy', count: 0 }, [6]).match; // Dombino's Respect: an 8
      expect(stateOf(next).interrupts[0]).toMatchObject({ kind: 'stat-reroll', seat: 1, then: { kind: 'final' } });
      return stateOf(must(next, 1, answer, dice).match);
    };
    const stood = end(decline, []);
    const rerolled = end(rerollFree, [1]); // a 1
    expect(stood.phase).toBe('over');
    expect((stood.result?.respect[0] ?? 0) - (rerolled.result?.respect[0] ?? 0)).toBe(6 - 1);
  });
});
