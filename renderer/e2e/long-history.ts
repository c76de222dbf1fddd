/**
 * Fills a records file with years of finished games for `history-long.e2e.ts`: `node --import tsx
 * renderer/e2e/long-history.ts <data folder> <games> [<Gangsters games>]`. Each is a seeded game of
 * Nothing Personal played to its end by random legal decisions through the real kernel and stored whole
 * (`storeRandomGame`), a game night every few days, the oldest first; then, the newest, as many games of
 * Gangsters in progress (a few moves in). Run in a process of its own, as the lead-up scripts are: the
 * engines import their JSON boards, which the test runner's loader does not.
 */
import { storeRandomGame } from '../../electron/host/stored-game';
import { engine, seedStore } from './seed-records';

const USAGE = 'long-history.ts <data folder> <games> [<Gangsters games>]';
const { store, args } = seedStore(USAGE);
const [count, gangstersCount = '0'] = args;
if (!count) throw new Error(`usage: ${USAGE}`);
const np = engine('nothing-personal');
const first = Date.UTC(2021, 0, 1, 20);
let finished = 0;
let inProgress = 0;
for (let i = 0; i < Number(count); i++) {
  const at = new Date(first + i * 3 * 86_400_000).toISOString();
  if (storeRandomGame(np, store, { id: `night-${i}`, seats: 3, moves: 100_000, at }).status === 'finished') finished++;
}
const gangsters = engine('gangsters');
for (let i = 0; i < Number(gangstersCount); i++) {
  const at = new Date(first + (Number(count) + i) * 3 * 86_400_000).toISOString();
  if (storeRandomGame(gangsters, store, { id: `city-${i}`, seats: 3, moves: 12, at }).status === 'active') inProgress++;
}
store.close();
console.log(JSON.stringify({ finished, inProgress }));
