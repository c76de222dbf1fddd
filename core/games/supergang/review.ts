/**
 * SuperGang in the replay viewer: each gang's cash and shops over the game (both public), its final
 * scores explained and its per-seat counts.
 */
import type { GameReview } from '../../engine/module';
import { superGangScore } from './score';
import { superGangTally } from './tally';
import type { SuperGangView } from './view';

export const superGangReview: GameReview<SuperGangView> = {
  series(v, seats) {
    const cash: (number | null)[] = Array.from({ length: seats }, () => null);
    const shops: (number | null)[] = Array.from({ length: seats }, () => null);
    v.gangs.forEach((g, gang) => {
      if (g.seat < 0 || g.seat >= seats) return;
      cash[g.seat] = g.cash;
      shops[g.seat] = Object.values(v.shops).filter((s) => s.owner === gang).length;
    });
    return [
      { id: 'cash', label: 'Cash', values: cash },
      { id: 'shops', label: 'Shops', values: shops },
    ];
  },
  progress: (v) => (v.turn.phase === 'over' ? 'Over' : `Round ${v.turn.number}`),
  score: superGangScore,
  tally: superGangTally,
};
