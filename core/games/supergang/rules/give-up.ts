/**
 * A gang giving up (SG-14.1) while another gang's stick-up, killing or arrest is being fought (edition 3). Its
 * player leaves the table, not the fight he was in: the managers still defend their shop (SG-8.4: the
 * player who shoots for them does so "without any consequence for himself"), the other gangs' targets
 * still stand, and the arrows already landed have felled whom they felled (SG-11.2.8). Edition 2 games
 * called the whole duel off, as if none of it had happened.
 */
import { log } from '../../../engine/rules';
import { seatRef } from '../../../engine/words';
import type { SgCity } from '../city';
import { controller, findCharacter, type Duel, type SuperGangState } from '../state';
import type { Ctx } from './common';
import { standing } from './duel';
import { endDuel } from './duel-end';
import { answersArrest } from './cops';

/** Does the duel wait on `seat` or hold a fighter of `gang`, so that its leaving changes it? */
export function duelConcerns(s: SuperGangState, gang: number, seat: number): boolean {
  const d = s.duel;
  if (!d) return false;
  if (d.seats.includes(seat) || d.shooters?.includes(seat)) return true;
  return d.sides.some((side) => side.some((t) => findCharacter(s, t.id)?.gang === gang));
}

/**
 * Edition 3: `gang` (seat `seat`), not the attacker, has just left the game (its characters are in the
 * graveyard, its shops nobody's). Its fighters still standing leave the duel, and so do the managers of a
 * shop it owned in a killing (SG-8.7: they fight only beside their owner); a stick-up's managers stay and
 * the next gang in play in playing order after it shoots for them (SG-8.4, our reading: the table cannot
 * ask the attacker to choose again mid-volley); in a killing against several gangs the gun passes to the
 * next defending gang (SG-5.5.2). When a side has nobody left standing the duel ends as any duel does.
 */
export function leaveDuel(c: Ctx, city: SgCity, gang: number, seat: number): boolean {
  const s = c.s;
  const d = s.duel;
  if (!d || d.cause === 'clinic') return false;
  if (d.cause === 'arrest') return rebelOn(c, d, seat);
  const shopGone = d.cause === 'killing' && d.shop !== null && s.shops[d.shop]?.owner === null;
  for (const side of [0, 1] as const) {
    d.sides[side] = d.sides[side].filter((t) => {
      if (t.down !== null) return true;
      const ch = findCharacter(s, t.id);
      // Its own men are in the graveyard; a man its Vamp held is free and his gang's again (SG-11.4.1).
      if (ch) return ch.place === 'board' && (controller(ch) === s.turn.gang) === (side === 0);
      // Managers: a killing's defending managers fought for the shop's owner, who is gone.
      return !(side === 1 && shopGone && t.id.startsWith('manager'));
    });
  }
  if (d.shooters) {
    d.shooters = d.shooters.filter((x) => x !== seat);
    const holder = d.shooters.find((x) => d.sides[1].some((t) => t.down === null && t.seat === x));
    if (d.seats[1] === seat && holder !== undefined) (d.seats as [number, number])[1] = holder;
  } else if (d.seats[1] === seat && d.cause === 'stick-up') {
    const next = nextGangAfter(s, gang, d);
    if (next !== null) {
      (d.seats as [number, number])[1] = next;
      log(c, 'duel', `${seatRef(next)} shoots for the managers now.`, 'SG-8.4');
    }
  }
  for (const side of [0, 1] as const)
    if (standing(d.sides[side]).length === 0) {
      endDuel(c, city, side === 0 ? 1 : 0);
      return true;
    }
  return true;
}

/**
 * SG-9.3.3 / SG-6.2.3 (edition 3): the gang shooting for a rebel it held through its Vamp leaves; the man
 * is free, and his own gang, which plays him now, shoots on for him. A rebel who has left the board (his
 * own gang gone, whoever held him) takes the duel with him.
 */
function rebelOn(c: Ctx, d: Duel, seat: number): boolean {
  const s = c.s;
  const rebel = findCharacter(s, d.sides[1][0]?.id);
  if (!rebel || rebel.place !== 'board') {
    s.turn.phase = d.resume;
    s.duel = null;
    return true;
  }
  const now = s.gangs[answersArrest(s, rebel)]?.seat;
  if (d.seats[1] === seat && now !== undefined) {
    (d.seats as [number, number])[1] = now;
    log(c, 'duel', `${seatRef(now)} shoots for the rebel now.`, 'SG-9.3.3');
  }
  return true;
}

/** The next gang in play after `gang` in playing order that is not the attacker's, as a seat; null if none. */
function nextGangAfter(s: SuperGangState, gang: number, d: Duel): number | null {
  const at = s.order.indexOf(gang);
  for (let k = 1; k < s.order.length; k++) {
    const g = s.order[(at + k) % s.order.length] as number;
    const x = s.gangs[g];
    if (x && !x.eliminated && x.seat !== d.seats[0]) return x.seat;
  }
  return null;
}
