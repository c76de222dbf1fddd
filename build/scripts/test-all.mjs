// `npm test`: the whole suite, in stages. Checks that do not depend on each other run side by side
// (each is mostly one thread, and the machine has at least two cores); a stage after them starts only
// when everything before it has passed. Output of side-by-side checks is printed whole, one check at a
// time, as each ends; the last stages print as they go. Each stage's wall time is listed at the end.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * The stages, in order; the scripts in one stage run side by side. The build runs with the static
 * checks (it writes only out/main, out/preload and out/renderer, which none of them read), so the unit
 * tests find the built renderer as the packaging and end-to-end tests do.
 */
const STAGES = [['typecheck', 'lint', 'format:check', 'build'], ['test:unit'], ['test:e2e'], ['test:package']];

const times = [];

/** Runs `npm run <script>`; its output goes straight through (`live`) or is kept and printed at the end. */
function run(script, live) {
  const began = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], {
      cwd: root,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - began) / 1000;
      const ok = code === 0;
      times.push({ script, seconds, ok });
      if (!live) process.stdout.write(`\n> npm run ${script}\n${out}`);
      process.stdout.write(
        `\n${ok ? '✓' : '✗'} ${script} (${seconds.toFixed(1)} s)${ok ? '' : `: exit ${code ?? signal}`}\n`,
      );
      resolve(ok);
    });
  });
}

const began = Date.now();
let passed = true;
for (const stage of STAGES) {
  const live = stage.length === 1;
  if (!live) process.stdout.write(`\nSide by side: ${stage.join(', ')}\n`);
  const results = await Promise.all(stage.map((script) => run(script, live)));
  if (results.includes(false)) {
    passed = false;
    break;
  }
}
const total = (Date.now() - began) / 1000;
process.stdout.write('\nStage times:\n');
for (const t of times)
  process.stdout.write(`  ${t.ok ? '✓' : '✗'} ${t.script.padEnd(13)} ${t.seconds.toFixed(1).padStart(6)} s\n`);
process.stdout.write(`  ${passed ? 'all passed' : 'FAILED'} in ${(total / 60).toFixed(1)} min\n`);
process.exit(passed ? 0 : 1);
