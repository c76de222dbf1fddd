import type { Roller } from './dice';
import type { GameEvent, Viewer } from './events';
import type { JsonObject, JsonValue } from './json';
import type { Result } from './result';

/** A decision some seat must take now. Several may be pending at once (simultaneous secret choices). */
export interface PendingDecision {
  readonly seat: number;
  /** A game-defined kind, e.g. 'recruit', 'bribe', 'respond'. */
  readonly kind: string;
  /** What the decision is about, in plain words. */
  readonly prompt: string;
  /** True when the choice is secret: other seats see only that this seat is deciding. */
  readonly secret?: boolean;
  /** True when the seat may decline (a response window). */
  readonly optional?: boolean;
  /**
   * A time limit (G-6.9's two-minute Movement Phase, say). The host starts a clock when this
   * decision appears and, if it is still pending when the time is up, applies `onExpiry` for the seat.
   * Core never reads a clock itself. Decisions that share a `period` share one clock: it keeps
   * running from one to the next (the moves of one Movement Phase), and stops while no decision of
   * the period is pending (a Shootout in the middle of it), going on where it stopped.
   */
  readonly deadline?: { readonly seconds: number; readonly onExpiry: JsonValue; readonly period?: string };
}

/** How a finished game ended. */
export interface GameOutcome {
  /** Winning seats; several for a shared win, none for a game nobody won. */
  readonly winners: readonly number[];
  /** Final scores by seat, in the game's own unit (money, Respect…). */
  readonly scores: readonly number[];
  readonly reason: string;
}

export interface SetupContext<O> {
  readonly options: O;
  readonly seats: number;
  readonly roller: Roller;
  /**
   * The engine version the game is set up under: the game's current one for a new game, the stored
   * one when an old game is replayed (absent: the current one). A game keeps old rules reachable by it.
   */
  readonly engineVersion?: string;
  /** Adds an event to the setup's log (who goes first, starting money…). */
  emit?(event: GameEvent): void;
}

/** The seat number of the table itself: the host's clocks act as this seat, never a player. */
export const TABLE_SEAT = -1;

export interface Applied<S> {
  readonly state: S;
  readonly events: readonly GameEvent[];
}

/**
 * The game contract. A game is a plain object of pure functions over JSON state; the kernel
 * (`match.ts`) wraps it with the PRNG, dice recording, versioning and checks.
 */
export interface GameDef<
  S extends JsonValue = JsonValue,
  A extends JsonValue = JsonValue,
  O extends JsonObject = JsonObject,
  V = JsonValue,
> {
  readonly id: string;
  readonly name: string;
  /** Bumped whenever rules code changes outcomes; stored with each game. */
  readonly engineVersion: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  /**
   * The clause that says whose turn it is to act (Nothing Personal's NP-4.10, say): the kernel names it
   * when it refuses an action from a seat with nothing to decide. Optional; without it the refusal names none.
   */
  readonly turnClause?: string;
  /** Validates untrusted options (from a lobby, a file, the network) and fills defaults. */
  parseOptions(raw: unknown): Result<O>;
  /**
   * Checks options that depend on the table's size or the rules edition (a first player with no seat),
   * once the seats and the engine version are known; `createMatch` refuses a match it fails. Optional.
   */
  checkTable?(options: O, seats: number, engineVersion: string): Result<true>;
  /** Validates the shape of an untrusted action; legality is checked by `apply`. */
  parseAction(raw: unknown): Result<A>;
  setup(ctx: SetupContext<O>): S;
  pending(state: S): readonly PendingDecision[];
  /**
   * Optional, for simulations (random playouts): the seat of `pending(state)[0]`, null when nothing is
   * pending, without wording any prompt. Must agree with `pending` exactly.
   */
  firstToAct?(state: S): number | null;
  /** The decisions available to `seat` now, enumerated where finite; null where only `apply` can tell. */
  legal(state: S, seat: number): readonly A[] | null;
  /**
   * Optional, for simulations (random playouts): one of `legal(state, seat)`'s decisions without
   * listing them all. The game tells `choose` how many there are and returns the one at the index it
   * answers; undefined, without calling `choose`, when there are none. Must agree with `legal`
   * exactly: the same count, and at index i a decision equal to `legal(state, seat)[i]`.
   */
  chooseLegal?(state: S, seat: number, choose: (count: number) => number): A | undefined;
  apply(state: S, seat: number, action: A, roller: Roller): Result<Applied<S>>;
  /**
   * Optional, for simulations that own their state (random playouts with `inPlace`, see
   * PLAYOUTS.md): `apply` working on `state` itself instead of a copy, logging nothing the caller
   * keeps. Returns the state after the action (usually `state`, changed); after a refusal `state` may
   * be half changed and must be dropped. Must agree with `apply` exactly: the same refusals, and a
   * state after equal (as JSON) to `apply`'s. `apply` itself stays pure.
   */
  applyInPlace?(state: S, seat: number, action: A, roller: Roller): Result<S>;
  /** Optional: a deep copy of `state` equal to `copyJson(state)`, faster (a simulation's own state). */
  copyState?(state: S): S;
  /**
   * Table actions any seat may take whether or not it has a pending decision (a kibitzing fine,
   * a Shakedown "at any moment"). The kernel otherwise refuses actions from seats with nothing to decide.
   */
  acceptsAnytime?(state: S, seat: number, action: A): boolean;
  /**
   * The table actions open to `seat` right now, for the UI to offer (enumerated where finite).
   * They never block anyone: no pending decision waits for them, and bots are never asked.
   */
  anytime?(state: S, seat: number): readonly A[] | null;
  /**
   * Whether `action` is a pass: the seat does nothing with its decision (passes, declines, or is done with
   * nothing more to do). The host tells a player what a computer player did for them while they were away as
   * moves and passes, since a pass makes no line of its own in the case file (or one that reads as something
   * else). Optional: without it only a decision that makes no line the seat can read counts as a pass.
   */
  passes?(action: A): boolean;
  /** Actions only the table itself may take (applied by the host as TABLE_SEAT), e.g. "time is up". */
  tableOnly?(action: A): boolean;
  /**
   * A clock on the whole game, counted from its creation (an agreed playing time, G-15.2): when it runs
   * out the host applies `onExpiry` as TABLE_SEAT. Null when the game has no such clock.
   */
  gameClock?(state: S): { readonly seconds: number; readonly onExpiry: A } | null;
  /**
   * What `viewer` may know, typed: what a seat may not see is absent from `V` (or a distinct hidden
   * type), never a sentinel value. Must never include another seat's secrets. Plain JSON.
   */
  view(state: S, viewer: Viewer): V;
  /** The outcome once the game is over, else null. */
  outcome(state: S): GameOutcome | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds games of any state type
export type AnyGameDef = GameDef<any, any, any, any>;
