// Finds the Electron runtime without triggering electron's lazy download as a side effect.
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

function electronPackageDir() {
  try {
    return dirname(require.resolve('electron/package.json'));
  } catch {
    return null;
  }
}

/** The path of the Electron executable if it is present on this machine, else null. */
export function electronExecutable() {
  const dir = electronPackageDir();
  if (!dir) return null;
  const pathFile = join(dir, 'path.txt');
  const rel = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  if (override) {
    const exe = join(override, rel ?? (process.platform === 'win32' ? 'electron.exe' : 'electron'));
    return existsSync(exe) ? exe : null;
  }
  if (!rel) return null;
  const exe = join(dir, 'dist', rel);
  return existsSync(exe) ? exe : null;
}

/** Tries electron's own installer once (it downloads the runtime); returns the executable or null. */
export function fetchElectron() {
  const dir = electronPackageDir();
  if (!dir || process.env.MOB_NIGHT_NO_ELECTRON_DOWNLOAD) return null;
  const r = spawnSync(process.execPath, [join(dir, 'install.js')], { stdio: 'ignore', timeout: 300_000 });
  return r.status === 0 ? electronExecutable() : null;
}
