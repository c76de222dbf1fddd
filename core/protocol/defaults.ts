/**
 * The settings a new records file starts with. Kept free of schema code, so the renderer's first
 * screen has them without building the protocol's schemas (`settingsSchema` in schemas.ts).
 */
import type { Settings } from './schemas';

export const DEFAULT_SETTINGS: Settings = {
  sound: true,
  volume: 0.7,
  animationSpeed: 'normal',
  reduceMotion: false,
  palette: 'standard',
  botPace: 'steady',
};

/** The pause before a computer player's move at each pace, in ms (steady: the 600 ms it always had). */
export const BOT_PACE_MS: Readonly<Record<Settings['botPace'], number>> = { quick: 200, steady: 600, unhurried: 1500 };
