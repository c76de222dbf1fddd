/**
 * The Gangsters board: vocabulary, the typed schema of `resources/gangsters/board.json`, and the loader
 * that turns untrusted JSON into a `Board` (shape only; `validate-board.ts` checks the rules' geometry).
 */
import { z } from 'zod';
import { ok, refuse, type Result } from '../../engine/result';

/** The four Gangs, one per board edge (G-3.1). */
export const GANGS = ['red', 'yellow', 'green', 'brown'] as const;
export type Gang = (typeof GANGS)[number];

/** The six purchasable colour classes, dearest first (G-8.1), and the unbuyable gray buildings (G-4.1). */
export const PURCHASABLE_CLASSES = ['red', 'purple', 'blue', 'green', 'yellow', 'brown'] as const;
export type PurchasableClass = (typeof PURCHASABLE_CLASSES)[number];
export const BUILDING_CLASSES = [...PURCHASABLE_CLASSES, 'gray'] as const;
export type BuildingClass = (typeof BUILDING_CLASSES)[number];

/** How many buildings of each colour the original board has; the issue asks us to keep these counts. */
export const CLASS_COUNTS: Readonly<Record<PurchasableClass, number>> = {
  red: 4,
  purple: 5,
  blue: 6,
  green: 7,
  yellow: 8,
  brown: 9,
};

/** Compass facings. Order matters: turning right is +1, left is +3 (mod 4). */
export const FACINGS = ['north', 'east', 'south', 'west'] as const;
export type Facing = (typeof FACINGS)[number];

/** `street` spaces are ordinary; `bridge` spaces are decks; `under` spaces lie beneath a deck (G-6.41). */
export const SPACE_LEVELS = ['street', 'bridge', 'under'] as const;
export type SpaceLevel = (typeof SPACE_LEVELS)[number];

/** Entrance tab shapes, so a class is told by shape as well as colour (G-4.1). */
export const TAB_SHAPES = ['square', 'diamond', 'circle', 'triangle', 'hexagon', 'pentagon', 'half-oval'] as const;

/** The pieces that move on the map. */
export const PIECE_KINDS = ['racketeer', 'thug', 'vamp', 'cop', 'public'] as const;
export type PieceKind = (typeof PIECE_KINDS)[number];
export type GangsterKind = Exclude<PieceKind, 'cop' | 'public'>;

/** The five dice (G-2) and which one moves each piece (G-6.2; colours from the G-6.3, G-6.4 and G-16.2 examples). */
export const DIE_COLOURS = ['red', 'green', 'blue', 'white', 'black'] as const;
export type DieColour = (typeof DIE_COLOURS)[number];
export const MOVE_DIE: Readonly<Record<PieceKind, DieColour>> = {
  racketeer: 'green',
  thug: 'black',
  vamp: 'red',
  cop: 'blue',
  public: 'white',
};

const id = z.string().min(1).max(64);
const num = z.number().finite();
const rect = z.object({ x: num, y: num, w: num.positive(), h: num.positive() });
const facing = z.enum(FACINGS);

const spaceSchema = z.object({
  id,
  x: num,
  y: num,
  w: num.positive(),
  h: num.positive(),
  level: z.enum(SPACE_LEVELS),
  streets: z.array(id).min(1),
  subway: z.number().int().min(1).max(6).optional(),
  intersection: z.boolean().optional(),
});

const buildingSchema = z.object({
  id,
  name: z.string().min(1),
  class: z.enum(BUILDING_CLASSES),
  value: z.number().int().positive().nullable(),
  rects: z.array(rect).min(1),
  entrances: z
    .array(z.object({ space: id, side: facing, tab: z.object({ x: num, y: num }) }))
    .min(1, 'Every building needs an Entrance tab.'),
});

const classInfo = z.object({
  value: z.number().int().positive().nullable(),
  count: z.number().int().positive().nullable(),
  tab: z.enum(TAB_SHAPES),
});

/** The schema of board.json. Types below are inferred from it so they never drift apart. */
export const boardSchema = z.object({
  $comment: z.string().optional(),
  id,
  name: z.string().min(1),
  version: z.number().int().positive(),
  unitInches: num.positive(),
  size: z.object({ w: num.positive(), h: num.positive() }),
  city: rect,
  classes: z.record(z.enum(BUILDING_CLASSES), classInfo),
  reasoning: z.array(z.string()),
  river: z.object({ name: z.string(), points: z.array(z.tuple([num, num])).min(3) }),
  districts: z.array(z.object({ id, name: z.string(), rect })),
  edges: z.array(z.object({ side: facing, gang: z.enum(GANGS), area: rect, jointSquare: rect, gangTrack: rect })),
  streets: z.array(z.object({ id, name: z.string().min(1), spaces: z.array(id).min(2) })),
  spaces: z.array(spaceSchema).min(1),
  links: z.array(z.tuple([id, id])),
  bridges: z.array(
    z.object({ id, name: z.string().min(1), spaces: z.array(id).min(1), over: z.array(id).min(1), span: rect }),
  ),
  buildings: z.array(buildingSchema).min(1),
  connections: z.array(z.tuple([id, id])),
});

export type Board = z.infer<typeof boardSchema>;
export type StreetSpace = Board['spaces'][number];
export type Building = Board['buildings'][number];
export type Rect = z.infer<typeof rect>;

/**
 * Reads untrusted board JSON. Only the shape is checked here; a board can be well-formed and still
 * break the rules (an Entrance on no street, a bridge joined to the street beneath): see `validateBoard`.
 */
export function loadBoard(raw: unknown): Result<Board> {
  const parsed = boardSchema.safeParse(raw);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length ? ` at ${issue.path.join('.')}` : '';
  return refuse('BOARD_SHAPE', '', `The board file is malformed${where}: ${issue?.message ?? 'unknown problem'}.`);
}

/** Is this building one a Racketeer may buy (G-4.1)? */
export function isPurchasable(b: Building): boolean {
  return b.class !== 'gray';
}
