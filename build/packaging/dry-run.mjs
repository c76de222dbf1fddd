// The packaging dry run: packages the built app (`npm run build` first) with electron-builder's `dir`
// target for Linux, Windows and macOS, x64 (all three run from Linux for `dir`), exactly as
// build/electron-builder.yml says, except for what it cannot have without a download or a Mac: the
// Electron distribution is a stand-in (stand-in-electron.mjs), better-sqlite3's Electron build is
// stood in for by Node's build at the same path inside the app, the output goes to
// .cache/package-dry-run/<platform>/ instead of release/, and off macOS the ad-hoc re-signing after
// the fuses are flipped is skipped (it runs Apple's codesign). Everything else — file patterns,
// asar, unpacking, resources, icons, the Windows version resource, Info.plist, asar integrity, the
// fuses — is the release configuration.
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
const NATIVE_PATTERN = 'out/native/electron/${os}-${arch}/better_sqlite3.node';

/** Where the packaged app expects Electron's better-sqlite3 build (see the config's `files`). */
export function nativeInApp(platform) {
  return `out/native/electron/${platform}-x64`;
}

export function loadConfig() {
  return yaml.load(readFileSync(CONFIG_PATH, 'utf8'));
}

/** The release configuration with only the dry run's three stand-ins swapped in. */
export function dryRunConfig(config, { electronDist, nativeDir, outputDir, platform = 'linux' }) {
  const to = nativeInApp(platform);
  const files = config.files.map((entry) =>
    entry === NATIVE_PATTERN ? { from: nativeDir, to, filter: ['better_sqlite3.node'] } : entry,
  );
  if (!files.some((e) => typeof e === 'object' && e.to === to)) {
    throw new Error(`electron-builder.yml no longer lists ${NATIVE_PATTERN}; update the dry run with it.`);
  }
  const dry = { ...config, files, electronDist, directories: { ...config.directories, output: outputDir } };
  if (platform === 'mac' && process.platform !== 'darwin') {
    dry.electronFuses = { ...config.electronFuses, resetAdHocDarwinSignature: false };
  }
  return dry;
}

function checkBuilt() {
  for (const f of [
    'out/main/index.cjs',
    'out/main/bot-worker.cjs',
    'out/preload/index.cjs',
    'out/renderer/index.html',
  ]) {
    try {
      readFileSync(join(ROOT, f));
    } catch {
      throw new Error(`${f} is missing: run \`npm run build\` before the packaging dry run.`);
    }
  }
}

const PLATFORMS = { linux: 'LINUX', win: 'WINDOWS', mac: 'MAC' };

/** The packaged executable: what @electron/fuses is pointed at (for macOS, the .app). */
function executableOf(platform, appOutDir, config) {
  if (platform === 'win') return join(appOutDir, `${config.productName}.exe`);
  if (platform === 'mac') return join(appOutDir, `${config.productName}.app`);
  return join(appOutDir, config.linux.executableName);
}

/** Packages for `platform` ('linux', 'win' or 'mac'; x64) with the stand-ins; returns where things landed. */
export async function packageDryRun(platform = 'linux') {
  const { build, Platform, Arch } = await import('electron-builder');
  const { makeIcons, iconsUpToDate } = await import('../scripts/icons.mjs');
  if (!iconsUpToDate()) makeIcons();
  checkBuilt();
  const base = join(DRY_RUN_DIR, platform);
  rmSync(base, { recursive: true, force: true });
  const electronVersion = JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')).version;
  const electronDist = makeStandInElectron(join(base, 'stand-in-electron'), electronVersion, platform);
  const nativeDir = join(base, 'stand-in-native');
  mkdirSync(nativeDir, { recursive: true });
  copyFileSync(
    require.resolve('better-sqlite3/build/Release/better_sqlite3.node'),
    join(nativeDir, 'better_sqlite3.node'),
  );
  const outputDir = join(base, 'release');
  const config = dryRunConfig(loadConfig(), { electronDist, nativeDir, outputDir, platform });
  const target = Platform[PLATFORMS[platform]];
  await build({ projectDir: ROOT, targets: target.createTarget('dir', Arch.x64), config, publish: 'never' });
  const appOutDir = join(outputDir, platform === 'mac' ? 'mac' : `${platform}-unpacked`);
  const resources =
    platform === 'mac'
      ? join(appOutDir, `${config.productName}.app`, 'Contents', 'Resources')
      : join(appOutDir, 'resources');
  return {
    platform,
    appOutDir,
    resources,
    asar: join(resources, 'app.asar'),
    unpacked: join(resources, 'app.asar.unpacked'),
    nativeInApp: nativeInApp(platform),
    executable: executableOf(platform, appOutDir, config),
    config,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const platform of Object.keys(PLATFORMS)) {
    const result = await packageDryRun(platform);
    console.log(`Packaged for ${platform} with a stand-in Electron: ${result.appOutDir}`);
  }
}
