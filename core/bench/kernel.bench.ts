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

/** Random playouts through the kernel (goal: games per second), against the bare reducer's playouts. */
function playouts(s: Subject, clock: () => number): Figure {
  const kernel: number[] = [];
  const bare: number[] = [];
  let actions = 0;
  // Warm-up, as `interleaved` does for the other figures: a search plays thousands of playouts, so the
  // figure is the engine's steady state, not its first games (compiled while they run), on other seeds.
  for (let g = 0; g < Math.ceil(s.games / 4); g++) {
    const m = start(s, `bench-warm-${g}`);
    randomPlayout(s.def, m, seedRng(`bench-warm-bot-${g}`), undefined, { inPlace: true });
    barePlayout(s.def, m, seedRng(`bench-warm-bot-${g}`));
  }
  for (let g = 0; g < s.games; g++) {
    const m = start(s, `bench-${g}`);
    const rng = seedRng(`bench-bot-${g}`);
    const run = (f: () => void, into: number[]) => {
      const t = clock();
      f();
      into.push(clock() - t);
    };
    const k = () => void (actions += randomPlayout(s.def, m, rng, undefined, { inPlace: true }).actions);
    const b = () => void barePlayout(s.def, m, rng);
    if (g % 2 === 0) {
      run(k, kernel);
      run(b, bare);
    } else {
      run(b, bare);
      run(k, kernel);
    }
  }
  const perGame = median(kernel);
  const rate = 1000 / perGame;
  return {
    name: `${s.def.name}: random playouts through the kernel, one core`,
    value: `${rate.toFixed(0)} games/s (${(actions / s.games).toFixed(0)} actions/game, ${((perGame * 1000) / (actions / s.games)).toFixed(1)} µs/action); ${(perGame / median(bare)).toFixed(2)}x the bare reducer's playout`,
    goal: `≥ ${s.gamesPerSecond} games/s`,
    met: rate >= s.gamesPerSecond,
  };
}

/**
 * The same playouts in a warm process, for information (no goal): after two seconds of playouts on
 * other seeds, as many as one second takes. A search runs thousands of playouts in one process, so
 * this is what a bot gets once it is under way; the figure above (after a short warm-up) is the one
 * held to the goal, and it still includes much of the engine's compilation.
 */
function warmPlayouts(s: Subject, clock: () => number): Figure {
  const run = (seed: string) =>
    randomPlayout(s.def, start(s, seed), seedRng(`${seed}-bot`), undefined, { inPlace: true }).actions;
  const warmFrom = clock();
  for (let g = 0; clock() - warmFrom < 2000; g++) run(`bench-steady-warm-${g}`);
  let games = 0;
  let actions = 0;
  const from = clock();
  while (clock() - from < 1000) actions += run(`bench-steady-${games++}`);
  const took = clock() - from;
  return {
    name: `${s.def.name}: random playouts through the kernel, one core, in a warm process (after 2 s of playouts)`,
    value: `${((games * 1000) / took).toFixed(0)} games/s (${(actions / games).toFixed(0)} actions/game, ${((took * 1000) / actions).toFixed(1)} µs/action)`,
    goal: '',
    met: null,
  };
}

interface Position {
  readonly match: Match;
  readonly seat: number;
  readonly action: JsonValue;
}

/** Positions of one seeded random game, each with the decision taken there. */
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
const viewersOf = (s: Subject): Viewer[] => [...Array.from({ length: s.seats }, (_, i) => i), 'spectator'];

function fullStep(s: Subject, list: readonly Position[], clock: () => number): Figure {
  const viewers = viewersOf(s);
  const t = interleaved(
    () => {
      // As a host plays a game: each action applied to the match the step before made (the same
      // positions as `list`'s: the dice come from the match), whose updates went out with it.
      let match = (list[0] as Position).match;
      for (const p of list) match = hostStep(s.def, { match, seat: p.seat, action: p.action }, viewers);
    },
    () => {
      for (const p of list)
        s.def.apply(p.match.state, p.seat, p.action, new RecordingRoller({ kind: 'seeded' }, p.match.rng));
    },
    15,
    clock,
  );
  return ratioFigure(
    `${s.def.name}: the host's full step (validate, apply, events, ${viewers.length} views, hash), per action`,
    t.subject / list.length,
    t.baseline / list.length,
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
export function kernelFigures(clock: () => number, targets: readonly PlayoutTarget[]): Figure[] {
  const out: Figure[] = [];
  for (const s of subjects(targets)) {
    out.push(playouts(s, clock));
    const list = positions(s, 200);
    out.push(fullStep(s, list, clock));
    out.push(...stepBreakdown(s.def, list, viewersOf(s), clock));
    out.push(hashing(s, list, clock));
  }
  // Last, so that the warm-up they need does not warm the figures above beyond their own warm-ups.
  for (const s of subjects(targets)) out.push(warmPlayouts(s, clock));
  return out;
}
