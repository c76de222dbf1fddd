/**
 * Whether a move refused as stale may be sent again on the fresh position: the seat is asked the same
 * thing there, and the same move is still on its list (another seat answered the same moment).
 */
import type { MatchUpdate } from '@core/protocol';

/** Same text for equal JSON values whatever their key order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v !== null && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}

/** Whether `seat` is asked the same thing in `fresh` as in `shown`, with `action` still on its list. */
export function sameAsk(shown: MatchUpdate, fresh: MatchUpdate, seat: number, action: unknown): boolean {
  const kinds = (u: MatchUpdate) =>
    u.pending
      .filter((p) => p.seat === seat)
      .map((p) => p.kind)
      .join();
  if (fresh.seat !== shown.seat || kinds(fresh) !== kinds(shown) || kinds(fresh) === '') return false;
  const wanted = canonical(action);
  return (fresh.legal ?? []).some((a) => canonical(a) === wanted);
}
