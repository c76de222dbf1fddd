import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Bench } from '../../core/bench/measure';
import { openStore } from '../store';

/** A durable action append through the store against a raw INSERT with the same pragmas. */
export function storeBenches(): Bench[] {
  const dir = mkdtempSync(join(tmpdir(), 'mob-bench-'));
  const opened = openStore(join(dir, 'bench.db'));
  if (!opened.ok) throw new Error(opened.status.message);
  const store = opened.store;
  const match = {
    setup: { gameId: 'g', engineVersion: '1', options: {}, seats: 2, seed: 's' },
    version: 0,
    rng: [1, 2, 3, 4] as const,
    state: {},
  };
  store.games.create(
    {
      id: 'g1',
      gameId: 'g',
      engineVersion: '1',
      options: {},
      seats: [],
      seed: 's',
      diceMode: 'seeded',
      campaignId: null,
      setupRandom: [],
      setupEvents: [],
    },
    { seq: 0, match, hash: '0' },
  );
  let seq = 0;
  const raw = new Database(join(dir, 'raw.db'));
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = FULL');
  raw.exec('CREATE TABLE a (seq INTEGER PRIMARY KEY, body TEXT)');
  const insert = raw.prepare('INSERT INTO a (seq, body) VALUES (?, ?)');
  let rawSeq = 0;
  const body = { seat: 0, action: { type: 'roll' }, random: [{ kind: 'die', range: 6, value: 3 }], events: [] };
  return [
    {
      name: 'store actions.append (durable)',
      baselineName: 'raw better-sqlite3 INSERT, same pragmas',
      subject: () =>
        store.actions.append('g1', {
          seq: ++seq,
          seat: 0,
          action: { type: 'roll' },
          random: [],
          events: [],
          stateHash: 'x',
        }),
      baseline: () => void insert.run(++rawSeq, JSON.stringify(body)),
      runs: 100,
    },
  ];
}
