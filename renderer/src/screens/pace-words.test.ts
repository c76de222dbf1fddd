import { describe, expect, it } from 'vitest';
import { paceInForce } from './pace-words';

describe('the pace in force, when the app was started with a pause of its own', () => {
  it('says the pause that overrides Settings, and that the choice waits for a start without it', () => {
    expect(paceInForce(0)).toBe(
      'In force now: computer players move without any pause, as Mob Night was started with MOB_NIGHT_BOT_DELAY_MS=0. The pace chosen here is kept for when it is started without it.',
    );
    expect(paceInForce(250)).toMatch(/^In force now: computer players move after 0\.25 seconds, as /);
    expect(paceInForce(1000)).toMatch(/move after a second, as .*=1000\./);
    expect(paceInForce(1500)).toMatch(/move after 1\.5 seconds, as /);
  });

  it('says nothing when the pace chosen in Settings is the one in force', () => {
    expect(paceInForce(undefined)).toBeNull();
  });
});
