/**
 * The one bot-game runner: bots play a game through the real kernel, for `cli sim`, the property
 * tests and the host. A bot is asked only when its seat has a pending decision, with exactly what the
 * host sends that seat (`seatView`: its own view, `legal` and `anytime` lists). A bot may answer with
 * a table action instead of its decision; it is then asked again, but at most `ANYTIME_BUDGET` times
 * in a row, so it cannot loop.
 */
import type { RandomRecord } from '../engine/dice';
import type { GameEvent } from '../engine/events';
import type { AnyGameDef, GameDef } from '../engine/game';
import type { JsonObject, JsonValue } from '../engine/json';
import { applyAction, createMatch, type ActionRecord, type Match, type MatchSetup } from '../engine/match';
import { seedRng, type RngState } from '../engine/rng';
import { seatView } from '../engine/view';
import { legalRandomBot, type Bot } from './bot';

/** How many table actions in a row a bot may take before it must answer its pending decision. */
export const ANYTIME_BUDGET = 2;

/**
 * Asks `bot` for `seat`'s next decision from that seat's own view. `spent` counts the table actions
 * the seat took since it last answered a decision: at `ANYTIME_BUDGET` the bot sees none.
 * Returns the action, whether it is a table action (not one of the `legal` decisions) and the
 * advanced bot PRNG; the action is undefined when the seat has nothing to decide.
 */
export function botDecision<V, A>(
  def: AnyGameDef,
  match: Match,
  seat: number,
  bot: Bot<V, A>,
  rng: RngState,
  spent = 0,
): { action: A | undefined; table: boolean; rng: RngState } {
  const sv = seatView(def, match, seat);
  const legal = (sv.legal ?? []) as readonly A[];
  const anytime = spent < ANYTIME_BUDGET ? ((sv.anytime ?? []) as readonly A[]) : [];
  if (legal.length === 0) return { action: undefined, table: false, rng };
  const [action, next] = bot({ view: sv.view as V, seat, legal, anytime, rng });
  return { action, table: action !== undefined && !legal.includes(action), rng: next };
}

export interface BotGameOptions<V, A, O> {
  readonly seats: number;
  readonly seed: string;
  readonly options?: Partial<O>;
  /** Seat k plays `bots[k % bots.length]`; the legal-random bot when the list is empty. */
  readonly bots: readonly Bot<V, A>[];
  /** A guard against a stuck game (a bug): the runner throws after this many actions. */
  readonly maxActions?: number;
  /** Sees every match and the step's (unredacted) events. */
  readonly onStep?: (match: Match, events: readonly GameEvent[]) => void;
}

export interface BotGame {
  readonly setup: MatchSetup;
  readonly setupRandom: readonly RandomRecord[];
  readonly log: ActionRecord[];
  readonly match: Match;
}

/** Plays one seeded game to its end, always answering the first pending decision; throws if it stalls. */
export function playBotGame<S extends JsonValue, A extends JsonValue, O extends JsonObject, V>(
  def: GameDef<S, A, O, V>,
  o: BotGameOptions<V, A, O>,
): BotGame {
  const generic = def as AnyGameDef;
  const created = createMatch(generic, { options: o.options ?? {}, seats: o.seats, seed: o.seed });
  if (!created.ok) throw new Error(created.error.message);
  let match = created.value.match;
  const log: ActionRecord[] = [];
  let rng: RngState = seedRng(`bots:${o.seed}`);
  const spent = Array.from({ length: o.seats }, () => 0);
  const max = o.maxActions ?? 200_000;
  while (!def.outcome(match.state as S)) {
    if (log.length >= max) throw new Error(`game ${o.seed} did not finish in ${max} actions`);
    const decision = def.pending(match.state as S)[0];
    if (!decision) throw new Error(`game ${o.seed} stalled: nobody has a decision`);
    const seat = decision.seat;
    const bot = o.bots[seat % o.bots.length] ?? (legalRandomBot as unknown as Bot<V, A>);
    const chosen = botDecision(generic, match, seat, bot, rng, spent[seat]);
    rng = chosen.rng;
    if (chosen.action === undefined)
      throw new Error(`game ${o.seed} stalled: seat ${seat} has no choices (${decision.kind})`);
    spent[seat] = chosen.table ? (spent[seat] ?? 0) + 1 : 0;
    const action = chosen.action as JsonValue;
    const step = applyAction(generic, match, seat, action, { kind: 'seeded' }, { checkJson: false });
    if (!step.ok)
      throw new Error(`game ${o.seed}: ${JSON.stringify(action)} refused: ${step.error.code} ${step.error.message}`);
    match = step.value.match;
    log.push({ seat, action, random: step.value.random });
    o.onStep?.(match, step.value.events);
  }
  return { setup: match.setup, setupRandom: created.value.random, log, match };
}

/**
 * A seeded bot game as a game's simulations ask for one (its `playGame`, for the CLI's `sim` and the
 * property tests): options and bots left out take the game's defaults (`playSeeded`).
 */
export interface SeededGame<V, A, O> {
  readonly players: number;
  readonly seed: string;
  readonly options?: Partial<O>;
  readonly bots?: readonly Bot<V, A>[];
  readonly maxActions?: number;
  readonly onStep?: (match: Match, events: readonly GameEvent[]) => void;
}

/** `playBotGame` for a `SeededGame`, its options laid over the game's defaults and its bots or the default ones. */
export function playSeeded<S extends JsonValue, A extends JsonValue, O extends JsonObject, V>(
  def: GameDef<S, A, O, V>,
  o: SeededGame<V, A, O>,
  defaults: { readonly options: Partial<O>; readonly bots: readonly Bot<V, A>[] },
): BotGame {
  return playBotGame(def, {
    seats: o.players,
    seed: o.seed,
    options: { ...defaults.options, ...o.options },
    bots: o.bots ?? defaults.bots,
    ...(o.maxActions ? { maxActions: o.maxActions } : {}),
    ...(o.onStep ? { onStep: o.onStep } : {}),
  });
}

/** `games` seeded games, the k-th with the seed `<seed>#<k>`, and what `play` makes of each, in order. */
export function seededSeries<T>(o: { readonly seed: string; readonly games: number }, play: (seed: string) => T): T[] {
  return Array.from({ length: o.games }, (_, k) => play(`${o.seed}#${k}`));
}
