/** How a handler refuses a call: an ApiFailure thrown anywhere in it becomes the call's error answer. */
import type { ApiError, Method, parseParams, ResultOf } from '../../core/protocol';
import type { Client } from './client';

export type ResultParams<M extends Method> = Extract<ReturnType<typeof parseParams<M>>, { ok: true }>['value'];
export type Handler<M extends Method> = (params: ResultParams<M>, client: Client) => ResultOf<M> | Promise<ResultOf<M>>;

export class ApiFailure extends Error {
  constructor(readonly apiError: ApiError) {
    super(apiError.message);
  }
}

/** Refuses the call being answered with this code and plain message (and the clause, for a rule). */
export function fail(code: string, message: string, clause?: string): never {
  throw new ApiFailure({ code, message, ...(clause ? { clause } : {}) });
}
