/**
 * What duel the table shows for an update, and with which arrow: the duel on now, or, just after the
 * arrow that ended one, that duel kept up for a moment with the arrow's target fallen as the arrow left
 * it (the plank's README), so the last arrow is seen to land. The host's view after the end has no duel
 * any more, so the duel kept is the one the table last saw, and the arrow is the update's last 'shot'.
 *
 * Only at a live table, and only when the update is the very next one after the last duel seen: never in
 * a replay, nor after a jump. The table remembers what it last saw of each game (`tableSeen`) beyond the
 * board that saw it, because the board is made anew each time the screen passes to another person at it
 * (hot-seat): a duel whose last arrow passes the screen on is shown to the next person instead. Every
 * SuperGang position is public (core's view.ts), so the duel kept shows nothing a seat may not see.
 */
import type { SuperGangState } from '@core/games/supergang/state';
import { GAMES_KEPT, RecentMap } from '../../../lib/recent';

export type ShotData = { readonly target: string; readonly value: number; readonly down: 'dead' | 'injured' | null };

/** An update's events as the table reads them. */
export interface EventLike {
  readonly type: string;
  readonly data?: Readonly<Record<string, unknown>>;
}

/** What the table saw of a game at one version: the view while a duel was on, else null. */
export interface Seen {
  readonly version: number;
  readonly duel: SuperGangState | null;
}

export type DuelShown =
  | { readonly kind: 'live'; readonly view: SuperGangState; readonly lastShot: ShotData | null }
  | { readonly kind: 'linger'; readonly view: SuperGangState; readonly lastShot: ShotData }
  | { readonly kind: 'none' };

/** How long the ended duel stays up, in ms: 2 s, or 1 s with reduced motion. */
export const lingerMs = (calm: boolean): number => (calm ? 1000 : 2000);

const isShot = (e: EventLike): boolean => e.type === 'shot' && typeof e.data?.target === 'string';
/** The line that begins a duel carries its dice totals (SG-11.2.4); the one that ends it, the winner. */
const isStart = (e: EventLike): boolean => e.type === 'duel' && Array.isArray(e.data?.totals);

function shotOf(e: EventLike): ShotData {
  const d = e.data ?? {};
  const down = d.down === 'dead' || d.down === 'injured' ? d.down : null;
  return { target: String(d.target), value: Number(d.value), down };
}

/**
 * The latest arrow among `events` and whether a duel began after it: an update carries one move's events,
 * or (the first update of a board) the latest moves' together, which may hold older duels' arrows.
 */
export function latestArrow(events: readonly EventLike[]): { shot: ShotData | null; begun: boolean } {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i] as EventLike;
    if (isShot(e)) return { shot: shotOf(e), begun: false };
    if (isStart(e)) return { shot: null, begun: true };
  }
  return { shot: null, begun: false };
}

/** The ended duel as its last arrow left it: that arrow's target down as the arrow put it. */
export function withArrow(view: SuperGangState, shot: ShotData): SuperGangState {
  const d = view.duel;
  if (!d || shot.down === null) return view;
  const fall = (side: (typeof d.sides)[number]) =>
    side.map((t) => (t.id === shot.target ? { ...t, down: shot.down } : t));
  return { ...view, duel: { ...d, sides: [fall(d.sides[0]), fall(d.sides[1])] } };
}

/**
 * The duel to show for the update `now`, given what the table saw last (`before`: this board's previous
 * update, or the table's memory when the board is new) and the arrow shown so far (`shown`).
 */
export function duelShown(
  before: Seen | null,
  now: { readonly version: number; readonly view: SuperGangState | null },
  events: readonly EventLike[],
  review: boolean,
  shown: ShotData | null,
): DuelShown {
  const { shot, begun } = latestArrow(events);
  if (now.view?.duel) {
    // The same duel goes on: its newest arrow, or the one shown so far; a duel just begun has none yet.
    return { kind: 'live', view: now.view, lastShot: shot ?? (begun || !before?.duel ? null : shown) };
  }
  if (review || !before?.duel || now.version !== before.version + 1 || !shot || begun) return { kind: 'none' };
  return { kind: 'linger', view: withArrow(before.duel, shot), lastShot: shot };
}

/**
 * What the table last saw of each game, for the few games opened last (`GAMES_KEPT`): the memory only
 * bridges a board made anew at the same table (a hot-seat hand-over), so at worst a game left long ago
 * does not keep a duel's last arrow up when it is opened again.
 */
const memory = new RecentMap<string, Seen>(GAMES_KEPT);

/** What the table last saw of game `matchId` (null: nothing yet, in this window, or not lately). */
export function tableSeen(matchId: string): Seen | null {
  return memory.get(matchId) ?? null;
}

export function noteSeen(matchId: string, seen: Seen): void {
  memory.set(matchId, seen);
}

/** How many games the table remembers now (for the tests). */
export function seenCount(): number {
  return memory.size;
}
