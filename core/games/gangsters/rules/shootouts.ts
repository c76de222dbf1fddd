/**
 * The Shootout Phase (G-5.7, G-11.4, G-11.5, G-12) as a queue of questions: Hit declarations and Bust
 * targets first, then the dice, then how multi-target shooters aim and how owners absorb hits.
 */
import { ok, refuse, type Result } from '../../../engine/result';
import { edition, GANGSTER_KINDS, jointAt, type GangState, type GangstersState, type PieceState } from '../state';
import type { GangsterKind } from '../board';
import { listed, seatRef } from '../../../engine/words';
import type { Ctx } from './common';
import { lowerJoint, publicHome } from './crime';
import { absorbOptions, buildFight, enemySides, incoming, validAbsorb } from './fights';
import { copOn, occupants, placeName } from './places';
import { copCommander } from './cops';
import { copCreditOrder, copRewards } from './rewards';
import { losePoints } from './pieces';
import { COPS_SIDE, type Declared, type Fight, type Question, type Unit } from './shootout-types';
import { log } from '../../../engine/rules';

/** Who answers for a side: its Gang, or whoever commands the Cops (G-12.4; the Commissioner, G-17). */
function sideSeat(s: GangstersState, side: number): number {
  return side === COPS_SIDE ? copCommander(s) : side;
}

/** G-11.4: the active Thugs/Racketeers that moved, are white side up and share a space with an enemy. */
export function hitQuestions(s: GangstersState): Question[] {
  const seat = s.turn.seat;
  const g = s.gangs.find((x) => x.seat === seat);
  if (!g) return [];
  const out: Question[] = [];
  for (const piece of ['racketeer', 'thug'] as const) {
    const p = g.pieces[piece];
    if (!p || !p.criminal || !s.turn.moved.includes(piece) || s.turn.moved.includes(`recruit:${piece}`)) continue;
    const o = occupants(s, p.at);
    const targets = new Set<number>();
    for (const x of o.gangsters)
      if (x.seat !== seat && (piece === 'racketeer' || x.kind !== 'vamp')) targets.add(x.seat);
    const owner = jointAt(s, p.at)?.owner ?? null;
    if (owner !== null && owner !== seat) targets.add(owner);
    if (o.cops.length > 0) targets.add(COPS_SIDE);
    if (targets.size === 0) continue;
    out.push({
      kind: 'hit',
      seat,
      piece,
      space: p.at,
      targets: [...targets].sort((a, b) => a - b),
      must: owner !== null && owner !== seat,
    });
  }
  return out;
}

/** G-11.5: where a Cop meets several criminals, the active player (the Commissioner, G-17) picks its target. */
function bustQuestions(s: GangstersState): Question[] {
  const out: Question[] = [];
  if (!s.cops.some((c) => criminalsAt(s, c.at) > 1)) return out;
  // Only a space with a Cop can hold a Bust, in the order of every occupied space.
  for (const space of [...new Set(s.cops.map((c) => c.at))].sort()) {
    const o = occupants(s, space);
    const crim = o.gangsters.filter((g) => g.criminal);
    if (o.cops.length > 0 && crim.length > 1)
      out.push({ kind: 'bust', seat: copCommander(s), space, criminals: crim.map((g) => `${g.seat}:${g.kind}`) });
  }
  return out;
}

/** How many gangsters stand white side up on `space`. */
function criminalsAt(s: GangstersState, space: string): number {
  let n = 0;
  for (const g of s.gangs)
    for (const kind of GANGSTER_KINDS) {
      const p = g.pieces[kind];
      if (p !== null && p.criminal && p.at === space) n++;
    }
  return n;
}

/**
 * Whether gangster `p` (of `g`, a `kind`) may fight where it stands: a criminal meeting a Cop, or a Thug
 * or Racketeer in another Gang's Joint (`buildFight`'s test, asked of one piece).
 */
function mayFight(s: GangstersState, g: GangState, kind: GangsterKind, p: PieceState): boolean {
  const owner = jointAt(s, p.at)?.owner ?? null;
  return (p.criminal && copOn(s, p.at)) || (owner !== null && owner !== g.seat && kind !== 'vamp');
}

/**
 * The spaces that may hold a fight (`buildFight`'s test, asked of every piece at once): where a Hit was
 * declared, a Cop meets a criminal, or a Thug or Racketeer stands in another Gang's Joint. Nobody fires
 * anywhere else, so `fire` builds the fights of these alone.
 */
function fireSpaces(s: GangstersState, hits: readonly Declared[]): string[] {
  const out: string[] = [];
  const add = (space: string): void => {
    if (!out.includes(space)) out.push(space);
  };
  for (const h of hits) add(h.space);
  for (const g of s.gangs)
    for (const kind of GANGSTER_KINDS) {
      const p = g.pieces[kind];
      if (p !== null && mayFight(s, g, kind, p)) add(p.at);
    }
  return out.sort();
}

/**
 * Whether the Shootout Phase has nothing to do: no Hit to declare (`hitQuestions`) and no space that may
 * hold a fight (`fireSpaces` with no Hits; a Bust needs a Cop among criminals, so it has one too). Most
 * Movement Phases end so; the phase would open, find nothing and close again.
 */
function nothingToShoot(s: GangstersState): boolean {
  // Named reads of the three pieces: this is asked at the end of every Movement Phase.
  for (const g of s.gangs) {
    const { racketeer, thug, vamp } = g.pieces;
    if (racketeer !== null && mayFight(s, g, 'racketeer', racketeer)) return false;
    if (thug !== null && mayFight(s, g, 'thug', thug)) return false;
    if (vamp !== null && mayFight(s, g, 'vamp', vamp)) return false;
  }
  return !anyHit(s);
}

const RECRUITED = { racketeer: 'recruit:racketeer', thug: 'recruit:thug' } as const;

/**
 * Whether `hitQuestions(s)` asks anything, with no lists made: an active Thug or Racketeer that moved,
 * white side up, sharing its space with another Gang's gangster (a Racketeer's with a Vamp too), in
 * another Gang's Joint, or with a Cop.
 */
export function anyHit(s: GangstersState): boolean {
  const seat = s.turn.seat;
  const g = s.gangs.find((x) => x.seat === seat);
  if (!g) return false;
  const moved = s.turn.moved;
  for (const piece of ['racketeer', 'thug'] as const) {
    const p = g.pieces[piece];
    if (!p || !p.criminal || !moved.includes(piece) || moved.includes(RECRUITED[piece])) continue;
    for (const x of s.gangs) {
      if (x.seat === seat) continue;
      const { racketeer, thug, vamp } = x.pieces;
      if (racketeer?.at === p.at || thug?.at === p.at || (piece === 'racketeer' && vamp?.at === p.at)) return true;
    }
    const owner = jointAt(s, p.at)?.owner ?? null;
    if ((owner !== null && owner !== seat) || copOn(s, p.at)) return true;
  }
  return false;
}

/** Opens the Shootout Phase; true when it finished at once (nothing to ask). */
export function startShootouts(c: Ctx): boolean {
  const s = c.s;
  if (nothingToShoot(s)) {
    // What opening it would leave: no fight, no line, no die, the phase closed.
    s.shootout = null;
    return true;
  }
  s.shootout = { stage: 'declare', questions: [], hits: [], busts: {}, fights: [] };
  for (const q of [...hitQuestions(s), ...bustQuestions(s)]) {
    if (q.kind === 'hit' && q.must && q.targets.length === 1)
      s.shootout.hits.push({ seat: q.seat, piece: q.piece, space: q.space, target: q.targets[0] ?? 0 });
    else s.shootout.questions.push(q);
  }
  return advance(c);
}

/** Moves on until a question needs an answer; true when the Shootout Phase is over. */
function advance(c: Ctx): boolean {
  const sh = c.s.shootout;
  if (!sh) return true;
  while (sh.questions.length === 0) {
    if (sh.stage === 'declare') {
      fire(c);
      sh.stage = 'aim';
    } else if (sh.stage === 'aim') {
      askAbsorb(c);
      sh.stage = 'absorb';
    } else {
      resolve(c);
      c.s.shootout = null;
      return true;
    }
  }
  return false;
}

/** Builds every fight and rolls its dice (strength at the start counts, G-12.3). */
function fire(c: Ctx): void {
  const s = c.s;
  const sh = s.shootout;
  if (!sh) return;
  // In the order of the occupied spaces, as the spaces where nobody fires hold no fight.
  for (const space of fireSpaces(s, sh.hits)) {
    const f = buildFight(s, space, sh.hits, sh.busts[space]);
    if (f) sh.fights.push(f);
  }
  sh.fights.forEach((f, fi) => {
    // A simulation writes no lines, so it builds none (`log` would drop them).
    if (!c.quiet) log(c, 'shootout', `Shootout at ${placeName(f.space)}.`, 'G-12.1', { space: f.space });
    for (const u of f.units) {
      if (u.dice === 0) continue;
      // Each die under the shooter's name, as its line of hits gives it (and the dice prompt asks it).
      u.rolls = c.roller.dice(u.dice, 6, { label: shooter(u.side, u.kind, u.id) });
      u.hits = u.rolls.filter((r) => r >= u.hitOn).length;
      if (!c.quiet) logFire(c, u);
      const sides = enemySides(f, u);
      if (u.hits === 0 || sides.length === 0) continue;
      if (sides.length === 1) f.aims[u.id] = { [String(sides[0])]: u.hits };
      else sh.questions.push({ kind: 'aim', seat: sideSeat(s, u.side), fight: fi, unit: u.id, sides });
    }
  });
}

/**
 * A unit's hits (G-12.2). Edition 10 files the dice in place, just before this line ("Cop 4: rolled 5, 3
 * and 1"), so the line tells only what they score, the dice in its data for the table's panel; earlier
 * editions, whose dice came before the whole Shootout, repeat them: "Cop 4 rolls 5, 3, 1: 1 hit (needs 5+)".
 */
function logFire(c: Ctx, u: Unit): void {
  const who = shooter(u.side, u.kind, u.id);
  if (edition(c.s) < 10) {
    log(c, 'fire', `${who} rolls ${u.rolls.join(', ')}: ${hitsWord(u.hits)} (needs ${u.hitOn}+).`, 'G-12.2');
    return;
  }
  const scores = u.hits === 0 ? 'no hits' : hitsWord(u.hits);
  log(c, 'fire', `${who} scores ${scores} (needs ${u.hitOn}+).`, 'G-12.2', {
    rolls: u.rolls,
    hits: u.hits,
    need: u.hitOn,
  });
}

function hitsWord(n: number): string {
  return `${n} hit${n === 1 ? '' : 's'}`;
}

/** A firing unit in plain words: "Cop 4", a seat's Guard or thug. */
function shooter(side: number, kind: string, id: string): string {
  if (kind === 'cop') return `Cop ${id.slice(4)}`;
  return `${label(side)}'s ${kind === 'guard' ? 'Guard' : kind}`;
}

/**
 * The side a Hit is declared on (G-11.4). From edition 7 (state.ts `EDITION`) the Cops are named by their
 * numbers ("Cop 4", "Cops 4 and 7"); earlier editions read "a Hit on Cop", naming none.
 */
function target(s: GangstersState, side: number, space: string): string {
  if (side !== COPS_SIDE || edition(s) < 7) return label(side);
  const cops = occupants(s, space)
    .cops.sort((a, b) => a - b)
    .map(String);
  return `${cops.length === 1 ? 'Cop' : 'Cops'} ${listed(cops)}`;
}

function label(side: number): string {
  if (side === COPS_SIDE) return 'Cop';
  return seatRef(side);
}

function askAbsorb(c: Ctx): void {
  const s = c.s;
  const sh = s.shootout;
  if (!sh) return;
  sh.fights.forEach((f, fi) => {
    for (const side of [...new Set(f.units.map((u) => u.side))]) {
      const inc = incoming(f, side, s);
      if (inc.total === 0) continue;
      const opts = absorbOptions(inc, 2);
      if (opts.length === 1 || side === COPS_SIDE) Object.assign(f.absorbed, opts[0] ?? {});
      else sh.questions.push({ kind: 'absorb', seat: side, fight: fi, side });
    }
  });
}

/** Answers the question at the head of the queue. */
export function answer(
  c: Ctx,
  seat: number,
  a: { type: string; target?: number | string | null; split?: number[]; alloc?: Record<string, number> },
): Result<boolean> {
  const sh = c.s.shootout;
  const q = sh?.questions[0];
  if (!sh || !q || q.seat !== seat)
    return refuse('NO_QUESTION', 'G-12', 'There is nothing for you to decide in this Shootout.');
  if (q.kind === 'hit' && a.type === 'declare-hit') {
    const t = a.target;
    if (t === null || t === undefined) {
      if (q.must)
        return refuse('MUST_HIT', 'G-11.4', 'A Thug or Racketeer entering an opposing Joint must declare a Hit.');
    } else if (typeof t !== 'number' || !q.targets.includes(t))
      return refuse('BAD_TARGET', 'G-11.4', 'That target is not in the space.');
    else sh.hits.push({ seat, piece: q.piece, space: q.space, target: t });
    if (typeof t === 'number')
      log(
        c,
        'hit',
        `${label(seat)}'s ${q.piece} declares a Hit on ${target(c.s, t, q.space)} at ${placeName(q.space)}.`,
        'G-11.4',
      );
  } else if (q.kind === 'bust' && a.type === 'bust') {
    if (typeof a.target !== 'string' || !q.criminals.includes(a.target))
      return refuse('BAD_TARGET', 'G-11.5', 'Choose one of the criminals in the space.');
    sh.busts[q.space] = a.target;
  } else if (q.kind === 'aim' && a.type === 'aim') {
    const f = sh.fights[q.fight] as Fight;
    const u = f.units.find((x) => x.id === q.unit);
    const split = a.split ?? [];
    if (!u || split.length !== q.sides.length || split.reduce((x, y) => x + y, 0) !== u.hits) {
      return refuse(
        'BAD_AIM',
        'G-12.4',
        `Split all ${u?.hits ?? 0} hits among the ${q.sides.length} sides you are fighting.`,
      );
    }
    f.aims[u.id] = Object.fromEntries(q.sides.map((side, i) => [String(side), split[i] ?? 0]));
  } else if (q.kind === 'absorb' && a.type === 'absorb') {
    const f = sh.fights[q.fight] as Fight;
    const inc = incoming(f, q.side, c.s);
    const alloc = a.alloc ?? {};
    if (!validAbsorb(inc, alloc))
      return refuse('BAD_ABSORB', 'G-12.4', `Absorb ${inc.total} hits within what each piece can take.`);
    Object.assign(f.absorbed, alloc);
  } else {
    return refuse('WRONG_ANSWER', 'G-12', `The Shootout is waiting for a "${q.kind}" decision.`);
  }
  sh.questions.shift();
  return ok(advance(c));
}

/** Applies the absorbed hits (G-12.3–G-12.7, G-17.4). */
function resolve(c: Ctx): void {
  const s = c.s;
  const sh = s.shootout;
  if (!sh) return;
  let gangWar = false;
  for (const f of sh.fights) {
    const before = new Map(
      s.gangs.map((g) => [g.seat, { strength: { ...g.strength }, order: copCreditOrder(s, f, g.seat) }] as const),
    );
    for (const u of f.units) {
      const n = f.absorbed[u.id] ?? 0;
      if (n === 0 || u.kind === 'guard' || u.kind === 'cop') continue;
      const g = s.gangs.find((x) => x.seat === u.side);
      if (g) {
        log(
          c,
          'wounded',
          `${seatRef(g.seat)}'s ${u.kind} absorbs ${n} hit${n === 1 ? '' : 's'}. (Squirt gun!)`,
          'G-12.8',
          { seat: g.seat, kind: u.kind, hits: n, splash: true },
        );
        losePoints(c, g, u.kind as 'racketeer' | 'thug' | 'vamp', n);
      }
    }
    gangWar = jointLosses(c, f) || gangWar;
    copRewards(c, f, before);
    for (const u of f.units) {
      if (u.kind !== 'cop') continue;
      const strength = Number(u.id.slice(4));
      if (s.cops.some((x) => x.strength === strength)) {
        s.cops = s.cops.filter((x) => x.strength !== strength);
        s.copCup.push(strength);
        log(c, 'cop-home', `Cop ${strength} goes back to the cup after the Shootout.`, 'G-12.3');
      }
    }
  }
  if (gangWar) {
    for (const p of s.publics) publicHome(s, p.id);
    log(c, 'gang-war', 'A Joint was lost in a Shootout: Gang War! Every Public piece goes back to its cup.', 'G-12.6');
  }
}

/**
 * The Gang pieces attacking the Joint of `owner` in `f` (G-12.5): every Thug or Racketeer of another Gang
 * that fires at the owner's side, hits or no hits. Games of edition 3 (state.ts `EDITION`) count only
 * those whose hits went to the owner.
 */
function jointAttackers(s: GangstersState, f: Fight, owner: number): Unit[] {
  const mine = new Set(f.units.filter((u) => u.side === owner).map((u) => u.id));
  const foes = f.units.filter((u) => u.side !== owner && u.side !== COPS_SIDE);
  if (edition(s) < 4) return foes.filter((u) => (f.aims[u.id]?.[String(owner)] ?? 0) > 0);
  return foes.filter((u) => f.attacks.some(([a, t]) => a === u.id && mine.has(t)));
}

/**
 * G-12.5: hits on a Joint cost levels only if their attacker survived. From edition 4 the attacker is the
 * Gang: a Gang with any attacking piece left keeps its hits, and the hits of a Gang whose attackers were
 * all removed cost nothing; the owner chose who absorbed what (G-12.4), so the Guard counts as having
 * taken the removed Gangs' hits first. Games of edition 3 count every Guard hit while any attacker lives.
 */
function jointLosses(c: Ctx, f: Fight): boolean {
  const s = c.s;
  const guard = f.units.find((u) => u.kind === 'guard');
  const absorbed = guard ? (f.absorbed[guard.id] ?? 0) : 0;
  if (!guard || absorbed === 0) return false;
  const alive = (u: Unit): boolean =>
    (s.gangs.find((g) => g.seat === u.side)?.strength[u.kind as 'racketeer'] ?? 0) > 0;
  const attackers = jointAttackers(s, f, guard.side);
  const survivors = new Set(attackers.filter(alive).map((u) => u.side));
  let n = absorbed;
  if (edition(s) >= 4) {
    const removed = f.units
      .filter((u) => u.side !== guard.side && u.side !== COPS_SIDE && !survivors.has(u.side))
      .reduce((sum, u) => sum + (f.aims[u.id]?.[String(guard.side)] ?? 0), 0);
    n = Math.max(0, absorbed - removed);
  }
  if (survivors.size === 0 || n === 0) {
    log(
      c,
      'joint-held',
      survivors.size === 0
        ? `The attackers on ${placeName(f.space)} were all removed, so the Joint loses no level.`
        : `The hits on ${placeName(f.space)} came from attackers who were removed, so the Joint loses no level.`,
      'G-12.5',
    );
    return false;
  }
  let lost = false;
  for (let i = 0; i < n && !lost; i++) lost = lowerJoint(s, f.space);
  if (!c.quiet)
    log(
      c,
      'joint-hit',
      `${placeName(f.space)} ${lost ? 'is lost' : `drops ${n} level${n === 1 ? '' : 's'}`}.`,
      'G-12.5',
    );
  return lost;
}
