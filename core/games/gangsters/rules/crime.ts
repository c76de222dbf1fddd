/**
 * Crime (G-11) and the Crime Track (G-9.3): who is a criminal, Police Raids, Organized Crime and Extortion
 * payoffs, and the Public pieces sent home for keeping bad company (G-6.8).
 */
import { seatRef } from '../../../engine/words';
import { MOVE_DIE } from '../board';
import { edition, jointAt, removeJoint, type GangstersState } from '../state';
import { movePublicTo, setJoint } from '../snapshot-parts';
import { collect, money, sayMoney, type Ctx } from './common';
import { baseValue, copOn, criminalOn, isBuilding, occupants, placeName } from './places';
import { log } from '../../../engine/rules';
import { noteCopReward } from './cop-retract';

/** A Public piece in a Joint is placed white side up (G-11.2), so it counts as a criminal. */
export function publicIsCriminal(s: GangstersState, at: string | null): boolean {
  return at !== null && (jointAt(s, at)?.owner ?? null) !== null;
}

/** The Crime Level: Gang and Public pieces in play white side up (G-9.3). */
export function crimeLevel(s: GangstersState): number {
  let n = 0;
  // Named reads of the three pieces (asked at every turn's end and Cop listing): a read by a kind in a
  // variable is a keyed lookup.
  for (const g of s.gangs) {
    const { racketeer, thug, vamp } = g.pieces;
    if (racketeer?.criminal) n++;
    if (thug?.criminal) n++;
    if (vamp?.criminal) n++;
  }
  for (const p of s.publics) if (publicIsCriminal(s, p.at)) n++;
  return n;
}

export { boardWithoutPublic, moveState } from './move-board';

/** Returns a Public piece to its cup. */
export function publicHome(s: GangstersState, id: number): void {
  const p = s.publics.find((x) => x.id === id);
  if (p) movePublicTo(s, p, null, null);
}

/** Lowers a Joint one level; at level 0 the marker goes home and the building is unowned again. */
export function lowerJoint(s: GangstersState, id: string): boolean {
  const j = s.joints[id];
  if (!j) return false;
  const level = j.level - 1;
  setJoint(s, id, j.owner, level);
  if (level <= 0) {
    removeJoint(s, id);
    return true;
  }
  return false;
}

/**
 * Police Raids (G-11.6): every Cop in an Organized Crime Scene lowers the Joint one level; the Public goes
 * home, and so does the Cop unless criminal gangsters are present. With a Police Commissioner every Raid is
 * his: he commands the Cops (G-17) and the Gangs only bribe or defer (G-17.2), so each Raid — after a Cop
 * move or at the end of movement, when a Public walks in where a Cop stands — earns him the Joint's base
 * cost (G-17.4).
 */
export function raids(c: Ctx): void {
  const s = c.s;
  // The Cops as they are now: a Cop going home makes a new list (`filter`), the loop keeps this one.
  const cops = s.cops;
  for (const cop of cops) {
    const j = jointAt(s, cop.at);
    if (!j || j.owner === null) continue;
    const o = occupants(s, cop.at);
    if (o.publics.length === 0) continue;
    const owner = j.owner;
    const lost = lowerJoint(s, cop.at);
    for (const p of o.publics) publicHome(s, p);
    const criminals = o.gangsters.some((g) => g.criminal);
    // Edition 6 says where the Cop goes too (earlier editions' line said only the Public's).
    const cops = edition(s) < 6 ? '' : criminals ? ' The Cop stays: criminals are there.' : ' So does the Cop.';
    log(
      c,
      'raid',
      `Cop ${cop.strength} raids ${placeName(cop.at)}: the Joint ${lost ? 'is lost' : 'drops a level'} and the Public goes home.${cops}`,
      'G-11.6',
      { joint: cop.at, owner, lost },
    );
    if (!criminals) {
      s.cops = s.cops.filter((x) => x.strength !== cop.strength);
      s.copCup.push(cop.strength);
    }
    if (s.commissioner !== null) {
      collect(s, s.commissioner, baseValue(cop.at));
      // G-6.92 (edition 7): a take-back of the Cop move returns the reward.
      noteCopReward(s, baseValue(cop.at));
      sayMoney(
        c,
        [s.commissioner],
        'reward',
        edition(s) >= 10
          ? `${seatRef(s.commissioner)} earns ${money(baseValue(cop.at))} for the Raid.`
          : `The Commissioner earns ${money(baseValue(cop.at))} for the Raid.`,
        edition(s) >= 10
          ? `${seatRef(s.commissioner)} is rewarded for the Raid.`
          : 'The Commissioner is rewarded for the Raid.',
        'G-17.4',
      );
    }
  }
}

/**
 * Payoffs (G-5.6): the active Gang's criminal Thug and Vamp extort in unowned buildings away from Cops
 * (G-11.3); every Public in a Joint pays its owner value × level × the Public's strength (G-8.2, G-11.2).
 */
export function payoffs(c: Ctx, active: number | null): void {
  const s = c.s;
  const g = active === null ? undefined : s.gangs.find((x) => x.seat === active);
  if (g) {
    for (const kind of ['thug', 'vamp'] as const) {
      const p = g.pieces[kind];
      if (!p || !p.criminal || !isBuilding(p.at)) continue;
      if ((jointAt(s, p.at)?.owner ?? null) !== null) continue;
      if (copOn(s, p.at)) continue;
      const die = s.turn.dice[MOVE_DIE[kind]] ?? 0;
      const amount = 100 * die;
      collect(s, g.seat, amount);
      // A simulation keeps no log: not even its text is written.
      if (!c.quiet)
        sayMoney(
          c,
          [g.seat],
          'extortion',
          `${seatRef(g.seat)}'s ${kind} extorts ${money(amount)} at ${placeName(p.at)}.`,
          `${seatRef(g.seat)}'s ${kind} extorts at ${placeName(p.at)}.`,
          'G-11.3',
          { seat: g.seat, amount },
        );
    }
  }
  for (const pub of s.publics) {
    if (pub.at === null) continue;
    const j = jointAt(s, pub.at);
    if (!j || j.owner === null) continue;
    const amount = baseValue(pub.at) * j.level * pub.strength;
    collect(s, j.owner, amount);
    if (c.quiet) continue;
    const owner = s.gangs.find((x) => x.seat === j.owner);
    const who = owner ? seatRef(owner.seat) : 'The owner';
    sayMoney(
      c,
      [j.owner],
      'payoff',
      `${who} collects ${money(amount)} from the x${pub.strength} Public in ${placeName(pub.at)}.`,
      `${who} collects from the x${pub.strength} Public in ${placeName(pub.at)}.`,
      'G-8.2',
      { seat: j.owner, amount },
    );
  }
}

/** Public pieces ending the turn on a space with a criminal gangster go back to the cup (G-6.8). */
export function publicsWithCriminalsGoHome(c: Ctx): void {
  const s = c.s;
  for (const p of s.publics) {
    if (p.at === null) continue;
    if (criminalOn(s, p.at)) {
      if (!c.quiet)
        log(c, 'public-home', `The x${p.strength} Public leaves ${placeName(p.at)}: a criminal is there.`, 'G-6.8');
      publicHome(s, p.id);
    }
  }
}
