// Runs Doyensec's electronegativity over the code that ships in the Electron app — the main process,
// the preload, the CSP and the renderer's HTML — plus package.json (for the Electron version), and
// returns its findings. Offline by design: electronegativity fetches translations and Electron's
// release notes with `got`; here `got` answers "offline" at once, so the scan never touches the
// network, and the release-notes check (AvailableSecurityFixesGlobalCheck) is left out — the
// pinned Electron version is reviewed by people, with the lock file.
// `node build/security/electronegativity.mjs` prints the findings and their answers.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const ANSWERS_PATH = join(ROOT, 'build', 'security', 'electronegativity.json');
export const EXCLUDED_CHECKS = ['AvailableSecurityFixesGlobalCheck'];

function offlineGot() {
  return Promise.reject(new Error('offline: Mob Night runs electronegativity without the network'));
}
offlineGot.head = offlineGot;
offlineGot.get = offlineGot;
offlineGot.default = offlineGot;

function loadRunner() {
  const toolDir = dirname(require.resolve('@doyensec/electronegativity/package.json'));
  const toolRequire = createRequire(join(toolDir, 'dist', 'runner.js'));
  const gotPath = toolRequire.resolve('got');
  require.cache[gotPath] = { id: gotPath, filename: gotPath, loaded: true, exports: offlineGot };
  return toolRequire('./runner.js');
}

/** Copies what ships from the Electron side into `dir` (tests and tool files left out), plus `extra` files. */
export function stageSources(dir, extra = {}) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const sub of ['electron/main', 'electron/preload']) {
    for (const name of readdirSync(join(ROOT, sub))) {
      if (name.endsWith('.ts') && !name.endsWith('.test.ts')) cpSync(join(ROOT, sub, name), join(dir, sub, name));
    }
  }
  for (const file of ['electron/csp.ts', 'renderer/index.html', 'package.json']) {
    cpSync(join(ROOT, file), join(dir, file));
  }
  for (const [file, text] of Object.entries(extra)) writeFileSync(join(dir, file), text);
  return dir;
}

/** The findings as plain objects: check id, file (relative), line, severity and confidence names. */
export async function scan(extra = {}) {
  const staged = stageSources(join(ROOT, '.cache', 'electronegativity', 'input'), extra);
  const run = loadRunner();
  const log = console.log;
  console.log = () => undefined; // the tool prints banners even when used as a library
  let result;
  try {
    result = await run(
      {
        input: staged,
        isRelative: true,
        customScan: [],
        excludeFromScan: EXCLUDED_CHECKS,
        parserPlugins: [],
      },
      false,
    );
  } finally {
    console.log = log;
  }
  return {
    errors: result.errors.filter((e) => !e.tolerable),
    issues: result.issues.map((i) => ({
      id: i.id,
      file: i.file,
      line: i.location.line,
      severity: i.severity.name,
      confidence: i.confidence.name,
      manualReview: Boolean(i.manualReview),
    })),
  };
}

/** The answered findings: { "<CHECK_ID> <file>": "why it is fine" }. */
export function loadAnswers() {
  return JSON.parse(readFileSync(ANSWERS_PATH, 'utf8')).answers;
}

export function answerKey(issue) {
  return `${issue.id} ${issue.file}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { issues, errors } = await scan();
  const answers = loadAnswers();
  for (const e of errors) console.log(`could not scan ${e.file}: ${e.message}`);
  for (const i of issues) {
    const answer = answers[answerKey(i)];
    console.log(`${i.severity}/${i.confidence} ${i.id} ${i.file}:${i.line}${answer ? `\n  answered: ${answer}` : ''}`);
  }
  console.log(`${issues.length} finding(s)`);
}
