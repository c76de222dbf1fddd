/**
 * Rules put right in engine version 5 (state.ts `EDITION`) by the eighth audit, each beside a game begun
 * under engine version 4 that keeps its rule (the scenario statement `engine 4`).
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../legal';
import { act, COMMISSIONER, FIVE_SEATS, RED, refusal, start, st } from '../testing/game-play';

/** The Police Commissioner's turn, after his Cop action: the x2 Public stands on the street. */
const COMMISSIONER_PUBLICS = `${FIVE_SEATS}
  public 2@s12-4/east
  turn commissioner move
  dice blue=1 white=2`;

describe('G-6.92 the Police Commissioner may take back the Public piece he just moved', () => {
  it('G-6.92 the Commissioner retraces a Public move and moves it again', () => {
    let m = start(COMMISSIONER_PUBLICS);
    const before = st(m).publics.find((p) => p.strength === 2);
    const move = legalActions(st(m), COMMISSIONER).find((a) => a.type === 'move-public');
    if (!move || move.type !== 'move-public') throw new Error('no Public move');
    m = act(m, COMMISSIONER, move).m;
    expect(st(m).publics.find((p) => p.strength === 2)?.at).toBe(move.to);
    expect(legalActions(st(m), COMMISSIONER)).toContainEqual({ type: 'retract' });
    m = act(m, COMMISSIONER, { type: 'retract' }).m;
    expect(st(m).publics.find((p) => p.strength === 2)).toEqual(before);
    expect(st(m).phase).toBe('commissioner-publics');
    // The piece is back under the pawn: it may move again, to the same end or another.
    expect(legalActions(st(m), COMMISSIONER)).toContainEqual(move);
    expect(legalActions(st(m), COMMISSIONER)).not.toContainEqual({ type: 'retract' });
  });

  it('G-6.92 a game begun under engine version 4 keeps its rule: the Commissioner takes back no move', () => {
    let m = start(`engine 4\n${COMMISSIONER_PUBLICS}`);
    const move = legalActions(st(m), COMMISSIONER).find((a) => a.type === 'move-public');
    if (!move || move.type !== 'move-public') throw new Error('no Public move');
    m = act(m, COMMISSIONER, move).m;
    expect(legalActions(st(m), COMMISSIONER)).not.toContainEqual({ type: 'retract' });
    expect(refusal(m, COMMISSIONER, { type: 'retract' }).code).toBe('WRONG_PHASE');
  });
});

/** Red and Yellow end a timed game level on net worth: $5,000 and the $600 Westgate Hotel each way. */
const LEVEL_AT_TIME = `
  turn red move
  dice red=1 green=1 blue=1 white=1 black=1
  cash red=5000 yellow=5400 green=100 brown=100
  gang red racketeer=2@westgate-hotel
  gang yellow racketeer=2@lous-diner
  gang green racketeer=2@hawthorne-hotel
  gang brown racketeer=2@huffs-cafe
  joint westgate-hotel red
  joint lous-diner yellow`;

describe('G-15.2 a tie for the highest net worth (our reading)', () => {
  it('G-15.2 two players level on the highest net worth: the game ends with no winner', () => {
    let m = start(LEVEL_AT_TIME);
    st(m).options.timeLimitTurns = st(m).turn.number;
    m = act(m, RED, { type: 'end-move' }).m;
    expect(st(m).phase).toBe('over');
    expect(st(m).winner).toBeNull();
    expect(st(m).endReason).toBe(
      'The time limit is reached: Red and Yellow share the highest net worth, $5,600, so nobody wins.',
    );
  });
});
