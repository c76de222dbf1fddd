/** Nothing Personal's per-seat counts over a game, read from its events (see core/engine/score.ts). */
import { addCount, countTable, dataNumber, type GameTally } from '../../engine/score';

const COUNTS = [
  { id: 'respect', label: 'Respect gained' },
  { id: 'hits', label: 'Hits ordered' },
  { id: 'landed', label: 'Hits landed' },
  { id: 'payouts', label: 'Money paid out ($)' },
  { id: 'ring', label: 'Capo ring taken' },
] as const;

const seatOf = (e: { data?: Record<string, unknown> }): number | null =>
  typeof e.data?.seat === 'number' ? e.data.seat : null;

/** "The hit lands: {seat:2} +4 Respect, …" (NP-13.2.3): the shooter's seat and gain. */
const LANDS = /^The hit lands: \{seat:(\d+)\} \+(\d+) Respect/;
/** "The hit lands for {seat:1}, but the victim was worth no Respect …" (NP-13.3.1, edition 4). */
const LANDS_FOR = /^The hit lands for \{seat:(\d+)\}/;

export const npTally: GameTally = {
  counts: COUNTS,
  count(moves, seats) {
    const t = countTable(seats, COUNTS.length);
    // The family whose hit was called last: a hit may land moves later, after its windows (NP-16.10, NP-17.3).
    let shooter: number | null = null;
    for (const m of moves) {
      for (const e of m.events) {
        switch (e.type) {
          case 'payout': // NP-7.5: a position's Respect and money to the family controlling it
            addCount(t, seatOf(e), 0, dataNumber(e, 'respect'));
            addCount(t, seatOf(e), 3, dataNumber(e, 'money'));
            break;
          case 'whack': // NP-13.2.1: a hit called ("… goes after …"), not one called off or fizzling
            if (e.text.includes(' goes after ')) {
              shooter = m.seat;
              addCount(t, m.seat, 1);
            }
            break;
          case 'respect': {
            const lands = LANDS.exec(e.text);
            if (lands) {
              addCount(t, Number(lands[1]), 0, Number(lands[2]));
              addCount(t, Number(lands[1]), 2);
            } else if (e.text.startsWith('The hit lands')) {
              // NP-13.3.1: edition 4 names the family; older games' lines fall back on the last hit called.
              const named = LANDS_FOR.exec(e.text);
              addCount(t, named ? Number(named[1]) : (shooter ?? m.seat), 2);
            }
            break;
          }
          case 'ring':
            addCount(t, seatOf(e), 4);
            break;
        }
      }
    }
    return t;
  },
};
