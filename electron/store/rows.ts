/**
 * How the records' rows look in SQLite and how they are read back: the columns each query selects and
 * the readers that turn a row into a record, listing a row whose JSON cannot be read as unreadable
 * instead of failing (repos.ts writes and queries them).
 */
import type { GameStatus, Player } from '../../core/protocol';
import { MOVES_OF_GAME } from './progress';
import type { ActionRow, GameRecord, GameSummaryRecord, Snapshot } from './types';

export interface PlayerRow {
  id: string;
  name: string;
  colour: Player['colour'];
  emblem: Player['emblem'];
  created_at: string;
}
export interface GameRow {
  id: string;
  game_id: string;
  engine_version: string;
  options: string;
  seats: string;
  seed: string;
  dice_mode: GameRecord['diceMode'];
  campaign_id: string | null;
  setup_random: string;
  setup_events: string;
  status: GameStatus;
  outcome: string | null;
  created_at: string;
  updated_at: string;
  action_count: number;
}
export interface ActionDbRow {
  seq: number;
  seat: number;
  action: string;
  random: string;
  events: string;
  state_hash: string;
  created_at: string;
}

export const toPlayer = (r: PlayerRow): Player => ({
  id: r.id,
  name: r.name,
  colour: r.colour,
  emblem: r.emblem,
  createdAt: r.created_at,
});

export const parseGame = (r: GameRow): GameRecord => ({
  id: r.id,
  gameId: r.game_id,
  engineVersion: r.engine_version,
  options: JSON.parse(r.options),
  seats: JSON.parse(r.seats),
  seed: r.seed,
  diceMode: r.dice_mode,
  campaignId: r.campaign_id,
  setupRandom: JSON.parse(r.setup_random),
  setupEvents: JSON.parse(r.setup_events),
  status: r.status,
  outcome: r.outcome === null ? null : JSON.parse(r.outcome),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  actionCount: r.action_count,
});

/**
 * A game row whose JSON cannot be read (damaged on disk) is still listed, marked unreadable, so it
 * is shown as damaged rather than silently missing or failing the whole history.
 */
export const toGame = (r: GameRow): GameRecord => {
  try {
    return parseGame(r);
  } catch {
    return {
      id: r.id,
      gameId: String(r.game_id),
      engineVersion: String(r.engine_version),
      options: {},
      seats: [],
      seed: String(r.seed),
      diceMode: r.dice_mode,
      campaignId: r.campaign_id,
      setupRandom: [],
      setupEvents: [],
      status: r.status,
      outcome: null,
      createdAt: String(r.created_at),
      updatedAt: String(r.updated_at),
      actionCount: Number(r.action_count),
      unreadable: true,
    };
  }
};

export type SummaryRow = Pick<
  GameRow,
  'id' | 'game_id' | 'engine_version' | 'options' | 'seats' | 'dice_mode' | 'campaign_id' | 'status' | 'outcome'
> &
  Pick<GameRow, 'created_at' | 'updated_at' | 'action_count'>;

/** A summary row; one whose JSON cannot be read is listed, marked unreadable, like `toGame` does. */
export const toSummary = (r: SummaryRow): GameSummaryRecord => {
  let seats: GameSummaryRecord['seats'] = [];
  let outcome: GameSummaryRecord['outcome'] = null;
  let options: GameSummaryRecord['options'] = {};
  let unreadable = false;
  try {
    seats = JSON.parse(r.seats) as GameSummaryRecord['seats'];
    options = JSON.parse(r.options) as GameSummaryRecord['options'];
    outcome = r.outcome === null ? null : (JSON.parse(r.outcome) as GameSummaryRecord['outcome']);
  } catch {
    seats = [];
    outcome = null;
    unreadable = true;
  }
  const summary: GameSummaryRecord = {
    id: r.id,
    gameId: r.game_id,
    engineVersion: r.engine_version,
    options,
    seats,
    diceMode: r.dice_mode,
    campaignId: r.campaign_id,
    status: r.status,
    outcome,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    actionCount: r.action_count,
  };
  return unreadable ? { ...summary, unreadable: true } : summary;
};

export const toAction = (r: ActionDbRow): ActionRow => ({
  seq: r.seq,
  seat: r.seat,
  action: JSON.parse(r.action),
  random: JSON.parse(r.random),
  events: JSON.parse(r.events),
  stateHash: r.state_hash,
  createdAt: r.created_at,
});

/** A snapshot is only a shortcut; one that cannot be read is treated as absent. */
export const toSnapshot = (r: { seq: number; match: string; hash: string }): Snapshot | undefined => {
  try {
    return { seq: r.seq, match: JSON.parse(r.match), hash: r.hash };
  } catch {
    return undefined;
  }
};

export const PLAYER_COLS = 'id, name, colour, emblem, created_at';
export const GAME_COLS =
  'id, game_id, engine_version, options, seats, seed, dice_mode, campaign_id, setup_random, setup_events, ' +
  'status, outcome, created_at, updated_at, action_count';
export const SUMMARY_COLS =
  'id, game_id, engine_version, options, seats, dice_mode, campaign_id, status, outcome, created_at, updated_at, ' +
  'action_count';
/**
 * One summary row as a JSON array text, in the order `fromSummaryJson` reads it. The seats and outcome
 * are stored as JSON (checked on every write) and go in as they are, not parsed and written again.
 */
export const SUMMARY_JSON =
  "'[' || json_quote(id) || ',' || json_quote(game_id) || ',' || json_quote(engine_version) || ',' || seats || ',' || " +
  "json_quote(dice_mode) || ',' || json_quote(campaign_id) || ',' || json_quote(status) || ',' || " +
  "coalesce(outcome, 'null') || ',' || json_quote(created_at) || ',' || json_quote(updated_at) || ',' || " +
  "json_quote(action_count) || ',' || options || ']'";
export const SUMMARY_WIDTH = 12;
export type SummaryTuple = [
  string,
  string,
  string,
  GameSummaryRecord['seats'],
  GameSummaryRecord['diceMode'],
  string | null,
  GameSummaryRecord['status'],
  GameSummaryRecord['outcome'],
  string,
  string,
  number,
  GameSummaryRecord['options'],
];
export const isObject = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);
export const fromSummaryJson = (t: SummaryTuple): GameSummaryRecord => ({
  id: t[0],
  gameId: t[1],
  engineVersion: t[2],
  seats: t[3],
  diceMode: t[4],
  campaignId: t[5],
  status: t[6],
  outcome: t[7],
  createdAt: t[8],
  updatedAt: t[9],
  actionCount: t[10],
  options: t[11],
});
export const ACTION_COLS = 'seq, seat, action, random, events, state_hash, created_at';
/**
 * A game's count of moves, as a move's append checks it: its row's or, when moves have gone past the
 * row (progress.ts), its last move's; none when there is no such game.
 */
export const MOVES_SO_FAR = `SELECT ${MOVES_OF_GAME} FROM games WHERE id = ?`;
/** Newest first: last played, then last created; rowid breaks ties within one clock tick. */
export const GAME_ORDER = 'ORDER BY updated_at DESC, created_at DESC, rowid DESC';
