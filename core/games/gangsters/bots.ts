/**
 * Gangsters bots. Each reads only its own seat's view and legal list (never the full state), so it cannot
 * cheat on secrets. `randomBot` picks uniformly; `heuristicBot` prefers money-making, safe choices.
 */
import type { JsonValue } from '../../engine/json';
import { nextInt, type RngState } from '../../engine/rng';
import type { GangstersAction } from './actions';

export type Bot = (view: JsonValue, legal: readonly JsonValue[], rng: RngState) => [JsonValue | undefined, RngState];

function pick<T>(list: readonly T[], rng: RngState): [T | undefined, RngState] {
  if (list.length === 0) return [undefined, rng];
  const [i, next] = nextInt(rng, list.length);
  return [list[i], next];
}

/** A uniformly random legal decision, except that it does not retract moves (which could loop forever). */
export const randomBot: Bot = (_view, legal, rng) => {
  const list = legal.filter((a) => (a as GangstersAction).type !== 'retract');
  return pick(list, rng);
};

interface SeatView {
  turn?: { seat?: number; movesUsed?: number };
  joints?: Record<string, { owner: number | null }>;
}

/** Scores an action for the heuristic bot; higher is better. */
function score(a: GangstersAction, v: SeatView): number {
  switch (a.type) {
    case 'buy':
      return 100;
    case 'improve':
      return 80;
    case 'equip':
      return 10;
    case 'recruit':
      return a.piece === 'racketeer' ? 60 - a.count : 30 - a.count;
    case 'move-public': {
      const owner = v.joints?.[a.to]?.owner;
      return owner !== undefined && owner !== null && owner === v.turn?.seat ? 90 : 5;
    }
    case 'move':
      return (a.criminal ? 1 : 3) + (v.joints?.[a.to] === undefined ? 2 : 0);
    case 'declare-hit':
      return a.target === null ? 5 : 1;
    case 'end-move':
      return 0;
    case 'roll':
      return 1;
    case 'rebuff':
      return 50;
    case 'answer-trade':
      return a.accept ? 0 : 1;
    case 'retract':
      return -100;
    default:
      return 2;
  }
}

/** A simple heuristic: the best-scoring decisions, ties broken at random. */
export const heuristicBot: Bot = (view, legal, rng) => {
  const v = view as SeatView;
  let best = -Infinity;
  let top: JsonValue[] = [];
  for (const a of legal) {
    const sc = score(a as GangstersAction, v);
    if (sc > best) {
      best = sc;
      top = [a];
    } else if (sc === best) top.push(a);
  }
  return pick(top, rng);
};
