/** Envelopes for the WebSocket transport (browser mode and LAN). IPC carries the same payloads. */
import { z } from 'zod';
import { lanStatusSchema } from './lan';
import { METHODS } from './methods';
import { apiErrorSchema, matchUpdateSchema, storeStatusSchema } from './schemas';

export const requestSchema = z
  .object({ id: z.number().int().min(0), method: z.enum(METHODS), params: z.unknown() })
  .strict();
export type Request = z.infer<typeof requestSchema>;

export const responseSchema = z.union([
  z.object({ id: z.number().int(), ok: z.literal(true), result: z.unknown() }),
  z.object({ id: z.number().int().nullable(), ok: z.literal(false), error: apiErrorSchema }),
]);
export type Response = z.infer<typeof responseSchema>;

export const pushSchema = z.discriminatedUnion('push', [
  z.object({ push: z.literal('match.update'), data: matchUpdateSchema }),
  z.object({ push: z.literal('store.status'), data: storeStatusSchema }),
  /** A game file the OS handed to the app was imported: the window opens it in the replay viewer. */
  z.object({ push: z.literal('game.opened'), data: z.object({ matchId: z.string().min(1).max(64) }) }),
  /** To the host's own screens only: the network table changed (a seat given, taken back, away). */
  z.object({ push: z.literal('lan.status'), data: lanStatusSchema }),
]);
export type Push = z.infer<typeof pushSchema>;

/** An incoming message is a response (has `id`) or a push (has `push`). */
export type ServerMessage = Response | Push;
