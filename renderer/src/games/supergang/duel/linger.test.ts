import { describe, expect, it } from 'vitest';
import type { Duel, SuperGangState } from '@core/games/supergang/state';
import { duelShown, latestArrow, lingerMs, noteSeen, seenCount, tableSeen, withArrow, type EventLike } from './linger';
import { GAMES_KEPT } from '../../../lib/recent';

const duel: Duel = {
  cause: 'stick-up',
  clause: 'SG-11.1.1',
  seats: [0, 1],
  sides: [[{ id: 'red-killer', down: null }], [{ id: 'manager-1', down: null }]],
  totals: [3, 6],
  gunner: 1,
  arrows: 3,
  volley: 3,
  shop: 'shop-moretti-bakery',
  mode: 'money',
  group: null,
  resume: 'act',
  square: null,
};
/** A view with a duel on (only what the plank reads matters here), or with none. */
const onDuel = { duel, turn: { phase: 'duel' } } as unknown as SuperGangState;
const after = { duel: null, turn: { phase: 'act' } } as unknown as SuperGangState;

const start: EventLike = { type: 'duel', data: { totals: [3, 6], volley: 3 } };
const shot = (target: string, value: number, down: 'dead' | 'injured' | null): EventLike => ({
  type: 'shot',
  data: { target, value, down },
});
const over: EventLike = { type: 'duel', data: { winner: 1 } };
const killed = shot('red-killer', 6, 'dead');

describe('the duel the table shows', () => {
  it('a duel on: its newest arrow; a duel just begun has none, even after an older duel’s arrows', () => {
    const first = duelShown(null, { version: 5, view: onDuel }, [{ type: 'stick-up' }, start], false, null);
    expect(first).toEqual({ kind: 'live', view: onDuel, lastShot: null });
    const missed = shot('red-killer', 2, null);
    expect(duelShown({ version: 5, duel: onDuel }, { version: 6, view: onDuel }, [missed], false, null)).toMatchObject({
      kind: 'live',
      lastShot: { target: 'red-killer', value: 2, down: null },
    });
    // A board's first update carries the latest moves: an older duel's arrow before this duel began is not this one's.
    const opened = duelShown(null, { version: 9, view: onDuel }, [killed, over, { type: 'turn' }, start], false, null);
    expect(opened).toMatchObject({ kind: 'live', lastShot: null });
    // Nothing new in the update (a shoot-back line): the arrow shown so far stays.
    const kept = { target: 'manager-1', value: 4, down: 'injured' } as const;
    expect(
      duelShown({ version: 6, duel: onDuel }, { version: 7, view: onDuel }, [{ type: 'duel' }], false, kept),
    ).toMatchObject({ lastShot: kept });
  });

  it('lingers after the arrow that ends it, for the very next update only, with that arrow’s target fallen', () => {
    const seen = { version: 6, duel: onDuel };
    const shown = duelShown(seen, { version: 7, view: after }, [{ type: 'roll' }, killed, over], false, null);
    expect(shown.kind).toBe('linger');
    if (shown.kind !== 'linger') return;
    expect(shown.lastShot).toEqual({ target: 'red-killer', value: 6, down: 'dead' });
    expect(shown.view.duel?.sides[0]).toEqual([{ id: 'red-killer', down: 'dead' }]);
    // The view the table was given is left as it was.
    expect(onDuel.duel?.sides[0]).toEqual([{ id: 'red-killer', down: null }]);
    // A jump of more than one move, an update without the arrow, or no duel seen before: nothing lingers.
    expect(duelShown(seen, { version: 8, view: after }, [killed, over], false, null)).toEqual({ kind: 'none' });
    expect(duelShown(seen, { version: 7, view: after }, [{ type: 'abandon' }], false, null)).toEqual({ kind: 'none' });
    expect(duelShown({ version: 6, duel: null }, { version: 7, view: after }, [killed], false, null)).toEqual({
      kind: 'none',
    });
  });

  it('never in a replay: a step back and forth shows no duel that is over', () => {
    expect(duelShown({ version: 6, duel: onDuel }, { version: 7, view: after }, [killed, over], true, null)).toEqual({
      kind: 'none',
    });
  });

  it('a miss that ends it (the clinic’s last arrow) leaves the targets as they stood', () => {
    const miss = { target: 'manager-1', value: 1, down: null } as const;
    expect(withArrow(onDuel, miss)).toBe(onDuel);
  });

  it('lasts 2 s, or 1 s with reduced motion', () => {
    expect(lingerMs(false)).toBe(2000);
    expect(lingerMs(true)).toBe(1000);
  });

  it('the table remembers what it saw beyond the board, so the next person at the screen sees the arrow land', () => {
    expect(tableSeen('game-a')).toBeNull();
    // The board of the player whose arrow it was saw the duel at version 6 …
    noteSeen('game-a', { version: 6, duel: onDuel });
    // … and the next person's new board starts from the update the arrow made.
    const shown = duelShown(tableSeen('game-a'), { version: 7, view: after }, [start, killed, over], false, null);
    expect(shown).toMatchObject({ kind: 'linger', lastShot: { target: 'red-killer', down: 'dead' } });
    expect(tableSeen('game-b')).toBeNull();
  });

  it('reads the arrows of a board’s first update, which holds the latest moves together', () => {
    expect(latestArrow([start, shot('manager-1', 5, 'injured'), over, { type: 'cash' }])).toEqual({
      shot: { target: 'manager-1', value: 5, down: 'injured' },
      begun: false,
    });
    expect(latestArrow([killed, over, start])).toEqual({ shot: null, begun: true });
    expect(latestArrow([{ type: 'move' }])).toEqual({ shot: null, begun: false });
  });

  it('remembers only the games opened lately, however many the window opens', () => {
    for (let i = 0; i < 200; i++) noteSeen(`many-${i}`, { version: i, duel: null });
    expect(seenCount()).toBe(GAMES_KEPT);
    // The newest are kept, the oldest forgotten.
    expect(tableSeen('many-199')).toEqual({ version: 199, duel: null });
    expect(tableSeen('many-0')).toBeNull();
    // A game seen again is the newest once more, so it outlasts those opened after it was first seen.
    const first = `many-${200 - GAMES_KEPT}`;
    noteSeen(first, { version: 7, duel: onDuel });
    noteSeen('many-new', { version: 1, duel: null });
    expect(seenCount()).toBe(GAMES_KEPT);
    expect(tableSeen(first)).toEqual({ version: 7, duel: onDuel });
    expect(tableSeen(`many-${201 - GAMES_KEPT}`)).toBeNull();
  });
});
