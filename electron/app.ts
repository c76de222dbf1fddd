/**
 * Builds the host for a data folder: the one wiring shared by the Electron main process, browser
 * mode and the CLI.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyGameDef } from '../core/engine';
import { REGISTRY } from '../core/games';
import { BotThinker } from './host/bot-thinker';
import { Host } from './host/host';
import { LanController } from './lan/controller';
import { backupDir, dbPath, projectRoot } from './paths';
import { openStore, recoverStore } from './store';

export interface AppOptions {
  readonly dataDir: string;
  readonly mode: 'electron' | 'browser';
  readonly games?: readonly AnyGameDef[];
  /**
   * A pause before each bot decision in ms (default: the pace chosen in Settings, 600 ms unless changed, so
   * people can follow; MOB_NIGHT_BOT_DELAY_MS overrides); 'settings' for that pace whatever the environment.
   */
  readonly botDelayMs?: number | 'settings';
  /** How long a live game nobody watches stays in memory (default 10 minutes; see `HostOptions.idleMs`). */
  readonly idleMs?: number;
  /** How long a computer player waits to try again a move the records could not save (tests shorten it). */
  readonly saveRetryMs?: number;
  /** Electron's own build of better-sqlite3 (see README); Node's build is used when absent. */
  readonly nativeBinding?: string;
  /** Bring back a network table that was on when the app last closed (the app and browser mode). */
  readonly resumeLan?: boolean;
  /** The built renderer, served to guests who join a network table from a browser. */
  readonly rendererDir?: string;
  /** Announce the network table with mDNS and list tables nearby (default true). */
  readonly discovery?: boolean;
}

export function appVersion(): string {
  const pkg = JSON.parse(readFileSync(join(projectRoot(), 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/**
 * The bot pause: MOB_NIGHT_BOT_DELAY_MS when set (the end-to-end tests use 0), else the pace chosen in
 * Settings (600 ms unless changed).
 */
export function botDelayFromEnv(env: NodeJS.ProcessEnv = process.env): number | 'settings' {
  const set = env.MOB_NIGHT_BOT_DELAY_MS?.trim();
  const raw = Number(set);
  return set && Number.isFinite(raw) && raw >= 0 ? raw : 'settings';
}

/** How long a Hard bot thinks per decision: MOB_NIGHT_BOT_THINK_MS when set, else 750 ms (p95 under a second). */
export function thinkMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = Number(env.MOB_NIGHT_BOT_THINK_MS);
  return Number.isFinite(raw) && raw > 0 ? raw : 750;
}

export function createHost(options: AppOptions, version = appVersion()): Host {
  for (const m of REGISTRY.modules) m.content?.();
  const path = dbPath(options.dataDir);
  const storeOptions = {
    backupDir: backupDir(options.dataDir),
    ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}),
  };
  const thinker = new BotThinker(REGISTRY);
  const host = new Host({
    games: options.games ?? REGISTRY.playable,
    aids: REGISTRY.aids,
    review: REGISTRY.review,
    bot: REGISTRY.bot,
    botLevels: REGISTRY.botLevels,
    think: (r) => thinker.think(r),
    thinkMs: thinkMsFromEnv(),
    onClose: () => void thinker.close(),
    botDelayMs: options.botDelayMs ?? botDelayFromEnv(),
    ...(options.idleMs !== undefined ? { idleMs: options.idleMs } : {}),
    ...(options.saveRetryMs !== undefined ? { saveRetryMs: options.saveRetryMs } : {}),
    mode: options.mode,
    version,
    dataDir: options.dataDir,
    open: () => openStore(path, storeOptions),
    recover: (choice) => recoverStore(path, choice, storeOptions),
  });
  const lan = new LanController({
    host,
    dataDir: options.dataDir,
    ...(options.rendererDir ? { rendererDir: options.rendererDir } : {}),
    ...(options.discovery === false ? { discovery: false } : {}),
  });
  host.attachLan(lan);
  if (options.resumeLan) void host.resumeLan();
  return host;
}
