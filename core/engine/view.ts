import type { GameEvent, Viewer } from './events';
import { canSee, inSecret, redactEvents } from './events';
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

/**
 * The common part and the seat views worked out so far of the last few matches viewed: a position's
 * view for one viewer is worked out once, however many times it is sent (every watcher of that seat, a
 * reconnect, a computer player deciding from it), and its common part is there for the kernel when the
 * next action comes (`knownShared`). Shared, so a seat view and everything in it is read, never
 * changed (its view may share parts of the state itself); a match is never changed either.
 *
 * Kept for the last `RECENT` matches, strongly, rather than by match in a WeakMap: a WeakMap's entries
 * kept each position's views alive through the young-generation collections, so they were copied into
 * the old generation and collected there, which cost the host's step more than working out its views
 * (Nothing Personal: about 140 µs a step against about 85 µs; PLAYOUTS.md).
 */
interface Made {
  readonly def: AnyGameDef;
  shared: SharedView | null;
  /**
   * The views worked out so far: a seat's at its number, the spectator's and the all-seeing replay's
   * after the seats (`slot`). A short list rather than a Map: a Map per position cost the host's step
   * more than looking up its few viewers.
   */
  readonly views: (SeatView | undefined)[];
}
const RECENT = 4;
const recentMatches: (Match | null)[] = Array.from({ length: RECENT }, () => null);
const recentMade: (Made | null)[] = Array.from({ length: RECENT }, () => null);
let oldest = 0;

function lookUp(def: AnyGameDef, match: Match): Made | undefined {
  for (let i = 0; i < RECENT; i++) {
    const m = recentMade[i];
    if (recentMatches[i] === match && m?.def === def) return m;
  }
  return undefined;
}

function entry(def: AnyGameDef, match: Match): Made {
  let known = lookUp(def, match);
  if (!known) {
    known = { def, shared: null, views: [] };
    recentMatches[oldest] = match;
    recentMade[oldest] = known;
    oldest = (oldest + 1) % RECENT;
  }
  return known;
}

/** Who decides and the outcome, worked out once per match (and kept for `knownShared`). */
export function sharedView(def: AnyGameDef, match: Match): SharedView {
  const known = entry(def, match);
  return (known.shared ??= {
    pending: def.pending(match.state) as readonly PendingDecision[],
    outcome: def.outcome(match.state),
  });
}

/**
 * The common part of `match`'s views if it was worked out already (the host's current match: its
 * update went out after the action before), else null; never works anything out or keeps anything,
 * so simulations that call the kernel leave nothing behind.
 */
export function knownShared(def: AnyGameDef, match: Match): SharedView | null {
  return lookUp(def, match)?.shared ?? null;
}

/** One viewer's view; `shared` (from `sharedView` of the same match) saves working out the common part again. */
export function seatView(def: AnyGameDef, match: Match, viewer: Viewer, shared?: SharedView): SeatView {
  const at = slot(match, viewer);
  if (at < 0) return workOut(def, match, viewer, shared ?? sharedView(def, match));
  // Looked up once: the host asks for every viewer's view of the match it just made, worked out by then.
  const known = entry(def, match);
  const hit = known.views[at];
  if (hit) return hit;
  const v = workOut(def, match, viewer, shared ?? sharedView(def, match));
  known.views[at] = v;
  return v;
}

/** Where a viewer's view is kept (`Made.views`); -1: not kept (no such seat). */
function slot(match: Match, viewer: Viewer): number {
  const seats = match.setup.seats;
  if (viewer === 'spectator') return seats;
  if (viewer === 'omniscient') return seats + 1;
  return Number.isInteger(viewer) && viewer >= 0 && viewer < seats ? viewer : -1;
}

/** The empty list of legal decisions or table actions, shared by every view that has none (read, never changed). */
const NONE: readonly JsonValue[] = Object.freeze([]);

// Loops rather than `some` with a closure: asked for every viewer at every step.
function anySecret(pending: readonly PendingDecision[]): boolean {
  for (let i = 0; i < pending.length; i++) if ((pending[i] as PendingDecision).secret) return true;
  return false;
}

function decides(pending: readonly PendingDecision[], seat: number): boolean {
  for (let i = 0; i < pending.length; i++) if ((pending[i] as PendingDecision).seat === seat) return true;
  return false;
}

function workOut(def: AnyGameDef, match: Match, viewer: Viewer, shared: SharedView): SeatView {
  // With no secret decision pending, every viewer gets the same list (read, never changed).
  const pending = anySecret(shared.pending)
    ? shared.pending.map((p) =>
        p.secret && viewer !== p.seat && viewer !== 'omniscient'
          ? { seat: p.seat, kind: 'secret', prompt: 'Deciding in secret', secret: true }
          : p,
      )
    : shared.pending;
  const mine = typeof viewer === 'number' && decides(pending, viewer);
  return {
    version: match.version,
    viewer,
    view: def.view(match.state, viewer),
    pending,
    legal: mine ? (def.legal(match.state, viewer as number) as readonly JsonValue[] | null) : NONE,
    anytime:
      typeof viewer === 'number' && def.anytime && !shared.outcome
        ? (def.anytime(match.state, viewer) as readonly JsonValue[] | null)
        : NONE,
    outcome: shared.outcome,
  };
}

/**
 * The events as `viewer` may see them (`redactEvents`); when the viewer may see every one of them (all
 * public, say), the very list given, read and never changed, rather than a copy of it per viewer.
 */
export function eventsFor(events: readonly GameEvent[], viewer: Viewer): readonly GameEvent[] {
  // The all-seeing replay sees every secret, each said to be whose it was.
  if (viewer === 'omniscient') {
    for (const e of events) if (e.visibility !== 'public') return events.map(inSecret);
    return events;
  }
  for (const e of events) if (!canSee(e.visibility, viewer)) return redactEvents(events, viewer);
  return events;
}
