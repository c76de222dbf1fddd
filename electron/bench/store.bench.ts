/**
 * A durable action append through the store, against a raw better-sqlite3 INSERT and commit with the
 * same pragmas and the same bytes, timed interleaved (one of each in turn); and `verify-history`'s
 * replay time per 1,000 moves.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { interleaved, ratioFigure, type Figure } from '../../core/bench/measure';
import { GAME_MODULES } from '../../core/games';
import { verifyHistory } from '../host/verify';
import { openStore } from '../store';
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

export function storeFigures(clock: () => number): Figure[] {
  const dir = mkdtempSync(join(tmpdir(), 'mob-bench-'));
  try {
    return [append(dir, clock), history(dir, clock)];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function append(dir: string, clock: () => number): Figure {
  const opened = openStore(join(dir, 'bench.db'));
  if (!opened.ok) throw new Error(opened.status.message);
  const store = opened.store;
  store.games.create(sampleGame('g1'), sampleSnapshot(0));
  let seq = 0;
  const raw = new Database(join(dir, 'raw.db'));
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = FULL');
  raw.pragma('foreign_keys = ON');
  raw.exec(
    'CREATE TABLE a (game_id TEXT, seq INTEGER, seat INTEGER, action TEXT, random TEXT, events TEXT, hash TEXT, PRIMARY KEY (game_id, seq))',
  );
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
    const t = interleaved(
      () => store.actions.append('g1', { ...ROW, seq: ++seq }),
      () => void commit.immediate(++rawSeq),
      300,
      clock,
    );
    return ratioFigure(
      'Durable append of a move (store, WAL, synchronous=FULL)',
      t.subject,
      t.baseline,
      'a raw better-sqlite3 INSERT + commit, same pragmas, interleaved',
      1.2,
    );
  } finally {
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
