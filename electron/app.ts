/**
 * Builds the host for a data folder: the one wiring shared by the Electron main process, browser
 * mode and the CLI.
 */
import { readFileSync } from 'node:fs';
import type { AnyGameDef } from '../core/engine';
import { GAMES } from '../core/games';
import { AIDS } from '../core/games/aids';
import { Host } from './host/host';
import { backupDir, dbPath } from './paths';
import { openStore, recoverStore } from './store';

export interface AppOptions {
  readonly dataDir: string;
  readonly mode: 'electron' | 'browser';
  readonly games?: readonly AnyGameDef[];
  /** Electron's own build of better-sqlite3 (see README); Node's build is used when absent. */
  readonly nativeBinding?: string;
}

export function appVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

export function createHost(options: AppOptions, version = appVersion()): Host {
  const path = dbPath(options.dataDir);
  const storeOptions = {
    backupDir: backupDir(options.dataDir),
    ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}),
  };
  return new Host({
    games: options.games ?? GAMES,
    aids: AIDS,
    mode: options.mode,
    version,
    dataDir: options.dataDir,
    open: () => openStore(path, storeOptions),
    recover: (choice) => recoverStore(path, choice, storeOptions),
  });
}
