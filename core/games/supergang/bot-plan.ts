/**
 * The Hard bot's playout policy: Normal's choices, except on a stop, where it weighs the actions whose
 * result is certain (no dice: buying, racketeering, a coward attack, dealing, recruiting, moving on) by
 * the position each leaves (`evaluate.ts`) and takes the best. So the futures the search imagines buy
 * the shop that keeps a rival from a whole district, where Normal would only racket it. When Normal
 * wants a fight (a stick-up, a killing, vamping) it is left to that.
 */
import type { Bot } from '../../bots/bot';
import { SimRoller } from '../../engine/sim-roller';
import type { JsonValue } from '../../engine/json';
import type { SuperGangAction } from './actions';
import { determinizeSuperGang } from './determinize';
import { evaluateSuperGang } from './evaluate';
import { supergang } from './game';
import type { SuperGangView } from './view';

const CERTAIN: ReadonlySet<SuperGangAction['type']> = new Set([
  'coward',
  'racket',
  'buy',
  'buy-pawns',
  'deal',
  'recruit',
  'done',
  'take-token',
] as const);

/** Normal (`normal`) with certain actions on a stop chosen by the position they leave. */
export function planningPolicy(normal: Bot<SuperGangView, JsonValue>): Bot<SuperGangView, JsonValue> {
  return (input) => {
    const [first, rng] = normal(input);
    const { view, seat, legal } = input;
    if (view.turn.phase !== 'act' || first === undefined || !CERTAIN.has((first as SuperGangAction).type))
      return [first, rng];
    const [state] = determinizeSuperGang(view, seat, rng);
    const roller = new SimRoller(rng);
    const value = (a: JsonValue): number => {
      const r = supergang.apply(state, seat, a, roller);
      return r.ok ? evaluateSuperGang(r.value.state, seat) : -1;
    };
    let best = first;
    let top = value(first);
    for (const a of legal) {
      if (a === first || !CERTAIN.has((a as SuperGangAction).type)) continue;
      const v = value(a);
      if (v > top + 1e-9) [best, top] = [a, v];
    }
    return [best, rng];
  };
}
