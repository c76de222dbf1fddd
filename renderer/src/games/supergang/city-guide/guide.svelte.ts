/**
 * The SuperGang City guide's state: the piece asked about (gangster or cop group, start, facing, die),
 * the shops it owns or may raid, and the host's answers — where it may go and, for a place it cannot
 * reach, why. The renderer computes no moves: every answer comes from `aids.run` (`city-moves`).
 */
import { z } from 'zod';
import type { ApiClient } from '@core/protocol';
import { FACINGS, type Facing } from '@core/games/supergang/board';
import type { LegalMove, MoveQuery } from '@core/games/supergang/movement/types';
import { CityGuideBase } from '../../../components/city-map/guide.svelte';
import { whySchema, type WhyAnswer } from '../../../components/city-map/why';
import { CENTRE, destinations, pathTo } from '../moves';
import type { MoverKind } from './words';

const pos = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('street'), square: z.string(), facing: z.enum(FACINGS).nullable() }),
  z.object({ kind: z.literal('shop'), shop: z.string() }),
]);
const answerSchema = z.object({
  moves: z.array(
    z.object({
      to: pos,
      path: z.array(
        z.object({
          to: z.string(),
          how: z.enum(['gate', 'street', 'under', 'in', 'out', 'through', 'sewer', 'resurface']),
        }),
      ),
      manholes: z.array(z.string()),
      onManhole: z.string().nullable(),
    }),
  ),
  why: whySchema,
});

/** The answer as the guide keeps it: the schema's moves are the engine's own. */
type CityMoves = { moves: readonly LegalMove[]; why: z.infer<typeof whySchema> };

/** What the guide needs to know about the map's places (from the drawn city, not the rules). */
export interface CityFacts {
  isSquare(id: string): boolean;
  isShop(id: string): boolean;
}

/** What a click on the map does. */
export type ClickMode = 'place' | 'why' | 'shops';
/** A facing, or `any` for a piece free to set off any way (out of a shop on a one, up out of the sewer). */
export type FacingChoice = Facing | 'any';

export class SgCityGuideState extends CityGuideBase<LegalMove, MoveQuery, 'shops', LegalMove['path']> {
  mover = $state<MoverKind>('gangster');
  facing = $state<FacingChoice>('east');
  die = $state(3);
  /** Shops the gangster's gang owns (crossed like streets, SG-4.3.5). */
  owned = $state.raw<readonly string[]>([]);
  /** Shops where a cop group may arrest someone (the only shops cops enter, SG-9.1.4). */
  arrest = $state.raw<readonly string[]>([]);

  constructor(
    api: ApiClient,
    private readonly city: CityFacts,
  ) {
    super(api, { gameId: 'supergang', parse: (raw) => answerSchema.parse(raw) as CityMoves });
  }

  /** The shops the click mode "shops" marks, for the piece asked about. */
  get marked(): readonly string[] {
    return this.mover === 'gangster' ? this.owned : this.arrest;
  }

  get onStreet(): boolean {
    return this.at !== null && this.city.isSquare(this.at);
  }

  /** The question for the host (the start is a street square, a shop or the centre), or null before placing. */
  get query(): MoveQuery | null {
    const at = this.at;
    if (at === null) return null;
    const from: MoveQuery['from'] =
      at === CENTRE
        ? { kind: 'centre' }
        : this.city.isShop(at)
          ? { kind: 'shop', shop: at as `shop-${string}` }
          : {
              kind: 'street',
              square: at as `s${number}-${number}`,
              facing: this.facing === 'any' ? null : this.facing,
            };
    const q: { -readonly [K in keyof MoveQuery]: MoveQuery[K] } = { mover: this.mover, from, steps: this.die };
    if (this.mover === 'gangster' && this.owned.length) q.ownShops = this.owned as MoveQuery['ownShops'];
    if (this.mover === 'cop' && this.arrest.length) q.arrestShops = this.arrest as MoveQuery['arrestShops'];
    return q;
  }

  /** Destinations with every facing a piece may end with there. */
  reachable = $derived(destinations(this.moves));

  protected pathOf(id: string): LegalMove['path'] | null {
    return pathTo(this.moves, id);
  }

  /** The centre is never a destination (SG-3.3): no need to ask. */
  protected whyNotHere(id: string): WhyAnswer | null {
    return id === CENTRE ? { target: id, code: 'CENTRE', clause: 'SG-3.3', message: '' } : null;
  }

  set<K extends 'mover' | 'facing' | 'die'>(key: K, value: SgCityGuideState[K]): void {
    (this as Record<K, unknown>)[key] = value;
    void this.refresh();
  }

  protected mark(id: string): void {
    this.toggleShop(id);
  }

  toggleShop(id: string): void {
    if (!this.city.isShop(id)) return;
    const list = this.marked;
    const next = list.includes(id) ? list.filter((s) => s !== id) : [...list, id];
    if (this.mover === 'gangster') this.owned = next;
    else this.arrest = next;
    void this.refresh();
  }

  /** Starts from the piece the table under the guide moves now: where it stands, its die and its shops. */
  startFrom(q: MoveQuery): void {
    this.mover = q.mover;
    this.at = q.from.kind === 'centre' ? CENTRE : q.from.kind === 'shop' ? q.from.shop : q.from.square;
    this.facing = q.from.kind === 'street' && q.from.facing ? q.from.facing : 'any';
    this.die = q.steps;
    this.owned = q.ownShops ?? [];
    this.arrest = q.arrestShops ?? [];
    // The piece is on the map: a click now asks why not, as after placing it by hand.
    this.mode = 'why';
    void this.refresh();
  }

  clearShops(): void {
    if (this.mover === 'gangster') this.owned = [];
    else this.arrest = [];
    void this.refresh();
  }
}
