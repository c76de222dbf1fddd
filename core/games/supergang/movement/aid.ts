/**
 * The SuperGang city guide as a player aid: where may this piece go with this die, and why not there?
 * The renderer asks the host; the host answers through this pure function (the module lists it in `aids`).
 */
import { z } from 'zod';
import type { Aid } from '../../../engine/module';
import { err, ok, ruleError } from '../../../engine/result';
import { supergangCity } from '../board/city';
import { FACINGS, type ShopId, type SquareId } from '../board/types';
import { whyNot } from './explain';
import { legalMoves } from './moves';
import type { MoveQuery } from './types';

const square = z.string().regex(/^s\d{1,3}-\d{1,3}$/);
const shop = z.string().regex(/^shop-[a-z0-9-]{1,60}$/);

const querySchema = z
  .object({
    mover: z.enum(['gangster', 'cop']),
    from: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('street'), square, facing: z.enum(FACINGS).nullable() }).strict(),
      z.object({ kind: z.literal('shop'), shop }).strict(),
      z.object({ kind: z.literal('centre') }).strict(),
    ]),
    steps: z.number().int().min(1).max(6),
    ownShops: z.array(shop).max(36).optional(),
    arrestShops: z.array(shop).max(36).optional(),
    resurface: z.boolean().optional(),
  })
  .strict();

const schema = z.object({ query: querySchema, target: z.union([square, shop]).optional() }).strict();

/** `city-moves`: every legal move of one piece with its path, and optionally why a given place is out of reach. */
export const supergangCityMoves: Aid = {
  id: 'city-moves',
  run(raw) {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const why = parsed.error.issues[0]?.message ?? '';
      return err(ruleError('BAD_QUERY', '', `The city guide did not understand the question: ${why}`));
    }
    const query = parsed.data.query as MoveQuery;
    const city = supergangCity();
    const moves = legalMoves(city, query);
    if (!moves.ok) return moves;
    const target = parsed.data.target as SquareId | ShopId | undefined;
    if (target === undefined) return ok({ moves: moves.value as never, why: null });
    const why = whyNot(city, query, target);
    if (!why.ok) return why;
    return ok({ moves: moves.value as never, why: why.value as never });
  },
};
