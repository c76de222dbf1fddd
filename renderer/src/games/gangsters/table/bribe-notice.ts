/**
 * The notice a Gang gets when it draws a Bribe marker in secret (G-9.5): which Cop it now owns, said at
 * once to its own screen. A seat's view carries the marker of its own Bribes only (core view.ts), so the
 * notice can tell nobody else.
 */
import type { GangstersView } from '@core/games/gangsters/view';
import { GAMES_KEPT, RecentMap } from '../../../lib/recent';

/** The markers of the Bribes `seat` holds, as its own view tells them (0: the Untouchable badge). */
export function ownMarkers(gs: GangstersView, seat: number): number[] {
  return gs.bribes.flatMap((b) => (b.holder === seat && typeof b.marker === 'number' ? [b.marker] : []));
}

/** The markers held `now` that were not held `before`, each as often as it is new. */
export function newMarkers(before: readonly number[], now: readonly number[]): number[] {
  const left = [...before];
  return now.filter((m) => {
    const i = left.indexOf(m);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
}

export interface BribeNoticeWords {
  readonly title: string;
  readonly text: string;
}

/** What the notice says of the markers just drawn. */
export function bribeNoticeWords(markers: readonly number[]): BribeNoticeWords {
  const cops = markers.filter((m) => m > 0).sort((a, b) => a - b);
  const badge = markers.includes(0);
  const named = cops.map((m) => `Cop ${m}`).join(' and ');
  if (cops.length === 0)
    return {
      title: 'Your secret Bribe: the Untouchable',
      text: 'This badge buys no Cop. Keep it or put it back in the cup whenever you like.',
    };
  const his =
    cops.length > 1 ? 'They are yours until you reveal their Bribes' : 'He is yours until you reveal his Bribe';
  return {
    title: `Your secret Bribe: ${named}`,
    text: `${his}.${badge ? ' You also drew the Untouchable badge, which buys no Cop.' : ''}`,
  };
}

/** A notice raised: the markers just drawn. */
export interface RaisedNotice {
  readonly markers: readonly number[];
}

interface Seen {
  readonly markers: readonly number[];
  readonly notice: RaisedNotice | null;
}

/**
 * What each seat of each game last saw of its own Bribes, and its notice not yet put away, kept while the
 * table is away (the hot-seat curtain takes it down as the turn passes: the owner is told when next at the
 * screen) until the owner puts it away or no longer holds the marker. Kept by game and seat, so one
 * seat's notice is never another's; only the last `games` games looked at are kept (an older game opened
 * again is a first look: its notice is not raised again).
 */
export class BribeMemory {
  readonly #games: RecentMap<string, Map<number, Seen>>;

  constructor(games = GAMES_KEPT) {
    this.#games = new RecentMap(games);
  }

  /** How many games are remembered. */
  get games(): number {
    return this.#games.size;
  }

  /**
   * The notice for `seat` of `game` after an update in which the seat holds `markers`. The first look at a
   * seat's Bribes in this window raises none (they were drawn before it opened).
   */
  look(game: string, seat: number, markers: readonly number[]): RaisedNotice | null {
    const seats = this.#games.get(game) ?? new Map<number, Seen>();
    this.#games.set(game, seats);
    const before = seats.get(seat);
    if (!before) {
      seats.set(seat, { markers, notice: null });
      return null;
    }
    const fresh = newMarkers(before.markers, markers);
    // A marker revealed or put back since is no news any more.
    const kept = before.notice ? before.notice.markers.filter((m) => markers.includes(m)) : [];
    // A marker drawn while an earlier one's notice is still up joins it: the owner is told of both.
    const told = [...kept, ...fresh];
    const notice = told.length > 0 ? { markers: told } : null;
    seats.set(seat, { markers, notice });
    return notice;
  }

  /** The seat put its notice away. */
  dismiss(game: string, seat: number): void {
    const seats = this.#games.get(game);
    const before = seats?.get(seat);
    if (seats && before) seats.set(seat, { ...before, notice: null });
  }
}
