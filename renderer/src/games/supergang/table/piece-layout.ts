/**
 * Where the pieces sharing one place stand in it, and how large. No two tokens overlap, and each piece's
 * click area (`hit`) reaches at most half the way to its neighbours, so a click on a piece always reaches
 * that very piece, never a neighbour drawn over it. Two to four on a street square or in a shop keep a size
 * a laptop reads, fanning a little over the place's edges, but only toward a place with at most one piece
 * (SgPieces draws them over it): beside another crowd they keep that side inside their own square, closer
 * together and smaller if need be, so two crowds side by side never overlap (`openSides`).
 */
import type { Box } from '../city-view';

export interface Slot {
  readonly x: number;
  readonly y: number;
  /** The token's half-width. */
  readonly r: number;
  /** The radius that takes the piece's click: at most half the way to the nearest neighbour. */
  readonly hit: number;
}

/**
 * Two to four pieces sharing a square stand large enough to read: each this many squares in half-width,
 * their letters some 9 px high or more on a laptop's 1280×720, where a square is about 21 px. So a small
 * crowd fans out a little over its square's edges (drawn over its neighbours), its centres on the square.
 */
export const SHARED_R = 0.32;
/** A piece alone: large in the middle of its square. */
const ALONE_R = 0.4;
/** The dark edge round every token (SgToken), in squares. */
const EDGE = 0.035;
/** The air between two tokens of a crowd. */
const AIR = 0.02;
/** How far a crowd may reach over an open side of its place: a four's tokens at full size need 0.22. */
export const OVER = 0.23;
/**
 * How far a crowd of five or more may reach: a little further, so that five stand at a size a laptop reads
 * (letters about 9 px, as a four's), six to nine only a little smaller. Still short of the middle of a lone
 * neighbour's square by more than 0.2 of a square, which stays that piece's to click.
 */
export const CROWD_OVER = 0.27;

/** How far `n` pieces sharing a place may reach over its open sides. */
export const reachFor = (n: number): number => (n > 4 ? CROWD_OVER : OVER);

/** Which sides of a place a crowd there may reach over (toward a place holding at most one piece). */
export interface Sides {
  readonly left: boolean;
  readonly right: boolean;
  readonly up: boolean;
  readonly down: boolean;
}

export const ALL_OPEN: Sides = { left: true, right: true, up: true, down: true };

type Pattern = readonly (readonly [number, number])[];
const H = Math.sqrt(3) / 4;
/**
 * Offsets from the crowd's middle, in spacings (centre to centre), for 2 to 4 pieces, the first of each
 * the usual one: two across the diagonal, a triangle, a square; then the ones that fit a narrower room
 * better (two in a row or a column, a triangle on its side). Each point is one spacing from its nearest.
 */
const FEW: readonly (readonly Pattern[])[] = [
  [],
  [],
  [
    [
      [-Math.SQRT1_2 / 2, -Math.SQRT1_2 / 2],
      [Math.SQRT1_2 / 2, Math.SQRT1_2 / 2],
    ],
    [
      [-0.5, 0],
      [0.5, 0],
    ],
    [
      [0, -0.5],
      [0, 0.5],
    ],
  ],
  [
    [
      [-0.5, -H],
      [0.5, -H],
      [0, H],
    ],
    [
      [-H, -0.5],
      [-H, 0.5],
      [H, 0],
    ],
  ],
  [
    [
      [-0.5, -0.5],
      [0.5, -0.5],
      [-0.5, 0.5],
      [0.5, 0.5],
    ],
  ],
  // Five: a die's five, its corners one spacing from the middle (the largest a square holds five).
  [
    [
      [0, 0],
      [-Math.SQRT1_2, -Math.SQRT1_2],
      [Math.SQRT1_2, -Math.SQRT1_2],
      [-Math.SQRT1_2, Math.SQRT1_2],
      [Math.SQRT1_2, Math.SQRT1_2],
    ],
  ],
  // Six: two rows of three, or two columns of three.
  [
    [-1, 0, 1].flatMap((x) => [-0.5, 0.5].map((y) => [x, y] as const)),
    [-1, 0, 1].flatMap((y) => [-0.5, 0.5].map((x) => [x, y] as const)),
  ],
  // Seven: six round one, as coins lie.
  [[[0, 0], ...[0, 1, 2, 3, 4, 5].map((k) => [Math.cos((k * Math.PI) / 3), Math.sin((k * Math.PI) / 3)] as const)]],
];

/**
 * The sides a crowd at `box` may reach over, from how many pieces stand at each point around it
 * (`crowdAt`; a count of 2 or more closes) and the tokens drawn where they are wherever it may be (`others`:
 * the centre's). A side closes toward a crowd beside it, and the left or right side toward a crowd at a
 * corner, so that two crowds' reaches (their square and its open sides) never meet; and toward any of
 * `others` standing in the strip it would reach over.
 */
export function openSides(
  box: Box,
  crowdAt: (x: number, y: number) => number,
  others: readonly Slot[] = [],
  over = OVER,
): Sides {
  const crowded = (dx: number, dy: number) =>
    crowdAt(box.x + box.w / 2 + dx * (box.w / 2 + 0.5), box.y + box.h / 2 + dy * (box.h / 2 + 0.5)) >= 2;
  const inStrip = (x0: number, y0: number, x1: number, y1: number) =>
    others.some((o) => {
      const nx = Math.max(x0, Math.min(o.x, x1));
      const ny = Math.max(y0, Math.min(o.y, y1));
      return Math.hypot(o.x - nx, o.y - ny) < o.r + EDGE;
    });
  const [l, t, r, b] = [box.x, box.y, box.x + box.w, box.y + box.h];
  return {
    left: !crowded(-1, 0) && !crowded(-1, -1) && !crowded(-1, 1) && !inStrip(l - over, t - over, l, b + over),
    right: !crowded(1, 0) && !crowded(1, -1) && !crowded(1, 1) && !inStrip(r, t - over, r + over, b + over),
    up: !crowded(0, -1) && !inStrip(l - over, t - over, r + over, t),
    down: !crowded(0, 1) && !inStrip(l - over, b, r + over, b + over),
  };
}

/** A board's places, by id or listed: never changed once drawn (`crowdLookup` keeps their grid by them). */
type Places =
  | ReadonlyMap<string, { readonly id: string; readonly box: Box }>
  | readonly { readonly id: string; readonly box: Box }[];

/**
 * How many pieces stand at a point of the city, for `openSides`: at the street square or shop there
 * (places one square each, `count` by id); none elsewhere (the centre's pieces are `openSides`' `others`).
 */
export function crowdLookup(places: Places, count: (id: string) => number): (x: number, y: number) => number {
  const cell = cellsOf(places);
  return (x, y) => {
    const id = cell.get(`${Math.floor(x)},${Math.floor(y)}`);
    return id === undefined ? 0 : count(id);
  };
}

/** The city's places by the square their box starts at: worked out once per board, not at every update. */
const cellCache = new WeakMap<object, ReadonlyMap<string, string>>();
function cellsOf(places: Places): ReadonlyMap<string, string> {
  const known = cellCache.get(places);
  if (known) return known;
  const cell = new Map<string, string>();
  for (const p of places.values()) cell.set(`${p.box.x},${p.box.y}`, p.id);
  cellCache.set(places, cell);
  return cell;
}

/** Eight or more (rarer still): rows of as many as the square root, a short last row centred. */
function gridPattern(n: number): Pattern {
  const cols = Math.ceil(Math.sqrt(n));
  const rows = Math.ceil(n / cols);
  return Array.from({ length: n }, (_, i) => {
    const row = Math.floor(i / cols);
    const inRow = Math.min(cols, n - row * cols);
    return [(i % cols) - (inRow - 1) / 2, row - (rows - 1) / 2] as const;
  });
}

/**
 * The largest half-width (at most SHARED_R) at which `pattern` fits `room` wide and high, its centres
 * within `onPlace` of the place's middle (every piece stands on its own place).
 */
function fitR(pattern: Pattern, w: number, h: number, onPlace: number): number {
  const fx = Math.max(...pattern.map(([x]) => Math.abs(x)));
  const fy = Math.max(...pattern.map(([, y]) => Math.abs(y)));
  // Half the crowd's width: f spacings of 2(r + EDGE) + AIR, and a token and its edge.
  const most = (room: number, f: number) => (room / 2 - EDGE - f * (2 * EDGE + AIR)) / (2 * f + 1);
  const centred = (f: number) => (f === 0 ? SHARED_R : (onPlace / f - AIR) / 2 - EDGE);
  return Math.min(SHARED_R, most(w, fx), most(h, fy), centred(fx), centred(fy));
}

/** Half the smallest distance between two of the points (`far` when there is one point). */
function halfGap(points: readonly { x: number; y: number }[], far: number): number {
  let least = far * 2;
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) {
      const a = points[i] as { x: number; y: number };
      const b = points[j] as { x: number; y: number };
      least = Math.min(least, Math.hypot(a.x - b.x, a.y - b.y));
    }
  return least / 2;
}

/**
 * `n` pieces in a street square or a shop (a box one square wide), reaching only over the `open` sides.
 * Closest to the square's middle that the room allows; the click areas stay within the room too.
 */
export function placeSlots(box: Box, n: number, open: Sides = ALL_OPEN): Slot[] {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  if (n === 1) return [{ x: cx, y: cy, r: ALONE_R, hit: 0.48 }];
  const over = reachFor(n);
  const left = box.x - (open.left ? over : 0);
  const right = box.x + box.w + (open.right ? over : 0);
  const top = box.y - (open.up ? over : 0);
  const bottom = box.y + box.h + (open.down ? over : 0);
  const patterns = FEW[n] ?? [gridPattern(n)];
  // The usual pattern unless another fits the room with larger tokens.
  let best = patterns[0] as Pattern;
  const onPlace = Math.min(box.w, box.h) / 2 - 0.01;
  let r = fitR(best, right - left, bottom - top, onPlace);
  for (const p of patterns.slice(1)) {
    const pr = fitR(p, right - left, bottom - top, onPlace);
    if (pr > r + 1e-9) [best, r] = [p, pr];
  }
  const spacing = 2 * (r + EDGE) + AIR;
  const ex = Math.max(...best.map(([x]) => Math.abs(x))) * spacing + r + EDGE;
  const ey = Math.max(...best.map(([, y]) => Math.abs(y))) * spacing + r + EDGE;
  const mx = Math.min(Math.max(cx, left + ex), right - ex);
  const my = Math.min(Math.max(cy, top + ey), bottom - ey);
  const points = best.map(([fx, fy]) => ({ x: mx + fx * spacing, y: my + fy * spacing }));
  // Each takes the clicks on its own token and the air round it, half the way to its nearest neighbour,
  // and never past the room's edge, where another crowd's room may begin.
  const gap = halfGap(points, 1);
  return points.map((p) => ({
    ...p,
    r,
    hit: Math.min(gap, p.x - left, right - p.x, p.y - top, bottom - p.y),
  }));
}

/**
 * `n` pieces in rows of at most `perRow` (fewer rows when the place is wide), each at most `most` in
 * half-width and `gap` short of half its cell (room for its dark edge, and a little air): the centre's
 * waiting room, the jail, the clinic and the graveyard.
 */
export function gridSlots(box: Box, n: number, perRow: number, most: number, gap = 0.05): Slot[] {
  if (n <= 0) return [];
  const cols = Math.min(n, perRow);
  const rows = Math.ceil(n / cols);
  const cellW = box.w / cols;
  const cellH = box.h / rows;
  const r = Math.min(most, cellW / 2 - gap, cellH / 2 - gap);
  const hit = Math.min(cellW, cellH) / 2;
  const out: Slot[] = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / cols);
    const inRow = Math.min(cols, n - row * cols);
    const col = i % cols;
    // A short last row is centred under the full ones.
    const offset = ((cols - inRow) * cellW) / 2;
    out.push({ x: box.x + offset + cellW * (col + 0.5), y: box.y + cellH * (row + 0.5), r, hit });
  }
  return out;
}

/**
 * The smallest half-width a token of a crowd keeps: its letter (1.45 times it, SgToken; a cop's number as
 * large) 9 px high or more on a laptop's 1280×720, where a square is some 23.2 px. A crowd that would
 * stand smaller stacks instead (`crowdIn`).
 */
export const READ_R = 0.275;
/** A square's size on screen at 1280×720 and the smallest print on the board, in pixels. */
export const LAPTOP_SQUARE_PX = 23.2;
export const PRINT_MIN_PX = 9;
/** A token's print (its letter, or a cop's number) for its half-width, in squares (SgToken). */
export const printOf = (r: number): number => 1.45 * r;

/**
 * A crowd too large to stand apart in its square at a size a laptop reads: one piece's face, with a badge
 * saying how many more stand under it ("+5"), all inside the square. The face sits toward the lower left,
 * the badge in the upper right corner, clear of the face's letter.
 */
export interface StackSpot {
  /** The face: its middle and half-width. */
  readonly x: number;
  readonly y: number;
  readonly r: number;
  /** The badge's box, its text's size, and the text ("+5"). */
  readonly badge: Box;
  readonly print: number;
  readonly text: string;
  /** The stack takes the clicks on the whole square. */
  readonly hit: Box;
}

/** The face's half-width in a stack: its letter some 9.8 px at 1280×720. */
export const STACK_R = 0.29;
/** The badge's print: some 9.3 px at 1280×720. */
const BADGE_PRINT = 0.4;

/** `n` pieces (two or more) stacked in the square `box`. */
export function stackIn(box: Box, n: number): StackSpot {
  const text = `+${n - 1}`;
  const w = Math.min(box.w - 0.04, 0.12 + 0.22 * text.length);
  return {
    x: box.x + box.w * 0.4,
    y: box.y + box.h * 0.58,
    r: STACK_R,
    badge: { x: box.x + box.w - 0.02 - w, y: box.y + 0.02, w, h: 0.4 },
    print: BADGE_PRINT,
    text,
    hit: box,
  };
}

/**
 * How `n` pieces stand in a street square or shop: apart (`placeSlots`) while each keeps a size a laptop
 * reads (READ_R), else stacked (`stackIn`).
 */
export function crowdIn(
  box: Box,
  n: number,
  open: Sides = ALL_OPEN,
): { readonly slots: Slot[] } | { readonly stack: StackSpot } {
  const slots = placeSlots(box, n, open);
  return n < 2 || Math.min(...slots.map((s) => s.r)) >= READ_R ? { slots } : { stack: stackIn(box, n) };
}
