/** Shorthands for the movement tests: moves of a query on our city, written as short strings. */
import { supergangCity } from '../board';
import type { RuleError } from '../../../engine/result';
import type { Facing, ShopId, SquareId } from '../board/types';
import { legalMoves } from './moves';
import { whyNot } from './explain';
import type { LegalMove, MoveQuery } from './types';

export const city = supergangCity();

export function moves(q: MoveQuery): LegalMove[] {
  const r = legalMoves(city, q);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A move's end as `s4-0 east`, `s4-0 any` (free to set off any way) or a shop id. */
export function label(m: LegalMove): string {
  return m.to.kind === 'shop' ? m.to.shop : `${m.to.square} ${m.to.facing ?? 'any'}`;
}

export function ends(q: MoveQuery): string[] {
  return moves(q).map(label).sort();
}

/** The path to an end, as `place:how` strings. */
export function pathTo(q: MoveQuery, end: string): string[] | undefined {
  return moves(q)
    .find((m) => label(m) === end)
    ?.path.map((p) => `${p.to}:${p.how}`);
}

/** The clause and code that forbid ending at `to`, or null when it is allowed. */
export function why(q: MoveQuery, to: SquareId | ShopId): string | null {
  const r = whyNot(city, q, to);
  if (!r.ok) throw new Error(r.error.message);
  const e: RuleError | null = r.value;
  return e ? `${e.clause} ${e.code}`.trim() : null;
}

export const onStreet = (
  square: SquareId,
  facing: Facing | null,
  steps: number,
  extra: Partial<MoveQuery> = {},
): MoveQuery => ({
  mover: 'gangster',
  from: { kind: 'street', square, facing },
  steps,
  ...extra,
});

export const inShop = (shop: ShopId, steps: number, extra: Partial<MoveQuery> = {}): MoveQuery => ({
  mover: 'gangster',
  from: { kind: 'shop', shop },
  steps,
  ...extra,
});
