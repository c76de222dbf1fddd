import type { JsonValue } from '../engine';
import type { RngState } from '../engine/rng';
import { randomChoice } from './random';

/** What a bot is shown: only its own seat's view and the decisions open to it. */
export interface BotInput {
  readonly view: JsonValue;
  readonly seat: number;
  readonly legal: readonly JsonValue[];
  readonly anytime: readonly JsonValue[];
  readonly rng: RngState;
}

/** A computer opponent: picks one decision (or none) and returns the advanced bot PRNG. */
export type Bot = (input: BotInput) => [JsonValue | undefined, RngState];

export const BOT_LEVELS = ['random', 'heuristic'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** The fallback for any game: a uniformly random legal decision. */
export const legalRandomBot: Bot = ({ legal, rng }) => randomChoice(legal, rng);
