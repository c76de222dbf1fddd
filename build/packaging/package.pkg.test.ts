/**
 * The packaging dry run (`npm run test:package`, after `npm run build`): package the app with a
 * stand-in Electron, exactly as the release configuration says, and check what would ship —
 * app.asar holds every runtime file and nothing else (no tests, sources, source maps, secrets or
 * dev dependencies), the native module sits unpacked beside it, the resources are there, and the
 * fuses are flipped in the executable.
 */
import { extractAll, listPackage, statFile } from '@electron/asar';
import type BetterSqlite3 from 'better-sqlite3';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs build script
import * as dryRun from './dry-run.mjs';
import { electronSqlitePath } from '../../electron/main/native-path';

interface Packaged {
  appOutDir: string;
  asar: string;
  unpacked: string;
  executable: string;
  config: { electronFuses: Record<string, boolean> };
}
const { packageDryRun, ROOT, NATIVE_IN_APP } = dryRun as {
  packageDryRun(): Promise<Packaged>;
  ROOT: string;
  NATIVE_IN_APP: string;
};
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  main: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

let app: Packaged;
let files: string[];

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)],
  );
}

beforeAll(async () => {
  app = await packageDryRun();
  files = listPackage(app.asar, { isPack: false }).map((f) => f.replace(/\\/g, '/'));
}, 120_000);

describe('packaging dry run (stand-in Electron)', () => {
  it('app.asar holds the main bundle, the preload, the whole renderer and package.json', () => {
    const renderer = walk(join(ROOT, 'out', 'renderer'))
      .filter((f) => !f.endsWith('.map'))
      .map((f) => `/${relative(ROOT, f).replace(/\\/g, '/')}`);
    expect(renderer.length).toBeGreaterThan(3);
    const expected = ['/package.json', `/${pkg.main}`, '/out/preload/index.cjs', ...renderer];
    expect(expected.filter((f) => !files.includes(f))).toEqual([]);
  });

  it('every module the main bundle requires is Node, Electron, or packed with it', () => {
    const bundle = readFileSync(join(ROOT, pkg.main), 'utf8');
    const required = [...bundle.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1]!);
    const external = [...new Set(required)].filter(
      (m) => m !== 'electron' && !m.startsWith('node:') && !builtinModules.includes(m),
    );
    expect(external).toEqual(Object.keys(pkg.dependencies).filter((d) => d === 'better-sqlite3'));
    for (const m of external) expect(files).toContain(`/node_modules/${m}/package.json`);
    expect(files).toContain('/node_modules/better-sqlite3/lib/index.js');
  });

  it('ships no tests, sources, source maps, docs or secrets', () => {
    const bad = files.filter(
      (f) =>
        /\.(test|spec|pkg\.test|e2e)\.[cm]?[jt]s$/.test(f) ||
        /\.(ts|tsx|svelte|map|md|db|db-wal|pem|key|p12|env)$/.test(f) ||
        /(^|\/)(\.env|\.npmrc|\.git|\.cache|e2e|test|tests|__tests__)(\/|$)/.test(f) ||
        /^\/(core|electron|renderer|build|resources|release)\//.test(f) ||
        /^\/node_modules\/better-sqlite3\/(src|deps|build)\//.test(f),
    );
    expect(bad).toEqual([]);
  });

  it('ships no dev dependencies and only the runtime ones the bundle needs', () => {
    const modules = [
      ...new Set(files.map((f) => /^\/node_modules\/((@[^/]+\/)?[^/]+)\//.exec(f)?.[1]).filter(Boolean)),
    ];
    expect(modules).toEqual(['better-sqlite3']);
    for (const dev of Object.keys(pkg.devDependencies)) expect(modules).not.toContain(dev);
  });

  it('unpacks the native SQLite module beside app.asar, where Electron can load it', () => {
    const inAsar = `${NATIVE_IN_APP}/better_sqlite3.node`;
    expect(statFile(app.asar, inAsar)).toMatchObject({ unpacked: true });
    expect(existsSync(join(app.unpacked, inAsar))).toBe(true);
    const unpacked = walk(app.unpacked).map((f) => relative(app.unpacked, f).replace(/\\/g, '/'));
    expect(unpacked).toEqual([inAsar]);
  });

  it('opens a database through nativeBinding the way the packaged main process does', () => {
    // The main process asks for <resources>/app.asar/out/...; native-path maps it to app.asar.unpacked.
    const wanted = electronSqlitePath(join(app.appOutDir, 'resources', 'app.asar', 'out'), 'linux', 'x64');
    expect(wanted).toBe(join(app.unpacked, NATIVE_IN_APP, 'better_sqlite3.node'));
    // Plain Node cannot read inside an asar, so unpack a copy side by side, as Electron sees it.
    const copy = mkdtempSync(join(tmpdir(), 'mob-night-asar-'));
    extractAll(app.asar, copy);
    cpSync(app.unpacked, copy, { recursive: true });
    const Database = createRequire(join(copy, 'package.json'))('better-sqlite3') as typeof BetterSqlite3;
    const db = new Database(':memory:', { nativeBinding: join(copy, NATIVE_IN_APP, 'better_sqlite3.node') });
    expect(db.prepare('select 6 * 7 as answer').get()).toEqual({ answer: 42 });
    db.close();
  });

  it('copies the game resources beside the app', () => {
    for (const f of ['gangsters/board.json', 'nothing-personal/board.json', 'nothing-personal/gangsters.json']) {
      const shipped = join(app.appOutDir, 'resources', 'resources', f);
      expect(readFileSync(shipped, 'utf8')).toBe(readFileSync(join(ROOT, 'resources', f), 'utf8'));
    }
  });

  it('flips the fuses in the packaged executable as configured', async () => {
    const wire = await getCurrentFuseWire(app.executable);
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
