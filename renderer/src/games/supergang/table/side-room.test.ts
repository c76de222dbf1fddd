import { describe, expect, it } from 'vitest';
import { gangsFold } from './side-room.svelte';

describe('room for a long decision above the gang cards', () => {
  // A 1280×720 side column: 540 px, the cards drawn whole 250 px, 9.6 px between them and what is above.
  it('folds the cards while what is above them is longer than the room they leave', () => {
    // 280.4 px of room, and a pixel's rounding: 281 fits, 282 does not.
    expect(gangsFold(281, 540, 250, 9.6)).toBe(false);
    expect(gangsFold(282, 540, 250, 9.6)).toBe(true);
    expect(gangsFold(700, 540, 250, 9.6)).toBe(true);
  });

  it('opens them again once it fits beside them whole (the panel’s whole height, not its folded one, is weighed)', () => {
    // Folded, the panel is 82 px, but the choice to unfold weighs the 250 it would take again: no flicker.
    expect(gangsFold(400, 540, 250, 9.6)).toBe(true);
    expect(gangsFold(270, 540, 250, 9.6)).toBe(false);
  });
});
