import type { GameEvent, Viewer } from './events';
import { redactEvents } from './events';
import type { AnyGameDef, GameOutcome, PendingDecision } from './game';
import type { JsonValue } from './json';
import type { Match } from './match';

/** Everything one viewer receives about a match. The single door through which state leaves the host. */
export interface SeatView {
  readonly version: number;
  readonly viewer: Viewer;
  readonly view: JsonValue;
  /** Who must decide now; a secret decision's prompt is hidden from the other seats. */
  readonly pending: readonly PendingDecision[];
  /** The viewer's own legal decisions (empty for spectators or when it is not their turn). */
  readonly legal: readonly JsonValue[] | null;
  /** Table actions the viewer may take at any moment (a Shakedown, a fine); empty for spectators. */
  readonly anytime: readonly JsonValue[] | null;
  readonly outcome: GameOutcome | null;
}

/** What every viewer's view of one position shares: worked out once when several viewers are sent it. */
export interface SharedView {
  readonly pending: readonly PendingDecision[];
  readonly outcome: GameOutcome | null;
}

export function sharedView(def: AnyGameDef, match: Match): SharedView {
  return { pending: def.pending(match.state) as readonly PendingDecision[], outcome: def.outcome(match.state) };
}

/**
 * Each match's seat views worked out so far, by viewer: a position's view for one viewer is worked out
 * once, however many times it is sent (every watcher of that seat, a reconnect, a computer player
 * deciding from it). Shared, so a seat view and everything in it is read, never changed (its view
 * may share parts of the state itself).
 */
const made = new WeakMap<Match, { def: AnyGameDef; views: Map<Viewer, SeatView> }>();

/** One viewer's view; `shared` (from `sharedView` of the same match) saves working out the common part again. */
export function seatView(def: AnyGameDef, match: Match, viewer: Viewer, shared?: SharedView): SeatView {
  let known = made.get(match);
  const hit = known?.def === def ? known.views.get(viewer) : undefined;
  if (hit) return hit;
  const v = workOut(def, match, viewer, shared ?? sharedView(def, match));
  if (known?.def !== def) made.set(match, (known = { def, views: new Map() }));
  known.views.set(viewer, v);
  return v;
}

function workOut(def: AnyGameDef, match: Match, viewer: Viewer, shared: SharedView): SeatView {
  const pending = shared.pending.map((p) =>
    p.secret && viewer !== p.seat && viewer !== 'omniscient'
      ? { seat: p.seat, kind: 'secret', prompt: 'Deciding in secret', secret: true }
      : p,
  );
  const mine = typeof viewer === 'number' && pending.some((p) => p.seat === viewer);
  return {
    version: match.version,
    viewer,
    view: def.view(match.state, viewer),
    pending,
    legal: mine ? (def.legal(match.state, viewer as number) as readonly JsonValue[] | null) : [],
    anytime:
      typeof viewer === 'number' && def.anytime && !shared.outcome
        ? (def.anytime(match.state, viewer) as readonly JsonValue[] | null)
        : [],
    outcome: shared.outcome,
  };
}

export function eventsFor(events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  return redactEvents(events, viewer);
}
