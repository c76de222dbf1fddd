/**
 * Where each piece's token sits on the map, drawn large enough to read its letter and strength (at least
 * `PRINT_MIN`, labels.ts). A space holds one token: several pieces there make a stack, one piece's face
 * with a count (the place's card lists them all); while a Shootout is fought there, each side shows its own
 * face, slim, side by side. A building gives its pieces a strip beside its name, set again to leave them
 * room (rooms.ts); pieces beyond its spots stack on the last. Pure layout from the view; no rules.
 */
import type { Facing, Gang } from '@core/games/gangsters/board';
import type { GangstersView } from '@core/games/gangsters/view';
import { BUILDING_GAP, isBuilding, type BuildingView, type CityView } from '../city-view';
import { CHIP, CHIP_INSET } from '../labels';
import type { PieceRef } from './legal';
import {
  clearOf,
  relabelBox,
  roomFor,
  SLIM_REACH,
  TOKEN_REACH,
  TOKEN_SCALE,
  type Box,
  type Relabel,
  type Room,
} from './rooms';

export { TOKEN_REACH, TOKEN_SCALE, type Box } from './rooms';
/** The side of a space, and of a building's cells. */
const CELL = 3;
/** A Joint's level marker ("×2"), beside its owner chip in its building's top-left corner. */
const LEVEL_MARK = { dx: CHIP_INSET + CHIP + 0.15, dy: CHIP_INSET, w: 2.1, h: CHIP } as const;
/** How far in from a building's edge its level marker keeps (the gap between blocks and a little more). */
const MARK_EDGE = BUILDING_GAP + 0.05;
/** The level marker of a one-space square: smaller, in its bottom-right corner, over the chip's corner only. */
const TINY_MARK = { w: 1.3, h: 1.1 } as const;

/**
 * Where a Joint's level marker stands on the map: beside the owner chip where the block is wide enough,
 * under it in a block one space wide, and smaller in the bottom-right corner of a one-space square, so it
 * always stays inside its building.
 */
export function levelMark(b: BuildingView): Box {
  const { x, y, w, h } = b.bounds;
  if (LEVEL_MARK.dx + LEVEL_MARK.w <= w - MARK_EDGE)
    return { x: x + LEVEL_MARK.dx, y: y + LEVEL_MARK.dy, w: LEVEL_MARK.w, h: LEVEL_MARK.h };
  if (LEVEL_MARK.dx + LEVEL_MARK.h <= h - MARK_EDGE)
    return {
      x: x + CHIP_INSET,
      y: y + LEVEL_MARK.dx,
      w: Math.min(LEVEL_MARK.w, w - MARK_EDGE - CHIP_INSET),
      h: LEVEL_MARK.h,
    };
  return { x: x + w - MARK_EDGE - TINY_MARK.w, y: y + h - MARK_EDGE - TINY_MARK.h, ...TINY_MARK };
}

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
  /** A narrower body, the same print (in a block one space deep, and each side of a Shootout on a street). */
  readonly slim: boolean;
}

/** Several pieces on one spot: one token's face shows, with how many stand there. */
export interface Stack {
  readonly key: string;
  readonly at: string;
  readonly x: number;
  readonly y: number;
  /** The pieces, strongest first. */
  readonly members: readonly Token[];
  readonly slim: boolean;
  /** Its count on the left of the face (the left side of a Shootout), not the right. */
  readonly flip: boolean;
}

type Unplaced = Omit<Token, 'x' | 'y' | 'scale' | 'stack' | 'slim'>;

/** Every piece on the board with its spot, the stacks where several share one, and the buildings' rooms. */
export interface PieceLayout {
  readonly tokens: readonly Token[];
  readonly stacks: readonly Stack[];
  /** Each building holding pieces where its name is set again beside them (rooms.ts). */
  readonly rooms: ReadonlyMap<string, Room>;
  /**
   * Every building whose name prints elsewhere than its own place: beside the pieces in it (`rooms`), or,
   * with none in it, clear of its Joint's owner chip and level marker (rooms.ts `clearOf`).
   */
  readonly relabels: ReadonlyMap<string, Relabel>;
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
  const roomed = new Map<string, Room>();
  const fought = shootoutSpaces(s);
  for (const [at, list] of byPlace) {
    const place = view.byId.get(at);
    if (!place) continue;
    let groups: Unplaced[][];
    let spots: { x: number; y: number }[];
    let slim = false;
    if (isBuilding(place)) {
      const room = roomAt(place, list.length, jointMarks(place, s));
      if (room) roomed.set(at, room);
      spots = room ? [...room.spots] : buildingSpots(place);
      slim = room?.slim ?? false;
      groups = split(strongestFirst(list), spots.length);
    } else if (fought.has(at) && sides(list).length > 1) {
      groups = sides(list);
      spots = sideBySide(place.cx, place.cy, groups.length);
      slim = true;
    } else {
      groups = [strongestFirst(list)];
      spots = [{ x: place.cx, y: place.cy }];
    }
    groups.forEach((group, i) => {
      const spot = spots[i] ?? spots[0] ?? { x: place.cx, y: place.cy };
      const key = group.length > 1 ? `stack:${at}:${i}` : null;
      const placed = group.map((it) => ({ ...it, x: spot.x, y: spot.y, scale: TOKEN_SCALE, stack: key, slim }));
      tokens.push(...placed);
      const flip = slim && !isBuilding(place) && i === 0;
      if (key) stacks.push({ key, at, x: spot.x, y: spot.y, members: placed, slim, flip });
    });
  }
  const relabels = new Map<string, Relabel>(roomed);
  for (const id of Object.keys(s.joints)) {
    const b = view.byId.get(id);
    if (!b || !isBuilding(b) || byPlace.has(id)) continue;
    const cleared = clearAt(b, jointMarks(b, s));
    if (cleared) relabels.set(id, cleared);
  }
  return { tokens, stacks, rooms: roomed, relabels };
}

/** Names already set clear of a Joint's marks (pure: the same building and marks give the same setting). */
const cleared = new Map<string, Relabel | null>();

/** `clearOf`, worked out once for a building and its marks. */
function clearAt(b: BuildingView, marks: readonly Box[]): Relabel | null {
  if (marks.length === 0) return null;
  const key = `${b.id}:${marks.length}`;
  if (!cleared.has(key)) cleared.set(key, clearOf(b, marks));
  return cleared.get(key) ?? null;
}

/** Rooms already worked out (pure: the same building, count and marks give the same room). */
const rooms = new Map<string, Room | null>();

/** `roomFor`, clear of the Joint's `marks` where the block leaves room for them, else of the pieces only. */
function roomAt(b: BuildingView, n: number, marks: readonly Box[]): Room | null {
  const key = `${b.id}:${n}:${marks.length}`;
  if (!rooms.has(key)) rooms.set(key, roomFor(b, n, marks) ?? roomFor(b, n));
  return rooms.get(key) ?? null;
}

/** A Joint's owner chip and level marker in building `b`, where it has them. */
function jointMarks(b: BuildingView, s: GangstersView): Box[] {
  const j = s.joints[b.id];
  if (!j || j.owner === null) return [];
  const chip = { x: b.bounds.x + CHIP_INSET, y: b.bounds.y + CHIP_INSET, w: CHIP, h: CHIP };
  return j.level > 1 ? [chip, levelMark(b)] : [chip];
}

/** The street spaces and buildings where a Shootout is being fought now (its questions, Hits and fights). */
export function shootoutSpaces(s: GangstersView): Set<string> {
  const o = s.shootout;
  if (!o) return new Set();
  return new Set([
    ...o.fights.map((f) => f.space),
    ...o.questions.flatMap((q) => (q.kind === 'hit' || q.kind === 'bust' ? [q.space] : [])),
    ...o.hits.map((h) => h.space),
    ...Object.keys(o.busts),
  ]);
}

/**
 * The pieces on a space in a Shootout, by side: each Gang's, then the Cops' (each strongest first); the
 * Public, who fight for nobody, stand under the last side's face. A space has room for two faces side by
 * side: with three sides or more, the first Gang's face stands against one stack of all the others (its
 * dots and count say who is in it, and the place's card lists them), so no face reaches a neighbour's space.
 */
function sides(list: readonly Unplaced[]): Unplaced[][] {
  const bySide = new Map<string, Unplaced[]>();
  const ordered = strongestFirst(list);
  for (const t of ordered.filter((x) => x.kind !== 'public')) {
    const side = t.seat === null ? 'cops' : `seat:${t.seat}`;
    bySide.set(side, [...(bySide.get(side) ?? []), t]);
  }
  const [first, ...others] = [...bySide.values()];
  const out = first ? [first, ...(others.length > 0 ? [others.flat()] : [])] : [];
  const last = out.at(-1);
  if (last) last.push(...ordered.filter((x) => x.kind === 'public'));
  return out;
}

/** `n` slim faces side by side across the middle of a space, just apart. */
function sideBySide(cx: number, cy: number, n: number): { x: number; y: number }[] {
  const step = 2 * SLIM_REACH + 0.04;
  return Array.from({ length: n }, (_, i) => ({ x: cx + (i - (n - 1) / 2) * step, y: cy }));
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

/** The box a building's printed name (and price) takes on the map. */
export function labelBox(b: BuildingView): Box {
  return relabelBox(b);
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
  const chip = { x: b.bounds.x + CHIP_INSET, y: b.bounds.y + CHIP_INSET, w: CHIP, h: CHIP };
  const level = levelMark(b);
  const cells: { x: number; y: number; over: number; far: number }[] = [];
  for (const r of b.rects)
    for (let y = r.y; y + CELL <= r.y + r.h + 0.01; y += CELL)
      for (let x = r.x; x + CELL <= r.x + r.w + 0.01; x += CELL) {
        const c = { x: x + CELL / 2, y: y + CELL / 2 };
        cells.push({
          ...c,
          over: covered(box, c.x, c.y) + covered(chip, c.x, c.y) + covered(level, c.x, c.y),
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

/**
 * Each place's pieces in words (`words` for one piece, listed with commas in the tokens' order), for all
 * places at once: one pass over the pieces, not one for each of the map's hundreds of places.
 */
export function wordsByPlace(tokens: readonly Token[], words: (t: Token) => string): ReadonlyMap<string, string> {
  const by = new Map<string, string[]>();
  for (const t of tokens) {
    const here = by.get(t.at);
    if (here) here.push(words(t));
    else by.set(t.at, [words(t)]);
  }
  return new Map([...by].map(([id, list]) => [id, list.join(', ')]));
}
