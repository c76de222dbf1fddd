/**
 * SuperGang for the Hard bot's search (core/bots/ismcts.ts). Every seat sees the whole table (view.ts):
 * cash in banknotes, tokens, pawns, police records. The only unknown is what the dice and shots will give,
 * and those are not in the state: the search rolls its own. So a position made up from a view is the view.
 */
import type { RngState } from '../../engine/rng';
import { sgCity } from './city-data';
import type { SuperGangState } from './state';
import type { SuperGangView } from './view';

export function determinizeSuperGang(v: SuperGangView, _seat: number, rng: RngState): [SuperGangState, RngState] {
  // States are never changed in place (`apply` works on a copy), so the view itself serves, without the
  // movement questions it carries for the table.
  if (v.moves === undefined) return [v, rng];
  const { moves: _moves, ...s } = v;
  return [s, rng];
}

/** A character's worth to its gang by where it is: free to act, held for a while, or gone. */
const PLACE_WORTH = { board: 12, centre: 12, clinic: 6, jail: 4, graveyard: 0 } as const;

/**
 * What a gang is worth on the way to a whole district (SG-1.1): its best district counts most, then every
 * shop it owns, its rackets and traffic (income), its cash (shops to buy) and its characters still free.
 */
function worth(s: SuperGangState, gang: number): number {
  const g = s.gangs[gang];
  if (!g || g.eliminated) return 0;
  let best = 0;
  let owned = 0;
  for (const d of sgCity().districts) {
    const mine = d.shops.filter((id) => s.shops[id]?.owner === gang).length;
    owned += mine;
    best = Math.max(best, (mine / d.shops.length) ** 2);
  }
  const rackets = Object.values(s.shops).filter((x) => x.racket === gang).length;
  const traffic = Object.values(s.traffic).filter((x) => x === gang).length;
  const crew = s.characters.filter((c) => c.gang === gang).reduce((t, c) => t + PLACE_WORTH[c.place], 0);
  return 120 * best + 10 * owned + 4 * rackets + 3 * traffic + g.cash / 10 + crew;
}

/** The police player's worth (SG-15.7): how many gangsters are held or gone. */
function policeWorth(s: SuperGangState): number {
  return s.characters.reduce((t, c) => t + (PLACE_WORTH.board - PLACE_WORTH[c.place]) * 2, 0);
}

function worthOfSeat(s: SuperGangState, seat: number): number {
  if (seat === s.policeSeat) return policeWorth(s);
  const gang = s.gangs.findIndex((g) => g.seat === seat);
  return gang < 0 ? 0 : worth(s, gang);
}

/** The seat's standing against its best rival, squashed into [0, 1] (0.5: level). */
export function evaluateSuperGang(s: SuperGangState, seat: number): number {
  const seats = [...s.gangs.map((g) => g.seat), ...(s.policeSeat === null ? [] : [s.policeSeat])];
  const mine = worthOfSeat(s, seat);
  const rival = Math.max(0, ...seats.filter((x) => x !== seat).map((x) => worthOfSeat(s, x)));
  return 1 / (1 + Math.exp(-(mine - rival) / 30));
}
