// `npm test`: the whole suite, in stages. Checks that do not depend on each other run side by side
// (each is mostly one thread, and the machine has at least two cores); a stage starts only when
// everything before it has passed. The output of a script run beside others is printed whole as it ends;
// the unit and end-to-end tests print as they go. Each script's wall time is listed at the end.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * The stages, in order; the scripts in one stage run side by side, and the first of a stage marked
 * `live` prints as it goes. The build runs with the static checks (it writes only out/main, out/preload
 * and out/renderer, which none of them read), so the unit tests find the built renderer as the
 * end-to-end tests do. The type check runs as its two halves (`npm run typecheck` runs them one after the
 * other): the TypeScript projects and svelte-check, which reads the core from its sources, not from the
 * projects' output; as one script it ran alone at the stage's end, one core left idle. The unit tests run
 * alone: several take a good part of their 20-second limit on a busy machine, so nothing else shares the
 * cores with them. The packaging dry run (some 6 s) runs beside the end-to-end tests, printed whole as it
 * ends: both only read the build (the end-to-end tests' global setup does not bundle again under `npm test`).
 */
const STAGES = [
  { scripts: ['typecheck:tsc', 'typecheck:svelte', 'lint', 'format:check', 'build'], live: false },
  { scripts: ['test:unit'], live: true },
  { scripts: ['test:e2e', 'test:package'], live: true },
];

const times = [];

/** Runs `npm run <script>`; its output goes straight through (`live`) or is kept and printed at the end. */
function run(script, live) {
  const began = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], {
      cwd: root,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
        // The first stage has just built the app from this checkout: the end-to-end tests' global setup need
        // not bundle the host again (renderer/e2e/global-setup.ts).
        MOB_NIGHT_E2E_BUILT: '1',
        // A failed end-to-end test is tried once more, and listed as flaky if it then passes (playwright.config.ts).
        MOB_NIGHT_E2E_RETRIES: process.env.MOB_NIGHT_E2E_RETRIES ?? '1',
      },
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
for (const { scripts, live } of STAGES) {
  if (scripts.length > 1) process.stdout.write(`\nSide by side: ${scripts.join(', ')}\n`);
  const results = await Promise.all(scripts.map((script, i) => run(script, live && i === 0)));
  if (results.includes(false)) {
    passed = false;
    break;
  }
}
const total = (Date.now() - began) / 1000;
process.stdout.write('\nStage times:\n');
for (const t of times)
  process.stdout.write(`  ${t.ok ? '✓' : '✗'} ${t.script.padEnd(16)} ${t.seconds.toFixed(1).padStart(6)} s\n`);
process.stdout.write(`  ${passed ? 'all passed' : 'FAILED'} in ${(total / 60).toFixed(1)} min\n`);
process.exit(passed ? 0 : 1);
