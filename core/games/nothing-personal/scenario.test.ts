import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choices } from './table';
import { parseScenario, runScenario } from './scenario';
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
});
