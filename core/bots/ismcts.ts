/**
 * The Hard level: single-observer information-set Monte Carlo tree search (SO-ISMCTS, after Cowling,
 * Powley and Whitehouse, 2012) over the game's own reducer, for any game module that can determinize
 * (core/engine/module.ts). Every iteration:
 * 1. samples a full position from the seat's own view (`determinize`: other hands, deck order, secret
 *    markers are dealt at random, never read from the true state);
 * 2. descends the tree from the root, one node per decision seen from the searching seat (its own
 *    information sets, and its rivals' decisions as it sees them), choosing among the children whose
 *    decision is legal in this sample by UCB1 with availability counts (a decision's exploration term
 *    counts how often it was available, not how often its parent was visited);
 * 3. expands one new decision — the game's Normal choice first, then the next best by its score, more of
 *    them as a node is visited more (progressive widening), so a large list of moves does not drown it;
 * 4. plays on with the Normal bot at every seat up to a horizon and scores that (`evaluate`, or the
 *    outcome if the game ended);
 * 5. backs up each seat's own reward into the decisions that seat took, so rivals are modelled as
 *    playing for themselves, not for the searching seat.
 * The tree's statistics belong to information sets, not to sampled states, so it never plays as if it
 * knew a secret. A time budget stops it at the table; without one it runs a fixed number of iterations,
 * so seeded games and tests replay exactly.
 */
import type { AnyGameDef } from '../engine/game';
import { seatToAct } from '../engine/playout';
import type { JsonValue } from '../engine/json';
import { nextInt, nextUint32, seedRng, type RngState } from '../engine/rng';
import type { Bot, BotInput, ThinkBudget } from './bot';
import type { Scorer } from './ranked';
import { SimRoller } from '../engine/sim-roller';

export interface SearchGame<S, A, V> {
  readonly def: AnyGameDef;
  readonly determinize: (view: V, seat: number, rng: RngState) => [S, RngState];
  readonly evaluate: (state: S, seat: number) => number;
  /** The playout policy for every seat (the game's Normal bot), fed each seat's own sampled view. */
  readonly policy: Bot<V, A>;
  /** The game's judgement of one decision, to order the decisions a node tries after the policy's. */
  readonly score?: Scorer<V, A>;
  /**
   * The game's own horizon: true once `state` is far enough on from the sampled position `from` to be
   * scored (SuperGang: the turn is over), checked before each decision; `horizon` still caps the decisions.
   */
  readonly stop?: (from: S, state: S) => boolean;
}

export interface SearchSettings {
  /** Iterations per decision when no time budget is given (seeded, deterministic). */
  readonly iterations: number;
  /**
   * Decisions from the root after which an iteration stops and its position is evaluated; Infinity plays
   * every rollout to the end of the game.
   */
  readonly horizon: number;
  /** The most decisions tried at any node (at the root: the policy's choice and the next best by score). */
  readonly width: number;
  /**
   * Progressive widening below the root: a node visited v times may have tried 1 + ⌊widen·√v⌋ decisions
   * (at most `width`); Infinity tries every legal decision before choosing among them, as plain ISMCTS does.
   */
  readonly widen: number;
  /** UCB1's exploration constant, for rewards in [0, 1]. */
  readonly explore: number;
  /**
   * How much better (in value, 0–1) another move must come out than the policy's own choice before the
   * search plays it instead: with few iterations a small lead is mostly luck of the draw.
   */
  readonly margin?: number;
  /**
   * Weighs the root candidates side by side: the iterations go in rounds, one per candidate, each round
   * on one sampled position with the same dice to start, so the candidates are compared on the same
   * imagined futures (common random numbers) instead of each on its own luck of the draw.
   */
  readonly paired?: boolean;
}

export const DEFAULT_SEARCH: SearchSettings = { iterations: 48, horizon: 24, width: 5, widen: 0.5, explore: 0.5 };

/** One decision out of a node: how often it was chosen, its mover's total reward, how often it was legal. */
interface Edge<A> {
  readonly action: A;
  n: number;
  sum: number;
  avail: number;
  readonly child: TreeNode<A>;
}

interface TreeNode<A> {
  visits: number;
  readonly edges: Map<string, Edge<A>>;
}

const newNode = <A>(): TreeNode<A> => ({ visits: 0, edges: new Map() });

/** Decisions are plain JSON, listed by the game in a fixed key order: their text is their identity. */
const keyOf = (a: unknown): string => JSON.stringify(a);

/** The value of `state` for `seat` in [0, 1]: a share of the win if the game is over, else the game's estimate. */
function valueOf<S, A, V>(g: SearchGame<S, A, V>, state: S, seat: number): number {
  const out = g.def.outcome(state);
  if (out) return out.winners.includes(seat) ? 1 / out.winners.length : 0;
  return g.evaluate(state, seat);
}

/** The decision open now in `state`: its seat and legal list, or null when there is none to take. */
function openDecision<S, A>(def: AnyGameDef, state: S): { seat: number; legal: readonly A[] } | null {
  if (def.outcome(state)) return null;
  const seat = seatToAct(def, state);
  if (seat === null) return null;
  const legal = def.legal(state, seat) as readonly A[] | null;
  return legal && legal.length > 0 ? { seat, legal } : null;
}

/**
 * Plays on from `state` with the policy until `left` decisions are taken, the game's horizon from the
 * sampled position `from` is reached or the game ends.
 */
function rollout<S, A, V>(g: SearchGame<S, A, V>, from: S, start: S, left: number, roller: SimRoller): S {
  let state = start;
  for (let d = 0; d < left; d++) {
    if (g.stop?.(from, state)) break;
    const open = openDecision<S, A>(g.def, state);
    if (!open) break;
    const view = g.def.view(state, open.seat) as V;
    const [a, rng] = g.policy({ view, seat: open.seat, legal: open.legal, anytime: [], rng: roller.rng });
    roller.rng = rng;
    if (a === undefined) break;
    const r = g.def.apply(state, open.seat, a as JsonValue, roller);
    if (!r.ok) break;
    state = r.value.state as S;
  }
  return state;
}

/** How many decisions a node visited `visits` times may have tried (widen 0.5: 1, then 2 from 4 visits, 3 from 16…). */
function widthAt(visits: number, s: SearchSettings): number {
  return Math.min(s.width, 1 + Math.floor(s.widen * Math.sqrt(visits)));
}

/** The next decision a node tries: the policy's own choice first, then the best-scored untried one. */
function nextToTry<S, A, V>(
  g: SearchGame<S, A, V>,
  state: S,
  seat: number,
  untried: readonly A[],
  first: boolean,
  roller: SimRoller,
): A {
  const view = g.def.view(state, seat) as V;
  if (first) {
    const [a, rng] = g.policy({ view, seat, legal: untried, anytime: [], rng: roller.rng });
    roller.rng = rng;
    if (a !== undefined && untried.includes(a)) return a;
  }
  if (g.score) {
    let best = untried[0] as A;
    let top = -Infinity;
    for (const a of untried) {
      const v = g.score(view, seat, a);
      if (v > top) [best, top] = [a, v];
    }
    return best;
  }
  const [i, rng] = nextInt(roller.rng, untried.length);
  roller.rng = rng;
  return untried[i] as A;
}

/** UCB1 with availability: the exploration term counts the times a decision could have been chosen. */
function pickUcb<A>(edges: readonly Edge<A>[], c: number): Edge<A> {
  let best = edges[0] as Edge<A>;
  let top = -Infinity;
  for (const e of edges) {
    const u = e.sum / e.n + c * Math.sqrt(Math.log(Math.max(1, e.avail)) / e.n);
    if (u > top) [best, top] = [e, u];
  }
  return best;
}

/** One iteration from a fresh sample: selection, one expansion, rollout, per-seat backup. Returns false if nothing was learnt. */
function iterate<S, A, V>(
  g: SearchGame<S, A, V>,
  s: SearchSettings,
  root: TreeNode<A>,
  rootChoices: readonly A[],
  view: V,
  seat: number,
  roller: SimRoller,
  drawn?: { sample: S; force: A },
): boolean {
  let sample: S;
  if (drawn) sample = drawn.sample;
  else {
    const [made, rng] = g.determinize(view, seat, roller.rng);
    roller.rng = rng;
    sample = made;
  }
  let state = sample;
  let node = root;
  const path: { edge: Edge<A>; node: TreeNode<A>; mover: number }[] = [];
  for (let depth = 0; depth < s.horizon; depth++) {
    // At the root the seat's own decision is open, its candidates fixed (the policy's choice and the next
    // best by the game's score): the seat's legal list is the same in every sample, being read from its view.
    const atRoot = node === root;
    if (!atRoot && g.stop?.(sample, state)) break;
    const rootLegal = atRoot && drawn ? [drawn.force] : rootChoices;
    const open = atRoot ? { seat, legal: rootLegal } : openDecision<S, A>(g.def, state);
    if (!open) break;
    const legal = open.legal;
    const available: Edge<A>[] = [];
    // A node that has tried nothing yet (the one an iteration expands from, mostly) has every decision untried.
    let untried: readonly A[] = legal;
    if (node.edges.size > 0) {
      const left: A[] = [];
      for (const a of legal) {
        const e = node.edges.get(keyOf(a));
        if (e) available.push(e);
        else left.push(a);
      }
      untried = left;
    }
    for (const e of available) e.avail += 1;
    // Every root candidate is tried at once; deeper nodes widen as they are visited.
    const expand =
      untried.length > 0 && (atRoot || available.length === 0 || node.edges.size < widthAt(node.visits, s));
    let edge: Edge<A>;
    if (expand) {
      const a = atRoot ? (untried[0] as A) : nextToTry(g, state, open.seat, untried, node.edges.size === 0, roller);
      edge = { action: a, n: 0, sum: 0, avail: 1, child: newNode() };
      node.edges.set(keyOf(a), edge);
    } else edge = pickUcb(available, s.explore);
    const r = g.def.apply(state, open.seat, edge.action as JsonValue, roller);
    if (!r.ok) {
      // A listed decision the reducer refuses: never try it again from here.
      node.edges.delete(keyOf(edge.action));
      return false;
    }
    state = r.value.state as S;
    path.push({ edge, node, mover: open.seat });
    node = edge.child;
    if (expand) {
      state = rollout(g, sample, state, s.horizon - depth - 1, roller);
      break;
    }
  }
  if (path.length === 0) return false;
  const rewards = new Map<number, number>();
  for (const { edge, node: from, mover } of path) {
    let v = rewards.get(mover);
    if (v === undefined) rewards.set(mover, (v = valueOf(g, state, mover)));
    edge.n += 1;
    edge.sum += v;
    from.visits += 1;
  }
  return true;
}

/** The candidates at the root: the policy's choice first, then the next best by the game's score. */
function rootCandidates<S, A, V>(g: SearchGame<S, A, V>, input: BotInput<V, A>, first: A, width: number): A[] {
  const { view, seat, legal } = input;
  const score = g.score;
  const order = score
    ? legal
        .map((a) => ({ a, v: score(view, seat, a) }))
        .sort((x, y) => y.v - x.v)
        .map((x) => x.a)
    : [...legal];
  return [first, ...order.filter((a) => a !== first).slice(0, width - 1)];
}

/**
 * Chooses for `input.seat` by ISMCTS from its view alone. Returns the policy's choice without searching
 * when there is nothing to weigh (one decision, or one candidate), or when the policy takes a table action.
 */
export function searchDecision<S, A, V>(
  g: SearchGame<S, A, V>,
  settings: SearchSettings,
  input: BotInput<V, A>,
): [A | undefined, RngState] {
  const { view, seat, legal } = input;
  const [first, afterPolicy] = g.policy(input);
  if (legal.length <= 1 || first === undefined) return [first, afterPolicy];
  if (!legal.includes(first)) return [first, afterPolicy]; // a table action the policy wants first
  const choices = rootCandidates(g, input, first, settings.width);
  if (choices.length <= 1) return [first, afterPolicy];
  const root = newNode<A>();
  const roller = new SimRoller(afterPolicy);
  const budget = input.budget;
  const started = budget ? budget.now() : 0;
  let total = 0;
  let sample: S | undefined;
  let dice = roller.rng;
  for (let i = 0; budget ? inTime(budget, started, i) : i < settings.iterations; i++) {
    if (!settings.paired) {
      if (iterate(g, settings, root, choices, view, seat, roller)) total += 1;
      continue;
    }
    // A new round: one sampled position and a start for the dice of its own, shared by every candidate.
    const k = i % choices.length;
    if (k === 0 || sample === undefined) {
      const [v, rng] = nextUint32(roller.rng);
      dice = seedRng(`round ${v}`);
      [sample, roller.rng] = g.determinize(view, seat, rng);
    }
    const next = roller.rng;
    roller.rng = dice;
    if (iterate(g, settings, root, choices, view, seat, roller, { sample, force: choices[k] as A })) total += 1;
    roller.rng = next;
  }
  const mean = (e: Edge<A> | undefined) => (e && e.n > 0 ? e.sum / e.n : 0);
  const tried = [...root.edges.values()].filter((e) => e.n > 0);
  // Paired, every candidate is tried equally often: the best is the one that did best on average.
  const most = tried.sort((x, y) => (settings.paired ? 0 : y.n - x.n) || mean(y) - mean(x))[0];
  const own = root.edges.get(keyOf(first));
  const best =
    most && (settings.margin === undefined || !own || most === own || mean(most) - mean(own) > settings.margin)
      ? most
      : own;
  if (!best || best.n === 0) return [first, roller.rng];
  if (input.explain && best.action !== first)
    input.explain.reason = `played out ${total} ways the game could go, and this did best (${pct(mean(best))} against ${pct(mean(own))} for its first idea)`;
  else if (input.explain) input.explain.reason = `played out ${total} ways the game could go and kept its first idea`;
  return [best.action, nextUint32(roller.rng)[1]];
}

/**
 * Whether another iteration fits in the budget: it stops when the next one, taking as long as the
 * average so far, would end past it, so a decision overruns its budget only when one iteration runs long.
 */
function inTime(budget: ThinkBudget, started: number, done: number): boolean {
  const spent = budget.now() - started;
  return spent + (done > 0 ? spent / done : 0) < budget.ms;
}

function pct(v: number): string {
  return `${Math.round(v * 100)}%`;
}

/** The Hard bot of a game. */
export function searchBot<S, A, V>(g: SearchGame<S, A, V>, settings: SearchSettings = DEFAULT_SEARCH): Bot<V, A> {
  return (input) => searchDecision(g, settings, input);
}
