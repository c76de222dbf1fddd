/**
 * Reading a Gangsters seat's view for drawing: what the host let this seat see (a secret is absent),
 * names for places and seats, who owns which Joint, and what each movable piece's die shows.
 */
import { MOVE_DIE, type Gang } from '@core/games/gangsters/board';
import type { GangstersView } from '@core/games/gangsters/view';
import { isBuilding } from '@core/games/gangsters/rules/places';
import type { CityView, EdgeMarks } from '../city-view';
import type { PieceRef } from './legal';
import { pieceName, type Namer } from './words';

/** The view as the Gangsters state it is, or null when it is not one (a broken or foreign update). */
export function asGView(view: unknown): GangstersView | null {
  if (view === null || typeof view !== 'object') return null;
  const v = view as Partial<GangstersView>;
  return Array.isArray(v.gangs) && typeof v.phase === 'string' && typeof v.turn === 'object'
    ? (view as GangstersView)
    : null;
}

/**
 * The rules edition of the game a view is of (core state.ts `EDITION`; a view of a game of engine version 3
 * or earlier carries none): what the engine's prompts say depends on it.
 */
export function viewEdition(view: unknown): number {
  const e = view !== null && typeof view === 'object' ? (view as { edition?: unknown }).edition : undefined;
  return typeof e === 'number' ? e : 3;
}

export const GANG_WORDS: Readonly<Record<Gang, string>> = {
  red: 'Red',
  yellow: 'Yellow',
  green: 'Green',
  brown: 'Brown',
};

export function makeNamer(city: CityView, s: GangstersView | null): Namer {
  return {
    place(id) {
      const p = city.byId.get(id);
      return p ? p.name : id;
    },
    seat(seat) {
      if (s && seat === s.commissioner) return 'the Police Commissioner';
      const g = s?.gangs.find((x) => x.seat === seat);
      return g ? GANG_WORDS[g.gang] : `Seat ${seat + 1}`;
    },
  };
}

/** Joint owners by building, for the map's chips. */
export function ownersOf(s: GangstersView): Record<string, Gang> {
  const out: Record<string, Gang> = {};
  for (const [id, j] of Object.entries(s.joints)) {
    const g = j.owner === null ? undefined : s.gangs.find((x) => x.seat === j.owner);
    if (g) out[id] = g.gang;
  }
  return out;
}

/** Each Gang's strengths and Joint markers in use, for its board edge. */
export function edgeMarks(s: GangstersView): Partial<Record<Gang, EdgeMarks>> {
  const out: Partial<Record<Gang, EdgeMarks>> = {};
  for (const g of s.gangs) {
    const inUse = Object.values(s.joints).filter((j) => j.owner === g.seat).length;
    out[g.gang] = { ...g.strength, jointsInUse: inUse };
  }
  return out;
}

/** The die that moves a piece and what it shows this turn, or null before the roll. */
export function dieFor(p: PieceRef, s: GangstersView): { colour: string; value: number } | null {
  const kind = p.startsWith('cop') ? 'cop' : p.startsWith('public') ? 'public' : (p as 'racketeer' | 'thug' | 'vamp');
  const colour = MOVE_DIE[kind];
  const value = s.turn.dice[colour];
  return value === undefined ? null : { colour, value };
}

/**
 * Where a piece stands, in a few words: "in Lou's Diner", "on Market Street", "at Market Street and Harbor
 * Street". A street space's whole name ("on Market Street, 2 spaces east of Harbor Street") with `whole`.
 */
export function whereWords(at: string, n: Namer, whole = false): string {
  const name = n.place(at);
  if (isBuilding(at)) return `in ${name}`;
  const street = name.replace(/^Subway \d+, /, '').split(', ')[0] ?? name;
  return `${street.includes(' and ') ? 'at' : 'on'} ${whole ? name : street}`;
}

/**
 * Where a Public stands, said only where another Public of its strength is on the board too ("on Market
 * Street"; the street's whole space where both are on one street), so that two Publics' buttons never read
 * alike unless they share a space; null for a Public its strength alone tells apart ("Public ×2").
 */
function publicWhere(p: PieceRef, s: GangstersView, n: Namer): string | null {
  const pub = s.publics.find((x) => `public:${x.id}` === p);
  if (!pub?.at) return null;
  const twins = s.publics.filter((x) => x.id !== pub.id && x.strength === pub.strength && x.at !== null);
  if (twins.length === 0) return null;
  const where = whereWords(pub.at, n);
  const near = twins.some((x) => x.at !== null && whereWords(x.at, n) === where);
  return near ? whereWords(pub.at, n, true) : where;
}

/**
 * "Racketeer · green die 4", "Public ×2 · white die 6": a piece button's words. A Public told apart by where
 * it stands leaves out the white die every Public shares ("Public ×1 on Market Street"), so that its button
 * keeps to one line and every choice still fits a 1366×768 screen.
 */
export function moverText(p: PieceRef, s: GangstersView, n: Namer): string {
  const d = dieFor(p, s);
  const strength = p.startsWith('public:') ? s.publics.find((x) => `public:${x.id}` === p)?.strength : undefined;
  const name = pieceName(p, n, () => strength);
  const where = p.startsWith('public:') ? publicWhere(p, s, n) : null;
  if (where) return `${name} ${where}`;
  return d ? `${name} · ${d.colour} die ${d.value}` : name;
}
