/**
 * The way a piece would go to the space pointed at, to draw on the map. The destinations come from the
 * host's legal list; the path is the City guide's answer from the host (`aids.run` city-moves) to the
 * very question the view holds for that piece (`moves`: its die or Wheels total, where Cops may go in,
 * where Publics stand), picked as the engine picks the move. When there is no answer, no path is drawn:
 * the lit space alone still tells where the piece may go.
 */
import { z } from 'zod';
import { FACINGS } from '@core/games/gangsters/board';
import type { LegalMove, PathStep } from '@core/games/gangsters/movement/types';
import type { GangstersView } from '@core/games/gangsters/view';
import type { Params } from '@core/protocol';
import { getApp } from '../../../lib/app.svelte';
import type { GAction } from './legal';
import { askFor, pathFor } from './paths';

const answerSchema = z.object({
  moves: z.array(
    z.object({
      to: z.string(),
      facing: z.enum(FACINGS).nullable(),
      path: z.array(
        z.object({ space: z.string(), how: z.enum(['entry', 'street', 'in', 'out', 'through', 'transfer']) }),
      ),
      copReplaced: z.boolean(),
      subway: z.boolean(),
    }),
  ),
});

type Json = Params<'aids.run'>['params'];

/** Answers kept for the questions asked lately (a question holds the whole position that bears on it). */
const KEEP = 12;

export class PathHint {
  steps = $state.raw<readonly PathStep[] | null>(null);
  private request = 0;
  private answers: { key: string; moves: readonly LegalMove[] }[] = [];

  clear(): void {
    this.request++;
    this.steps = null;
  }

  /** Draws the way of the move `variants[0]` (the first listed move ending on the space pointed at). */
  async ask(s: GangstersView, variants: readonly GAction[] | undefined): Promise<void> {
    const move = variants?.[0];
    const ask = askFor(s.moves, move);
    if (!ask) return this.clear();
    const key = JSON.stringify(ask.query);
    const request = ++this.request;
    try {
      let moves = this.answers.find((x) => x.key === key)?.moves;
      if (!moves) {
        const raw = await getApp().api['aids.run']({
          gameId: 'gangsters',
          aid: 'city-moves',
          params: { query: ask.query } as unknown as Json,
        });
        moves = answerSchema.parse(raw).moves;
        this.answers = [{ key, moves }, ...this.answers.slice(0, KEEP - 1)];
      }
      if (request === this.request) this.steps = pathFor(moves, move);
    } catch {
      if (request === this.request) this.steps = null;
    }
  }
}
