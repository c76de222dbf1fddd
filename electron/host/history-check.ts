/**
 * Checking a stored game when it is opened: every move is replayed from the game's start and its
 * state compared with the hash stored when the move was made. A move that cannot be read, no
 * longer applies or lands on a different state is where the game is damaged; the game can then be
 * looked at, read-only, up to the move before it.
 */
import {
  createMatch,
  applyAction,
  hashMatches,
  matchHash,
  replaySource,
  type AnyGameDef,
  type GameEvent,
  type Match,
} from '../../core/engine';
import type { BackupInfo } from '../../core/protocol';
import type { ActionRow, GameRecord, Snapshot, Store } from '../store/types';

export interface Damage {
  /** The first move that is damaged (1-based); 0 when the game's start itself cannot be rebuilt. */
  readonly atMove: number;
  /** What is wrong, in plain words. */
  readonly reason: string;
}

export interface CheckedGame {
  /** The position before the first move. */
  readonly start: Match;
  /** The state after the last sound move. */
  readonly match: Match;
  /** The sound moves, in order. */
  readonly rows: readonly ActionRow[];
  readonly log: readonly GameEvent[];
  readonly damage: Damage | null;
}

/** The game's starting position: its stored version-0 snapshot when sound, else rebuilt from its setup. */
export function startOf(def: AnyGameDef, store: Pick<Store, 'snapshots'>, record: GameRecord): Match | null {
  let snap: Snapshot | undefined;
  try {
    snap = store.snapshots.latest(record.id, 0);
  } catch {
    snap = undefined;
  }
  if (snap && snap.seq === 0 && hashMatches(snap.match, snap.hash)) return snap.match;
  if (record.unreadable) return null;
  const setup = {
    gameId: record.gameId,
    engineVersion: record.engineVersion,
    options: record.options,
    seats: record.seats.length,
    seed: record.seed,
  };
  const start = createMatch(def, setup, replaySource(record.setupRandom));
  return start.ok ? start.value.match : null;
}

export function checkStoredGame(
  def: AnyGameDef,
  store: Pick<Store, 'snapshots' | 'actions'>,
  record: GameRecord,
): CheckedGame | null {
  const start = startOf(def, store, record);
  if (!start) return null;
  const { rows, unreadableAt } = store.actions.read(record.id);
  let match = start;
  const good: ActionRow[] = [];
  let damage: Damage | null = null;
  for (const row of rows) {
    const step = applyAction(def, match, row.seat, row.action, replaySource(row.random));
    if (!step.ok || !hashMatches(step.value.match, row.stateHash)) {
      damage = {
        atMove: row.seq,
        reason: step.ok ? 'it no longer leads to the position saved with it' : 'it no longer applies',
      };
      break;
    }
    match = step.value.match;
    good.push(row);
  }
  if (!damage && unreadableAt !== null) damage = { atMove: unreadableAt, reason: 'it cannot be read' };
  if (!damage && record.actionCount > good.length) {
    damage = { atMove: good.length + 1, reason: 'it is missing' };
  }
  const log = [...record.setupEvents, ...good.flatMap((a) => a.events)];
  return { start, match, rows: good, log, damage };
}

/**
 * Opens a game whose stored bytes are exactly those last found sound (its fingerprint matches):
 * from its newest snapshot, replaying only the moves after it, each still checked against its hash.
 * Anything unexpected falls back to the full check.
 */
export function loadTrusted(def: AnyGameDef, store: Store, record: GameRecord): CheckedGame | null {
  const full = () => checkStoredGame(def, store, record);
  const snap = store.snapshots.latest(record.id);
  if (!snap || !hashMatches(snap.match, snap.hash)) return full();
  const { rows, unreadableAt } = store.actions.read(record.id);
  if (
    unreadableAt !== null ||
    rows.length !== record.actionCount ||
    rows[snap.seq - 1]?.stateHash !== (snap.seq === 0 ? undefined : snap.hash)
  )
    return full();
  let match = snap.match;
  for (const row of rows.slice(snap.seq)) {
    const step = applyAction(def, match, row.seat, row.action, replaySource(row.random));
    if (!step.ok || !hashMatches(step.value.match, row.stateHash)) return full();
    match = step.value.match;
  }
  const log = [...record.setupEvents, ...rows.flatMap((a) => a.events)];
  return { start: snap.match, match, rows, log, damage: null };
}

/** Whether every stored game still replays, checking in full only games changed since last found sound. */
export function soundGames(
  store: Store,
  defs: ReadonlyMap<string, AnyGameDef>,
  record: GameRecord,
): { ok: true } | { ok: false; atMove: number } {
  const def = defs.get(record.gameId);
  if (!def) return { ok: true }; // a game this version does not have cannot be judged here
  const digest = store.games.digest(record.id);
  if (store.verified.get(record.id) === digest) return { ok: true };
  const checked = checkStoredGame(def, store, record);
  if (!checked || checked.damage) return { ok: false, atMove: checked?.damage?.atMove ?? 0 };
  store.verified.set(record.id, digest);
  return { ok: true };
}

/** The listed backups that hold game `id` sound at least through move `atMove`. */
export function backupsHolding(def: AnyGameDef, store: Store, id: string, atMove: number): BackupInfo[] {
  return store.listBackups().filter((b) => {
    try {
      return store.readBackup(b.file, (backup) => {
        const record = backup.games.get(id);
        const checked = record ? checkStoredGame(def, backup, record) : null;
        return checked !== null && checked.rows.length >= Math.max(1, atMove);
      });
    } catch {
      return false; // an unreadable backup cannot help
    }
  });
}

/**
 * Repairs a damaged game from a backup's copy: the backup's sound moves, then any later moves of
 * the current file that still follow on soundly (so nothing played since the backup is dropped
 * needlessly). Returns how many moves the repaired game has.
 */
export function repairFromBackup(
  def: AnyGameDef,
  store: Store,
  id: string,
  file: string,
): { ok: true; moves: number } | { ok: false; message: string } {
  const fromBackup = store.readBackup(file, (backup) => {
    const record = backup.games.get(id);
    if (!record || record.unreadable) return null;
    const checked = checkStoredGame(def, backup, record);
    return checked ? { record, checked } : null;
  });
  if (!fromBackup) return { ok: false, message: 'That backup does not have this game in a state that can be used.' };
  const { record, checked } = fromBackup;
  let match = checked.match;
  const rows = [...checked.rows];
  for (const row of store.actions.read(id).rows) {
    if (row.seq <= rows.length) continue;
    if (row.seq !== rows.length + 1) break;
    const step = applyAction(def, match, row.seat, row.action, replaySource(row.random));
    if (!step.ok || !hashMatches(step.value.match, row.stateHash)) break;
    match = step.value.match;
    rows.push(row);
  }
  const outcome = def.outcome(match.state);
  store.games.replace(
    {
      ...record,
      status: outcome ? 'finished' : record.status === 'abandoned' ? 'abandoned' : 'active',
      outcome: outcome ? { ...outcome, winners: [...outcome.winners], scores: [...outcome.scores] } : null,
    },
    rows,
    { seq: 0, match: checked.start, hash: matchHash(checked.start) },
  );
  return { ok: true, moves: rows.length };
}
