/**
 * `z.json()` with a fast path for the value every move carries. `z.json()` is a recursive union: it
 * tries each kind of value in turn at every level and rebuilds each object and array, with a cache
 * for cycles, some microseconds per move. A value read by `JSON.parse` (or structured-cloned over
 * IPC) is nearly always plain JSON that `z.json()` would hand back unchanged; such a value is checked
 * by one walk here and passes as it is. Anything else (a key named `__proto__`, which `z.json()`
 * drops; a symbol key; an array with holes or extra keys; a class instance; NaN, undefined…) goes to
 * `z.json()` itself, which accepts or refuses it, and words its refusal, exactly as before.
 */
import { z } from 'zod';

type Json = z.core.util.JSONType;

/** True only for a value `z.json()` accepts and would return equal, key for key, in the same order. */
export function isPlainJson(v: unknown): v is Json {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (typeof v !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(v);
  if (Array.isArray(v)) {
    if (proto !== Array.prototype || Object.keys(v).length !== v.length) return false;
    for (const x of v as unknown[]) if (!isPlainJson(x)) return false;
    return true;
  }
  if (proto !== Object.prototype && proto !== null) return false;
  if (Object.getOwnPropertySymbols(v).length > 0) return false;
  for (const key of Object.keys(v)) {
    if (key === '__proto__' || !isPlainJson((v as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/** Accepts and refuses what `z.json()` does, with the same words; plain JSON passes without a copy. */
export const plainJson: z.ZodType<Json, Json> = z.union([z.custom<Json>(isPlainJson), z.json()]);
