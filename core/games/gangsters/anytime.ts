/**
 * Table actions: things any seat may do whether or not it is its turn to decide (the kernel lets them
 * through `acceptsAnytime`). A kibitzing fine (G-6.91), returning a useless Untouchable badge (G-9.5),
 * taking a Donut off one's own bribed Cop by returning his Bribe badge (G-16.4), and the host announcing
 * that the agreed playing time is over (G-15.2).
 */
import { seatRef } from '../../engine/words';
import { ok, refuse, type Result } from '../../engine/result';
import type { GangstersAction } from './actions';
import { edition, type GangstersState } from './state';
import type { Ctx } from './rules/common';
import { donutOn } from './rules/donuts';
import { fine } from './rules/sequence';
import { log } from '../../engine/rules';

/** The action types accepted from any seat at any time; `apply` still checks each one. */
export const ANYTIME_ACTIONS: readonly GangstersAction['type'][] = ['fine', 'return-badge', 'remove-donut', 'time-up'];

const SETUP_PHASES: readonly GangstersState['phase'][] = ['draft', 'recruit', 'place'];

/**
 * G-7.5: a Gang out of the game takes no more part in it, so from edition 5 it calls no fine, is fined no
 * more, and neither returns a badge nor calls off a Donut with one it kept (G-9.5, G-16.4). Games of
 * editions 3–4 let its seat do all three.
 */
function outOfGame(s: GangstersState, seat: number): boolean {
  return edition(s) >= 5 && s.gangs.some((g) => g.seat === seat && g.out);
}

/** Applies a table action, or returns null when `a` is not one. */
export function tableAction(c: Ctx, seat: number, a: GangstersAction): Result<true> | null {
  const s = c.s;
  if (a.type !== 'time-up' && ANYTIME_ACTIONS.includes(a.type) && outOfGame(s, seat))
    return refuse('OUT_OF_GAME', 'G-7.5', `${seatRef(seat)} is out of the game and takes no more part in it.`);
  switch (a.type) {
    case 'fine':
      if (a.offender === seat || a.offender >= s.seats)
        return refuse('BAD_FINE', 'G-6.91', 'Name another player to fine.');
      if (outOfGame(s, a.offender))
        return refuse('OUT_OF_GAME', 'G-7.5', `${seatRef(a.offender)} is out of the game: there is no one to fine.`);
      if (SETUP_PHASES.includes(s.phase))
        return refuse('NO_MOVEMENT', 'G-6.91', 'Fines are for advice given during a Movement Phase.');
      fine(c, a.offender);
      return ok(true);
    case 'return-badge': {
      const b = s.bribes.find((x) => x.holder === seat && x.marker === 0);
      if (!b) return refuse('NO_BADGE', 'G-9.5', 'You hold no Untouchable badge.');
      s.bribes = s.bribes.filter((x) => x !== b);
      s.bribeCup.push(0);
      log(c, 'badge', `${seatRef(seat)} returns a useless Bribe badge to the cup.`, 'G-9.5');
      return ok(true);
    }
    case 'remove-donut':
      return removeDonut(c, seat, a.cop);
    case 'time-up':
      if (s.options.timeLimitMinutes === null)
        return refuse('NO_TIME_LIMIT', 'G-15.2', 'This game is not played to a time limit in hours.');
      if (s.timeUp) return refuse('TIME_ALREADY_UP', 'G-15.2', 'Time has already been called.');
      s.timeUp = true;
      log(c, 'time-up', 'Time is up: the game ends with this Player Turn and the highest net worth wins.', 'G-15.2');
      return ok(true);
    default:
      return null;
  }
}

/**
 * G-16.4: the secret owner of a bribed Cop takes the Donut marker off him by returning the Cop's Bribe badge
 * to its cup (so ownership is revealed and ends); the marker goes back to the Gang that placed it.
 */
function removeDonut(c: Ctx, seat: number, cop: number): Result<true> {
  const s = c.s;
  const owner = donutOn(s, cop);
  const g = s.gangs.find((x) => x.seat === owner);
  if (owner === null || !g) return refuse('NO_DONUT', 'G-16.4', `Cop ${cop} has no Donut marker on him.`);
  const badge = s.bribes.find((b) => b.holder === seat && b.marker === cop);
  if (!badge) return refuse('NOT_YOUR_COP', 'G-16.4', `Only the holder of Cop ${cop}'s Bribe badge can call him off.`);
  s.bribes = s.bribes.filter((b) => b !== badge);
  s.bribeCup.push(cop);
  g.donut = null;
  log(
    c,
    'donut-removed',
    `${seatRef(seat)} returns Cop ${cop}'s Bribe badge to the cup: the Donut marker goes back to ${seatRef(g.seat)}.`,
    'G-16.4',
    { seat, cop, donutOwner: owner },
  );
  return ok(true);
}
