/**
 * One space's Shootout (G-12): who fires at whom, dice by strength at the start (G-12.2, G-12.3), hits
 * absorbed as each owner chooses (G-12.4), property loss (G-12.5), Gang War (G-12.6), Guards vs Cops
 * (G-12.7), Vamps (G-13.2) and the Cops going back to the cup. Pure functions over `Fight` data.
 */
import { COMPONENTS, edition, jointAt, type GangstersState } from '../state';
import { occupants, type Occupants } from './places';
import { COPS_SIDE, type Declared, type Fight, type Unit, type UnitKind } from './shootout-types';

function unit(s: GangstersState, side: number, kind: UnitKind, space: string, ref?: number): Unit {
  const H = COMPONENTS.hitOn;
  if (kind === 'cop') return mk(`cop:${ref}`, side, kind, ref ?? 0, ref ?? 0, H.cop);
  if (kind === 'guard') {
    const level = jointAt(s, space)?.level ?? 0;
    return mk('guard', side, kind, level, level * COMPONENTS.guardDicePerLevel, H.guard);
  }
  const g = s.gangs.find((x) => x.seat === side);
  const strength = g?.strength[kind] ?? 0;
  if (kind === 'vamp') return mk(`${side}:vamp`, side, kind, strength, 0, 7);
  const hitOn = kind === 'racketeer' ? H.racketeer : s.options.heaters && g?.heaters ? H.heaterThug : H.thug;
  return mk(`${side}:${kind}`, side, kind, strength, strength, hitOn);
}

function mk(id: string, side: number, kind: UnitKind, strength: number, dice: number, hitOn: number): Unit {
  return { id, side, kind, strength, dice, hitOn, rolls: [], hits: 0 };
}

/** May `a` put hits on `t`? Guards never shoot Cops (G-12.7); only Cops and Racketeers hit a Vamp (G-13.2). */
export function mayHit(a: Unit, t: Unit): boolean {
  if (a.side === t.side || a.kind === 'vamp') return false;
  if (a.kind === 'guard' && t.kind === 'cop') return false;
  if (t.kind === 'vamp' && a.kind !== 'cop' && a.kind !== 'racketeer') return false;
  return true;
}

/** Whether anyone fires on `space`: a Cop meets a criminal, a Guard an intruder, or a Hit was declared there. */
function anyFire(o: Occupants, owner: number | null, space: string, hits: readonly Declared[]): boolean {
  if (o.cops.length > 0 && o.gangsters.some((g) => g.criminal)) return true;
  if (owner !== null && o.gangsters.some((g) => g.seat !== owner && g.kind !== 'vamp')) return true;
  return hits.some((h) => h.space === space);
}

/**
 * Builds the fight on `space` from Busts (G-11.5), Guards (G-8.4) and declared Hits (G-11.4); attacked
 * units return fire (G-8.4, G-11.4). Returns null when nobody fires there. `o`: who stands there, when
 * the caller has it already.
 */
export function buildFight(
  s: GangstersState,
  space: string,
  hits: readonly Declared[],
  bustTarget: string | undefined,
  o: Occupants = occupants(s, space),
): Fight | null {
  const owner = jointAt(s, space)?.owner ?? null;
  if (!anyFire(o, owner, space, hits)) return null;
  const units = new Map<string, Unit>();
  const attacks: [string, string][] = [];
  const add = (u: Unit): Unit => {
    const had = units.get(u.id);
    if (had) return had;
    units.set(u.id, u);
    return u;
  };
  const attack = (a: Unit, t: Unit): void => {
    if (!mayHit(a, t)) return;
    add(a);
    add(t);
    if (!attacks.some(([x, y]) => x === a.id && y === t.id)) attacks.push([a.id, t.id]);
  };
  const criminals = o.gangsters.filter((g) => g.criminal);
  if (o.cops.length > 0 && criminals.length > 0) {
    const target = criminals.find((g) => `${g.seat}:${g.kind}` === bustTarget) ?? criminals[0];
    if (target)
      for (const cop of o.cops) attack(unit(s, COPS_SIDE, 'cop', space, cop), unit(s, target.seat, target.kind, space));
  }
  if (owner !== null) {
    for (const g of o.gangsters) {
      if (g.seat !== owner && g.kind !== 'vamp') attack(unit(s, owner, 'guard', space), unit(s, g.seat, g.kind, space));
    }
  }
  for (const h of hits) {
    if (h.space !== space) continue;
    const a = unit(s, h.seat, h.piece as UnitKind, space);
    if (h.target === COPS_SIDE) for (const cop of o.cops) attack(a, unit(s, COPS_SIDE, 'cop', space, cop));
    else {
      for (const g of o.gangsters) if (g.seat === h.target) attack(a, unit(s, g.seat, g.kind, space));
      if (owner === h.target) attack(a, unit(s, owner, 'guard', space));
    }
  }
  // Returned fire: an attacked Racketeer, Thug, Cop or Guard shoots back at its attacker.
  for (const [a, t] of [...attacks]) {
    const au = units.get(a);
    const tu = units.get(t);
    if (au && tu && tu.dice > 0 && mayHit(tu, au) && !attacks.some(([x, y]) => x === t && y === a))
      attacks.push([t, a]);
  }
  if (attacks.length === 0) return null;
  const order = (u: Unit): number =>
    (u.side === COPS_SIDE ? -1 : u.side) * 10 + ['cop', 'racketeer', 'thug', 'vamp', 'guard'].indexOf(u.kind);
  const list = [...units.values()].sort((x, y) => order(x) - order(y) || x.id.localeCompare(y.id));
  return { space, units: list, attacks, aims: {}, absorbed: {} };
}

/** The enemy units `u` may put hits on: those it attacks or that attack it. */
export function enemies(f: Fight, u: Unit): Unit[] {
  const ids = new Set<string>();
  for (const [a, t] of f.attacks) {
    if (a === u.id) ids.add(t);
    if (t === u.id) ids.add(a);
  }
  return f.units.filter((v) => ids.has(v.id) && mayHit(u, v));
}

/** Enemy sides of `u`, in a stable order. */
export function enemySides(f: Fight, u: Unit): number[] {
  return [...new Set(enemies(f, u).map((v) => v.side))].sort((a, b) => a - b);
}

/** Hits arriving at a side, split into the kinds that matter for who may absorb them. */
export interface Incoming {
  total: number;
  fromCops: number;
  /** Hits a Vamp may absorb: from Cops and Racketeers (G-13.2). */
  vampable: number;
  absorbers: Unit[];
  /** Absorbers with their colored side up, on whom a Cop has no effect (G-9.7; from edition 4). */
  citizens: string[];
}

/**
 * The hits arriving at `side` and who may absorb them. `s`, the state the fight stands in, tells which
 * pieces are citizens (G-9.7); games of edition 3 (state.ts `EDITION`) let a citizen take Cop hits.
 */
export function incoming(f: Fight, side: number, s?: GangstersState): Incoming {
  const res: Incoming = { total: 0, fromCops: 0, vampable: 0, absorbers: [], citizens: [] };
  const ids = new Set<string>();
  for (const u of f.units) {
    const n = f.aims[u.id]?.[String(side)] ?? 0;
    if (n === 0) continue;
    res.total += n;
    if (u.kind === 'cop') res.fromCops += n;
    if (u.kind === 'cop' || u.kind === 'racketeer') res.vampable += n;
    for (const v of enemies(f, u)) if (v.side === side) ids.add(v.id);
  }
  res.absorbers = f.units.filter((v) => ids.has(v.id));
  const g = s && res.fromCops > 0 && edition(s) >= 4 ? s.gangs.find((x) => x.seat === side) : undefined;
  if (g)
    for (const u of res.absorbers)
      if (u.kind !== 'guard' && u.kind !== 'cop' && g.pieces[u.kind]?.criminal === false) res.citizens.push(u.id);
  return res;
}

/** Whether `u` may absorb no Cop hits: a Guard (G-12.7) or a citizen (G-9.7). */
function copProof(u: Unit, inc: Incoming): boolean {
  return u.kind === 'guard' || inc.citizens.includes(u.id);
}

/** Capacity of one absorber given the hits arriving (G-9.7, G-12.4, G-12.7, G-13.2). */
function capacity(u: Unit, inc: Incoming): number {
  const proof = copProof(u, inc);
  if (u.kind === 'vamp') return Math.min(1, inc.vampable - (proof ? inc.fromCops : 0));
  return Math.min(u.strength, proof ? inc.total - inc.fromCops : u.strength);
}

/** How many hits the side takes: all that arrive, as far as its pieces can take them (Cop-proof ones only the rest). */
function mostAbsorbed(inc: Incoming, caps: readonly number[]): number {
  let proof = 0;
  let other = 0;
  inc.absorbers.forEach((u, i) => {
    if (copProof(u, inc)) proof += caps[i] ?? 0;
    else other += caps[i] ?? 0;
  });
  return Math.min(inc.total, other + Math.min(proof, inc.total - inc.fromCops));
}

/** Every way a side may absorb its hits: as many as it can take, split as its owner likes. */
export function absorbOptions(inc: Incoming, limit = 400): Record<string, number>[] {
  const caps = inc.absorbers.map((u) => capacity(u, inc));
  const proof = inc.absorbers.map((u) => copProof(u, inc));
  const most = mostAbsorbed(inc, caps);
  const out: Record<string, number>[] = [];
  const cur = caps.map(() => 0);
  // `rest`: the non-Cop hits the Cop-proof pieces may still take between them.
  const rec = (i: number, left: number, rest: number): void => {
    if (out.length >= limit) return;
    if (i === caps.length) {
      if (left === 0) out.push(Object.fromEntries(inc.absorbers.map((u, k) => [u.id, cur[k] ?? 0])));
      return;
    }
    const cap = proof[i] ? Math.min(caps[i] ?? 0, rest) : (caps[i] ?? 0);
    for (let n = Math.min(cap, left); n >= 0; n--) {
      cur[i] = n;
      rec(i + 1, left - n, proof[i] ? rest - n : rest);
    }
    cur[i] = 0;
  };
  rec(0, most, inc.total - inc.fromCops);
  return out;
}

/** Is `alloc` one of the legal absorptions? */
export function validAbsorb(inc: Incoming, alloc: Record<string, number>): boolean {
  const caps = new Map(inc.absorbers.map((u) => [u.id, capacity(u, inc)] as const));
  let sum = 0;
  let proofSum = 0;
  for (const [id, n] of Object.entries(alloc)) {
    const cap = caps.get(id);
    if (cap === undefined || n < 0 || n > cap) return false;
    sum += n;
    const u = inc.absorbers.find((x) => x.id === id);
    if (u && copProof(u, inc)) proofSum += n;
  }
  if (proofSum > inc.total - inc.fromCops) return false;
  return sum === mostAbsorbed(inc, [...caps.values()]);
}
