import { describe, expect, it } from 'vitest';
import type { Fights } from './memory';
import { shotsAfter, type ShownShots } from './shots-linger';

const fight: Fights = [{ where: 'Corner Newsstand', shots: [{ who: 'Cop 10', rolls: [5, 2], hits: 1, need: 5 }] }];
const other: Fights = [{ where: 'Lou’s Diner', shots: [{ who: 'Red’s Thug', rolls: [6], hits: 1, need: 5 }] }];
/** Turn 18 is Yellow's (seat 1). */
const at = (turn: number, deciders: number[], turnSeat = 1) => ({ turn, turnSeat, deciders });

describe('the dice of a Shootout leave the table once the game has moved on', () => {
  const fired = shotsAfter(null, at(18, [1]), fight, true);

  it('shows the dice a move has just thrown, newest first', () => {
    expect(fired?.fights).toBe(fight);
    expect(shotsAfter(fired, at(18, [1]), other, true)?.fights).toBe(other);
  });

  it('keeps them while the Gang whose turn it is goes on deciding in that turn', () => {
    let shown: ShownShots | null = fired;
    for (let i = 0; i < 3; i++) shown = shotsAfter(shown, at(18, [1]), [], true);
    expect(shown?.fights).toBe(fight);
  });

  it('keeps them for the next person at the screen, until that person has decided', () => {
    // The Cop move asks Grandma (seat 0) whether to show a Bribe: she is to see the dice…
    const asked = shotsAfter(fired, at(18, [0]), [], true);
    expect(asked?.fights).toBe(fight);
    // …the same update drawn again behind the curtain lifted for her (no move since)…
    expect(shotsAfter(asked, at(18, [0]), [], false)?.fights).toBe(fight);
    // …and once she has answered, the game has moved on.
    expect(shotsAfter(asked, at(18, [1]), [], true)).toBeNull();
  });

  it('puts them away at the next Player Turn, even with nobody clicking', () => {
    expect(shotsAfter(fired, at(19, [2], 2), [], true)).toBeNull();
    // A screen opened again later (turns 21–22) does not bring back turn 18's dice.
    expect(shotsAfter(fired, at(21, [1], 3), [], true)).toBeNull();
  });

  it('shows nothing where nothing was thrown', () => {
    expect(shotsAfter(null, at(18, [1]), [], true)).toBeNull();
  });
});
