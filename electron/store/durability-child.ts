/**
 * The writer for `durability.test.ts`, run as its own process so it can be killed outright.
 * Usage: node --import tsx durability-child.ts <records file> (the test runs it bundled, see `bundleChild`)
 *
 * Prints `start <n>` once open (n = actions already stored), then appends actions as fast as it
 * can, printing `ack <seq>` after each `append` has returned, or (every other action, the host's way)
 * once the promise of `appendAsync` has resolved. Standard output to a pipe is
 * synchronous on Linux and macOS, so when the parent reads an ack the append really had returned.
 */
import { snapshotInterval } from './store';
import { mustOpen, sampleAction, sampleGame, sampleSnapshot } from './testing';

const GAME = 'durability';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('usage: durability-child.ts <records file>');
  const store = mustOpen(file);
  const game = store.games.get(GAME) ?? store.games.create(sampleGame(GAME), sampleSnapshot(0));
  const every = snapshotInterval();
  process.stdout.write(`start ${game.actionCount}\n`);
  for (let seq = game.actionCount + 1; ; seq++) {
    const snapshot = seq % every === 0 ? sampleSnapshot(seq) : undefined;
    if (seq % 2 === 0) await store.actions.appendAsync(GAME, sampleAction(seq), snapshot);
    else store.actions.append(GAME, sampleAction(seq), snapshot);
    process.stdout.write(`ack ${seq}\n`);
  }
}

await main();
