import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { API } from './api';
import { METHODS, methodKey } from './methods';
import { parseParams } from './validate';
import { requestSchema } from './messages';
import { MAX_DEPTH, MAX_FRAME_BYTES, MAX_NODES, jsonTextProblem, valueProblem } from './limits';

describe('protocol', () => {
  it('has a schema for every method name and no others', () => {
    expect(Object.keys(API).sort()).toEqual([...METHODS].sort());
  });

  it('names preload methods after the calls', () => {
    expect(methodKey('players.add')).toBe('playersAdd');
    expect(methodKey('app.info')).toBe('appInfo');
    expect(new Set(METHODS.map(methodKey)).size).toBe(METHODS.length);
  });

  it('refuses bad params with a message that names the field', () => {
    const r = parseParams('players.add', { name: '', colour: 'red', emblem: 'rose' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/name/);
    expect(parseParams('players.add', { name: 'Nonna', colour: 'red', emblem: 'rose', admin: true }).ok).toBe(false);
    expect(parseParams('players.add', { name: 'Nonna', colour: 'red', emblem: 'rose' }).ok).toBe(true);
  });

  it('never throws on arbitrary input at the boundary', () => {
    fc.assert(
      fc.property(fc.constantFrom(...METHODS), fc.anything(), (method, params) => {
        const r = parseParams(method, params);
        expect(typeof r.ok).toBe('boolean');
      }),
    );
    fc.assert(
      fc.property(fc.anything(), (msg) => {
        expect(typeof requestSchema.safeParse(msg).success).toBe('boolean');
      }),
    );
  });
});

describe('limits checked before any schema', () => {
  it('measures nesting in a JSON text without parsing it, ignoring brackets inside strings', () => {
    expect(jsonTextProblem(`{"a":"${'['.repeat(5000)}"}`)).toBeNull();
    expect(jsonTextProblem(`{"a":"\\"${'['.repeat(5000)}"}`)).toBeNull();
    expect(jsonTextProblem('['.repeat(MAX_DEPTH) + ']'.repeat(MAX_DEPTH))).toBeNull();
    expect(jsonTextProblem('['.repeat(MAX_DEPTH + 1) + ']'.repeat(MAX_DEPTH + 1))).toMatch(/nested too deeply/);
    expect(jsonTextProblem('"' + 'x'.repeat(MAX_FRAME_BYTES) + '"')).toMatch(/too long/);
  });

  it('measures a value the same way, cycles and all', () => {
    let deep: unknown = 0;
    for (let i = 0; i < MAX_DEPTH; i++) deep = [deep];
    expect(valueProblem(deep)).toBeNull();
    expect(valueProblem([deep])).toMatch(/nested too deeply/);
    const cyclic: Record<string, unknown> = {};
    cyclic.me = cyclic;
    expect(valueProblem(cyclic)).toMatch(/nested too deeply/);
    expect(valueProblem(Array.from({ length: MAX_NODES + 1 }, () => 1))).toMatch(/too many values/);
  });

  it('refuses 2,000 levels of nesting in any call without throwing', () => {
    let bomb: unknown = 1;
    for (let i = 0; i < 2000; i++) bomb = [bomb];
    for (const method of METHODS) {
      const r = parseParams(method, { action: bomb, options: bomb, params: bomb });
      expect(r.ok).toBe(false);
    }
  });
});
