/**
 * How the Hard bot's search scores a Gangsters position it has not played to the end: each seat's
 * chance of winning. A Gang wins with a Racketeer, a Thug and a Vamp and either the cash target, ten
 * Joints or every Joint of one kind (G-15.1), so the features are how far it is along each of those
 * roads, and its crew. The
 * weights are a logistic regression of which Gang went on to win, fitted on the position at the start
 * of every Player Turn of seeded two-Gang games of Normal bots (the fit is described in the README).
 */
import { PURCHASABLE_CLASSES } from './board';
import { cityBoard } from './city';
import { baseValue, building } from './rules/places';
import type { GangstersState } from './state';

/** How many buildings each class has (a class win needs them all). */
let classSizes: Map<string, number> | null = null;
function sizeOf(cls: string): number {
  if (!classSizes) {
    classSizes = new Map();
    for (const b of cityBoard().buildings) classSizes.set(b.class, (classSizes.get(b.class) ?? 0) + 1);
  }
  return classSizes.get(cls) ?? 1;
}

/** The names of `gangFeatures`' entries, in order. */
export const FEATURES = [
  'cash (thousands, share of the target)',
  'joints held',
  'joint value (thousands)',
  'nearest class win (share of its Joints held)',
  'racketeer strength',
  'thug strength',
  'vamp',
  'crew complete',
  'cash squared (tens of millions)',
  'joints past seven',
] as const;

/** A Gang's features (`FEATURES`), all zero when its seat has no Gang or the Gang is out. */
export function gangFeatures(s: GangstersState, seat: number): number[] {
  const g = s.gangs.find((x) => x.seat === seat);
  if (!g || g.out) return FEATURES.map(() => 0);
  let count = 0;
  let value = 0;
  const byClass = new Map<string, number>();
  for (const [id, j] of Object.entries(s.joints)) {
    if (j.owner !== seat) continue;
    count += 1;
    value += baseValue(id) * j.level;
    const cls = building(id)?.class ?? 'gray';
    byClass.set(cls, (byClass.get(cls) ?? 0) + 1);
  }
  let nearest = 0;
  for (const cls of PURCHASABLE_CLASSES) nearest = Math.max(nearest, (byClass.get(cls) ?? 0) / sizeOf(cls));
  const st = g.strength;
  const crew = st.racketeer > 0 && st.thug > 0 && st.vamp > 0 ? 1 : 0;
  const cash = (g.cash / s.options.cashToWin) * 10;
  return [
    cash,
    count,
    value / 1000,
    nearest,
    st.racketeer,
    st.thug,
    st.vamp,
    crew,
    (cash * cash) / 10,
    Math.max(0, count - 7),
  ];
}

/** Log-odds of winning per unit of each feature (`FEATURES`, in order), fitted as the file's header says. */
const WEIGHTS = [0.286, 0.084, 0.383, 1.361, 0.272, 0.009, 0.513, 0.422, 0.376, 0.283];
/** … for the seat whose Player Turn it is. */
const TO_MOVE = 0.217;

/** A seat's log-odds of winning, up to a constant shared by every seat (the Commissioner: his cash only). */
export function seatOdds(s: GangstersState, seat: number): number {
  const mover = s.turn.seat === seat ? TO_MOVE : 0;
  if (seat === s.commissioner) return mover + (WEIGHTS[0] ?? 0) * (s.commissionerCash / s.options.cashToWin) * 10;
  const g = s.gangs.find((x) => x.seat === seat);
  if (!g || g.out) return -Infinity;
  const f = gangFeatures(s, seat);
  let v = mover;
  for (let i = 0; i < f.length; i++) v += (WEIGHTS[i] ?? 0) * (f[i] ?? 0);
  return v;
}

/** The seat's share of the winning chances, in [0, 1]: its odds against every seat's, its own included. */
export function evaluateGangsters(s: GangstersState, seat: number): number {
  const mine = seatOdds(s, seat);
  if (mine === -Infinity) return 0;
  let total = 0;
  for (let k = 0; k < s.seats; k++) {
    const v = seatOdds(s, k);
    if (v !== -Infinity) total += Math.exp(v - mine);
  }
  return 1 / total;
}
