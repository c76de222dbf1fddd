import {
  BadTypedValue,
  DiceNeeded,
  RecordingRoller,
  replaySource,
  ScriptExhausted,
  type DiceSourceSpec,
  type RandomRecord,
  type RandomRequest,
} from './dice';
import type { GameEvent } from './events';
import { TABLE_SEAT, type AnyGameDef, type GameOutcome, type PendingDecision } from './game';
import { digestAfter, digestJson, type DigestOptions } from './digest';
import { hashJson } from './hash';
import { assertPlainJson, assertPlainJsonAfter, findNonJson, type JsonObject, type JsonValue } from './json';
import { keyedRecordsMade } from './keyed-record';
import { err, ok, ruleError, type Result, type RuleError } from './result';
import { seedRng, type RngState } from './rng';
import { knownShared } from './view';

/** Everything needed to recreate a game's starting position. Stored with each game. */
export interface MatchSetup {
  readonly gameId: string;
  readonly engineVersion: string;
  readonly options: JsonObject;
  readonly seats: number;
  readonly seed: string;
}

/** A game in progress: the game's state plus the kernel's bookkeeping, all plain JSON. */
export interface Match {
  readonly setup: MatchSetup;
  /** How many actions have been applied; intents name the version they saw, stale ones are refused. */
  readonly version: number;
  /** The PRNG state. Never leaves the host. */
  readonly rng: RngState;
  readonly state: JsonValue;
}

/** One applied action as the log keeps it: enough to replay it exactly. */
export interface ActionRecord {
  readonly seat: number;
  readonly action: JsonValue;
  readonly random: readonly RandomRecord[];
}

export interface Step {
  readonly match: Match;
  readonly events: readonly GameEvent[];
  readonly random: readonly RandomRecord[];
}

/** A refusal; `needed` is set when physical dice must be rolled and typed in first. */
export interface ApplyError extends RuleError {
  readonly needed?: RandomRequest;
}

export interface KernelOptions {
  /** Check after every step that state stays plain JSON (on in tests and in the host). */
  readonly checkJson?: boolean;
  /**
   * The action is typed by construction (taken from `def.legal` by a simulation or a bot search), so
   * its shape is not parsed again. Legality is still the reducer's to check. Never set for an action
   * that came from outside (a person, the network, a file): the host parses every one.
   */
  readonly trusted?: boolean;
}

/** The kernel as simulations run it: no plain-JSON check, actions typed by construction. */
export const SIMULATION: KernelOptions = { checkJson: false, trusted: true };

const DEFAULT_KERNEL: KernelOptions = { checkJson: true };

export function createMatch(
  def: AnyGameDef,
  request: { options: unknown; seats: number; seed: string; engineVersion?: string },
  source: DiceSourceSpec = { kind: 'seeded' },
  kernel: KernelOptions = DEFAULT_KERNEL,
): Result<Step, ApplyError> {
  if (!Number.isInteger(request.seats) || request.seats < def.minSeats || request.seats > def.maxSeats) {
    return err(
      ruleError(
        'BAD_SEATS',
        '',
        `${def.name} is played by ${def.minSeats} to ${def.maxSeats} players, not ${request.seats}.`,
      ),
    );
  }
  const options = def.parseOptions(request.options);
  if (!options.ok) return options;
  // A replay recreates a stored game under the engine version it was begun with.
  const engineVersion = request.engineVersion ?? def.engineVersion;
  const fits = def.checkTable?.(options.value, request.seats, engineVersion);
  if (fits && !fits.ok) return fits;
  const setup: MatchSetup = {
    gameId: def.id,
    engineVersion,
    options: options.value,
    seats: request.seats,
    seed: request.seed,
  };
  const roller = new RecordingRoller(source, seedRng(request.seed));
  const emitted: GameEvent[] = [];
  const records = keyedRecordsMade();
  const run = guard(
    () =>
      def.setup({
        options: options.value,
        seats: request.seats,
        roller,
        engineVersion,
        emit: (e: GameEvent) => emitted.push(e),
      }) as JsonValue,
  );
  noteRecords(def, records);
  if (!run.ok) return run;
  const match: Match = { setup, version: 0, rng: roller.rng, state: run.value };
  if (kernel.checkJson) checked(match, null, `${def.id} setup`);
  made(null, match);
  return ok({ match, events: [...roller.events, ...emitted], random: roller.records });
}

export function applyAction(
  def: AnyGameDef,
  match: Match,
  seat: number,
  rawAction: unknown,
  source: DiceSourceSpec = { kind: 'seeded' },
  kernel: KernelOptions = DEFAULT_KERNEL,
): Result<Step, ApplyError> {
  // Who decides now and whether the game is over, as the match's last update worked them out.
  const known = knownShared(def, match);
  if (known ? known.outcome : def.outcome(match.state))
    return err(ruleError('GAME_OVER', '', 'This game is over; no more moves can be made.'));
  const tableSeat = seat === TABLE_SEAT;
  if (!tableSeat && (!Number.isInteger(seat) || seat < 0 || seat >= match.setup.seats)) {
    return err(ruleError('NO_SUCH_SEAT', '', `There is no seat ${seat} in this game.`));
  }
  const action: Result<unknown, ApplyError> = kernel.trusted ? ok(rawAction) : def.parseAction(rawAction);
  if (!action.ok) return action;
  const tableOnly = def.tableOnly?.(action.value) ?? false;
  if (tableSeat !== tableOnly) {
    return err(
      tableSeat
        ? ruleError('NOT_A_TABLE_ACTION', '', 'Only a player may take that action.')
        : ruleError('TABLE_ONLY', '', 'Only the table’s clock can do that, not a player.'),
    );
  }
  const hasDecision = tableSeat || decides(known ? known.pending : def.pending(match.state), seat);
  if (!hasDecision && !def.acceptsAnytime?.(match.state, seat, action.value)) {
    return err(ruleError('NOT_YOUR_TURN', def.turnClause ?? '', 'It is not this seat’s turn to decide anything.'));
  }
  return applyDecided(def, match, seat, action.value, source, kernel);
}

/** Whether `seat` has one of the decisions (a loop, not `some` with a closure: at every action). */
function decides(pending: readonly PendingDecision[], seat: number): boolean {
  for (let i = 0; i < pending.length; i++) if ((pending[i] as PendingDecision).seat === seat) return true;
  return false;
}

/**
 * `applyAction` once its checks are done: the game is not over, the action is well formed and the
 * seat may take it now. Random playouts call it directly for a decision the game itself listed for a
 * seat it named as pending (playout.ts); the reducer still checks the action's legality.
 */
export function applyDecided(
  def: AnyGameDef,
  match: Match,
  seat: number,
  action: unknown,
  source: DiceSourceSpec,
  kernel: KernelOptions,
): Result<Step, ApplyError> {
  if (freezeInputs) deepFreeze(match);
  const roller = new RecordingRoller(source, match.rng, seat);
  const records = keyedRecordsMade();
  const run = guard(() => def.apply(match.state, seat, action, roller));
  noteRecords(def, records);
  if (!run.ok) return run;
  const applied = run.value;
  if (!applied.ok) return applied;
  if (roller.unusedSupplied > 0) {
    return err(
      ruleError(
        'SUPPLIED_UNUSED',
        '',
        'That move takes no value from you: send one only with a move whose die is yours to supply (an aimed shot, say).',
      ),
    );
  }
  const next: Match = { setup: match.setup, version: match.version + 1, rng: roller.rng, state: applied.value.state };
  if (kernel.checkJson) checked(next, match, `${def.id} state after an action`);
  made(match, next);
  const events = roller.events.length === 0 ? applied.value.events : [...roller.events, ...applied.value.events];
  return ok({ match: next, events, random: roller.records });
}

/** The last match the kernel's plain-JSON check passed (`checked`), unchanged since (matches never change). */
let checkedLast: Match | null = null;

/**
 * The kernel's plain-JSON check of a match it made, throwing (a rules bug) where it is not plain JSON. A
 * match made from the match checked last (a replay, a checked game played on) is checked only where it
 * differs from it (`assertPlainJsonAfter`); any other, whole.
 */
function checked(next: Match, from: Match | null, what: string): void {
  if (from !== null && from === checkedLast) assertPlainJsonAfter(next, from, what);
  else assertPlainJson(next, what);
  checkedLast = next;
}

/**
 * Tests' guard for reducers that share parts with their input (copy-on-write, a part passed on as it
 * was): while on, every match is deep-frozen before an action is applied to it, so a rule that writes
 * into a part it shares with the match before, instead of its own copy, throws at once rather than
 * changing a position already made (and hashed). On for the core's unit tests (build/vitest.setup.ts);
 * never in the host or the bench.
 */
let freezeInputs = false;

export function freezeBeforeApply(on: boolean): void {
  freezeInputs = on;
}

/** Freezes `v` and everything in it (what is frozen already, with everything in it, is passed over). */
export function deepFreeze(v: unknown): void {
  if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return;
  Object.freeze(v);
  // An array by its indices: `for…in` would make a string of each one.
  if (Array.isArray(v)) for (let i = 0; i < v.length; i++) deepFreeze(v[i]);
  else for (const k in v) deepFreeze((v as Record<string, unknown>)[k]);
}

/** Runs game code, turning the kernel's dice signals into refusals; real bugs still throw. */
function guard<T>(run: () => T): Result<T, ApplyError> {
  try {
    return ok(run());
  } catch (e) {
    if (e instanceof DiceNeeded) {
      return err({
        code: 'DICE_NEEDED',
        clause: '',
        message: `Roll ${e.request.label} and type in the result.`,
        needed: e.request,
      });
    }
    if (e instanceof ScriptExhausted) {
      return err(ruleError('RANDOM_SCRIPT', '', `The scripted dice do not fit this action: ${e.message}`));
    }
    if (e instanceof BadTypedValue) {
      return err(ruleError('BAD_DIE_VALUE', '', `${e.value} cannot be rolled on ${e.label} (a ${e.sides}-sided die).`));
    }
    throw e;
  }
}

/**
 * The match the kernel made last and the match it made it from (null: a new game), so that its hash
 * can take over the digests of the parts the reducer passed on unchanged (`digestAfter`, digest.ts).
 * Safe because nothing changes a match or any part of it once made: `apply` returns a new state and
 * leaves its input as it was (sharing unchanged parts between the two), the host and replays keep each
 * match as it is, and simulations that change a state in place change their own copy (playout.ts).
 */
let madeFrom: Match | null = null;
let madeLast: Match | null = null;

function made(from: Match | null, match: Match): void {
  madeFrom = from;
  madeLast = match;
}

/**
 * The games whose code has made a record held as a hash table (`keyedRecord`), by id: their states are
 * hashed by loops of their own (`DigestOptions.tables`), which keeps the other games' hashes fast in a
 * process that runs them all.
 */
const recordGames = new Set<string>();

function noteRecords(def: AnyGameDef, before: number): void {
  if (keyedRecordsMade() !== before) recordGames.add(def.id);
}

const CHECKED: DigestOptions = { checkJson: true };
const CHECKED_TABLES: DigestOptions = { checkJson: true, tables: true };
const PLAIN: DigestOptions = {};
const PLAIN_TABLES: DigestOptions = { tables: true };

/**
 * How the kernel digests `match` (`matchHash`): with the plain-JSON check or not, and by the loops for
 * hash tables if its game's code has made one. For code that times the hash's parts as the host takes it.
 */
export function digestOptions(match: Match, checkJson: boolean): DigestOptions {
  const tables = recordGames.size > 0 && recordGames.has(match.setup.gameId);
  return checkJson ? (tables ? CHECKED_TABLES : CHECKED) : tables ? PLAIN_TABLES : PLAIN;
}

/** The digest of `match`; for the kernel's newest match, reusing what the hash of its predecessor kept. */
function digestOf(match: Match, checkJson: boolean): string {
  const options = digestOptions(match, checkJson);
  return match === madeLast ? digestAfter(match, madeFrom, options) : digestJson(match, options);
}

/**
 * The match's state hash, stored with every action (`verify-history` recomputes it): the current
 * version, a "2" and the 16 hex digits of `digestJson` (digest.ts). With `checkJson` it also checks, in
 * the same walk, that the match is plain JSON: the host's check at its boundary.
 */
export function matchHash(match: Match, options: { checkJson?: boolean } = {}): string {
  if (!options.checkJson) return `2${digestOf(match, false)}`;
  try {
    return `2${digestOf(match, true)}`;
  } catch (e) {
    const bad = findNonJson(match);
    throw new Error(bad ? `the hashed value is not plain JSON at ${bad}` : `the hashed value: ${(e as Error).message}`);
  }
}

/**
 * Which hash a stored hash is: version 1, the first (16 hex digits, `hashJson`: the canonical text's),
 * stored by games played before version 2; version 2, `matchHash`'s ("2" then 16 hex digits). Null for
 * anything else (a later version's hash, or not a hash).
 */
export function hashVersion(hash: string): 1 | 2 | null {
  if (hash.length === 16) return 1;
  return hash.length === 17 && hash.startsWith('2') ? 2 : null;
}

/**
 * Whether `match` is the position a stored hash was taken of, in that hash's own version: each stored
 * hash is checked the way it was made, so games stored before version 2 stay verifiable, and a game
 * may hold both (an old game played on stores the new version from then on).
 */
export function hashMatches(match: Match, stored: string): boolean {
  switch (hashVersion(stored)) {
    case 1:
      return hashJson(match) === stored;
    case 2:
      return matchHash(match) === stored;
    default:
      return false;
  }
}

export function outcomeOf(def: AnyGameDef, match: Match): GameOutcome | null {
  return def.outcome(match.state);
}

/** Recreates a match from its setup and action log, replaying the recorded dice and draws. */
export function replay(
  def: AnyGameDef,
  setup: MatchSetup,
  setupRandom: readonly RandomRecord[],
  actions: readonly ActionRecord[],
  onStep?: (index: number, match: Match) => void,
): Result<Match, ApplyError & { index: number }> {
  const start = createMatch(def, setup, replaySource(setupRandom));
  if (!start.ok) return err({ ...start.error, index: -1 });
  let match = start.value.match;
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i] as ActionRecord;
    const step = applyAction(def, match, a.seat, a.action, replaySource(a.random));
    if (!step.ok) return err({ ...step.error, index: i });
    match = step.value.match;
    onStep?.(i, match);
  }
  return ok(match);
}
