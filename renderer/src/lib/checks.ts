/**
 * What the renderer checks in everything the host sends: results and pushes against the protocol's
 * schemas, except the board view and legal-move payloads inside match updates: they can be large and
 * the game adapters read them defensively anyway, so only their envelope is checked here.
 *
 * A chunk of its own, with zod and the protocol's schemas: building them is much of the renderer's
 * start-up work, and the first screen (Home's heading) does not wait for it. transport.ts starts
 * loading it as soon as it is made and holds each message the host sends until it is here.
 */
import './zod-setup';
import { z } from 'zod';
import {
  API,
  apiErrorSchema,
  lanStatusSchema,
  matchUpdateSchema,
  pushSchema,
  responseSchema,
  storeStatusSchema,
  type Envelope,
  type Method,
  type Push,
  type Response,
} from '@core/protocol';
import { ApiCallError, TRANSPORT_ERRORS } from './api-error';

const lightMatchUpdate = matchUpdateSchema.extend({ view: z.unknown(), legal: z.array(z.unknown()).nullable() });
const pushEnvelope = z.object({ push: z.string(), data: z.unknown() });

/** A replayed step's update: the board reads its view as it reads a live one (see lightMatchUpdate). */
const lightReplayStep = z.object({
  update: lightMatchUpdate,
  total: z.number().int(),
  progress: z.string().optional(),
});

function resultSchema(method: Method): z.ZodType {
  if (method === 'match.watch') return lightMatchUpdate;
  if (method === 'replay.step') return lightReplayStep;
  return API[method].result;
}

/** A push the screens may hear, or null if it is unreadable. */
export function parsePush(raw: unknown): Push | null {
  const envelope = pushEnvelope.safeParse(raw);
  if (!envelope.success) return null;
  const { push, data } = envelope.data;
  if (push === 'store.status') {
    const r = storeStatusSchema.safeParse(data);
    return r.success ? { push, data: r.data } : null;
  }
  if (push === 'lan.status') {
    const r = lanStatusSchema.safeParse(data);
    return r.success ? { push, data: r.data } : null;
  }
  if (push === 'match.update') {
    const r = lightMatchUpdate.safeParse(data);
    return r.success ? ({ push, data: r.data } as Push) : null;
  }
  if (push === 'game.opened') {
    const r = pushSchema.safeParse(raw);
    return r.success ? r.data : null;
  }
  return null;
}

/** A WebSocket answer's envelope (its id, and its result or error), or null if it is unreadable. */
export function parseResponse(raw: unknown): Response | null {
  const r = responseSchema.safeParse(raw);
  return r.success ? r.data : null;
}

/** Turns an envelope into the call's result, or throws the ApiCallError the screens catch. */
export function unwrap(method: Method, envelope: unknown): unknown {
  const env = envelope as Partial<Envelope> | null;
  if (env?.ok === true) {
    const r = resultSchema(method).safeParse(env.result);
    if (r.success) return r.data;
    console.error(`Mob Night: unexpected result for ${method}`, r.error.issues);
    throw new ApiCallError(TRANSPORT_ERRORS.badResponse);
  }
  throw refusal(env);
}

/** A table message's answer: its result, or the ApiCallError of its refusal. */
export function unwrapTable(envelope: unknown): unknown {
  const env = envelope as Partial<Envelope> | null;
  if (env?.ok === true) return env.result;
  throw refusal(env);
}

function refusal(env: Partial<Envelope> | null): ApiCallError {
  const error = apiErrorSchema.safeParse(env?.ok === false ? env.error : undefined);
  return new ApiCallError(error.success ? error.data : TRANSPORT_ERRORS.badResponse);
}
