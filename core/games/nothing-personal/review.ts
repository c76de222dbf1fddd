/** Nothing Personal in the replay viewer: each family's money and Respect round by round (both public). */
import type { GameReview } from '../../engine/module';
import { npScore } from './score';
import { npTally } from './tally';
import type { NpView } from './view';

const perSeat = (xs: readonly number[], seats: number): (number | null)[] =>
  Array.from({ length: seats }, (_, i) => xs[i] ?? null);

export const npReview: GameReview<NpView> = {
  series: (v, seats) => [
    { id: 'money', label: 'Money', values: perSeat(v.money, seats) },
    // Once the game is over, Respect includes the end-of-game scoring (NP-12).
    { id: 'respect', label: 'Respect', values: perSeat(v.result?.respect ?? v.respect, seats) },
  ],
  progress: (v) => (v.stage.kind === 'over' ? 'Over' : `Round ${v.round} of 5`),
  score: npScore,
  tally: npTally,
};
