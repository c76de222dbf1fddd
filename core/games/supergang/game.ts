/**
 * SuperGang as a `GameDef`: options (the police player of SG-15, the four-minute clock of SG-13, a
 * turn cap), setup, pending decisions, legal actions, apply, views and the outcome.
 */
import { z } from 'zod';
import type { Applied, GameDef } from '../../engine/game';
import type { Roller } from '../../engine/dice';
import type { GameEvent } from '../../engine/events';
import type { JsonValue } from '../../engine/json';
import { ok, type Result } from '../../engine/result';
import { optionsWith } from '../../engine/options';
import { isPass, parseAction, type SuperGangAction } from './actions';
import { ANYTIME_ACTIONS, anytimeActions, inHaggle, stillListed } from './anytime';
import { dispatch } from './apply';
import { endWords } from './end-words';
import { passOn, plainCopy, workingCopy } from './copy';
import { sgCity } from './city-data';
import { chooseLegal, legalActions } from './legal';
import { firstToAct, pendingDecisions } from './pending';
import { initialState } from './setup';
import { policeSeated } from './setup-data';
import { edition, type SuperGangOptionsState, type SuperGangState } from './state';
import { superGangView, type SuperGangView } from './view';

/**
 * The lobby's cap on rounds (the option `turnCap`): a game still not won after this many rounds stops, and
 * nobody wins. The rulebook has no such cap (a gang wins by a whole district or as the last standing, SG-1.1;
 * SG-13 limits only the time to move); it is our guard against a game nobody can win going on all night.
 *
 * Measured on December 8, 2026 (engine version 8), with no practical cap (`playBotGame` of core/bots/play.ts,
 * `turnCap` 100,000): 480 seeded bot games, 300 of Normal bots only and 180 of Normal beside Easy, 2, 3 and 4
 * gangs (seeds "rounds-<gangs>-<normal|mixed>-<n>"). Half were won by round 17; 66% by round 20, 78%
 * by 30, 81% by 40, 83% by 60 and 88% by 100. A game not won by round 30 is mostly one that stalls: of the 107
 * such games, 15 were won by round 40 and 58 were still going at round 100 (the longest, 1,804 rounds).
 * A family plays slower than the bots, reckoned rather than measured (no family's SuperGang game is on record
 * here): a gang's turn is some ten decisions (the bots' games average 21, 32 and 40 a round with 2, 3 and 4
 * gangs), at a quarter of a minute each some 2.5 minutes, so a round of three gangs takes about 8 minutes: the usual game of 15 to 20 rounds is an evening of two to three hours, and 30
 * rounds some four hours, past where a game that is going to be won has been. So 30: about four games in five
 * are over before it, and a stalled one stops the same night; a table that wants longer sets more.
 *
 * The lobby always sends its number; a game made without one (the command line, tests) keeps the engine's
 * 500, as before, since a game's state carries its cap: games stored with 500 replay with 500.
 */
export const ROUNDS_AT_MOST = 30;

export const optionsSchema = z
  .object({
    /** SG-15: a police player. Five seats always have one; four may (three gangs and the police); fewer never. */
    police: z.boolean().default(false),
    /** SG-13.1: seconds each player has to move his characters (the rulebook's four minutes = 240). */
    moveSeconds: z.number().int().min(10).max(3600).nullable().default(null),
    /** Rounds at most, then the game stops with no winner; the lobby offers `ROUNDS_AT_MOST`. */
    turnCap: z.number().int().min(1).max(100_000).default(500),
    /** How a duel's arrows are shot (see DuelStyle); absent is 'dice', as in games stored before it existed. */
    duelStyle: z.enum(['aim', 'dart', 'dice']).optional(),
  })
  .strict();

export type SuperGangOptions = SuperGangOptionsState;

/**
 * Gangs and the police seat for a number of seats: two to four gangs (two is our house rule); five seats
 * means four gangs and a police player; four may be three gangs and the police. A police player joins only
 * a gang count that allows one (resources/supergang/setups.json): asked with two gangs, there is none.
 */
export function withPolice(options: SuperGangOptions, seats: number): SuperGangOptions {
  return { ...options, police: policeSeated(seats, options.police) };
}

/** Runs `action` on `s`, the reducer's working copy, changing it; the events it logs come with it. */
function applyTo(s: SuperGangState, seat: number, action: JsonValue, roller: Roller): Result<Applied<SuperGangState>> {
  const c = { s, events: [] as GameEvent[], roller };
  // Edition 8 files each die among the game's own lines as it is thrown ("… sticks up …", then the duel
  // dice); games of versions 1 to 7 keep every die first, as they were stored. `applyInPlace` writes no
  // lines, so it does not ask.
  if (edition(s) >= 8) roller.logTo?.((e) => c.events.push(e));
  const r = dispatch(c, seat, action as unknown as SuperGangAction);
  if (!r.ok) return r;
  return ok({ state: c.s, events: c.events });
}

/**
 * The table actions last listed for each seat: the host works out every seat's at every step, and they
 * change only when a Gang's cash or place in play does, so the list is handed on while it is still the
 * one `anytimeActions` would write (`stillListed`). Views are read, never changed (view.ts).
 */
const anytimeListed: (readonly SuperGangAction[] | undefined)[] = [];

/** No events: a quiet context's `log` writes none (and nothing else writes to `events`). */
const NO_EVENTS: GameEvent[] = Object.freeze([]) as unknown as GameEvent[];

export const supergang: GameDef<SuperGangState, JsonValue, SuperGangOptions, SuperGangView> = {
  id: 'supergang',
  name: 'SuperGang',
  /** Version 8: rules edition 8 (state.ts `EDITION`); games of versions 1 to 7 replay by their own rules. */
  engineVersion: '8',
  turnClause: 'SG-9.0.2',
  minSeats: 2,
  maxSeats: 5,

  parseOptions(raw) {
    return optionsWith(optionsSchema, raw, 'SuperGang');
  },

  parseAction(raw) {
    const r = parseAction(raw);
    return r.ok ? ok(r.value as unknown as JsonValue) : r;
  },

  setup({ options, seats, roller, emit, engineVersion }) {
    const { state, events } = initialState(withPolice(options, seats), seats, roller, sgCity(), engineVersion);
    for (const e of events) emit?.(e);
    return state;
  },

  pending: pendingDecisions,

  firstToAct,

  acceptsAnytime(s, seat, action) {
    const a = action as unknown as SuperGangAction;
    return ANYTIME_ACTIONS.includes(a.type) || inHaggle(s, seat, a);
  },

  anytime(s, seat) {
    const before = anytimeListed[seat];
    if (before !== undefined && stillListed(s, seat, before)) return before as unknown as JsonValue[];
    const list = anytimeActions(s, seat);
    if (Number.isInteger(seat) && seat >= 0 && seat < s.seats) anytimeListed[seat] = list;
    return list as unknown as JsonValue[];
  },

  passes(action) {
    return isPass(action as unknown as SuperGangAction);
  },

  /** SG-13.1: only the table's clock calls time. */
  tableOnly(action) {
    return (action as unknown as SuperGangAction).type === 'time-up';
  },

  legal(s, seat) {
    return legalActions(s, seat) as unknown as JsonValue[];
  },

  chooseLegal(state, seat, choose) {
    return chooseLegal(state, seat, choose) as unknown as JsonValue | undefined;
  },

  apply(state, seat, action, roller) {
    const r = applyTo(workingCopy(state), seat, action, roller);
    // The parts the action left as they were are the input's own from here on (copy.ts `passOn`).
    if (r.ok && r.value.state !== state) passOn(r.value.state, state);
    return r;
  },

  /** Simulations only: the rules change, in place, a state the playout owns (core/engine/PLAYOUTS.md). */
  applyInPlace(state, seat, action, roller) {
    // Quiet: no events written, as nobody reads them; the state itself is the answer (no `Applied`).
    const c = { s: state, events: NO_EVENTS, roller, quiet: true };
    const r = dispatch(c, seat, action as unknown as SuperGangAction);
    return r.ok ? ok(c.s) : r;
  },

  copyState: plainCopy,

  view: superGangView,

  outcome(s) {
    if (s.turn.phase !== 'over') return null;
    return {
      winners: s.winner === null ? [] : [s.winner],
      scores: Array.from({ length: s.seats }, (_, seat) => s.gangs.find((g) => g.seat === seat)?.cash ?? 0),
      reason: endWords(s),
    };
  },
};
