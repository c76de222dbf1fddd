/**
 * `readAction`, the schema's fast path, against `actionSchema` itself: the same action types and
 * fields, and for every action a few games list (and the same actions with one field spoiled) either
 * the schema's own result or a step aside (null), so that zod reads it.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, applyAction, SIMULATION, type Match } from '../../engine/match';
import { nextInt, seedRng } from '../../engine/rng';
import { actionSchema, readAction, type NpAction } from './actions';
import { nothingPersonal as np } from './game';
import type { NpState } from './state';

const ODD: unknown[] = [undefined, null, -1, 0, 1, 1.5, 5, 10, 21, 101, 1001, 2 ** 53, NaN, '', 'x', true, [], [1], {}];
const OFFER: Record<string, unknown> = {
  type: 'offer',
  to: 1,
  money: 3,
  cards: ['thug-1#1'],
  ask: 2,
  promise: 'a favour',
};
const MARKED: Record<string, unknown> = {
  type: 'power',
  pos: 3,
  seat: 1,
  markers: [{ pos: 2, owner: -1, coin: true }],
  targets: [4, 5],
};
const GIVE = { type: 'give', to: 2, money: 0, cards: [] };
const COIN = { type: 'hand-coin', pos: 9, to: 0 };
/** Rarer decisions a short random game may not reach. */
const RARE = [
  { type: 'move' },
  { type: 'call-off' },
  { type: 'permit', allow: true },
  { type: 'keep', card: 'thug-1#1', to: 3 },
  { type: 'reroll', free: false },
  { type: 'rule', seat: 4 },
  { type: 'fill', gangster: 'jim-redio' },
  { type: 'answer', offer: 7, accept: true },
];

/** Every action a seat has on the table in a seeded random game's first `count` positions. */
function listed(seed: string, count: number): NpAction[] {
  const c = createMatch(np, { options: { expansions: ['designers', 'historical', 'young-turks'] }, seats: 5, seed });
  if (!c.ok) throw new Error(c.error.message);
  let m: Match = c.value.match;
  let rng = seedRng(seed);
  const out: NpAction[] = [];
  for (let i = 0; i < count && !np.outcome(m.state as NpState); i++) {
    const s = m.state as NpState;
    for (let seat = 0; seat < 5; seat++) out.push(...(np.legal(s, seat) ?? []), ...(np.anytime?.(s, seat) ?? []));
    const seat = np.pending(s)[0]?.seat ?? 0;
    const legal = np.legal(s, seat) ?? [];
    const [k, next] = nextInt(rng, legal.length);
    rng = next;
    const step = applyAction(np, m, seat, legal[k], { kind: 'seeded' }, SIMULATION);
    if (!step.ok) throw new Error(step.error.message);
    m = step.value.match;
  }
  return out;
}

function agrees(raw: unknown): void {
  const quick = readAction(raw);
  if (quick === null) return;
  const r = actionSchema.safeParse(raw);
  expect(r.success, JSON.stringify(raw)).toBe(true);
  expect(JSON.stringify(quick)).toBe(JSON.stringify(r.data));
}

/** Listed actions, one of each type and set of nulls, and the free-form ones no list has. */
function samples(): Record<string, unknown>[] {
  const byShape = new Map<string, Record<string, unknown>>();
  for (const a of [...listed('actions', 150), OFFER, MARKED, GIVE, COIN, ...RARE]) {
    const shape = JSON.stringify(
      Object.entries(a).map(([k, v]) => [k, k === 'type' ? v : v === null, Array.isArray(v) && v.length]),
    );
    if (!byShape.has(shape)) byShape.set(shape, a);
  }
  return [...byShape.values()];
}

describe('actions: the fast path of the schema', () => {
  const all = samples();

  it('takes every kind of action the schema knows, as the schema gives it', () => {
    const types = new Set(all.map((a) => a.type));
    for (const option of actionSchema.options)
      expect(types, option.shape.type.value).toContain(option.shape.type.value);
    for (const a of all) {
      expect(readAction(a), JSON.stringify(a)).not.toBeNull();
      agrees(a);
    }
    expect(readAction({ type: 'no-such-action' })).toBeNull();
    expect(readAction({ type: 'toString' })).toBeNull();
  });

  it('gives what the schema gives, or steps aside, for the same actions with a field spoiled', () => {
    for (const a of all) {
      agrees({ ...a, surplus: 1 });
      agrees(Object.create(a));
      for (const key of Object.keys(a)) {
        for (const odd of ODD) agrees({ ...a, [key]: odd });
        const { [key]: _gone, ...rest } = a;
        agrees(rest);
      }
      for (const key of ['markers', 'targets', 'cards']) {
        const v = a[key];
        if (!Array.isArray(v)) continue;
        for (const odd of ODD) agrees({ ...a, [key]: [...(v as unknown[]), odd] });
        agrees({ ...a, [key]: [...(v as unknown[]), ...(v as unknown[]), ...(v as unknown[]), 1, 2, 3, 4, 5] });
      }
    }
    agrees({ ...MARKED, markers: [{ pos: 2, owner: -2, coin: true }] });
    agrees({ ...MARKED, markers: [{ pos: 2, owner: 0 }] });
    agrees({ ...OFFER, promise: 'x'.repeat(201) });
    // eslint-disable-next-line no-sparse-arrays
    agrees({ ...OFFER, cards: [, 'a'] });
  });
});
