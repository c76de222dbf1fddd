// The packaging dry run: packages the built app (`npm run build` first) with electron-builder's `dir`
// target for Linux x64, exactly as build/electron-builder.yml says, except for three things it
// cannot have without a download: the Electron distribution is a stand-in (stand-in-electron.mjs),
// better-sqlite3's Electron build is stood in for by Node's build at the same path inside the app,
// and the output goes to .cache/package-dry-run/ instead of release/. Everything else — file
// patterns, asar, unpacking, resources, icons, the fuses — is the release configuration.
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import { makeStandInElectron } from './stand-in-electron.mjs';

const require = createRequire(import.meta.url);
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const CONFIG_PATH = join(ROOT, 'build', 'electron-builder.yml');
export const DRY_RUN_DIR = join(ROOT, '.cache', 'package-dry-run');
/** Where the packaged app expects Electron's better-sqlite3 build for Linux x64 (see the config). */
export const NATIVE_IN_APP = 'out/native/electron/linux-x64';
const NATIVE_PATTERN = 'out/native/electron/${os}-${arch}/better_sqlite3.node';

export function loadConfig() {
  return yaml.load(readFileSync(CONFIG_PATH, 'utf8'));
}

/** The release configuration with only the dry run's three stand-ins swapped in. */
export function dryRunConfig(config, { electronDist, nativeDir, outputDir }) {
  const files = config.files.map((entry) =>
    entry === NATIVE_PATTERN ? { from: nativeDir, to: NATIVE_IN_APP, filter: ['better_sqlite3.node'] } : entry,
  );
  if (!files.some((e) => typeof e === 'object' && e.to === NATIVE_IN_APP)) {
    throw new Error(`electron-builder.yml no longer lists ${NATIVE_PATTERN}; update the dry run with it.`);
  }
  return { ...config, files, electronDist, directories: { ...config.directories, output: outputDir } };
}

export async function packageDryRun() {
  const { build, Platform, Arch } = await import('electron-builder');
  const { makeIcons, iconsUpToDate } = await import('../scripts/icons.mjs');
  if (!iconsUpToDate()) makeIcons();
  for (const f of ['out/main/index.cjs', 'out/preload/index.cjs', 'out/renderer/index.html']) {
    try {
      readFileSync(join(ROOT, f));
    } catch {
      throw new Error(`${f} is missing: run \`npm run build\` before the packaging dry run.`);
    }
  }
  rmSync(DRY_RUN_DIR, { recursive: true, force: true });
  const electronVersion = JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')).version;
  const electronDist = makeStandInElectron(join(DRY_RUN_DIR, 'stand-in-electron'), electronVersion);
  const nativeDir = join(DRY_RUN_DIR, 'stand-in-native');
  mkdirSync(nativeDir, { recursive: true });
  copyFileSync(
    require.resolve('better-sqlite3/build/Release/better_sqlite3.node'),
    join(nativeDir, 'better_sqlite3.node'),
  );
  const outputDir = join(DRY_RUN_DIR, 'release');
  const config = dryRunConfig(loadConfig(), { electronDist, nativeDir, outputDir });
  await build({
    projectDir: ROOT,
    targets: Platform.LINUX.createTarget('dir', Arch.x64),
    config,
    publish: 'never',
  });
  const appOutDir = join(outputDir, 'linux-unpacked');
  return {
    appOutDir,
    asar: join(appOutDir, 'resources', 'app.asar'),
    unpacked: join(appOutDir, 'resources', 'app.asar.unpacked'),
    executable: join(appOutDir, config.linux.executableName),
    config,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await packageDryRun();
  console.log(`Packaged with a stand-in Electron: ${result.appOutDir}`);
}
