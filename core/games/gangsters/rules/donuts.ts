/**
 * Donuts (G-16.4): a Cop moved by exact count into a gray building may carry the active Gang's "Donut 1"
 * marker; nobody else may move him. On the Gang's next turn the marker comes off or is flipped to
 * "Donut 2" as its Cop action, and on the turn after it comes off. The secret owner of the Cop may take any
 * Donut off him at any time by returning the Cop's Bribe badge to its cup.
 */
import { seatRef } from '../../../engine/words';
import { ok, refuse, type Result } from '../../../engine/result';
import { type GangstersState } from '../state';
import type { Ctx } from './common';
import { isGray } from './places';
import { log } from '../../../engine/rules';

/** The Donut marker on a Cop and whose it is (G-16.4). */
export function donutOn(s: GangstersState, cop: number): number | null {
  return s.gangs.find((g) => g.donut?.cop === cop)?.seat ?? null;
}

/** G-16.4: nobody moves a Cop under someone else's Donut marker. */
export function movableBy(s: GangstersState, cop: number, actor: number): boolean {
  const d = donutOn(s, cop);
  return d === null || d === actor;
}

/** G-16.4: on taking a new Cop action the actor's old Donut comes off (unless he flips it). */
export function liftDonut(c: Ctx, actor: number): void {
  const g = c.s.gangs.find((x) => x.seat === actor);
  if (g?.donut) {
    log(c, 'donut', `${seatRef(g.seat)} takes the Donut marker off Cop ${g.donut.cop}.`, 'G-16.4');
    g.donut = null;
  }
}

/** Whether a Cop move may leave the actor's Donut marker on the Cop (G-16.4, G-17). */
export function checkDonut(s: GangstersState, actor: number, to: string, donut: boolean): Result<true> {
  if (!donut) return ok(true);
  if (!s.options.donuts || s.commissioner !== null)
    return refuse('NO_DONUTS', 'G-16.4', 'Donuts are not in this game.');
  if (!isGray(to)) return refuse('NOT_GRAY', 'G-16.4', 'A Cop stops for donuts only in a grey building.');
  if (actor === s.commissioner) return refuse('NO_DONUTS', 'G-17', 'The Commissioner has no Donut marker.');
  return ok(true);
}

export function applyDonutFlip(c: Ctx, actor: number): Result<true> {
  const g = c.s.gangs.find((x) => x.seat === actor);
  if (!g?.donut || g.donut.side !== 1) return refuse('NO_DONUT', 'G-16.4', 'You have no "Donut 1" marker to flip.');
  g.donut.side = 2;
  c.s.turn.copDone = true;
  log(c, 'donut', `${seatRef(g.seat)} flips its marker on Cop ${g.donut.cop} to "Donut 2".`, 'G-16.4');
  return ok(true);
}

/** G-16.4: at the start of the actor's Cop action a "Donut 2" marker must come off. */
export function expireDonut(c: Ctx, actor: number): void {
  const g = c.s.gangs.find((x) => x.seat === actor);
  if (g?.donut && g.donut.side === 2) {
    log(c, 'donut', `${seatRef(g.seat)}'s "Donut 2" marker comes off Cop ${g.donut.cop}.`, 'G-16.4');
    g.donut = null;
  }
}

/** A Donut marker whose Cop left the board (a Shootout, a Raid, a Subway transfer) goes back to its Gang. */
export function dropStrayDonuts(c: Ctx): void {
  for (const g of c.s.gangs) {
    const d = g.donut;
    if (d && !c.s.cops.some((x) => x.strength === d.cop)) {
      g.donut = null;
      log(c, 'donut', `Cop ${d.cop} has left the board; ${seatRef(g.seat)}'s Donut marker comes back.`, 'G-16.4');
    }
  }
}
