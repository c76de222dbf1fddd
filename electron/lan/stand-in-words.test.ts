import { describe, expect, it } from 'vitest';
import {
  handedBackLine,
  handedOnLine,
  seatWaitsLine,
  takenBackLine,
  tookOverLine,
  whileAwayWords,
} from './stand-in-words';

const played = (moves: number, passes = 0) => ({ moves, passes });

describe('the words for a computer player standing in for a guest who dropped out', () => {
  it('names the guest, and the seat too when they took it under a name of their own', () => {
    expect(tookOverLine('Vinny', 'Vinny', 'normal').text).toBe(
      'Vinny dropped out: a computer player (Normal) plays for them until they are back.',
    );
    expect(tookOverLine('Cousin Vinny', 'Zio', 'hard').text).toBe(
      'Cousin Vinny (Zio’s seat) dropped out: a computer player (Hard) plays for them until they are back.',
    );
  });

  it('counts the moves made for them, one or many or none', () => {
    expect(handedBackLine('Vinny', undefined, played(1)).text).toContain('(it made 1 move for them)');
    expect(handedBackLine('Vinny', undefined, played(9)).text).toContain('(it made 9 moves for them)');
    expect(handedBackLine('Vinny', undefined, played(0)).text).toContain('(it made no move for them)');
    expect(whileAwayWords('normal', played(9))).toBe(
      'While you were away, a computer player (Normal) played for you: 9 moves.',
    );
    expect(whileAwayWords('easy', played(1))).toBe(
      'While you were away, a computer player (Easy) played for you: 1 move.',
    );
    expect(whileAwayWords('normal', played(0))).toBe(
      'While you were away, a computer player (Normal) kept your seat; it had no move to make.',
    );
  });

  it('counts its passes apart from its moves, as the case file has a line for each move but not for a pass', () => {
    expect(whileAwayWords('easy', played(2, 2))).toBe(
      'While you were away, a computer player (Easy) played for you: 2 moves and 2 passes.',
    );
    expect(whileAwayWords('easy', played(1, 1))).toBe(
      'While you were away, a computer player (Easy) played for you: 1 move and 1 pass.',
    );
    expect(whileAwayWords('hard', played(0, 3))).toBe(
      'While you were away, a computer player (Hard) kept your seat and passed for you: 3 passes.',
    );
    expect(handedBackLine('Vinny', undefined, played(2, 2)).text).toBe(
      'Vinny is back and plays again; the computer player hands the seat back (it made 2 moves and passed twice for them).',
    );
    expect(handedBackLine('Vinny', undefined, played(0, 1)).text).toContain(
      '(it passed once for them and made no move)',
    );
    expect(takenBackLine('Vinny', undefined, played(1, 5)).text).toContain(
      '(it made 1 move and passed 5 times for them)',
    );
    expect(handedOnLine('Nonna', undefined, played(3, 2)).text).toContain('(it made 3 moves and passed twice)');
    expect(seatWaitsLine('Vinny', undefined, played(0, 2)).text).toContain(
      '(it passed twice for them and made no move)',
    );
  });

  it('says the computer player stops when the host takes the seat back or gives it to someone else', () => {
    expect(takenBackLine('Vinny', 'Vinny', played(2)).text).toBe(
      'The host has taken back Vinny’s seat: the computer player playing for them stops (it made 2 moves for them).',
    );
    expect(takenBackLine('Cousin Vinny', 'Zio', played(0)).text).toBe(
      'The host has taken back Zio’s seat from Cousin Vinny: the computer player playing for them stops (it made no move for them).',
    );
    expect(handedOnLine('Nonna', 'Zio', played(1)).text).toBe(
      'Nonna takes Zio’s seat: the computer player that stood in stops (it made 1 move).',
    );
    expect(seatWaitsLine('Vinny', undefined, played(3)).text).toBe(
      'The host now has seats wait for their players: the computer player playing for Vinny stops, and the seat waits for them (it made 3 moves for them).',
    );
    expect(handedOnLine('Nonna', undefined, played(0)).text).toBe(
      'Nonna takes the seat: the computer player that stood in stops (it made no move).',
    );
  });

  it('is a public line of the case file', () => {
    expect(takenBackLine('Vinny', undefined, played(1))).toMatchObject({ type: 'stand-in', visibility: 'public' });
    expect(handedOnLine('Vinny', undefined, played(1))).toMatchObject({ type: 'stand-in', visibility: 'public' });
    expect(tookOverLine('Vinny', undefined, 'easy')).toMatchObject({ type: 'stand-in', visibility: 'public' });
  });
});
