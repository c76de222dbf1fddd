/**
 * Random playouts through the kernel: the fast path simulations take (bot search, the benchmark).
 * Each step asks the game for the first pending seat's legal decisions, picks one uniformly with the
 * caller's PRNG (through the game's `chooseLegal` where it has one, which need not list them all) and applies it with `SIMULATION` kernel options (no plain-JSON check, no re-parsing of
 * an action the game itself listed). Dice come from the match's own PRNG. A game with `applyOwned`
 * has its state copied once (`ownCopy`) and then changed in place, step after step.
 */
import { RecordingRoller } from './dice';
import { TABLE_SEAT, type AnyGameDef } from './game';
import type { JsonValue } from './json';
import { applyAction, applyDecided, SIMULATION, type Match } from './match';
import { nextInt, type RngState } from './rng';

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

/** Plays `match` on with uniformly random legal decisions until it ends or `maxActions` are applied. */
export function randomPlayout(def: AnyGameDef, match: Match, rng: RngState, maxActions = 1_000_000): Playout {
  let m = match;
  let r = rng;
  let actions = 0;
  let owned = false;
  const choose = (n: number): number => {
    const [i, next] = nextInt(r, n);
    r = next;
    return i;
  };
  while (!def.outcome(m.state)) {
    if (actions >= maxActions) return { match: m, actions, rng: r, stopped: 'budget' };
    const decision = def.pending(m.state)[0];
    const action = decision ? pick(def, m, decision.seat, choose) : undefined;
    if (!decision || action === undefined) return { match: m, actions, rng: r, stopped: 'stuck' };
    const table = decision.seat === TABLE_SEAT || def.tableOnly?.(action) === true;
    if (!table && def.applyOwned && def.ownCopy) {
      // The playout's own copy, made once, is changed in place from then on (the caller's state never is).
      if (!owned) m = { ...m, state: def.ownCopy(m.state) as JsonValue };
      owned = true;
      m = applyInPlace(def, m, decision.seat, action);
    } else {
      // The game is not over and a player's seat is pending: the kernel's checks of both are already made.
      const step = table
        ? applyAction(def, m, decision.seat, action, SEEDED, SIMULATION)
        : applyDecided(def, m, decision.seat, action, SEEDED, SIMULATION);
      if (!step.ok) throw refused(def, step.error);
      // The reducer's state may share parts with the one before: copied again before changing it in place.
      m = step.value.match;
      owned = false;
    }
    actions++;
  }
  return { match: m, actions, rng: r, stopped: 'over' };
}

function refused(def: AnyGameDef, e: { code: string; message: string }): Error {
  return new Error(`${def.id}: a listed decision was refused: ${e.code} ${e.message}`);
}

/** `applyDecided` through the game's `applyOwned`, on a state the playout owns (dice: seeded, so none are typed in). */
function applyInPlace(def: AnyGameDef, m: Match, seat: number, action: JsonValue): Match {
  const roller = new RecordingRoller(SEEDED, m.rng, seat);
  const applied = (def.applyOwned as NonNullable<AnyGameDef['applyOwned']>)(m.state, seat, action, roller);
  if (!applied.ok) throw refused(def, applied.error);
  return { setup: m.setup, version: m.version + 1, rng: roller.rng, state: applied.value.state as JsonValue };
}

/** A uniformly chosen legal decision of `seat` (the game's `chooseLegal` where it has one), or undefined. */
function pick(def: AnyGameDef, m: Match, seat: number, choose: (n: number) => number): JsonValue | undefined {
  if (def.chooseLegal) return def.chooseLegal(m.state, seat, choose) as JsonValue | undefined;
  const legal = def.legal(m.state, seat) as readonly JsonValue[] | null;
  return legal && legal.length > 0 ? legal[choose(legal.length)] : undefined;
}
