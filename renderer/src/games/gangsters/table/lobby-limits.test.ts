import { describe, expect, it } from 'vitest';
import { optionsSchema } from '@core/games/gangsters/game';
import { bothLimits, gangstersSetup as table, MAX_PLAYING_MINUTES } from './setup';

/** The lobby's two ways to stop a Gangsters game early (G-15.2): a number of turns and a playing time. */
describe('the lobby’s turn and time limits (G-15.2)', () => {
  const hints = table.optionHints ?? {};
  const minutes = table.optionNumbers?.timeLimitMinutes;

  it('G-15.2 says the game stops at whichever limit comes first, when both are on', () => {
    expect(hints.timeLimitMinutes).toContain('whichever comes first');
    expect(bothLimits({ timeLimitTurns: 40, timeLimitMinutes: 120 })).toBe(
      'Both limits are on: the game stops at whichever comes first.',
    );
    expect(bothLimits({ timeLimitTurns: null, timeLimitMinutes: 120 })).toBeNull();
    expect(bothLimits({ timeLimitTurns: 40, timeLimitMinutes: null })).toBeNull();
    expect(table.optionNotes?.timeLimitMinutes?.({ timeLimitTurns: 40, timeLimitMinutes: 120 }, 2)).toBe(
      bothLimits({ timeLimitTurns: 40, timeLimitMinutes: 120 }),
    );
  });

  it('G-15.2 says once, not under each limit, that cash to win and the Joints do not end such a game', () => {
    const said = Object.values(hints).filter((h) => h.includes('do not end'));
    expect(said).toHaveLength(1);
  });

  it('offers a playing time a family would choose, which the engine takes, and no more', () => {
    expect(minutes?.max).toBe(MAX_PLAYING_MINUTES);
    expect(MAX_PLAYING_MINUTES).toBeLessThanOrEqual(12 * 60);
    expect(minutes?.suggested).toBeLessThanOrEqual(MAX_PLAYING_MINUTES);
    expect(optionsSchema.safeParse({ timeLimitMinutes: MAX_PLAYING_MINUTES }).success).toBe(true);
    // A game stored with a longer time (the lobby once offered 10,000 minutes) still reads.
    expect(optionsSchema.safeParse({ timeLimitMinutes: 10_000 }).success).toBe(true);
  });
});
