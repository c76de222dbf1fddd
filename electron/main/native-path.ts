/**
 * Where the Electron main process finds Electron's ABI build of better-sqlite3: made by
 * build/scripts/electron-native.mjs into out/native/electron/<os>-<arch>/, with electron-builder's
 * names for the OS, and in a packaged app unpacked beside app.asar (native modules cannot load
 * from inside it).
 */
import { join, sep } from 'node:path';

const OS_KEYS: Partial<Record<NodeJS.Platform, string>> = { darwin: 'mac', win32: 'win', linux: 'linux' };

export function electronSqlitePath(outDir: string, platform: NodeJS.Platform, arch: string): string {
  const file = join(outDir, 'native', 'electron', `${OS_KEYS[platform] ?? platform}-${arch}`, 'better_sqlite3.node');
  return file.replace(`app.asar${sep}`, `app.asar.unpacked${sep}`);
}
