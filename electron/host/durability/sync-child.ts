/**
 * The writer for the sync-ordering test, run under `strace -f` so that every write to the records'
 * log, every fsync/fdatasync (on any thread, the thread pool's too) and every acknowledgement is seen
 * in the order they happened.
 * Usage: node sync-child.mjs <data folder> <actions> <acks file> [nosync]
 *
 * Opens the host as the app does, creates a Dice Race match and makes <actions> moves through
 * `host.handle`, writing one line to <acks file> as each `match.act` answers ok: that write is the
 * acknowledgement the trace is checked against. With `nosync`, `fs.fdatasync` answers at once without
 * syncing: the negative control that shows the test notices an acknowledgement sent before the sync.
 */
import fs from 'node:fs';
// eslint-disable-next-line no-restricted-imports -- a child process run only by tests and the soak script
import { diceRace } from '../../../core/engine/testing/dice-race';
import { createHost } from '../../app';
import { playMoves } from './moves';

const [dataDir, countArg, acksFile, mode] = process.argv.slice(2);
if (!dataDir || !countArg || !acksFile) throw new Error('usage: sync-child.ts <data folder> <actions> <acks> [nosync]');

if (mode === 'nosync')
  fs.fdatasync = ((_fd: number, done: (e: Error | null) => void) => done(null)) as typeof fs.fdatasync;

const acks = fs.openSync(acksFile, 'w');
const host = createHost({ dataDir, mode: 'browser', games: [diceRace], botDelayMs: 0 }, 'sync');
await playMoves(host, Number(countArg), (version) => fs.writeSync(acks, `ack ${version}\n`));
host.close();
fs.closeSync(acks);
