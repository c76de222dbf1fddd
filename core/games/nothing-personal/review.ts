/** Nothing Personal in the replay viewer: each family's money and Respect round by round (both public). */
import type { GameReview } from '../../engine/module';
import type { NpView } from './view';

const perSeat = (xs: readonly number[], seats: number): (number | null)[] =>
  Array.from({ length: seats }, (_, i) => xs[i] ?? null);

export const npReview: GameReview<NpView> = {
  series: (v, seats) => [
    { id: 'money', label: 'Money', values: perSeat(v.money, seats) },
    { id: 'respect', label: 'Respect', values: perSeat(v.respect, seats) },
  ],
  progress: (v) => (v.stage.kind === 'over' ? 'Over' : `Round ${v.round} of 5`),
};
