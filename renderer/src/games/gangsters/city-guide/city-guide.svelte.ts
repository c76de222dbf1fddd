/**
 * The City guide's state: the piece asked about (kind, Gang, start, facing, die or Wheels), the Joints
 * each Gang owns, and the host's answers — where the piece may go and, for a space it cannot reach, why.
 * The renderer computes no moves: every answer comes from `aids.run` (`city-moves`).
 */
import { z } from 'zod';
import type { ApiClient, Params } from '@core/protocol';
import { FACINGS, GANGS, type Facing, type Gang, type PieceKind } from '@core/games/gangsters/board';
import type { LegalMove, MoveQuery } from '@core/games/gangsters/movement/types';
import { destinations } from '../destinations';
import { plainMessage } from '../../../lib/api-error';
import { whyAnswer, whySchema, type WhyAnswer } from '../../../components/city-map/why';

const stepSchema = z.object({
  space: z.string(),
  how: z.enum(['entry', 'street', 'in', 'out', 'through', 'transfer']),
});
const answerSchema = z.object({
  moves: z.array(
    z.object({
      to: z.string(),
      facing: z.enum(FACINGS).nullable(),
      path: z.array(stepSchema),
      copReplaced: z.boolean(),
      subway: z.boolean(),
    }),
  ),
  why: whySchema,
});

type Json = Params<'aids.run'>['params'];
/** A move query is plain JSON by construction (strings, numbers, booleans, records); TypeScript cannot see that. */
const json = (value: { query: MoveQuery; target?: string }): Json => value as unknown as Json;

/** What the guide needs to know about the board's spaces (from the drawn city, not the rules). */
export interface CityFacts {
  isStreet(id: string): boolean;
  /** A colored building, which a Gang can own. */
  isColoured(id: string): boolean;
}

/** What a click on the board does. */
export type ClickMode = 'place' | 'why' | 'owners';

export const isGangster = (kind: PieceKind): boolean => kind !== 'cop' && kind !== 'public';

export class CityGuideState {
  kind = $state<PieceKind>('racketeer');
  gang = $state<Gang>('red');
  /** The start: a street space or building id; ignored while entering from the Subway. */
  at = $state<string | null>(null);
  fromSubway = $state(false);
  facing = $state<Facing>('east');
  die = $state(3);
  wheels = $state(false);
  wheelsTotal = $state(10);
  owners = $state.raw<Readonly<Record<string, Gang>>>({});
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

  get gangster(): boolean {
    return isGangster(this.kind);
  }

  get entering(): boolean {
    return this.fromSubway && !this.gangster;
  }

  get steps(): number {
    return this.gangster && this.wheels ? this.wheelsTotal : this.die;
  }

  /** The question for the host, or null while the piece has nowhere to start. */
  get query(): MoveQuery | null {
    if (!this.entering && this.at === null) return null;
    const q: { -readonly [K in keyof MoveQuery]: MoveQuery[K] } = {
      kind: this.kind,
      at: this.entering ? null : this.at,
      steps: this.steps,
      state: { owners: this.owners },
    };
    if (this.gangster) q.gang = this.gang;
    if (!this.entering && this.at !== null && this.city.isStreet(this.at)) q.facing = this.facing;
    if (this.gangster && this.wheels) q.wheels = true;
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
    return id ? (this.moves.find((m) => m.to === id)?.path ?? null) : null;
  }

  set<K extends 'kind' | 'gang' | 'facing' | 'die' | 'wheels' | 'wheelsTotal' | 'fromSubway'>(
    key: K,
    value: CityGuideState[K],
  ): void {
    (this as Record<K, unknown>)[key] = value;
    if (key === 'kind' && this.gangster) this.fromSubway = false;
    if (key === 'fromSubway' && value === true) this.mode = 'why';
    void this.refresh();
  }

  /** A click (or Enter) on a space or building, by the current mode. */
  activate(id: string): void {
    if (this.mode === 'owners') {
      this.cycleOwner(id);
      return;
    }
    if (this.mode === 'place') {
      this.at = id;
      this.fromSubway = false;
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
    void this.ask(id);
  }

  cycleOwner(id: string): void {
    if (!this.city.isColoured(id)) return;
    const now = this.owners[id];
    const next = now === undefined ? GANGS[0] : GANGS[GANGS.indexOf(now) + 1];
    const owners = { ...this.owners };
    if (next) owners[id] = next;
    else delete owners[id];
    this.owners = owners;
    void this.refresh();
  }

  clearOwners(): void {
    this.owners = {};
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
        await this.api['aids.run']({ gameId: 'gangsters', aid: 'city-moves', params: json({ query }) }),
      );
      if (request !== this.request) return;
      this.moves = answer.moves;
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
        await this.api['aids.run']({ gameId: 'gangsters', aid: 'city-moves', params: json({ query, target }) }),
      );
      if (request !== this.request) return;
      this.why = whyAnswer(target, answer.why);
      this.error = null;
    } catch (e) {
      if (request === this.request) this.error = plainMessage(e);
    }
  }
}
