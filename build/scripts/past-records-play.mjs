/**
 * Writes a records file the way the Mob Night of an older checkout wrote one, through that checkout's own
 * host (`build/scripts/past-records.mjs` runs it in each checkout; see electron/host/past-records/README.md).
 *
 *   cd <checkout> && npx tsx <this file> <checkout> <data dir> <label>
 *
 * Two people on the roster, every setting changed from its default, and for each game the checkout could
 * play: a game of one person against computer players, played to its end (filed under a campaign where the
 * version had campaigns); a game of people only, left in progress after about 30 moves; and one abandoned
 * after about 12 (where the version could abandon a game). The people choose among their legal moves with a
 * fixed pseudo-random sequence. The finished game and the one in progress are also saved as game files
 * (History's Save as file), where the version could. Prints one line of JSON: what was made.
 *
 * Every checkout since November 30, 2026 answers the calls the records need; the others (campaigns,
 * abandoning, saving a file) are tried and left out where a version did not have them. The checkout's modules
 * are imported by path, so this file never depends on today's code.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [root, dataDir, label] = process.argv.slice(2);
if (!root || !dataDir || !label) throw new Error('usage: past-records-play.mjs <checkout> <data dir> <label>');
const from = (path) => import(pathToFileURL(join(root, path)).href);
const { createHost } = await from('electron/app.ts');
const games = await from('core/games/index.ts');
const { EMBLEMS, SEAT_COLOURS } = await from('core/protocol/schemas.ts');
// The registry came on December 1; before it, the list of games.
const playable = games.REGISTRY?.playable ?? games.GAMES;

const host = createHost({ dataDir, mode: 'browser', botDelayMs: 0 }, label);
const quiet = { id: 'past-records', send: () => undefined };

let seed = 12345;
function rand(n) {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return (seed >>> 8) % n;
}
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function call(method, params, client = quiet) {
  const r = await host.handle(method, params, client);
  if (!r.ok) throw new Error(`${method}: ${r.error.code} ${r.error.message}`);
  return r.result;
}

/** Plays the people's seats with random legal moves until the game ends or has `stopAt` moves. */
async function play(matchId, people, stopAt) {
  const clients = people.map((seat) => ({ id: `past-records-${seat}`, send: () => undefined }));
  const latest = new Map();
  const look = async () => {
    for (const [i, seat] of people.entries())
      latest.set(seat, await call('match.watch', { matchId, seat }, clients[i]));
  };
  await look();
  for (let tick = 0; tick < 20_000; tick++) {
    const now = latest.get(people[0]);
    if (now.outcome || now.version >= stopAt) break;
    let acted = false;
    for (const [i, seat] of people.entries()) {
      const u = latest.get(seat);
      if (u.outcome || !Array.isArray(u.legal) || u.legal.length === 0) continue;
      const action = u.legal[rand(u.legal.length)];
      const r = await host.handle('match.act', { matchId, seat, version: u.version, action }, clients[i]);
      acted ||= r.ok;
      await look();
    }
    // Computer players move on their own; wait for them.
    if (!acted) {
      await sleep(5);
      await look();
    }
  }
  for (const [i, seat] of people.entries()) await call('match.unwatch', { matchId, seat }, clients[i]);
  return latest.get(people[0]);
}

const nan = await call('players.add', { name: 'Nan', colour: SEAT_COLOURS[1], emblem: EMBLEMS[0] });
const tom = await call('players.add', { name: 'Tom', colour: SEAT_COLOURS[4], emblem: EMBLEMS[1] });
// The family's settings, none left at its default: the pace of computer players where the version had one.
const wanted = {
  sound: false,
  volume: 0.3,
  animationSpeed: 'fast',
  reduceMotion: true,
  palette: 'colour-blind',
  botPace: 'unhurried',
};
let set = await host.handle('settings.update', wanted, quiet);
if (!set.ok) {
  const { botPace: _none, ...older } = wanted;
  set = await host.handle('settings.update', older, quiet);
}
if (!set.ok) throw new Error(`settings.update: ${set.error.message}`);
const settings = set.result;

const seatsOf = (count, computers) =>
  Array.from({ length: count }, (_, i) => {
    if (i === 0) return { kind: 'human', playerId: nan.id, name: 'Nan' };
    if (computers) return { kind: 'bot', level: i % 2 ? 'heuristic' : 'random', name: `Computer ${i}` };
    return i === 1 ? { kind: 'human', playerId: tom.id, name: 'Tom' } : { kind: 'human', name: `Aunt ${i}` };
  });

const made = [];
for (const def of playable) {
  const count = def.id === 'gangsters' ? 2 : 3;
  // A short game where the checkout has a turn limit; its usual options where it has none.
  const tries = [{ turnCap: def.id === 'supergang' ? 4 : 8 }, {}];
  const create = async (computers, kind, campaignId) => {
    for (const options of tries) {
      const params = {
        gameId: def.id,
        options,
        seats: seatsOf(count, computers),
        seed: `${label}-${def.id}-${kind}`,
        ...(campaignId ? { campaignId } : {}),
      };
      const r = await host.handle('match.create', params, quiet);
      if (r.ok) return r.result.matchId;
    }
    throw new Error(`${def.id}: no game could be made`);
  };
  // Where the version had campaigns, the game of a person against the computer is filed under one.
  const filed = await host
    .handle('campaigns.create', { name: `${def.name} nights`, gameId: def.id }, quiet)
    .catch(() => ({ ok: false }));
  const campaign = filed.ok ? filed.result : null;
  const finished = await create(true, 'finished', campaign?.id);
  const end = await play(finished, [0], 1_000_000);
  if (!end.outcome) throw new Error(`${def.id}: the finished game did not end`);
  const open = await create(false, 'open');
  const stopped = await play(open, [...Array(count).keys()], 30);
  const dropped = await create(false, 'abandoned');
  const left = await play(dropped, [...Array(count).keys()], 12);
  const abandoned = (await host.handle('history.abandon', { matchId: dropped }, quiet).catch(() => null))?.ok === true;
  made.push({
    gameId: def.id,
    engineVersion: def.engineVersion,
    campaign: campaign ? { id: campaign.id, name: campaign.name, games: [finished] } : null,
    games: [
      { id: finished, status: 'finished', moves: end.version },
      { id: open, status: 'active', moves: stopped.version },
      { id: dropped, status: abandoned ? 'abandoned' : 'active', moves: left.version },
    ],
  });
}
// Each finished game and each game in progress saved as a game file, where the version could save one.
const exported = [];
for (const { gameId, games } of made)
  for (const game of games.filter((g) => g.status !== 'abandoned')) {
    const r = await host.handle('history.export', { matchId: game.id }, quiet).catch(() => null);
    if (r?.ok) exported.push({ gameId, ...game, text: r.result.text });
  }
host.close();
console.log(JSON.stringify({ label, players: [nan, tom], settings, made, exported }));
