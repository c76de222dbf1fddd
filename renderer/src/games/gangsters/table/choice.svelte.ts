/**
 * The choice being made at the Gangsters table: a piece picked on the map (and Wheels or not), the space
 * it goes to and what is left to settle there; or a group of other decisions narrowed field by field.
 * The action list is read through a function, so a fresh update re-derives everything, and a half-made
 * choice the new list no longer allows simply falls back to the start.
 */
import { narrow, type Pick } from '../../../table/narrow';
import {
  destinations,
  facingsOf,
  groups,
  movers,
  nextMoveChoice,
  nextStep,
  litSpaces,
  spacesIn,
  wheelsChoice,
  type GAction,
  type Group,
  type PieceRef,
} from './legal';

const EMPTY: ReadonlyMap<string, readonly GAction[]> = new Map();

export class GChoice {
  piece = $state<PieceRef | null>(null);
  /** With Wheels (G-16.2), when the piece may go either way. */
  wheels = $state(false);
  /** The space chosen for the piece, while a facing, side or the like is still to choose. */
  dest = $state<string | null>(null);
  group = $state<string | null>(null);
  picks = $state.raw<readonly Pick[]>([]);

  constructor(
    private readonly list: () => readonly GAction[],
    private readonly isPlace: (id: string) => boolean,
  ) {}

  get legal(): readonly GAction[] {
    return this.list();
  }
  get movers(): PieceRef[] {
    return movers(this.legal);
  }
  get canWheel(): { with: boolean; without: boolean } {
    return this.piece ? wheelsChoice(this.legal, this.piece) : { with: false, without: false };
  }
  /** Which Wheels variants to light: both exist → as switched; otherwise whichever there is. */
  private get wheelsFilter(): boolean | null {
    const c = this.canWheel;
    return c.with && c.without ? this.wheels : null;
  }
  get dests(): ReadonlyMap<string, readonly GAction[]> {
    return this.piece && this.movers.includes(this.piece)
      ? destinations(this.legal, this.piece, this.wheelsFilter)
      : EMPTY;
  }
  /** The variants still open on the chosen space. */
  get variants(): GAction[] {
    const v = this.dest ? this.dests.get(this.dest) : undefined;
    return v ? narrow(v, this.picks) : [];
  }
  get moveStep(): { path: string; values: readonly unknown[] } | null {
    return this.variants.length > 0 ? nextMoveChoice(this.variants) : null;
  }

  get groups(): Group[] {
    return groups(this.legal);
  }
  get current(): Group | null {
    return this.groups.find((g) => g.key === this.group) ?? null;
  }
  get candidates(): GAction[] {
    const g = this.current;
    return g ? narrow(g.actions, this.picks) : [];
  }
  get groupStep(): { path: string; values: readonly unknown[] } | null {
    return this.candidates.length > 0 ? nextStep(this.candidates) : null;
  }

  /** Spaces lit on the map now, with the facings a piece may end with there (null: no arrow). */
  get lit(): ReadonlyMap<string, readonly (string | null)[]> {
    if (this.piece && !this.dest) return facingsOf(this.dests);
    const step = this.groupStep;
    return litSpaces(step ? spacesIn(step.values, this.isPlace) : []);
  }

  pickPiece(ref: PieceRef | null): void {
    this.piece = ref;
    this.dest = null;
    this.group = null;
    this.picks = [];
    this.wheels = false;
  }

  setWheels(on: boolean): void {
    this.wheels = on;
    this.dest = null;
    this.picks = [];
  }

  /** A space clicked: the action to send when it settles the move, else null (more to choose, or not lit). */
  pickSpace(id: string): GAction | null {
    if (this.piece && !this.dest && this.dests.has(id)) {
      this.dest = id;
      this.picks = [];
      return this.settled();
    }
    const step = this.groupStep;
    if (step && spacesIn(step.values, this.isPlace).includes(id)) return this.pickValue(step.path, id);
    return null;
  }

  chooseGroup(key: string): GAction | null {
    this.piece = null;
    this.dest = null;
    this.group = key;
    this.picks = [];
    return this.settled();
  }

  pickValue(path: string, value: unknown): GAction | null {
    this.picks = [...this.picks, { path, value }];
    return this.settled();
  }

  /** One step back: the last answer, then the space, then the piece or group. */
  back(): void {
    if (this.picks.length > 0) this.picks = this.picks.slice(0, -1);
    else if (this.dest) this.dest = null;
    else this.reset();
  }

  reset(): void {
    this.piece = null;
    this.dest = null;
    this.group = null;
    this.picks = [];
    this.wheels = false;
  }

  get active(): boolean {
    return this.piece !== null || this.group !== null;
  }

  /** The single action left by the choices made, if exactly one is. */
  private settled(): GAction | null {
    if (this.dest) {
      const v = this.variants;
      return v.length > 0 && nextMoveChoice(v) === null ? (v[0] ?? null) : null;
    }
    const c = this.candidates;
    return c.length > 0 && nextStep(c) === null ? (c[0] ?? null) : null;
  }
}
