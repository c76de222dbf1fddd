/**
 * One frame from a LAN client in, one answer out. Like the browser-mode frame handler it never
 * throws or rejects; on top of it, frames are smaller (64 KiB), every API call passes the gate
 * (gate.ts), and the few table messages of LAN play (ask for a seat, take an open one, ping) have
 * their own strict schema.
 */
import { z } from 'zod';
import { jsonTextProblem, requestSchema, type Response } from '../../core/protocol';
import type { Client } from '../host/client';
import { frameText, refused, requestId } from '../host/frame';
import { gatedCall, type GateContext, type LanRole } from './gate';

/** The largest frame a LAN client may send (also the WebSocket's maxPayload). */
export const LAN_MAX_FRAME_BYTES = 64 * 1024;

const name = z.string().trim().min(1).max(40);
export const tableMessageSchema = z.discriminatedUnion('lan', [
  z.object({ id: z.number().int().min(0), lan: z.literal('ask'), name }).strict(),
  z
    .object({ id: z.number().int().min(0), lan: z.literal('take'), seat: z.number().int().min(0).max(7), name })
    .strict(),
  z.object({ id: z.number().int().min(0), lan: z.literal('ping') }).strict(),
]);
export type TableMessage = z.infer<typeof tableMessageSchema>;

/** What the LAN server does with a table message; answers in the same envelope as an API call. */
export type TableHandler = (message: TableMessage) => Response;

export interface LanConnection {
  readonly client: Client;
  role: LanRole;
}

export async function answerLanFrame(
  ctx: GateContext,
  conn: LanConnection,
  onTable: TableHandler,
  data: unknown,
  isBinary: boolean,
): Promise<Response> {
  try {
    const text = frameText(data, isBinary);
    if (text === null) return refused(null);
    if (Buffer.byteLength(text, 'utf8') > LAN_MAX_FRAME_BYTES)
      return refused(null, 'The message is too long. It was ignored.');
    const shape = jsonTextProblem(text);
    if (shape) return refused(null, `${shape} It was ignored.`);
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return refused(null);
    }
    if (raw !== null && typeof raw === 'object' && 'lan' in raw) {
      const msg = tableMessageSchema.safeParse(raw);
      return msg.success ? onTable(msg.data) : refused(requestId(raw));
    }
    const req = requestSchema.safeParse(raw);
    if (!req.success) return refused(requestId(raw));
    const env = await gatedCall(ctx, conn.role, conn.client, req.data.method, req.data.params);
    return { id: req.data.id, ...env };
  } catch (e) {
    return { id: null, ok: false, error: ctx.host.internalError('a network message', e) };
  }
}
