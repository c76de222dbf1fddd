/**
 * Browser mode for the kill -9 trials: the real server on a data folder, with the Dice Race
 * fixture installed. Prints `port <n>` once it listens; the trial then talks to it over a real
 * WebSocket and kills it outright.  Usage: node serve-child.mjs <data folder> <renderer folder>
 */
// eslint-disable-next-line no-restricted-imports -- a child process run only by tests and the soak script
import { diceRace } from '../../../core/engine/testing/dice-race';
import { createHost } from '../../app';
import { startServer } from '../../serve';

const [dataDir, rendererDir] = process.argv.slice(2);
if (!dataDir || !rendererDir) throw new Error('usage: serve-child <data folder> <renderer folder>');
const server = await startServer({
  rendererDir,
  host: createHost({ dataDir, mode: 'browser', games: [diceRace], botDelayMs: 0 }, 'durability'),
});
process.stdout.write(`port ${server.port}\n`);
