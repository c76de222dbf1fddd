import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashJson, hashString } from './hash';
import { cloneJson, copyJson, findNonJson, stableStringify, stableStringifyChecked } from './json';

/** The first canonical serializer, kept as the reference: stored state hashes were taken over its text. */
function reference(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => reference(v)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${reference(v)}`).join(',')}}`;
}

describe('stableStringify', () => {
  it('writes exactly the text of the first version for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(stableStringify(v)).toBe(reference(v));
      }),
      { numRuns: 2000 },
    );
  });

  it('matches the first version on awkward strings, keys, numbers and holes', () => {
    const awkward = {
      'z"': 'quote " and \\ backslash',
      '\u0001': 'control \u0001 \n \t',
      lone: '\ud800 lone surrogate',
      pair: '\ud83d\ude00 pair',
      '10': 1e21,
      '9': -0,
      nums: [0.1, -5e-7, 1.7976931348623157e308, Number.NaN, Number.POSITIVE_INFINITY],
      gaps: [undefined, () => 1, null],
      skipped: undefined,
      date: new Date(0),
      ünïcode: 'ünïcode',
    };
    expect(stableStringify(awkward)).toBe(reference(awkward));
    fc.assert(
      fc.property(fc.anything(), (v) => {
        expect(stableStringify(v)).toBe(reference(v));
      }),
      { numRuns: 1000 },
    );
  });

  it('sorts objects that share a remembered shape’s count, first and last key but not its keys', () => {
    const values = [
      { b: 1, z: 2, a: 3 },
      { b: 1, c: 5, z: 2 },
      { b: 1, a: 3, z: 2 },
      { b: 1, y: 0, z: 2 },
      { b: 1, z: 2, a: 3, extra: 4 },
    ];
    for (let round = 0; round < 2; round++) for (const v of values) expect(stableStringify(v)).toBe(reference(v));
    fc.assert(
      fc.property(fc.array(fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', 'e'), fc.nat())), (list) => {
        for (const v of list) expect(stableStringify(v)).toBe(reference(v));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the stored hash of a known value', () => {
    // Pinned: a change here would make every stored game fail `verify-history`.
    expect(hashJson({ b: [1, 'two', { d: null, c: true }], a: 3 })).toBe(
      hashJson(cloneJson({ a: 3, b: [1, 'two', { c: true, d: null }] })),
    );
    expect(hashJson({ b: [1, 'two', { d: null, c: true }], a: 3 })).toBe('e8377a04bedaecec');
  });

  it('hashes the text it writes: the hash of the first version’s text, long texts included', () => {
    // Pinned: the hash of a text as the first version took it.
    expect(hashString('Mob Night \u00e9 \ud83d\ude00 "x"')).toBe('5310a53c2f7e4783');
    expect(hashString('')).toBe('8850f13b79a47a5d');
    fc.assert(
      fc.property(fc.anything(), (v) => {
        expect(hashJson(v)).toBe(hashString(reference(v)));
      }),
      { numRuns: 500 },
    );
    // Longer than the writer's first buffer and than one chunk of stableStringify's text.
    const big = { rows: Array.from({ length: 3000 }, (_, i) => ({ s: `row ${i} \u00e9 "q"`, n: i * 1.5 })) };
    expect(stableStringify(big)).toBe(reference(big));
    expect(hashJson(big)).toBe(hashString(reference(big)));
    expect(hashJson(big, { checkJson: true })).toBe(hashString(reference(big)));
  });
});

describe('stableStringifyChecked (hash and plain-JSON check in one walk)', () => {
  it('writes the same text as stableStringify for plain JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(stableStringifyChecked(v)).toBe(stableStringify(v));
      }),
    );
  });

  it('refuses whatever findNonJson refuses, naming the same place', () => {
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
      const where = findNonJson(v);
      expect(where).not.toBeNull();
      expect(() => stableStringifyChecked(v, 'state')).toThrow(`state is not plain JSON at ${where}`);
    }
  });
});

describe('copyJson', () => {
  it('copies any JSON value deeply, sharing nothing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const c = copyJson(v);
        expect(c).toEqual(cloneJson(v));
        expect(stableStringify(c)).toBe(stableStringify(v));
        if (typeof v === 'object' && v !== null) expect(c).not.toBe(v);
      }),
    );
    const v = { a: [{ b: 1 }], c: { d: [2] } };
    const c = copyJson(v);
    c.a[0]!.b = 5;
    c.c.d.push(3);
    expect(v).toEqual({ a: [{ b: 1 }], c: { d: [2] } });
  });
});

describe('copyJson and a key named __proto__', () => {
  it('copies it as a field, as JSON.parse reads it', () => {
    const v = JSON.parse('{"__proto__":false,"a":[{"__proto__":{"b":1}}]}') as unknown;
    expect(copyJson(v)).toEqual(v);
    expect(JSON.stringify(copyJson(v))).toBe(JSON.stringify(v));
  });
});
