import { describe, expect, it } from 'vitest';
import { GAMES_KEPT } from '../../../lib/recent';
import { drawnUpTo, lastShots } from './memory';

describe('the Gangsters table remembers only the games opened lately', () => {
  it('the table’s memories of shots and updates drawn keep only the last few games', () => {
    for (let i = 0; i < 500; i++) {
      drawnUpTo.set(`game-${i}`, i);
      lastShots.set(`game-${i}`, {
        fights: [{ where: 'Lou’s Diner', shots: [] }],
        turn: 1,
        turnSeat: 0,
        deciders: [0],
      });
    }
    expect(drawnUpTo.size).toBe(GAMES_KEPT);
    expect(lastShots.size).toBe(GAMES_KEPT);
    expect(drawnUpTo.get('game-499')).toBe(499);
    expect(drawnUpTo.has('game-0')).toBe(false);
  });
});
