/**
 * SuperGang bots. Each reads only its own seat's view (the public table) and legal list, and the city,
 * which is public. `randomBot` picks uniformly among the legal decisions; `heuristicBot` plays the
 * scores of `bot-heuristic.ts`: one home district to buy, rackets and traffic for income, duels only
 * when its dice are likely to win.
 */
import type { Bot } from '../../bots/bot';
import type { JsonValue } from '../../engine/json';
import { nextInt, type RngState } from '../../engine/rng';
import type { SuperGangAction } from './actions';
import { scoreAction } from './bot-heuristic';
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

/** The best-scoring decisions, ties broken at random. */
export const heuristicBot: SuperGangBot = ({ view, legal, rng, seat }) => {
  let best = -Infinity;
  let top: JsonValue[] = [];
  for (const a of legal) {
    const sc = scoreAction(view, seat, a as SuperGangAction);
    if (sc > best) {
      best = sc;
      top = [a];
    } else if (sc === best) top.push(a);
  }
  return pick(top, rng);
};
