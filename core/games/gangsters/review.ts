/**
 * Gangsters in the replay viewer: each seat's cash and net worth over the game (G-15.2: cash plus
 * the value of its Joints with their improvements), read from one viewer's view, so with secret cash
 * another Gang's figures are unknown (null) until the game is over.
 */
import type { GameReview } from '../../engine/module';
import { baseValue } from './rules/places';
import { gangstersScore } from './score';
import { gangstersTally } from './tally';
import type { GangstersView } from './view';

function cashBySeat(v: GangstersView, seats: number): (number | null)[] {
  const out: (number | null)[] = Array.from({ length: seats }, () => null);
  for (const g of v.gangs) if (g.seat >= 0 && g.seat < seats) out[g.seat] = g.cash ?? null;
  if (v.commissioner !== null && v.commissioner < seats) out[v.commissioner] = v.commissionerCash ?? null;
  return out;
}

export const gangstersReview: GameReview<GangstersView> = {
  series(v, seats) {
    const cash = cashBySeat(v, seats);
    const joints = Array.from({ length: seats }, () => 0);
    for (const [id, j] of Object.entries(v.joints)) {
      if (j.owner !== null && j.owner >= 0 && j.owner < seats)
        joints[j.owner] = (joints[j.owner] ?? 0) + baseValue(id) * j.level;
    }
    return [
      { id: 'cash', label: 'Cash', values: cash },
      { id: 'worth', label: 'Net worth', values: cash.map((c, i) => (c === null ? null : c + (joints[i] ?? 0))) },
    ];
  },
  progress(v) {
    if (v.phase === 'over') return 'Over';
    if (v.phase === 'draft' || v.phase === 'recruit' || v.phase === 'place') return 'Setting up';
    // As the table's status and the case file say it ("Turn 14"), in the replay too: the rulebook counts turns.
    return `Turn ${v.turn.number}`;
  },
  score: gangstersScore,
  tally: gangstersTally,
};
