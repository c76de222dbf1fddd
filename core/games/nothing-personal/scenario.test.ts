import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choices } from './anytime';
import { parseScenarioFile } from '../../engine/scenario-file';
import { npScenarioMatch, npScenarioStep, parseScenario, runScenario } from './scenario';
import type { NpState } from './state';

const EXAMPLE = {
  seats: 3,
  seed: 'demo',
  position: {
    round: 2,
    ring: 0,
    stage: { kind: 'crew-action', pos: 2, refused: [] },
    board: { '2': 'paulie-guistono', '5': 'jim-redio', '9': 'steve-averso' },
    marks: { '2': { seats: [2, 0, 0] }, '5': { seats: [0, 3, 0], neutral: 1 } },
    money: [20, 10, 5],
    respect: [4, 0, 0],
    hands: [['snitch#1'], [], []],
  },
  actions: [{ seat: 0, action: { type: 'move' }, dice: [3] }],
};

describe('scenario notation', () => {
  it('runs the documented example: Guistono rolls a 4 and takes the Racketeer spot', () => {
    const sc = parseScenario(JSON.stringify(EXAMPLE));
    if (!sc.ok) throw new Error(sc.error.message);
    const run = runScenario({ ...sc.value, actions: [] });
    if (!run.ok) throw new Error(run.error.message);
    const s0 = run.value.match.state as NpState;
    expect(choices(s0, 0).main).toContainEqual({ type: 'move' });
    const full = runScenario(sc.value);
    if (!full.ok) throw new Error(full.error.message);
    const s = full.value.match.state as NpState;
    // The window for re-rolls is open: seats with $10 may still answer.
    expect(s.interrupts[0]).toMatchObject({ kind: 'reroll', pos: 2 });
  });

  it('explains what is wrong, field by field', () => {
    const bad = [
      ['{', /not valid JSON/],
      [{ seats: 7 }, /seats/],
      [{ seats: 3, position: { board: { '2': 'nobody' } } }, /Unknown gangster/],
      [{ seats: 3, position: { money: [1, 2] } }, /one entry per seat/],
      [{ seats: 3, position: { board: { '2': 'jim-redio', '3': 'jim-redio' } } }, /named twice/],
      [{ seats: 3, position: { marks: { '2': { seats: [1] } } } }, /marks\.2\.seats/],
    ] as const;
    for (const [raw, why] of bad) {
      const r = parseScenario(raw);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toMatch(why);
    }
  });

  it('reports a refused action with its index', () => {
    const sc = parseScenario({ ...EXAMPLE, actions: [{ seat: 1, action: { type: 'move' } }] });
    if (!sc.ok) throw new Error(sc.error.message);
    const r = runScenario(sc.value);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/^actions\.0/);
  });

  it('never throws on arbitrary input (fuzz)', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const r = parseScenario(raw);
        if (r.ok) runScenario(r.value);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(
        fc.record({
          seats: fc.integer({ min: 3, max: 5 }),
          position: fc.record(
            { money: fc.array(fc.nat(50), { minLength: 3, maxLength: 5 }), round: fc.integer({ min: 1, max: 5 }) },
            { requiredKeys: [] },
          ),
        }),
        (raw) => {
          const r = parseScenario(raw);
          if (r.ok) expect(runScenario(r.value).ok).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });

  describe('decks, scripted draws and the moment within a round', () => {
    const fence = {
      seats: 3,
      seed: 'decks',
      position: {
        stage: { kind: 'fence', turn: 0, done: 0 },
        money: [30, 0, 0],
        hands: [[], [], []],
        influenceDeck: ['snitch#2', 'thug-1#1', 'blackmail#3'],
        gangsterDeck: ['leo-seyfarth'],
      },
      options: { expansions: ['designers'] },
    };

    it('puts the named cards on top of their decks, in order', () => {
      const sc = parseScenario(fence);
      if (!sc.ok) throw new Error(sc.error.message);
      const run = runScenario(sc.value);
      if (!run.ok) throw new Error(run.error.message);
      const s = run.value.match.state as NpState;
      expect(s.influenceDeck.slice(0, 3)).toEqual(['snitch#2', 'thug-1#1', 'blackmail#3']);
      expect(s.gangsterDeck[0]).toBe('leo-seyfarth');
      expect(new Set(s.influenceDeck).size).toBe(s.influenceDeck.length);
      expect(s.influenceDeck.length + s.hands.flat().length).toBe(94);
    });

    it('scripts the cards an action draws: draws= are indexes from the top of the deck', () => {
      const sc = parseScenario({ ...fence, actions: [{ seat: 0, action: { type: 'buy', count: 2 }, draws: [2, 0] }] });
      if (!sc.ok) throw new Error(sc.error.message);
      const run = runScenario(sc.value);
      if (!run.ok) throw new Error(run.error.message);
      const s = run.value.match.state as NpState;
      expect(s.hands[0]).toEqual(['blackmail#3', 'snitch#2']);
      expect('deckDraws' in s).toBe(false);
      const short = parseScenario({
        ...fence,
        actions: [{ seat: 0, action: { type: 'buy', count: 1 }, draws: [0, 0] }],
      });
      if (!short.ok) throw new Error(short.error.message);
      const r = runScenario(short.value);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toMatch(/drew 1 card/);
    });

    it('the same through a scenario file, as the CLI reads it', () => {
      const file = parseScenarioFile(
        [
          'game nothing-personal',
          JSON.stringify(fence),
          '---',
          '0 {"type":"buy","count":1} draws=1',
          '1 {"type":"buy","count":0}',
        ].join('\n'),
      );
      if (!file.ok) throw new Error(file.error.message);
      const start = npScenarioMatch(file.value.position);
      if (!start.ok) throw new Error(start.error.message);
      let m = start.value;
      for (const a of file.value.actions) {
        const step = npScenarioStep(m, a.seat, a.action, a.dice, a.draws);
        if (!step.ok) throw new Error(step.error.message);
        m = step.value.match;
      }
      expect((m.state as NpState).hands[0]).toEqual(['thug-1#1']);
    });

    it('holds open windows, rulings, silenced and promoted gangsters, and offers', () => {
      const sc = parseScenario({
        seats: 3,
        position: {
          board: { '5': 'jim-redio', '9': 'steve-averso' },
          stage: { kind: 'crew-control', pos: 0 },
          marks: { '5': { seats: [2, 2, 0] }, '9': { seats: [1, 0, 0] } },
          rulings: { '5': 1 },
          silenced: ['steve-averso'],
          promoted: ['jim-redio'],
          interrupts: [{ kind: 'payout', declined: [0] }],
          offers: [{ from: 1, to: 2, money: 3, ask: 0, promise: 'no hits' }],
          money: [0, 5, 0],
          hands: [[], [], ['suspect-silenced#1']],
        },
      });
      if (!sc.ok) throw new Error(sc.error.message);
      const run = runScenario(sc.value);
      if (!run.ok) throw new Error(run.error.message);
      const s = run.value.match.state as NpState;
      expect(s.interrupts).toEqual([{ kind: 'payout', declined: [0] }]);
      // With the tie it settled (rules edition 3): 2 markers each, seats 0 and 1 (bits 0b011).
      expect(s.rulings).toEqual({ 'jim-redio': 1, 'jim-redio:tie': 2 * 32 + 0b011 });
      expect(s.silenced).toEqual(['steve-averso']);
      expect(s.promoted).toEqual(['jim-redio']);
      expect(s.offers).toEqual([{ id: 0, from: 1, to: 2, money: 3, cards: [], ask: 0, promise: 'no hits' }]);
      expect(s.nextOffer).toBe(1);
      expect(choices(s, 2).main).toContainEqual({ type: 'decline' });
      const bad = parseScenario({
        seats: 3,
        position: { interrupts: [{ kind: 'tie', pos: 5, tied: [1, 7], chooser: 0 }] },
      });
      expect(bad.ok).toBe(false);
      const unknown = parseScenario({ seats: 3, position: { gangsterDeck: ['nobody'] } });
      expect(unknown.ok && runScenario(unknown.value).ok).toBe(false);
    });

    it('NP-7.2.6 a tie waiting for the ring holder is loaded as it stands, and the Crew goes on from it', () => {
      const sc = parseScenario({
        seats: 3,
        position: {
          board: { '5': 'jim-redio' },
          emptyRest: true,
          ring: 0,
          stage: { kind: 'crew-control', pos: 5 },
          marks: { '5': { seats: [0, 2, 2] } },
          interrupts: [{ kind: 'tie', pos: 5, tied: [1, 2], chooser: 0 }],
          money: [0, 0, 0],
          hands: [[], [], []],
        },
        actions: [{ seat: 0, action: { type: 'rule', seat: 2 } }],
      });
      if (!sc.ok) throw new Error(sc.error.message);
      const run = runScenario(sc.value);
      if (!run.ok) throw new Error(run.error.message);
      const s = run.value.match.state as NpState;
      expect(s.rulings).toEqual({ 'jim-redio': 2, 'jim-redio:tie': 2 * 32 + 0b110 });
      expect(s.respect).toEqual([0, 0, 4]);
      expect(s.stage).toEqual({ kind: 'crew-action', pos: 5, refused: [] });
    });

    it('NP-7.4.3 on arrival the ring follows whoever controls the Capo', () => {
      const sc = parseScenario({
        seats: 3,
        position: {
          ring: 0,
          stage: { kind: 'commission', turn: 0, passed: [false, false, false], acted: [false, false, false], ante: 0 },
          marks: { '9': { seats: [0, 0, 2] } },
        },
      });
      if (!sc.ok) throw new Error(sc.error.message);
      const run = runScenario(sc.value);
      if (!run.ok) throw new Error(run.error.message);
      expect((run.value.match.state as NpState).ring).toBe(2);
    });

    it('NP-7.1.1 on arrival a Crew control stage with nothing pending goes on: control, payouts, the first action', () => {
      const sc = parseScenario({
        seats: 3,
        position: {
          board: { '5': 'jim-redio' },
          ring: 0,
          stage: { kind: 'crew-control', pos: 9 },
          emptyRest: true,
          marks: { '5': { seats: [0, 2, 0] } },
          money: [0, 0, 0],
          hands: [[], [], []],
        },
      });
      if (!sc.ok) throw new Error(sc.error.message);
      const run = runScenario(sc.value);
      if (!run.ok) throw new Error(run.error.message);
      const s = run.value.match.state as NpState;
      expect(s.respect).toEqual([0, 4, 0]); // NP-7.5-ex1: Jim Redio as Racketeer pays 4 Respect and $3
      expect(s.money).toEqual([0, 3, 0]);
      expect(s.stage).toEqual({ kind: 'crew-action', pos: 5, refused: [] });
    });
  });
});
