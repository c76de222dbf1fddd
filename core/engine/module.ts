/**
 * The game-module contract: everything one game brings, in one object. A game's `index.ts` exports
 * its module; `core/games/index.ts` lists the modules (the one registry); nothing else names a game.
 */
import type { BotsByLevel } from '../bots/bot';
import type { GameDef } from './game';
import type { GameEvent } from './events';
import type { JsonObject, JsonValue } from './json';
import type { Result } from './result';
import type { RulesReference } from './rules-reference';
import type { RngState } from './rng';
import type { ScenarioNotation } from './scenario-file';
import type { GameTally, ScoreSheet } from './score';

/** A player aid: a pure question about a game that changes nothing (where can this piece go?). */
export interface Aid {
  readonly id: string;
  run(params: unknown): Result<JsonValue>;
}

/** Engine tools for the command line and tests. */
export interface GameTools extends Omit<ScenarioNotation, 'def'> {
  /** Plays `games` seeded bot games, one JSON summary each (deterministic). */
  simulate(o: { players: number; seed: string; games: number }): JsonObject[];
  /** Checks the game's board data (`cli validate-board`), where the game has a board file. */
  validateBoard?(raw: unknown): { readonly ok: boolean };
  /** The board data shipped with the game, for `validate-board` without a file. */
  boardData?: unknown;
}

/** One number per seat worth following over a game (money, Respect…); null where the viewer cannot know it. */
export interface ReviewSeries {
  readonly id: string;
  readonly label: string;
  readonly values: readonly (number | null)[];
}

/**
 * What a game offers the replay viewer and the list of games in progress. Both read one viewer's
 * view, never the state, so a secret stays with its seat in a replay as it did at the table.
 */
export interface GameReview<V> {
  /** The numbers per seat to plot over the game (index = seat). */
  series(view: V, seats: number): readonly ReviewSeries[];
  /** Where the game stands, in a few words ("Round 3", "Turn 12"). */
  progress(view: V): string;
  /** A finished game's scores explained by the game's own scoring, read from the final all-seeing view. */
  readonly score?: (view: V, seats: number) => ScoreSheet | null;
  /** Per-seat counts over a game (whacks, Joints taken…), read from its stored events. */
  readonly tally?: GameTally;
  /**
   * Whether a stored event of a type the replay marks is one of its marks: SuperGang marks a duel once,
   * at its opening line, not at each volley. Every event of a marked type is one when absent.
   */
  readonly marked?: (event: GameEvent) => boolean;
}

export interface GameModule<S extends JsonValue, A extends JsonValue, O extends JsonObject, V> {
  readonly def: GameDef<S, A, O, V>;
  /**
   * Listed as playable (home screen, `cli games`, the host's new-game list) only once the game is
   * playable end to end. Every registered game replays and simulates, playable or not.
   */
  readonly playable: boolean;
  /** Computer opponents by level; a level a game lacks falls back to the legal-random bot. */
  readonly bots: BotsByLevel<V, A>;
  /**
   * A full state agreeing with what `seat` sees in `view`: everything hidden from it (other hands, deck
   * order, secret markers) is sampled with `rng`, never read, so a search over the game's own reducer
   * (core/bots/ismcts.ts, the Hard level) cannot cheat. Given the same view and rng it returns the same
   * state whatever the true hidden state is.
   */
  readonly determinize?: (view: V, seat: number, rng: RngState) => [S, RngState];
  /**
   * How good an unfinished position is for `seat`, in [0, 1] (a search cuts its playouts short and
   * reads this; a finished game counts 1 for a win, 0 for a loss).
   */
  readonly evaluate?: (state: S, seat: number) => number;
  readonly tools: GameTools;
  /** Player aids by id. */
  readonly aids: Readonly<Record<string, Aid>>;
  /** Every rulebook clause ID, in rulebook order (the coverage test checks each is accounted for). */
  readonly clauses: readonly string[];
  /**
   * A summary of every clause in our own words, by rulebook section (resources/<game>/rules.json):
   * the table's rules screen, reached from every clause ID the app shows.
   */
  readonly rules?: () => RulesReference;
  /** Row statuses of rules-coverage.md, beyond the shared ones, that say the app answers a clause. */
  readonly coverageStatuses?: readonly string[];
  /**
   * Loads and validates the game's content from resources/ (once; later calls return it). The host
   * calls it at start, so a broken resource file is reported before anyone sits down to play.
   */
  readonly content?: () => unknown;
  /** Plots and progress for the replay viewer and Home. */
  readonly review?: GameReview<V>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds games of any type
export type AnyGameModule = GameModule<any, any, any, any>;

/** Types a module, checking its parts agree on state, action, options and view. */
export function gameModule<S extends JsonValue, A extends JsonValue, O extends JsonObject, V>(
  m: GameModule<S, A, O, V>,
): GameModule<S, A, O, V> {
  return m;
}
