/**
 * The SuperGang City guide opened over a table starts from that table when this seat has a piece to move:
 * that gangster or cop group where it stands, facing as it faces, with the die thrown, and the shops its gang
 * owns (or the cops may enter to arrest), as the table asks the host about it (the view's first move
 * question). Opened from Home, or while the seat moves nothing, the guide starts empty as before. The table
 * offers its start on every update and takes it back when it goes; the guide reads it once, when it opens.
 * Only the seat's own view goes in.
 */
import type { MoveQuery } from '@core/games/supergang/movement/types';
import type { SuperGangView } from '@core/games/supergang/view';

let offered: MoveQuery | null = null;

/** The table's start for a guide opened over it (null: no table, it has gone, or the seat moves nothing now). */
export function offerToSgGuide(start: MoveQuery | null): void {
  offered = start;
}

/** What a guide opening now starts from. */
export function sgGuideStart(): MoveQuery | null {
  return offered;
}

/**
 * The start a table showing `view` offers: its first move question, if the seat moves something now (not cops
 * coming up out of the sewer, a move the guide does not ask about).
 */
export function sgGuideStartOf(view: SuperGangView): MoveQuery | null {
  const q = view.moves?.[0]?.query;
  return q && !q.resurface ? q : null;
}
