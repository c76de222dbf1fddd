/**
 * The City guide's state: the piece asked about (kind, Gang, start, facing, die or Wheels), the Joints
 * each Gang owns, and the host's answers — where the piece may go and, for a space it cannot reach, why.
 * The renderer computes no moves: every answer comes from `aids.run` (`city-moves`).
 */
import { z } from 'zod';
import type { ApiClient } from '@core/protocol';
import { FACINGS, GANGS, type Facing, type Gang, type PieceKind } from '@core/games/gangsters/board';
import type { LegalMove, MoveQuery } from '@core/games/gangsters/movement/types';
import { destinations } from '../destinations';
import { CityGuideBase } from '../../../components/city-map/guide.svelte';
import { whySchema } from '../../../components/city-map/why';
import type { GuideStart } from './from-table';

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

/** What the guide needs to know about the board's spaces (from the drawn city, not the rules). */
export interface CityFacts {
  isStreet(id: string): boolean;
  /** A colored building, which a Gang can own. */
  isColoured(id: string): boolean;
}

/** What a click on the board does. */
export type ClickMode = 'place' | 'why' | 'owners';

export const isGangster = (kind: PieceKind): boolean => kind !== 'cop' && kind !== 'public';

export class CityGuideState extends CityGuideBase<LegalMove, MoveQuery, 'owners', LegalMove['path']> {
  kind = $state<PieceKind>('racketeer');
  gang = $state<Gang>('red');
  /** Whether the piece enters from the Subway (then `at` is ignored). */
  fromSubway = $state(false);
  facing = $state<Facing>('east');
  die = $state(3);
  wheels = $state(false);
  wheelsTotal = $state(10);
  owners = $state.raw<Readonly<Record<string, Gang>>>({});
  /** The table's Cop and Public facts, when the guide started from a table (`startFrom`). */
  private tableBoard: GuideStart['board'] = {};

  constructor(
    api: ApiClient,
    private readonly city: CityFacts,
  ) {
    super(api, { gameId: 'gangsters', parse: (raw) => answerSchema.parse(raw) });
  }

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
      state: { ...this.tableBoard, owners: this.owners },
    };
    if (this.gangster) q.gang = this.gang;
    if (!this.entering && this.at !== null && this.city.isStreet(this.at)) q.facing = this.facing;
    if (this.gangster && this.wheels) q.wheels = true;
    return q;
  }

  /** Destinations with every facing a piece may end with there. */
  reachable = $derived(destinations(this.moves));

  protected pathOf(id: string): LegalMove['path'] | null {
    return this.moves.find((m) => m.to === id)?.path ?? null;
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

  /** Starts from the table under the guide: its Joints' owners and, if any, the piece this seat moves now. */
  startFrom(start: GuideStart): void {
    this.owners = start.owners;
    this.tableBoard = start.board;
    const q = start.piece;
    if (q) {
      this.kind = q.kind;
      if (q.gang) this.gang = q.gang;
      this.fromSubway = q.at === null;
      this.at = q.at;
      if (q.facing) this.facing = q.facing;
      this.wheels = q.wheels === true;
      if (this.wheels) this.wheelsTotal = q.steps;
      else this.die = q.steps;
      // The piece is on the map: a click now asks why not, as after placing it by hand.
      this.mode = 'why';
    }
    void this.refresh();
  }

  protected placed(): void {
    this.fromSubway = false;
  }

  protected mark(id: string): void {
    this.cycleOwner(id);
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
}
