/** The host's own calls for LAN play (never allowed from the network): the table's switch, seats and discovery. */
import { z } from 'zod';
import { STORED_BOT_LEVELS } from '../bots/levels';

/** What kind of device a guest plays on, as its browser tells (never more than this). */
export const GUEST_DEVICES = ['phone', 'tablet', 'computer'] as const;
export type GuestDevice = (typeof GUEST_DEVICES)[number];

export const publicSeatSchema = z.object({
  seat: z.number().int(),
  status: z.enum(['held', 'open', 'host']),
  /** Who sits there: the guest holding it, or the seat's own name in the game (a person or a computer player). */
  name: z.string().optional(),
  /**
   * A guest holds the seat under a name of their own: the seat's name in the game, which the table's words
   * still use ("Your move, Nonna"), so that everyone can tell whose seat the guest took.
   */
  seatName: z.string().optional(),
  /** A computer player of the game plays this seat, at this level (never given to a guest). */
  computer: z.enum(STORED_BOT_LEVELS).optional(),
  away: z.boolean().optional(),
  /** The device the seat's holder plays on (last seen), for the seat rail's "on a phone". */
  device: z.enum(GUEST_DEVICES).optional(),
  /** A computer player at this level plays the seat while its holder is away. */
  standIn: z.enum(STORED_BOT_LEVELS).optional(),
});
export type PublicSeat = z.infer<typeof publicSeatSchema>;

export const lanStatusSchema = z.object({
  on: z.boolean(),
  /** The network addresses this computer has, to choose from. */
  addresses: z.array(z.object({ name: z.string(), address: z.string() })),
  address: z.string().nullable(),
  port: z.number().int().nullable(),
  /** The port tried first next time the table is switched on (the saved one, else the default). */
  savedPort: z.number().int(),
  code: z.string().nullable(),
  /** The address a phone opens, with the code (also as a QR code, an SVG). */
  joinUrl: z.string().nullable(),
  qrSvg: z.string().nullable(),
  matchId: z.string().nullable(),
  seats: z.array(publicSeatSchema),
  requests: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Why the table is not announced to tables nearby, when it is not. */
  discoveryProblem: z.string().nullable(),
  /** A bot plays an away seat after this many seconds, at this level; null: the seat waits. */
  standIn: z.object({ afterSeconds: z.number().int(), level: z.enum(STORED_BOT_LEVELS) }).nullable(),
  /** Why a table that was on when Mob Night last stopped is not on again (said on the Network screen and Home). */
  notReopened: z.string().nullable().optional(),
});
export type LanStatus = z.infer<typeof lanStatusSchema>;

export const nearbyTableSchema = z.object({
  name: z.string(),
  game: z.string(),
  address: z.string(),
  port: z.number().int(),
});

const none = z.object({}).strict();

/**
 * A table's address ("192.168.1.20:47800") from what a person typed or a nearby table showed: a scheme or
 * a path around it is dropped; null when it is not a host and a port. The page's link to the table and the
 * host's look for it (`lan.reach`) read it the same way.
 */
export function tableAddress(typed: string): string | null {
  const where = typed
    .trim()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '');
  return /^[A-Za-z0-9.-]{1,253}:\d{1,5}$/.test(where) ? where : null;
}

export const LAN_API = {
  'lan.status': { params: none, result: lanStatusSchema },
  'lan.start': {
    params: z
      .object({
        matchId: z.string().min(1).max(64),
        address: z.string().min(1).max(64).optional(),
        port: z.number().int().min(1024).max(65535).optional(),
        standIn: z
          .object({ afterSeconds: z.number().int().min(5).max(3600), level: z.enum(STORED_BOT_LEVELS) })
          .nullable()
          .optional(),
      })
      .strict(),
    result: lanStatusSchema,
  },
  'lan.stop': { params: none, result: lanStatusSchema },
  'lan.seat': {
    params: z.object({ seat: z.number().int().min(0).max(15), change: z.enum(['open', 'close', 'revoke']) }).strict(),
    result: lanStatusSchema,
  },
  'lan.grant': {
    params: z.object({ requestId: z.string().min(1).max(64), seat: z.number().int().min(0).max(15) }).strict(),
    result: lanStatusSchema,
  },
  /** The host says no to a guest's request for a seat; the guest is told and keeps watching. */
  'lan.refuse': {
    params: z.object({ requestId: z.string().min(1).max(64) }).strict(),
    result: lanStatusSchema,
  },
  'lan.nearby': { params: none, result: z.array(nearbyTableSchema) },
  /**
   * Whether a table answers at an address typed to join it ("192.168.1.20:47800"), asked before a page is
   * sent there: 'table' a Mob Night table, 'other' something else answered, 'none' nothing did in time.
   */
  'lan.reach': {
    params: z.object({ address: z.string().min(1).max(300) }).strict(),
    result: z.enum(['table', 'other', 'none']),
  },
} as const;
