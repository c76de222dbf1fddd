import { createMatch, SIMULATION } from '../engine/match';
import { randomPlayout } from '../engine/playout';
import { seedRng } from '../engine/rng';
import { REGISTRY } from '../games';
const id = process.argv[2] ?? 'supergang';
const def = REGISTRY.module(id)!.def;
const opts = id === 'gangsters' ? { turnCap: 200 } : {};
const ms = Number(process.argv[3] ?? 15000);
let games = 0, actions = 0;
const t0 = performance.now();
let lap = t0, lapGames = 0;
while (performance.now() - t0 < ms) {
  const c = createMatch(def, { options: opts, seats: 4, seed: `p-${games}` }, { kind: 'seeded' }, SIMULATION);
  if (!c.ok) throw new Error('x');
  actions += randomPlayout(def, c.value.match, seedRng(`r-${games}`), undefined, { inPlace: true }).actions;
  games++; lapGames++;
  const now = performance.now();
  if (now - lap > 3000) { console.log(`${(lapGames / ((now - lap) / 1000)).toFixed(0)} games/s`); lap = now; lapGames = 0; }
}
console.log(`${games} games, ${(actions / games).toFixed(0)} actions/game`);
