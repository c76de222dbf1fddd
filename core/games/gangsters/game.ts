/**
 * Gangsters as a `GameDef`: options (advanced rules G-16, five players G-17, secret cash, time limits,
 * the G-6.9 clock), setup, pending decisions, legal actions, apply, views and the outcome.
 */
import { z } from 'zod';
import type { Applied, GameDef } from '../../engine/game';
import type { Roller } from '../../engine/dice';
import type { JsonValue } from '../../engine/json';
import type { GameEvent } from '../../engine/events';
import { ok, type Result } from '../../engine/result';
import { optionsWith } from '../../engine/options';
import { isPass, parseAction, type GangstersAction } from './actions';
import { dispatch } from './apply';
import { afterInPlace, beforeInPlace, chooseLegal, legalActions, takeChosenMove } from './legal';
import type { LegalMove } from './movement';
import { firstToAct, pendingDecisions } from './pending';
import { ANYTIME_ACTIONS } from './anytime';
import { initialState } from './setup';
import { netWorth } from './rules/victory';
import { COMPONENTS, edition, type GangstersOptionsState, type GangstersState } from './state';
import { gangstersView, type GangstersView } from './view';
import { playoutCopy, workingCopy } from './copy';

export const optionsSchema = z
  .object({
    heaters: z.boolean().default(false),
    wheels: z.boolean().default(false),
    siren: z.boolean().default(false),
    donuts: z.boolean().default(false),
    randomOrder: z.boolean().default(false),
    secretCash: z.boolean().default(false),
    cashToWin: z.number().int().min(1000).max(1_000_000).default(COMPONENTS.cashToWin),
    timeLimitTurns: z.number().int().min(1).max(10_000).nullable().default(null),
    timeLimitMinutes: z.number().int().min(1).max(10_000).nullable().default(null),
    movementSeconds: z.number().int().min(10).max(3600).nullable().default(null),
    turnCap: z.number().int().min(1).max(100_000).default(1000),
    commissioner: z.boolean().default(true),
  })
  .strict();

export type GangstersOptions = GangstersOptionsState;

/** The advanced options all on (G-16), for tables that want the full game. */
export const ADVANCED: Partial<GangstersOptions> = { heaters: true, wheels: true, siren: true, donuts: true };

/**
 * Runs `action` on `s`, changing it: `s` is the reducer's working copy, or a simulation's own state
 * (`simulation`: it keeps no log).
 */
function applyTo(
  s: GangstersState,
  seat: number,
  action: JsonValue,
  roller: Roller,
  simulation = false,
  chosen?: LegalMove,
): Result<Applied<GangstersState>> {
  const c = { s, events: [] as GameEvent[], roller, quiet: simulation, chosen, owned: simulation };
  // Edition 10 files each die and draw among the game's own lines, where the rules take it ("Shootout at
  // …", then the dice); earlier editions keep every die first, as their games were stored. A simulation
  // writes no lines, so it does not ask.
  if (!simulation && edition(s) >= 10) roller.logTo?.((e) => c.events.push(e));
  const r = dispatch(c, seat, action as unknown as GangstersAction);
  if (!r.ok) return r;
  return ok({ state: c.s, events: c.events });
}

/** The context of a playout's actions in place (`applyInPlace`), made again for each new roller. */
interface InPlaceCtx {
  s: GangstersState;
  events: GameEvent[];
  readonly roller: Roller;
  readonly quiet: true;
  chosen: LegalMove | undefined;
  readonly owned: true;
}
let inPlace: InPlaceCtx | null = null;
/** `applyInPlace`'s answer for the state it changed last. */
let inPlaceDone: { readonly ok: true; readonly value: GangstersState } | null = null;

export const gangsters: GameDef<GangstersState, JsonValue, GangstersOptions, GangstersView> = {
  id: 'gangsters',
  name: 'Gangsters',
  /** Version 10: rules edition 10 (state.ts `EDITION`); games of versions 1–9 replay by their own rules. */
  engineVersion: '10',
  turnClause: 'G-5.7',
  minSeats: 2,
  maxSeats: 5,

  parseOptions(raw) {
    return optionsWith(optionsSchema, raw, 'Gangsters');
  },

  parseAction(raw) {
    const r = parseAction(raw);
    return r.ok ? ok(r.value as unknown as JsonValue) : r;
  },

  setup({ options, seats, roller, engineVersion, emit }) {
    // G-17: the Police Commissioner plays only with five; four Gangs is the most the board holds.
    const { state, events } = initialState(options, seats, roller, engineVersion);
    for (const e of events) emit?.(e);
    return state;
  },

  pending: pendingDecisions,

  firstToAct,

  acceptsAnytime(_state, _seat, action) {
    const type = (action as unknown as GangstersAction).type;
    return type !== 'time-up' && ANYTIME_ACTIONS.includes(type);
  },

  passes(action) {
    return isPass(action as unknown as GangstersAction);
  },

  /** G-15.2: only the table's clock calls time, never a player. */
  tableOnly(action) {
    return (action as unknown as GangstersAction).type === 'time-up';
  },

  /** G-15.2: the agreed playing time, counted by the host from the game's creation. */
  gameClock(s) {
    if (s.options.timeLimitMinutes === null || s.timeUp || s.phase === 'over') return null;
    return { seconds: s.options.timeLimitMinutes * 60, onExpiry: { type: 'time-up' } };
  },

  legal(state, seat) {
    return legalActions(state, seat) as unknown as JsonValue[];
  },

  /** `legal(state, seat)[choose(count)]`, building only the chosen move (core/engine/PLAYOUTS.md). */
  chooseLegal(state, seat, choose) {
    return chooseLegal(state, seat, choose) as unknown as JsonValue | undefined;
  },

  apply(state, seat, action, roller) {
    return applyTo(workingCopy(state), seat, action, roller);
  },

  /** Simulations only: the rules change, in place, a state the playout owns (core/engine/PLAYOUTS.md). */
  applyInPlace(state, seat, action, roller) {
    // `applyTo(state, …, true, …)` without its `Applied` record: a playout reads the state alone. The
    // context has the same fields in the same order as `applyTo`'s, so the rules see one shape; one
    // context serves a playout's every action (its roller), and so does its answer while the state is
    // the same object (neither is kept by the rules or the kernel past the action).
    const chosen = takeChosenMove(state, action);
    let c = inPlace;
    if (c === null || c.roller !== roller)
      c = inPlace = { s: state, events: [], roller, quiet: true, chosen, owned: true };
    else {
      c.s = state;
      c.chosen = chosen;
      if (c.events.length > 0) c.events = [];
    }
    beforeInPlace(state, action as unknown as GangstersAction);
    const r = dispatch(c, seat, action as unknown as GangstersAction);
    afterInPlace(c.s, r.ok);
    if (!r.ok) return r;
    let done = inPlaceDone;
    if (done === null || done.value !== c.s) done = inPlaceDone = { ok: true, value: c.s };
    return done;
  },

  copyState: playoutCopy,

  view: gangstersView,

  outcome(s) {
    if (s.phase !== 'over') return null;
    const seats = Array.from({ length: s.seats }, (_, i) => i);
    return {
      winners: s.winner === null ? [] : [s.winner],
      scores: seats.map((seat) => netWorth(s, seat)),
      reason: s.endReason ?? 'The game is over.',
    };
  },
};
