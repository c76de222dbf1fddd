/**
 * Nothing Personal in the replay viewer: each family's money and Respect round by round (both public),
 * and which of its stored lines are key moments (`marked`).
 */
import type { GameEvent } from '../../engine/events';
import type { GameReview } from '../../engine/module';
import { npScore } from './score';
import { npTally } from './tally';
import type { NpView } from './view';

const perSeat = (xs: readonly number[], seats: number): (number | null)[] =>
  Array.from({ length: seats }, (_, i) => xs[i] ?? null);

/** "{seat:2} refuses.": a blackmailer stops the gangster's action (NP-7.13.2). */
const REFUSES = /^\{seat:\d+\} refuses\.$/;

/**
 * Of the Blackmail lines, only a refusal is a blackmail a family would tell of: the coin's owner stops
 * an action (NP-7.13.2). Asking, allowing, an allowed action that no longer fits and a coin handed on
 * (NP-7.13.1, NP-13.4.4) are the log's, not key moments. Of the card lines, only a Blackmail coin
 * placed (NP-7.12.2), for a replay that marks coins. Every other line of a marked type is one.
 */
export function npMarked(e: GameEvent): boolean {
  if (e.type === 'blackmail') return REFUSES.test(e.text);
  if (e.type === 'card') return e.clause === 'NP-7.12.2';
  return true;
}

export const npReview: GameReview<NpView> = {
  series: (v, seats) => [
    { id: 'money', label: 'Money', values: perSeat(v.money, seats) },
    // Once the game is over, Respect includes the end-of-game scoring (NP-12).
    { id: 'respect', label: 'Respect', values: perSeat(v.result?.respect ?? v.respect, seats) },
  ],
  progress: (v) => (v.stage.kind === 'over' ? 'Over' : `Round ${v.round} of 5`),
  score: npScore,
  tally: npTally,
  marked: npMarked,
};
