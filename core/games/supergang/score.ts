/**
 * SuperGang's final scores explained. The game is won by owning a whole district or by being the
 * last gang standing (SG-1.1), or by the police (SG-15.7); the score listed for each gang is its cash.
 * Beside the cash, each gang's line says how near it came to the victory conditions: its shops, the
 * most it held of one district, and its characters still alive.
 */
import type { ScoreSheet, SeatScore } from '../../engine/score';
import { sgCity } from './city-data';
import { endWords } from './end-words';
import type { SuperGangView } from './view';

export function superGangScore(v: SuperGangView, seats: number): ScoreSheet | null {
  if (v.turn.phase !== 'over') return null;
  const city = sgCity();
  const out: SeatScore[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const gang = v.gangs.findIndex((g) => g.seat === seat);
    const g = v.gangs[gang];
    if (!g) {
      out.push({
        parts: [],
        total: 0,
        ...(seat === v.winner && v.endReason ? { note: endWords(v) } : { note: 'The police.' }),
      });
      continue;
    }
    const shops = Object.values(v.shops).filter((s) => s.owner === gang).length;
    let best = { owned: 0, of: 0, id: '' };
    for (const d of city.districts) {
      const owned = d.shops.filter((id) => v.shops[id]?.owner === gang).length;
      if (owned > best.owned) best = { owned, of: d.shops.length, id: d.id };
    }
    const chars = v.characters.filter((c) => c.gang === gang);
    const alive = chars.filter((c) => c.place !== 'graveyard').length;
    const note = seat === v.winner && v.endReason ? endWords(v) : g.eliminated ? 'Out of the game.' : '';
    out.push({
      // The score is the cash itself: one line, not a part that repeats the total beneath it.
      parts: [],
      total: g.cash,
      facts: [
        { label: 'Shops owned', value: String(shops) },
        { label: 'Most of one district', value: best.owned === 0 ? 'none' : `${best.owned} of ${best.of}` },
        { label: 'Characters alive', value: `${alive} of ${chars.length}` },
      ],
      ...(note ? { note } : {}),
    });
  }
  return {
    totalLabel: 'Cash in hand',
    how: 'A gang wins by owning every shop of a district or by being the last gang standing; the scores are cash.',
    clause: 'SG-1.1',
    seats: out,
  };
}
