/**
 * SuperGang bots. Each reads only its own seat's view (the public table) and legal list, and the city,
 * which is public. `randomBot` picks uniformly among the legal decisions; Normal (`heuristicBot`) plays the
 * scores of `bot-heuristic.ts`: one home district to buy, rackets and traffic for income, duels only
 * when its dice are likely to win; Easy slips now and then to a nearly-as-good move; Hard searches ahead
 * with the dice rolled its own way (core/bots/ismcts.ts, `determinize.ts`).
 */
import type { Bot } from '../../bots/bot';
import { DEFAULT_SEARCH, searchBot, type SearchSettings } from '../../bots/ismcts';
import { easyBot } from '../../bots/ranked';
import type { JsonValue } from '../../engine/json';
import { nextInt, type RngState } from '../../engine/rng';
import type { SuperGangAction } from './actions';
import { scoreAction } from './bot-heuristic';
import { planningPolicy } from './bot-plan';
import { superGangReason } from './bot-reasons';
import { determinizeSuperGang } from './determinize';
import { evaluateSuperGang } from './evaluate';
import { supergang } from './game';
import type { SuperGangState } from './state';
import type { SuperGangView } from './view';

export type SuperGangBot = Bot<SuperGangView, JsonValue>;

function pick<T>(list: readonly T[], rng: RngState): [T | undefined, RngState] {
  if (list.length === 0) return [undefined, rng];
  const [i, next] = nextInt(rng, list.length);
  return [list[i], next];
}

/** A uniformly random legal decision. */
export const randomBot: SuperGangBot = ({ legal, rng, explain }) => {
  if (explain) explain.reason = 'picked a move at random';
  return pick(legal, rng);
};

/** The heuristic's score of one decision, from the seat's own view. */
export function scoreSuperGang(view: SuperGangView, seat: number, a: JsonValue): number {
  return scoreAction(view, seat, a as SuperGangAction);
}

/**
 * The best-scoring decisions, ties broken at random; when its seat explains its moves, with one line on
 * what it is after (`bot-reasons.ts`, worked out for the chosen move only).
 */
export const heuristicBot: SuperGangBot = ({ view, legal, rng, seat, explain }) => {
  let best = -Infinity;
  let top: JsonValue[] = [];
  for (const a of legal) {
    const sc = scoreAction(view, seat, a as SuperGangAction);
    if (sc > best) {
      best = sc;
      top = [a];
    } else if (sc === best) top.push(a);
  }
  const [a, next] = pick(top, rng);
  if (explain && a !== undefined) {
    const why = superGangReason(view, seat, a as SuperGangAction);
    if (why) explain.reason = why;
  }
  return [a, next];
};

/** Easy: seven times in ten one of the next three best moves, if it scores within 20 of the best. */
export const easySuperGangBot: SuperGangBot = easyBot(
  scoreSuperGang,
  { slip: 0.7, within: 20, choices: 3 },
  heuristicBot,
);

/** A search's horizon: the turn it started in is over (every decision after it is another gang's turn). */
function turnOver(from: SuperGangState, s: SuperGangState): boolean {
  return s.turn.number !== from.turn.number || s.turn.gang !== from.turn.gang;
}

/**
 * A turn is some ten decisions: the search looks to the end of the turn being played (dice thrown, so
 * only duels are left to chance) and scores the position there, weighing six candidates at the root.
 */
const SUPERGANG_SEARCH: SearchSettings = { ...DEFAULT_SEARCH, horizon: 60, width: 6, margin: 0.02 };

/** Hard: ISMCTS with the Normal bot playing every seat in the imagined futures. */
export const hardSuperGangBot: SuperGangBot = searchBot(
  {
    def: supergang,
    determinize: determinizeSuperGang,
    evaluate: evaluateSuperGang,
    policy: planningPolicy(heuristicBot),
    score: scoreSuperGang,
    stop: turnOver,
  },
  SUPERGANG_SEARCH,
);
