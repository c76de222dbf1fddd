import { realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const APP_NAME = 'Mob Night';
export const DB_FILE = 'mob-night.db';

/**
 * Where Mob Night keeps its records: the platform's user-data folder (the same one Electron's
 * `app.getPath('userData')` gives for our product name), or MOB_NIGHT_DATA_DIR when set.
 */
export function dataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home = homedir(),
): string {
  const override = env.MOB_NIGHT_DATA_DIR?.trim();
  if (override) return override;
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), APP_NAME);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', APP_NAME);
  return join(env.XDG_CONFIG_HOME ?? join(home, '.config'), APP_NAME);
}

export function dbPath(dir: string): string {
  return join(dir, DB_FILE);
}

export function backupDir(dir: string): string {
  return join(dir, 'backups');
}

/**
 * The project's folder: one up from electron/ when run from source (tsx, tests), two up from out/main/
 * when run from a bundle (browser mode's out/main/serve.cjs). Paths to package.json and the built
 * renderer start here, so they are the same whichever way the host runs.
 */
export function projectRoot(here: string = import.meta.url): string {
  return fileURLToPath(new URL(here.endsWith('.cjs') ? '../..' : '..', here));
}

/**
 * Whether the module at `here` (its `import.meta.url`) is the script Node was asked to run (`argv1`),
 * even when it was asked through a symbolic link: Node loads the main module by its real path.
 */
export function runAsScript(here: string, argv1: string | undefined = process.argv[1]): boolean {
  if (!argv1) return false;
  let path = resolve(argv1);
  try {
    path = realpathSync(path);
  } catch {
    // A path that cannot be resolved is compared as given.
  }
  return here === pathToFileURL(path).href;
}
