import type { z } from 'zod';
import { API } from './api';
import { valueProblem } from './limits';
import type { Method } from './methods';
import type { ApiError } from './schemas';

/** A path segment shown back to the sender: only our own field names and indexes, never text they chose. */
const SAFE_SEGMENT = /^[A-Za-z][A-Za-z0-9]{0,31}$/;

/**
 * Turns a schema failure into plain words naming the first offending field. Nothing the sender
 * wrote is echoed back: unknown keys and free-form map keys are not repeated, only where the
 * problem is in our own terms.
 */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request was not understood.';
  const segments = issue.path.map((p) => (typeof p === 'number' || SAFE_SEGMENT.test(String(p)) ? String(p) : '…'));
  const where = segments.length ? ` (${segments.join('.')})` : '';
  const message = issue.code === 'unrecognized_keys' ? 'It has a field this call does not take' : issue.message;
  return `${message}${where}`;
}

/**
 * Validates one call's params. Never throws: the size and nesting limits are checked first (a
 * schema would recurse once per level), and any failure inside the schema becomes BAD_REQUEST.
 */
export function parseParams<M extends Method>(
  method: M,
  params: unknown,
): { ok: true; value: z.output<(typeof API)[M]['params']> } | { ok: false; error: ApiError } {
  const bad = (why: string): { ok: false; error: ApiError } => ({
    ok: false,
    error: { code: 'BAD_REQUEST', message: `${method}: ${why}` },
  });
  const schema = Object.hasOwn(API, method) ? API[method] : undefined;
  if (!schema) return { ok: false, error: { code: 'BAD_REQUEST', message: 'There is no such call.' } };
  const tooBig = valueProblem(params);
  if (tooBig) return bad(tooBig);
  try {
    const r = schema.params.safeParse(params ?? {});
    if (r.success) return { ok: true, value: r.data as z.output<(typeof API)[M]['params']> };
    return bad(describeIssue(r.error));
  } catch {
    return bad('The request could not be read.');
  }
}
