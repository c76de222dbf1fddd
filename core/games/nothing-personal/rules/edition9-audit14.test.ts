/**
 * Rules edition 9 (engine version 9), the fourteenth audit: the case file as a family reads it aloud —
 * who did what, with whose markers, in what order — and that games begun under engine version 8 keep
 * their old lines (state.ts `EDITION`). No rule changed: only the words and the order of two lines.
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../engine/match';
import { act as A } from '../actions';
import { nothingPersonal } from '../game';
import { npScore } from '../score';
import { BOARD, mk } from '../testing/boards';
import {
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

const EXPANSIONS = { expansions: ['designers', 'historical', 'young-turks'] };

/** Seat 0 to play in The Commission, holding `hand`, with no money. */
const commission = (hand: string[], engineVersion?: string): Match =>
  threeSeats(engineVersion, { stage: commissionAt(0, 3), hands: [hand, [], []], money: [0, 0, 0] });

/** Seat 0's gangster in `pos` acts; nobody has money for a re-roll; `table` adds to the position. */
const acting = (pos: number, table: Record<string, unknown>, engineVersion?: string): Match =>
  crewTable(engineVersion, pos, { money: [0, 0, 0], hands: [[], [], []], ...table });

describe('rules edition 9: the lines say who, and whose', () => {
  it('NP-13.1.1 a Shakedown says the family takes $8 from the bank', () => {
    const step = must(commission(['snitch#1']), 0, { type: 'shakedown', card: 'snitch#1' });
    expect(stateOf(step.match).money[0]).toBe(8);
    expect(texts(step.events)).toBe('{seat:0} makes a Shakedown: discards a card and takes $8 from the bank.');
  });

  it('NP-15.3.1 NP-15.5.3 the First Guy and the Racketeer call the family’s own marker "its own"', () => {
    const removed = must(
      acting(3, { marks: { '3': mk(1, 0, 0), '9': mk(1, 1, 0) } }),
      0,
      A.power({ markers: [{ pos: 9, owner: 0, coin: false }] }),
    );
    expect(texts(removed.events)).toContain('{seat:0} removes one of its own markers from the Capo.');
    const switched = must(
      acting(5, { marks: { '5': mk(2, 0, 0), '9': mk(0, 1, 0) } }),
      0,
      A.power({
        markers: [
          { pos: 9, owner: 1, coin: false },
          { pos: 5, owner: 0, coin: false },
        ],
      }),
    );
    expect(texts(switched.events)).toContain(
      "{seat:0} switches one of {seat:1}'s markers on the Capo with one of its own markers on the Racketeer.",
    );
  });

  it('NP-6.9.1 Send a Message calls its own markers "its own", and Collection Day says whom the bank pays', () => {
    const msg = threeSeats(undefined, {
      stage: commissionAt(0, 3),
      marks: { '9': mk(2, 0, 0) },
      hands: [['hitman-2-or-remove#1'], [], []],
      money: [0, 0, 0],
    });
    const sent = must(msg, 0, A.use('hitman-2-or-remove#1', { pos: 9, seat: 0 }));
    expect(texts(sent.events)).toContain('{seat:0} uses Send a Message: 2 of its own markers off the Capo.');
    const paid = must(commission(['thug-2-or-cash#1']), 0, A.use('thug-2-or-cash#1'));
    expect(stateOf(paid.match).money[0]).toBe(5);
    expect(texts(paid.events)).toContain('{seat:0} uses Collection Day: the bank pays {seat:0} $5.');
  });

  it('NP-7.7.3 NP-15.4.2 a gangster that takes money says which family takes it; a Bean Counter that finds none says so', () => {
    const zeke = must(
      acting(4, { board: { ...BOARD, '4': 'zeke-falcone' }, marks: { '4': mk(1, 0, 0) }, money: [0, 10, 0] }),
      0,
      A.ability({ seat: 1 }),
    );
    expect(stateOf(zeke.match).money).toEqual([3, 7, 0]);
    expect(texts(zeke.events)).toContain('Zeke "Hawk" Falcone: {seat:0} takes $3 from {seat:1}.');
    const empty = must(acting(4, { marks: { '4': mk(1, 0, 0) } }), 0, A.power({ seat: 1 }));
    expect(texts(empty.events)).toContain('{seat:0} finds no money on {seat:1} to take.');
  });

  it('NP-7.2.6 a family that rules a tie for itself says so', () => {
    const tied = threeSeats(undefined, {
      stage: LAST_TO_PASS,
      marks: { '8': mk(1, 1, 0) },
      hands: [[], [], []],
      money: [0, 0, 0],
    });
    const asked = must(tied, 2, { type: 'pass' }).match;
    const ruled = must(asked, 0, { type: 'rule', seat: 0 });
    expect(texts(ruled.events)).toContain('{seat:0} rules that it controls the Underboss itself.');
  });
});

describe('rules edition 9: Respect a family takes from itself', () => {
  it('NP-7.10.3 a Move onto the family’s own gangster says it takes the Respect from itself, no change', () => {
    const m = acting(7, { marks: { '7': mk(1, 0, 0), '9': mk(1, 0, 0) }, respect: [10, 10, 10] });
    const step = must(m, 0, { type: 'move' }, [6]);
    expect(stateOf(step.match).respect[0]).toBe(10);
    expect(texts(step.events)).toContain(
      'An 8: Bobby "Buttons" Esposito takes the Capo position. {seat:0} takes 4 Respect from itself: no change.',
    );
  });

  it('NP-13.2.3 a hit on the family’s own gangster says it takes the Respect from itself, no change', () => {
    const m = acting(1, { marks: { '1': mk(1, 0, 0), '5': mk(1, 0, 0) }, money: [10, 0, 0], respect: [10, 10, 10] });
    const step = must(m, 0, A.power({ pos: 5 }), [1]);
    expect(stateOf(step.match).respect[0]).toBe(10);
    expect(texts(step.events)).toContain('The hit lands: {seat:0} takes 4 Respect from itself: no change.');
  });
});

/** The last Fence buyer (seat 2) buys two cards. */
const buysTwo = (engineVersion?: string) =>
  must(
    position({
      seats: 3,
      ...(engineVersion ? { engineVersion } : {}),
      position: { board: BOARD, stage: { kind: 'fence', turn: 0, done: 2 }, hands: [[], [], []], money: [0, 0, 20] },
    }),
    2,
    { type: 'buy', count: 2 },
  );

/** Leo's controller moves him down into the open First Guy while The Family waits: the Counselor is filled. */
const leoDown = (engineVersion?: string) =>
  must(
    threeSeats(
      engineVersion,
      {
        board: { ...BOARD, '3': null, '7': 'leo-seyfarth' },
        stage: { kind: 'family', pos: 3, chooser: 1, candidates: ['paulie-guistono', 'eric-summerino'] },
        marks: { '7': mk(1, 0, 0), '6': mk(0, 1, 0), '9': mk(1, 0, 0) },
        gangsterDeck: ['bobby-esposito'],
      },
      EXPANSIONS,
    ),
    0,
    A.ability({ pos: 3, pos2: 7 }),
  );
const frankie = 'Frankie "Two Times" Dellacroce fills the Counselor position';

describe('rules edition 9: the order of the lines, the cards drawn, the last count', () => {
  /** Seat 0's Underboss (Mikey Rudmanilli) moves on seat 1's Capo, who holds the ring. */
  const onTheCapo = (engineVersion?: string): Match =>
    acting(8, { marks: { '8': mk(1, 0, 0), '9': mk(0, 1, 0) }, ring: 1 }, engineVersion);
  const took = 'An 8: Mikey "Jaws" Rudmanilli takes the Capo position. {seat:0} +4 Respect, {seat:1} −4.';
  const ring = '{seat:0} now controls the Capo and takes the Capo ring.';

  it('NP-7.4.3 NP-7.10.3 a Move that takes the Capo is told before the ring follows it', () => {
    const step = must(onTheCapo(), 0, { type: 'move' }, [6]);
    expect(stateOf(step.match).ring).toBe(0);
    expect(texts(step.events)).toContain(`${took}\n${ring}`);
  });

  it('NP-8.2.2 NP-8.3.2 the cards drawn are counted before they are named', () => {
    expect(texts(buysTwo().events)).toMatch(/^You draw 2 cards: [^,]+, [^,]+\.$/m);
  });

  it('NP-10.3.2 a gangster moving up is said to fill a place "from the Bean Counter"', () => {
    expect(texts(leoDown().events)).toContain(`${frankie} from the Bean Counter.`);
  });

  it('NP-12.2 NP-11.1 the end of the fifth round says the last count comes next', () => {
    const step = lastFenceBuy({});
    expect(texts(step.events)).toMatch(
      /Bookkeeping: round 5 of 5 is done\.\nThe game is over: one last count of Respect for the positions each family controls, with no money and no actions \(a tie is ruled again\), then cards are cashed at \$8 each and every \$10 is worth one Respect\.\nFinal Respect:/,
    );
    expect(step.events.find((e) => e.text.startsWith('The game is over'))?.clause).toBe('NP-12.2');
  });

  it('NP-13.1.1 NP-15.3.1 NP-7.10.3 NP-7.4.3 NP-8.3.2 NP-10.3.2 NP-12.2 (engine version 8) the lines stay as they were', () => {
    const shaken = must(commission(['snitch#1'], '8'), 0, { type: 'shakedown', card: 'snitch#1' });
    expect(texts(shaken.events)).toBe('{seat:0} shakes somebody down: discards a card for $8.');
    const removed = must(
      acting(3, { marks: { '3': mk(1, 0, 0), '9': mk(1, 1, 0) } }, '8'),
      0,
      A.power({ markers: [{ pos: 9, owner: 0, coin: false }] }),
    );
    expect(texts(removed.events)).toContain("{seat:0} removes one of {seat:0}'s markers from the Capo.");
    const own = must(acting(7, { marks: { '7': mk(1, 0, 0), '9': mk(1, 0, 0) } }, '8'), 0, { type: 'move' }, [6]);
    expect(texts(own.events)).toContain('{seat:0} +4 Respect, {seat:0} −4.');
    const capo = must(onTheCapo('8'), 0, { type: 'move' }, [6]);
    expect(texts(capo.events)).toContain(`${ring}\n${took}`);
    const paid = must(commission(['thug-2-or-cash#1'], '8'), 0, A.use('thug-2-or-cash#1'));
    expect(texts(paid.events)).toContain('{seat:0} uses Collection Day: the bank pays $5.');
    expect(texts(buysTwo('8').events)).toMatch(/^You draw [^:]+, [^:]+\.$/m);
    expect(texts(leoDown('8').events)).toContain(`${frankie} from Bean Counter.`);
    const last = texts(lastFenceBuy({}, '8').events);
    expect(last).toMatch(/Bookkeeping: round 5 of 5 is done\.\nFinal Respect:/);
    expect(last).not.toContain('The game is over');
  });
});

describe('the final scores sheet (display only, every edition)', () => {
  it('NP-12.1 NP-12.2 NP-12.4 "How the scores add up" says how, not the winning rule the final scores already gave', () => {
    const s = stateOf(lastFenceBuy({ respect: [5, 5, 0], ring: 1 }).match);
    const sheet = npScore(nothingPersonal.view(s, 'spectator'), 3);
    expect(sheet?.how).toBe(
      'The Respect on the track, one last count for the positions each family controls, and one Respect for every $10 of money, each card in hand cashed at $8.',
    );
    expect(sheet?.clause).toBe('NP-12.1');
    expect(sheet?.seats[1]?.parts.map((p) => p.label)).toEqual([
      'Respect on the track',
      'Last Respect count',
      'Money and cards',
    ]);
  });
});
