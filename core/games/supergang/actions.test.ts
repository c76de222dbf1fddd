/**
 * The host reads every action by hand (`parseAction`'s `byHand`), falling back on the schema for what it
 * does not accept: both must give the same answer, the same action with its keys in the same order, or the same
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

const TYPES = [
  ...['buy-cops', 'roll', 'cop-move', 'answer-arrest', 'move', 'clinic-attack', 'coward', 'racket', 'buy'],
  ...['stick-up', 'kill', 'vamp', 'buy-pawns', 'deal', 'recruit', 'answer-recruit', 'counter-price'],
  ...['take-price', 'walk-away', 'take-token', 'done', 'shoot', 'pay', 'abandon', 'time-up', 'x', 'constructor'],
];

describe('reading an action', () => {
  it('gives what the schema gives, for whatever is sent', () => {
    const id = fc.oneof(
      fc.string({ minLength: 0, maxLength: 70 }),
      fc.constantFrom('red-killer', 's3-9', '', 'x'.repeat(64), 'x'.repeat(65)),
    );
    const value = fc.oneof(
      id,
      fc.constantFrom(null, undefined, 0, 1, 2, 4, 5, 10, 11, -0, 0.5, -1, Number.NaN, true, false, [], {}),
      fc.constantFrom('money', 'ownership', 'killer', 'vamp', 'dealer', 'cop'),
      fc.constantFrom(1320, 1321, -1320, -1321, 2 ** 53, Number.POSITIVE_INFINITY),
      fc.integer(),
      fc.array(id, { maxLength: 14 }),
      fc.array(fc.oneof(id, fc.constantFrom(null, 1)), { maxLength: 3 }),
    );
    const action = fc.record(
      {
        type: fc.oneof(fc.constantFrom(...TYPES), value),
        character: value,
        to: value,
        group: value,
        arrest: value,
        target: value,
        rebel: value,
        mode: value,
        defender: value,
        targets: value,
        count: value,
        section: value,
        kind: value,
        price: value,
        shop: value,
        amount: value,
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

  it('gives what the schema gives at every edge of every action: each entry changed, missing or extra', () => {
    const templates: Record<string, unknown>[] = [
      { type: 'roll' },
      { type: 'cop-move', group: 1, to: 's3-9', arrest: null },
      { type: 'answer-arrest', rebel: true },
      { type: 'move', character: 'red-killer', to: null },
      { type: 'clinic-attack', character: 'red-killer', target: 'blue-vamp' },
      { type: 'stick-up', mode: 'money', defender: 2 },
      { type: 'kill', targets: ['blue-vamp', 'green-dealer'] },
      { type: 'vamp', target: 'blue-vamp' },
      { type: 'buy-pawns', count: 4 },
      { type: 'deal', section: 'w12' },
      { type: 'recruit', kind: 'dealer' },
      { type: 'answer-recruit', price: 40 },
      { type: 'counter-price', price: -5 },
      { type: 'take-token', shop: 'shop-cinema-roxy' },
      { type: 'shoot', target: 'cops-1' },
      { type: 'pay', to: 3, amount: 10 },
    ];
    const x = (n: number) => 'x'.repeat(n);
    const edges: unknown[] = [
      ...[undefined, null, true, false, -1, -0, 0, 1, 2, 3, 4, 5, 9, 10, 11, 12, 13, 1320, 1321, -1320, -1321],
      ...[0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '', 'x', x(64), x(65), '1', 'money', 'ownership'],
      ...['killer', 'vamp', 'dealer', 'cop', [], ['x'], Array(12).fill('x'), Array(13).fill('x'), ['x', '']],
      ...[['x', 1], [x(65)], {}, { type: 'move' }],
    ];
    let accepted = 0;
    for (const t of templates) {
      for (const key of [...Object.keys(t), 'extra'])
        for (const edge of edges) {
          const raw = { ...t, [key]: edge };
          expect(byParse(raw)).toBe(bySchema(raw));
          if (bySchema(raw) !== 'refused') accepted++;
        }
    }
    expect(accepted).toBeGreaterThan(templates.length * edges.length);
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
