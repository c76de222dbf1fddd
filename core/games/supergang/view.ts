/**
 * What a seat may know. In SuperGang everything on the table is public — cash in banknotes, tokens,
 * pawns, the police record on the back of the rules, every die thrown — so each seat, spectator or not,
 * gets the whole position. What nobody may know is what the next die or shot will give: that lives in
 * the kernel's PRNG (`Match.rng`), which never leaves the host, and a shot is rolled only when fired, so
 * nothing in the state foretells one. With it go the movement engine's questions for the pieces the seat
 * moves now (`moves`), so the table draws the engine's own path.
 */
import type { Viewer } from '../../engine/events';
import { moveQueries, type SgMoveAsk } from './move-queries';
import { keysInOrder } from '../../engine/json';
import { EDITION_STATE_KEYS } from './copy';
import type { SuperGangState } from './state';

export type SuperGangView = SuperGangState & { readonly moves?: readonly SgMoveAsk[] };

/** The whole position, for every viewer. States are never changed in place (`apply` works on a copy). */
export function superGangView(s: SuperGangState, viewer: Viewer): SuperGangView {
  const moves = moveQueries(s, viewer);
  if (moves.length === 0) return s;
  // The state's entries in their order, then the questions: what `{ ...s, moves }` makes, written out
  // for the state's usual keys. A spread with an added entry was not compiled into a copy of the
  // object's shape: about 1.2 µs a view on the bench's states, `Object.assign` 0.3 µs, this 0.03 µs.
  if (keysInOrder(s, EDITION_STATE_KEYS))
    return {
      seats: s.seats,
      options: s.options,
      gangs: s.gangs,
      policeSeat: s.policeSeat,
      characters: s.characters,
      shops: s.shops,
      traffic: s.traffic,
      cops: s.cops,
      bank: s.bank,
      order: s.order,
      turn: s.turn,
      duel: s.duel,
      winner: s.winner,
      endReason: s.endReason,
      edition: s.edition,
      moves,
    };
  // Any other shape (a game begun before editions, a state written by hand): its own entries, in order.
  const view: { -readonly [K in keyof SuperGangView]: SuperGangView[K] } = Object.assign({}, s);
  view.moves = moves;
  return view;
}
