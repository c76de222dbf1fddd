/**
 * The way a picked piece would walk to a lit place, asked of the host (the City guide's `city-moves`
 * aid) with the very question the view holds for that piece (its start, its die, the shops its gang
 * crosses or the cops may enter to arrest), so the table draws the engine's own path.
 */
import type { ApiClient, Params } from '@core/protocol';
import type { SuperGangView } from '@core/games/supergang/view';
import type { LegalMove, MoveQuery, PathStep } from '@core/games/supergang/movement/types';
import { pathTo } from '../moves';
import type { Mover } from './choice.svelte';

type Json = Params<'aids.run'>['params'];

/** The engine's own question for a piece's move this turn, as the view sends it; null when it has none. */
export function moveQuery(v: SuperGangView, mover: Mover): MoveQuery | null {
  return v.moves?.find((m) => m.piece === mover)?.query ?? null;
}

export class SgPath {
  moves = $state.raw<readonly LegalMove[]>([]);
  private asked = '';

  constructor(private readonly api: ApiClient) {}

  /** Asks once per piece and turn; the answer stays until another piece is picked. */
  async ask(query: MoveQuery | null): Promise<void> {
    const key = JSON.stringify(query);
    if (key === this.asked) return;
    this.asked = key;
    this.moves = [];
    if (!query) return;
    try {
      const answer = (await this.api['aids.run']({
        gameId: 'supergang',
        aid: 'city-moves',
        params: { query } as unknown as Json,
      })) as { moves?: readonly LegalMove[] };
      if (this.asked === key) this.moves = answer.moves ?? [];
    } catch {
      // No path drawn: the lit places still say where the piece may go.
      if (this.asked === key) this.moves = [];
    }
  }

  to(place: string | null): readonly PathStep[] | null {
    return place ? pathTo(this.moves, place) : null;
  }
}
