import type { JsonValue } from '../engine';
import type { RngState } from '../engine/rng';
import { randomChoice } from './random';

/** What a bot is shown: only its own seat's view and the decisions open to it. */
export interface BotInput<V = JsonValue, A = JsonValue> {
  readonly view: V;
  readonly seat: number;
  readonly legal: readonly A[];
  readonly anytime: readonly A[];
  readonly rng: RngState;
}

/**
 * A computer opponent, the one signature every game's bots, the bot-game runner and the host share:
 * picks one decision (or none) and returns the advanced bot PRNG.
 */
export type Bot<V = JsonValue, A = JsonValue> = (input: BotInput<V, A>) => [A | undefined, RngState];

export const BOT_LEVELS = ['random', 'heuristic'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** The fallback for any game: a uniformly random legal decision. */
export const legalRandomBot: Bot = ({ legal, rng }) => randomChoice(legal, rng);
