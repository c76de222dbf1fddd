import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digestAfter, digestJson } from './digest';
import { hashJson } from './hash';
import { cloneJson, findNonJson, stableStringify } from './json';
import { isKeyedRecord, keyedRecord } from './keyed-record';
import { applyAction, createMatch, hashMatches, hashVersion, matchHash, type Match } from './match';
import { nextInt, seedRng } from './rng';
import { diceRace } from './testing/dice-race';
import type { AnyGameDef } from './game';

/** The same value with every object's keys written in reverse order. */
function reversed(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(reversed);
  // fromEntries makes a key named __proto__ a field, as JSON.parse does.
  return Object.fromEntries(
    Object.entries(v)
      .reverse()
      .map(([k, x]) => [k, reversed(x)]),
  );
}

const match = (state: unknown): Match =>
  ({
    setup: { gameId: 'g', engineVersion: '1', options: {}, seats: 2, seed: 's' },
    version: 3,
    rng: { s: [1, 2, 3, 4] },
    state,
  }) as unknown as Match;

describe('digestJson (the second state hash)', () => {
  it('gives equal JSON values equal digests, whatever their key order or trip through JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const d = digestJson(v);
        expect(d).toMatch(/^[0-9a-f]{16}$/);
        expect(digestJson(reversed(v))).toBe(d);
        expect(digestJson(cloneJson(v))).toBe(d);
        expect(digestJson(v, { checkJson: true })).toBe(d);
      }),
      { numRuns: 1000 },
    );
  });

  it('tells apart values whose canonical text differs', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        if (stableStringify(a) !== stableStringify(b)) expect(digestJson(a)).not.toBe(digestJson(b));
      }),
      { numRuns: 1000 },
    );
    const near: unknown[] = [
      null,
      false,
      true,
      0,
      1,
      -1,
      '1',
      '',
      [],
      {},
      [null],
      [[]],
      [{}],
      [1, 2],
      [2, 1],
      [1, [2]],
      [[1], 2],
      { a: 1, b: 2 },
      { a: 2, b: 1 },
      { a: { b: 1 } },
      { b: { a: 1 } },
      { a: [1] },
      { a: '1' },
      2147483647,
      2147483648,
      -2147483648,
      0.5,
      '0.5',
      1e21,
      'ab',
      'ba',
      ['a', 'b'],
      ['ab'],
    ];
    const seen = new Set(near.map((v) => digestJson(v)));
    expect(seen.size).toBe(near.length);
  });

  it('reads -0 as 0 and leaves out what JSON leaves out of an object, as JSON does', () => {
    expect(digestJson({ n: -0 })).toBe(digestJson({ n: 0 }));
    expect(digestJson({ a: 1, gone: undefined })).toBe(digestJson({ a: 1 }));
    expect(digestJson([1, Number.NaN])).toBe(digestJson([1, null]));
  });

  it('keeps the stored hash of a known value', () => {
    // Pinned: a change here would make every game stored with version 2 fail `verify-history`.
    expect(digestJson({ b: [1, 'two', { d: null, c: true }], a: 3, x: 0.25, big: 1e21 })).toBe('f8a24c1c374ba1e0');
    expect(matchHash(match({ board: [[1, 2], [3]], who: 'Ada' }))).toBe('2602c2e1582f600c8');
  });

  it('keeps the digests of whole numbers beyond 32 bits (the PRNG lanes)', () => {
    // Pinned (December 6): such a number is digested by its JSON text, and every match holds four PRNG
    // lanes, half of them 2^31 or more.
    const big = [2147483648, 4294967295, -2147483649, 9007199254740991, -9007199254740991, 3278160571, 1e15];
    expect(digestJson(big)).toBe('974de2ce4da6c7ad');
  });

  it('refuses in a checked walk whatever findNonJson refuses', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    const holey: unknown[] = [1];
    holey[2] = 3;
    const bad: unknown[] = [
      { a: new Map() },
      { a: undefined },
      { n: Number.NaN },
      holey,
      { f: () => 1 },
      { d: new Date(0) },
      cyclic,
      { deep: [{ x: Number.POSITIVE_INFINITY }] },
    ];
    for (const v of bad) {
      const where = findNonJson({ setup: {}, version: 0, rng: {}, state: v });
      expect(where).not.toBeNull();
      expect(() => matchHash(match(v), { checkJson: true })).toThrow(`the hashed value is not plain JSON at ${where}`);
    }
  });
});

describe('stored hashes of both versions', () => {
  it('checks each stored hash in its own version', () => {
    const m = match({ pieces: [1, 2, 3], turn: 'red' });
    const v1 = hashJson(m);
    const v2 = matchHash(m);
    expect(v2).toMatch(/^2[0-9a-f]{16}$/);
    expect([hashVersion(v1), hashVersion(v2), hashVersion('3abc'), hashVersion('')]).toEqual([1, 2, null, null]);
    expect(hashMatches(m, v1)).toBe(true);
    expect(hashMatches(m, v2)).toBe(true);
    const other = match({ pieces: [1, 2, 4], turn: 'red' });
    expect(hashMatches(other, v1)).toBe(false);
    expect(hashMatches(other, v2)).toBe(false);
    expect(hashMatches(m, `3${v2.slice(1)}`)).toBe(false);
  });
});

/** `value` with the part at `path` (one to three levels down) made anew by `make`; the rest shared. */
function edited(
  value: Record<string, unknown>,
  path: readonly string[],
  make: (old: unknown) => unknown,
): Record<string, unknown> {
  const [key, ...rest] = path as [string, ...string[]];
  const inner = value[key];
  const next =
    rest.length > 0 && inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? edited(inner as Record<string, unknown>, rest, make)
      : make(inner);
  // A new object of the same keys, in the same order or reversed, the edited one replaced or dropped.
  const entries = Object.entries(value).filter(([k]) => k !== key || next !== undefined);
  if (!(key in value) && next !== undefined) entries.push([key, next]);
  const out = Object.fromEntries(entries.map(([k, v]) => [k, k === key ? next : v]));
  return path.length % 2 === 0 ? Object.fromEntries(Object.entries(out).reverse()) : out;
}

/** A copy of a part, one level deep (a reducer's copy of a list it did not change), or with one item changed. */
function copied(old: unknown, item: unknown, change: boolean): unknown {
  if (Array.isArray(old)) {
    const out: unknown[] = old.slice();
    if (change) out[Math.max(0, out.length - 1)] = item;
    return out;
  }
  if (old !== null && typeof old === 'object') return change ? { ...old, z: item } : { ...old };
  return change ? item : old;
}

function hasUndefined(v: unknown): boolean {
  return typeof v === 'object' && v !== null && Object.values(v).some((x) => x === undefined || hasUndefined(x));
}

/**
 * Walks that take over a state's part, so that the next walks keep the state's parts again whatever the
 * tests before did (after walks that took nothing over, they are kept only every sixteenth walk).
 */
function keepingAgain(): void {
  let v = { setup: {}, state: { kept: { q: 1 }, n: 0 } };
  for (let n = 1; n <= 20; n++) {
    const next = { setup: v.setup, state: { kept: v.state.kept, n } };
    digestAfter(next, v);
    v = next;
  }
}

describe('digestAfter (the hash of a match made from the match hashed before)', () => {
  it('gives the digest of the whole value whatever it shares with the value before', () => {
    const key = fc.constantFrom('a', 'b', 'c', 'state', 'setup');
    const step = fc.record({
      path: fc.array(key, { minLength: 1, maxLength: 4 }),
      kind: fc.constantFrom('new', 'drop', 'copy', 'change', 'clone'),
      part: fc.jsonValue(),
    });
    fc.assert(
      fc.property(
        fc.dictionary(key, fc.jsonValue()),
        fc.array(step, { maxLength: 12 }),
        fc.boolean(),
        (first, steps, check) => {
          let before: Record<string, unknown> | null = null;
          let value: Record<string, unknown> = first;
          for (const s of [null, ...steps]) {
            if (s)
              value = edited(value, s.path, (old) =>
                s.kind === 'new'
                  ? s.part
                  : s.kind === 'drop'
                    ? undefined
                    : s.kind === 'clone'
                      ? reversed(old)
                      : copied(old, s.part, s.kind === 'change'),
              );
            expect(digestAfter(value, before, { checkJson: check })).toBe(digestJson(value));
            before = value;
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('gives every match the kernel makes the hash it has on its own, at every step', () => {
    for (let g = 0; g < 4; g++) {
      const made = createMatch(diceRace, { options: { target: 30 }, seats: 2 + (g % 3), seed: `after-${g}` });
      if (!made.ok) throw new Error(made.error.message);
      let m = made.value.match;
      let rng = seedRng(`after-bot-${g}`);
      expect(matchHash(m)).toBe(`2${digestJson(m)}`);
      const game: AnyGameDef = diceRace;
      while (!game.outcome(m.state)) {
        const seat = (game.pending(m.state)[0] as { seat: number }).seat;
        const legal = game.legal(m.state, seat) ?? [];
        const [i, next] = nextInt(rng, legal.length);
        rng = next;
        const step = applyAction(diceRace, m, seat, legal[i]);
        if (!step.ok) throw new Error(step.error.message);
        m = step.value.match;
        expect(matchHash(m, { checkJson: i % 2 === 0 })).toBe(`2${digestJson(m)}`);
      }
    }
  });

  it('gives the same digests by the loops kept for hash-table records (`tables`), records or not', () => {
    /** The value with every object rebuilt as a record V8 holds as a hash table, keys in the same order. */
    const asRecords = (v: unknown): unknown => {
      if (v === null || typeof v !== 'object') return v;
      if (Array.isArray(v)) return v.map(asRecords);
      const out = keyedRecord<unknown>();
      for (const [k, x] of Object.entries(v)) out[k] = asRecords(x);
      return out;
    };
    fc.assert(
      fc.property(fc.array(fc.dictionary(fc.constantFrom('a', 'b', 'c'), fc.jsonValue()), { maxLength: 6 }), (list) => {
        let before: object | null = null;
        for (const [i, v] of list.entries()) {
          const value = { setup: { s: 1 }, state: i % 2 === 0 ? asRecords(v) : v };
          const d = digestJson(cloneJson(value));
          expect(digestJson(value, { tables: true })).toBe(d);
          expect(digestAfter(value, before, { checkJson: true, tables: true })).toBe(d);
          before = value;
        }
      }),
      { numRuns: 200 },
    );
  });

  it("keeps a hash-table record's mark out of every reading of it: JSON, its keys, copies", () => {
    const r = keyedRecord<number>();
    r['g7'] = 1;
    r['g2'] = 2;
    expect(isKeyedRecord(r)).toBe(true);
    expect(isKeyedRecord({ g7: 1, g2: 2 })).toBe(false);
    expect(JSON.stringify(r)).toBe('{"g7":1,"g2":2}');
    expect(Object.keys(r)).toEqual(['g7', 'g2']);
    expect(r).toStrictEqual({ g7: 1, g2: 2 });
    expect(structuredClone(r)).toStrictEqual({ g7: 1, g2: 2 });
    expect(isKeyedRecord(structuredClone(r))).toBe(false);
    expect(digestJson({ r }, { tables: true })).toBe(digestJson({ r: { g7: 1, g2: 2 } }));
  });

  it('takes over an equal copy of a part, and only an equal one', () => {
    // Deep copies of the parts before (a reducer's copy of what an action left alone), keys reversed:
    // each is compared with the part before (equalJson) and its digest taken over.
    const state = { a: { x: [1, 2, { y: 'z' }], w: 0 }, b: [[1], [2, 3]], c: { d: { e: [true, null] } } };
    let before: object = { setup: { s: 1 }, state };
    digestAfter(before, null, { checkJson: true });
    const cases: unknown[] = [
      reversed(state),
      { ...state, a: { x: [1, 2, { y: 'z' }], w: -0 } },
      { ...state, a: { x: [1, 2, { y: 'Z' }], w: 0 } },
      { ...state, a: { x: [1, 2, { y: 'z' }] } },
      { ...state, a: { x: [1, 2, { y: 'z' }], w: 0, v: undefined } },
      { ...state, b: [[1], [2, 3, 4]] },
      { ...state, b: [[1], [3, 2]] },
      { ...state, c: { d: { e: [true, false] } } },
      { ...state, c: { d: { e: { 0: true, 1: null } } } },
      { ...state, c: { d: { e: [true, null], f: 1 } } },
      state,
    ];
    for (const s of cases) {
      const value = { setup: { s: 1 }, state: cloneJson(s as object) };
      expect(digestAfter(value, before, { checkJson: false })).toBe(digestJson(value));
      before = value;
    }
  });

  it('takes over a string, a number or a constant only under the same key at the same place, by value', () => {
    // Every entry is kept by its place in the walk: a value moved to another key, a key moved to another
    // place, an entry left out before it, a list become an object of the same items, or 1 become '1',
    // -0, true or NaN, each has its own digest.
    const values: unknown[] = [
      { a: 1, b: 'x', c: [1, 'x', true] },
      { a: 'x', b: 1, c: [1, 'x', true] },
      { b: 1, a: 'x', c: [1, 'x', true] },
      { a: undefined, b: 1, c: [1, 'x', true] },
      { b: 1, c: { 0: 1, 1: 'x', 2: true } },
      { b: '1', c: [1, 'x', true] },
      { b: -0, c: ['1', 'x', true] },
      { b: true, c: [Number.NaN, 'x', 1] },
      { b: true, c: [Number.NaN, 'x', 1] },
      { b: 1, c: [null, 'x', 1], d: null },
      { a: 1, b: 'x', c: [1, 'x', true] },
    ];
    keepingAgain();
    let before: object | null = null;
    for (const v of values) {
      const value = { setup: { s: 1 }, state: { deep: { v, n: 2 }, v } };
      expect(digestAfter(value, before)).toBe(digestJson(value));
      before = value;
    }
  });

  it('keeps what it walked of a list’s item that changed, for its next change, and only for that place', () => {
    // A state's list of objects (characters, Gangs) where one item changes from step to step: each
    // changed item is kept entry by entry, and compared with what was kept of the item at its place.
    const lists: unknown[][] = [
      [{ a: 1, b: { c: 1 } }, { x: [1] }],
      [{ a: 2, b: { c: 1 } }, { x: [1] }],
      [{ b: { c: 1 }, a: 2 }, { x: [1] }],
      [{ a: 2, b: { c: 2 } }, { x: [2] }],
      [
        { a: 2, b: { c: 2 }, d: undefined },
        { x: [2], y: 'y' },
      ],
      [[2, { c: 2 }], { x: [2], y: 'y' }],
      [{ a: 2, b: { c: 2 } }, 'x'],
      [
        { x: [2], y: 'y' },
        { a: 2, b: { c: 2 } },
      ],
      [{ a: 1, b: { c: 1 } }, { x: [1] }, { a: 1 }],
      [{ a: 1, b: { c: 1 } }],
      [{ a: 1, b: { c: 1 } }, { x: [1] }],
    ];
    for (const check of [false, true]) {
      keepingAgain();
      let before: object | null = null;
      for (const list of lists) {
        const value = { setup: { s: 1 }, state: { list: cloneJson(list), n: 1 } };
        expect(digestAfter(value, before, { checkJson: check && list.every((x) => !hasUndefined(x)) })).toBe(
          digestJson(value),
        );
        before = value;
      }
    }
  });

  it('believes nothing it kept once a checked walk stopped half-way on a value that is not JSON', () => {
    // The walk writes over what it kept of the value before, each entry's value before its digest:
    // stopped half-way, what it kept holds a part with the digest of the one before it there.
    keepingAgain();
    const before = { setup: { s: 1 }, state: { a: { x: 1, y: { z: 1 } }, b: { z: 1 } } };
    digestAfter(before, null, { checkJson: true });
    const part = { x: 2, y: { z: Number.NaN } };
    const bad = { setup: before.setup, state: { a: part, b: before.state.b } };
    expect(() => digestAfter(bad, before, { checkJson: true })).toThrow();
    // Unchecked, NaN is hashed as null, as JSON writes it.
    const next = { setup: before.setup, state: { a: part, b: before.state.b } };
    expect(digestAfter(next, before)).toBe(digestJson(next));
    expect(digestAfter(next, bad)).toBe(digestJson(next));
  });

  it('takes over no equal-looking part that is not plain JSON into a checked walk', () => {
    class Point {
      constructor(readonly y: string) {}
    }
    const before = { setup: {}, state: { a: { p: { y: 'z' } }, b: [1] } };
    digestAfter(before, null, { checkJson: true });
    expect(() =>
      digestAfter({ setup: {}, state: { a: { p: new Point('z') }, b: [1] } }, before, { checkJson: true }),
    ).toThrow();
  });

  it('takes over nothing unchecked into a checked walk', () => {
    // Not plain JSON, hashed unchecked (as null) in the value before, and shared with the next value.
    const part = { n: [1, Number.NaN] };
    const before = { setup: part, state: { a: 1 } };
    digestAfter(before, null);
    expect(() => digestAfter({ setup: part, state: { a: 2 } }, before, { checkJson: true })).toThrow();
  });
});
