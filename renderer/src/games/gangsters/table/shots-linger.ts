/**
 * How long the dice of a Shootout stay on the table ("Shots fired", G-12.2): for the rest of the Player
 * Turn it was fought in, while the Gang whose turn it is goes on deciding, so whoever is at the screen next
 * sees them. Once the game has moved on (another Player Turn, or a decision since made by someone else:
 * a Bribe shown or not after a Cop move, a trade answered) they leave by themselves; the case file keeps them.
 */
import type { Fights } from './memory';

/** A Shootout's dice as the table shows them, with the turn they were thrown in. */
export interface ShownShots {
  readonly fights: Fights;
  /** The Player Turn (its number) and whose turn it was. */
  readonly turn: number;
  readonly turnSeat: number;
  /**
   * The seats the game was waiting for at the newest update drawn with the dice up: the move that comes
   * next is one of theirs.
   */
  readonly deciders: readonly number[];
}

/** Where the game stands at an update: its Player Turn and whose it is, and whom it waits for now. */
export interface TurnNow {
  readonly turn: number;
  readonly turnSeat: number;
  readonly deciders: readonly number[];
}

/**
 * The dice still shown after a new update (null: put away). `fired`: the Shootouts this update's own moves
 * fought (shown afresh); `moved`: the game has moved since the dice were last drawn (a newer version).
 */
export function shotsAfter(shown: ShownShots | null, now: TurnNow, fired: Fights, moved: boolean): ShownShots | null {
  if (fired.length > 0) return { fights: fired, turn: now.turn, turnSeat: now.turnSeat, deciders: now.deciders };
  if (!shown) return null;
  if (now.turn !== shown.turn) return null;
  // A move was made since, by one of those it waited for: if the Gang whose turn it is was not among them,
  // someone else has decided, and the Shootout is behind them.
  if (moved && !shown.deciders.includes(shown.turnSeat)) return null;
  return { ...shown, deciders: now.deciders };
}

/**
 * The events of the Player Turn under way and of the one before it: those after the last "Turn N: …" line
 * but one (all of them without two). A move that ends a Shootout may end its turn too, so its dice come
 * just before the line of the turn that then starts; older turns' Shootouts are history.
 */
export function recentTurnsEvents<E extends { readonly type: string }>(events: readonly E[]): readonly E[] {
  let seen = 0;
  for (let i = events.length - 1; i >= 0; i--)
    if (events[i]?.type === 'turn' && ++seen === 2) return events.slice(i + 1);
  return events;
}

/** The same dice, told apart from another Shootout's. */
export const fightsKey = (fights: Fights): string => JSON.stringify(fights);

/**
 * The dice a table shows when it is drawn again (back from behind the hot-seat curtain), whose update
 * brings the recent moves' events: `recent`, the Shootouts among the last two Player Turns' events, are shown only
 * if they were thrown since the table was last drawn (`moved`) and are not the dice last shown at this
 * screen (`seen`: put away or gone by themselves, they do not come back); otherwise the dice shown before
 * stay or go as `shotsAfter` says.
 */
export function shotsOnReturn(
  shown: ShownShots | null,
  now: TurnNow,
  recent: Fights,
  seen: string | undefined,
  moved: boolean,
): ShownShots | null {
  const fresh = moved && recent.length > 0 && fightsKey(recent) !== seen ? recent : [];
  return shotsAfter(shown, now, fresh, moved);
}
