/**
 * One game as one file (`.mobnight`, JSON): versioned, with a SHA-256 of its contents, holding the
 * game's setup and every move with the dice it rolled and the hash of the position it led to. Import
 * trusts nothing: the file's shape and sizes, its hash, the game and engine version, then every move
 * is replayed and must land on the position saved with it. Only then is the game added, in one
 * transaction, under its own id; an existing record is never changed.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  applyAction,
  createMatch,
  hashMatches,
  matchHash,
  replaySource,
  type AnyGameDef,
  type JsonObject,
  type JsonValue,
  type RandomRecord,
} from '../../core/engine';
import { campaignName, outcomeSchema, seatSpecSchema } from '../../core/protocol';
import { DEFAULT_SNAPSHOT_EVERY } from '../store';
import type { ActionRow, GameRecord, Snapshot, Store } from '../store/types';

export const GAME_FILE_FORMAT = 'mob-night-game';
/**
 * Version 2 adds the campaign a game was filed under, so that a game deleted and opened again from its
 * file comes back to its campaign. A file without one is still written as version 1, which every
 * earlier Mob Night opens; a version 2 file there says to update.
 */
export const GAME_FILE_VERSION = 2;
/** The most moves a game file may hold. */
const MAX_MOVES = 200_000;

const randomSchema = z
  .object({
    kind: z.enum(['die', 'draw']),
    range: z.number().int().min(1).max(1_000_000),
    value: z.number().int().min(0).max(1_000_000),
    rng: z.literal(true).optional(),
  })
  .strict();

const moveSchema = z.tuple([
  z.number().int().min(-1).max(15),
  z.json(),
  z.array(randomSchema).max(10_000),
  z.string().regex(/^[0-9a-f]{1,64}$/),
]);

const bodySchema = z
  .object({
    id: z.string().min(1).max(64),
    gameId: z.string().min(1).max(64),
    engineVersion: z.string().min(1).max(32),
    options: z.record(z.string(), z.json()),
    seats: z.array(seatSpecSchema).min(1).max(16),
    seed: z.string().max(128),
    diceMode: z.enum(['seeded', 'physical']),
    status: z.enum(['active', 'finished', 'abandoned']),
    outcome: outcomeSchema.nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    setupRandom: z.array(randomSchema).max(10_000),
    moves: z.array(moveSchema).max(MAX_MOVES),
    /** The name of the campaign it was filed under (version 2). */
    campaign: campaignName.optional(),
  })
  .strict();

const fileSchema = z
  .object({
    format: z.literal(GAME_FILE_FORMAT),
    version: z.number().int().min(1),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    game: z.unknown(),
  })
  .strict();

export type GameFileBody = z.infer<typeof bodySchema>;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The game's file name: its game, date and the start of its id ("gangsters-2026-12-01-1a2b3c4d.mobnight"). */
export function gameFileName(record: GameRecord): string {
  return `${record.gameId}-${record.createdAt.slice(0, 10)}-${record.id.slice(0, 8)}.mobnight`.replace(
    /[^A-Za-z0-9._-]/g,
    '-',
  );
}

/** The file's text for a stored game. */
export function exportGame(store: Pick<Store, 'actions' | 'campaigns'>, record: GameRecord): string {
  const { rows, unreadableAt } = store.actions.read(record.id);
  if (unreadableAt !== null || rows.length !== record.actionCount)
    throw new Error(`Move ${unreadableAt ?? rows.length + 1} of this game cannot be read, so it cannot be exported.`);
  const body: GameFileBody = {
    id: record.id,
    gameId: record.gameId,
    engineVersion: record.engineVersion,
    options: record.options as Record<string, JsonValue>,
    seats: [...record.seats],
    seed: record.seed,
    diceMode: record.diceMode,
    status: record.status,
    outcome: record.outcome,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    setupRandom: record.setupRandom.map((r) => ({ ...r })),
    moves: rows.map((r) => [r.seat, r.action, r.random.map((x) => ({ ...x })), r.stateHash]),
  };
  const campaign = record.campaignId === null ? undefined : store.campaigns.get(record.campaignId)?.name;
  if (campaign) body.campaign = campaign;
  const game = JSON.stringify(body);
  const version = campaign ? GAME_FILE_VERSION : 1;
  return `{"format":"${GAME_FILE_FORMAT}","version":${version},"sha256":"${sha256(game)}","game":${game}}\n`;
}

export type ImportResult = { ok: true; matchId: string; already: boolean } | { ok: false; message: string };

const refuse = (message: string): ImportResult => ({ ok: false, message });

/** Engine versions compare as numbers where both are numbers ("10" is newer than "9"), else as text. */
function newer(a: string, b: string): boolean {
  const x = Number(a);
  const y = Number(b);
  return Number.isFinite(x) && Number.isFinite(y) ? x > y : a > b;
}

/** Reads a game file and adds its game to the records, or says plainly why not (changing nothing). */
export function importGame(
  store: Pick<Store, 'games' | 'actions' | 'campaigns'>,
  games: ReadonlyMap<string, AnyGameDef>,
  text: string,
  now: () => Date = () => new Date(),
): ImportResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    // A file of ours cut short (a copy or a download that stopped) still begins as one.
    if (text.trimStart().startsWith(`{"format":"${GAME_FILE_FORMAT}"`))
      return refuse(
        'This Mob Night game file is cut short or damaged, so it cannot be opened. Save the game again from ' +
          'History on the computer that has it, or open another copy of the file.',
      );
    return refuse('This is not a Mob Night game file: it is not even readable as one.');
  }
  const file = fileSchema.safeParse(raw);
  if (!file.success) return refuse('This is not a Mob Night game file.');
  if (file.data.version > GAME_FILE_VERSION)
    return refuse('This game file was written by a newer Mob Night. Update Mob Night to open it.');
  // The hash is over the game exactly as written; any change to it since shows here.
  const game = JSON.stringify(file.data.game);
  if (sha256(game) !== file.data.sha256)
    return refuse('This game file has been changed or damaged since it was saved, so it cannot be trusted.');
  const parsed = bodySchema.safeParse(file.data.game);
  if (!parsed.success) return refuse('This game file is damaged: some of its parts are missing or wrong.');
  const body = parsed.data;
  const def = games.get(body.gameId);
  if (!def)
    return refuse(`This game file is a game of "${body.gameId}", which this version of Mob Night does not have.`);
  if (newer(body.engineVersion, def.engineVersion))
    return refuse(
      `This ${def.name} game was played with newer rules than this Mob Night has. Update Mob Night to open it.`,
    );

  const existing = store.games.get(body.id);
  if (existing) {
    // The same game, saved at this point or earlier (played on since): its move there leads to the same position.
    const upTo = body.moves.length;
    const there = upTo > 0 && upTo <= existing.actionCount ? store.actions.range(body.id, upTo, upTo)[0] : undefined;
    const same =
      existing.gameId === body.gameId &&
      upTo <= existing.actionCount &&
      (there?.stateHash ?? null) === (body.moves.at(-1)?.[3] ?? null);
    if (same) return { ok: true, matchId: body.id, already: true };
    return refuse(
      existing.gameId === body.gameId && upTo > existing.actionCount
        ? 'Your records hold this game, but not as far as this file does. The game in your records was left as it is.'
        : 'Your records hold another game under the same name as this one, with other moves. It was left as it is.',
    );
  }

  const created = createMatch(
    def,
    { options: body.options, seats: body.seats.length, seed: body.seed, engineVersion: body.engineVersion },
    replaySource(body.setupRandom as RandomRecord[]),
  );
  if (!created.ok) return refuse(`This game cannot be set up again: ${created.error.message}`);
  const start = created.value.match;
  let match = start;
  const at = now().toISOString();
  const rows: ActionRow[] = [];
  const snapshots: Snapshot[] = [{ seq: 0, match: start, hash: matchHash(start) }];
  for (const [i, [seat, action, random, hash]] of body.moves.entries()) {
    const step = applyAction(def, match, seat, action, replaySource(random as RandomRecord[]), { checkJson: false });
    if (!step.ok) return refuse(`Move ${i + 1} in this file is not a legal move, so the game cannot be opened.`);
    match = step.value.match;
    if (!hashMatches(match, hash))
      return refuse(
        `Move ${i + 1} in this file does not lead to the position saved with it, so the game cannot be trusted.`,
      );
    rows.push({
      seq: i + 1,
      seat,
      action,
      random: random as RandomRecord[],
      events: step.value.events,
      stateHash: hash,
      createdAt: at,
    });
    if (match.version % DEFAULT_SNAPSHOT_EVERY === 0) snapshots.push({ seq: match.version, match, hash });
  }
  const outcome = def.outcome(match.state);
  if (body.status === 'finished' && !outcome)
    return refuse('This game file says the game is finished, but its moves do not finish it.');
  const record: GameRecord = {
    id: body.id,
    gameId: def.id,
    engineVersion: body.engineVersion,
    options: start.setup.options as JsonObject,
    seats: body.seats,
    seed: body.seed,
    diceMode: body.diceMode,
    campaignId: null,
    setupRandom: created.value.random,
    setupEvents: created.value.events,
    status: outcome ? 'finished' : body.status,
    outcome: outcome ? { ...outcome, winners: [...outcome.winners], scores: [...outcome.scores] } : null,
    createdAt: body.createdAt,
    updatedAt: body.updatedAt,
    actionCount: rows.length,
  };
  try {
    store.games.insert(record, rows, snapshots);
  } catch (e) {
    return refuse(`The game could not be added to your records: ${(e as Error).message}`);
  }
  if (body.campaign) fileUnder(store, record.id, def.id, body.campaign);
  return { ok: true, matchId: record.id, already: false };
}

/**
 * Files an opened game under the campaign its file names: the family's campaign of that name and game if
 * there is one, else a new one. The game is in the records whatever happens here.
 */
function fileUnder(store: Pick<Store, 'campaigns'>, matchId: string, gameId: string, name: string): void {
  try {
    const same = (x: string): string => x.trim().toLowerCase();
    const found = store.campaigns.list().find((c) => c.gameId === gameId && same(c.name) === same(name));
    store.campaigns.assign(matchId, (found ?? store.campaigns.create({ name, gameId })).id);
  } catch (e) {
    console.error('Mob Night: an opened game could not be filed under its campaign', e);
  }
}
