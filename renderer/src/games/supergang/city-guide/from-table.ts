/**
 * The SuperGang City guide opened over a table starts from that table when this seat has a piece to move:
 * that gangster or cop group where it stands, facing as it faces, with the die thrown, and the shops its gang
 * owns (or the cops may enter to arrest), as the table asks the host about it (the view's first move
 * question). Opened from Home, or while the seat moves nothing, the guide starts empty as before. The table
 * offers its start (`supergangGuideStart`, a `TableStart`); the guide reads it when it opens. Only the seat's
 * own view goes in.
 */
import type { MoveQuery } from '@core/games/supergang/movement/types';
import type { SuperGangView } from '@core/games/supergang/view';
import { TableStart } from '../../../components/city-map/table-start';

/** The SuperGang table's start for a City guide opened over it. */
export const supergangGuideStart = new TableStart<MoveQuery>();

/**
 * The start a table showing `view` offers: its first move question, if the seat moves something now (not cops
 * coming up out of the sewer, a move the guide does not ask about).
 */
export function sgGuideStartOf(view: SuperGangView): MoveQuery | null {
  const q = view.moves?.[0]?.query;
  return q && !q.resurface ? q : null;
}
