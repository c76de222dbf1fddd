/**
 * The Hard level: determinized Monte Carlo search over the game's own reducer, for any game module that
 * can determinize (core/engine/module.ts). Each playout samples the hidden information from the seat's
 * own view (`determinize`: other hands, deck order, secret markers, never read from the true state), tries
 * one of the seat's candidate decisions on that sample, plays on with the game's Normal bot for every seat
 * for up to `depth` decisions, and scores the result (`evaluate`, or the outcome if the game ended).
 * Candidates share the playouts by UCB1, so promising ones are tried more; the most-tried one is played.
 * This is information-set search at the root: the statistics belong to the seat's information set, not
 * to any one sampled state, so the bot never plays as if it knew a secret.
 */
import type { AnyGameDef, PendingDecision } from '../engine/game';
import type { JsonValue } from '../engine/json';
import { nextUint32, type RngState } from '../engine/rng';
import type { Bot, BotInput } from './bot';
import type { Scorer } from './ranked';
import { SimRoller } from './sim-roller';

export interface SearchGame<S, A, V> {
  readonly def: AnyGameDef;
  readonly determinize: (view: V, seat: number, rng: RngState) => [S, RngState];
  readonly evaluate: (state: S, seat: number) => number;
  /** The playout policy for every seat (the game's Normal bot), fed each seat's own sampled view. */
  readonly policy: Bot<V, A>;
  /** The game's judgement, to keep only the most promising decisions as candidates. */
  readonly score?: Scorer<V, A>;
}

export interface SearchSettings {
  /** Playouts per decision when no time budget is given (seeded, deterministic). */
  readonly playouts: number;
  /** Decisions played in a playout before it is cut short and evaluated. */
  readonly depth: number;
  /** Candidates kept by the game's score (the best of them always included). */
  readonly width: number;
  /** UCB1's exploration constant, for values in [0, 1]. */
  readonly explore: number;
  /**
   * How much better (in value, 0–1) another move must come out than the policy's own choice before the
   * search plays it instead: with few playouts a small lead is mostly luck of the draw.
   */
  readonly margin?: number;
}

export const DEFAULT_SEARCH: SearchSettings = { playouts: 48, depth: 24, width: 5, explore: 0.5 };

interface Arm<A> {
  readonly a: A;
  n: number;
  sum: number;
  broken: boolean;
}

/** The value of `state` for `seat` in [0, 1]: a share of the win if the game is over, else the game's estimate. */
function valueOf<S, A, V>(g: SearchGame<S, A, V>, state: S, seat: number): number {
  const out = g.def.outcome(state);
  if (out) return out.winners.includes(seat) ? 1 / out.winners.length : 0;
  return g.evaluate(state, seat);
}

/** Plays on from `state` with the policy for up to `depth` decisions; returns the final state. */
function playout<S, A, V>(g: SearchGame<S, A, V>, start: S, depth: number, roller: SimRoller): S {
  let state = start;
  for (let d = 0; d < depth; d++) {
    if (g.def.outcome(state)) break;
    const p = (g.def.pending(state) as readonly PendingDecision[])[0];
    if (!p) break;
    const legal = g.def.legal(state, p.seat) as readonly A[] | null;
    if (!legal || legal.length === 0) break;
    const view = g.def.view(state, p.seat) as V;
    const [a, rng] = g.policy({ view, seat: p.seat, legal, anytime: [], rng: roller.rng });
    roller.rng = rng;
    if (a === undefined) break;
    const r = g.def.apply(state, p.seat, a as JsonValue, roller);
    if (!r.ok) break;
    state = r.value.state as S;
  }
  return state;
}

/**
 * Chooses for `input.seat` by determinized search. Returns the policy's choice without searching when
 * there is nothing to weigh (one decision, or one candidate), or when the policy takes a table action.
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
  const order = g.score
    ? legal
        .map((a) => ({ a, v: (g.score as Scorer<V, A>)(view, seat, a) }))
        .sort((x, y) => y.v - x.v)
        .map((x) => x.a)
    : [...legal];
  const kept = order.filter((a) => a !== first).slice(0, settings.width - 1);
  const arms: Arm<A>[] = [first, ...kept].map((a) => ({ a, n: 0, sum: 0, broken: false }));
  if (arms.length <= 1) return [first, afterPolicy];
  const roller = new SimRoller(afterPolicy);
  const budget = input.budget;
  const started = budget ? budget.now() : 0;
  let total = 0;
  for (let i = 0; ; i++) {
    if (budget ? budget.now() - started >= budget.ms : i >= settings.playouts) break;
    const live = arms.filter((x) => !x.broken);
    if (live.length <= 1) break;
    const arm = live.find((x) => x.n === 0) ?? pickUcb(live, total, settings.explore);
    const [sample, rng] = g.determinize(view, seat, roller.rng);
    roller.rng = rng;
    const r = g.def.apply(sample, seat, arm.a as JsonValue, roller);
    if (!r.ok) {
      arm.broken = true;
      continue;
    }
    const end = playout(g, r.value.state as S, settings.depth, roller);
    arm.n += 1;
    arm.sum += valueOf(g, end, seat);
    total += 1;
  }
  const tried = arms.filter((x) => !x.broken && x.n > 0);
  const most = tried.sort((x, y) => y.n - x.n || y.sum / y.n - x.sum / x.n)[0];
  const mean = (x: Arm<A>) => (x.n > 0 ? x.sum / x.n : 0);
  const own = arms[0] as Arm<A>;
  const best =
    most && (settings.margin === undefined || most === own || own.broken || mean(most) - mean(own) > settings.margin)
      ? most
      : own;
  if (!best || best.n === 0) return [first, roller.rng];
  if (input.explain && best.a !== first) {
    const base = own;
    input.explain.reason = `played out ${total} ways the game could go, and this did best (${pct(mean(best))} against ${pct(mean(base))} for its first idea)`;
  } else if (input.explain) input.explain.reason = `played out ${total} ways the game could go and kept its first idea`;
  // The policy's own choice wins ties, so a search that finds nothing better plays like Normal.
  return [best.a, nextUint32(roller.rng)[1]];
}

function pct(v: number): string {
  return `${Math.round(v * 100)}%`;
}

function pickUcb<A>(arms: readonly Arm<A>[], total: number, c: number): Arm<A> {
  let best = arms[0] as Arm<A>;
  let top = -Infinity;
  const logN = Math.log(Math.max(1, total));
  for (const x of arms) {
    const u = x.sum / x.n + c * Math.sqrt(logN / x.n);
    if (u > top) {
      top = u;
      best = x;
    }
  }
  return best;
}

/** The Hard bot of a game. */
export function searchBot<S, A, V>(g: SearchGame<S, A, V>, settings: SearchSettings = DEFAULT_SEARCH): Bot<V, A> {
  return (input) => searchDecision(g, settings, input);
}
