import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir, projectRoot } from './paths';

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
