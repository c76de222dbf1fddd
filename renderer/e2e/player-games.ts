/**
 * Fills a records file for `player-page.e2e.ts`: `node --import tsx renderer/e2e/player-games.ts <data folder>`.
 * Nonna and Uncle Sal on the roster; three finished games of Nothing Personal with both of them and a
 * computer player, one without Nonna (the first two of hers and that one filed under the campaign "Sunday
 * nights"), an earlier one of SuperGang with her in the Blue gang's seat, a
 * game of Gangsters in progress with her, and three games abandoned after it: two of hers (Gangsters with Uncle
 * Sal alone, SuperGang with the computer) and one of Uncle Sal's with a guest who gave the name "Nonna", who is
 * not her. Each is a seeded game
 * played by random legal decisions through the real kernel (`storeRandomGame`). Prints the roster ids and
 * each finished game's outcome, so the test knows what the page must say.
 */
import type { SeatSpec } from '../../core/protocol';
import { storeRandomGame } from '../../electron/host/stored-game';
import { engine, person, seedStore } from './seed-records';

const { store } = seedStore('player-games.ts <data folder>');
const nonna = store.players.add({ name: 'Nonna Rosa', colour: 'red', emblem: 'rose' });
const sal = store.players.add({ name: 'Uncle Sal', colour: 'blue', emblem: 'fedora' });
const np = engine('nothing-personal');
const gangsters = engine('gangsters');
const lefty: SeatSpec = { kind: 'bot', level: 'normal', name: 'Lefty' };
const finished = [];
for (const [i, seats] of [
  [person(nonna), person(sal), lefty],
  [person(sal), lefty, person(nonna)],
  [lefty, person(nonna), person(sal)],
  [person(sal), lefty, { kind: 'human', name: 'Zia' } as SeatSpec],
].entries()) {
  const at = new Date(Date.UTC(2026, 10, 1 + 7 * i, 20)).toISOString();
  const g = storeRandomGame(np, store, { id: `night-${i}`, seats: 3, moves: 100_000, at, seatSpecs: seats });
  finished.push({ id: g.id, status: g.status, seats: g.seats.map((s) => s.name), outcome: g.outcome });
}
// The first two nights and the one without her are filed under a campaign.
const sundays = store.campaigns.create({ name: 'Sunday nights', gameId: 'nothing-personal' });
for (const id of ['night-0', 'night-1', 'night-3']) store.campaigns.assign(id, sundays.id);
// A SuperGang game of hers a week before them all, in the second seat: the Blue gang, not her red.
const supergang = engine('supergang');
const sg = storeRandomGame(supergang, store, {
  id: 'sg-0',
  seats: 2,
  moves: 100_000,
  at: new Date(Date.UTC(2026, 9, 25, 20)).toISOString(),
  seatSpecs: [lefty, person(nonna)],
});
finished.push({ id: sg.id, status: sg.status, seats: sg.seats.map((s) => s.name), outcome: sg.outcome });
const at = new Date(Date.UTC(2026, 11, 1, 20)).toISOString();
const open = storeRandomGame(gangsters, store, {
  id: 'city-0',
  seats: 2,
  moves: 12,
  at,
  seatSpecs: [person(nonna), lefty],
});
const abandoned = [];
for (const [i, [def, seats]] of (
  [
    [gangsters, [person(nonna), person(sal)]],
    [supergang, [person(nonna), lefty]],
    [gangsters, [person(sal), { kind: 'human', name: 'Nonna' }]],
  ] as const
).entries()) {
  const g = storeRandomGame(def, store, {
    id: `left-${i}`,
    seats: 2,
    moves: 10,
    at: new Date(Date.UTC(2026, 11, 2 + i, 20)).toISOString(),
    seatSpecs: seats,
  });
  store.games.setStatus(g.id, 'abandoned', null);
  abandoned.push({ id: g.id, seats: g.seats.map((s) => s.name) });
}
store.close();
console.log(
  JSON.stringify({ nonna: nonna.id, sal: sal.id, finished, open: { id: open.id, status: open.status }, abandoned }),
);
