/** What a guest's page says when the table lets it go, and who it says sits where. */
import { describe, expect, it } from 'vitest';
import {
  ANOTHER_GAME,
  CLOSE,
  CODE_REFUSED_FIRST,
  CODE_REFUSED_LATER,
  PASS_REFUSED,
  TABLE_CLOSED_SEAT,
  TABLE_CLOSED_WATCHER,
  leavingFor,
  seatWords,
  whereWords,
} from './words';

const closed = (code: number, opened = true) => ({ code, reason: '', opened });

describe('why a guest leaves the table', () => {
  it('a pass refused on coming back is said at once, and the pass forgotten', () => {
    expect(leavingFor(closed(CLOSE.passRefused), true, true)).toEqual({ message: PASS_REFUSED, passGone: true });
  });

  it('the host closing the table sends a seat holder and a watcher home, each told what to do next', () => {
    expect(leavingFor(closed(CLOSE.tableClosed), true, true)).toEqual({ message: TABLE_CLOSED_SEAT, passGone: false });
    expect(leavingFor(closed(CLOSE.tableClosed), false, true)).toEqual({
      message: TABLE_CLOSED_WATCHER,
      passGone: false,
    });
  });

  it('a drop, a host restarting or a host not answering keeps the page trying, and keeps its pass', () => {
    expect(leavingFor(closed(1006, false), true, true)).toBeNull();
    expect(leavingFor(closed(1006, true), false, true)).toBeNull();
    // A page reloaded (or "Back to my seat" pressed) while the host is away: not a refused pass.
    expect(leavingFor(closed(1006, false), true, false)).toBeNull();
    expect(leavingFor(closed(1006, false), false, false)).toBeNull();
  });

  it('a join code refused is said, first time or later; another game at the table ends the pass', () => {
    expect(leavingFor(closed(CLOSE.codeRefused), false, false)).toEqual({
      message: CODE_REFUSED_FIRST,
      passGone: false,
    });
    expect(leavingFor(closed(CLOSE.codeRefused), false, true)).toEqual({
      message: CODE_REFUSED_LATER,
      passGone: false,
    });
    expect(leavingFor(closed(CLOSE.anotherGame), true, true)).toEqual({ message: ANOTHER_GAME, passGone: true });
  });
});

describe('the guest’s seat list', () => {
  it('names each seat and says who plays it, and nothing more', () => {
    expect(seatWords({ seat: 0, status: 'host', name: 'Nonna' })).toBe('Nonna, at the host’s computer');
    expect(seatWords({ seat: 1, status: 'open', name: 'Zio' })).toBe('Zio — free for you to take');
    expect(seatWords({ seat: 2, status: 'host', name: 'Legs', computer: 'normal' })).toBe(
      'Legs, a computer player (Normal)',
    );
    expect(seatWords({ seat: 3, status: 'held', name: 'Vinny', away: true })).toBe(
      'Vinny, on their own device (away just now)',
    );
  });

  it('a guest in a seat the game calls by another name is said to sit in that seat, on the list and on their bar', () => {
    const held = { seat: 1, status: 'held', name: 'Cousin Vinny', seatName: 'Nonna' } as const;
    expect(seatWords(held)).toBe('Cousin Vinny in Nonna’s seat, on their own device');
    expect(whereWords(1, [held])).toBe('You play Nonna’s seat (seat 2) as');
    // The guest's own name for the seat, or no seat held yet: the seat's number alone.
    expect(whereWords(1, [{ seat: 1, status: 'held', name: 'Nonna' }])).toBe('You play seat 2 as');
    expect(whereWords(1, [{ seat: 1, status: 'open', name: 'Nonna' }])).toBe('You play seat 2 as');
  });
});
