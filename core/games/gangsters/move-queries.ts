/**
 * The movement engine's exact questions for the pieces the viewer may move now, sent in the view so a
 * board can ask the City guide (`aids.run` city-moves) for the way a listed move goes and draw it, without
 * knowing which die moves what, what Wheels add, or which Joints a Cop may enter (G-9.4): the host says.
 * Paired with the legal list, `pickMove` on the answer gives the very path the engine takes for an action.
 */
import type { Viewer } from '../../engine/events';
import type { MoveBoardState, MoveQuery } from './movement';
import type { GangstersState } from './state';
import { GANGSTER_KINDS } from './state';
import { copQuery } from './rules/cops';
import { gangsterQuery, publicQuery } from './rules/movement-phase';
import { moveState } from './rules/crime';

/** One piece's question: the piece as the legal list names it (`thug`, `public:3`, `cop:new`…), and with Wheels or not. */
export interface MoveAsk {
  readonly piece: string;
  readonly wheels: boolean;
  readonly query: MoveQuery;
}

function add(out: MoveAsk[], piece: string, wheels: boolean, query: MoveQuery | null): void {
  if (query && query.steps > 0) out.push({ piece, wheels, query });
}

/** The Public pieces' questions; a Public's board is `board` without that Public (`boardWithoutPublic`). */
function publics(out: MoveAsk[], s: GangstersState, entering: boolean, board: MoveBoardState): void {
  for (const p of s.publics) if (p.at !== null) add(out, `public:${p.id}`, false, publicQuery(s, p.id, board));
  if (entering && s.publics.some((p) => p.at === null)) add(out, 'public:new', false, publicQuery(s, null, board));
}

/** The questions for every piece `viewer` could move in this phase; none when the viewer moves nothing now. */
export function moveQueries(s: GangstersState, viewer: Viewer): MoveAsk[] {
  if (typeof viewer !== 'number') return [];
  const out: MoveAsk[] = [];
  if (s.phase === 'move' && s.turn.seat === viewer) {
    const g = s.gangs.find((x) => x.seat === viewer);
    if (!g) return [];
    const withWheels = s.options.wheels && g.wheels && !s.turn.wheelsUsed;
    // The board is worked out once for every question.
    const board = moveState(s);
    for (const kind of GANGSTER_KINDS) {
      add(out, kind, false, gangsterQuery(s, g, kind, false, board));
      if (withWheels) add(out, kind, true, gangsterQuery(s, g, kind, true, board));
    }
    publics(out, s, true, board);
  } else if (s.phase === 'commissioner-publics' && s.commissioner === viewer) {
    publics(out, s, false, moveState(s));
  } else if (s.phase === 'cop' && s.turn.copActor === viewer) {
    const board = moveState(s);
    for (const c of s.cops) add(out, `cop:${c.strength}`, false, copQuery(s, c.strength, board));
    add(out, 'cop:new', false, copQuery(s, null, board));
  }
  return out;
}
