import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { dataDir, projectRoot, runAsScript } from './paths';

describe('data folder', () => {
  it('uses MOB_NIGHT_DATA_DIR when set', () => {
    expect(dataDir({ MOB_NIGHT_DATA_DIR: '/tmp/family' }, 'linux', '/home/a')).toBe('/tmp/family');
  });

  it('uses each platform’s user-data folder otherwise', () => {
    expect(dataDir({}, 'linux', '/home/a')).toBe('/home/a/.config/Mob Night');
    expect(dataDir({ XDG_CONFIG_HOME: '/xdg' }, 'linux', '/home/a')).toBe('/xdg/Mob Night');
    expect(dataDir({}, 'darwin', '/Users/a')).toBe('/Users/a/Library/Application Support/Mob Night');
    expect(dataDir({ APPDATA: 'C:\\Users\\a\\AppData\\Roaming' }, 'win32', 'C:\\Users\\a')).toContain('Mob Night');
  });
});

describe('the project folder, from source or from a bundle', () => {
  it('is one folder up from electron/ and two up from out/main/, so package.json and out/renderer are found both ways', () => {
    expect(projectRoot('file:///home/a/mob-night/electron/serve.ts')).toBe('/home/a/mob-night/');
    expect(projectRoot('file:///home/a/mob-night/out/main/serve.cjs')).toBe('/home/a/mob-night/');
    expect(existsSync(join(projectRoot(), 'package.json'))).toBe(true);
  });
});

describe('run as a script', () => {
  it('knows the server or the CLI is the script Node was asked to run, also through a symbolic link', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mob-night-paths-'));
    try {
      const real = join(dir, 'serve.cjs');
      writeFileSync(real, '');
      symlinkSync(real, join(dir, 'mob-night'));
      const here = pathToFileURL(real).href;
      expect(runAsScript(here, real)).toBe(true);
      expect(runAsScript(here, join(dir, 'mob-night'))).toBe(true);
      expect(runAsScript(here, join(dir, 'other.cjs'))).toBe(false);
      expect(runAsScript(here, undefined)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
