/** Elimination (G-7.5) and Busts (G-11.5), from scenario positions with scripted dice. */
import { describe, expect, it } from 'vitest';
import { gangsters } from '../game';
import { legalActions } from '../legal';
import { act, RED, refusal, start, st, YELLOW } from '../testing/game-play';

describe('G-7.5 a Gang with no Racketeers', () => {
  const pos = `
    turn red buy
    cash red=100 yellow=2000
    gang red thug=2@huffs-cafe
    gang yellow racketeer=2@astoria-house
    joint astoria-house red x2
    joint huffs-cafe red`;

  it('G-7.5 sells one Joint to the Bank for its base price; improvements stay on the building', () => {
    let m = start(pos);
    expect(legalActions(st(m), RED).filter((a) => a.type === 'sell')).toHaveLength(2);
    const bank = st(m).bank;
    m = act(m, RED, { type: 'sell', joint: 'astoria-house' }).m;
    expect(st(m).gangs[RED]?.cash).toBe(700); // $600 base, not the $1,200 paid with the improvement
    expect(st(m).bank).toBe(bank - 600);
    expect(st(m).joints['astoria-house']).toEqual({ owner: null, level: 2 });
    expect(refusal(m, RED, { type: 'sell', joint: 'huffs-cafe' }).clause).toBe('G-7.5'); // one a turn
  });

  it('G-7.5 the improved building is bought intact for its base price, with no other Joint of its type', () => {
    let m = start(`${pos.replace('turn red buy', 'turn yellow buy')}\njoint astoria-house none x2`);
    m = act(m, YELLOW, { type: 'buy' }).m;
    expect(st(m).joints['astoria-house']).toEqual({ owner: YELLOW, level: 2 });
    expect(st(m).gangs[YELLOW]?.cash).toBe(1400);
  });

  it('G-7.5 a Gang with Racketeers may not sell to the Bank', () => {
    const m = start(pos.replace('gang red thug=2@huffs-cafe', 'gang red racketeer=1@huffs-cafe'));
    expect(refusal(m, RED, { type: 'sell', joint: 'huffs-cafe' }).clause).toBe('G-7.5');
  });

  it('G-7.5 a Gang with no money, Racketeers or Joints is out of the game', () => {
    let m = start(`turn red move\ndice red=1 green=1 blue=1 white=1 black=1\ncash red=0\ngang red thug=2@s12-4/east`);
    m = act(m, RED, { type: 'end-move' }).m;
    expect(st(m).gangs[RED]?.out).toBe(true);
    expect(st(m).gangs[RED]?.pieces.thug).toBeNull();
  });
});

describe('G-11.5 Busts', () => {
  it('G-11.5 a Cop with several criminals attacks the one the active player picks; the rest are ignored', () => {
    let m = start(`
      turn red move
      dice red=1 green=1 blue=1 white=1 black=1
      gang red racketeer=2@westgate-hotel thug=2@s12-4/east/criminal
      gang yellow racketeer=2@lous-diner thug=2@s12-4/east/criminal
      cop 4@s12-4/east`);
    m = act(m, RED, { type: 'end-move' }).m;
    expect(gangsters.pending(st(m))).toMatchObject([{ seat: RED, kind: 'bust' }]);
    expect(legalActions(st(m), RED)).toEqual([
      { type: 'bust', target: '0:thug' },
      { type: 'bust', target: '1:thug' },
    ]);
    // Cop 4 rolls 5, 5, 1, 1 (two hits); Yellow's Thug returns fire 1, 1.
    const r = act(m, RED, { type: 'bust', target: '1:thug' }, [5, 5, 1, 1, 1, 1]);
    const s = st(r.m);
    expect(s.gangs[YELLOW]?.strength.thug).toBe(0);
    expect(s.gangs[RED]?.strength.thug).toBe(2);
    expect(r.events.filter((e) => e.type === 'fire')).toHaveLength(2);
    expect(s.copCup).toContain(4);
  });

  it('G-11.5 with one criminal the Cop attacks it whoever moved, and a citizen is left alone', () => {
    let m = start(`
      turn red move
      dice red=1 green=1 blue=1 white=1 black=1
      gang red racketeer=2@westgate-hotel thug=2@s12-4/east
      gang yellow racketeer=2@lous-diner thug=1@s12-4/east/criminal
      cop 4@s12-4/east`);
    m = act(m, RED, { type: 'end-move' }, [5, 1, 1, 1, 1]).m;
    expect(st(m).gangs[YELLOW]?.strength.thug).toBe(0);
    expect(st(m).gangs[RED]?.strength.thug).toBe(2);
  });
});
