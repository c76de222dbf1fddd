/**
 * SuperGang for the Hard bot's search (core/bots/ismcts.ts). Every seat sees the whole table (view.ts):
 * cash in banknotes, tokens, pawns, police records. The only unknown is what the dice and shots will give,
 * and those are not in the state: the search rolls its own. So a position made up from a view is the view.
 */
import type { RngState } from '../../engine/rng';
import type { SuperGangState } from './state';
import type { SuperGangView } from './view';

export function determinizeSuperGang(v: SuperGangView, _seat: number, rng: RngState): [SuperGangState, RngState] {
  // States are never changed in place (`apply` works on a copy), so the view itself serves, without the
  // movement questions it carries for the table.
  if (v.moves === undefined) return [v, rng];
  const { moves: _moves, ...s } = v;
  return [s, rng];
}

/** The search's score of a position (`evaluate.ts`), offered beside `determinize` as the game module's pair. */
export { evaluateSuperGang } from './evaluate';
