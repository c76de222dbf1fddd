/**
 * SuperGang's final scores explained. The game is won by owning a whole district or by being the
 * last gang standing (SG-1.1), or by the police (SG-15.7); the score listed for each gang is its cash.
 * Beside the cash, each gang's line says how near it came to the victory conditions: its shops, the
 * most it held of one district, and its characters still alive.
 */
import type { ScoreSheet, SeatScore } from '../../engine/score';
import { sgCity } from './city-data';
import { endWords } from './end-words';
import type { SuperGangState } from './state';
import type { SuperGangView } from './view';

/** How near a gang is to owning one district whole (SG-1.1). */
export interface DistrictProgress {
  readonly id: string;
  readonly owned: number;
  readonly of: number;
  /** Its shops other gangs own (to be won from them at gunpoint, SG-5.4.6), and which gangs they are. */
  readonly others: number;
  readonly rivals: readonly number[];
}

/**
 * The district `gang` is nearest to owning whole, from the ownership tokens everyone sees: most shops
 * owned, then fewest left to take, then fewest held by other gangs. Null while the gang owns no shop.
 */
export function nearestDistrict(s: Pick<SuperGangState, 'shops'>, gang: number): DistrictProgress | null {
  let best: DistrictProgress | null = null;
  for (const d of sgCity().districts) {
    const owners = d.shops.map((id) => s.shops[id]?.owner ?? null);
    const owned = owners.filter((o) => o === gang).length;
    if (owned === 0) continue;
    const theirs = owners.filter((o): o is number => o !== null && o !== gang);
    const p = {
      id: d.id,
      owned,
      of: d.shops.length,
      others: theirs.length,
      rivals: [...new Set(theirs)].sort((a, b) => a - b),
    };
    const left = (x: DistrictProgress) => x.of - x.owned;
    if (
      !best ||
      p.owned > best.owned ||
      (p.owned === best.owned && left(p) < left(best)) ||
      (p.owned === best.owned && left(p) === left(best) && p.others < best.others)
    )
      best = p;
  }
  return best;
}

export function superGangScore(v: SuperGangView, seats: number): ScoreSheet | null {
  if (v.turn.phase !== 'over') return null;
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
    const best = nearestDistrict(v, gang);
    const chars = v.characters.filter((c) => c.gang === gang);
    const alive = chars.filter((c) => c.place !== 'graveyard').length;
    const note = seat === v.winner && v.endReason ? endWords(v) : g.eliminated ? 'Out of the game.' : '';
    out.push({
      // The score is the cash itself: one line, not a part that repeats the total beneath it.
      parts: [],
      total: g.cash,
      facts: [
        { label: 'Shops owned', value: String(shops) },
        { label: 'Most of one district', value: best ? `${best.owned} of ${best.of}` : 'none' },
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
