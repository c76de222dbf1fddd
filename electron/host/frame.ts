/**
 * One WebSocket text frame in, one response out. The browser-mode server and the tests use this
 * same function, so the fuzz test exercises exactly what a browser tab can send. It never throws
 * and never rejects: oversize, deeply nested, binary or malformed frames are refused before any
 * schema sees them, and anything unexpected inside becomes an INTERNAL answer.
 */
import { jsonTextProblem, requestSchema, type Response } from '../../core/protocol';
import type { Client } from './client';
import type { Host } from './host';
import { readMove } from './fast-move';

const NOT_A_REQUEST = 'The message was not a Mob Night request; it was ignored.';

export function refused(id: number | null, message = NOT_A_REQUEST): Response {
  return { id, ok: false, error: { code: 'BAD_MESSAGE', message } };
}

/** The request id to answer with: only a valid one is echoed, anything else becomes null. */
export function requestId(raw: unknown): number | null {
  const id = (raw as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id >= 0 ? id : null;
}

/** Reads a frame's text: binary frames and frames too big to be a request are refused unread. */
export function frameText(data: unknown, isBinary: boolean): string | null {
  if (isBinary) return null;
  if (typeof data === 'string') return data;
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data) && data.every((b) => Buffer.isBuffer(b))) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return null;
}

export async function answerFrame(host: Host, client: Client, data: unknown, isBinary: boolean): Promise<Response> {
  try {
    const text = frameText(data, isBinary);
    if (text === null) return refused(null);
    const shape = jsonTextProblem(text);
    if (shape) return refused(null, `${shape} It was ignored.`);
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return refused(null);
    }
    // A move of the usual shape is read by hand (fast-move.ts); any other frame by the schemas.
    const move = readMove(raw);
    if (move) return { id: move.id, ...(await host.handleChecked('match.act', move.params, client)) };
    const req = requestSchema.safeParse(raw);
    if (!req.success) return refused(requestId(raw));
    const env = await host.handle(req.data.method, req.data.params, client);
    return { id: req.data.id, ...env };
  } catch (e) {
    return { id: null, ok: false, error: host.internalError('a message', e) };
  }
}
