/**
 * Fills a records file for `review-records.e2e.ts`: `node --import tsx renderer/e2e/review-records-games.ts
 * <data folder>`. Nonna Rosa, Uncle Sal and Little Tony on the roster, and a game of Gangsters of the three of
 * them ended by a six-turn limit with nobody winning, Nonna and Tony level on money, one of SuperGang stopped by a
 * six-round cap with nobody winning (each seeded, played by random legal decisions through the real kernel,
 * `storeRandomGame`), and a game of Gangsters still being played. Prints Nonna's roster id, the finished games'
 * outcomes and the open one's status.
 */
import { storeRandomGame } from '../../electron/host/stored-game';
import { engine, person, seedStore } from './seed-records';

const { store } = seedStore('review-records-games.ts <data folder>');
const nonna = store.players.add({ name: 'Nonna Rosa', colour: 'red', emblem: 'rose' });
const sal = store.players.add({ name: 'Uncle Sal', colour: 'blue', emblem: 'fedora' });
const tony = store.players.add({ name: 'Little Tony', colour: 'green', emblem: 'dice' });
const gangsters = engine('gangsters');
const g = storeRandomGame(gangsters, store, {
  id: 'g-done',
  seats: 3,
  moves: 100_000,
  at: new Date(Date.UTC(2026, 10, 4, 20)).toISOString(),
  seatSpecs: [person(nonna), person(sal), person(tony)],
  options: { turnCap: 6 },
});
// A game of SuperGang of the three, stopped by a cap of six rounds with nobody winning.
const supergang = engine('supergang');
const sg = storeRandomGame(supergang, store, {
  id: 'sg-done',
  seats: 3,
  moves: 100_000,
  at: new Date(Date.UTC(2026, 10, 3, 20)).toISOString(),
  seatSpecs: [person(nonna), person(sal), person(tony)],
  options: { turnCap: 6 },
});
// A game of the three still being played, twelve moves in.
const open = storeRandomGame(gangsters, store, {
  id: 'g-open',
  seats: 3,
  moves: 12,
  at: new Date(Date.UTC(2026, 10, 5, 20)).toISOString(),
  seatSpecs: [person(sal), person(nonna), person(tony)],
});
store.close();
console.log(
  JSON.stringify({
    nonna: nonna.id,
    game: { id: g.id, status: g.status, outcome: g.outcome },
    open: { id: open.id, status: open.status },
    supergang: { id: sg.id, status: sg.status, outcome: sg.outcome },
  }),
);
