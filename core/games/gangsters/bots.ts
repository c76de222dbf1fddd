/**
 * Gangsters bots. Each reads only its own seat's view and legal list (never the full state), so it cannot
 * cheat on secrets: `randomBot` picks uniformly; Normal (`heuristicBot`) plays for the cash win with the
 * scores of `bot-heuristic.ts`; Easy slips now and then to a nearly-as-good move; Hard searches ahead on
 * states sampled from its own view (core/bots/ismcts.ts, `determinize.ts`).
 */
import type { Bot } from '../../bots/bot';
import { bestOf, easyBot } from '../../bots/ranked';
import { DEFAULT_SEARCH, searchBot, type SearchGame, type SearchSettings } from '../../bots/ismcts';
import type { JsonValue } from '../../engine/json';
import { nextInt, type RngState } from '../../engine/rng';
import type { GangstersAction } from './actions';
import { scoreAction } from './bot-heuristic';
import { gangstersReason } from './bot-reasons';
import { determinizeGangsters } from './determinize';
import { evaluateGangsters } from './evaluate';
import { gangsters } from './game';
import type { GangstersState } from './state';
import type { GangstersView } from './view';

export type GangstersBot = Bot<GangstersView, JsonValue>;

function pick<T>(list: readonly T[], rng: RngState): [T | undefined, RngState] {
  if (list.length === 0) return [undefined, rng];
  const [i, next] = nextInt(rng, list.length);
  return [list[i], next];
}

/** A uniformly random legal decision, except that it does not retract moves (which could loop forever). */
export const randomBot: GangstersBot = ({ legal, rng, explain }) => {
  const list = legal.filter((a) => (a as GangstersAction).type !== 'retract');
  if (explain) explain.reason = 'picked a move at random';
  return pick(list, rng);
};

/** The heuristic's score of one decision, from the seat's own view. */
export function scoreGangsters(s: GangstersView, seat: number, a: JsonValue): number {
  return scoreAction(a as GangstersAction, { s, seat, me: s.gangs.find((g) => g.seat === seat) });
}

/**
 * The best-scoring decisions (`bot-heuristic.ts`), ties broken at random; when its seat explains its moves,
 * with one line on what it is after (`bot-reasons.ts`, worked out for the chosen move only).
 */
export const heuristicBot: GangstersBot = (input) => {
  const [a, rng] = bestOf(scoreGangsters, input);
  if (input.explain && a !== undefined) {
    const why = gangstersReason(input.view, input.seat, a as GangstersAction);
    if (why) input.explain.reason = why;
  }
  return [a, rng];
};

/** Easy: three times in five one of the next three best moves, if it scores within 45 of the best. */
export const easyGangstersBot: GangstersBot = easyBot(
  scoreGangsters,
  { slip: 0.6, within: 45, choices: 3 },
  heuristicBot,
);

const isRetract = (a: JsonValue): boolean => (a as GangstersAction).type === 'retract';

/**
 * The rules as the search sees them: without taking a move back (G-6.92). A retract only returns to a
 * position the search has already weighed, so in the tree it spends iterations on going round in
 * circles, and at the table a search that retracts and then moves again can keep a turn going for long.
 */
const searchRules: typeof gangsters = {
  ...gangsters,
  legal: (s, seat) => gangsters.legal(s, seat)?.filter((a) => !isRetract(a)) ?? null,
};

/** A search's horizon: the Player Turn it started in is over (the next Gang's turn has begun). */
export function turnOver(from: GangstersState, s: GangstersState): boolean {
  return s.turn.number !== from.turn.number || s.phase === 'over';
}

/** What Gangsters' Hard searches with. */
export const GANGSTERS_SEARCH_GAME: SearchGame<GangstersState, JsonValue, GangstersView> = {
  def: searchRules,
  determinize: determinizeGangsters,
  evaluate: evaluateGangsters,
  policy: heuristicBot,
  score: scoreGangsters,
  stop: turnOver,
};

/**
 * A Player Turn is some seven decisions: the search looks to its end (the dice thrown, the shootouts
 * fought) and scores the position there, so an iteration is short and 200 of them (the fixed count
 * without a clock) fit in the table's budget on most decisions. Gangsters' dice make single playouts
 * noisy, so it switches from Normal's move only on a clear lead.
 */
export const GANGSTERS_SEARCH: SearchSettings = { ...DEFAULT_SEARCH, iterations: 200, horizon: 60, margin: 0.03 };

/** Hard: determinized search with the Normal bot playing every seat in the imagined futures, never retracting. */
const search = searchBot(GANGSTERS_SEARCH_GAME, GANGSTERS_SEARCH);
export const hardBot: GangstersBot = (input) => search({ ...input, legal: input.legal.filter((a) => !isRetract(a)) });
