import type { z } from 'zod';
import { API } from './api';
import type { Method } from './methods';
import type { ApiError } from './schemas';

/** Turns a schema failure into an ApiError in plain words, naming the first offending field. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request was not understood.';
  const where = issue.path.length ? ` (${issue.path.join('.')})` : '';
  return `${issue.message}${where}`;
}

export function parseParams<M extends Method>(
  method: M,
  params: unknown,
): { ok: true; value: z.output<(typeof API)[M]['params']> } | { ok: false; error: ApiError } {
  const r = API[method].params.safeParse(params ?? {});
  if (r.success) return { ok: true, value: r.data as z.output<(typeof API)[M]['params']> };
  return { ok: false, error: { code: 'BAD_REQUEST', message: `${method}: ${describeIssue(r.error)}` } };
}
