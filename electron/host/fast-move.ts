/**
 * A move's frame read by hand. The request schema and the params schema of `match.act` (zod) were most
 * of the reading of a move on a host that had been waiting for it (some 150 µs of a move's 0.2 ms, with
 * cold caches). A frame of the usual shape (exactly an id, the method `match.act` and params holding
 * exactly `matchId`, `seat`, `version` and a plain-JSON `action`) is checked here field by field against
 * the schemas' own limits, and gives the values the schemas would give. Anything else (dice typed or
 * supplied, a key more or less, a value of another kind or out of range) is left to the schemas, which
 * accept or refuse it, and word the refusal, exactly as before; `fast-move.test.ts` holds the two to
 * the same answers.
 */
import { MAX_ID_LENGTH, MAX_SEAT, valueProblem, type Params } from '../../core/protocol';
import { isPlainJson } from '../../core/protocol/plain-json';

const ENVELOPE = new Set(['id', 'method', 'params']);
const MOVE = new Set(['matchId', 'seat', 'version', 'action']);

/** An object `JSON.parse` made whose own keys are exactly `keys`. */
function exactly(v: unknown, keys: ReadonlySet<string>): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Object.getPrototypeOf(v) !== Object.prototype) return false;
  const own = Object.keys(v);
  return own.length === keys.size && own.every((k) => keys.has(k));
}

const whole = (v: unknown, max: number): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= max;

/** The request id and params of a move frame of the usual shape, exactly as the schemas give them; else null. */
export function readMove(raw: unknown): { id: number; params: Params<'match.act'> } | null {
  if (!exactly(raw, ENVELOPE) || raw.method !== 'match.act' || !whole(raw.id, Number.MAX_SAFE_INTEGER)) return null;
  const params = raw.params;
  if (!exactly(params, MOVE)) return null;
  const { matchId, seat, version, action } = params;
  if (typeof matchId !== 'string' || matchId.length < 1 || matchId.length > MAX_ID_LENGTH) return null;
  if (!whole(seat, MAX_SEAT) || !whole(version, Number.MAX_SAFE_INTEGER) || !isPlainJson(action)) return null;
  if (valueProblem(params) !== null) return null;
  return { id: raw.id, params: { matchId, seat, version, action } };
}
