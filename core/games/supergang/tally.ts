/** SuperGang's per-seat counts over a game, read from its events (see core/engine/score.ts). */
import { addCount, countTable, dataNumber, leadingSeat, type GameTally } from '../../engine/score';

const COUNTS = [
  { id: 'duels-won', label: 'Duels won' },
  { id: 'shops', label: 'Shops taken' },
  { id: 'stick-ups', label: 'Stick-ups' },
  { id: 'kills', label: 'Kills' },
  { id: 'takings', label: 'Millions taken' },
] as const;

export const superGangTally: GameTally = {
  counts: COUNTS,
  count(moves, seats) {
    const t = countTable(seats, COUNTS.length);
    for (const m of moves) {
      for (const e of m.events) {
        switch (e.type) {
          case 'duel':
            if (e.data && typeof e.data.winner === 'number') addCount(t, e.data.winner, 0);
            break;
          case 'own':
            addCount(t, leadingSeat(e.text), 1);
            break;
          case 'stick-up':
            // The seat whose move it is: a man a Vamp holds is named first as his own gang's (SG-6.2.3,
            // edition 4: "{seat:1}'s killer, held by {seat:0}'s vamp, sticks up …"), but the stick-up is hers.
            addCount(t, m.seat, 2);
            break;
          case 'dead': {
            // Gang k is played by seat k (SG-3); a death in someone else's move is their kill.
            const victim = leadingSeat(e.text);
            if (victim !== m.seat) addCount(t, m.seat, 3);
            break;
          }
          case 'cash':
            if (e.data && typeof e.data.gang === 'number') addCount(t, e.data.gang, 4, dataNumber(e, 'amount'));
            break;
        }
      }
    }
    return t;
  },
};
