/**
 * Helpers every game's rules share: the working context of one `apply` (a private draft of the state
 * that rule functions change, the events they log, the roller for dice and draws) and logging.
 */
import type { Roller } from './dice';
import type { GameEvent } from './events';
import type { JsonObject } from './json';

export interface RuleContext<S> {
  s: S;
  readonly events: GameEvent[];
  readonly roller: Roller;
  /** A simulation's context (a playout's `applyInPlace`): `log` and `logSecret` write nothing. */
  readonly quiet?: boolean;
}

/** Logs a public event, citing the clause that made it happen. */
export function log(
  c: { readonly events: GameEvent[]; readonly quiet?: boolean },
  type: string,
  text: string,
  clause?: string,
  data?: JsonObject,
): void {
  if (c.quiet) return;
  c.events.push({ type, visibility: 'public', text, ...(clause ? { clause } : {}), ...(data ? { data } : {}) });
}

/** Logs a secret event seen only by `seats`; everyone else sees `othersText` (which must not tell the secret). */
export function logSecret(
  c: { readonly events: GameEvent[]; readonly quiet?: boolean },
  seats: readonly number[],
  type: string,
  text: string,
  othersText: string,
  clause?: string,
  data?: JsonObject,
): void {
  if (c.quiet) return;
  c.events.push({
    type,
    visibility: { seats: [...seats] },
    text,
    ...(clause ? { clause } : {}),
    ...(data ? { data } : {}),
    others: { type, text: othersText },
  });
}
