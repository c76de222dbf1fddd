/**
 * The kernel's figures (playouts, the host's full step, hashing) timed in the form the app runs that code: an
 * esbuild bundle, built as build/scripts/build-node.mjs builds the host (out/main/serve.cjs, index.cjs) and the
 * computer players' worker (out/main/bot-worker.cjs), run by Node in a process of its own
 * (bench-kernel-main.ts). Until December 7 they were timed under tsx, as the rest of the bench runs, where the
 * same Gangsters playouts ran 0.51–0.67x as fast as in a bundle (300 games after 150, process CPU time, four
 * pairs) and whichever of two copies of the code was imported first ran about 1.3x faster; why was not found
 * (not the function names tsx keeps: a bundle that keeps them ran as fast).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { PlayoutTarget } from '../../core/bench/kernel.bench';
import type { Figure } from '../../core/bench/measure';

const root = fileURLToPath(new URL('../..', import.meta.url));
const BUNDLE = 'out/bench/kernel.cjs';

/** Bundles bench-kernel-main.ts, runs it on `targets`, and hands each figure to `show` as it comes. */
export async function kernelInBundle(targets: readonly PlayoutTarget[], show: (f: Figure) => void): Promise<void> {
  await build({
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    entryPoints: ['build/scripts/bench-kernel-main.ts'],
    outfile: BUNDLE,
  });
  const child = spawn(process.execPath, ['--enable-source-maps', BUNDLE, JSON.stringify(targets)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let rest = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const l of lines) if (l.trim()) show(JSON.parse(l) as Figure);
  });
  const code = await new Promise<number | null>((done) => child.on('close', done));
  if (code !== 0) throw new Error(`the kernel's figures stopped (exit ${code}): ${BUNDLE}`);
}
