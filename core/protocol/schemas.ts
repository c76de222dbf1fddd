/**
 * The entities that cross the API boundary (IPC, browser-mode WebSocket, LAN), as runtime schemas.
 * Types are inferred from the schemas so the two never drift apart.
 */
import { z } from 'zod';
import { BOT_LEVELS, STORED_BOT_LEVELS } from '../bots/levels';

export const SEAT_COLOURS = ['yellow', 'red', 'green', 'brown', 'blue', 'purple', 'orange', 'white'] as const;
/** Every player has an emblem as well as a colour, so nothing is told by colour alone. */
export const EMBLEMS = [
  'fedora',
  'tommy-gun',
  'rose',
  'dice',
  'ace',
  'violin-case',
  'cigar',
  'crescent',
  'roadster',
  'key',
] as const;

const name = z.string().trim().min(1, 'A name needs at least one letter.').max(40, 'Names are at most 40 characters.');
const id = z.string().min(1).max(64);

export const playerSchema = z.object({
  id,
  name,
  colour: z.enum(SEAT_COLOURS),
  emblem: z.enum(EMBLEMS),
  createdAt: z.string(),
});
export type Player = z.infer<typeof playerSchema>;

export const newPlayerSchema = playerSchema.pick({ name: true, colour: true, emblem: true });
export const playerPatchSchema = z.object({
  id,
  name: name.optional(),
  colour: z.enum(SEAT_COLOURS).optional(),
  emblem: z.enum(EMBLEMS).optional(),
});

export const settingsSchema = z.object({
  sound: z.boolean(),
  volume: z.number().min(0).max(1),
  animationSpeed: z.enum(['slow', 'normal', 'fast']),
  reduceMotion: z.boolean(),
  palette: z.enum(['standard', 'colour-blind']),
  /** How long computer players wait before each move, so the people at the table can follow it. */
  botPace: z.enum(['quick', 'steady', 'unhurried']),
});
export type Settings = z.infer<typeof settingsSchema>;
export { BOT_PACE_MS, DEFAULT_SETTINGS } from './defaults';

export const gameInfoSchema = z.object({
  id,
  name: z.string(),
  minSeats: z.number().int(),
  maxSeats: z.number().int(),
  engineVersion: z.string(),
  /** The computer-player levels the game has, weakest first. */
  botLevels: z.array(z.enum(BOT_LEVELS)),
});
export type GameInfo = z.infer<typeof gameInfoSchema>;

export const seatSpecSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human'), playerId: id.optional(), name }),
  /** A stored game may carry a legacy level id (`heuristic`, now Normal): it is read, never written anew. */
  /**
   * `explain`: the seat's computer player says in the table's log why it made each move. Off when absent,
   * so games stored before it existed read as they were.
   */
  z.object({ kind: z.literal('bot'), level: z.enum(STORED_BOT_LEVELS), name, explain: z.boolean().optional() }),
]);
export type SeatSpec = z.infer<typeof seatSpecSchema>;

export const gameStatusSchema = z.enum(['active', 'finished', 'abandoned']);
export type GameStatus = z.infer<typeof gameStatusSchema>;

/** The orders History lists games in: newest first (last played), oldest first, longest first, by game. */
export const historySortSchema = z.enum(['newest', 'oldest', 'longest', 'game']);
export type HistorySort = z.infer<typeof historySortSchema>;

export const outcomeSchema = z.object({
  winners: z.array(z.number().int()),
  scores: z.array(z.number()),
  reason: z.string(),
});

/** A person who played a seat: at the host's screen, or on their own device at a game night on the network. */
export const seatPersonSchema = z.object({
  seat: z.number().int(),
  name: z.string(),
  place: z.enum(['here', 'network']),
});
export type SeatPerson = z.infer<typeof seatPersonSchema>;

export const gameSummarySchema = z.object({
  id,
  gameId: z.string(),
  gameName: z.string(),
  status: gameStatusSchema,
  seats: z.array(seatSpecSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  actionCount: z.number().int(),
  outcome: outcomeSchema.nullable(),
  /** Where a game in progress stands ("Round 3 of 5"), when asked for. */
  progress: z.string().optional(),
  /** Who played which seat, where that was recorded (game nights on the network). */
  persons: z.array(seatPersonSchema).optional(),
  /** The campaign the game is filed under, if any. */
  campaignId: z.string().nullable().optional(),
  /** The game's setup options (who sits where can depend on them: SuperGang's police with three gangs). */
  options: z.record(z.string(), z.json()).optional(),
});
export type GameSummary = z.infer<typeof gameSummarySchema>;

export const backupInfoSchema = z.object({
  file: z.string(),
  createdAt: z.string(),
  bytes: z.number(),
  /** What the backup holds, when it could be read (shown so the user can pick the one with their games). */
  players: z.number().int().optional(),
  games: z.number().int().optional(),
  moves: z.number().int().optional(),
});
export type BackupInfo = z.infer<typeof backupInfoSchema>;

/** Whether the records file opened. A problem is shown to the user with the choices to recover. */
export const storeStatusSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('ok'), path: z.string() }),
  z.object({
    state: z.literal('problem'),
    kind: z.enum(['corrupt', 'unreadable', 'too-new', 'lost']),
    message: z.string(),
    path: z.string(),
    backups: z.array(backupInfoSchema),
  }),
]);
export type StoreStatus = z.infer<typeof storeStatusSchema>;

const jsonValue: z.ZodType<unknown> = z.json();

export const pendingSchema = z.object({
  seat: z.number().int(),
  kind: z.string(),
  prompt: z.string(),
  secret: z.boolean().optional(),
  optional: z.boolean().optional(),
  /**
   * A time limit the host enforces. `remainingMs` is what is left when the update is sent (the
   * renderer counts down from its arrival); `paused` while the table has stopped the clock.
   */
  deadline: z
    .object({
      seconds: z.number().positive(),
      onExpiry: z.json(),
      period: z.string().optional(),
      remainingMs: z.number().min(0).optional(),
      paused: z.boolean().optional(),
    })
    .optional(),
});

export const eventSchema = z.object({
  type: z.string(),
  text: z.string(),
  clause: z.string().optional(),
  data: z.record(z.string(), jsonValue).optional(),
});

/** One seat's picture of a match, pushed after every change. */
export const matchUpdateSchema = z.object({
  matchId: id,
  gameId: z.string(),
  seat: z.union([z.number().int(), z.literal('spectator')]),
  version: z.number().int(),
  view: jsonValue,
  pending: z.array(pendingSchema),
  legal: z.array(jsonValue).nullable(),
  /** Table actions this seat may take at any moment, whatever is pending (never blocking anyone). */
  anytime: z.array(jsonValue).nullable(),
  outcome: outcomeSchema.nullable(),
  /** The events since the previous update, redacted for this seat. */
  events: z.array(eventSchema),
  /**
   * On a watch answer: the first move whose events are in `events` (0: the setup). Earlier moves'
   * events are paged with `match.log`, so a long game's log is never sent whole.
   */
  logFrom: z.number().int().optional(),
  /**
   * Set when the stored game is damaged: it is shown read-only as it stood before move `atMove`,
   * with the backups that hold it sound past that move (restore with `match.repair`).
   */
  damage: z.object({ atMove: z.number().int(), message: z.string(), backups: z.array(backupInfoSchema) }).optional(),
  /**
   * The game was abandoned (History): shown as it was left, with nothing to decide (no pending, legal or
   * anytime), never to be played on.
   */
  abandoned: z.literal(true).optional(),
  /** The host could not save the last move it showed, so it took it back: this is the position before it. */
  rewound: z.literal(true).optional(),
  /** With `rewound`: why the move could not be saved, in plain words (a full disk asks for room). */
  unsaved: z.string().max(300).optional(),
});
export type MatchUpdate = z.infer<typeof matchUpdateSchema>;

/** An error as the renderer sees it: a stable code, the clause it enforces and plain words. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  clause: z.string().optional(),
  /** Physical dice to type in; `supply` ('shot') when it is a die the seat supplies itself (`supplied`). */
  needed: z
    .object({ kind: z.enum(['die', 'draw']), range: z.number(), label: z.string(), supply: z.string().optional() })
    .optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * A person's name as people tell names apart, case and spacing aside ("  nonna   ROSA " is "nonna rosa"): a
 * guest typed with a family member's name, a network guest in a seat of their own name.
 */
export function plainName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}
