/**
 * The City guide opened over a table starts from that table: the Joints owned as they are now and, when this
 * seat has a piece to move, that piece where it stands with this turn's roll (the first of the view's move
 * questions, a gangster before a Public). A family asking "where else could my Thug go with this 4?" need not
 * put the board together first. Opened from Home, with no table under it, the guide starts empty as before.
 * The table offers its start (`gangstersGuideStart`, a `TableStart`); the guide reads it when it opens. Only the
 * seat's own view goes in: nothing another seat may not see.
 */
import type { Gang } from '@core/games/gangsters/board';
import type { MoveBoardState, MoveQuery } from '@core/games/gangsters/movement/types';
import type { GangstersView } from '@core/games/gangsters/view';
import { TableStart } from '../../../components/city-map/table-start';
import { ownersOf } from '../table/g-view';

export interface GuideStart {
  /** Joint owners as the table has them. */
  readonly owners: Readonly<Record<string, Gang>>;
  /** The piece this seat may move now, as the table asks the host about it; null when it moves nothing now. */
  readonly piece: MoveQuery | null;
  /** What else of the table's board changes where a Cop or a Public may end (G-9.4, G-6.8). */
  readonly board: Omit<MoveBoardState, 'owners'>;
}

/** The Gangsters table's start for a City guide opened over it. */
export const gangstersGuideStart = new TableStart<GuideStart>();

/** The start a table showing `view` offers. */
export function guideStartOf(view: GangstersView): GuideStart {
  const asks = view.moves ?? [];
  const ask = asks.find((a) => a.query.kind !== 'public' && a.query.kind !== 'cop') ?? asks[0];
  const board: { -readonly [K in keyof GuideStart['board']]: GuideStart['board'][K] } = {};
  const state = ask?.query.state;
  if (state?.copWelcome) board.copWelcome = state.copWelcome;
  if (state?.publicAt) board.publicAt = state.publicAt;
  return { owners: ownersOf(view), piece: ask ? { ...ask.query, wheels: ask.wheels } : null, board };
}
