// `npm run bench`: every figure of the benchmarks with its goal and ✓ or ✗, each a ratio against a raw
// baseline measured in the same run (interleaved) plus the absolute. `--markdown` also prints the table
// for the README. Nothing here fails a build: performance is never a timed assertion in tests.
import os from 'node:os';
import type { PlayoutTarget } from '../../core/bench/kernel.bench';
import { kernelInBundle } from './bench-kernel';
import { line, markdownTable, measure, type Figure } from '../../core/bench/measure';
import { movementBenches } from '../../core/games/gangsters/bench/movement.bench';
import { storeFigures } from '../../electron/bench/store.bench';
import { browserFigures } from '../../electron/bench/browser.bench';
import { coldStepFigure } from '../../electron/bench/cold-step';
import { firstScreenFigures } from '../../electron/bench/first-screen.bench';
import { lanFigures } from '../../electron/bench/lan.bench';
import { replayFigures } from '../../electron/bench/replay.bench';
import { supergangMovementBenches } from '../../core/games/supergang/bench/movement.bench';

const clock = () => performance.now();
/** Issue 16's playout goals, one core: each game with its usual bot-game options (Gangsters' turn cap). */
const PLAYOUTS: PlayoutTarget[] = [
  { gameId: 'nothing-personal', seats: 4, options: {}, gamesPerSecond: 2000, games: 200 },
  { gameId: 'gangsters', seats: 4, options: { turnCap: 200 }, gamesPerSecond: 200, games: 30 },
  { gameId: 'supergang', seats: 4, options: {}, gamesPerSecond: 500, games: 40 },
];
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const figures: Figure[] = [];
const show = (f: Figure) => {
  figures.push(f);
  console.log(line(f));
};

console.log(
  `Mob Night benchmarks — Node ${process.version}, ${os.cpus().length} CPUs, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const sections: Record<string, () => Promise<void> | void> = {
  kernel: () => kernelInBundle(PLAYOUTS, show),
  store: async () => (await storeFigures(clock)).forEach(show),
  browser: async () => {
    (await browserFigures()).forEach(show);
    show(await coldStepFigure(PLAYOUTS[0] as PlayoutTarget, 'Nothing Personal (as in browser mode)'));
  },
  'first-screen': async () => (await firstScreenFigures()).forEach(show),
  movement: () => [...movementBenches(), ...supergangMovementBenches()].forEach((b) => show(measure(b, clock))),
  replay: async () => (await replayFigures()).forEach(show),
  lan: async () => (await lanFigures()).forEach(show),
};
for (const [name, run] of Object.entries(sections)) if (!only || only.split(',').includes(name)) await run();
console.log(
  `load after: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
if (process.argv.includes('--markdown')) console.log(`\n${markdownTable(figures)}`);
