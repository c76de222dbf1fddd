/**
 * Preparing and beginning play (G-3, G-4): order of play by rolling all five dice, the Joint draft under
 * the $1100 cap, secret simultaneous recruiting under the $2100 + leftover cap, and secret starting
 * placement revealed together.
 */
import type { Roller } from '../../../engine/dice';
import type { GameEvent } from '../../../engine/events';
import { refuse, type Result } from '../../../engine/result';
import {
  COMPONENTS,
  gangForSeat,
  gangName,
  GANGSTER_KINDS,
  jointsOf,
  mustGang,
  recruitCost,
  type GangState,
  type GangstersOptionsState,
  type GangstersState,
} from '../state';
import { collect, money, pay, say, whisper, type Ctx } from './common';
import { baseValue, building, coloredBuildings, placeName } from './places';

/** Builds the starting state: the cups (G-3.3), the Joint markers (G-3.4) and the order of play (G-3.1). */
export function initialState(
  options: GangstersOptionsState,
  seats: number,
  roller: Roller,
): {
  state: GangstersState;
  events: GameEvent[];
} {
  const commissioner = options.commissioner && seats === 5 ? 4 : null;
  const gangSeats = Array.from({ length: commissioner === null ? seats : 4 }, (_, i) => i);
  const gangs: GangState[] = gangSeats.map((seat) => ({
    seat,
    gang: gangForSeat(seat),
    cash: 0,
    strength: { racketeer: 0, thug: 0, vamp: 0 },
    pieces: { racketeer: null, thug: null, vamp: null },
    heaters: false,
    wheels: false,
    siren: false,
    out: false,
    donut: null,
  }));
  const events: GameEvent[] = [];
  const order = rollForOrder(gangSeats, roller, events);
  const state: GangstersState = {
    seats,
    commissioner,
    options: { ...options, randomOrder: options.randomOrder || commissioner !== null },
    phase: 'draft',
    order,
    pawnCup: [],
    gangs,
    commissionerCash: 0,
    joints: {},
    cops: [],
    copCup: [...COMPONENTS.cops],
    publics: COMPONENTS.publics.map((strength, id) => ({ id, strength, at: null, facing: null })),
    bribes: [],
    bribeCup: [...COMPONENTS.bribeMarkers],
    bank: COMPONENTS.bank,
    draft: { round: 0, index: 0 },
    setupRecruits: gangSeats.map(() => null),
    setupPlacements: gangSeats.map(() => null),
    turn: emptyTurn(order[0] ?? 0, 0),
    shootout: null,
    crimeTrack: { crimes: 0, cops: 0 },
    winner: null,
    endReason: null,
    fines: 0,
  };
  if (commissioner !== null) {
    state.commissionerCash = COMPONENTS.commissionerStart;
    state.bank -= COMPONENTS.commissionerStart;
    events.push({
      type: 'setup',
      visibility: 'public',
      text: 'The Police Commissioner receives $1,000.',
      clause: 'G-17.1',
    });
  }
  return { state, events };
}

/** G-3.1: every Gang rolls all five dice; the highest total goes first, ties roll again among themselves. */
function rollForOrder(seats: number[], roller: Roller, events: GameEvent[]): number[] {
  let tied = seats;
  while (tied.length > 1) {
    const totals = tied.map((seat) =>
      roller.dice(5, 6, { label: `${gangName(gangForSeat(seat))} order roll` }).reduce((a, b) => a + b, 0),
    );
    const best = Math.max(...totals);
    tied = tied.filter((_, i) => totals[i] === best);
  }
  const first = tied[0] ?? 0;
  const n = seats.length;
  const order = seats.map((_, i) => seats[(seats.indexOf(first) + i) % n] ?? 0);
  events.push({
    type: 'order',
    visibility: 'public',
    text: `${gangName(gangForSeat(first))} rolled highest and is player #1.`,
    clause: 'G-3.1',
    data: { order },
  });
  return order;
}

export function emptyTurn(seat: number, number: number): GangstersState['turn'] {
  return {
    seat,
    number,
    dice: {},
    improved: false,
    bought: false,
    sold: false,
    copActor: seat,
    copDone: false,
    rebuffed: false,
    bribeBy: null,
    movesUsed: 0,
    moved: [],
    recruitedCount: 0,
    wheelsUsed: false,
    undo: null,
    clockExpired: false,
    copAction: null,
    trade: null,
    commissionerCops: [],
  };
}

/** The seat whose draft pick it is, or null when the draft is over. */
export function draftSeat(s: GangstersState): number | null {
  if (s.draft.round >= COMPONENTS.startingJoints) return null;
  return s.order[s.draft.index] ?? null;
}

function jointTotal(s: GangstersState, seat: number): number {
  return jointsOf(s, seat).reduce((sum, id) => sum + baseValue(id), 0);
}

/** Buildings a seat may draft now: unowned, colored, and leaving room under the cap for the rest (G-4.1). */
export function draftable(s: GangstersState, seat: number): string[] {
  const free = coloredBuildings().filter((id) => !s.joints[id]);
  const have = jointTotal(s, seat);
  const left = COMPONENTS.startingJoints - jointsOf(s, seat).length - 1;
  return free.filter((id) => {
    const rest = free
      .filter((x) => x !== id)
      .map(baseValue)
      .sort((a, b) => a - b)
      .slice(0, left);
    return rest.length === left && have + baseValue(id) + rest.reduce((a, b) => a + b, 0) <= COMPONENTS.jointCap;
  });
}

export function applyDraft(c: Ctx, seat: number, id: string): Result<true> | null {
  const s = c.s;
  if (draftSeat(s) !== seat) return refuse('NOT_YOUR_PICK', 'G-4.1', 'It is not your pick in the Joint draft.');
  if (!building(id) || building(id)?.class === 'gray') {
    return refuse('NOT_COLORED', 'G-4.1', 'Only a colored building can become a Joint.');
  }
  if (s.joints[id]) return refuse('TAKEN', 'G-4.1', `${placeName(id)} is already taken.`);
  if (!draftable(s, seat).includes(id)) {
    return refuse(
      'OVER_CAP',
      'G-4.1',
      `Your three starting Joints may be worth at most ${money(COMPONENTS.jointCap)} together.`,
    );
  }
  s.joints[id] = { owner: seat, level: 1 };
  say(c, 'draft', `${gangName(mustGang(s, seat).gang)} takes ${placeName(id)} (${money(baseValue(id))}).`, 'G-4.1', {
    seat,
    building: id,
  });
  s.draft.index += 1;
  if (s.draft.index >= s.order.length) {
    s.draft.index = 0;
    s.draft.round += 1;
  }
  if (draftSeat(s) === null) {
    for (const g of s.gangs) {
      const change = COMPONENTS.jointCap - jointTotal(s, g.seat);
      collect(s, g.seat, change);
      say(c, 'draft-change', `${gangName(g.gang)} receives ${money(change)}: the difference up to $1,100.`, 'G-4.1');
    }
    s.phase = 'recruit';
  }
  return null;
}

/** The largest Gang a seat may recruit at start costs $2100 plus its leftover cash (G-4.2). */
export function setupBudget(g: GangState): number {
  return COMPONENTS.recruitAllowance + g.cash;
}

export function planCost(plan: { racketeer: number; thug: number; vamp: number }): number {
  return GANGSTER_KINDS.reduce((sum, k) => sum + recruitCost(k, 0, plan[k]), 0);
}

export function applyRecruitPlan(
  c: Ctx,
  seat: number,
  plan: { racketeer: number; thug: number; vamp: number },
): Result<true> | null {
  const s = c.s;
  const i = s.gangs.findIndex((g) => g.seat === seat);
  const g = s.gangs[i];
  if (!g || s.setupRecruits[i] !== null)
    return refuse('ALREADY_RECRUITED', 'G-4.2', 'Your starting Gang is already recorded.');
  const cost = planCost(plan);
  if (cost > setupBudget(g)) {
    return refuse(
      'OVER_BUDGET',
      'G-4.2',
      `That Gang costs ${money(cost)}; you may spend at most ${money(setupBudget(g))}.`,
    );
  }
  s.setupRecruits[i] = plan;
  whisper(
    c,
    [seat],
    'recruit-plan',
    `You record your Gang: ${plan.racketeer} Racketeers, ${plan.thug} Thugs, ${plan.vamp} Vamp (${money(cost)}).`,
    `${gangName(g.gang)} has recorded a Gang in secret.`,
    'G-4.2',
  );
  if (s.setupRecruits.every((p) => p !== null)) {
    s.gangs.forEach((gang, k) => {
      const p = s.setupRecruits[k];
      if (!p) return;
      gang.strength = { ...p };
      const total = planCost(p);
      if (total <= COMPONENTS.recruitAllowance) collect(s, gang.seat, COMPONENTS.recruitAllowance - total);
      else pay(s, gang.seat, total - COMPONENTS.recruitAllowance);
      say(
        c,
        'recruit-reveal',
        `${gangName(gang.gang)} reveals its Gang: Racketeer ${p.racketeer}, Thug ${p.thug}, Vamp ${p.vamp}, costing ${money(total)}.`,
        'G-4.2',
        { seat: gang.seat, ...p, cost: total },
      );
    });
    s.phase = 'place';
  }
  return null;
}

export function applyPlacement(
  c: Ctx,
  seat: number,
  place: { racketeer: string | null; thug: string | null; vamp: string | null },
): Result<true> | null {
  const s = c.s;
  const i = s.gangs.findIndex((g) => g.seat === seat);
  const g = s.gangs[i];
  if (!g || s.setupPlacements[i] !== null)
    return refuse('ALREADY_PLACED', 'G-4.3', 'Your starting locations are already recorded.');
  const mine = jointsOf(s, seat);
  for (const k of GANGSTER_KINDS) {
    const at = place[k];
    if (g.strength[k] === 0) {
      if (at !== null)
        return refuse('NO_SUCH_PIECE', 'G-4.3', `You recruited no ${k}, so it has no starting location.`);
    } else if (at === null || !mine.includes(at)) {
      return refuse('START_IN_JOINT', 'G-4.3', `Your ${k} must start in one of your three Joints.`);
    }
  }
  s.setupPlacements[i] = place;
  whisper(
    c,
    [seat],
    'placement',
    'You record where your Gang starts.',
    `${gangName(g.gang)} has recorded its starting locations.`,
    'G-4.3',
  );
  if (s.setupPlacements.every((p) => p !== null)) {
    s.gangs.forEach((gang, k) => {
      const p = s.setupPlacements[k];
      if (!p) return;
      for (const kind of GANGSTER_KINDS) {
        const at = p[kind];
        gang.pieces[kind] = at === null ? null : { at, facing: null, criminal: false };
      }
      say(
        c,
        'placement-reveal',
        `${gangName(gang.gang)} starts: ${
          GANGSTER_KINDS.filter((x) => p[x])
            .map((x) => `${x} in ${placeName(p[x] ?? '')}`)
            .join(', ') || 'no pieces'
        }.`,
        'G-4.3',
        { seat: gang.seat, ...p },
      );
    });
    return ok1();
  }
  return null;
}

/** Signals that setup is complete and the first Player Turn should begin. */
function ok1(): Result<true> {
  return { ok: true, value: true };
}
