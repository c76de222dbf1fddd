/** A game's options read with its zod schema (the `parseOptions` of a game whose options have one). */
import type { z } from 'zod';
import { ok, refuse, type Result } from './result';

/**
 * `raw` (absent: no options, every default) read with `schema`; a refusal names the first option at
 * fault and what is wrong with it, after the game's name ("Gangsters options: turnCap …").
 */
export function optionsWith<T>(schema: z.ZodType<T, unknown>, raw: unknown, game: string): Result<T> {
  const r = schema.safeParse(raw ?? {});
  if (r.success) return ok(r.data);
  const i = r.error.issues[0];
  return refuse('BAD_OPTIONS', '', `${game} options: ${i?.path.join('.') ?? ''} ${i?.message ?? 'invalid'}.`);
}
