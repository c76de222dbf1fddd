/**
 * The one typed API between the renderer (or a LAN peer) and the host. Each call has a params
 * schema, validated by the host at every boundary, and a result schema.
 */
import { z } from 'zod';
import { LAN_API } from './lan';
import type { Method } from './methods';
import { MAX_FRAME_BYTES, MAX_ID_LENGTH, MAX_SEAT } from './limits';
import { plainJson } from './plain-json';
import {
  backupInfoSchema,
  eventSchema,
  gameInfoSchema,
  gameSummarySchema,
  matchUpdateSchema,
  newPlayerSchema,
  playerPatchSchema,
  playerSchema,
  historySortSchema,
  seatSpecSchema,
  settingsSchema,
  storeStatusSchema,
} from './schemas';
import { campaignName, campaignSchema, scoreSheetSchema, tallyCountSchema, tallySchema } from './past';

const none = z.object({}).strict();
const matchId = z.string().min(1).max(MAX_ID_LENGTH);
const seatRef = z.union([z.number().int().min(0).max(MAX_SEAT), z.literal('spectator')]);
/** Whose eyes a stored game is seen through: a seat, the public, or everyone (finished games only). */
const viewpoint = z.union([z.number().int().min(0).max(MAX_SEAT), z.literal('spectator'), z.literal('all')]);
const logEntries = z.array(z.object({ seq: z.number().int(), events: z.array(eventSchema) }));

export const API = {
  'app.info': {
    params: none,
    result: z.object({
      version: z.string(),
      mode: z.enum(['electron', 'browser']),
      /** The records folder: only for the app's own window, never sent to a browser tab or peer. */
      dataDir: z.string().optional(),
      /**
       * The pause before each computer move, in ms, when the app was started with one fixed
       * (MOB_NIGHT_BOT_DELAY_MS): it is then in force whatever pace Settings holds. Absent otherwise.
       */
      botDelayMs: z.number().min(0).optional(),
      store: storeStatusSchema,
    }),
  },
  'store.status': { params: none, result: storeStatusSchema },
  'store.recover': {
    params: z.discriminatedUnion('choice', [
      z.object({ choice: z.literal('restore-backup'), file: z.string().min(1).max(255) }),
      z.object({ choice: z.literal('start-new') }),
    ]),
    result: storeStatusSchema,
  },
  /** The copies of the records beside the file, newest first, with what each holds (at the host only). */
  'store.backups': { params: none, result: z.array(backupInfoSchema) },
  /** Takes a copy of the records now, as at every start and quit; answers with the copies kept after it. */
  'store.backup': { params: none, result: z.array(backupInfoSchema) },
  'games.list': { params: none, result: z.array(gameInfoSchema) },
  'players.list': { params: none, result: z.array(playerSchema) },
  /** Refused (NAME_TAKEN) when someone on the roster already has the name, capitals and spaces aside. */
  'players.add': { params: newPlayerSchema.strict(), result: playerSchema },
  /** A new name is refused (NAME_TAKEN) when someone else on the roster has it; keeping one's own never is. */
  'players.update': { params: playerPatchSchema.strict(), result: playerSchema },
  'players.remove': {
    params: z.object({ id: z.string().min(1).max(MAX_ID_LENGTH) }).strict(),
    result: z.object({ removed: z.boolean() }),
  },
  'settings.get': { params: none, result: settingsSchema },
  'settings.update': { params: settingsSchema.partial().strict(), result: settingsSchema },
  'history.list': {
    params: z
      .object({
        limit: z.number().int().min(1).max(500).optional(),
        /** Leave out this many of the newest games first: the next page of a long history. */
        offset: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
        status: z.enum(['active', 'finished', 'abandoned']).optional(),
        /** Also say where each game in progress stands (costs a short replay per game). */
        progress: z.boolean().optional(),
        /** Only the games filed under this campaign. */
        campaignId: z.string().min(1).max(MAX_ID_LENGTH).optional(),
        /** Only the games of this game (`gangsters`, say). */
        gameId: z.string().min(1).max(MAX_ID_LENGTH).optional(),
        /** Only the games with a seat of this family member (by their roster id, whatever name the seat had). */
        playerId: z.string().min(1).max(MAX_ID_LENGTH).optional(),
        /**
         * Only the games every word of this matches: a player's, a campaign's or the game's name, or the date it
         * began ("March", "Saturday", "2025", "2026-12-07"), or "computer"; see electron/store/search.ts.
         */
        search: z.string().max(200).optional(),
        /** The order of the list; newest first (last played) when absent. */
        sort: historySortSchema.optional(),
      })
      .strict(),
    result: z.array(gameSummarySchema),
  },
  /** One stored game by its id. */
  'history.get': { params: z.object({ matchId }).strict(), result: gameSummarySchema },
  /**
   * What a new game needs to play a stored one again: its game, seats, options, dice and campaign, and its deal
   * (the seed) once the game is finished. A game still being played keeps its deal to itself: the deal
   * decides the cards still to come and the computer's dice.
   */
  'history.again': {
    params: z.object({ matchId }).strict(),
    result: z.object({
      gameId: z.string(),
      seats: z.array(seatSpecSchema),
      options: z.record(z.string(), z.json()),
      dice: z.enum(['seeded', 'physical']),
      deal: z.string().nullable(),
      /** The campaign it is filed under, if any: a game played again is filed with it. */
      campaignId: z.string().nullable(),
    }),
  },
  /** Marks a game in progress abandoned: kept, replayable, no longer offered to resume. */
  'history.abandon': { params: z.object({ matchId }).strict(), result: gameSummarySchema },
  /** Deletes a game and all its moves; the caller has asked the person twice. */
  'history.delete': {
    params: z.object({ matchId, confirm: z.literal(true) }).strict(),
    result: z.object({ deleted: z.boolean() }),
  },
  /** One game as one file's text (see electron/host/game-file.ts). */
  'history.export': {
    params: z.object({ matchId }).strict(),
    result: z.object({ fileName: z.string(), text: z.string() }),
  },
  /** Adds the game in a game file's text to the records (checked in full first; nothing existing is changed). */
  'history.import': {
    params: z
      .object({
        text: z
          .string()
          .min(1)
          .max(MAX_FRAME_BYTES - 4096),
      })
      .strict(),
    result: z.object({ matchId, already: z.boolean() }),
  },
  /** Files a game under a campaign of its own kind, or under none (null). */
  'history.file': {
    params: z.object({ matchId, campaignId: z.string().min(1).max(MAX_ID_LENGTH).nullable() }).strict(),
    result: gameSummarySchema,
  },
  /** A game's final scores explained (finished games) and its per-seat counts. */
  'history.score': {
    params: z.object({ matchId }).strict(),
    result: z.object({
      sheet: scoreSheetSchema.nullable(),
      counts: z.array(tallyCountSchema),
      tally: tallySchema.nullable(),
    }),
  },
  /** The per-seat counts of every finished game of one kind (of one campaign, when given). */
  'history.tallies': {
    params: z
      .object({
        gameId: z.string().min(1).max(MAX_ID_LENGTH),
        campaignId: z.string().min(1).max(MAX_ID_LENGTH).optional(),
      })
      .strict(),
    result: z.object({
      counts: z.array(tallyCountSchema),
      games: z.array(z.object({ matchId, tally: tallySchema })),
    }),
  },
  'campaigns.list': { params: none, result: z.array(campaignSchema) },
  'campaigns.create': {
    params: z.object({ name: campaignName, gameId: z.string().min(1).max(MAX_ID_LENGTH) }).strict(),
    result: campaignSchema,
  },
  'campaigns.rename': {
    params: z.object({ id: z.string().min(1).max(MAX_ID_LENGTH), name: campaignName }).strict(),
    result: campaignSchema,
  },
  /** Deletes a campaign; its games stay in the records, filed under none. */
  'campaigns.delete': {
    params: z.object({ id: z.string().min(1).max(MAX_ID_LENGTH), confirm: z.literal(true) }).strict(),
    /** How many games it held (now filed under none). */
    result: z.object({ games: z.number().int() }),
  },
  /** A page of a game's log as one viewpoint saw it: the moves before `before`, oldest first. */
  'match.log': {
    params: z
      .object({ matchId, seat: viewpoint, before: z.number().int().min(1), limit: z.number().int().min(1).max(500) })
      .strict(),
    result: z.object({ entries: logEntries, start: z.boolean() }),
  },
  /** A stored game's table after `step` moves, as one viewpoint saw it then. */
  'replay.step': {
    params: z.object({ matchId, step: z.number().int().min(0), seat: viewpoint }).strict(),
    result: z.object({ update: matchUpdateSchema, total: z.number().int(), progress: z.string().optional() }),
  },
  /** The moves of a stored game with events of the given types (turns, rounds, key moments). */
  'replay.timeline': {
    params: z.object({ matchId, seat: viewpoint, types: z.array(z.string().min(1).max(40)).max(64) }).strict(),
    result: z.object({
      total: z.number().int(),
      marks: z.array(z.object({ seq: z.number().int(), seat: z.number().int(), type: z.string(), text: z.string() })),
    }),
  },
  /** Each seat's numbers (money, Respect…) over a stored game, at up to `points` steps. */
  'replay.series': {
    params: z.object({ matchId, seat: viewpoint, points: z.number().int().min(2).max(1000) }).strict(),
    result: z.object({
      steps: z.array(z.number().int()),
      series: z.array(z.object({ id: z.string(), label: z.string(), values: z.array(z.array(z.number().nullable())) })),
      /** The first move the records cannot rebuild, when they are damaged: the steps stop before it. */
      damagedAt: z.number().int().min(1).optional(),
    }),
  },
  'match.create': {
    params: z
      .object({
        gameId: z.string().min(1).max(MAX_ID_LENGTH),
        options: z.record(z.string(), z.json()),
        seats: z.array(seatSpecSchema).min(1).max(8),
        seed: z.string().max(128).optional(),
        dice: z.enum(['seeded', 'physical']).optional(),
        /** The campaign the new game is filed under (one of this game's). */
        campaignId: z.string().min(1).max(MAX_ID_LENGTH).optional(),
      })
      .strict(),
    result: z.object({ matchId }),
  },
  'match.watch': { params: z.object({ matchId, seat: seatRef }).strict(), result: matchUpdateSchema },
  'match.unwatch': { params: z.object({ matchId, seat: seatRef }).strict(), result: z.object({}) },
  'match.act': {
    params: z
      .object({
        matchId,
        seat: z.number().int().min(0).max(MAX_SEAT),
        /** The version the client saw; a stale intent is refused and answered with a fresh view. */
        version: z.number().int().min(0),
        action: plainJson,
        typedDice: z.array(z.number().int()).max(64).optional(),
        /**
         * Values for the dice the game lets the acting seat supply itself, in order: a SuperGang shot aimed
         * in the duel mini-game or read off a real dart gun. The host checks each is a face of its die.
         */
        supplied: z.array(z.number().int()).max(8).optional(),
      })
      .strict(),
    result: z.object({ version: z.number().int() }),
  },
  /** Restores a damaged stored game from one of the backups its update lists (see `matchUpdate.damage`). */
  'match.repair': {
    params: z.object({ matchId, file: z.string().min(1).max(255) }).strict(),
    result: z.object({ moves: z.number().int(), damaged: z.boolean() }),
  },
  /** Stops or restarts the running decision clock for everyone at the table (G-6.91). */
  'match.clock': {
    params: z.object({ matchId, paused: z.boolean() }).strict(),
    result: z.object({ paused: z.boolean(), remainingMs: z.number() }),
  },
  /** A player aid: a pure question about a game (e.g. the Gangsters City guide), answered by the host. */
  'aids.run': {
    params: z
      .object({
        gameId: z.string().min(1).max(MAX_ID_LENGTH),
        aid: z.string().min(1).max(MAX_ID_LENGTH),
        params: z.json(),
      })
      .strict(),
    result: z.json(),
  },
  ...LAN_API,
} as const satisfies Record<Method, { params: z.ZodType; result: z.ZodType }>;

export type Params<M extends Method> = z.input<(typeof API)[M]['params']>;
export type ResultOf<M extends Method> = z.output<(typeof API)[M]['result']>;

/** The API as the renderer uses it: one async function per call. */
export type ApiClient = { [M in Method]: (params: Params<M>) => Promise<ResultOf<M>> };
