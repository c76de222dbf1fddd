/**
 * The shape-written copies of the Gangs, Public pieces, Cops and Joints give exactly `copyJson`'s value: the same keys
 * in the same order, -0 as 0, nothing shared with the input, whatever the shape they are handed.
 */
import { describe, expect, it } from 'vitest';
import { copyJson } from '../../engine/json';
import { copyCops, copyGangs, copyJoints, copyPublics } from './copy-parts';
import type { CopState, GangState, JointState, PublicState } from './state';

function gang(over: Record<string, unknown> = {}): GangState {
  return {
    seat: 1,
    gang: 'red',
    cash: -0,
    strength: { racketeer: 2, thug: 0, vamp: 1 },
    pieces: {
      racketeer: { at: 'b12', facing: 'north', criminal: true },
      thug: null,
      vamp: { at: 's3', facing: null, criminal: false },
    },
    heaters: true,
    wheels: false,
    siren: false,
    out: false,
    donut: { cop: 3, side: 1 },
    ...over,
  } as GangState;
}

/** The same text as `copyJson`'s copy, and no object of the input inside the copy. */
function expectCopy<T>(copy: (v: T) => T, v: T): void {
  const c = copy(v);
  expect(JSON.stringify(c)).toBe(JSON.stringify(copyJson(v)));
  expect(Object.is((c as unknown as GangState[])[0]?.cash, -0)).toBe(false);
  const inputs = new Set<unknown>();
  const walk = (x: unknown, into: Set<unknown>) => {
    if (typeof x !== 'object' || x === null) return;
    into.add(x);
    for (const y of Object.values(x)) walk(y, into);
  };
  walk(v, inputs);
  const shared: unknown[] = [];
  const seen = new Set<unknown>();
  walk(c, seen);
  for (const x of seen) if (inputs.has(x)) shared.push(x);
  expect(shared).toEqual([]);
}

describe('copies of the Gangs, the Public pieces, the Cops and the Joints', () => {
  it('copy the usual shape exactly, -0 read as 0', () => {
    expectCopy(copyGangs, [
      gang(),
      gang({ seat: 2, donut: null, pieces: { racketeer: null, thug: null, vamp: null } }),
    ]);
    expectCopy(copyPublics, [
      { id: 0, strength: 1, at: null, facing: null },
      { id: 1, strength: 3, at: 'c7', facing: 'east' },
    ] as PublicState[]);
  });

  it('copy any other shape as copyJson does: keys in another order, a field more, a nested value', () => {
    const { cash, ...rest } = gang();
    const reordered = { cash, ...rest } as GangState;
    const extra = gang({ notes: ['a', { b: 1 }] });
    const oddPiece = gang({
      pieces: { thug: null, racketeer: null, vamp: { facing: null, at: 's1', criminal: false } },
    });
    const oddStrength = gang({ strength: { vamp: 0, thug: 1, racketeer: 1 } });
    const nested = gang({ cash: { later: [1, 2] } });
    expectCopy(copyGangs, [reordered, extra, oddPiece, oddStrength, nested]);
    expectCopy(copyPublics, [
      { at: null, id: 0, strength: 1, facing: null },
      { id: 1, strength: 2, at: 'x', facing: null, extra: {} },
    ] as unknown as PublicState[]);
  });

  it('copy the Cops and the Joints (the Cop take-back keeps them, G-6.92) as copyJson does, any shape', () => {
    expectCopy(copyCops, [
      { strength: 2, at: 's4', facing: 'north' },
      { strength: -0, at: 'b9', facing: null },
      { at: 'c1', strength: 3, facing: null },
      { strength: 4, at: 's2', facing: 'west', extra: [1, { x: 2 }] },
    ] as unknown as CopState[]);
    const joints = {
      b1: { owner: 2, level: 1 },
      b7: { owner: null, level: -0 },
      b3: { level: 2, owner: 1 },
      b5: { owner: 0, level: 1, notes: { a: [1] } },
    } as unknown as Record<string, JointState>;
    const c = copyJoints(joints);
    expect(JSON.stringify(c)).toBe(JSON.stringify(copyJson(joints)));
    expect(Object.is(c['b7']?.level, -0)).toBe(false);
    for (const id of Object.keys(joints)) expect(c[id]).not.toBe(joints[id]);
    expect(c['b5']?.['notes']).not.toBe(joints['b5']?.['notes']);
  });
});
