/**
 * The kernel's figures in a process of their own, run from a bundle (`npm run bench` builds it with esbuild as
 * build/scripts/build-node.mjs builds the app's host and bot worker): the targets come as JSON in argv[2], each
 * figure goes out as one line of JSON as soon as it is measured.
 */
import { kernelFigures, type PlayoutTarget } from '../../core/bench/kernel.bench';

/** This process's CPU time in ms: other work on the machine's cores is not counted as ours. */
const cpuClock = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

const targets = JSON.parse(process.argv[2] ?? '[]') as PlayoutTarget[];
kernelFigures(cpuClock, targets, (f) => console.log(JSON.stringify(f)));
