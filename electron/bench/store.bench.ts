/**
 * A durable action append through the store as the host makes one (`appendAsync`: committed with
 * synchronous=NORMAL, the log then synced in the thread pool), against a raw better-sqlite3 INSERT and
 * commit with the same pragmas and the same bytes followed by the same sync (an `fs.fdatasync` of its
 * own log in the thread pool), timed interleaved (one of each in turn) until the sync has finished; and
 * `verify-history`'s replay time per 1,000 moves.
 */
import Database from 'better-sqlite3';
import { fdatasync, mkdtempSync, openSync, closeSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, ratioFigure, type Figure } from '../../core/bench/measure';
import { GAME_MODULES } from '../../core/games';
import { verifyHistory } from '../host/verify';
import { openStore } from '../store';
import { MAX_WAL_BYTES, PREPARED_MARGIN_BYTES } from '../store/checkpoints';
import { sampleGame, sampleSnapshot } from '../store/testing';
import { storeRandomGame } from '../host/stored-game';

const ROW = {
  seat: 2,
  action: { type: 'play', card: 'snitch#2', targets: [3, null], extra: false, to: null, ante: 1 },
  random: [{ kind: 'die' as const, range: 6, value: 3, rng: true as const }],
  events: Array.from({ length: 4 }, (_, i) => ({
    type: 'marker',
    visibility: 'public' as const,
    text: `Red puts a marker on the gangster in position ${i + 1}.`,
    data: { pos: i + 1, seat: 2 },
  })),
  stateHash: '0123456789abcdef',
};

export async function storeFigures(clock: () => number): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'mob-bench-'));
  try {
    return [await append(dir, clock), history(dir, clock)];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Times `subject` and `baseline` (each awaited) one after the other, alternating which goes first; medians. */
async function interleavedAsync(
  subject: () => Promise<void>,
  baseline: () => Promise<void>,
  runs: number,
  clock: () => number,
): Promise<{ subject: number; baseline: number }> {
  for (let i = 0; i < Math.min(20, runs); i++) {
    await subject();
    await baseline();
  }
  const a: number[] = [];
  const b: number[] = [];
  const once = async (fn: () => Promise<void>, into: number[]) => {
    const t = clock();
    await fn();
    into.push(clock() - t);
  };
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      await once(subject, a);
      await once(baseline, b);
    } else {
      await once(baseline, b);
      await once(subject, a);
    }
  }
  return { subject: median(a), baseline: median(b) };
}

async function append(dir: string, clock: () => number): Promise<Figure> {
  const opened = openStore(join(dir, 'bench.db'));
  if (!opened.ok) throw new Error(opened.status.message);
  const store = opened.store;
  store.games.create(sampleGame('g1'), sampleSnapshot(0));
  let seq = 0;
  const rawFile = join(dir, 'raw.db');
  const raw = new Database(rawFile);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = NORMAL');
  raw.pragma('foreign_keys = ON');
  // The store's connection turns SQLite's own checkpoint off and limits the log's file (checkpoints.ts);
  // the store also gives that file its length when it opens, which is its own doing, not a pragma.
  raw.pragma('wal_autocheckpoint = 0');
  raw.pragma(`journal_size_limit = ${MAX_WAL_BYTES + PREPARED_MARGIN_BYTES}`);
  raw.exec(
    'CREATE TABLE a (game_id TEXT, seq INTEGER, seat INTEGER, action TEXT, random TEXT, events TEXT, hash TEXT, PRIMARY KEY (game_id, seq))',
  );
  const rawLog = openSync(`${rawFile}-wal`, 'r+');
  const insert = raw.prepare('INSERT INTO a VALUES (?, ?, ?, ?, ?, ?, ?)');
  const commit = raw.transaction((n: number) =>
    insert.run(
      'g1',
      n,
      ROW.seat,
      JSON.stringify(ROW.action),
      JSON.stringify(ROW.random),
      JSON.stringify(ROW.events),
      ROW.stateHash,
    ),
  );
  let rawSeq = 0;
  try {
    const t = await interleavedAsync(
      () => store.actions.appendAsync('g1', { ...ROW, seq: ++seq }),
      () => {
        commit.immediate(++rawSeq);
        return new Promise<void>((ok, fail) => fdatasync(rawLog, (e) => (e ? fail(e) : ok())));
      },
      300,
      clock,
    );
    return ratioFigure(
      'Durable append of a move (store, WAL, synchronous=NORMAL, the log synced in the thread pool)',
      t.subject,
      t.baseline,
      'a raw better-sqlite3 INSERT + commit, same pragmas, then fdatasync of its log, interleaved',
      1.2,
    );
  } finally {
    closeSync(rawLog);
    raw.close();
    store.close();
  }
}

function history(dir: string, clock: () => number): Figure {
  const opened = openStore(join(dir, 'history.db'));
  if (!opened.ok) throw new Error(opened.status.message);
  try {
    for (const m of GAME_MODULES)
      for (let k = 0; k < 3; k++)
        storeRandomGame(m.def, opened.store, { id: `${m.def.id}-${k}`, seats: 4, moves: 150 });
    const report = verifyHistory(
      opened.store,
      GAME_MODULES.map((m) => m.def),
      clock,
    );
    const games = [...new Set(report.games.map((g) => g.gameId))].join(', ');
    return {
      name: 'verify-history: replaying and hashing stored games',
      value: `${report.msPer1000Actions.toFixed(1)} ms per 1,000 moves (${report.actions} moves of ${games}; ${report.ok ? 'all sound' : `${report.failed} failed`})`,
      goal: 'every game with an engine checked',
      met: report.ok && GAME_MODULES.every((m) => report.games.some((g) => g.gameId === m.def.id && g.ok)),
    };
  } finally {
    opened.store.close();
  }
}
