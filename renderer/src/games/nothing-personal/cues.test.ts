import { describe, expect, it } from 'vitest';
import { npCueFor } from './cues';

const ev = (type: string, text = '') => ({ type, visibility: 'public' as const, text });

describe('Nothing Personal table sounds', () => {
  it('a whack thuds, above anything else in the same update', () => {
    expect(
      npCueFor([ev('influence', 'Family 1 plays Muscle: 1 marker(s) on X.'), ev('whack', 'Family 1 whacks X.')]),
    ).toBe('whack');
  });

  it('dice clatter, a played card slaps down, a shakedown rings the till, and quiet steps stay quiet', () => {
    expect(npCueFor([ev('roll', 'Move die: rolled 4')])).toBe('dice');
    expect(npCueFor([ev('reroll', 'Family 2 pays $2: the Move die is rolled again.')])).toBe('dice');
    expect(npCueFor([ev('influence', 'Family 1 plays Thug Muscle: 2 marker(s) on Joey.')])).toBe('card');
    expect(npCueFor([ev('shakedown', 'Family 3 shakes down: $8.')])).toBe('cash');
    expect(npCueFor([ev('influence', 'Family 1 places a marker on the Capo.')])).toBeNull();
    expect(npCueFor([])).toBeNull();
  });
});
