import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { API } from './api';
import { METHODS, methodKey } from './methods';
import { parseParams } from './validate';
import { requestSchema } from './messages';

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
