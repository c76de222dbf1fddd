/**
 * Where each piece's token sits on the map, drawn large enough to read its letter and strength (at least
 * `PRINT_MIN`, labels.ts). A space holds one token: several pieces there make a stack, one piece's face
 * with a count (the place's card lists them all). A building holds one token in each of its space-sized
 * cells, those clear of its name first; pieces beyond its cells stack in the last. Pure layout from the
 * view; no rules.
 */
import type { Facing, Gang } from '@core/games/gangsters/board';
import type { GangstersView } from '@core/games/gangsters/view';
import { isBuilding, type BuildingView, type CityView } from '../city-view';
import { blockHeight, CAP, CHIP, CHIP_INSET, NAME_TRACKING, VALUE_GAP } from '../labels';
import { textWidth } from '../text-metrics';
import type { PieceRef } from './legal';

/** A lone token's scale: its letter and strength print at `PRINT_MIN` or more (PiecesLayer's sizes). */
export const TOKEN_SCALE = 1.35;
/** How far a token reaches from its centre, in board units (its body, without the arrow). */
export const TOKEN_REACH = 1.05 * TOKEN_SCALE;
/** The side of a space, and of a building's cells. */
const CELL = 3;
/** A Joint's level marker ("×2"), beside its owner chip in its building's top-left corner. */
export const LEVEL_MARK = { dx: CHIP_INSET + CHIP + 0.15, dy: CHIP_INSET, w: 2.1, h: CHIP } as const;

export interface Token {
  readonly key: string;
  readonly kind: 'racketeer' | 'thug' | 'vamp' | 'cop' | 'public';
  /** The piece as the legal list names it. */
  readonly ref: PieceRef;
  /** The owning seat of a Gang piece; null for Cops and the Public. */
  readonly seat: number | null;
  readonly gang: Gang | null;
  readonly strength: number;
  readonly criminal: boolean;
  readonly facing: Facing | null;
  readonly at: string;
  readonly x: number;
  readonly y: number;
  readonly scale: number;
  /** The stack the token stands in (several pieces on one spot), or null when it stands alone. */
  readonly stack: string | null;
}

/** Several pieces on one spot: one token's face shows, with how many stand there. */
export interface Stack {
  readonly key: string;
  readonly at: string;
  readonly x: number;
  readonly y: number;
  /** The pieces, strongest first. */
  readonly members: readonly Token[];
}

type Unplaced = Omit<Token, 'x' | 'y' | 'scale' | 'stack'>;

/** Every piece on the board with its spot, and the stacks where several share one. */
export interface PieceLayout {
  readonly tokens: readonly Token[];
  readonly stacks: readonly Stack[];
}

/** Every piece on the board, each on a spot of its place (see `layoutPieces`). */
export function placeTokens(view: CityView, s: GangstersView): Token[] {
  return [...layoutPieces(view, s).tokens];
}

/** Every piece on the board, placed on the spots of its space or building. */
export function layoutPieces(view: CityView, s: GangstersView): PieceLayout {
  const items: Unplaced[] = [];
  for (const g of s.gangs) {
    for (const kind of ['racketeer', 'thug', 'vamp'] as const) {
      const p = g.pieces[kind];
      if (!p) continue;
      items.push({
        key: `${g.seat}:${kind}`,
        kind,
        ref: kind,
        seat: g.seat,
        gang: g.gang,
        strength: g.strength[kind],
        criminal: p.criminal,
        facing: p.facing,
        at: p.at,
      });
    }
  }
  for (const c of s.cops)
    items.push({
      key: `cop:${c.strength}`,
      kind: 'cop',
      ref: `cop:${c.strength}`,
      seat: null,
      gang: null,
      strength: c.strength,
      criminal: false,
      facing: c.facing,
      at: c.at,
    });
  for (const p of s.publics)
    if (p.at !== null)
      items.push({
        key: `public:${p.id}`,
        kind: 'public',
        ref: `public:${p.id}`,
        seat: null,
        gang: null,
        strength: p.strength,
        criminal: false,
        facing: p.facing,
        at: p.at,
      });
  const byPlace = new Map<string, Unplaced[]>();
  for (const it of items) byPlace.set(it.at, [...(byPlace.get(it.at) ?? []), it]);
  const tokens: Token[] = [];
  const stacks: Stack[] = [];
  for (const [at, list] of byPlace) {
    const place = view.byId.get(at);
    if (!place) continue;
    const spots = isBuilding(place) ? buildingSpots(place) : [{ x: place.cx, y: place.cy }];
    const groups = split(strongestFirst(list), spots.length);
    groups.forEach((group, i) => {
      const spot = spots[i] ?? spots[0] ?? { x: place.cx, y: place.cy };
      const key = group.length > 1 ? `stack:${at}:${i}` : null;
      const placed = group.map((it) => ({ ...it, x: spot.x, y: spot.y, scale: TOKEN_SCALE, stack: key }));
      tokens.push(...placed);
      if (key) stacks.push({ key, at, x: spot.x, y: spot.y, members: placed });
    });
  }
  return { tokens, stacks };
}

/** Gang pieces before Cops before the Public, each strongest first (a stack shows its first). */
function strongestFirst(list: readonly Unplaced[]): Unplaced[] {
  const rank = (t: Unplaced) => (t.kind === 'public' ? 2 : t.kind === 'cop' ? 1 : 0);
  return [...list].sort((a, b) => rank(a) - rank(b) || b.strength - a.strength);
}

/** `list` in at most `n` groups: one piece to each but the last, which takes the rest. */
function split<T>(list: readonly T[], n: number): T[][] {
  if (list.length <= n) return list.map((t) => [t]);
  return [...list.slice(0, n - 1).map((t) => [t]), list.slice(n - 1)];
}

interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The box a building's printed name (and price) takes on the map. */
export function labelBox(b: BuildingView): Box {
  const wide = Math.max(...b.label.lines.map((l) => textWidth(l, 'bebas', NAME_TRACKING))) * b.label.size;
  const tall = blockHeight(b.label.lines.length, b.label.size) + (b.valueSize ? VALUE_GAP + CAP * b.valueSize : 0);
  const [w, h] = b.label.turned ? [tall, wide] : [wide, tall];
  return { x: b.lx - w / 2, y: b.ly - h / 2, w, h };
}

/** How much of a token standing at (x, y) the box covers. */
function covered(box: Box, x: number, y: number): number {
  const r = TOKEN_REACH;
  const w = Math.min(box.x + box.w, x + r) - Math.max(box.x, x - r);
  const h = Math.min(box.y + box.h, y + r) - Math.max(box.y, y - r);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * The spots for tokens in a building: the centre of each space-sized cell of its blocks, those least over
 * its name and its Joint's owner chip and level first (then nearest the middle). A one-cell building has the one spot, over its name.
 */
export function buildingSpots(b: BuildingView): { x: number; y: number }[] {
  const box = labelBox(b);
  // The owner chip and the level marker beside it.
  const mark = { x: b.bounds.x + CHIP_INSET, y: b.bounds.y + CHIP_INSET, w: LEVEL_MARK.dx + LEVEL_MARK.w, h: CHIP };
  const cells: { x: number; y: number; over: number; far: number }[] = [];
  for (const r of b.rects)
    for (let y = r.y; y + CELL <= r.y + r.h + 0.01; y += CELL)
      for (let x = r.x; x + CELL <= r.x + r.w + 0.01; x += CELL) {
        const c = { x: x + CELL / 2, y: y + CELL / 2 };
        cells.push({
          ...c,
          over: covered(box, c.x, c.y) + covered(mark, c.x, c.y),
          far: Math.hypot(c.x - b.cx, c.y - b.cy),
        });
      }
  cells.sort((p, q) => p.over - q.over || p.far - q.far);
  return cells.length > 0 ? cells.map(({ x, y }) => ({ x, y })) : [{ x: b.cx, y: b.cy }];
}

/** The tokens standing on one place. */
export function tokensAt(tokens: readonly Token[], at: string): Token[] {
  return tokens.filter((t) => t.at === at);
}
