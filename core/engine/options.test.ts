import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionsWith } from './options';

const schema = z.object({ turnCap: z.number().int().min(1).default(500), police: z.boolean().default(false) }).strict();

describe('a game’s options read with its schema', () => {
  it('fills in every default when no options are given', () => {
    expect(optionsWith(schema, undefined, 'SuperGang')).toEqual({ ok: true, value: { turnCap: 500, police: false } });
  });

  it('refuses bad options, naming the game and the option at fault', () => {
    const r = optionsWith(schema, { turnCap: 0 }, 'Gangsters');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('BAD_OPTIONS');
    expect(r.error.message).toMatch(/^Gangsters options: turnCap /);
  });

  it('refuses an option the game does not have', () => {
    const r = optionsWith(schema, { laser: true }, 'SuperGang');
    expect(r.ok).toBe(false);
  });
});
