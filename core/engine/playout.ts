/**
 * Random playouts through the kernel: the fast path simulations take (bot search, the benchmark).
 * Each step asks the game for the first pending seat's legal decisions, picks one uniformly with the
 * caller's PRNG (through the game's `chooseLegal` where it has one, which need not list them all) and
 * applies it with `SIMULATION` kernel options (no plain-JSON check, no re-parsing of an action the
 * game itself listed). Dice come from the match's own PRNG.
 * With `inPlace` (and a game that has `applyInPlace`) the playout copies the state once and then
 * changes its own copy action by action, recording no dice and keeping no log: the same moves, the
 * same dice and a final match equal to the step-by-step path's (see PLAYOUTS.md).
 */
import { TABLE_SEAT, type AnyGameDef } from './game';
import { copyJson, type JsonValue } from './json';
import { applyAction, applyDecided, SIMULATION, type Match } from './match';
import { nextInt, type RngState } from './rng';
import { SimRoller } from './sim-roller';

const SEEDED = { kind: 'seeded' } as const;

export interface Playout {
  readonly match: Match;
  /** Actions applied. */
  readonly actions: number;
  /** The caller's PRNG, advanced. */
  readonly rng: RngState;
  /** Why it stopped: the game ended, the action budget ran out, or nobody had a listed decision. */
  readonly stopped: 'over' | 'budget' | 'stuck';
}

export interface PlayoutOptions {
  /**
   * Play on one private copy of the state, changed in place by the game's `applyInPlace`, instead of
   * a new state per action. Ignored for a game without `applyInPlace`. The input match is never changed.
   */
  readonly inPlace?: boolean;
}

/** Plays `match` on with uniformly random legal decisions until it ends or `maxActions` are applied. */
export function randomPlayout(
  def: AnyGameDef,
  match: Match,
  rng: RngState,
  maxActions = 1_000_000,
  options: PlayoutOptions = {},
): Playout {
  if (options.inPlace && def.applyInPlace) return inPlacePlayout(def, match, rng, maxActions);
  let m = match;
  const picks = chooser(rng);
  const choose = picks.choose;
  let actions = 0;
  while (!def.outcome(m.state)) {
    if (actions >= maxActions) return { match: m, actions, rng: picks.rng, stopped: 'budget' };
    const decision = def.pending(m.state)[0];
    const action = decision ? pick(def, m.state, decision.seat, choose) : undefined;
    if (!decision || action === undefined) return { match: m, actions, rng: picks.rng, stopped: 'stuck' };
    // The game is not over and a player's seat is pending: the kernel's checks of both are already made.
    const step =
      decision.seat === TABLE_SEAT || def.tableOnly?.(action)
        ? applyAction(def, m, decision.seat, action, SEEDED, SIMULATION)
        : applyDecided(def, m, decision.seat, action, SEEDED, SIMULATION);
    if (!step.ok) refused(def, step.error);
    m = step.value.match;
    actions++;
  }
  return { match: m, actions, rng: picks.rng, stopped: 'over' };
}

/**
 * `randomPlayout` on a private copy of the state: the same decisions from the same PRNG draws, the
 * same dice (a seeded roller over the match's PRNG, as the kernel's), so the same final match.
 */
function inPlacePlayout(def: AnyGameDef, match: Match, rng: RngState, maxActions: number): Playout {
  const applyInPlace = def.applyInPlace as NonNullable<AnyGameDef['applyInPlace']>;
  let state: JsonValue = def.copyState ? def.copyState(match.state) : copyJson(match.state);
  const dice = new SimRoller(match.rng);
  // The picks' PRNG stepped in place too: the same draws as `chooser`'s `nextInt`.
  const picks = new SimRoller(rng);
  const choose = (n: number): number => picks.draw(n);
  let actions = 0;
  const end = (stopped: Playout['stopped']): Playout => ({
    match: { setup: match.setup, version: match.version + actions, rng: dice.rng, state },
    actions,
    rng: picks.rng,
    stopped,
  });
  while (!def.outcome(state)) {
    if (actions >= maxActions) return end('budget');
    const seat = seatToAct(def, state);
    const action = seat === null ? undefined : pick(def, state, seat, choose);
    if (seat === null || action === undefined) return end('stuck');
    // The kernel's one check a listed decision of a pending seat could still fail: who may take it.
    if ((seat === TABLE_SEAT) !== (def.tableOnly?.(action) ?? false)) {
      refused(def, { code: 'TABLE_ONLY', message: 'a table action for a player, or the reverse' });
    }
    const step = applyInPlace(state, seat, action, dice);
    if (!step.ok) refused(def, step.error);
    state = step.value as JsonValue;
    actions++;
  }
  return end('over');
}

/**
 * The seat of the first pending decision, null when there is none: for simulations, asked of the game's
 * `firstToAct` where it has one, which words no prompts for people.
 */
export function seatToAct(def: AnyGameDef, state: unknown): number | null {
  if (def.firstToAct) return def.firstToAct(state);
  const first = (def.pending(state) as readonly { readonly seat: number }[])[0];
  return first ? first.seat : null;
}

/** Uniform choices drawn from `start` in turn; `rng` is the PRNG after the draws so far. */
function chooser(start: RngState): { readonly choose: (n: number) => number; readonly rng: RngState } {
  let r = start;
  return {
    choose: (n) => {
      const [i, next] = nextInt(r, n);
      r = next;
      return i;
    },
    get rng() {
      return r;
    },
  };
}

function refused(def: AnyGameDef, e: { code: string; message: string }): never {
  throw new Error(`${def.id}: a listed decision was refused: ${e.code} ${e.message}`);
}

/** A uniformly chosen legal decision of `seat` (the game's `chooseLegal` where it has one), or undefined. */
function pick(def: AnyGameDef, state: JsonValue, seat: number, choose: (n: number) => number): JsonValue | undefined {
  if (def.chooseLegal) return def.chooseLegal(state, seat, choose) as JsonValue | undefined;
  const legal = def.legal(state, seat) as readonly JsonValue[] | null;
  return legal && legal.length > 0 ? legal[choose(legal.length)] : undefined;
}
