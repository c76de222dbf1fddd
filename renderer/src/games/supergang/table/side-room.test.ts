import { describe, expect, it } from 'vitest';
import { fadeOver, gangsFold, gangsRoom, roomNeeded } from './side-room.svelte';

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

describe('what of the upper part must be in sight', () => {
  // A 1366×768 side column: a two-button question's foot at 214 px, the round's panel at 308–432, in 339 px
  // of room beside the open cards.
  const round = { top: 308, bottom: 432 };

  it('is the decision and the round’s panel begun in the room, whole: it is not left a sliver', () => {
    expect(roomNeeded(214, [null, round], 339)).toBe(432);
    expect(gangsFold(roomNeeded(214, [null, round], 339), 600, 251, 10)).toBe(true);
  });

  it('leaves the round’s panel to wait below when it begins at the room’s foot or below it', () => {
    // A decision of many answers: its dice begin below the room, the round's panel further down.
    expect(
      roomNeeded(
        274,
        [
          { top: 330, bottom: 400 },
          { top: 403, bottom: 575 },
        ],
        319,
      ),
    ).toBe(274);
    expect(roomNeeded(214, [null, { top: 335, bottom: 459 }], 339)).toBe(214);
    expect(roomNeeded(500, [null, null], 339)).toBe(500);
  });

  it('is the dice begun in the room, whole, under a question of three answers: not cut below their heading', () => {
    // 1366×768: three answers' foot at 268 px, the dice at 285–398, the round's panel from 410, 339 px of room.
    const dice = { top: 285, bottom: 398 };
    expect(roomNeeded(268, [dice, { top: 410, bottom: 540 }], 339)).toBe(398);
    expect(gangsFold(roomNeeded(268, [dice, { top: 410, bottom: 540 }], 339), 600, 251, 10)).toBe(true);
  });
});

describe('how far an opened gang card grows the panel', () => {
  // 1366×768: a 600 px column, a three-answer question's foot at 268 px, its fade 41.6 px, 9.6 px of gap.
  it('leaves the decision whole above the fade: the card scrolls in the rest', () => {
    expect(gangsRoom(600, 268, 41.6, 9.6, 112)).toBe(280);
    expect(268 + 41.6 + 9.6 + gangsRoom(600, 268, 41.6, 9.6, 112)).toBeLessThanOrEqual(600);
  });

  it('gives the card its head and a few lines under a decision longer than the column', () => {
    expect(gangsRoom(540, 520, 41.6, 9.6, 112)).toBe(112);
  });
});

describe('the fade at the upper part’s foot', () => {
  // 2.6rem: 41.6 px.
  it('is never over the decision: no taller than the room under its last answer', () => {
    // "That is all here: next" ended 7 px above the foot, under the whole fade (1366×768).
    expect(fadeOver(7, 41.6)).toBe(7);
    expect(fadeOver(0, 41.6)).toBe(0);
    expect(fadeOver(20.6, 41.6)).toBe(20);
  });

  it('is whole while the decision ends far enough up, or below the foot (more of it below)', () => {
    expect(fadeOver(41.6, 41.6)).toBeNull();
    expect(fadeOver(200, 41.6)).toBeNull();
    expect(fadeOver(-30, 41.6)).toBeNull();
  });
});
