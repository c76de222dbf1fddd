/**
 * Errors as values. An illegal user action is never an exception: it is a `RuleError`
 * carrying a stable code, the rulebook clause it enforces and a plain-words message.
 */

/** Why an action was refused. `clause` is a rulebook clause ID such as `G-6.5`, or '' for non-rule errors. */
export interface RuleError {
  readonly code: string;
  readonly clause: string;
  readonly message: string;
}

export type Result<T, E = RuleError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

export function err<E = RuleError>(error: E): Result<never, E> {
  return { ok: false, error };
}

export function ruleError(code: string, clause: string, message: string): RuleError {
  return { code, clause, message };
}

/** Shorthand for refusing an action: `refuse('SAME_SPACE', 'G-6.5', 'A piece may not …')`. */
export function refuse(code: string, clause: string, message: string): Result<never> {
  return err(ruleError(code, clause, message));
}
