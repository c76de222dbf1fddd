import { describe, expect, it } from 'vitest';
import { BOARD, mk } from '../testing/boards';
import { act, clauses, must, position, stateOf } from '../testing/fixture';

describe('NP-8 The Fence', () => {
  it('NP-8.1.1 NP-8.1.2 NP-8.2.1 NP-8.2.2 NP-8.2.4 NP-22.3.1 draws by gangsters controlled: 0 → 4, 1 → 3, 2+ → 2; ties count for nobody', () => {
    const m = position({
      seats: 3,
      position: {
        board: BOARD,
        ring: 1,
        stage: { kind: 'crew-action', pos: 9, refused: [] },
        marks: { '9': mk(1, 0, 0), '8': mk(1, 0, 0), '7': mk(0, 1, 0), '6': mk(0, 1, 1) },
        money: [0, 0, 0],
        hands: [[], [], []],
      },
    });
    const s = stateOf(must(m, 0, { type: 'pass' }).match);
    expect(s.phase).toBe('fence');
    expect(s.hands.map((h) => h.length)).toEqual([2, 3, 4]);
  });

  it('NP-8.1.3 NP-8.2.3 NP-8.3.1 NP-8.3.2 NP-22.3.2 each player in turn from the Capo ring buys cards at $10, decided before drawing', () => {
    let m = position({
      seats: 3,
      position: {
        board: BOARD,
        ring: 1,
        stage: { kind: 'fence', turn: 1, done: 0 },
        money: [5, 25, 10],
        hands: [[], [], []],
      },
    });
    expect(act(m, 0, { type: 'buy', count: 0 }).ok).toBe(false);
    expect(act(m, 1, { type: 'buy', count: 3 }).ok).toBe(false);
    m = must(m, 1, { type: 'buy', count: 2 }).match;
    let s = stateOf(m);
    expect(s.money[1]).toBe(5);
    expect(s.hands[1]).toHaveLength(2);
    m = must(m, 2, { type: 'buy', count: 1 }).match;
    s = stateOf(m);
    expect(s.hands[2]).toHaveLength(1);
    expect(s.stage).toMatchObject({ kind: 'fence', done: 2 });
  });

  it('NP-8.3.1 a card too many is refused with its price, one card or several', () => {
    const m = position({
      seats: 3,
      position: {
        board: BOARD,
        ring: 1,
        stage: { kind: 'fence', turn: 1, done: 0 },
        money: [5, 5, 10],
        hands: [[], [], []],
      },
    });
    const refusal = (count: number) => {
      const r = act(m, 1, { type: 'buy', count });
      return r.ok ? '' : r.error.message;
    };
    expect(refusal(1)).toBe('1 card costs $10.');
    expect(refusal(2)).toBe('2 cards cost $20.');
  });
});

describe('NP-9 The Feds, NP-10 The Family, NP-11 Bookkeeping', () => {
  const toFeds = (marks: Record<string, unknown>, seats = 3, extra: Record<string, unknown> = {}) =>
    position({
      seats,
      position: {
        board: BOARD,
        ring: 0,
        stage: { kind: 'fence', turn: 0, done: seats - 1 },
        marks,
        money: Array.from({ length: seats }, () => 0),
        hands: Array.from({ length: seats }, () => []),
        ...extra,
      },
    });
  const last = (seats: number) => (seats - 1) % seats;

  it('NP-9.1.1 NP-9.2.1 NP-9.2.2 NP-9.2.3 NP-9.2.4 NP-22.4.1 NP-7.6-ex1 11 markers in a five-player game: Eric goes to Prison', () => {
    const m = toFeds({ '1': { seats: [4, 4, 3, 0, 0] } }, 5);
    const step = must(m, last(5), { type: 'buy', count: 0 });
    const s = stateOf(step.match);
    expect(s.prison).toEqual(['eric-summerino']);
    expect(s.supply).toEqual([25, 25, 25, 25, 25]);
    expect(clauses(step.events)).toContain('NP-9.2.2');
  });

  it('NP-9.2.4 thresholds 9 / 10 / 11 by player count', () => {
    for (const [seats, n, jailed] of [
      [3, 8, false],
      [3, 9, true],
      [4, 9, false],
      [4, 10, true],
      [5, 10, false],
      [5, 11, true],
    ] as const) {
      const marks = { '1': { seats: [n, ...Array.from({ length: seats - 1 }, () => 0)] } };
      const s = stateOf(must(toFeds(marks, seats), last(seats), { type: 'buy', count: 0 }).match);
      expect(s.prison.includes('eric-summerino'), `${seats} players, ${n} markers`).toBe(jailed);
    }
  });

  it('NP-15.2.4 an innate trait ("12 markers for Prison") holds', () => {
    const m = toFeds({ '1': mk(6, 5, 0) }, 3, { board: { ...BOARD, '1': 'danny-costa' } });
    const s = stateOf(must(m, 2, { type: 'buy', count: 0 }).match);
    expect(s.prison).toEqual([]);
  });

  it('NP-9.1.2 NP-9.3.1 NP-22.4.2 sideways gangsters stand up again', () => {
    const s = stateOf(
      must(toFeds({}, 3, { sideways: ['jim-redio', 'paulie-guistono'] }), 2, { type: 'buy', count: 0 }).match,
    );
    expect(s.sideways).toEqual([]);
  });

  it('NP-10.1.1 NP-10.1.2 NP-10.2.1 NP-10.2.2 NP-22.5.1 an empty Capo is filled first by the highest gangster, whose controller takes the ring', () => {
    const m = toFeds({ '8': mk(0, 0, 2) }, 3, { board: { ...BOARD, '9': null } });
    const s = stateOf(must(m, 2, { type: 'buy', count: 0 }).match);
    expect(s.positions[8]).toBe('mikey-rudmanilli');
    expect(s.ring).toBe(2);
  });

  it('NP-10.1.1 NP-10.2.1 NP-10.3.2 with positions 1–8 empty too, the Capo is still filled first (an Associate, then the deck)', () => {
    const m = toFeds({}, 3, { board: {}, emptyRest: true, associates: ['jim-redio', 'nicky-fontana'] });
    const step = must(m, 2, { type: 'buy', count: 0 });
    const s = stateOf(step.match);
    expect(s.positions[8]).toBe('jim-redio');
    expect(s.positions[7]).toBe('nicky-fontana');
    expect(s.positions.every((g) => g !== null)).toBe(true);
    expect(step.events.find((e) => e.type === 'fill')?.text).toBe(
      '"Eager" Jim Redio fills the Capo position from the Associates.',
    );
  });

  it("NP-10.3.1 NP-10.3.2 NP-10.3-ex1 an empty Underboss: the Capo's controller chooses among the gangsters whose arrows lead there", () => {
    const m = toFeds({ '9': mk(1, 0, 0) }, 3, { board: { ...BOARD, '8': null } });
    let step = must(m, 2, { type: 'buy', count: 0 }).match;
    let s = stateOf(step);
    expect(s.stage).toMatchObject({ kind: 'family', pos: 8, chooser: 0, candidates: ['tony-marchetti', 'jim-redio'] });
    expect(act(step, 1, { type: 'fill', gangster: 'jim-redio' }).ok).toBe(false);
    expect(act(step, 0, { type: 'fill', gangster: 'nicky-fontana' }).ok).toBe(false);
    step = must(step, 0, { type: 'fill', gangster: 'jim-redio' }).match;
    s = stateOf(step);
    expect(s.positions[7]).toBe('jim-redio');
    // The Racketeer spot is empty now; the Second Guy's arrow leads there, and nobody controls the Underboss to choose.
    expect(s.positions[4]).toBe('paulie-guistono');
  });

  it('NP-10.3.2 NP-10.3.3 NP-10.3.4 with nobody below, an Associate moves up; Associates are refilled from the deck; no double promotion', () => {
    const m = toFeds({}, 3, { board: { ...BOARD, '1': null, '2': null, '3': null } });
    const s = stateOf(must(m, 2, { type: 'buy', count: 0 }).match);
    expect(s.positions.every((g) => g !== null)).toBe(true);
    expect(s.associates.every((g) => g !== null)).toBe(true);
    expect(new Set(s.promoted).size).toBe(s.promoted.length);
  });

  it('NP-4.7 NP-4.8 NP-4.9 NP-11.1 NP-22.6.1 Bookkeeping starts a new round at The Commission with the Capo ring first', () => {
    const s = stateOf(must(toFeds({}, 3, { round: 2, ring: 1 }), 2, { type: 'buy', count: 0 }).match);
    expect(s.round).toBe(3);
    expect(s.stage).toMatchObject({ kind: 'commission', turn: 1 });
  });

  it('NP-4.10 NP-4.1 NP-11.2 NP-12.1 NP-22.6.2 after the fifth Bookkeeping the game ends', () => {
    const step = must(toFeds({ '9': mk(1, 0, 0) }, 3, { round: 5 }), 2, { type: 'buy', count: 0 });
    const s = stateOf(step.match);
    expect(s.phase).toBe('over');
    expect(s.result?.winner).toBe(0);
  });
});
