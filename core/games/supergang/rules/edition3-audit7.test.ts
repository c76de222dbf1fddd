/**
 * Rules edition 3, the seventh audit: clauses found played wrong under engine version 2, each with the
 * edition-2 game that keeps the old behaviour (its stored games replay as they were played).
 */
import { describe, expect, it } from 'vitest';
import { TABLE_SEAT } from '../../../engine/game';
import type { Match } from '../../../engine/match';
import {
  FREED_BESIDE_HIS_VAMP,
  FREED_IN_JAIL,
  HELD_MAN_TIMED_OUT,
  KILLER_IN_BAKERY,
} from '../testing/edition-3-audit7';
import {
  BLUE,
  GREEN,
  RED,
  YELLOW,
  cash,
  char,
  legal,
  play,
  playTurn,
  position,
  refusal,
  state,
  step,
} from '../testing/play';

const v2 = (text: string) => position(`engine 2\n${text}`);

/** Red's Dealer ends red's turn; blue throws (blue die 1 for each cop group, 3 for its Killer) and moves its cops. */
function bluesTurnBegins(m: Match): Match {
  m = play(m, RED, { type: 'done' });
  m = play(m, BLUE, { type: 'roll' }, [1, 1, 3]);
  while (state(m).turn.phase === 'cops') {
    const cop = legal(m, BLUE).find((a) => a.type === 'cop-move');
    if (!cop) throw new Error('no cop move');
    m = play(m, BLUE, cop);
  }
  return m;
}

/** Red's Killer sticks up the bakery, blue defending: 6 + 2 against the manager's 1, seven arrows; the first injures him. */
function managerInjured(m: Match) {
  m = play(m, RED, { type: 'stick-up', mode: 'money', defender: BLUE }, [6, 1]);
  return step(m, RED, { type: 'shoot', target: 'manager-1' }, [4]);
}

const SHOT_AT_HIS_VAMP = { type: 'clinic-attack', character: 'blue-killer', target: 'red-vamp' } as const;

describe('rules edition 3 (seventh audit)', () => {
  it('SG-6.2.5 a man freed at the start of his turn cannot shoot the Vamp in the clinic before he moves', () => {
    const m = bluesTurnBegins(position(FREED_BESIDE_HIS_VAMP));
    expect(char(m, 'blue-killer')).toMatchObject({ place: 'centre', vampedBy: null });
    expect(state(m).turn.toMove).toEqual(['blue-killer']);
    expect(legal(m, BLUE)).not.toContainEqual(SHOT_AT_HIS_VAMP);
    const why = refusal(m, BLUE, SHOT_AT_HIS_VAMP, [3]);
    expect(why.clause).toBe('SG-6.2.5');
    expect(why.message).toContain('before he has moved');
    // Once he has moved he is his own man (the mark is gone with his move).
    const move = legal(m, BLUE).find((a) => a.type === 'move');
    if (move?.type !== 'move') throw new Error('no move');
    expect(char(play(m, BLUE, move), 'blue-killer').freedFrom).toBeUndefined();
  });

  it('SG-6.2.5 a man freed while in jail is still barred from attacking her until he has moved', () => {
    let m = bluesTurnBegins(position(FREED_IN_JAIL));
    expect(char(m, 'blue-killer')).toMatchObject({ place: 'jail', vampedBy: null, freedFrom: RED });
    for (const seat of [GREEN, YELLOW, RED]) m = playTurn(m, seat, [1, 1, 2, 2, 2]);
    // Blue's next turn brings him out to the centre, not yet moved: still barred.
    m = play(m, BLUE, { type: 'roll' }, [1, 1, 3]);
    expect(char(m, 'blue-killer')).toMatchObject({ place: 'centre', freedFrom: RED });
  });

  it('SG-8.9 a manager only injured survived the stick-up: the robber is on the police record at once', () => {
    const { match: m, events } = managerInjured(position(KILLER_IN_BAKERY));
    expect(state(m).duel).toBeNull();
    expect(cash(m, RED)).toBe(50);
    expect(char(m, 'red-killer')).toMatchObject({ record: ['stick-up', 'assault'], unseen: [] });
    expect(events.some((e) => e.clause === 'SG-8.9' && e.text.startsWith('Witnessed: a stick-up, an injury'))).toBe(
      true,
    );
  });
});

describe('edition 2 games keep their rules (seventh audit)', () => {
  it('SG-6.2.5 edition 2: the freed man could shoot the Vamp in the clinic before his move', () => {
    const m = bluesTurnBegins(v2(FREED_BESIDE_HIS_VAMP));
    expect(char(m, 'blue-killer').vampedBy).toBeNull();
    expect(legal(m, BLUE)).toContainEqual(SHOT_AT_HIS_VAMP);
    const shot = play(m, BLUE, SHOT_AT_HIS_VAMP, [3]);
    expect(state(shot).duel?.cause).toBe('clinic');
  });

  it('SG-8.9 edition 2: an injured manager saw nothing; the stick-up waited for the cops to see it', () => {
    const { match: m } = managerInjured(v2(KILLER_IN_BAKERY));
    expect(cash(m, RED)).toBe(50);
    expect(char(m, 'red-killer')).toMatchObject({ record: [], unseen: ['stick-up', 'assault'] });
  });
});

describe('readings (seventh audit)', () => {
  it('SG-6.2.5 SG-13.1 a man the clock sends to jail stays held, and loses the next turn of the gang playing him', () => {
    let m = play(position(HELD_MAN_TIMED_OUT), TABLE_SEAT, { type: 'time-up' });
    expect(char(m, 'blue-killer')).toMatchObject({ place: 'jail', vampedBy: { gang: RED, turns: 1 } });
    m = play(m, BLUE, { type: 'roll' });
    // Red's next turn, her last with him: he sits it out in jail, still hers.
    m = play(m, RED, { type: 'roll' }, [2]);
    expect(state(m).turn.toMove).toEqual(['red-vamp']);
    expect(char(m, 'blue-killer')).toMatchObject({ place: 'jail', vampedBy: { gang: RED, turns: 0 } });
    const move = legal(m, RED).find((a) => a.type === 'move');
    if (move?.type !== 'move') throw new Error('no move');
    m = play(play(m, RED, move), RED, { type: 'done' });
    // Blue's turn: out of jail and free, he moves for his own gang.
    expect(state(m).turn.gang).toBe(BLUE);
    expect(char(m, 'blue-killer')).toMatchObject({ place: 'centre', vampedBy: null });
    expect(legal(m, BLUE)).toEqual([{ type: 'roll' }]);
  });
});
