/**
 * The durability soak (not part of `npm test`): 1,000 kill -9 trials of a real browser-mode server
 * while a client plays over its WebSocket, then the count of acknowledged moves that were lost.
 *
 *   npm run soak [-- --trials N]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runKillTrials } from '../../electron/host/durability/kill-trials';

const at = process.argv.indexOf('--trials');
const trials = at >= 0 ? Number(process.argv[at + 1]) : 1000;
if (!Number.isInteger(trials) || trials < 1) throw new Error('--trials takes a whole number');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mob-night-soak-'));
console.log(`Soak: ${trials} kill -9 trials of the browser-mode server, records in ${dir}`);
const report = await runKillTrials(trials, dir, (i) => {
  if ((i + 1) % 100 === 0) console.log(`  ${i + 1} trials done`);
});
console.log(JSON.stringify(report));
console.log(
  `Lost ${report.lost} acknowledged moves in ${report.trials} trials (${report.acknowledged} acknowledged, ` +
    `${report.stored} stored, history ${report.replays ? 'replays' : 'does NOT replay'}) in ${report.seconds.toFixed(0)} s.`,
);
fs.rmSync(dir, { recursive: true, force: true });
process.exitCode = report.lost === 0 && report.replays ? 0 : 1;
