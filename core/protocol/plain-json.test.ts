import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API } from './api';
import { isPlainJson, plainJson } from './plain-json';
import { describeIssue } from './validate';

class Thing {
  x = 1;
}
const withExtra: unknown[] & { extra?: number } = [1, 2];
withExtra.extra = 3;

/** Values a sender could get past JSON.parse or a structured clone, and some only code could make. */
const CASES: [string, unknown][] = [
  ['NaN', NaN],
  ['Infinity', Infinity],
  ['-0', -0],
  ['a bigint', 1n],
  ['a function', () => 1],
  ['a symbol', Symbol('s')],
  ['a date', new Date(0)],
  ['a map', new Map()],
  ['a class instance', new Thing()],
  ['a symbol key', { a: 1, [Symbol('s')]: 2 }],
  ['an array with an extra key', withExtra],
  ['an array with a hole', [1, , 3]], // eslint-disable-line no-sparse-arrays
  ['undefined in an array', [undefined]],
  ['undefined in an object', { a: undefined }],
  ['Infinity deep inside', { a: { b: [1, { c: Infinity }] } }],
  ['a __proto__ key', JSON.parse('{"type":"play","__proto__":{"x":1}}')],
  ['a null prototype', Object.assign(Object.create(null) as object, { a: 1 })],
  ['an inherited key', Object.create({ inherited: 1 }) as object],
  ['typed array', new Uint8Array(2)],
  ['a move', { type: 'play', card: 'c', targets: [3, null], extra: false, to: null, ante: 0 }],
  ['number-like keys', { b: 3, '1': 2, '0': 1 }],
  ['nested arrays', [[[]], 'x', true, null, 2.5]],
];

const answer = (schema: z.ZodType, action: unknown): string => {
  const r = schema.safeParse({ matchId: 'm', seat: 0, version: 1, ...(action === undefined ? {} : { action }) });
  return r.success ? `accepted ${JSON.stringify((r.data as { action: unknown }).action)}` : describeIssue(r.error);
};

describe('plainJson, the fast z.json() of a move', () => {
  const now = API['match.act'].params;
  const before = now.extend({ action: z.json() });

  it.each([...CASES, ['no action at all', undefined] as [string, unknown]])(
    'answers %s exactly as z.json() did, in the same words',
    (_, value) => {
      expect(answer(now, value)).toBe(answer(before, value));
    },
  );

  it('passes plain JSON as it is, and sends anything else to z.json()', () => {
    const move = { type: 'play', targets: [3, null] };
    expect(plainJson.parse(move)).toBe(move);
    expect(isPlainJson(JSON.parse('{"a":[1,{"b":null}]}'))).toBe(true);
    expect(isPlainJson(JSON.parse('{"__proto__":1}'))).toBe(false);
    expect(plainJson.parse(JSON.parse('{"__proto__":1,"a":2}'))).toEqual({ a: 2 });
  });
});
