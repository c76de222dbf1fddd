/**
 * The installer configuration (build/electron-builder.yml) says what the issue asks of each
 * platform, and the icon pipeline makes every icon it names from resources/icon.svg.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_FILE_EXT } from '../../electron/main/single-instance';
// @ts-expect-error -- plain .mjs build scripts
import * as dryRun from './dry-run.mjs';
// @ts-expect-error -- plain .mjs build scripts
import * as icons from '../scripts/icons.mjs';

type Target = { target: string; arch: string[] };
interface Config {
  appId: string;
  productName: string;
  files: (string | { from: string; to: string; filter: string[] })[];
  asar: boolean;
  asarUnpack: string[];
  npmRebuild: boolean;
  electronFuses: Record<string, boolean>;
  electronDist?: string;
  directories: { output: string };
  fileAssociations: { ext: string; mimeType: string; icon?: string }[];
  win: { target: Target[]; icon: string };
  mac: { target: Target[]; icon: string; category: string };
  linux: {
    target: Target[];
    icon: string;
    category: string;
    executableName: string;
    mimeTypes?: string[];
    syncDesktopName: boolean;
    desktop: { entry: Record<string, string> };
  };
  extraResources: { from: string; to: string }[];
}
const { loadConfig, dryRunConfig, nativeInApp, ROOT } = dryRun as {
  loadConfig(): Config;
  dryRunConfig(c: Config, o: { electronDist: string; nativeDir: string; outputDir: string; platform?: string }): Config;
  nativeInApp(platform: string): string;
  ROOT: string;
};
const { makeIcons, ICONS_DIR, PNG_SIZES } = icons as { makeIcons(): void; ICONS_DIR: string; PNG_SIZES: number[] };
const config = loadConfig();
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
  desktopName: string;
  homepage: string;
  description: string;
  author: { name: string; email: string };
};

describe('installer configuration', () => {
  it('names the product and makes NSIS, DMG (Intel and Apple silicon), AppImage and deb', () => {
    expect(config.productName).toBe('Mob Night');
    expect(config.appId).toBe('net.mobnight.app');
    expect(config.win.target).toEqual([{ target: 'nsis', arch: ['x64'] }]);
    expect(config.mac.target).toEqual([{ target: 'dmg', arch: ['x64', 'arm64'] }]);
    expect(config.linux.target).toEqual([
      { target: 'AppImage', arch: ['x64'] },
      { target: 'deb', arch: ['x64'] },
    ]);
  });

  it('has the metadata the deb and NSIS installers require (homepage, author with email, description)', () => {
    expect(pkg.homepage).toMatch(/^https:\/\//);
    expect(pkg.author.email).toMatch(/@/);
    expect(pkg.description.length).toBeGreaterThan(20);
  });

  it('sets every fuse the hardening asks for', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
      grantFileProtocolExtraPrivileges: false,
      resetAdHocDarwinSignature: true,
    });
  });

  it('registers exported game files and a Linux desktop entry in the Game category', () => {
    expect(config.fileAssociations).toHaveLength(1);
    const [assoc] = config.fileAssociations;
    expect(`.${assoc!.ext}`).toBe(GAME_FILE_EXT);
    expect(assoc!.mimeType).toBe('application/x-mob-night-game');
    expect(assoc!.icon).toBeUndefined(); // on macOS it would be copied over the app's icon.icns
    expect(config.linux.mimeTypes).toBeUndefined(); // electron-builder adds the association's type
    expect(config.linux.syncDesktopName).toBe(true);
    expect(pkg.desktopName).toBe(`${config.linux.executableName}.desktop`);
    expect(config.linux.desktop.entry.StartupWMClass).toBeUndefined(); // derived from desktopName
    expect(config.linux.category).toBe('Game');
    expect(config.linux.desktop.entry.Categories).toBe('Game;BoardGame;');
    expect(config.linux.desktop.entry.Name).toBe('Mob Night');
    expect(config.mac.category).toBe('public.app-category.board-games');
  });

  it('packs the app into an asar, unpacks native modules and ships the Electron build of SQLite', () => {
    expect(config.asar).toBe(true);
    expect(config.asarUnpack).toEqual(['**/*.node']);
    expect(config.npmRebuild).toBe(false);
    expect(config.files).toContain('out/native/electron/${os}-${arch}/better_sqlite3.node');
    expect(config.files).toEqual(expect.arrayContaining(['!node_modules/**', '!**/*.map', '!**/*.ts']));
    expect(config.extraResources).toEqual([expect.objectContaining({ from: 'resources', to: 'resources' })]);
    expect(config.electronDist).toBeUndefined();
  });

  it('the dry run changes only the Electron distribution, the SQLite build and the output folder', () => {
    const dry = dryRunConfig(config, { electronDist: '/tmp/e', nativeDir: '/tmp/n', outputDir: '/tmp/o' });
    const { files, electronDist, directories, ...rest } = dry;
    const { files: realFiles, directories: realDirs, ...realRest } = config;
    expect(rest).toEqual(realRest);
    expect(electronDist).toBe('/tmp/e');
    expect(directories).toEqual({ ...realDirs, output: '/tmp/o' });
    expect(files.filter((f) => !realFiles.includes(f))).toEqual([
      { from: '/tmp/n', to: 'out/native/electron/linux-x64', filter: ['better_sqlite3.node'] },
    ]);
    const win = dryRunConfig(config, { electronDist: '/e', nativeDir: '/n', outputDir: '/o', platform: 'win' });
    expect(win.files).toContainEqual({ from: '/n', to: nativeInApp('win'), filter: ['better_sqlite3.node'] });
    expect(nativeInApp('win')).toBe('out/native/electron/win-x64');
  });
});

describe('Node and Electron versions', () => {
  it('the engines field, the README and the pinned Electron agree', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const node = /^>=(\d+\.\d+)$/.exec(pkg.engines.node)?.[1];
    expect(node).toBeDefined();
    expect(readme).toContain(`Node ${node} or newer runs everything here`);
    const electron = pkg.devDependencies.electron!;
    expect(electron).toMatch(/^\d+\.\d+\.\d+$/); // pinned exactly
    expect(readme).toContain(`\`electron@${electron}\``);
    expect(readme).toContain(`We keep Electron ${electron.split('.')[0]} rather than`);
  });
});

describe('icons from resources/icon.svg', () => {
  it('makes the .ico, the .icns and a PNG at every size the installers use', () => {
    makeIcons();
    const read = (f: string) => readFileSync(join(ICONS_DIR, f));
    const ico = read('icon.ico');
    expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]); // ICONDIR: reserved 0, type 1 (icon)
    expect(ico.readUInt16LE(4)).toBeGreaterThanOrEqual(6); // several sizes in one file
    const icns = read('icon.icns');
    expect(icns.subarray(0, 4).toString('latin1')).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    for (const size of PNG_SIZES) {
      const png = read(join('png', `${size}x${size}.png`));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
    expect(join(ROOT, config.win.icon)).toBe(join(ICONS_DIR, 'icon.ico'));
    expect(join(ROOT, config.mac.icon)).toBe(join(ICONS_DIR, 'icon.icns'));
    expect(join(ROOT, config.linux.icon)).toBe(join(ICONS_DIR, 'png'));
  });
});
