/**
 * Fills a records file with years of finished games for `history-long.e2e.ts`: `node --import tsx
 * renderer/e2e/long-history.ts <data folder> <games> [<Gangsters games>]`. Each is a seeded game of
 * Nothing Personal played to its end by random legal decisions through the real kernel and stored whole
 * (`storeRandomGame`), a game night every few days, the oldest first; then, the newest, as many games of
 * Gangsters in progress (a few moves in). Run in a process of its own, as the lead-up scripts are: the
 * engines import their JSON boards, which the test runner's loader does not.
 */
import { join } from 'node:path';
import type { AnyGameDef } from '../../core/engine';
import { REGISTRY } from '../../core/games';
import { storeRandomGame } from '../../electron/host/stored-game';
import { openStore } from '../../electron/store';

const [dataDir, count, gangstersCount = '0'] = process.argv.slice(2);
if (!dataDir || !count) throw new Error('usage: long-history.ts <data folder> <games>');
const opened = openStore(join(dataDir, 'mob-night.db'));
if (!opened.ok) throw new Error(opened.status.message);
const np = REGISTRY.defs.find((d) => d.id === 'nothing-personal') as AnyGameDef;
const first = Date.UTC(2021, 0, 1, 20);
let finished = 0;
let inProgress = 0;
for (let i = 0; i < Number(count); i++) {
  const at = new Date(first + i * 3 * 86_400_000).toISOString();
  if (storeRandomGame(np, opened.store, { id: `night-${i}`, seats: 3, moves: 100_000, at }).status === 'finished')
    finished++;
}
const gangsters = REGISTRY.defs.find((d) => d.id === 'gangsters') as AnyGameDef;
for (let i = 0; i < Number(gangstersCount); i++) {
  const at = new Date(first + (Number(count) + i) * 3 * 86_400_000).toISOString();
  if (storeRandomGame(gangsters, opened.store, { id: `city-${i}`, seats: 3, moves: 12, at }).status === 'active')
    inProgress++;
}
opened.store.close();
console.log(JSON.stringify({ finished, inProgress }));
