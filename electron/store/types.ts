/**
 * The store's contract, as the host uses it. Implemented over better-sqlite3 in `store.ts`.
 * Every write is one transaction; a method returns only after its transaction has committed,
 * which is what lets the host acknowledge an action only once it is durable.
 */
import type { DecisionClocks } from './decision-clocks';
import type { NamedGame } from './search';
import type { SeatPersons } from './seat-persons';
import type { GameEvent, JsonObject, JsonValue, Match, RandomRecord } from '../../core/engine';
import type { BackupInfo, GameStatus, HistorySort, Player, SeatSpec, Settings, StoreStatus } from '../../core/protocol';

export interface GameRecord {
  readonly id: string;
  readonly gameId: string;
  readonly engineVersion: string;
  readonly options: JsonObject;
  readonly seats: readonly SeatSpec[];
  readonly seed: string;
  readonly diceMode: 'seeded' | 'physical';
  readonly campaignId: string | null;
  /** Random values taken during setup (deck shuffles, first player), to replay the setup exactly. */
  readonly setupRandom: readonly RandomRecord[];
  readonly setupEvents: readonly GameEvent[];
  readonly status: GameStatus;
  readonly outcome: { winners: number[]; scores: number[]; reason: string } | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Number of actions applied; equals the last action's `seq`. */
  readonly actionCount: number;
  /** Set when the game's own row could not be read (damaged on disk); its other fields are then stand-ins. */
  readonly unreadable?: true;
}

/** What a list of games shows: a game's row without its setup (read from the summary columns only). */
/** A game as History lists it: everything but its seed and setup draws (the options stay: they say who plays what). */
export type GameSummaryRecord = Omit<GameRecord, 'seed' | 'setupRandom' | 'setupEvents'>;

export type NewGameRecord = Omit<
  GameRecord,
  'status' | 'outcome' | 'createdAt' | 'updatedAt' | 'actionCount' | 'unreadable'
>;

export interface ActionRow {
  /** 1-based; the match version after this action. */
  readonly seq: number;
  readonly seat: number;
  readonly action: JsonValue;
  readonly random: readonly RandomRecord[];
  readonly events: readonly GameEvent[];
  /** `matchHash` of the match after this action. */
  readonly stateHash: string;
  readonly createdAt: string;
}

export interface Snapshot {
  readonly seq: number;
  readonly match: Match;
  readonly hash: string;
}

export interface Campaign {
  readonly id: string;
  readonly name: string;
  readonly gameId: string;
  readonly createdAt: string;
  /** How many games are filed under it. */
  readonly games: number;
}

export interface Store {
  readonly path: string;
  readonly players: {
    list(): Player[];
    add(p: Pick<Player, 'name' | 'colour' | 'emblem'>): Player;
    update(patch: Partial<Pick<Player, 'name' | 'colour' | 'emblem'>> & { id: string }): Player | undefined;
    /** Archives the player: gone from the roster, still named in past games. */
    remove(id: string): boolean;
  };
  readonly settings: {
    get(): Settings;
    update(patch: Partial<Settings>): Settings;
  };
  /** A family's named runs of games of one kind; see campaigns.ts. */
  readonly campaigns: {
    /** Newest first, each with how many games it holds. */
    list(): Campaign[];
    get(id: string): Campaign | undefined;
    create(c: { name: string; gameId: string }): Campaign;
    rename(id: string, name: string): Campaign | undefined;
    /** Deletes a campaign, its games filed under none (how many); undefined when there is no such campaign. */
    remove(id: string): { games: number } | undefined;
    /** Files a game under a campaign (null: under none); false when there is no such game. */
    assign(gameId: string, campaignId: string | null): boolean;
  };
  /** Each finished game's per-seat counts, kept with the version of the counting that made them. */
  readonly tallies: {
    get(gameId: string, version: number): number[][] | undefined;
    put(gameId: string, version: number, tally: readonly (readonly number[])[]): void;
    forget(gameId: string): void;
  };
  readonly games: {
    /** Creates the game row and its version-0 snapshot in one transaction. */
    create(game: NewGameRecord, initial: Snapshot): GameRecord;
    get(id: string): GameRecord | undefined;
    /** Newest first. */
    list(query?: { limit?: number; status?: GameStatus }): GameRecord[];
    /**
     * Newest first (or in the `sort` asked for), reading only the columns a list shows (not the setup), so a
     * long history lists fast; `campaignId` keeps the games of one campaign, `gameId` those of one game,
     * `playerId` those with a seat of one family member, `search` those every word of it matches (search.ts,
     * with `games` the installed games' names), and `offset` leaves out that many of the first (a later page,
     * with `limit`).
     */
    summaries(query?: {
      limit?: number;
      offset?: number;
      status?: GameStatus;
      campaignId?: string;
      gameId?: string;
      playerId?: string;
      search?: string;
      sort?: HistorySort;
      games?: readonly NamedGame[];
    }): GameSummaryRecord[];
    /** One game's summary by its id. */
    summary(id: string): GameSummaryRecord | undefined;
    /**
     * Adds a whole game (an imported one) with its moves and snapshots in one transaction. Throws,
     * changing nothing, when a game with its id is already in the records.
     */
    insert(game: GameRecord, rows: readonly ActionRow[], snapshots: readonly Snapshot[]): void;
    /** Deletes a game with its moves and snapshots in one transaction; false when there was none. */
    remove(id: string): boolean;
    setStatus(id: string, status: GameStatus, outcome: GameRecord['outcome']): void;
    /**
     * Replaces a game and all its moves in one transaction: used only to repair a damaged game
     * from a backup's copy, at the user's request.
     */
    replace(game: GameRecord, rows: readonly ActionRow[], initial: Snapshot): void;
    /** A fingerprint of the game's stored setup, moves and snapshots (equal only if none changed). */
    digest(id: string): string;
  };
  readonly actions: {
    /**
     * Appends one action (and, when given, a snapshot taken after it) in one transaction; the game's
     * `actionCount` and `updatedAt` move on with it (its row is written later: progress.ts). Throws if
     * `row.seq` is not `actionCount + 1`.
     * Returns only after the commit is durable (synchronous=FULL).
     */
    append(gameId: string, row: Omit<ActionRow, 'createdAt'>, snapshot?: Snapshot): void;
    /**
     * Appends like `append` (the row is readable, and a bad row throws, before this returns) without
     * waiting for the disk on this thread: the promise resolves once a sync of the log begun after the
     * commit has finished, in the thread pool, and rejects if the disk failed it. Acknowledge the move
     * only then.
     */
    appendAsync(gameId: string, row: Omit<ActionRow, 'createdAt'>, snapshot?: Snapshot): Promise<void>;
    list(gameId: string, afterSeq?: number): ActionRow[];
    /** The moves numbered `from` to `to` (both included), in order: a bounded read for seeking and paging. */
    range(gameId: string, from: number, to: number): ActionRow[];
    /**
     * The moves from the first, stopping before the first one that cannot be read (damaged JSON)
     * or is missing; `unreadableAt` is that move's number, or null when all could be read.
     */
    read(gameId: string): { rows: ActionRow[]; unreadableAt: number | null };
  };
  /** Who played each seat (game nights on the network); see seat-persons.ts. */
  readonly seatPersons: SeatPersons;
  /** What is left of each game's decision clock, so a resumed game keeps it; see decision-clocks.ts. */
  readonly clocks: DecisionClocks;
  readonly snapshots: {
    /** The newest snapshot at or before `seq` (default: the newest of all). */
    latest(gameId: string, atOrBefore?: number): Snapshot | undefined;
    /** Stores a snapshot taken while replaying (an older game's missing one); one already there is kept. */
    put(gameId: string, snapshot: Snapshot): void;
  };
  /** Copies the database with SQLite's online backup API into the backup folder, keeping the newest few. */
  backup(): Promise<BackupInfo>;
  listBackups(): BackupInfo[];
  /**
   * Games already replayed in full and found sound, by id, with the fingerprint they had then
   * (`games.digest`). Kept beside the records file so a sound, unchanged game is not replayed again
   * at every start and quit.
   */
  readonly verified: {
    get(id: string): string | undefined;
    set(id: string, digest: string): void;
  };
  /**
   * Reads one listed backup (by its file name) through a read-only connection; throws for a name
   * that is not a listed backup. The connection is closed when `read` returns.
   */
  readBackup<T>(file: string, read: (backup: Pick<Store, 'games' | 'actions' | 'snapshots'>) => T): T;
  close(): void;
}

export type OpenResult =
  | { ok: true; store: Store; status: StoreStatus & { state: 'ok' } }
  | { ok: false; status: StoreStatus & { state: 'problem' } };
