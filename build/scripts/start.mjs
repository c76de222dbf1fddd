// `npm start`: opens the Electron app where its runtime exists (downloading it once if it can),
// and otherwise falls back to browser mode with a one-line explanation.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { electronExecutable, fetchElectron } from './electron-runtime.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const forceBrowser = process.argv.includes('--browser') || process.env.MOB_NIGHT_BROWSER === '1';

function run(cmd, args) {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

function browserMode() {
  // The bundle `npm run build` made (out/main/serve.cjs): the same host code the app runs, started at once.
  // Its source map makes any error's stack name the TypeScript files (about 60 ms more at start).
  // No port asked for: the one saved beside the records last time (browser-port.json), so an open page finds
  // its host again after a restart; `--port 0` asked for any free port each time and the saved one was never used.
  const port = process.env.MOB_NIGHT_PORT ? ['--port', process.env.MOB_NIGHT_PORT] : [];
  run(process.execPath, ['--enable-source-maps', 'out/main/serve.cjs', ...port]);
}

function electronMode(exe) {
  // Electron needs its own ABI build of better-sqlite3; tests keep using Node's build.
  const native = spawnSync(process.execPath, ['build/scripts/electron-native.mjs'], { cwd: root, stdio: 'inherit' });
  if (native.status !== 0) {
    console.log(
      'Mob Night: the records module could not be built for Electron, so the table opens in browser mode instead.',
    );
    browserMode();
    return;
  }
  run(exe, ['.']);
}

if (forceBrowser) {
  browserMode();
} else {
  const exe = electronExecutable() ?? fetchElectron();
  if (exe) electronMode(exe);
  else {
    console.log(
      'Mob Night: no Electron runtime on this machine (it could not be downloaded), so the table opens in browser mode instead.',
    );
    browserMode();
  }
}
