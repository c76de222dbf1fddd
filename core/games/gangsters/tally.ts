/** Gangsters' per-seat counts over a game, read from its events (see core/engine/score.ts). */
import { addCount, countTable, dataNumber, leadingSeat, type GameTally } from '../../engine/score';

const COUNTS = [
  { id: 'joints', label: 'Joints taken' },
  { id: 'whacks', label: 'Whacks' },
  { id: 'hits', label: 'Hits declared' },
  { id: 'extortion', label: 'Extorted ($)' },
  { id: 'payoffs', label: 'Payoffs ($)' },
  { id: 'seductions', label: 'Seductions' },
] as const;

const seatOf = (data: unknown): number | null =>
  data && typeof data === 'object' && typeof (data as { seat?: unknown }).seat === 'number'
    ? (data as { seat: number }).seat
    : null;

export const gangstersTally: GameTally = {
  counts: COUNTS,
  count(moves, seats) {
    const t = countTable(seats, COUNTS.length);
    for (const m of moves) {
      for (const e of m.events) {
        switch (e.type) {
          case 'draft': // G-4.1
          case 'buy':
            addCount(t, seatOf(e.data), 0);
            break;
          case 'eliminated': {
            // A piece removed in someone else's move is that player's whack (G-13).
            const victim = leadingSeat(e.text);
            if (victim !== null && victim !== m.seat) addCount(t, m.seat, 1);
            break;
          }
          case 'hit': // G-11.4
            addCount(t, leadingSeat(e.text), 2);
            break;
          case 'extortion':
            addCount(t, seatOf(e.data), 3, dataNumber(e, 'amount'));
            break;
          case 'payoff':
            addCount(t, seatOf(e.data), 4, dataNumber(e, 'amount'));
            break;
          case 'seduction':
            addCount(t, seatOf(e.data), 5);
            break;
        }
      }
    }
    return t;
  },
};
