import { describe, expect, it } from 'vitest';
import type { Player, SeatSpec } from '@core/protocol';
import { againAsked, againHref, seatsAgain } from './again';

const rosa: Player = { id: 'p-rosa', name: 'Nonna Rosa', colour: 'red', emblem: 'rose', createdAt: '2026-01-01' };

describe('playing a finished game again', () => {
  it('sits the family as themselves, guests by name and computer players at their level', () => {
    const seats: SeatSpec[] = [
      { kind: 'human', playerId: 'p-rosa', name: 'Nonna Rosa' },
      { kind: 'human', name: 'Cousin Vinnie' },
      { kind: 'bot', level: 'hard', name: 'Dutch', explain: true },
      { kind: 'bot', level: 'heuristic', name: 'Bugsy' },
    ];
    expect(seatsAgain(seats, [rosa], ['easy', 'normal', 'hard', 'random'], 'normal')).toEqual([
      { who: 'player:p-rosa', name: '', explain: false },
      { who: 'guest', name: 'Cousin Vinnie', explain: false },
      { who: 'bot:hard', name: 'Dutch', explain: true },
      // A level stored before the three levels reads as the level it now is.
      { who: 'bot:normal', name: 'Bugsy', explain: false },
    ]);
  });

  it('sits someone who has left the roster as a guest, and a level the game lacks at the usual one', () => {
    const seats: SeatSpec[] = [
      { kind: 'human', playerId: 'p-gone', name: 'Uncle Sal' },
      { kind: 'bot', level: 'hard', name: 'Legs' },
    ];
    expect(seatsAgain(seats, [rosa], ['normal', 'random'], 'normal')).toEqual([
      { who: 'guest', name: 'Uncle Sal', explain: false },
      { who: 'bot:normal', name: 'Legs', explain: false },
    ]);
  });

  it('asks for it by the lobby’s address, with or without the same deal', () => {
    const same = againHref('supergang', 'm-1', true);
    expect(same).toBe('#/new/supergang?again=m-1&deal=same');
    expect(againAsked(same)).toEqual({ matchId: 'm-1', sameDeal: true });
    expect(againAsked(againHref('supergang', 'm-1', false))).toEqual({ matchId: 'm-1', sameDeal: false });
    expect(againAsked('#/new/supergang')).toBeNull();
  });
});
