/**
 * The movement engine's exact questions for the pieces the viewer may move now, sent in the view so the
 * table can ask the City guide (`aids.run` city-moves) for the way a listed move goes and draw it, without
 * knowing which shops a gang crosses (SG-4.3.5) or which shops the cops may enter to arrest (SG-9.1.4):
 * the host says. The answer's first move to a place is the one the engine takes for that destination.
 */
import type { Viewer } from '../../engine/events';
import { supergangCity } from './board';
import { movementQuery, sgCity } from './city-data';
import type { MoveQuery } from './movement';
import { stickUpShops } from './arrival';
import { arrestShops, copQuery } from './rules/cops';
import { gangsterQuery } from './rules/moves';
import type { SuperGangState } from './state';

/** One piece's question: the piece as the table names it (a character's id, or `cops:N` for cop group N). */
export interface SgMoveAsk {
  readonly piece: string;
  readonly query: MoveQuery;
  /**
   * The shops where a gangster stopping on this move could only stick the shop up (SG-4.3.4, `arrival.ts`),
   * for the table to say so before he goes; absent when there are none.
   */
  readonly stickUp?: readonly string[];
}

/** The questions for every piece `viewer` moves in this phase; none when the viewer moves nothing now. */
export function moveQueries(s: SuperGangState, viewer: Viewer): readonly SgMoveAsk[] {
  const t = s.turn;
  if (typeof viewer !== 'number') return NO_MOVES;
  const cops = t.phase === 'cops' && t.copSeat === viewer;
  if (!cops && !(t.phase === 'move' && s.gangs[t.gang]?.seat === viewer)) return NO_MOVES;
  const city = supergangCity();
  const out: SgMoveAsk[] = [];
  if (cops) {
    // The shops they may enter to arrest are the same for both groups: listed once.
    const shops = arrestShops(s, sgCity());
    for (const group of t.copsToMove) {
      const q = copQuery(s, sgCity(), group, shops);
      if (q) out.push({ piece: `cops:${group}`, query: movementQuery(city, q) });
    }
  } else {
    for (const id of t.toMove) {
      const ch = s.characters.find((x) => x.id === id);
      const q = ch ? gangsterQuery(s, ch) : null;
      if (!ch || !q) continue;
      const stickUp = stickUpShops(s, sgCity(), ch);
      out.push(
        stickUp.length > 0
          ? { piece: id, query: movementQuery(city, q), stickUp }
          : { piece: id, query: movementQuery(city, q) },
      );
    }
  }
  return out.length > 0 ? out : NO_MOVES;
}

/** No questions: every viewer who moves nothing now (most of them, at every step) gets this one list. */
const NO_MOVES: readonly SgMoveAsk[] = Object.freeze([]);
