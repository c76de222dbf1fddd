/**
 * The schema of resources/supergang/board.json and its loader: untrusted JSON in, a typed `CityData` out.
 * Only the shape is checked here; `validate.ts` checks that the city works under the rules.
 */
import { z } from 'zod';
import { ok, refuse, type Result } from '../../../engine/result';
import {
  DISTRICT_IDS,
  FACINGS,
  INITIALS,
  MANHOLE_IDS,
  type BlockId,
  type SectionId,
  type ShopId,
  type SquareId,
} from './types';

const num = z.number().finite();
const point = z.object({ x: num, y: num });
const rect = z.object({ x: num, y: num, w: num.positive(), h: num.positive() });
const facing = z.enum(FACINGS);
const money = z.number().int().nonnegative();

const squareId = z.string().regex(/^s\d+-\d+$/, 'a square id looks like s3-10') as unknown as z.ZodType<SquareId>;
const shopId = z
  .string()
  .regex(/^shop-[a-z0-9-]+$/, 'a shop id looks like shop-lucky-star-bar') as unknown as z.ZodType<ShopId>;
const blockId = z
  .string()
  .regex(/^block-[a-z0-9-]+$/, 'a block id looks like block-7') as unknown as z.ZodType<BlockId>;
const sectionId = z.string().regex(/^kerb-\d+$/, 'a section id looks like kerb-12') as unknown as z.ZodType<SectionId>;

const squareSchema = z.object({
  id: squareId,
  x: z.number().int().nonnegative(),
  y: z.number().int().nonnegative(),
  /** The ways the street runs out of this square, for drawing; the links are the truth and must agree. */
  ways: z.array(facing),
  manhole: z.enum(MANHOLE_IDS).optional(),
  /** A bridge deck: another street passes beneath it, with no square there (SG-4.2.2). */
  bridge: z.boolean().optional(),
});

const shopSchema = z.object({
  id: shopId,
  name: z.string().min(1).max(40),
  district: z.enum(DISTRICT_IDS),
  block: blockId,
  x: z.number().int().nonnegative(),
  y: z.number().int().nonnegative(),
  initials: z.array(z.enum(INITIALS)).max(2),
  managers: z.union([z.literal(1), z.literal(2)]),
  price: money,
  stickUp: money,
  notches: z.array(z.object({ side: facing, square: squareId, x: num, y: num })),
});

const shopTariff = z.object({ price: money, stickUp: money, managers: z.union([z.literal(1), z.literal(2)]) });

/** The schema of board.json. Types below are inferred from it so they never drift apart. */
export const citySchema = z.object({
  $comment: z.string().optional(),
  id: z.string().min(1),
  name: z.string().min(1),
  version: z.number().int().positive(),
  size: z.object({ w: z.number().int().positive(), h: z.number().int().positive() }),
  tariffs: z.object({
    racketIncome: money,
    ownershipIncome: money,
    trafficIncome: money,
    cowardAttack: money,
    basicShop: shopTariff,
    markedShop: shopTariff,
    trafficPawns: z.object({ pairPrice: money, maxAtOnce: z.number().int().positive() }),
    recruit: money,
    cops: money,
  }),
  districts: z.array(
    z.object({
      id: z.enum(DISTRICT_IDS),
      name: z.string().min(1),
      colour: z.string().regex(/^#[0-9a-f]{6}$/),
      rects: z.array(rect).min(1),
    }),
  ),
  centre: z.object({
    rect,
    places: z.object({ jail: rect, clinic: rect, graveyard: rect }),
    gates: z.array(z.object({ n: z.number().int().min(1).max(6), square: squareId, facing, x: num, y: num })),
  }),
  squares: z.array(squareSchema).min(1),
  links: z.array(z.tuple([squareId, squareId])),
  bridges: z.array(
    z.object({ id: z.string().min(1), name: z.string().min(1), deck: squareId, under: z.tuple([squareId, squareId]) }),
  ),
  blocks: z.array(z.object({ id: blockId, rect })),
  shops: z.array(shopSchema),
  communicate: z.array(z.tuple([shopId, shopId])),
  sections: z.array(
    z.object({
      id: sectionId,
      block: blockId,
      from: point,
      to: point,
      squares: z.array(squareId).min(1),
      shops: z.array(shopId),
    }),
  ),
});

export type CityData = z.infer<typeof citySchema>;
export type SquareData = CityData['squares'][number];
export type ShopData = CityData['shops'][number];
export type Notch = ShopData['notches'][number];
export type SectionData = CityData['sections'][number];
export type DistrictData = CityData['districts'][number];
export type GateData = CityData['centre']['gates'][number];
export type Rect = z.infer<typeof rect>;

/**
 * Reads untrusted board JSON. Only the shape is checked; a well-formed city can still break the rules
 * (a notch on no street, a dead end): see `validateCity`.
 */
export function loadCity(raw: unknown): Result<CityData> {
  const parsed = citySchema.safeParse(raw);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length ? ` at ${issue.path.join('.')}` : '';
  return refuse('BOARD_SHAPE', '', `The board file is malformed${where}: ${issue?.message ?? 'unknown problem'}.`);
}
