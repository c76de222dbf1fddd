// Builds better-sqlite3 for Electron's ABI into out/native/electron/<os>-<arch>/better_sqlite3.node
// (os: linux, mac or win, as electron-builder names them; arch: this machine's or `--arch x64|arm64`),
// leaving node_modules' own build (Node's ABI, used by tests and browser mode) untouched. The Electron
// main process loads it through better-sqlite3's `nativeBinding` option, in development and packaged.
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('../..', import.meta.url));
const OS_KEYS = { darwin: 'mac', win32: 'win', linux: 'linux' };
const archFlag = process.argv.indexOf('--arch');
const arch = archFlag > 0 ? process.argv[archFlag + 1] : process.arch;
const osKey = OS_KEYS[process.platform] ?? process.platform;
const outDir = join(root, 'out', 'native', 'electron', `${osKey}-${arch}`);
const target = join(outDir, 'better_sqlite3.node');
const electronVersion = JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')).version;
const stamp = join(outDir, 'electron-version.txt');

if (existsSync(target) && existsSync(stamp) && readFileSync(stamp, 'utf8') === electronVersion) process.exit(0);

const source = dirname(require.resolve('better-sqlite3/package.json'));
const work = join(root, '.cache', 'electron-native', `${osKey}-${arch}`, 'better-sqlite3');
rmSync(work, { recursive: true, force: true });
mkdirSync(dirname(work), { recursive: true });
cpSync(source, work, { recursive: true, filter: (p) => !p.includes(`${join(source, 'build')}`) });

const electronArgs = ['--runtime=electron', `--target=${electronVersion}`, `--arch=${arch}`];
// 1. A prebuilt binary for this Electron, if the network allows; 2. compile from source.
let ok =
  spawnSync(process.execPath, [require.resolve('prebuild-install/bin.js'), ...electronArgs], {
    cwd: work,
    stdio: 'inherit',
  }).status === 0;
if (!ok) {
  const npmDir = process.env.npm_execpath ? dirname(dirname(process.env.npm_execpath)) : null;
  const gyp = npmDir ? join(npmDir, 'node_modules', 'node-gyp', 'bin', 'node-gyp.js') : null;
  if (gyp && existsSync(gyp)) {
    ok =
      spawnSync(
        process.execPath,
        [gyp, 'rebuild', '--release', ...electronArgs, '--dist-url=https://electronjs.org/headers'],
        { cwd: work, stdio: 'inherit' },
      ).status === 0;
  }
}
const built = join(work, 'build', 'Release', 'better_sqlite3.node');
if (!ok || !existsSync(built)) {
  console.error(`Could not build better-sqlite3 for Electron ${electronVersion} (${osKey}-${arch}).`);
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });
copyFileSync(built, target);
writeFileSync(stamp, electronVersion);
console.log(`Built better-sqlite3 for Electron ${electronVersion}: ${target}`);
