/**
 * What a seat may know (G-4.2, G-4.3, G-9.5, G-15.1): other seats' setup records until revealed, Bribe
 * markers other than one's own, and — with the secret-cash option — other players' cash, the Bank's
 * balance and the cash in a trade between two other Gangs (shown as -1). The cups' contents stay visible
 * as counts.
 */
import type { Viewer } from '../../engine/events';
import type { GangstersState } from './state';
import { cloneJson } from '../../engine/json';

/** A seat's view: the state's shape, with other seats' secrets masked as described above. */
export type GangstersView = GangstersState;

/** The state as `viewer` may see it; the omniscient replay sees everything. */
export function gangstersView(s: GangstersState, viewer: Viewer): GangstersView {
  if (viewer === 'omniscient') return s;
  const v = cloneJson(s);
  const mine = (seat: number): boolean => viewer === seat;
  v.setupRecruits = v.setupRecruits.map((p, i) =>
    p === null || mine(s.gangs[i]?.seat ?? -1) ? p : { racketeer: -1, thug: -1, vamp: -1 },
  );
  v.setupPlacements = v.setupPlacements.map((p, i) =>
    p === null || mine(s.gangs[i]?.seat ?? -1) ? p : { racketeer: 'hidden', thug: 'hidden', vamp: 'hidden' },
  );
  // Bribes: you see your own markers; of the others only who holds how many.
  v.bribes = v.bribes.map((b) => (mine(b.holder) ? b : { marker: -1, holder: b.holder }));
  v.bribeCup = v.bribeCup.map(() => -1);
  if (s.options.secretCash && s.phase !== 'over') {
    for (const g of v.gangs) if (!mine(g.seat)) g.cash = -1;
    if (s.commissioner !== null && !mine(s.commissioner)) v.commissionerCash = -1;
    v.bank = -1;
    const t = v.turn.trade;
    if (t && !mine(t.from) && !mine(t.to)) {
      t.give.cash = t.give.cash > 0 ? -1 : 0;
      t.get.cash = t.get.cash > 0 ? -1 : 0;
    }
  }
  return v;
}
