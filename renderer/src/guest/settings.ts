/**
 * A guest's own sound, motion and colours at a network table, kept in the guest's browser: the host's
 * settings are the host's (its gate answers a guest's `settings.get` with the defaults), so a
 * colour-blind guest chooses the colour-blind palette here, for this browser only.
 *
 * What is kept is read field by field against the protocol's `settingsSchema`: a field that is missing
 * or unreadable (an old or damaged value, another version's) takes its default, and the others stay as
 * chosen. Nothing kept yet, the system's "reduce motion" wish decides the motion setting.
 */
import '../lib/zod-setup';
import { settingsSchema, type Settings } from '@core/protocol';
import { DEFAULT_SETTINGS } from '@core/protocol/defaults';
import type { SettingsKeeper } from '../lib/app.svelte';
import type { GuestStorage } from './pass';

export const SETTINGS_KEY = 'mob-night-guest-settings';

const FIELDS = Object.keys(settingsSchema.shape) as (keyof Settings)[];

/** The defaults for this browser: the app's, with reduced motion on when the system asks for it. */
export function guestDefaults(systemCalm: boolean): Settings {
  return { ...DEFAULT_SETTINGS, reduceMotion: systemCalm };
}

/** What this browser keeps, each unreadable field (or all, when nothing readable is kept) at its default. */
export function readGuestSettings(storage: Pick<GuestStorage, 'getItem'>, systemCalm: boolean): Settings {
  const settings = guestDefaults(systemCalm);
  let kept: unknown;
  try {
    kept = JSON.parse(storage.getItem(SETTINGS_KEY) ?? 'null');
  } catch {
    // Not JSON, or a browser that will not let the page read its storage: the defaults.
    return settings;
  }
  if (typeof kept !== 'object' || kept === null || Array.isArray(kept)) return settings;
  const fields = kept as Record<string, unknown>;
  for (const field of FIELDS) {
    const r = settingsSchema.shape[field].safeParse(fields[field]);
    if (r.success) (settings as Record<keyof Settings, unknown>)[field] = r.data;
  }
  return settings;
}

/** Keeps the whole of `settings` (checked first: nothing unreadable is ever written). Throws if the browser refuses. */
export function keepGuestSettings(storage: Pick<GuestStorage, 'setItem'>, settings: Settings): void {
  storage.setItem(SETTINGS_KEY, JSON.stringify(settingsSchema.parse(settings)));
}

/**
 * The settings keeper a guest's AppState uses: read from this browser as the page opens, saved there at
 * each change, never asked of the host (a reconnection reads this page's own copy again). A browser that
 * will not keep them (storage full or switched off) still has them for this page: the change stays, and
 * the error says it will not be there next time.
 */
export function guestKeeper(storage: GuestStorage, systemCalm: boolean): SettingsKeeper {
  let current = readGuestSettings(storage, systemCalm);
  return {
    first: current,
    load: () => Promise.resolve(current),
    update: (patch) => {
      current = { ...current, ...patch };
      try {
        keepGuestSettings(storage, current);
      } catch {
        return Promise.reject(new Error(BROWSER_WOULD_NOT_KEEP));
      }
      return Promise.resolve(current);
    },
  };
}

export const BROWSER_WOULD_NOT_KEEP =
  'This browser would not keep them, so they last only until this page is closed or reloaded.';
