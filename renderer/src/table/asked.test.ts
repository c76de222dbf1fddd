import { describe, expect, it } from 'vitest';
import { askedOf, moveHeading } from './asked';

describe('a prompt told to the seats that wait', () => {
  it('takes the seat it asks apart from the question, which keeps its own "your"', () => {
    expect(askedOf('{seat:2}: every move is used: end your movement (G-6.1).', 2)).toEqual({
      who: '{seat:2}',
      question: 'Every move is used: end your movement (G-6.1).',
    });
  });

  it('names the seat asked when the prompt does not', () => {
    expect(askedOf('Your Blackmail coin: allow the Hitman to act?', 1)).toEqual({
      who: '{seat:1}',
      question: 'Your Blackmail coin: allow the Hitman to act?',
    });
    expect(askedOf('Cop 7 moved: reveal his Bribe to rebuff, or pass (G-9.5).', 3).who).toBe('{seat:3}');
  });
});

describe("the heading over a seat's own decision", () => {
  it('names the seat, so two people at one screen know whose move it is', () => {
    expect(moveHeading(false, 'Ann')).toBe('Your move, Ann');
    expect(moveHeading(true, 'Ann')).toBe("Ann's move");
    expect(moveHeading(false, undefined)).toBe('Your move');
  });
});
