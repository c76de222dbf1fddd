/**
 * Final scores that explain themselves, and per-seat counts over a game. Each game brings its own
 * (`GameReview.score`, `GameReview.tally`): the breakdown follows the game's own scoring, the counts
 * are read from the game's stored events, so both stay the same whenever they are worked out.
 */
import type { GameEvent } from './events';

/** One line of a seat's final score: what it is and how much it added. */
export interface ScorePart {
  readonly label: string;
  readonly value: number;
  /** A few words on where the number comes from ("$37 and 2 cards at $8"). */
  readonly detail?: string;
}

/** One seat's final score, part by part; the parts add up to `total`. */
export interface SeatScore {
  readonly parts: readonly ScorePart[];
  readonly total: number;
  /** What else stood at the end and bears on the game's victory condition, not added to the total. */
  readonly facts?: readonly { readonly label: string; readonly value: string }[];
  /** Something about this seat that decided the game (a whole district, out of the game…). */
  readonly note?: string;
}

/** The breakdown of a finished game's scores, one entry per seat (index = seat). */
export interface ScoreSheet {
  /** What the total is called in this game ("Respect", "Net worth", "Cash"). */
  readonly totalLabel: string;
  /** How the game is won, in a sentence. */
  readonly how: string;
  /** The rulebook clause of the scoring. */
  readonly clause: string;
  readonly seats: readonly SeatScore[];
}

/** One of the moves of a game, as the counts read it: who moved and what it did. */
export interface TalliedMove {
  readonly seat: number;
  readonly events: readonly GameEvent[];
}

/** A number each seat collects over a game ("Whacks", "Shops bought"). */
export interface TallyCount {
  readonly id: string;
  readonly label: string;
}

/** A game's per-seat counts: `count` answers, for each seat, one number per entry of `counts`. */
export interface GameTally {
  readonly counts: readonly TallyCount[];
  count(moves: readonly TalliedMove[], seats: number): number[][];
}

/** `{seat:N}` at the start of an event's text (the engine's way of naming a seat for the table to word). */
export function leadingSeat(text: string): number | null {
  const m = /^\{seat:(\d+)\}/.exec(text);
  return m ? Number(m[1]) : null;
}

/** Every seat named in an event's text, in order. */
export function namedSeats(text: string): number[] {
  return [...text.matchAll(/\{seat:(\d+)\}/g)].map((m) => Number(m[1]));
}

/** A fresh table of zeros, `seats` rows of `width`. */
export function countTable(seats: number, width: number): number[][] {
  return Array.from({ length: seats }, () => Array.from({ length: width }, () => 0));
}

/** Adds `n` to `table[seat][k]` when the seat is one of the table's. */
export function addCount(table: number[][], seat: number | null | undefined, k: number, n = 1): void {
  if (seat === null || seat === undefined) return;
  const row = table[seat];
  if (row && k >= 0 && k < row.length) row[k] = (row[k] ?? 0) + n;
}

/** A number from an event's data, or 0. */
export function dataNumber(e: GameEvent, key: string): number {
  const v = e.data?.[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}
