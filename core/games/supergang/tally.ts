/** SuperGang's per-seat counts over a game, read from its events (see core/engine/score.ts). */
import { addCount, countTable, dataNumber, leadingSeat, type GameTally } from '../../engine/score';

const COUNTS = [
  { id: 'duels-won', label: 'Duels won' },
  { id: 'shops', label: 'Shops taken' },
  { id: 'stick-ups', label: 'Stick-ups' },
  { id: 'kills', label: 'Kills' },
  { id: 'takings', label: 'Millions taken' },
] as const;

/** A number-valued field of an event's data, or null. */
function dataSeat(data: unknown, key: string): number | null {
  const v = (data as Record<string, unknown> | undefined)?.[key];
  return typeof v === 'number' ? v : null;
}

export const superGangTally: GameTally = {
  counts: COUNTS,
  count(moves, seats) {
    const t = countTable(seats, COUNTS.length);
    // SG-11.2.8: who shot each target dead. The dead go to the graveyard only when the duel ends
    // (SG-11.3.4), on the last arrow's move, whoever's arrow that was; each is the kill of the seat that
    // fired the arrow that downed him (the seat of the move with the shot).
    const shotDead = new Map<string, number>();
    // SG-11.4.4: an attack on the clinic is a duel the patient "cannot defend", so he wins none when the
    // arrows miss: `clinic` holds the attacker's seat from the attack's line to the duel's end.
    let clinic: number | null = null;
    for (const m of moves) {
      for (const e of m.events) {
        switch (e.type) {
          case 'killing':
            clinic = e.clause === 'SG-11.4.4' ? m.seat : null;
            break;
          case 'arrest':
            // Another duel's start (a rebellion; a stick-up below): a clinic attack called off is over.
            clinic = null;
            break;
          case 'duel': {
            const winner = e.data?.winner;
            if (typeof winner !== 'number') break;
            // SG-5.5.2: the defenders of several gangs who win (edition 5 lists them all, `winners`) each
            // win the duel; older games' events name only the seat holding the gun at the end.
            const all = e.data?.winners;
            const seats = Array.isArray(all) && all.every((x) => typeof x === 'number') ? all : [winner];
            if (clinic === null || winner === clinic) for (const w of seats) addCount(t, w, 0);
            clinic = null;
            break;
          }
          case 'own':
            addCount(t, leadingSeat(e.text), 1);
            break;
          case 'stick-up':
            // The seat whose move it is: a man a Vamp holds is named first as his own gang's (SG-6.2.3,
            // edition 4: "{seat:1}'s killer, held by {seat:0}'s vamp, sticks up …"), but the stick-up is hers.
            addCount(t, m.seat, 2);
            clinic = null;
            break;
          case 'shot':
            if (e.data?.down === 'dead' && typeof e.data.target === 'string') shotDead.set(e.data.target, m.seat);
            break;
          case 'dead': {
            // Gang k is played by seat k (SG-3); a death by another seat's arrow is that seat's kill. A death
            // with no arrow on record (none is known) counts for the seat whose move it is, as before.
            const victim = leadingSeat(e.text);
            const who = typeof e.data?.character === 'string' ? e.data.character : '';
            const by = shotDead.get(who) ?? m.seat;
            shotDead.delete(who);
            if (victim !== by) addCount(t, by, 3);
            break;
          }
          case 'cash': {
            if (e.data && typeof e.data.gang === 'number') addCount(t, e.data.gang, 4, dataNumber(e, 'amount'));
            // Money between two gangs (SG-5.4.5: a till the owner pays; SG-5.6.5 pawns bought in an owner's
            // shop; SG-7.7 a recruit sold): the gang paid has taken it, the payer has lost it, as a gang
            // paying the bank counts less. Deals made at the table are 'deal-cash', not counted.
            const from = dataSeat(e.data, 'from');
            const to = dataSeat(e.data, 'to');
            if (from !== null && to !== null) {
              const amount = dataNumber(e, 'amount');
              addCount(t, to, 4, amount);
              addCount(t, from, 4, -amount);
            }
            break;
          }
        }
      }
    }
    return t;
  },
};
