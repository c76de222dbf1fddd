/**
 * The writer for the sync-counting test, run under strace so every fsync/fdatasync is counted.
 * Usage: node --import tsx sync-child.ts <data folder> <actions> [off]
 *
 * Opens the host as the app does, creates a Dice Race match and makes <actions> acknowledged moves
 * through `host.handle`, then exits. With `off` it first makes the store open its connection with
 * `synchronous = OFF`: the negative control that shows the count really depends on syncing.
 */
import Database from 'better-sqlite3';
// eslint-disable-next-line no-restricted-imports -- a child process run only by tests and the soak script
import { diceRace } from '../../../core/engine/testing/dice-race';
import { createHost } from '../../app';
import { playMoves } from './moves';

const [dataDir, countArg, mode] = process.argv.slice(2);
if (!dataDir || !countArg) throw new Error('usage: sync-child.ts <data folder> <actions> [off]');

if (mode === 'off') {
  const pragma = Database.prototype.pragma;
  Database.prototype.pragma = function (this: Database.Database, source: string, options?: Database.PragmaOptions) {
    return pragma.call(this, source.replace(/synchronous\s*=\s*FULL/i, 'synchronous = OFF'), options);
  };
}

const host = createHost({ dataDir, mode: 'browser', games: [diceRace], botDelayMs: 0 }, 'sync');
await playMoves(host, Number(countArg));
host.close();
