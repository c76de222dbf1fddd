/** The per-seat counts of a game's review (tally.ts), read from real event lines. */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/events';
import { npTally } from './tally';

const pub = (type: string, text: string): GameEvent => ({ type, visibility: 'public', text });

/** The count `key` of `seat` over `moves`, three seats. */
function count(moves: { seat: number; events: GameEvent[] }[]) {
  const table = npTally.count(moves, 3);
  return (seat: number, key: string) => table[seat]?.[npTally.counts.findIndex((c) => c.id === key)];
}

describe('Nothing Personal review counts', () => {
  it('NP-13.2.1 NP-16.10 a hit called off counts as ordered by its shooter only, not by the family calling it off', () => {
    const at = count([
      { seat: 2, events: [pub('whack', 'Angelo Ferraro goes after Steve Averso (Capo).')] },
      {
        seat: 0,
        events: [pub('whack', '{seat:0} calls the hit on Steve Averso off before the die is rolled.')],
      },
    ]);
    expect([at(2, 'hits'), at(0, 'hits'), at(2, 'landed')]).toEqual([1, 0, 0]);
  });

  it('NP-13.3.1 a hit on a gangster worth no Respect that lands after a window counts for the shooter', () => {
    const at = count([
      { seat: 1, events: [pub('whack', 'Eric "The Voice" Summerino goes after Marco Zohgoli (Bean Counter).')] },
      {
        seat: 2,
        events: [pub('respect', 'The hit lands, but the victim was worth no Respect: none changes hands.')],
      },
    ]);
    expect([at(1, 'hits'), at(1, 'landed'), at(2, 'landed')]).toEqual([1, 1, 0]);
  });

  it('NP-13.3.1 an edition-4 hit worth no Respect counts for the family its line names', () => {
    const at = count([
      { seat: 1, events: [pub('whack', 'Eric "The Voice" Summerino goes after Marco Zohgoli (Bean Counter).')] },
      { seat: 0, events: [pub('whack', 'Paulie Guistono goes after Steve Averso (Capo).')] },
      {
        seat: 2,
        events: [
          pub('respect', 'The hit lands for {seat:1}, but the victim was worth no Respect: none changes hands.'),
        ],
      },
    ]);
    expect([at(1, 'landed'), at(0, 'landed'), at(2, 'landed')]).toEqual([1, 0, 0]);
  });
});
