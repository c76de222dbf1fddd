import { describe, expect, it } from 'vitest';
import type { Fights } from './memory';
import { fightsKey, shotsAfter, shotsOnReturn, recentTurnsEvents, type ShownShots } from './shots-linger';

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

describe('a table drawn again (back from behind the curtain) with the recent moves’ events', () => {
  it('counts only the Shootouts of the Player Turn under way and the one before', () => {
    const events = [
      { type: 'turn', text: 'Turn 17: Red’s turn.' },
      { type: 'shootout', text: 'Shootout at Lou’s Diner.' },
      { type: 'turn', text: 'Turn 18: Yellow’s turn.' },
      { type: 'shootout', text: 'Shootout at Corner Newsstand.' },
      { type: 'turn', text: 'Turn 19: Green’s turn.' },
      { type: 'move', text: 'Green moves.' },
    ];
    // The Shootout that ended turn 18 is still news at turn 19; turn 17's is history.
    expect(recentTurnsEvents(events)).toEqual(events.slice(3));
    expect(recentTurnsEvents(events.slice(0, 4))).toEqual(events.slice(1, 4));
    expect(recentTurnsEvents(events.slice(1, 2))).toEqual([events[1]]);
  });

  it('shows dice thrown while it was away, once: put away, they do not come back', () => {
    // Thrown while the table was away: shown.
    const back = shotsOnReturn(null, at(18, [0]), fight, undefined, true);
    expect(back?.fights).toBe(fight);
    // The same dice, already shown at this screen and put away since: they stay away…
    expect(shotsOnReturn(null, at(18, [1]), fight, fightsKey(fight), true)).toBeNull();
    // …and with no move since, nothing new is shown (the dice shown before stay).
    expect(shotsOnReturn(null, at(18, [1]), fight, undefined, false)).toBeNull();
    expect(shotsOnReturn(back, at(18, [0]), fight, fightsKey(fight), false)?.fights).toBe(fight);
  });

  it('puts last turn’s dice away when it comes back in a new Player Turn', () => {
    const shown = shotsAfter(null, at(18, [1]), fight, true);
    expect(shotsOnReturn(shown, at(21, [1], 3), [], fightsKey(fight), true)).toBeNull();
  });
});
