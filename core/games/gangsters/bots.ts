/**
 * Gangsters bots. Each reads only its own seat's view and legal list (never the full state), so it cannot
 * cheat on secrets. `randomBot` picks uniformly; `heuristicBot` plays for the cash win with
 * the scores of `bot-heuristic.ts`.
 */
import type { Bot } from '../../bots/bot';
import type { JsonValue } from '../../engine/json';
import { nextInt, type RngState } from '../../engine/rng';
import type { GangstersAction } from './actions';
import { scoreAction } from './bot-heuristic';
import type { GangstersView } from './view';

export type GangstersBot = Bot<GangstersView, JsonValue>;

function pick<T>(list: readonly T[], rng: RngState): [T | undefined, RngState] {
  if (list.length === 0) return [undefined, rng];
  const [i, next] = nextInt(rng, list.length);
  return [list[i], next];
}

/** A uniformly random legal decision, except that it does not retract moves (which could loop forever). */
export const randomBot: GangstersBot = ({ legal, rng }) => {
  const list = legal.filter((a) => (a as GangstersAction).type !== 'retract');
  return pick(list, rng);
};

/** The best-scoring decisions (`bot-heuristic.ts`), ties broken at random. */
export const heuristicBot: GangstersBot = ({ view: s, legal, rng, seat }) => {
  const sight = { s, seat, me: s.gangs.find((g) => g.seat === seat) };
  let best = -Infinity;
  let top: JsonValue[] = [];
  for (const a of legal) {
    const sc = scoreAction(a as GangstersAction, sight);
    if (sc > best) {
      best = sc;
      top = [a];
    } else if (sc === best) top.push(a);
  }
  return pick(top, rng);
};
