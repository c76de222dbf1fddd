/**
 * The kernel's figures (issue 16): random playouts on one core, the host's full step against the bare
 * reducer, and hashing a match against JSON.stringify of it, for every game with an engine.
 */
import {
  applyAction,
  createMatch,
  eventsFor,
  matchHash,
  nextInt,
  RecordingRoller,
  randomPlayout,
  seatView,
  seedRng,
  sharedView,
  SIMULATION,
  type AnyGameDef,
  type JsonValue,
  type Match,
  type RngState,
  type Viewer,
} from '../engine';
import { REGISTRY } from '../games';
import { interleaved, median, ratioFigure, type Figure } from './measure';
import { stepBreakdown } from './step-breakdown';

/** A game to time, with the options of its usual bot games and its playout goal (set by the caller). */
export interface PlayoutTarget {
  readonly gameId: string;
  readonly seats: number;
  readonly options: JsonValue;
  /** Playouts per second to reach on one core. */
  readonly gamesPerSecond: number;
  /** How many playouts to time. */
  readonly games: number;
}

interface Subject extends PlayoutTarget {
  readonly def: AnyGameDef;
}

function subjects(targets: readonly PlayoutTarget[]): Subject[] {
  return targets.flatMap((t) => {
    const m = REGISTRY.module(t.gameId);
    return m ? [{ ...t, def: m.def }] : [];
  });
}

function start(s: Subject, seed: string): Match {
  const c = createMatch(s.def, { options: s.options, seats: s.seats, seed }, { kind: 'seeded' }, SIMULATION);
  if (!c.ok) throw new Error(c.error.message);
  return c.value.match;
}

/** The same random game with the bare reducer: `legal` and `apply` called directly, no kernel. */
function barePlayout(def: AnyGameDef, match: Match, rng: RngState): number {
  let state = match.state;
  let dice = match.rng;
  let r = rng;
  let actions = 0;
  while (!def.outcome(state)) {
    const seat = (def.pending(state)[0] as { seat: number }).seat;
    const legal = def.legal(state, seat) as JsonValue[];
    const [i, next] = nextInt(r, legal.length);
    r = next;
    const roller = new RecordingRoller({ kind: 'seeded' }, dice);
    const applied = def.apply(state, seat, legal[i], roller);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
    dice = roller.rng;
    actions++;
  }
  return actions;
}

/** Kernel and bare playouts on the warm-up seeds, alternately, for `ms` of the clock or `games` games each. */
function warmUp(s: Subject, clock: () => number, until: { readonly ms?: number; readonly games?: number }): number {
  const from = clock();
  let kernelMs = 0;
  for (let g = 0; ; g++) {
    if (until.games !== undefined && g >= until.games) return kernelMs;
    if (until.ms !== undefined && clock() - from >= until.ms) return kernelMs;
    const m = start(s, `bench-warm-${warmed}`);
    const t = clock();
    randomPlayout(s.def, m, seedRng(`bench-warm-bot-${warmed}`), undefined, { inPlace: true });
    kernelMs += clock() - t;
    barePlayout(s.def, m, seedRng(`bench-warm-bot-${warmed}`));
    warmed++;
  }
}
/** Warm-up games played so far in this process: each warm-up plays seeds of its own. */
let warmed = 0;

/** The warm-up of the goal's line: at least `LEVEL_MIN_MS` of the clock, at most `LEVEL_MAX_MS`. */
const LEVEL_MIN_MS = 2000;
const LEVEL_MAX_MS = 12_000;
/** A step of the levelling warm-up, and how much faster its playouts may run than the best step before. */
const LEVEL_STEP_MS = 1000;
const LEVEL_GAIN = 1.03;

/**
 * Warms up until the kernel's playouts stop getting faster: after `LEVEL_MIN_MS`, in steps of
 * `LEVEL_STEP_MS`, until a step's games per second of kernel time is no more than `LEVEL_GAIN` times the
 * best step before it (V8 is done compiling what the playouts run), or `LEVEL_MAX_MS` have passed.
 * Two seconds were not always enough: Nothing Personal's playouts ran about 15% faster after four
 * seconds than after two on an idle machine (December 3: 2,169 games/s after two, 2,392 after three,
 * 2,519 after four, then level), so the figure was timed before V8 had finished with the rules.
 * Returns how long it warmed up.
 */
function warmUpLevelled(s: Subject, clock: () => number): number {
  const from = clock();
  warmUp(s, clock, { ms: LEVEL_MIN_MS });
  let best = 0;
  for (;;) {
    const before = warmed;
    const kernelMs = warmUp(s, clock, { ms: LEVEL_STEP_MS });
    const rate = (warmed - before) / kernelMs;
    const levelled = best > 0 && rate <= best * LEVEL_GAIN;
    best = Math.max(best, rate);
    if (levelled || clock() - from >= LEVEL_MAX_MS) return clock() - from;
  }
}

/**
 * The timed games: kernel and bare playouts interleaved, each on seeded games of its own, never the same
 * game twice: a game played a second time runs faster (the games remember the moves they listed, and
 * Gangsters' second play of a seed took about a sixth less time), which a search's playouts, each a new
 * game, do not get. Medians per game; the ratio per action, over all the timed games of each.
 */
function timedPlayouts(s: Subject, clock: () => number): { perGame: number; actions: number; ratio: number } {
  const kernel: number[] = [];
  const bare: number[] = [];
  let actions = 0;
  let bareActions = 0;
  for (let g = 0; g < s.games; g++) {
    const m = start(s, `bench-${g}`);
    const rng = seedRng(`bench-bot-${g}`);
    const bm = start(s, `bench-bare-${g}`);
    const brng = seedRng(`bench-bare-bot-${g}`);
    const run = (f: () => void, into: number[]) => {
      const t = clock();
      f();
      into.push(clock() - t);
    };
    const k = () => void (actions += randomPlayout(s.def, m, rng, undefined, { inPlace: true }).actions);
    const b = () => void (bareActions += barePlayout(s.def, bm, brng));
    if (g % 2 === 0) {
      run(k, kernel);
      run(b, bare);
    } else {
      run(b, bare);
      run(k, kernel);
    }
  }
  const total = (a: readonly number[]) => a.reduce((x, y) => x + y, 0);
  return {
    perGame: median(kernel),
    actions: actions / s.games,
    ratio: total(kernel) / actions / (total(bare) / bareActions),
  };
}

function playoutValue(t: { perGame: number; actions: number; ratio: number }): { rate: number; value: string } {
  const rate = 1000 / t.perGame;
  const perAction = (t.perGame * 1000) / t.actions;
  return {
    rate,
    value: `${rate.toFixed(0)} games/s (${t.actions.toFixed(0)} actions/game, ${perAction.toFixed(1)} µs/action); ${t.ratio.toFixed(2)}x the bare reducer's playout per action (games of their own)`,
  };
}

/**
 * The same playouts in a fresh process, for information (no goal): the game's first playouts, after a
 * warm-up of a quarter as many games, while V8 is still compiling the rules. Taken first for each game,
 * before anything else of it has run.
 */
function freshPlayouts(s: Subject, clock: () => number): Figure {
  const games = Math.ceil(s.games / 4);
  warmUp(s, clock, { games });
  return {
    name: `${s.def.name}: random playouts through the kernel, one core, in a fresh process (after ${games} games)`,
    value: playoutValue(timedPlayouts(s, clock)).value,
    goal: '',
    met: null,
  };
}

/**
 * Random playouts through the kernel (goal: games per second) against the bare reducer's playouts, in
 * the engine's steady state: a search plays thousands of playouts in the long-lived host, so the figure
 * is timed once the playouts on other seeds have stopped getting faster (`warmUpLevelled`), not over the
 * first games, compiled while they run (that figure is printed above, for information).
 */
function playouts(s: Subject, clock: () => number): Figure {
  const warm = warmUpLevelled(s, clock);
  const { rate, value } = playoutValue(timedPlayouts(s, clock));
  return {
    name: `${s.def.name}: random playouts through the kernel, one core, in a warm process (after ${(warm / 1000).toFixed(0)} s of playouts, once they ran no faster)`,
    value,
    goal: `≥ ${s.gamesPerSecond} games/s`,
    met: rate >= s.gamesPerSecond,
  };
}

interface Position {
  readonly match: Match;
  readonly seat: number;
  readonly action: JsonValue;
}

/** Positions of one seeded random game, each with the decision taken there. */
export function positionsOf(target: PlayoutTarget, count: number): { def: AnyGameDef; list: Position[] } {
  const s = subjects([target])[0];
  if (!s) throw new Error(`${target.gameId} is not installed.`);
  return { def: s.def, list: positions(s, count) };
}

function positions(s: Subject, count: number): Position[] {
  const out: Position[] = [];
  let m = start(s, 'bench-positions');
  let rng = seedRng('bench-positions-bot');
  while (out.length < count && !s.def.outcome(m.state)) {
    const seat = (s.def.pending(m.state)[0] as { seat: number }).seat;
    const legal = s.def.legal(m.state, seat) as JsonValue[];
    const [i, next] = nextInt(rng, legal.length);
    rng = next;
    const action = legal[i] as JsonValue;
    out.push({ match: m, seat, action });
    const step = applyAction(s.def, m, seat, action, { kind: 'seeded' }, SIMULATION);
    if (!step.ok) throw new Error(step.error.message);
    m = step.value.match;
  }
  return out;
}

/**
 * What the host does with an action besides storing it (`MatchSession.commit`): validate and apply it,
 * hash the new match, and work out every seat's update (view, pending, legal, table actions, redacted
 * events) and the spectator's. Returns the new match.
 */
export function hostStep(def: AnyGameDef, p: Position, viewers: readonly Viewer[]): Match {
  const step = applyAction(def, p.match, p.seat, p.action, { kind: 'seeded' }, { checkJson: false });
  if (!step.ok) throw new Error(step.error.message);
  const next = step.value.match;
  matchHash(next, { checkJson: true });
  const shared = sharedView(def, next);
  for (const v of viewers) {
    seatView(def, next, v, shared);
    eventsFor(step.value.events, v);
  }
  return next;
}

/** Every seat and a spectator: the viewers the host works out an update for. */
export const viewersOf = (s: { readonly seats: number }): Viewer[] => [
  ...Array.from({ length: s.seats }, (_, i) => i),
  'spectator',
];

/**
 * How many times each timed sample of the full step plays its 200 positions: a sample of one pass (about
 * 1 ms of the bare reducer) either held a collection of the young generation or not, and the median of
 * 15 such samples moved 3x between runs with the code unchanged (the baseline's more than the step's);
 * ten passes hold several collections each, in proportion to what each side allocates.
 */
const FULL_STEP_PASSES = 10;

function fullStep(s: Subject, list: readonly Position[], clock: () => number): Figure {
  const viewers = viewersOf(s);
  const t = interleaved(
    () => {
      for (let pass = 0; pass < FULL_STEP_PASSES; pass++) {
        // As a host plays a game: each action applied to the match the step before made (the same
        // positions as `list`'s: the dice come from the match), whose updates went out with it.
        let match = (list[0] as Position).match;
        for (const p of list) match = hostStep(s.def, { match, seat: p.seat, action: p.action }, viewers);
      }
    },
    () => {
      for (let pass = 0; pass < FULL_STEP_PASSES; pass++)
        for (const p of list)
          s.def.apply(p.match.state, p.seat, p.action, new RecordingRoller({ kind: 'seeded' }, p.match.rng));
    },
    15,
    clock,
  );
  const actions = list.length * FULL_STEP_PASSES;
  return ratioFigure(
    `${s.def.name}: the host's full step (validate, apply, events, ${viewers.length} views, hash), per action`,
    t.subject / actions,
    t.baseline / actions,
    'the bare reducer',
    1.5,
  );
}

function hashing(s: Subject, list: readonly Position[], clock: () => number): Figure {
  const t = interleaved(
    () => {
      for (const p of list) matchHash(p.match);
    },
    () => {
      for (const p of list) JSON.stringify(p.match);
    },
    25,
    clock,
  );
  return ratioFigure(
    `${s.def.name}: hashing a match`,
    t.subject / list.length,
    t.baseline / list.length,
    'JSON.stringify of it',
    2,
  );
}

/** The kernel's figures for each target game that is installed. */
export function kernelFigures(
  clock: () => number,
  targets: readonly PlayoutTarget[],
  show: (f: Figure) => void = () => undefined,
): Figure[] {
  const out: Figure[] = [];
  const add = (...fs: Figure[]): void => {
    for (const f of fs) {
      out.push(f);
      show(f);
    }
  };
  for (const s of subjects(targets)) {
    add(freshPlayouts(s, clock));
    const list = positions(s, 200);
    add(fullStep(s, list, clock));
    add(...stepBreakdown(s.def, list, viewersOf(s), clock));
    add(hashing(s, list, clock));
  }
  // Last, so that the warm-up they need does not warm the figures above beyond their own warm-ups.
  for (const s of subjects(targets)) add(playouts(s, clock));
  return out;
}
