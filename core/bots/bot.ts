import type { JsonValue } from '../engine';
import type { RngState } from '../engine/rng';
import type { BotLevel } from './levels';
import { randomChoice } from './random';

export { BOT_LEVELS, type BotLevel } from './levels';

/**
 * How long a searching bot may think: `now` is a millisecond clock the host passes in (core reads
 * no clock itself), `ms` the budget for this decision. Without a budget a search runs its fixed
 * number of playouts, so seeded games and tests are deterministic.
 */
export interface ThinkBudget {
  readonly now: () => number;
  readonly ms: number;
}

/** What a bot is shown: only its own seat's view and the decisions open to it. */
export interface BotInput<V = JsonValue, A = JsonValue> {
  readonly view: V;
  readonly seat: number;
  readonly legal: readonly A[];
  readonly anytime: readonly A[];
  readonly rng: RngState;
  /** A time budget for bots that search; the others ignore it. */
  readonly budget?: ThinkBudget;
  /** Set by a caller that wants the bot's reason for its choice in `explain`. */
  readonly explain?: { reason?: string };
}

/**
 * A computer opponent, the one signature every game's bots, the bot-game runner and the host share:
 * picks one decision (or none) and returns the advanced bot PRNG.
 */
export type Bot<V = JsonValue, A = JsonValue> = (input: BotInput<V, A>) => [A | undefined, RngState];

/** A game's bots by level; a level a game lacks falls back to the legal-random bot. */
export type BotsByLevel<V, A> = Partial<Record<BotLevel, Bot<V, A>>>;

/** The fallback for any game: a uniformly random legal decision. */
export const legalRandomBot: Bot = ({ legal, rng, explain }) => {
  if (explain) explain.reason = 'picked a move at random';
  return randomChoice(legal, rng);
};
