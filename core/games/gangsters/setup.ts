/**
 * Preparing to play (G-3): the Gangs, the draw cups (G-3.3), the Joint markers (G-3.4), the order of play
 * by rolling all five dice (G-3.1) and an empty Player Turn. The Joint draft is in `draft.ts`, secret
 * recruiting and placement in `gang-selection.ts`.
 */
import { listed, seatRef } from '../../engine/words';
import type { Roller } from '../../engine/dice';
import type { GameEvent } from '../../engine/events';
import {
  COMPONENTS,
  editionFor,
  gangForSeat,
  gangName,
  type GangState,
  type GangstersOptionsState,
  type GangstersState,
} from './state';

/**
 * Builds the starting state: the cups (G-3.3), the Joint markers (G-3.4) and the order of play (G-3.1).
 * `engineVersion`: the version the game is begun under (absent: the current one), for its rules edition.
 */
export function initialState(
  options: GangstersOptionsState,
  seats: number,
  roller: Roller,
  engineVersion?: string,
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
  const ed = editionFor(engineVersion);
  // Edition 10 files the dice among its lines, each Gang's after the line that says what they are for.
  if (ed >= 10) roller.logTo?.((e) => events.push(e));
  const order = rollForOrder(gangSeats, roller, events, ed >= 10);
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
    timeUp: false,
  };
  // Games of engine versions 1–3 have no edition field, so their states hash as they always did.
  if (ed > 3) state.edition = ed;
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

/**
 * G-3.1: every Gang rolls all five dice; the highest total goes first, ties roll again among themselves.
 * Edition 10 (`told`) says what the dice are for first, labels each Gang's dice with its player, says who
 * rolls again after a tie, and gives the winning total; the dice, and so the order, are the same.
 */
function rollForOrder(seats: number[], roller: Roller, events: GameEvent[], told: boolean): number[] {
  if (told) events.push(orderEvent('Each Gang rolls all five dice: the highest total plays first.'));
  let tied = seats;
  let best = 0;
  while (tied.length > 1) {
    const totals = tied.map((seat) =>
      roller
        .dice(5, 6, { label: told ? `${seatRef(seat)}'s dice` : `${gangName(gangForSeat(seat))} order roll` })
        .reduce((a, b) => a + b, 0),
    );
    best = Math.max(...totals);
    tied = tied.filter((_, i) => totals[i] === best);
    if (told && tied.length > 1) events.push(orderEvent(`${listed(tied.map(seatRef))} tie on ${best} and roll again.`));
  }
  const first = tied[0] ?? 0;
  const order = orderFrom(seats, first);
  const text = told
    ? `${seatRef(first)} rolled the highest total, ${best}, and is player #1.`
    : `${seatRef(first)} rolled highest and is player #1.`;
  events.push(orderEvent(text, order));
  return order;
}

/** The seats in clockwise order from `first`. */
function orderFrom(seats: readonly number[], first: number): number[] {
  return seats.map((_, i) => seats[(seats.indexOf(first) + i) % seats.length] ?? 0);
}

function orderEvent(text: string, order?: number[]): GameEvent {
  return { type: 'order', visibility: 'public', text, clause: 'G-3.1', ...(order ? { data: { order } } : {}) };
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
    retractedPublic: null,
    clockExpired: false,
    copAction: null,
    trade: null,
  };
}
