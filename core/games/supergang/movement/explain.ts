/**
 * Why a piece cannot end its move on a place: the search is run again with one rule lifted at a time,
 * and the first rule whose lifting opens the place is the one to name. Used to refuse a move with the
 * clause it breaks, and by player aids.
 */
import { ok, ruleError, type Result, type RuleError } from '../../../engine/result';
import type { City } from '../board/graph';
import type { ShopId, SquareId } from '../board/types';
import { searchMoves } from './moves';
import { RELAX } from './search';
import type { MoveQuery } from './types';

function reaches(city: City, q: MoveQuery, target: number, relax: number): boolean {
  let hit = false;
  const done = searchMoves(
    city,
    q,
    (_r, node) => {
      if (node === target) hit = true;
    },
    relax,
  );
  return done.ok && hit;
}

/**
 * Null when the move may end at `to`; otherwise the rule that forbids it, as a `RuleError` naming its
 * clause. Refuses a malformed query or an unknown place.
 */
export function whyNot(city: City, q: MoveQuery, to: SquareId | ShopId): Result<RuleError | null> {
  const target = city.index.get(to);
  if (target === undefined) return ok(ruleError('UNKNOWN_PLACE', '', `There is no square or shop "${to}".`));
  const plain = searchMoves(city, q, () => undefined);
  if (!plain.ok) return plain;
  if (reaches(city, q, target, 0)) return ok(null);
  const cop = q.mover === 'cop';
  const shop = target >= city.squareCount;
  const tries: [number, RuleError][] = [
    [
      RELAX.shopLast,
      cop
        ? ruleError('COP_CROSSES_SHOP', 'SG-9.1.3', 'Cops may not walk through a shop.')
        : ruleError('SHOP_LAST', 'SG-4.3.2', 'A shop you do not own can only be the last square of a move.'),
    ],
    [
      RELAX.shopTwice,
      ruleError('SHOP_TWICE', 'SG-4.3.6', 'A piece may not pass through the same shop twice in a turn.'),
    ],
    [RELAX.sewer, ruleError('SEWER_LIMIT', 'SG-4.4.1', 'A piece may use only two manholes in its turn.')],
    [RELAX.back, ruleError('NO_GOING_BACK', 'SG-4.2.1', 'A piece may not turn back the way it came.')],
  ];
  if (cop)
    tries.unshift([
      RELAX.copShops,
      ruleError('COP_SHOP', 'SG-9.1.4', 'Cops go into a shop only to arrest someone there.'),
    ]);
  for (const [relax, why] of tries) {
    if (reaches(city, q, target, relax)) return ok(why);
  }
  for (let steps = 1; steps <= 6; steps++) {
    if (steps !== q.steps && reaches(city, { ...q, steps }, target, 0)) {
      return ok(
        ruleError('EXACT_COUNT', 'SG-4.1.2', `That is not ${q.steps} squares away: the die must be used in full.`),
      );
    }
  }
  if (shop && (city.exits[target] ?? []).length === 0) {
    return ok(ruleError('NO_NOTCH', 'SG-4.3.3', 'That shop has no notch to go in by.'));
  }
  return ok(ruleError('OUT_OF_REACH', 'SG-4.1.2', `That place is not ${q.steps} squares away along the streets.`));
}
