/**
 * The player for the full-disk test, run in a mount namespace of its own with its records on a small
 * tmpfs (the test mounts it). Usage: node full-disk-child.mjs <data folder> <report file>
 *
 * Opens the host as the app does and starts a Dice Race; fills what is left of the disk with a file;
 * plays on until a move is refused (or 5,000 moves); frees the disk and plays five moves more on the
 * same host; closes it. The report (JSON, written outside the tmpfs) says what each stage saw: the
 * last move acknowledged, the refusal's code and words, what a watching seat was shown, and whether
 * the host went on. The test then opens the records itself.
 */
import fs from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line no-restricted-imports -- a child process run only by tests
import { diceRace } from '../../../core/engine/testing/dice-race';
import type { ApiError, Envelope, MatchUpdate } from '../../../core/protocol';
import { createHost } from '../../app';
import type { Client } from '../client';
import { RACE, nextMove } from './moves';

const [dataDir, reportFile] = process.argv.slice(2);
if (!dataDir || !reportFile) throw new Error('usage: full-disk-child.mjs <data folder> <report file>');

function value<T>(env: Envelope): T {
  if (!env.ok) throw new Error(`${env.error.code}: ${env.error.message}`);
  return env.result as T;
}

/** Writes zeros to `file` until the disk refuses any more; returns the bytes written. */
function fill(file: string): number {
  const fd = fs.openSync(file, 'w');
  const chunk = Buffer.alloc(4096);
  let bytes = 0;
  try {
    for (;;) bytes += fs.writeSync(fd, chunk);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOSPC') throw e;
  } finally {
    fs.closeSync(fd);
  }
  return bytes;
}

const seen: MatchUpdate[] = [];
const mover: Client = { id: 'full-disk-mover', send: () => undefined };
const watcher: Client = {
  id: 'full-disk-watcher',
  send: (p) => {
    if (p.push === 'match.update') seen.push(p.data);
  },
};
const errors: string[] = [];
const logError = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
};

const host = createHost({ dataDir, mode: 'browser', games: [diceRace], botDelayMs: 0 }, 'full-disk');
const { matchId } = value<{ matchId: string }>(await host.handle('match.create', RACE, mover));
let u = value<MatchUpdate>(await host.handle('match.watch', { matchId, seat: 'spectator' }, watcher));
const filler = path.join(path.dirname(dataDir), 'filler');
const filled = fill(filler);

let lastAck = 0;
let refusal: ApiError | null = null;
let shownAfterRefusal: { version: number; rewound: boolean } | null = null;
for (let i = 0; i < 5000 && !refusal; i++) {
  const { seat, action } = nextMove(u);
  const r = await host.handle('match.act', { matchId, seat, version: u.version, action }, mover);
  if (r.ok) lastAck = (r.result as { version: number }).version;
  else refusal = r.error;
  u = seen.at(-1) ?? u;
  if (refusal) shownAfterRefusal = { version: u.version, rewound: u.rewound === true };
}

fs.rmSync(filler);
u = value<MatchUpdate>(await host.handle('match.watch', { matchId, seat: 'spectator' }, watcher));
const after: number[] = [];
for (let i = 0; i < 5; i++) {
  const { seat, action } = nextMove(u);
  const r = await host.handle('match.act', { matchId, seat, version: u.version, action }, mover);
  if (!r.ok) throw new Error(`after the disk was freed a move was refused: ${r.error.code}: ${r.error.message}`);
  after.push((r.result as { version: number }).version);
  u = seen.at(-1) ?? u;
}
host.close();
console.error = logError;
fs.writeFileSync(reportFile, JSON.stringify({ matchId, filled, lastAck, refusal, shownAfterRefusal, after, errors }));
