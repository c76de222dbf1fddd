/** Move retraction (G-6.92): taking back the piece under the pawn restores the position exactly. */
import { describe, expect, it } from 'vitest';
import type { GangstersAction } from '../actions';
import { legalActions } from '../legal';
import { act, RED, start, st, YELLOW } from '../testing/game-play';
import type { GangstersState } from '../state';

/** The parts of the state a move can touch. */
function board(s: GangstersState): unknown {
  return { gangs: s.gangs, publics: s.publics, moved: s.turn.moved, used: s.turn.movesUsed, joints: s.joints };
}

describe('G-6.92 move retraction', () => {
  const pos = `
    turn red move
    dice red=1 green=2 blue=3 white=3 black=2
    cash red=5000
    gang red racketeer=4@westgate-hotel thug=2@westgate-hotel
    joint westgate-hotel red`;

  it('G-6.92 taking back a Public’s entry puts it back, and entering again brings out the same piece', () => {
    let m = start(pos);
    const before = board(st(m));
    const entries = legalActions(st(m), RED).filter(
      (a): a is Extract<GangstersAction, { type: 'move-public' }> => a.type === 'move-public' && a.public === null,
    );
    const [first, second] = [entries[0], entries[entries.length - 1]];
    if (!first || !second) throw new Error('no Public can enter');
    m = act(m, RED, first, [], [2]).m; // the x2 Public is drawn
    expect(st(m).publics.find((p) => p.at === first.to)?.strength).toBe(2);
    m = act(m, RED, { type: 'retract' }).m;
    expect(board(st(m))).toEqual(before);
    // No draw is left in the script: a second draw would be refused. The same x2 piece comes out.
    m = act(m, RED, second, [], []).m;
    expect(st(m).publics.find((p) => p.at === second.to)?.strength).toBe(2);
    expect(st(m).publics.filter((p) => p.at !== null)).toHaveLength(1);
  });

  it('G-6.92 the drawn piece stays the one that comes out even after another piece has moved', () => {
    let m = start(pos);
    const entry = legalActions(st(m), RED).find((a) => a.type === 'move-public' && a.public === null);
    if (!entry) throw new Error('no Public can enter');
    m = act(m, RED, entry, [], [3]).m; // the x3 Public
    m = act(m, RED, { type: 'retract' }).m;
    m = act(m, RED, { type: 'recruit', piece: 'thug', count: 1 }).m;
    m = act(m, RED, entry, [], []).m;
    expect(st(m).publics.find((p) => p.at !== null)?.strength).toBe(3);
  });

  it('G-6.92 a retracted seduction gives the strength back', () => {
    let m = start(`
      turn red move
      dice red=1 green=1 blue=3 white=1 black=1
      gang red racketeer=2@westgate-hotel vamp=1@s12-4/east
      gang yellow racketeer=2@lous-diner thug=2@lous-diner
      joint lous-diner yellow`);
    const before = board(st(m));
    m = act(m, RED, {
      type: 'move',
      piece: 'vamp',
      to: 'lous-diner',
      facing: null,
      criminal: false,
      seduce: [{ seat: YELLOW, kind: 'thug' }],
    }).m;
    expect(st(m).gangs[RED]?.strength.thug).toBe(1);
    m = act(m, RED, { type: 'retract' }).m;
    expect(board(st(m))).toEqual(before);
  });
});
