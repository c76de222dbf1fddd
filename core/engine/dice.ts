import type { GameEvent, Visibility } from './events';
import type { RngState } from './rng';
import { SimRoller } from './sim-roller';

/**
 * Where randomness comes from. Every value a game takes is recorded in the events, so a history
 * can be replayed whatever the source was.
 * - `seeded`: the match's PRNG (default).
 * - `physical`: players roll real dice and type the numbers in; card draws and shuffles still use
 *   the PRNG (the decks are digital).
 * - `script`: fixed values for tests and scenarios.
 * - `replay`: the values recorded for one action, advancing the PRNG exactly as the live game did.
 *
 * `supplied` (live sources only): the acting seat is a person who supplies the dice a game marks as theirs
 * to supply (`RollOptions.supply`, e.g. a SuperGang shot aimed in a mini-game or read off a real dart
 * gun), in the order rolled. Present — even empty — means such a die must be supplied: one left without a
 * value stops the action with `DiceNeeded`. Absent (bots, simulations) means marked dice come from the
 * source like any other. Supplied values are recorded like typed ones, so a replay is exact.
 */
export type DiceSourceSpec =
  | { readonly kind: 'seeded'; readonly supplied?: readonly number[] }
  | { readonly kind: 'physical'; readonly typed: readonly number[]; readonly supplied?: readonly number[] }
  | {
      readonly kind: 'script';
      readonly dice: readonly number[];
      readonly draws?: readonly number[];
      readonly supplied?: readonly number[];
    }
  | { readonly kind: 'replay'; readonly records: readonly RandomRecord[] };

/** One value a game asked for: a die of `sides` faces (1…sides) or a draw index in [0, n). */
export interface RandomRequest {
  readonly kind: 'die' | 'draw';
  /** die: number of faces; draw: the number of items drawn from. */
  readonly range: number;
  readonly label: string;
  /** Set when the acting seat supplies this die itself (its `RollOptions.supply` kind, e.g. 'shot'). */
  readonly supply?: string;
}

export interface RollOptions {
  /** What the roll is for, shown in the log ("move die", "Cop die"). */
  readonly label?: string;
  /** Secret rolls and draws (a bribe marker drawn) are visible to these seats only. */
  readonly visibility?: Visibility;
  /**
   * The die is this seat's to supply when it is the one acting (see `DiceSourceSpec.supplied`); `kind`
   * names what it is ('shot'). Any other seat's action rolls it from the source.
   */
  readonly supply?: { readonly seat: number; readonly kind: string };
}

/** The object a game's `setup` and `apply` use to roll dice and draw. */
export interface Roller {
  die(sides: number, options?: RollOptions): number;
  dice(count: number, sides: number, options?: RollOptions): number[];
  /** A uniform index in [0, n) — for drawing cards and picking from a cup. */
  draw(n: number, options?: RollOptions): number;
  /** A Fisher–Yates shuffle built on `draw`, returning a new array. */
  shuffle<T>(items: readonly T[], options?: RollOptions): T[];
  /**
   * From now on, hands each die, draw and shuffle line to `log` as the value is taken, so that it stands
   * among the game's own lines where the rules took it ("X goes after Y", then the die), instead of
   * before them all. A game calls it with the function that files its own lines; rollers that write no
   * lines (simulations) leave it out. A game whose stored versions filed the dice first calls it only
   * from the edition on that changed this, so older games keep their events as recorded.
   */
  logTo?(log: (event: GameEvent) => void): void;
}

/** A value taken from a source, as recorded in the action log. */
export interface RandomRecord {
  readonly kind: 'die' | 'draw';
  readonly range: number;
  readonly value: number;
  /** Set when the value came from the match PRNG (so a replay advances the PRNG the same way). */
  readonly rng?: true;
}

/** Thrown only inside the kernel to stop an apply whose physical dice were not typed in yet. */
export class DiceNeeded extends Error {
  constructor(readonly request: RandomRequest) {
    super(`dice needed: ${request.label}`);
  }
}

/** A script ran out, or held a value that is not a face of the die: a bug in a test or a history. */
export class ScriptExhausted extends Error {}

/** A number typed in from a physical die that the die cannot show. */
export class BadTypedValue extends Error {
  constructor(
    readonly label: string,
    readonly sides: number,
    readonly value: number,
  ) {
    super(`${label}: ${value} is not a face of a ${sides}-sided die`);
  }
}

/**
 * A roller over a source and the match's PRNG. It records every value in `records` and a
 * 'roll'/'draw' event in `events`, and leaves the advanced PRNG state in `rng`.
 */
export class RecordingRoller implements Roller {
  readonly records: RandomRecord[] = [];
  readonly events: GameEvent[] = [];
  /** Where the lines go once the game has asked for them in place (`logTo`); else `events`. */
  private log: ((event: GameEvent) => void) | null = null;
  private dieIndex = 0;
  private drawIndex = 0;
  private replayIndex = 0;
  private suppliedIndex = 0;

  /** The PRNG stepped in place: its draws are rng.ts `nextInt`'s, without a new state tuple per value. */
  private readonly prng: SimRoller;
  /** `rng` as last set or read, until a value is drawn (a PRNG nothing drew from keeps its tuple). */
  private rngTuple: RngState | null;

  /** `actor`: the seat whose action this is (a die marked for it may be supplied); absent in setup. */
  constructor(
    private readonly source: DiceSourceSpec,
    rng: RngState,
    private readonly actor?: number,
  ) {
    this.prng = new SimRoller(rng);
    this.rngTuple = rng;
  }

  logTo(log: (event: GameEvent) => void): void {
    this.log = log;
  }

  /** Files a line: among the game's own (`logTo`) or in `events`, which the kernel puts before them. */
  private file(event: GameEvent): void {
    if (this.log) this.log(event);
    else this.events.push(event);
  }

  /** The PRNG after the values taken so far. */
  get rng(): RngState {
    return (this.rngTuple ??= this.prng.rng);
  }

  set rng(r: RngState) {
    this.prng.rng = r;
    this.rngTuple = r;
  }

  /** How many supplied values the action did not take (the kernel refuses an action that leaves any). */
  get unusedSupplied(): number {
    const s = this.source;
    return s.kind === 'replay' || !s.supplied ? 0 : s.supplied.length - this.suppliedIndex;
  }

  die(sides: number, options: RollOptions = {}): number {
    if (!Number.isInteger(sides) || sides < 2) throw new Error(`die: bad number of sides ${sides}`);
    const label = options.label ?? `d${sides}`;
    const supplied = this.takeSupplied(sides, label, options.supply);
    const [value, fromRng] = supplied === null ? this.takeDie(sides, label) : [supplied, false];
    this.records.push(record('die', sides, value, fromRng));
    this.file({
      type: 'roll',
      visibility: options.visibility ?? 'public',
      text: `${label}: rolled ${value}`,
      data: { label, sides, value },
      ...(options.visibility && options.visibility !== 'public'
        ? { others: { type: 'roll', text: `${label}: rolled in secret` } }
        : {}),
    });
    return value;
  }

  dice(count: number, sides: number, options: RollOptions = {}): number[] {
    return Array.from({ length: count }, () => this.die(sides, options));
  }

  draw(n: number, options: RollOptions = {}): number {
    const label = options.label ?? 'draw';
    const [value, fromRng] = this.takeDraw(n);
    this.records.push(record('draw', n, value, fromRng));
    this.file({
      type: 'draw',
      visibility: options.visibility ?? { seats: [] },
      text: `${label}: drew item ${value + 1} of ${n}`,
      data: { label, range: n, value },
      others: { type: 'draw', text: `${label}: drew in secret` },
    });
    return value;
  }

  /** One log line per shuffle, not one per swap: the draws are still each recorded for replay. */
  shuffle<T>(items: readonly T[], options: RollOptions = {}): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const [j, fromRng] = this.takeDraw(i + 1);
      this.records.push(record('draw', i + 1, j, fromRng));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    const label = options.label ?? 'shuffle';
    this.file({
      type: 'shuffle',
      visibility: options.visibility ?? { seats: [] },
      text: `${label}: shuffled ${items.length}`,
      data: { label, count: items.length },
      others: { type: 'shuffle', text: `${label}: shuffled` },
    });
    return out;
  }

  /** The acting seat's own value for a die marked as its to supply, or null to roll it from the source. */
  private takeSupplied(sides: number, label: string, supply: RollOptions['supply']): number | null {
    const s = this.source;
    if (!supply || supply.seat !== this.actor || s.kind === 'replay' || !s.supplied) return null;
    const value = s.supplied[this.suppliedIndex];
    if (value === undefined) throw new DiceNeeded({ kind: 'die', range: sides, label, supply: supply.kind });
    this.suppliedIndex++;
    if (!Number.isInteger(value) || value < 1 || value > sides) throw new BadTypedValue(label, sides, value);
    return value;
  }

  private takeDie(sides: number, label: string): [number, boolean] {
    const s = this.source;
    if (s.kind === 'seeded') return [this.fromRng(sides) + 1, true];
    if (s.kind === 'replay') return this.fromReplay('die', sides);
    const list = s.kind === 'physical' ? s.typed : s.dice;
    const value = list[this.dieIndex];
    if (value === undefined) {
      if (s.kind === 'physical') throw new DiceNeeded({ kind: 'die', range: sides, label });
      throw new ScriptExhausted(`script ran out of dice at roll ${this.dieIndex + 1} (${label})`);
    }
    this.dieIndex++;
    if (!Number.isInteger(value) || value < 1 || value > sides) {
      if (s.kind === 'physical') throw new BadTypedValue(label, sides, value);
      throw new ScriptExhausted(`${label}: ${value} is not a face of a ${sides}-sided die`);
    }
    return [value, false];
  }

  private takeDraw(n: number): [number, boolean] {
    const s = this.source;
    if (s.kind === 'replay') return this.fromReplay('draw', n);
    if (s.kind === 'script' && s.draws) {
      const value = s.draws[this.drawIndex];
      if (value === undefined) throw new ScriptExhausted(`script ran out of draws at draw ${this.drawIndex + 1}`);
      this.drawIndex++;
      if (!Number.isInteger(value) || value < 0 || value >= n) {
        throw new ScriptExhausted(`draw ${value} is outside 0…${n - 1}`);
      }
      return [value, false];
    }
    return [this.fromRng(n), true];
  }

  private fromReplay(kind: 'die' | 'draw', range: number): [number, boolean] {
    const records = (this.source as { records: readonly RandomRecord[] }).records;
    const r = records[this.replayIndex++];
    if (!r || r.kind !== kind || r.range !== range) {
      throw new ScriptExhausted(`history diverged at random value ${this.replayIndex}: wanted a ${kind} of ${range}`);
    }
    if (r.rng) {
      const v = this.fromRng(range);
      const expected = kind === 'die' ? v + 1 : v;
      if (expected !== r.value)
        throw new ScriptExhausted(`history diverged: PRNG gave ${expected}, log says ${r.value}`);
    }
    return [r.value, Boolean(r.rng)];
  }

  private fromRng(n: number): number {
    this.rngTuple = null;
    return this.prng.draw(n);
  }
}

/** A value's record, `rng` present only when the value came from the PRNG (keys always in this order). */
function record(kind: 'die' | 'draw', range: number, value: number, fromRng: boolean): RandomRecord {
  return fromRng ? { kind, range, value, rng: true } : { kind, range, value };
}

/** A source that replays exactly the values recorded for one action. */
export function replaySource(records: readonly RandomRecord[]): DiceSourceSpec {
  return { kind: 'replay', records };
}
