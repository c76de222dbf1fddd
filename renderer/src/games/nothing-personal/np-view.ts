/**
 * The Nothing Personal view as the board reads it: the JSON a seat receives (core's `viewNp`), typed,
 * plus the public card data (names, types, printed numbers) looked up for drawing. Nothing here
 * decides a rule; it only names and finds things.
 */
import { content, type GangsterCard, type InfluenceCard } from '@core/games/nothing-personal/content';
import type { CardType, GangsterType } from '@core/games/nothing-personal/types';
import type { NpView } from '@core/games/nothing-personal/view';

export type { NpView };

export const asNpView = (v: unknown): NpView | null =>
  v && typeof v === 'object' && 'positions' in v && 'marks' in v ? (v as NpView) : null;

export const board = () => content().board;

export function gangster(id: string): GangsterCard | null {
  return content().gangsterById[id] ?? null;
}

/** The design of an influence card instance (`design#copy`); null for hidden cards. */
export function influence(instance: string): InfluenceCard | null {
  const k = instance.indexOf('#');
  return content().influenceById[k < 0 ? instance : instance.slice(0, k)] ?? null;
}

export function positionName(pos: number): string {
  return board().positions[pos - 1]?.name ?? `Position ${pos}`;
}

/**
 * "Racketeer (Eager Jim Redio)": a position by the name the board and the rulebook give it (a family reads
 * "the Racketeer" aloud, not "number 5"), and who sits there.
 */
export function positionLabel(view: NpView, pos: number): string {
  const g = view.positions[pos - 1];
  const who = g ? gangster(g)?.name : null;
  return `${positionName(pos)}${who ? ` (${who})` : ' (empty)'}`;
}

/** "the Racketeer": a position named in a sentence. */
export const thePosition = (pos: number): string => `the ${positionName(pos)}`;

/** The position a position's arrow points to (drawing only: from the board data). */
export function arrowFrom(pos: number): number | null {
  return board().arrows.find((a) => a.from === pos)?.to ?? null;
}

export const TYPE_NAMES: Record<CardType, string> = {
  thug: 'Thug',
  hitman: 'Hitman',
  gambler: 'Gambler',
  conman: 'Conman',
  none: 'No type',
};

/** Shape of each type's icon, so a type is never told by colour alone. */
export const TYPE_SHAPES: Record<GangsterType, string> = {
  thug: 'square',
  hitman: 'triangle',
  gambler: 'diamond',
  conman: 'circle',
};

/** "+3", "−2", "0": signed numbers as printed on the board. */
export function signed(n: number): string {
  if (n > 0) return `+${n}`;
  if (n < 0) return `\u2212${Math.abs(n)}`;
  return '0';
}

/** Phase names as spoken at the table (NP-4.2–4.7). */
export const PHASE_NAMES: Record<string, string> = {
  placement: 'Opening placement',
  commission: 'The Commission',
  crew: 'The Crew',
  fence: 'The Fence',
  feds: 'The Feds',
  family: 'The Family',
  bookkeeping: 'Bookkeeping',
  over: 'Game over',
};

/** Short words for a position's power, for its plaque (the full text is in board.json). */
export const POWER_SHORT: Record<string, string> = {
  whack: 'Whack ($10)',
  negate: 'Negate token',
  'remove-marker': 'Remove a marker',
  'steal-3': 'Take $3',
  'switch-markers': 'Switch two markers',
  'place-own': 'Place a marker',
  'place-neutral': '3 neutral markers',
  'draw-card': 'Draw a card',
  none: 'Wears the ring',
};

/** A `textLength` that squeezes a long name into `room` units, or undefined when it fits as set. */
export function squeeze(text: string, size: number, room: number): number | undefined {
  return text.length * size * 0.54 > room ? room : undefined;
}

/** "$3", "−$1". */
export const money = (n: number): string => (n < 0 ? `\u2212$${-n}` : `$${n}`);

/** A name without its nickname ("Oscar Sabella"), for narrow boxes; the full name stays in the title. */
export const plainName = (name: string): string => name.replace(/\s*"[^"]*"\s*/g, ' ').trim();
