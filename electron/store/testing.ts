/** Helpers shared by the store's tests and the durability child process. Not used by the app. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ActionRow, NewGameRecord, Snapshot, Store } from './types';
import { openStore, type StoreOptions } from './store';

const made: string[] = [];

/** A fresh temporary folder, removed by `removeTempDirs`. */
export function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mob-night-store-'));
  made.push(dir);
  return dir;
}

/** Removes every folder `tempDir` made in this process (call after the stores in them are closed). */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** The SHA-256 of a file's bytes, to show a file was not changed. */
export function fileHash(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** Opens a store and fails loudly if it did not open. */
export function mustOpen(file: string, opts?: StoreOptions): Store {
  const r = openStore(file, opts);
  if (!r.ok) throw new Error(`expected the store to open: ${r.status.message}`);
  return r.store;
}

export function sampleGame(id: string, overrides: Partial<NewGameRecord> = {}): NewGameRecord {
  return {
    id,
    gameId: 'gangsters',
    engineVersion: '1.0.0',
    options: { variant: 'classic', rounds: 3 },
    seats: [
      { kind: 'human', name: 'Vera' },
      { kind: 'bot', level: 'heuristic', name: 'Lefty' },
    ],
    seed: `seed-${id}`,
    diceMode: 'seeded',
    campaignId: null,
    setupRandom: [{ kind: 'draw', range: 6, value: 2, rng: true }],
    setupEvents: [{ type: 'setup', visibility: 'public', text: 'The game begins.' }],
    ...overrides,
  };
}

/** A stand-in match at `version`; the store treats it as opaque JSON. */
export function sampleSnapshot(seq: number): Snapshot {
  return {
    seq,
    match: {
      setup: { gameId: 'gangsters', engineVersion: '1.0.0', options: {}, seats: 2, seed: 's' },
      version: seq,
      rng: [1, 2, 3, seq],
      state: { turn: seq, board: [seq, seq * 2] },
    },
    hash: `snap-${seq}`,
  };
}

/** The action stored as number `seq`: its content follows from `seq`, so a reader can check it. */
export function sampleAction(seq: number): Omit<ActionRow, 'createdAt'> {
  return {
    seq,
    seat: seq % 4,
    action: { type: 'move', n: seq, note: `action number ${seq}` },
    random: [{ kind: 'die', range: 6, value: (seq % 6) + 1, rng: true }],
    events: [{ type: 'roll', visibility: 'public', text: `rolled ${(seq % 6) + 1}`, data: { seq } }],
    stateHash: `hash-${seq}`,
  };
}
