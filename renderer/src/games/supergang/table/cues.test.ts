import { describe, expect, it } from 'vitest';
import { sgCueFor } from './cues';

const roll = (text: string) => ({ type: 'roll', text });

describe('SuperGang table sounds', () => {
  it('SG-11.2.8 an arrow that brings its target down pops and the target flops, dead or injured', () => {
    const dead = [
      roll('shot at manager-1 (1–3 miss, 4–5 injured, 6 dead): rolled 6'),
      { type: 'shot', text: 'manager-1 is shot dead.', data: { target: 'manager-1', value: 6, down: 'dead' } },
      { type: 'duel', text: 'The duel is over: the attackers win.' },
      { type: 'cash', text: '{seat:0} empties the till of shop-greengrocer …', data: { gang: 0, amount: 30 } },
    ];
    expect(sgCueFor(dead)).toBe('flop');
    const injured = { type: 'shot', text: 'x is hit and injured.', data: { target: 'x', value: 4, down: 'injured' } };
    expect(sgCueFor([injured])).toBe('flop');
    // A game whose shot line carries no data: its words say it.
    expect(sgCueFor([{ type: 'shot', text: 'manager-1 is hit: dead.' }])).toBe('flop');
  });

  it('SG-11.2.4 an arrow that misses only pops (its die does not clatter)', () => {
    const miss = [
      roll('shot at green-killer (1–3 miss, 4–5 injured, 6 dead): rolled 3'),
      { type: 'shot', text: 'The arrow misses {seat:2}’s killer.', data: { target: 'k', value: 3, down: null } },
      { type: 'duel', text: 'The attackers shoot back, 1 arrow.' },
    ];
    expect(sgCueFor(miss)).toBe('pop');
    expect(sgCueFor([{ type: 'shot', text: 'The arrow misses manager-1.' }])).toBe('pop');
  });

  it('SG-5.3.2 SG-11.4.5 money changing hands rings the till: a shop bought, income, cash given at the table', () => {
    const bought = [
      { type: 'cash', text: '{seat:2} pays the bank 50 million: …', data: { gang: 2, amount: -50 } },
      { type: 'own', text: '{seat:2} now owns shop-newsstand: 10 million a turn.' },
    ];
    expect(sgCueFor(bought)).toBe('cash');
    const income = [
      { type: 'turn', text: 'Round 3: {seat:0}’s turn.' },
      { type: 'cash', text: 'Income from 1 racket: the bank gives {seat:0} 5 million.', data: { gang: 0, amount: 5 } },
    ];
    expect(sgCueFor(income)).toBe('cash');
    const given = { type: 'deal-cash', text: '{seat:0} pays {seat:1} 20 million: a deal made at the table.' };
    expect(sgCueFor([{ ...given, data: { from: 0, to: 1, amount: 20 } }])).toBe('cash');
  });

  it('SG-12.3 a deed the empty bank pays nothing for rings no till', () => {
    const nothing = {
      type: 'cash',
      text: '{seat:0}’s vamp robs a passer-by, but the bank is empty: {seat:0} gets nothing.',
      data: { gang: 0, amount: 0 },
    };
    expect(sgCueFor([nothing])).toBeNull();
  });

  it('SG-3.2 SG-11.2.3 the turn’s three dice and a duel’s count clatter; a plain move is quiet', () => {
    const turn = ["red-killer's die: rolled 3", "red-vamp's die: rolled 3", "red-dealer's die: rolled 4"].map(roll);
    expect(sgCueFor(turn)).toBe('dice');
    const duel = [
      { type: 'stick-up', text: '{seat:2}’s killer sticks up shop-newsstand …' },
      roll("attack: green-killer's duel die: rolled 1"),
      roll("defence: manager 1's duel die: rolled 4"),
      { type: 'duel', text: 'The attackers count 3 and the defenders 4: the defenders shoot first.' },
    ];
    expect(sgCueFor(duel)).toBe('dice');
    expect(sgCueFor([{ type: 'move', text: '{seat:0}’s vamp moves to s16-10.' }])).toBeNull();
    expect(sgCueFor([])).toBeNull();
  });
});
