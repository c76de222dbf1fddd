/**
 * The way a piece would go to the space pointed at, to draw on the map. The destinations come from the
 * host's legal list; the path is the City guide's answer from the host (`aids.run` city-moves) for the
 * same piece, die and Joint owners, matched to the legal move's end facing and Subway use. When no
 * answer matches, no path is drawn: the lit space alone still tells where the piece may go.
 */
import { z } from 'zod';
import { FACINGS, GANGS, MOVE_DIE, type PieceKind } from '@core/games/gangsters/board';
import type { PathStep } from '@core/games/gangsters/movement/types';
import type { GangstersView } from '@core/games/gangsters/view';
import type { Params } from '@core/protocol';
import { getApp } from '../../../lib/app.svelte';
import { ownersOf } from './g-view';
import type { GAction, PieceRef } from './legal';

const answerSchema = z.object({
  moves: z.array(
    z.object({
      to: z.string(),
      facing: z.enum(FACINGS).nullable(),
      path: z.array(
        z.object({ space: z.string(), how: z.enum(['entry', 'street', 'in', 'out', 'through', 'transfer']) }),
      ),
      subway: z.boolean(),
    }),
  ),
});

type Json = Params<'aids.run'>['params'];

export class PathHint {
  steps = $state.raw<readonly PathStep[] | null>(null);
  private request = 0;

  clear(): void {
    this.request++;
    this.steps = null;
  }

  async ask(
    s: GangstersView,
    piece: PieceRef,
    seat: number | null,
    start: string | null,
    to: string,
    variants: readonly GAction[] | undefined,
  ): Promise<void> {
    const first = variants?.[0];
    if (!first || !('to' in first)) return this.clear();
    const kind: PieceKind = piece.startsWith('cop')
      ? 'cop'
      : piece.startsWith('public')
        ? 'public'
        : (piece as PieceKind);
    const wheels = first.type === 'move' && first.wheels === true;
    const d = s.turn.dice;
    const steps = wheels ? (d.red ?? 0) + (d.green ?? 0) + (d.black ?? 0) : (d[MOVE_DIE[kind]] ?? 0);
    if (steps < 1) return this.clear();
    const gang = s.gangs.find((g) => g.seat === seat)?.gang;
    const facing =
      kind === 'cop'
        ? (s.cops.find((c) => `cop:${c.strength}` === piece)?.facing ?? null)
        : kind === 'public'
          ? (s.publics.find((p) => `public:${p.id}` === piece)?.facing ?? null)
          : (s.gangs.find((g) => g.seat === seat)?.pieces[kind as 'racketeer']?.facing ?? null);
    const query = {
      kind,
      ...(kind === 'cop' || kind === 'public' ? {} : gang && GANGS.includes(gang) ? { gang } : {}),
      at: start,
      ...(facing ? { facing } : {}),
      steps,
      ...(wheels ? { wheels: true } : {}),
      state: {
        owners: ownersOf(s),
        publicAt: s.publics.flatMap((p) => (p.at && `public:${p.id}` !== piece ? [p.at] : [])),
      },
    };
    const request = ++this.request;
    try {
      const app = getApp();
      const raw = await app.api['aids.run']({
        gameId: 'gangsters',
        aid: 'city-moves',
        params: { query } as unknown as Json,
      });
      if (request !== this.request) return;
      const subway = 'subway' in first ? first.subway === true : false;
      const facingWanted = 'facing' in first ? first.facing : null;
      const moves = answerSchema.parse(raw).moves.filter((m) => m.to === to);
      const best =
        moves.find((m) => m.subway === subway && m.facing === facingWanted) ??
        moves.find((m) => m.subway === subway) ??
        moves[0];
      this.steps = best ? best.path : null;
    } catch {
      if (request === this.request) this.steps = null;
    }
  }
}
