/**
 * Rules edition 3, the eighth audit: clauses found played wrong under engine version 2, each with the
 * edition-2 game that keeps the old behaviour (its stored games replay as they were played).
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../engine/match';
import type { SuperGangAction } from '../actions';
import { FREED_NEXT_TO_HIS_VAMP } from '../testing/edition-3-audit8';
import { BLUE, RED, char, legal, play, position, state, step } from '../testing/play';

const v2 = (text: string) => position(`engine 2\n${text}`);

/** Red ends its turn; blue throws (3 for its Killer, 1 for its Dealer) and walks its Dealer onto s7-0. */
function dealerJoinsThem(m: Match): Match {
  m = play(m, RED, { type: 'done' });
  m = play(m, BLUE, { type: 'roll' }, [3, 1]);
  const move = legal(m, BLUE).find((a) => a.type === 'move' && a.character === 'blue-dealer');
  if (!move) throw new Error('no move for the dealer');
  return play(m, BLUE, move);
}

const KILL_HER: SuperGangAction = { type: 'kill', targets: ['red-vamp'] };

const attackers = (m: Match) => state(m).duel?.sides[0].map((t) => t.id);

describe('rules edition 3 (eighth audit)', () => {
  it('SG-6.2.5 a man freed beside the Vamp does not join his gang in shooting her before he has moved', () => {
    let m = dealerJoinsThem(position(FREED_NEXT_TO_HIS_VAMP));
    expect(char(m, 'blue-killer')).toMatchObject({ pos: { square: 's7-0' }, vampedBy: null, freedFrom: RED });
    expect(char(m, 'blue-dealer').pos).toMatchObject({ square: 's7-0' });
    const { match, events } = step(m, BLUE, KILL_HER, [6, 1]);
    m = match;
    expect(attackers(m)).toEqual(['blue-dealer']);
    expect(events).toContainEqual(
      expect.objectContaining({
        clause: 'SG-6.2.5',
        text: "{seat:1}'s killer, just freed from the Vamp, will not shoot at her before he has moved.",
      }),
    );
    expect(state(m).duel?.totals).toEqual([6, 1]);
  });
});

describe('edition 2 games keep their rules (eighth audit)', () => {
  it('SG-6.2.5 edition 2: the freed man shot at the Vamp with his gang before his move', () => {
    let m = dealerJoinsThem(v2(FREED_NEXT_TO_HIS_VAMP));
    m = play(m, BLUE, KILL_HER, [6, 1, 1]);
    expect(attackers(m)).toEqual(['blue-killer', 'blue-dealer']);
  });
});
