/**
 * Player aids for Gangsters that work without a game in progress: the City guide asks where a
 * piece may move. The renderer asks the host; the host answers through this pure function.
 */
import { z } from 'zod';
import type { Aid } from '../../engine/module';
import { err, ok, ruleError } from '../../engine';
import { FACINGS, GANGS, PIECE_KINDS } from './board';
import { cityGraph } from './city';
import { legalMoves, whyUnreachable } from './movement';

const querySchema = z
  .object({
    kind: z.enum(PIECE_KINDS),
    gang: z.enum(GANGS).optional(),
    at: z.string().max(64).nullable(),
    facing: z.enum(FACINGS).nullable().optional(),
    steps: z.number().int().min(1).max(18),
    wheels: z.boolean().optional(),
    state: z
      .object({
        owners: z.record(z.string().max(64), z.enum(GANGS)).optional(),
        copWelcome: z.array(z.string().max(64)).max(64).optional(),
        publicAt: z.array(z.string().max(64)).max(64).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

const cityMovesSchema = z.object({ query: querySchema, target: z.string().max(64).optional() }).strict();

/** `city-moves`: every legal move of one piece, and optionally why a given space cannot be reached. */
export const cityMoves: Aid = {
  id: 'city-moves',
  run(raw) {
    const parsed = cityMovesSchema.safeParse(raw);
    if (!parsed.success) {
      return err(
        ruleError(
          'BAD_QUERY',
          '',
          `The City guide did not understand the question: ${parsed.error.issues[0]?.message ?? ''}`,
        ),
      );
    }
    const { query, target } = parsed.data;
    const graph = cityGraph();
    const moves = legalMoves(graph, query);
    if (!moves.ok) return moves;
    if (target === undefined) return ok({ moves: moves.value as never, why: null });
    const why = whyUnreachable(graph, query, target);
    if (!why.ok) return why;
    return ok({ moves: moves.value as never, why: why.value as never });
  },
};
