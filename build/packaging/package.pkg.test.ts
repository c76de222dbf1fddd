/**
 * The packaging dry run (`npm run test:package`, after `npm run build`): package the app for Linux,
 * Windows and macOS with a stand-in Electron, exactly as the release configuration says, and check
 * what would ship — app.asar holds every runtime file and nothing else (no tests, sources, source
 * maps, secrets or dev dependencies), the native module sits unpacked beside it, the resources are
 * there, the fuses are flipped in the executable, on Windows the icon, version strings and asar
 * integrity are stamped into the .exe, and on macOS Info.plist registers the game files, the
 * category and the asar integrity.
 */
import { extractAll, getRawHeader, listPackage, statFile } from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import type BetterSqlite3 from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { NtExecutable, NtExecutableResource, Resource } from 'resedit';
import { beforeAll, describe, expect, it } from 'vitest';
import { electronSqlitePath } from '../../electron/main/native-path';
// @ts-expect-error -- a plain .mjs build script
import * as dryRun from './dry-run.mjs';

type Platform = 'linux' | 'win' | 'mac';
interface Packaged {
  appOutDir: string;
  resources: string;
  asar: string;
  unpacked: string;
  nativeInApp: string;
  executable: string;
}
const { packageDryRun, ROOT } = dryRun as { packageDryRun(p: Platform): Promise<Packaged>; ROOT: string };
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
  main: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const PLATFORMS: readonly Platform[] = ['linux', 'win', 'mac'];
const NODE_PLATFORM = { linux: 'linux', win: 'win32', mac: 'darwin' } as const;
const plist = createRequire(import.meta.url)('plist') as { parse(xml: string): unknown };
const built = new Map<Platform, { app: Packaged; files: string[] }>();

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)],
  );
}
const posix = (p: string) => p.replace(/\\/g, '/');

beforeAll(async () => {
  for (const platform of PLATFORMS) {
    const app = await packageDryRun(platform);
    built.set(platform, { app, files: listPackage(app.asar, { isPack: false }).map(posix) });
  }
}, 120_000);

describe.each(PLATFORMS)('packaging dry run for %s (stand-in Electron)', (platform) => {
  const get = () => built.get(platform)!;

  it('app.asar holds the main bundle, the bot worker, the preload, the whole renderer and package.json', () => {
    const renderer = walk(join(ROOT, 'out', 'renderer'))
      .filter((f) => !f.endsWith('.map'))
      .map((f) => `/${posix(relative(ROOT, f))}`);
    expect(renderer.length).toBeGreaterThan(3);
    const expected = [
      '/package.json',
      `/${pkg.main}`,
      '/out/main/bot-worker.cjs',
      '/out/preload/index.cjs',
      ...renderer,
    ];
    expect(expected.filter((f) => !get().files.includes(f))).toEqual([]);
  });

  it('every module the main bundle requires is Node, Electron, or packed with it', () => {
    const bundle = readFileSync(join(ROOT, pkg.main), 'utf8');
    const required = [...bundle.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1]!);
    const external = [...new Set(required)].filter(
      (m) => m !== 'electron' && !m.startsWith('node:') && !builtinModules.includes(m),
    );
    expect(external).toEqual(['better-sqlite3']);
    expect(Object.keys(pkg.dependencies)).toContain('better-sqlite3');
    expect(get().files).toContain('/node_modules/better-sqlite3/package.json');
    expect(get().files).toContain('/node_modules/better-sqlite3/lib/index.js');
  });

  it('ships no tests, sources, source maps, docs or secrets', () => {
    const bad = get().files.filter(
      (f) =>
        /\.(test|spec|e2e)\.[cm]?[jt]s$/.test(f) ||
        /\.(ts|tsx|svelte|map|md|db|db-wal|pem|key|p12|env)$/.test(f) ||
        /(^|\/)(\.env|\.npmrc|\.git|\.cache|e2e|test|tests|__tests__)(\/|$)/.test(f) ||
        /^\/(core|electron|renderer|build|resources|release)\//.test(f) ||
        /^\/node_modules\/better-sqlite3\/(src|deps|build)\//.test(f),
    );
    expect(bad).toEqual([]);
  });

  it('ships no dev dependencies and only the runtime one the bundle needs', () => {
    const modules = [
      ...new Set(
        get()
          .files.map((f) => /^\/node_modules\/((@[^/]+\/)?[^/]+)\//.exec(f)?.[1])
          .filter(Boolean),
      ),
    ];
    expect(modules).toEqual(['better-sqlite3']);
    for (const dev of Object.keys(pkg.devDependencies)) expect(modules).not.toContain(dev);
  });

  it('unpacks the native SQLite module beside app.asar, where Electron can load it', () => {
    const { app } = get();
    const inAsar = `${app.nativeInApp}/better_sqlite3.node`;
    expect(statFile(app.asar, inAsar)).toMatchObject({ unpacked: true });
    expect(walk(app.unpacked).map((f) => posix(relative(app.unpacked, f)))).toEqual([inAsar]);
  });

  it('opens a database through nativeBinding the way the packaged main process does', () => {
    const { app } = get();
    // The main process asks for <resources>/app.asar/out/...; native-path maps it to app.asar.unpacked.
    const wanted = electronSqlitePath(join(app.resources, 'app.asar', 'out'), NODE_PLATFORM[platform], 'x64');
    expect(wanted).toBe(join(app.unpacked, app.nativeInApp, 'better_sqlite3.node'));
    expect(existsSync(wanted)).toBe(true);
    // Plain Node cannot read inside an asar, so unpack a copy side by side, as Electron sees it.
    // (The stand-in module is Node's own build for this machine, so it loads here.)
    const copy = mkdtempSync(join(tmpdir(), 'mob-night-asar-'));
    extractAll(app.asar, copy);
    cpSync(app.unpacked, copy, { recursive: true });
    const Database = createRequire(join(copy, 'package.json'))('better-sqlite3') as typeof BetterSqlite3;
    const db = new Database(':memory:', { nativeBinding: join(copy, app.nativeInApp, 'better_sqlite3.node') });
    expect(db.prepare('select 6 * 7 as answer').get()).toEqual({ answer: 42 });
    db.close();
  });

  it('copies the game resources beside the app', () => {
    for (const f of ['gangsters/board.json', 'nothing-personal/board.json', 'nothing-personal/gangsters.json']) {
      const shipped = join(get().app.resources, 'resources', f);
      expect(readFileSync(shipped, 'utf8')).toBe(readFileSync(join(ROOT, 'resources', f), 'utf8'));
    }
  });

  it('flips the fuses in the packaged executable as configured', async () => {
    const wire = await getCurrentFuseWire(get().app.executable);
    const on = 0x31;
    const off = 0x30;
    const expected: Record<number, number> = {
      [FuseV1Options.RunAsNode]: off,
      [FuseV1Options.EnableCookieEncryption]: on,
      [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: off,
      [FuseV1Options.EnableNodeCliInspectArguments]: off,
      [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: on,
      [FuseV1Options.OnlyLoadAppFromAsar]: on,
      [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: off,
      [FuseV1Options.GrantFileProtocolExtraPrivileges]: off,
    };
    for (const [fuse, state] of Object.entries(expected)) expect(wire[Number(fuse) as FuseV1Options]).toBe(state);
  });
});

describe('the Windows executable', () => {
  const resources = () => {
    const exe = NtExecutable.from(readFileSync(built.get('win')!.app.executable));
    return NtExecutableResource.from(exe).entries;
  };

  it('is named for the product and carries its version strings', () => {
    expect(built.get('win')!.app.executable.endsWith('Mob Night.exe')).toBe(true);
    const [info] = Resource.VersionInfo.fromEntries(resources());
    expect(info!.getStringValues({ lang: 1033, codepage: 1200 })).toMatchObject({
      ProductName: 'Mob Night',
      FileDescription: 'Mob Night',
      FileVersion: pkg.version,
      CompanyName: 'The Mob Night authors',
    });
  });

  it('carries our icon, from 16 px to 256 px', () => {
    const [group] = Resource.IconGroupEntry.fromEntries(resources());
    const sizes = group!.icons.map((i) => i.width || 256); // 0 means 256 in an icon directory
    expect(sizes).toEqual(expect.arrayContaining([16, 32, 48, 256]));
  });

  it('embeds the integrity hash of the app.asar it ships', () => {
    const entry = resources().find((e) => e.type === 'INTEGRITY' && e.id === 'ELECTRONASAR');
    const integrity = JSON.parse(Buffer.from(entry!.bin).toString('utf8')) as { file: string; value: string }[];
    const header = getRawHeader(built.get('win')!.app.asar).headerString;
    expect(integrity).toEqual([
      { file: 'resources\\app.asar', alg: 'SHA256', value: createHash('sha256').update(header).digest('hex') },
    ]);
  });
});

describe('the macOS app bundle', () => {
  interface InfoPlist {
    CFBundleIdentifier: string;
    CFBundleName: string;
    CFBundleExecutable: string;
    CFBundleIconFile: string;
    LSApplicationCategoryType: string;
    CFBundleDocumentTypes: { CFBundleTypeExtensions: string[]; CFBundleTypeName: string }[];
    ElectronAsarIntegrity: Record<string, { algorithm: string; hash: string }>;
  }
  const info = () => {
    const app = built.get('mac')!.app;
    return plist.parse(readFileSync(join(app.executable, 'Contents', 'Info.plist'), 'utf8')) as InfoPlist;
  };

  it('is named and identified as Mob Night, filed under Board Games, with our icon', () => {
    expect(info()).toMatchObject({
      CFBundleIdentifier: 'net.mobnight.app',
      CFBundleName: 'Mob Night',
      CFBundleExecutable: 'Mob Night',
      CFBundleIconFile: 'icon.icns',
      LSApplicationCategoryType: 'public.app-category.board-games',
    });
    const icns = readFileSync(join(built.get('mac')!.app.resources, 'icon.icns'));
    expect(icns.subarray(0, 4).toString('latin1')).toBe('icns');
  });

  it('registers .mobnight game files', () => {
    expect(info().CFBundleDocumentTypes).toEqual([
      expect.objectContaining({ CFBundleTypeExtensions: ['mobnight'], CFBundleTypeName: 'Mob Night game' }),
    ]);
  });

  it('records the integrity hash of the app.asar it ships', () => {
    const header = getRawHeader(built.get('mac')!.app.asar).headerString;
    expect(info().ElectronAsarIntegrity).toEqual({
      'Resources/app.asar': { algorithm: 'SHA256', hash: createHash('sha256').update(header).digest('hex') },
    });
  });
});
