/**
 * The heuristic bot's judgement: a score for each legal decision, read from the bot's own seat view only.
 * It plays for the cash win (G-15.1, G-18.3): keep a Racketeer, a Thug and a Vamp, steer Public pieces into
 * its own Joints and out of others' (G-8.2), extort with criminal Thugs and Vamps in unowned buildings away
 * from Cops (G-11.3), send Cops to raid rivals (G-11.6), avoid fights, and stop spending near the target.
 */
import type { GangstersAction } from './actions';
import { MOVE_DIE, type GangsterKind } from './board';
import { cityGraph } from './city';
import { baseValue, building, isBuilding, isGray, occupants } from './rules/places';
import type { GangstersView, SeenGang } from './view';

/** What the bot knows: its seat and its own view (other seats' secrets are masked there). */
export interface BotSight {
  readonly s: GangstersView;
  readonly seat: number;
  readonly me: SeenGang | undefined;
}

const distCache = new Map<string, Int16Array>();

/** Steps from a building to every node, ignoring facing (a rough "how near" for planning). */
function distancesFrom(id: string): Int16Array | null {
  const g = cityGraph();
  const from = g.index.get(id);
  if (from === undefined) return null;
  const hit = distCache.get(id);
  if (hit) return hit;
  const dist = new Int16Array(g.nodeCount).fill(-1);
  dist[from] = 0;
  const queue = [from];
  for (let q = 0; q < queue.length; q++) {
    const n = queue[q] as number;
    const near: number[] = [];
    if (n < g.streetCount) {
      for (let d = 0; d < 4; d++) near.push(g.next[n * 4 + d] ?? -1);
      near.push(...(g.entrancesAt[n] ?? []));
    } else near.push(...(g.exitsOf[n] ?? []));
    for (const m of near) {
      if (m < 0 || (dist[m] ?? 0) >= 0) continue;
      dist[m] = (dist[n] ?? 0) + 1;
      queue.push(m);
    }
  }
  distCache.set(id, dist);
  return dist;
}

function steps(a: string, b: string): number {
  const d = distancesFrom(a);
  const i = cityGraph().index.get(b);
  return d && i !== undefined ? (d[i] ?? -1) : -1;
}

function myJoints(v: BotSight): string[] {
  return Object.keys(v.s.joints).filter((id) => v.s.joints[id]?.owner === v.seat);
}

function payoff(s: GangstersView, id: string, strength: number): number {
  return baseValue(id) * (s.joints[id]?.level ?? 1) * strength;
}

/** How much a Public of `strength` standing on `space` is worth to the bot, per Player Turn. */
function publicWorth(v: BotSight, space: string, strength: number, self: number | null): number {
  const s = v.s;
  const owner = s.joints[space]?.owner ?? null;
  const o = occupants(s, space);
  const doomed = o.cops.length > 0 || o.gangsters.some((g) => g.criminal);
  if (owner === v.seat) return doomed ? -payoff(s, space, strength) : payoff(s, space, strength);
  if (owner !== null) return doomed ? 0 : -0.7 * payoff(s, space, strength);
  let near = 0;
  for (const j of myJoints(v)) {
    const d = steps(j, space);
    if (d > 0 && d <= 6 && !s.publics.some((p) => p.at === j && p.id !== self))
      near = Math.max(near, 0.15 * payoff(s, j, strength));
  }
  return near;
}

function averageCupStrength(s: GangstersView): number {
  const cup = s.publics.filter((p) => p.at === null);
  return cup.length ? cup.reduce((a, p) => a + p.strength, 0) / cup.length : 1;
}

/** True when the Gang has the cash to win and should not spend (G-15.1). */
function saving(v: BotSight, spend: number): boolean {
  const cash = v.me?.cash ?? 0;
  return cash >= v.s.options.cashToWin * 0.6 && cash - spend < v.s.options.cashToWin;
}

function missing(v: BotSight, kind: GangsterKind): boolean {
  return (v.me?.strength[kind] ?? 0) === 0;
}

/** Can a criminal Thug or Vamp extort on `space` at the end of this turn (G-11.3)? */
function extortionSpot(s: GangstersView, space: string): boolean {
  return isBuilding(space) && (s.joints[space]?.owner ?? null) === null && occupants(s, space).cops.length === 0;
}

function moveScore(v: BotSight, a: Extract<GangstersAction, { type: 'move' }>): number {
  const s = v.s;
  const me = v.me;
  const p = me?.pieces[a.piece];
  if (!me || !p) return -1;
  const o = occupants(s, a.to);
  const owner = s.joints[a.to]?.owner ?? null;
  const enemies = o.gangsters.filter((g) => g.seat !== v.seat && g.kind !== 'vamp');
  if (owner !== null && owner !== v.seat && a.piece !== 'vamp') return -80; // a Hit is forced there (G-11.4)
  if (a.criminal && o.cops.length > 0) return -60;
  if (a.criminal && o.publics.length > 0 && owner === v.seat) return -40;
  const stayPut = p.criminal && extortionSpot(s, p.at) && a.piece !== 'racketeer';
  if (a.piece === 'vamp' && !a.criminal && enemies.length > 0) return 70 + (a.seduce?.length ?? 1) * 5;
  if (a.piece === 'racketeer') {
    if (a.criminal) return -30;
    const b = building(a.to);
    const buyable =
      b && !isGray(a.to) && owner === null && baseValue(a.to) <= (me.cash ?? 0) && !saving(v, baseValue(a.to));
    if (buyable) return 40 + baseValue(a.to) / 50;
    if (enemies.length > 0) return -20;
    return p.criminal ? 8 : -3;
  }
  if (enemies.length > 0) return -25;
  if (a.criminal && extortionSpot(s, a.to)) {
    const die = s.turn.dice[MOVE_DIE[a.piece]] ?? 0;
    return (stayPut ? -5 : 30) + 3 * die + (isGray(a.to) ? 3 : 0);
  }
  if (stayPut) return -20;
  return p.criminal && !a.criminal ? 6 : -3;
}

function publicScore(v: BotSight, a: Extract<GangstersAction, { type: 'move-public' }>): number {
  const s = v.s;
  if (a.public === null) return publicWorth(v, a.to, averageCupStrength(s), null) / 10 - 2;
  const p = s.publics.find((x) => x.id === a.public);
  if (!p || p.at === null) return -1;
  const gain = publicWorth(v, a.to, p.strength, p.id) - publicWorth(v, p.at, p.strength, p.id);
  return gain / 10 - 2;
}

function recruitScore(v: BotSight, a: Extract<GangstersAction, { type: 'recruit' }>): number {
  const me = v.me;
  if (!me) return -1;
  const die = v.s.turn.dice[MOVE_DIE[a.piece]] ?? 6;
  const cost = recruitCostOf(me, a.piece, a.count) * die;
  if (missing(v, a.piece)) return 90 - 5 * a.count - die;
  if (saving(v, cost) || (me.cash ?? 0) - cost < 1500) return -1;
  if (a.piece === 'racketeer' && me.strength.racketeer < 6) return 15 - 3 * a.count - die;
  if (a.piece === 'thug' && me.strength.thug < 3) return 8 - 3 * a.count - die;
  return -1;
}

function recruitCostOf(g: SeenGang, kind: GangsterKind, count: number): number {
  let sum = 0;
  for (let k = g.strength[kind] + 1; k <= g.strength[kind] + count; k++) sum += kind === 'vamp' ? 300 : 100 * k;
  return sum;
}

function copDestination(v: BotSight, to: string): number {
  const s = v.s;
  const owner = s.joints[to]?.owner ?? null;
  const o = occupants(s, to);
  let score = 0;
  if (owner !== null && o.publics.length > 0) {
    const worth = o.publics.reduce((a, id) => a + payoff(s, to, s.publics.find((p) => p.id === id)?.strength ?? 1), 0);
    score += owner === v.seat ? -200 : 40 + worth / 20;
  }
  for (const g of o.gangsters) if (g.criminal) score += g.seat === v.seat ? -100 : 25;
  for (const j of myJoints(v)) {
    const d = steps(j, to);
    if (d >= 0 && d <= 3) score -= 4;
  }
  return score;
}

function absorbScore(v: BotSight, alloc: Record<string, number>): number {
  let score = 0;
  for (const [id, n] of Object.entries(alloc)) {
    if (n === 0) continue;
    if (id === 'guard') {
      const level = v.s.shootout?.fights.find((f) => f.units.some((u) => u.id === 'guard'))?.space;
      const lv = level ? (v.s.joints[level]?.level ?? 1) : 1;
      score -= n >= lv ? 70 : 12 * n;
      continue;
    }
    const kind = id.split(':')[1] as GangsterKind;
    const left = (v.me?.strength[kind] ?? 0) - n;
    score -= left <= 0 ? (kind === 'vamp' ? 120 : 90) : 6 * n;
  }
  return score;
}

/**
 * What accepting the trade offered to the bot is worth to it (G-14.1): the offerer's side (Joints at
 * their value with improvements, and cash) less the bot's side, minus a margin so it is not talked into
 * an even swap; never a deal that leaves it short of cash it cannot see.
 */
function tradeGain(v: BotSight): number {
  const t = v.s.turn.trade;
  if (!t || t.to !== v.seat) return -1;
  const side = (x: { joints: string[]; cash?: number; withCash: boolean }): number | null =>
    x.withCash && x.cash === undefined
      ? null
      : x.joints.reduce((a, id) => a + baseValue(id) * (v.s.joints[id]?.level ?? 1), 0) + (x.cash ?? 0);
  const gets = side(t.give);
  const gives = side(t.get);
  if (gets === null || gives === null) return -1;
  if ((t.get.cash ?? 0) > (v.me?.cash ?? 0)) return -1;
  return (gets - gives * 1.15) / 100;
}

/** Scores one legal decision; the bot takes the best, ties broken at random. */
export function scoreAction(a: GangstersAction, v: BotSight): number {
  const s = v.s;
  const me = v.me;
  const cash = (me ? me.cash : v.seat === s.commissioner ? s.commissionerCash : 0) ?? 0; // its own cash is always in its view
  switch (a.type) {
    case 'draft':
      return baseValue(a.building);
    case 'recruit-plan':
      return -(Math.abs(a.racketeer - 4) * 100 + Math.abs(a.thug - 2) * 100 + Math.abs(a.vamp - 1) * 1000);
    case 'placement':
      return a.racketeer ? baseValue(a.racketeer) : 0;
    case 'buy': {
      const at = me?.pieces.racketeer?.at ?? '';
      return saving(v, baseValue(at)) || cash - baseValue(at) < 300 ? -1 : 100;
    }
    case 'improve': {
      const at = me?.pieces.racketeer?.at ?? '';
      return saving(v, baseValue(at)) || cash - baseValue(at) < 800 ? -1 : 80;
    }
    case 'sell':
      return missing(v, 'racketeer') && cash < 600 ? 50 : -10;
    case 'equip':
      return -5;
    case 'roll':
      return 0;
    case 'defer':
      return 10;
    case 'bribe':
      if (v.seat === s.commissioner) return s.bribes.some((b) => b.holder === v.seat && (b.marker ?? 0) > 0) ? -5 : 20;
      return -10;
    case 'cop-move':
      return copDestination(v, a.to) + (a.donut ? 1 : 0);
    case 'cop-start':
      return copDestination(v, a.to) - 2;
    case 'donut-flip':
    case 'cop-none':
    case 'pass':
      return 0;
    case 'rebuff': {
      const to = s.turn.copAction?.to;
      return to && copDestination(v, to) < 0 ? 50 : -1;
    }
    case 'move':
      return moveScore(v, a);
    case 'move-public':
      return v.seat === s.commissioner ? 0 : publicScore(v, a);
    case 'recruit':
      return recruitScore(v, a);
    case 'declare-hit':
      return a.target === null ? 5 : 1;
    case 'bust':
      return a.target.startsWith(`${v.seat}:`) ? -10 : 10;
    case 'aim':
      return 0;
    case 'absorb':
      return absorbScore(v, a.alloc);
    case 'answer-trade':
      return a.accept ? tradeGain(v) : 0;
    case 'retract':
      return -100;
    default:
      return 0;
  }
}
