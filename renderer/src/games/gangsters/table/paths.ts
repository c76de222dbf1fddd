/**
 * The ways pieces go, from the host's data only: the question the view holds for a listed move (its
 * piece, with Wheels or not), the path the City guide's answer gives for that move when picked exactly
 * as the engine picks it (`pickMove`), and the paths the moves just made recorded in their events, for
 * the pieces to walk. Nothing here decides what is legal or where a piece may go.
 */
import { pickMove } from '@core/games/gangsters/movement/moves';
import type { LegalMove, PathStep } from '@core/games/gangsters/movement/types';
import type { MoveAsk } from '@core/games/gangsters/move-queries';
import { pieceOf, type GAction } from './legal';

/** The view's question for the move `a` makes (its piece, with Wheels or not); null when none is sent. */
export function askFor(moves: readonly MoveAsk[] | undefined, a: GAction | undefined): MoveAsk | null {
  if (!a) return null;
  const piece = pieceOf(a);
  if (piece === null) return null;
  const wheels = a.type === 'move' && a.wheels === true;
  return moves?.find((m) => m.piece === piece && m.wheels === wheels) ?? null;
}

/** The path of the listed move `a` among the answer's moves, the one the engine takes; null when none fits. */
export function pathFor(answer: readonly LegalMove[], a: GAction | undefined): readonly PathStep[] | null {
  if (!a || !('to' in a) || typeof a.to !== 'string') return null;
  const facing = 'facing' in a ? (a.facing ?? null) : null;
  const subway = 'subway' in a ? a.subway : undefined;
  return pickMove(answer, a.to, facing, subway)?.path ?? null;
}

/** A piece walking the path its move just recorded: its token's key and the spaces entered in order. */
export interface Walk {
  readonly key: string;
  readonly path: readonly string[];
}

interface EventLike {
  readonly type: string;
  readonly data?: unknown;
}

const isPath = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** The walks of an update's events: Gang pieces, Publics and Cops whose move recorded its path. */
export function walksOf(events: readonly EventLike[]): Walk[] {
  const out: Walk[] = [];
  for (const e of events) {
    const d = (e.data ?? {}) as Record<string, unknown>;
    if (!isPath(d.path) || d.path.length === 0) continue;
    const key =
      e.type === 'move' && typeof d.seat === 'number' && typeof d.piece === 'string'
        ? `${d.seat}:${d.piece}`
        : e.type === 'move-public' && typeof d.public === 'number'
          ? `public:${d.public}`
          : (e.type === 'cop-move' || e.type === 'cop-start') && typeof d.cop === 'number'
            ? `cop:${d.cop}`
            : null;
    if (key !== null) out.push({ key, path: d.path });
  }
  return out;
}

export interface Spot {
  readonly x: number;
  readonly y: number;
  readonly scale: number;
}

/**
 * The token's places along its walk: where it stood (or, for a piece coming into play, the first space
 * it enters), the centre of every space on the way, and where it now stands beside any others there.
 */
export function walkSpots(
  from: Spot | undefined,
  path: readonly string[],
  to: Spot,
  centre: (id: string) => { x: number; y: number } | undefined,
): Spot[] {
  const mids = path.slice(0, -1).flatMap((id) => {
    const c = centre(id);
    return c ? [{ x: c.x, y: c.y, scale: to.scale }] : [];
  });
  const first = path[0] === undefined ? undefined : centre(path[0]);
  const start = from ?? (first ? { ...first, scale: to.scale } : undefined);
  return [...(start ? [start] : []), ...(from ? mids : mids.slice(1)), to];
}
