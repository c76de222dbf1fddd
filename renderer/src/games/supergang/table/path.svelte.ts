/**
 * The way a picked piece would walk to a lit place, asked of the host (the City guide's `city-moves`
 * aid) with the piece's start, die and its gang's shops, so the table draws the engine's own path.
 */
import type { ApiClient, Params } from '@core/protocol';
import type { SuperGangState } from '@core/games/supergang/state';
import type { LegalMove, MoveQuery, PathStep } from '@core/games/supergang/movement/types';
import { pathTo } from '../moves';
import type { Mover } from './choice.svelte';

type Json = Params<'aids.run'>['params'];

/** The question for the host about a piece's move this turn, or null when it has no die. */
export function moveQuery(s: SuperGangState, mover: Mover): MoveQuery | null {
  const cop = /^cops:(\d)$/.exec(mover);
  if (cop) {
    const group = Number(cop[1]);
    const g = s.cops[group];
    const die = s.turn.copDice[group];
    if (!g || !die) return null;
    return { mover: 'cop', from: g.pos ?? { kind: 'centre' }, steps: die };
  }
  const ch = s.characters.find((c) => c.id === mover);
  const die = s.turn.dice[mover];
  if (!ch || die === undefined) return null;
  const gang = ch.vampedBy ? ch.vampedBy.gang : ch.gang;
  const own = Object.entries(s.shops).flatMap(([id, x]) => (x.owner === gang ? [id] : []));
  return {
    mover: 'gangster',
    from: ch.place === 'board' && ch.pos ? ch.pos : { kind: 'centre' },
    steps: die,
    ...(own.length ? { ownShops: own as MoveQuery['ownShops'] } : {}),
  };
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
