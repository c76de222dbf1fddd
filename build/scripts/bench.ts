// `npm run bench`: runs every benchmark and prints each as a ratio against a raw baseline measured
// in the same run (never as a pass/fail timing).
import { kernelBenches } from '../../core/bench/kernel.bench';
import { movementBenches } from '../../core/games/gangsters/bench/movement.bench';
import { supergangMovementBenches } from '../../core/games/supergang/bench/movement.bench';
import { lanBenchLine } from '../../electron/bench/lan.bench';
import { storeBenches } from '../../electron/bench/store.bench';
import { replayBenchLines } from '../../electron/bench/replay.bench';
import { report, type Bench } from '../../core/bench/measure';

const benches: Bench[] = [...kernelBenches(), ...movementBenches(), ...supergangMovementBenches(), ...storeBenches()];
for (const b of benches) console.log(report(b, () => performance.now()));
console.log(await lanBenchLine());
for (const line of await replayBenchLines()) console.log(line);
