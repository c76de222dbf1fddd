/** `parseAction`'s answer for an action that is its type alone is zod's, without asking zod. */
import { describe, expect, it } from 'vitest';
import { actionSchema, parseAction } from './actions';

const BARE = ['buy', 'improve', 'roll', 'defer', 'donut-flip', 'cop-none', 'rebuff', 'pass'] as const;
const MORE = ['return-badge', 'retract', 'end-move', 'clock-expired', 'time-up'] as const;

describe('parseAction', () => {
  it('answers a bare action, and one with a stray field, as the schema does', () => {
    for (const type of [...BARE, ...MORE]) {
      for (const raw of [{ type }, { type, extra: 1 }]) {
        const r = parseAction(raw);
        expect(r.ok && r.value).toEqual(actionSchema.parse(raw));
        expect(r.ok && Object.keys(r.value)).toEqual(['type']);
      }
    }
  });

  it('refuses a bare type with a missing field, an unknown type and a non-record as before', () => {
    for (const raw of [
      { type: 'sell' },
      { type: 'fly' },
      { type: 'pass', to: 3, type2: null },
      ['pass'],
      'pass',
      null,
    ]) {
      const r = parseAction(raw);
      expect(r.ok).toBe(actionSchema.safeParse(raw).success);
    }
    expect(parseAction({ type: 'sell' }).ok).toBe(false);
  });
});
