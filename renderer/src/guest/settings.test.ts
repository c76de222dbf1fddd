/** A guest's own sound, motion and colours, kept in the guest's browser (guest/settings.ts). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '@core/protocol';
import type { GuestStorage } from './pass';
import { BROWSER_WOULD_NOT_KEEP, SETTINGS_KEY, guestKeeper, keepGuestSettings, readGuestSettings } from './settings';

function memory(): GuestStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const chosen: Settings = {
  sound: false,
  volume: 0.35,
  animationSpeed: 'slow',
  reduceMotion: true,
  palette: 'colour-blind',
  botPace: 'steady',
};

describe('a guest’s own settings in the browser', () => {
  it('starts at the defaults, with reduced motion when the system asks for it', () => {
    const s = memory();
    expect(readGuestSettings(s, false)).toEqual(DEFAULT_SETTINGS);
    expect(readGuestSettings(s, true)).toEqual({ ...DEFAULT_SETTINGS, reduceMotion: true });
  });

  it('keeps what was chosen and reads it back, whatever the system asks', () => {
    const s = memory();
    keepGuestSettings(s, chosen);
    expect(readGuestSettings(s, false)).toEqual(chosen);
    keepGuestSettings(s, { ...chosen, reduceMotion: false });
    expect(readGuestSettings(s, true)).toEqual({ ...chosen, reduceMotion: false });
  });

  it('reads a damaged value as the defaults, without throwing', () => {
    const s = memory();
    for (const damaged of ['not json', '{', 'null', '42', '"colour-blind"', '[]', '[1,2]']) {
      s.setItem(SETTINGS_KEY, damaged);
      expect(readGuestSettings(s, false), damaged).toEqual(DEFAULT_SETTINGS);
    }
  });

  it('keeps each readable field of a partly damaged value, and defaults the rest', () => {
    const s = memory();
    s.setItem(
      SETTINGS_KEY,
      JSON.stringify({ palette: 'colour-blind', volume: 7, animationSpeed: 'warp', sound: 'no' }),
    );
    expect(readGuestSettings(s, false)).toEqual({ ...DEFAULT_SETTINGS, palette: 'colour-blind' });
    // A field missing (another version's value) takes this browser's default.
    s.setItem(SETTINGS_KEY, JSON.stringify({ palette: 'colour-blind', extra: true }));
    expect(readGuestSettings(s, true)).toEqual({ ...DEFAULT_SETTINGS, palette: 'colour-blind', reduceMotion: true });
  });

  it('reads the defaults from a browser that will not let the page read its storage', () => {
    const locked = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
    };
    expect(readGuestSettings(locked, true)).toEqual({ ...DEFAULT_SETTINGS, reduceMotion: true });
  });

  it('never writes an unreadable value', () => {
    const s = memory();
    expect(() => keepGuestSettings(s, { ...chosen, volume: 3 })).toThrow();
    expect(s.data.has(SETTINGS_KEY)).toBe(false);
  });

  it('as the page’s keeper: known at once, saved at each change, read again by the next page', async () => {
    const s = memory();
    keepGuestSettings(s, { ...DEFAULT_SETTINGS, sound: false });
    const keeper = guestKeeper(s, false);
    expect(keeper.first).toEqual({ ...DEFAULT_SETTINGS, sound: false });
    expect(await keeper.update({ palette: 'colour-blind' })).toEqual({
      ...DEFAULT_SETTINGS,
      sound: false,
      palette: 'colour-blind',
    });
    // A reconnection reads the page's own copy; a reload (a new keeper) reads the browser's.
    expect((await keeper.load()).palette).toBe('colour-blind');
    expect(guestKeeper(s, false).first?.palette).toBe('colour-blind');
  });

  it('as the page’s keeper in a browser that will not keep them: the change stays for this page, and says why', async () => {
    const s = memory();
    s.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const keeper = guestKeeper(s, false);
    await expect(keeper.update({ palette: 'colour-blind' })).rejects.toThrow(BROWSER_WOULD_NOT_KEEP);
    expect((await keeper.load()).palette).toBe('colour-blind');
  });
});
