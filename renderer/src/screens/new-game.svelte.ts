/**
 * The New game lobby: who sits where (family, guests, bots), the game's option toggles, and the dice.
 * Checked here in plain words before anything is sent; the host checks again and has the last word.
 */
import {
  BOT_LEVELS,
  dealFromText,
  dealText,
  plainName,
  repeatedSeatNames,
  type BotLevel,
  type GameInfo,
  type Params,
  type Player,
  type SeatSpec,
} from '@core/protocol';
import type { GameTable, OptionNumber } from '../table/types';
import { seatsAgain, type Again } from './again';

/** Who sits in a seat, as the lobby's menu says it: `player:<id>`, `guest`, or `bot:<level>` (`bot:hard`). */
export type SeatChoice = `player:${string}` | 'guest' | `bot:${BotLevel}`;

/** The level a seat choice names, if it is a computer player. */
export function levelOf(who: SeatChoice): BotLevel | null {
  const level = who.startsWith('bot:') ? who.slice(4) : '';
  return (BOT_LEVELS as readonly string[]).includes(level) ? (level as BotLevel) : null;
}

export interface SeatDraft {
  readonly key: number;
  readonly who: SeatChoice;
  /** The name for a guest or a bot (family members bring their own). */
  readonly name: string;
  /** A computer seat says in the table's log why it made each move (off unless asked). */
  readonly explain: boolean;
}

export type DiceMode = 'seeded' | 'physical';

/**
 * The names a new computer seat is given, first of its own level's: each level's players go by names of their
 * own, so History's standings (a computer player is its name and level) never show one name at three levels.
 */
const LEVEL_NAMES: Readonly<Record<BotLevel, readonly string[]>> = {
  normal: ['Dutch', 'Bugsy', 'Legs', 'Dandy', 'Slick', 'Spats'],
  easy: ['Lucky', 'Baby Face', 'Dimples', 'Sunny', 'Peaches', 'Sleepy'],
  hard: ['Mad Dog', 'Kid Twist', 'Scarface', 'Big Al', 'Lefty', 'The Boss'],
  random: ['Dizzy', 'Wild Bill', 'Loose Lips', 'Shaky', 'Two Dice', 'Hiccup'],
};
const BOT_NAMES = Object.values(LEVEL_NAMES).flat();

export class LobbyState {
  seats = $state.raw<readonly SeatDraft[]>([]);
  toggles = $state.raw<Readonly<Record<string, boolean>>>({});
  /** Chosen values of list options (key → values), e.g. the expansion decks. */
  lists = $state.raw<Readonly<Record<string, readonly string[]>>>({});
  /** One-of-a-few options (key → the value chosen). */
  choices = $state.raw<Readonly<Record<string, string>>>({});
  /** Number options (key → value, null when switched off). */
  numbers = $state.raw<Readonly<Record<string, number | null>>>({});
  dice = $state<DiceMode>('seeded');
  /** The deal number as typed; empty for a fresh deal (core/protocol/deal.ts). */
  deal = $state('');
  /** The deal of the game set out again, as stored: used as it is while the field still shows it. */
  private dealSetOut: string | null = null;
  /** The seat that starts, where the game lets the table choose (`GameTable.firstSeat`); null: drawn at random. */
  firstSeat = $state<number | null>(null);
  private nextKey = 0;

  constructor(
    readonly game: GameInfo,
    readonly table: GameTable,
    private readonly players: () => readonly Player[],
  ) {
    this.toggles = Object.fromEntries(
      Object.keys(table.optionLabels ?? {}).map((k) => [k, table.defaultOptions[k] === true]),
    );
    this.lists = Object.fromEntries(
      Object.keys(table.optionLists ?? {}).map((k) => {
        const d = table.defaultOptions[k];
        return [k, Array.isArray(d) ? d.filter((v): v is string => typeof v === 'string') : []];
      }),
    );
    this.choices = Object.fromEntries(
      Object.entries(table.optionChoices ?? {}).map(([k, c]) => {
        const d = table.defaultOptions[k];
        return [k, typeof d === 'string' ? d : (c.choices[0]?.value ?? '')];
      }),
    );
    this.numbers = Object.fromEntries(
      Object.entries(table.optionNumbers ?? {}).map(([k, n]) => {
        const d = table.defaultOptions[k];
        return [k, typeof d === 'number' ? d : n.off ? null : n.suggested];
      }),
    );
    this.setCount(game.minSeats);
  }

  /**
   * Sets out a stored game's table again: its seats, house rules and dice, and its deal when `sameDeal`
   * (and the game has told it, which it does once finished). Options this game no longer has are left out.
   */
  setOut(again: Again, sameDeal: boolean): void {
    const o = again.options;
    const pick = <T>(now: Readonly<Record<string, T>>, ok: (v: unknown) => v is T): Record<string, T> =>
      Object.fromEntries(Object.keys(now).map((k) => [k, ok(o[k]) ? o[k] : (now[k] as T)]));
    this.toggles = pick(this.toggles, (v): v is boolean => typeof v === 'boolean');
    this.lists = pick(
      this.lists,
      (v): v is readonly string[] => Array.isArray(v) && v.every((x) => typeof x === 'string'),
    );
    this.choices = pick(this.choices, (v): v is string => typeof v === 'string');
    this.numbers = pick(this.numbers, (v): v is number | null => v === null || typeof v === 'number');
    const count = Math.min(this.game.maxSeats, Math.max(this.game.minSeats, again.seats.length));
    this.seats = seatsAgain(again.seats.slice(0, count), this.players(), this.levels, this.defaultLevel).map((s) => ({
      ...s,
      key: this.nextKey++,
    }));
    this.setCount(count);
    const first = this.table.firstSeat ? o[this.table.firstSeat.key] : null;
    this.firstSeat = typeof first === 'number' && first < this.seats.length ? first : null;
    this.dice = again.dice;
    this.dealSetOut = sameDeal ? again.deal : null;
    this.deal = this.dealSetOut ? dealText(this.dealSetOut) : '';
  }

  setChoice(key: string, value: string): void {
    this.choices = { ...this.choices, [key]: value };
  }

  setNumber(key: string, value: number | null): void {
    this.numbers = { ...this.numbers, [key]: value };
  }

  /** Is this option offered at the table's size? */
  offered(key: string): boolean {
    const only = this.table.optionSeats?.[key];
    return !only || only.includes(this.seats.length);
  }

  /** Adds or removes one value of a list option. */
  setListValue(key: string, value: string, on: boolean): void {
    const now = this.lists[key] ?? [];
    const next = on ? [...now.filter((v) => v !== value), value] : now.filter((v) => v !== value);
    this.lists = { ...this.lists, [key]: next };
  }

  /**
   * Family first, in roster order, then bots: a new table is ready to start as it is. With nobody on the
   * roster, the first seat is for the person at the screen (a guest, named as they sit down): a new family's
   * first Start must not set the computer playing itself.
   */
  setCount(count: number): void {
    const n = Math.min(this.game.maxSeats, Math.max(this.game.minSeats, count));
    const seats = this.seats.slice(0, n);
    while (seats.length < n) seats.push(this.freshSeat(seats));
    this.seats = seats;
    if (this.firstSeat !== null && this.firstSeat >= n) this.firstSeat = null;
  }

  /** The name a seat goes by in the lobby: its player's, or the name typed for a guest or a bot. */
  seatName(index: number): string {
    const s = this.seats[index];
    const name = s ? (this.player(s.who)?.name ?? s.name.trim()) : '';
    return name || `Seat ${index + 1}`;
  }

  setWho(key: number, who: SeatChoice): void {
    this.seats = this.seats.map((s) => {
      if (s.key !== key) return s;
      const wasBot = s.who.startsWith('bot:');
      const isBot = who.startsWith('bot:');
      const level = levelOf(who);
      // A computer seat's given name follows its level; a name typed for it stays.
      const given = !wasBot || BOT_NAMES.includes(s.name.trim());
      const others = this.seats.filter((o) => o.key !== key);
      const name = isBot && level && given ? this.botName(others, level, s.name.trim()) : isBot ? s.name : '';
      return { ...s, who, name };
    });
  }

  setExplain(key: number, explain: boolean): void {
    this.seats = this.seats.map((s) => (s.key === key ? { ...s, explain } : s));
  }

  setName(key: number, name: string): void {
    this.seats = this.seats.map((s) => (s.key === key ? { ...s, name } : s));
  }

  setToggle(key: string, on: boolean): void {
    this.toggles = { ...this.toggles, [key]: on };
  }

  /** The least a lobby number takes at the table as set: its own least, or more for the players seated. */
  least(key: string): number {
    const n = this.table.optionNumbers?.[key];
    if (!n) return 0;
    return Math.max(n.min, n.least?.(this.seats.length).min ?? n.min);
  }

  /** What is wrong with the table as set, in plain words (empty when all is well). */
  problems(): string[] {
    const out: string[] = [];
    for (const [key, n] of Object.entries(this.table.optionNumbers ?? {})) {
      const v = this.numbers[key];
      if (v === null || v === undefined || !this.offered(key) || this.unused(key)) continue;
      const least = this.least(key);
      if (!fits(v, n, least)) {
        const why = n.least?.(this.seats.length).why;
        out.push(
          `${n.label}: choose a whole number from ${least.toLocaleString('en-US')} to ${n.max.toLocaleString('en-US')}${why ? ` (${why})` : ''}.`,
        );
      }
    }
    if (this.deal.trim() && !this.seed())
      out.push('Deal number: type the number shown at the end of a game, or leave it empty for a fresh deal.');
    const seen: string[] = [];
    this.seats.forEach((s, i) => {
      if (s.who.startsWith('player:')) {
        const p = this.player(s.who);
        if (!p) out.push(`Seat ${i + 1}: that player is no longer on the roster. Choose someone else.`);
        else if (seen.includes(p.id)) out.push(`${p.name} is in two seats. Everyone plays one seat only.`);
        else seen.push(p.id);
      } else if (!s.name.trim()) {
        out.push(`Seat ${i + 1} needs a name.`);
      } else if (s.name.trim().length > 40) {
        out.push(`Seat ${i + 1}: names are at most 40 characters.`);
      } else if (s.who === 'guest') {
        // A guest typed with a family member's name would stand beside them in the standings as someone else.
        const same = this.players().find((p) => plainName(p.name) === plainName(s.name));
        if (same)
          out.push(
            `Seat ${i + 1}: ${same.name} is on the family roster. Choose ${same.name} from the list, so the game counts as theirs, or type another name.`,
          );
      }
    });
    // Two seats of one name: the curtain would pass the screen to "Dad" and "Dad". A family member in two
    // seats is said above, once.
    const ids = this.seats.map((s) => this.player(s.who)?.id);
    const names = this.seats
      .map((s) => this.player(s.who)?.name ?? s.name)
      .filter((_, i) => ids[i] === undefined || ids.indexOf(ids[i]) === i);
    out.push(...repeatedSeatNames(names));
    return out;
  }

  seatSpecs(): SeatSpec[] {
    return this.seats.map((s) => {
      const level = levelOf(s.who);
      if (level) return { kind: 'bot', level, name: s.name.trim(), ...(s.explain ? { explain: true } : {}) };
      const p = this.player(s.who);
      return p ? { kind: 'human', playerId: p.id, name: p.name } : { kind: 'human', name: s.name.trim() };
    });
  }

  options(): Params<'match.create'>['options'] {
    const set = this.chosen();
    // A number greyed by the others (`optionNotUsed`) cannot be put right, so one out of range goes as the
    // game's default; the field keeps what was typed, for when it counts again.
    for (const [key, n] of Object.entries(this.table.optionNumbers ?? {})) {
      const v = set[key];
      if (typeof v === 'number' && !fits(v, n, this.least(key)) && this.table.optionNotUsed?.[key]?.(set))
        set[key] = this.table.defaultOptions[key] as Params<'match.create'>['options'][string];
    }
    return set;
  }

  /** Why an option means nothing with the others as chosen, or null (`GameTable.optionNotUsed`). */
  unused(key: string): string | null {
    return this.table.optionNotUsed?.[key]?.(this.chosen()) ?? null;
  }

  private chosen(): Params<'match.create'>['options'] {
    return {
      ...(this.table.defaultOptions as Params<'match.create'>['options']),
      ...this.toggles,
      ...Object.fromEntries(Object.entries(this.lists).map(([k, v]) => [k, [...v]])),
      ...this.choices,
      ...this.numbers,
      ...(this.table.firstSeat ? { [this.table.firstSeat.key]: this.firstSeat } : {}),
    };
  }

  /** The seed of the deal asked for; undefined for a fresh one (the host deals). */
  seed(): string | undefined {
    if (this.dealSetOut && this.deal === dealText(this.dealSetOut)) return this.dealSetOut;
    return dealFromText(this.deal) ?? undefined;
  }

  /** The levels offered for a computer seat: Easy, Normal, Hard (those the game has), then Random. */
  get levels(): BotLevel[] {
    const has = this.game.botLevels;
    return [...BOT_LEVELS.filter((l) => l !== 'random' && has.includes(l)), 'random'];
  }

  /** A new computer seat plays at Normal where the game has it. */
  private get defaultLevel(): BotLevel {
    return this.game.botLevels.includes('normal') ? 'normal' : 'random';
  }

  player(who: SeatChoice): Player | undefined {
    return who.startsWith('player:') ? this.players().find((p) => `player:${p.id}` === who) : undefined;
  }

  private freshSeat(taken: readonly SeatDraft[]): SeatDraft {
    const used = taken.map((s) => s.who);
    const free = this.players().find((p) => !used.includes(`player:${p.id}`));
    const key = this.nextKey++;
    if (free) return { key, who: `player:${free.id}`, name: '', explain: false };
    const level = this.defaultLevel;
    if (this.players().length > 0)
      return { key, who: `bot:${level}`, name: this.botName(taken, level), explain: false };
    if (taken.length === 0) return { key, who: 'guest', name: '', explain: false };
    // Each computer seat keeps the name it had when the computer filled every seat (Bugsy in seat 2, Legs
    // in seat 3): the same players in History's standings, and Dutch free for seat 1 if it is made a computer.
    const own = LEVEL_NAMES[level][taken.length];
    const name = own && !taken.some((s) => s.name.trim() === own) ? own : this.botName(taken, level);
    return { key, who: `bot:${level}`, name, explain: false };
  }

  /** A name for a computer seat of `level`, none taken at the table: its own (`keep`) if it is of that level. */
  private botName(taken: readonly SeatDraft[], level: BotLevel, keep = ''): string {
    const used = taken.map((s) => s.name.trim());
    const own = LEVEL_NAMES[level];
    if (own.includes(keep) && !used.includes(keep)) return keep;
    return [...own, ...BOT_NAMES].find((n) => !used.includes(n)) ?? `Bot ${taken.length + 1}`;
  }
}

/** A lobby number within its field's bounds, the least at this table `least`. */
function fits(v: number, n: OptionNumber, least: number): boolean {
  return Number.isInteger(v) && v >= least && v <= n.max;
}
