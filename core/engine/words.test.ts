import { describe, expect, it } from 'vitest';
import { seatRef, seatsIn, wordSeats } from './words';

describe('seats in text', () => {
  it('are references the reader words, never numbers in the words', () => {
    const line = `${seatRef(1)} pays ${seatRef(0)} $3.`;
    expect(seatsIn(line)).toEqual([1, 0]);
    expect(wordSeats(line, (s) => ['Ann', 'Bob'][s] ?? '?')).toBe('Bob pays Ann $3.');
    expect(wordSeats('Nobody here.', () => 'x')).toBe('Nobody here.');
  });
});
