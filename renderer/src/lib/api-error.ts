import type { ApiError } from '@core/protocol';

/** What every API call rejects with: the host's ApiError, plus a plain Error for stack traces. */
export class ApiCallError extends Error {
  readonly code: string;
  readonly clause: string | undefined;

  constructor(readonly error: ApiError) {
    super(error.message);
    this.name = 'ApiCallError';
    this.code = error.code;
    this.clause = error.clause;
  }
}

/** Errors the transport itself raises (the host never sends these codes). */
export const TRANSPORT_ERRORS = {
  disconnected: {
    code: 'DISCONNECTED',
    message:
      'The connection to the table dropped before it answered. Once it is back, see whether the move was made, and if not, make it again.',
  },
  timeout: {
    code: 'TIMEOUT',
    message: 'The table took too long to answer. See whether the move was made, and if not, make it again.',
  },
  badResponse: { code: 'BAD_RESPONSE', message: 'The table sent an answer this screen could not read.' },
  notLoaded: {
    code: 'NOT_LOADED',
    message: 'Part of Mob Night could not be loaded, so the table’s answer could not be read. Reloading may help.',
  },
} as const satisfies Record<string, ApiError>;

/**
 * Whether an error is the connection's, not the table's answer: no rule said no, and the move may or may
 * not have been made, so it is not shown as "Not allowed" nor followed by "Nothing was changed".
 */
export function isTransportError(error: ApiError): boolean {
  return Object.values(TRANSPORT_ERRORS).some((t) => t.code === error.code);
}

/**
 * An error in plain words for the person at the table. The host's validation messages start with
 * the method name and end with the field ("players.add: A name needs at least one letter. (name)"),
 * which helps a developer but not Nonna, so both are trimmed.
 */
export function plainMessage(e: unknown): string {
  const message = e instanceof ApiCallError ? e.error.message : e instanceof Error ? e.message : String(e);
  return message
    .replace(/^[a-z]+\.[a-zA-Z]+: /, '')
    .replace(/ \([\w.]+\)$/, '')
    .trim();
}
