import { describe, expect, it } from 'vitest';
import { counted, listed, seatRef, seatsIn, wordSeats } from './words';

describe('seats in text', () => {
  it('are references the reader words, never numbers in the words', () => {
    const line = `${seatRef(1)} pays ${seatRef(0)} $3.`;
    expect(seatsIn(line)).toEqual([1, 0]);
    expect(wordSeats(line, (s) => ['Ann', 'Bob'][s] ?? '?')).toBe('Bob pays Ann $3.');
    expect(wordSeats('Nobody here.', () => 'x')).toBe('Nobody here.');
  });

  it('counts a noun in plain English: one year, three years', () => {
    expect(counted(1, 'year')).toBe('1 year');
    expect(counted(3, 'year')).toBe('3 years');
    expect(counted(0, 'marker')).toBe('0 markers');
  });

  it('lists items as a sentence does: "5, 5 and 1"', () => {
    expect(listed([])).toBe('');
    expect(listed(['5'])).toBe('5');
    expect(listed(['5', '1'])).toBe('5 and 1');
    expect(listed(['5', '5', '1'])).toBe('5, 5 and 1');
  });
});
