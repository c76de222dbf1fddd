import { describe, expect, it } from 'vitest';
import { dataDir } from './paths';

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
