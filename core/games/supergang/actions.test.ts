/**
 * The host reads the actions it is sent most by hand (`parseAction`'s `common`), the rest with the
 * schema: both must give the same answer, the same action with its keys in the same order, or the same
 * refusal, for anything a seat, the network or a file could send.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../engine/match';
import { nextInt, seedRng } from '../../engine/rng';
import { SimRoller } from '../../engine/sim-roller';
import type { JsonValue } from '../../engine/json';
import { actionSchema, parseAction } from './actions';
import { plainCopy } from './copy';
import { supergang } from './game';
import type { SuperGangState } from './state';

/** The schema's own answer, as `parseAction` gave it before it read any action by hand. */
function bySchema(raw: unknown): string {
  const r = actionSchema.safeParse(raw);
  return r.success ? JSON.stringify({ ok: true, value: r.data }) : 'refused';
}

function byParse(raw: unknown): string {
  const r = parseAction(raw);
  return r.ok ? JSON.stringify({ ok: true, value: r.value }) : 'refused';
}

const TYPES = ['move', 'cop-move', 'shoot', 'done', 'roll', 'abandon', 'time-up', 'walk-away', 'kill', 'pay', 'x'];

describe('reading an action', () => {
  it('gives what the schema gives, for whatever is sent', () => {
    const id = fc.oneof(
      fc.string({ minLength: 0, maxLength: 70 }),
      fc.constantFrom('red-killer', 's3-9', '', 'x'.repeat(64), 'x'.repeat(65)),
    );
    const value = fc.oneof(
      id,
      fc.constantFrom(null, undefined, 0, 1, 2, -0, 0.5, -1, Number.NaN, true, [], {}),
      fc.integer(),
    );
    const action = fc.record(
      {
        type: fc.oneof(fc.constantFrom(...TYPES), value),
        character: value,
        to: value,
        group: value,
        arrest: value,
        target: value,
        extra: value,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(action, (raw) => {
        expect(byParse(raw)).toBe(bySchema(raw));
      }),
      { numRuns: 3000 },
    );
    for (const raw of [null, 'move', 1, [], [{ type: 'done' }], new Map(), Object.create({ type: 'done' })])
      expect(byParse(raw)).toBe(bySchema(raw));
  });

  it('gives what the schema gives for every action a game offers, keys in any order', () => {
    let seen = 0;
    for (const seats of [2, 4, 5]) {
      const created = createMatch(supergang, { options: {}, seats, seed: `actions-${seats}` });
      if (!created.ok) throw new Error(created.error.message);
      let s = plainCopy(created.value.match.state as unknown as SuperGangState);
      const dice = new SimRoller(created.value.match.rng);
      let rng = seedRng(`actions-bot-${seats}`);
      for (let step = 0; step < 1500 && !supergang.outcome(s); step++) {
        const seat = supergang.pending(s)[0]?.seat ?? 0;
        const legal = supergang.legal(s, seat) as JsonValue[];
        for (const a of [...legal, ...((supergang.anytime?.(s, seat) ?? []) as JsonValue[])]) {
          const reversed = Object.fromEntries(Object.entries(a as object).reverse());
          expect(byParse(a)).toBe(bySchema(a));
          expect(byParse(reversed)).toBe(bySchema(reversed));
          seen++;
        }
        const [i, next] = nextInt(rng, legal.length);
        rng = next;
        const r = supergang.applyInPlace?.(s, seat, legal[i] as JsonValue, dice);
        if (!r?.ok) throw new Error('refused');
        s = r.value;
      }
    }
    expect(seen).toBeGreaterThan(1000);
  });
});
