import { describe, expect, it } from 'vitest';
import { backupHolds, finalOrder, levelWith, plainScore, winnerWords } from './format';

describe('scores without a unit', () => {
  it('NP-12.5 a Respect score below zero reads with a true minus sign, as printed', () => {
    expect(plainScore(-3)).toBe('\u22123');
    expect(plainScore(0)).toBe('0');
    expect(plainScore(12)).toBe('12');
  });
});

describe('the winner line', () => {
  it('SG-1.1 a game stopped by the round limit reads "No winner", not "Winner: nobody"', () => {
    expect(winnerWords([])).toEqual({ label: 'No winner', names: '' });
  });

  it('G-15.1 one winner and several winners are named', () => {
    expect(winnerWords(['Ann'])).toEqual({ label: 'Winner:', names: 'Ann' });
    expect(winnerWords(['Ann', 'Bo'])).toEqual({ label: 'Winners:', names: 'Ann and Bo' });
  });
});

describe('what a copy of the records holds', () => {
  it('counts players, games and moves in words, one and many, and says nothing when the copy could not be read', () => {
    expect(backupHolds({ players: 2, games: 3, moves: 1200 })).toBe('It holds 2 players, 3 games and 1,200 moves.');
    expect(backupHolds({ players: 1, games: 1, moves: 1 })).toBe('It holds 1 player, 1 game and 1 move.');
    expect(backupHolds({ players: 0, games: 0, moves: 0 })).toBe('It holds nothing yet: no players and no games.');
    expect(backupHolds({ players: 0, games: 2, moves: 40 })).toBe('It holds 0 players, 2 games and 40 moves.');
    expect(backupHolds({ games: 2, moves: 40 })).toBe('It holds 2 games and 40 moves.');
    expect(backupHolds({})).toBe('');
  });
});

describe('the order of the final scores', () => {
  it('G-15.1 lists a Gang that won on its Joints first, though another is worth more', () => {
    // Bugsy $7,900; Dutch $7,500, the winner on ten Joints; Uncle Sal $1,600.
    expect(finalOrder([7900, 7500, 1600], [1])).toEqual([1, 0, 2]);
  });

  it('lists the highest score first when it won, and seat order among equals', () => {
    expect(finalOrder([10, 30, 30, 5], [1, 2])).toEqual([1, 2, 0, 3]);
    expect(finalOrder([10, 30, 30, 5], [])).toEqual([1, 2, 0, 3]);
  });

  it('G-15.2 two players level in the final scores share their place; a winner level with another does not', () => {
    // Dad wins on $2,800; Gran and Mum are level at $2,700; Lucky has $2,500.
    const scores = [2800, 2700, 2700, 2500];
    expect(levelWith(scores, [0], 1)).toEqual([2]);
    expect(levelWith(scores, [0], 2)).toEqual([1]);
    expect(levelWith(scores, [0], 3)).toEqual([]);
    expect(levelWith(scores, [0], 0)).toEqual([]);
    // A Gang that won on its Joints (G-15.1) with the same worth as another: the other is not "level" with it.
    expect(levelWith([2700, 2700], [0], 1)).toEqual([]);
  });
});
