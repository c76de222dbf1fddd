/**
 * SuperGang in the replay viewer and on Home: each gang's cash and shops over the game, where the game
 * stands, its final scores explained and its per-seat counts. Everything is public in SuperGang
 * (view.ts), so every viewer sees the same figures.
 */
import type { GameReview } from '../../engine/module';
import { superGangScore } from './score';
import { superGangTally } from './tally';
import type { SuperGangView } from './view';

export const supergangReview: GameReview<SuperGangView> = {
  series(v, seats) {
    const cash: (number | null)[] = Array.from({ length: seats }, () => null);
    const shops: (number | null)[] = Array.from({ length: seats }, () => null);
    for (const g of v.gangs) {
      if (g.seat < 0 || g.seat >= seats) continue;
      cash[g.seat] = g.cash;
      shops[g.seat] = 0;
    }
    for (const shop of Object.values(v.shops)) {
      const seat = shop.owner === null ? undefined : v.gangs[shop.owner]?.seat;
      if (seat !== undefined && seat < seats) shops[seat] = (shops[seat] ?? 0) + 1;
    }
    // Cash last: the story of the game follows the last series, and the final scores are the gangs' cash.
    return [
      { id: 'shops', label: 'Shops owned', values: shops },
      { id: 'cash', label: 'Cash (millions)', values: cash },
    ];
  },
  progress(v) {
    return v.turn.phase === 'over' ? 'Over' : `Round ${v.turn.number}`;
  },
  score: superGangScore,
  tally: superGangTally,
  // A duel is marked once, at its opening line (the dice and the volley, `rules/duel.ts`): every edition's
  // carries its `volley`; the lines of each volley, a tie thrown again and the end do not.
  marked: (e) => e.type !== 'duel' || e.data?.['volley'] !== undefined,
};
