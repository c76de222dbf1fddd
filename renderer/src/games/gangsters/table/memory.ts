/**
 * What the Gangsters table remembers of the games this window shows while a table is away (the hot-seat
 * curtain takes it down as a turn passes): module-level, bounded to the games played lately.
 */
import { BribeMemory } from './bribe-notice';
import type { Shot } from './cues';
import { GAMES_KEPT, RecentMap } from '../../../lib/recent';
import type { ShownShots } from './shots-linger';

/** The shots of one Shootout's dice, by where it was fought. */
export type Fights = readonly { where: string; shots: readonly Shot[] }[];

/**
 * The last Shootout's dice of each game, with the turn they were thrown in: the next person at the screen
 * is to see them, while that turn goes on (shots-linger.ts).
 */
export const lastShots = new RecentMap<string, ShownShots>(GAMES_KEPT);

/** The last Shootout's dice each game showed at this screen (shots-linger.ts `fightsKey`): put away, they stay away. */
export const shotsSeen = new RecentMap<string, string>(GAMES_KEPT);

/** The last update each game's table drew, to tell moves made while it was away from a game just opened. */
export const drawnUpTo = new RecentMap<string, number>(GAMES_KEPT);

/** What each seat last saw of its own Bribes, and the notice of one just drawn (bribe-notice.ts). */
export const bribeMemory = new BribeMemory(GAMES_KEPT);

/** A starting Gang being set in secret (G-4.2): how many of each kind, before it is recorded. */
export interface PlanDraft {
  readonly racketeer: number;
  readonly thug: number;
  readonly vamp: number;
}

/**
 * Each seat's starting Gang as far as its player had set it (`planKey`): the screen passed to someone else
 * before it was recorded (one playing out of turn, say) comes back to the counts as they were left.
 */
export const planDrafts = new RecentMap<string, PlanDraft>(GAMES_KEPT * 6);

/** Whose half-set starting Gang: a game and a seat. */
export const planKey = (matchId: string, seat: number): string => `${matchId}:${seat}`;
