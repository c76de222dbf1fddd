/**
 * The SuperGang City guide's state: the piece asked about (gangster or cop group, start, facing, die),
 * the shops it owns or may raid, and the host's answers — where it may go and, for a place it cannot
 * reach, why. The renderer computes no moves: every answer comes from `aids.run` (`city-moves`).
 */
import { z } from 'zod';
import type { ApiClient, Params } from '@core/protocol';
import { FACINGS, type Facing } from '@core/games/supergang/board';
import type { LegalMove, MoveQuery } from '@core/games/supergang/movement/types';
import { plainMessage } from '../../../lib/api-error';
import { whyAnswer, whySchema, type WhyAnswer } from '../../../components/city-map/why';
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

type Json = Params<'aids.run'>['params'];
/** A move query is plain JSON by construction; TypeScript cannot see that. */
const json = (value: { query: MoveQuery; target?: string }): Json => value as unknown as Json;

/** What the guide needs to know about the map's places (from the drawn city, not the rules). */
export interface CityFacts {
  isSquare(id: string): boolean;
  isShop(id: string): boolean;
}

/** What a click on the map does. */
export type ClickMode = 'place' | 'why' | 'shops';
/** A facing, or `any` for a piece free to set off any way (out of a shop on a one, up out of the sewer). */
export type FacingChoice = Facing | 'any';

export class SgCityGuideState {
  mover = $state<MoverKind>('gangster');
  /** The start: a street square, a shop, or the centre; null until placed. */
  at = $state<string | null>(null);
  facing = $state<FacingChoice>('east');
  die = $state(3);
  /** Shops the gangster's gang owns (crossed like streets, SG-4.3.5). */
  owned = $state.raw<readonly string[]>([]);
  /** Shops where a cop group may arrest someone (the only shops cops enter, SG-9.1.4). */
  arrest = $state.raw<readonly string[]>([]);
  mode = $state<ClickMode>('place');

  moves = $state.raw<readonly LegalMove[]>([]);
  loading = $state(false);
  error = $state<string | null>(null);
  why = $state.raw<WhyAnswer | null>(null);
  /** The destination whose path is drawn: pointed at (hover or focus) wins over picked (click or tap). */
  pointed = $state<string | null>(null);
  picked = $state<string | null>(null);
  private request = 0;

  constructor(
    private readonly api: ApiClient,
    private readonly city: CityFacts,
  ) {}

  /** The shops the click mode "shops" marks, for the piece asked about. */
  get marked(): readonly string[] {
    return this.mover === 'gangster' ? this.owned : this.arrest;
  }

  get onStreet(): boolean {
    return this.at !== null && this.city.isSquare(this.at);
  }

  /** The question for the host, or null while the piece has nowhere to start. */
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

  get shown(): string | null {
    const id = this.pointed ?? this.picked;
    return id && this.reachable.has(id) ? id : null;
  }

  get path(): LegalMove['path'] | null {
    const id = this.shown;
    return id ? pathTo(this.moves, id) : null;
  }

  set<K extends 'mover' | 'facing' | 'die'>(key: K, value: SgCityGuideState[K]): void {
    (this as Record<K, unknown>)[key] = value;
    void this.refresh();
  }

  /** A click (or Enter) on a square, shop or the centre, by the current mode. */
  activate(id: string): void {
    if (this.mode === 'shops') {
      this.toggleShop(id);
      return;
    }
    if (this.mode === 'place') {
      this.at = id;
      this.mode = 'why';
      this.picked = null;
      void this.refresh();
      return;
    }
    if (this.reachable.has(id)) {
      this.picked = id;
      this.why = null;
      return;
    }
    if (id === CENTRE) {
      this.why = { target: id, code: 'CENTRE', clause: 'SG-3.3', message: '' };
      return;
    }
    void this.ask(id);
  }

  toggleShop(id: string): void {
    if (!this.city.isShop(id)) return;
    const list = this.marked;
    const next = list.includes(id) ? list.filter((s) => s !== id) : [...list, id];
    if (this.mover === 'gangster') this.owned = next;
    else this.arrest = next;
    void this.refresh();
  }

  clearShops(): void {
    if (this.mover === 'gangster') this.owned = [];
    else this.arrest = [];
    void this.refresh();
  }

  /** Asks the host again for every legal move of the piece as it stands now. */
  async refresh(): Promise<void> {
    const query = this.query;
    const request = ++this.request;
    this.why = null;
    if (!query) {
      this.moves = [];
      this.error = null;
      return;
    }
    this.loading = true;
    try {
      const answer = answerSchema.parse(
        await this.api['aids.run']({ gameId: 'supergang', aid: 'city-moves', params: json({ query }) }),
      );
      if (request !== this.request) return;
      this.moves = answer.moves as readonly LegalMove[];
      this.error = null;
    } catch (e) {
      if (request !== this.request) return;
      this.moves = [];
      this.error = plainMessage(e);
    } finally {
      if (request === this.request) this.loading = false;
    }
  }

  /** Why can the piece not end its move on `target`? */
  async ask(target: string): Promise<void> {
    const query = this.query;
    if (!query) return;
    const request = this.request;
    try {
      const answer = answerSchema.parse(
        await this.api['aids.run']({ gameId: 'supergang', aid: 'city-moves', params: json({ query, target }) }),
      );
      if (request !== this.request) return;
      this.why = whyAnswer(target, answer.why);
      this.error = null;
    } catch (e) {
      if (request === this.request) this.error = plainMessage(e);
    }
  }
}
