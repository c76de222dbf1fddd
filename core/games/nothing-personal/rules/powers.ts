/** Position powers (NP-15), used as a gangster's action in The Crew (NP-7.7.2). */
import { refuse, type Result } from '../../../engine/result';
import type { NpAction } from '../actions';
import { content } from '../content';
import { edition, type NpState } from '../state';
import { addMarkers, type Ctx, drawInfluence, gangsterAt, onBoard, payBank, position, transfer } from './model';
import { causeFirst, DONE, markerOff, markerOn, removeOne, switchMarkers } from './markers';
import { capoSurcharge, hitTooDear, PLAIN_WHACK, whack } from './whacking';
import { log } from '../../../engine/rules';
import { listed, seatRef } from '../../../engine/words';

type Power = Extract<NpAction, { type: 'power' }>;

/**
 * The lowest position the Negate token may go on: any gangster but the Third Guy (NP-15.2.1; NP-15.1.2
 * says the Third Guy's action cannot be cancelled), the Second Guy himself included. Games of rules
 * editions 1 and 2 kept it off the Second Guy too.
 */
export function negateFrom(s: NpState): number {
  return edition(s) >= 3 ? 2 : 3;
}

/** Applies the power of position `from` for `seat`. */
export function usePower(ctx: Ctx, seat: number, from: number, a: Power): Result<true> {
  const s = ctx.s;
  const costs = content().board.costs;
  const p = position(from);
  switch (p.power) {
    case 'whack': {
      if (!onBoard(s, a.pos) || a.pos === from)
        return refuse('BAD_TARGET', 'NP-15.1.1', 'Name another gangster on the board to whack.');
      const cost = costs.thirdGuyWhack + capoSurcharge(a.pos);
      if ((s.money[seat] ?? 0) < cost) return hitTooDear(s, a.pos, cost, 'NP-15.1.1');
      payBank(ctx, seat, cost);
      whack(ctx, seat, from, a.pos, PLAIN_WHACK);
      return DONE;
    }
    case 'negate': {
      if (!onBoard(s, a.pos) || a.pos < negateFrom(s))
        return refuse(
          'BAD_TARGET',
          'NP-15.2.1',
          edition(s) >= 3
            ? 'The Negate token goes on any gangster except the Third Guy.'
            : 'The Negate token goes on a gangster above the Second Guy.',
        );
      s.negate = gangsterAt(s, a.pos);
      if (!ctx.quiet)
        log(ctx, 'negate', `${seatRef(seat)} puts the Negate token on the ${position(a.pos).name}.`, 'NP-15.2.1');
      return DONE;
    }
    case 'remove-marker': {
      const r = a.markers[0];
      if (!r || a.markers.length !== 1) return refuse('BAD_TARGET', 'NP-15.3.1', 'Name exactly one marker to remove.');
      const at = ctx.events.length;
      const done = removeOne(ctx, r, 'NP-15.3.1');
      // Edition 8 says whose marker it was (NP-15.3.3: a neutral one may go too), before what it set off.
      // Edition 9 calls the family's own marker "its own".
      const self = edition(s) >= 9 ? seat : undefined;
      const what = edition(s) >= 8 ? markerOff(r, self) : `a marker from the ${position(r.pos).name}`;
      if (done.ok && !ctx.quiet) {
        log(ctx, 'remove', `${seatRef(seat)} removes ${what}.`, r.coin ? 'NP-15.3.2' : 'NP-15.3.1');
        causeFirst(ctx, at);
      }
      return done;
    }
    case 'steal-3': {
      if (a.seat === null || a.seat === seat || a.seat >= s.seats)
        return refuse('BAD_TARGET', 'NP-15.4.3', 'Steal from another player, never the bank.');
      const got = transfer(ctx, a.seat, seat, 3);
      // Edition 9: a family with no money is said to have none, where older lines read "takes $0".
      const text =
        got === 0 && edition(s) >= 9
          ? `${seatRef(seat)} finds no money on ${seatRef(a.seat)} to take.`
          : `${seatRef(seat)} takes $${got} from ${seatRef(a.seat)}.`;
      if (!ctx.quiet) log(ctx, 'steal', text, got < 3 ? 'NP-15.4.2' : 'NP-15.4.1');
      return DONE;
    }
    case 'switch-markers': {
      const [x, y] = a.markers;
      if (!x || !y || a.markers.length !== 2)
        return refuse('BAD_TARGET', 'NP-15.5.1', 'Name the two markers to switch.');
      const at = ctx.events.length;
      const done = switchMarkers(ctx, x, y);
      // Edition 8 names the two markers and where they stood; older lines said only "two markers".
      const self = edition(s) >= 9 ? seat : undefined;
      const what = edition(s) >= 8 ? `${markerOn(x, self)} with ${markerOn(y, self)}` : 'two markers';
      if (done.ok && !ctx.quiet) {
        log(ctx, 'switch', `${seatRef(seat)} switches ${what}.`, 'NP-15.5.3');
        causeFirst(ctx, at);
      }
      return done;
    }
    case 'place-own': {
      if (!onBoard(s, a.pos)) return refuse('BAD_TARGET', 'NP-15.6.1', 'Name a gangster on the board.');
      if ((s.supply[seat] ?? 0) < 1) return refuse('NOT_ENOUGH_MARKERS', 'NP-6.2.6', 'You have no markers left.');
      const at = ctx.events.length;
      addMarkers(ctx, a.pos, seat, 1); // NP-15.6.2: a loose marker of his own colour, never on a coin
      if (!ctx.quiet) {
        log(ctx, 'influence', `${seatRef(seat)} puts a marker on the ${position(a.pos).name}.`, 'NP-15.6.2');
        causeFirst(ctx, at);
      }
      return DONE;
    }
    case 'place-neutral': {
      if (a.targets.length !== 3 || !a.targets.every((t) => onBoard(s, t))) {
        return refuse(
          'BAD_TARGET',
          'NP-15.7.2',
          'Name three placements (the same gangster may be named more than once).',
        );
      }
      if (s.neutralSupply < 3) return refuse('NO_NEUTRALS', 'NP-15.7.1', 'The neutral supply is short.');
      const at = ctx.events.length;
      for (const t of a.targets) addMarkers(ctx, t, -1, 1);
      // Edition 8 says where they went (NP-15.7.2); older lines did not.
      const where = edition(s) >= 8 ? neutralsWhere(a.targets) : '';
      if (!ctx.quiet) {
        log(ctx, 'neutral', `${seatRef(seat)} places three neutral markers${where}.`, 'NP-15.7.1');
        causeFirst(ctx, at);
      }
      return DONE;
    }
    case 'draw-card':
      drawInfluence(ctx, seat, 1, 'NP-15.8.1');
      return DONE;
    case 'none':
      return refuse('NO_POWER', 'NP-15.9.1', 'The Capo position has no power of its own.');
  }
}

/**
 * Where the Counselor's three neutral markers went, in the order named: " on the Capo", or ": 2 on the
 * Capo and 1 on the Enforcer".
 */
function neutralsWhere(targets: readonly number[]): string {
  const order: number[] = [];
  const count = new Map<number, number>();
  for (const t of targets) {
    if (!count.has(t)) order.push(t);
    count.set(t, (count.get(t) ?? 0) + 1);
  }
  if (order.length === 1) return ` on the ${position(order[0] ?? 0).name}`;
  return `: ${listed(order.map((t) => `${count.get(t) ?? 0} on the ${position(t).name}`))}`;
}
