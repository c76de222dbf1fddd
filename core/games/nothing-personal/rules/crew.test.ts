import { describe, expect, it } from 'vitest';
import { act as A } from '../actions';
import { BOARD, mk } from '../testing/boards';
import { act, clauses, crewAt, must, position, stateOf } from '../testing/fixture';
import { control } from './model';
import { choices } from '../anytime';

const crew = (marks: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  position({
    seats: 3,
    position: {
      board: BOARD,
      ring: 0,
      stage: { kind: 'crew-control', pos: 9 },
      marks,
      money: [10, 10, 10],
      hands: [[], [], ['snitch#1']],
      ...extra,
    },
  });

/** Enters The Crew by having the last Commission player pass. */
const enter = (marks: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  position({
    seats: 3,
    position: {
      board: BOARD,
      ring: 0,
      stage: { kind: 'commission', turn: 2, passed: [true, true, false], acted: [true, true, true], ante: 0 },
      marks,
      money: [10, 10, 10],
      hands: [[], [], []],
      ...extra,
    },
  });

describe('NP-7 The Crew: control and payouts', () => {
  it('NP-7.1.1 NP-7.1.2 NP-7.1.3 NP-7.5.1 NP-7.5.2 NP-22.2.1 NP-22.2.2 most markers controls; position plus card pays out', () => {
    const m = must(enter({ '5': mk(2, 1, 0), '8': mk(0, 3, 1) }), 2, { type: 'pass' });
    const s = stateOf(m.match);
    // Jim Redio as Racketeer: 4 Respect and $3 (NP-7.5-ex1); Mikey as Underboss: −4 Respect and $5.
    expect(s.respect).toEqual([4, -4, 0]);
    expect(s.money).toEqual([13, 15, 10]);
    expect(clauses(m.events)).toContain('NP-7.5.2');
    // Said with their signs, as the track counts them: never "-4 Respect" or "$-3".
    expect(m.events.filter((e) => e.type === 'payout').map((e) => e.text.replace(/^.*: /, ''))).toEqual([
      '−4 Respect, $5.',
      '+4 Respect, $3.',
    ]);
  });

  it('NP-7.2.2 NP-7.2.3 NP-7.2.4 NP-7.2.5 NP-15.7.3 no markers, or neutral majority or tie: nobody controls', () => {
    const s = stateOf(crew({ '5': mk(2, 1, 0, 2), '6': mk(0, 0, 0), '7': mk(1, 0, 0, 1), '4': mk(1, 2, 0) }));
    expect(control(s, 5).seat).toBeNull();
    expect(control(s, 6).seat).toBeNull();
    expect(control(s, 7).seat).toBeNull();
    expect(control(s, 4).seat).toBe(1);
  });

  it('NP-7.2.1 NP-7.2.6 a tie is decided by the Capo ring holder, from the Capo down', () => {
    const m = enter({ '9': mk(2, 0, 0), '5': mk(0, 2, 2) });
    const step = must(m, 2, { type: 'pass' });
    const s = stateOf(step.match);
    expect(s.interrupts).toEqual([{ kind: 'tie', pos: 5, tied: [1, 2], chooser: 0 }]);
    expect(act(step.match, 1, { type: 'rule', seat: 1 }).ok).toBe(false);
    const after = stateOf(must(step.match, 0, { type: 'rule', seat: 2 }).match);
    expect(control(after, 5).seat).toBe(2);
    expect(after.respect[2]).toBe(4);
  });

  it('NP-7.4.1 NP-7.4.3 the Capo ring moves the moment someone has the most markers on the Capo', () => {
    const m = crew(
      { '9': mk(2, 0, 0) },
      {
        stage: { kind: 'commission', turn: 1, passed: [false, false, false], acted: [true, true, true], ante: 0 },
        hands: [[], ['thug-3#1'], []],
      },
    );
    const s = stateOf(must(m, 1, A.play('thug-3#1', [9])).match);
    expect(s.ring).toBe(1);
  });

  it('NP-7.4.2 nobody controls the Capo: the ring stays', () => {
    const s = stateOf(must(enter({ '9': mk(0, 0, 0, 2) }, { ring: 2 }), 2, { type: 'pass' }).match);
    expect(s.ring).toBe(2);
  });

  it('NP-7.7.1 NP-7.7.6 NP-22.2.3 gangster actions go from the Third Guy upward, each controller in turn', () => {
    const m = must(enter({ '1': mk(0, 1, 0), '6': mk(0, 0, 1), '9': mk(1, 0, 0) }), 2, { type: 'pass' }).match;
    const order: number[] = [];
    let cur = m;
    for (let k = 0; k < 3; k++) {
      const s = stateOf(cur);
      const d = s.stage.kind === 'crew-action' ? s.stage.pos : -1;
      order.push(d);
      const seat = d === 1 ? 1 : d === 6 ? 2 : 0;
      cur = must(cur, seat, { type: 'pass' }).match;
    }
    expect(order).toEqual([1, 6, 9]);
    expect(stateOf(cur).phase).toBe('fence');
  });

  it('NP-7.7.5 only the controller acts, and may pass (eat a cannoli)', () => {
    const m = crew({ '1': mk(0, 1, 0) }, { stage: crewAt(1) });
    expect(act(m, 0, { type: 'pass' }).ok).toBe(false);
    expect(act(m, 1, { type: 'pass' }).ok).toBe(true);
  });

  it('NP-7.6.1 NP-7.6.2 a Snitch sends a gangster with ten or more markers to Prison at once, before he pays', () => {
    const m = crew(
      { '5': mk(6, 4, 0) },
      { stage: { kind: 'commission', turn: 0, passed: [false, false, false], acted: [true, true, true], ante: 0 } },
    );
    const s = stateOf(must(m, 2, A.use('snitch#1', { pos: 5 })).match);
    expect(s.prison).toContain('jim-redio');
    expect(s.positions[4]).toBeNull();
    expect(s.supply).toEqual([25, 25, 25]);
    const few = crew(
      { '5': mk(5, 4, 0) },
      { stage: { kind: 'commission', turn: 0, passed: [false, false, false], acted: [true, true, true], ante: 0 } },
    );
    expect(act(few, 2, A.use('snitch#1', { pos: 5 })).ok).toBe(false);
  });
});

describe('NP-7.12 NP-7.13 Blackmail', () => {
  const bm = () =>
    crew({ '1': mk(0, 2, 1, 0, 2), '9': mk(0, 0, 1), '4': mk(1, 0, 0) }, { stage: crewAt(1), money: [10, 30, 10] });

  it('NP-7.12.2 NP-7.12.3 the coin is not a marker but its marker counts for control', () => {
    const s = stateOf(bm());
    expect(control(s, 1).seat).toBe(1);
    expect(s.blackmailSupply).toBe(7);
  });

  it('NP-7.13.1 NP-7.13.2 NP-7.13-ex1 the blackmailer refuses a hit on his Capo, then on the Bean Counter; only a pass is left', () => {
    let m = bm();
    m = must(m, 1, A.power({ pos: 9 })).match;
    expect(stateOf(m).interrupts[0]).toMatchObject({ kind: 'blackmail', blackmailer: 2 });
    m = must(m, 2, { type: 'permit', allow: false }).match;
    expect(act(m, 1, A.power({ pos: 9 })).ok).toBe(false);
    m = must(m, 1, A.power({ pos: 4 })).match;
    m = must(m, 2, { type: 'permit', allow: false }).match;
    expect(stateOf(m).money[1]).toBe(30);
    m = must(m, 1, { type: 'pass' }).match;
    expect(stateOf(m).stage).not.toMatchObject({ kind: 'crew-action', pos: 1 });
  });

  it('NP-7.13.1 with permission the action goes ahead', () => {
    let m = must(bm(), 1, A.power({ pos: 4 })).match;
    m = must(m, 2, { type: 'permit', allow: true }, [1]).match;
    const s = stateOf(m);
    expect(s.money[1]).toBe(20);
    expect(s.fishes).toContain('frankie-dellacroce');
  });

  it('NP-7.13.1 NP-18.11 an allowed action the board no longer fits does not happen: the controller chooses again', () => {
    // The Counselor asks to put neutral markers on #2, #7 and #8; before the blackmailer answers,
    // Leo Seyfarth leaves #8 for the empty Enforcer spot.
    const m = position({
      seats: 3,
      options: { expansions: ['designers'] },
      position: {
        board: { ...BOARD, '8': 'leo-seyfarth', '6': null },
        ring: 0,
        stage: crewAt(7),
        marks: { '7': mk(2, 0, 1, 0, 1), '8': mk(0, 0, 1) },
        interrupts: [
          { kind: 'blackmail', pos: 7, actor: 0, blackmailer: 1, proposal: A.power({ targets: [2, 7, 8] }) },
        ],
        hands: [[], [], []],
      },
    });
    let next = must(m, 2, A.ability({ pos: 6, pos2: 8 })).match;
    next = must(next, 1, { type: 'permit', allow: true }).match;
    const s = stateOf(next);
    expect(s.neutralSupply).toBe(25);
    expect(s.interrupts).toEqual([]);
    expect(s.stage).toEqual(crewAt(7));
    expect(choices(s, 0).main).toContainEqual({ type: 'pass' });
  });

  it('NP-7.12.4 only one Blackmail coin per gangster', () => {
    const m = crew(
      { '5': mk(1, 0, 0, 0, 0) },
      {
        stage: { kind: 'commission', turn: 1, passed: [false, false, false], acted: [true, true, true], ante: 0 },
        hands: [[], ['blackmail#1'], []],
      },
    );
    const r = act(m, 1, A.use('blackmail#1', { pos: 5 }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.clause).toBe('NP-7.12.4');
    const s = stateOf(must(m, 1, A.use('blackmail#1', { pos: 6 })).match);
    expect(s.marks['tony-marchetti']).toEqual({ seats: [0, 1, 0], neutral: 0, blackmail: 1 });
  });

  it('NP-6.11.1 NP-7.12.1 NP-7.13.3 a Blackmail card places a coin; the coin does nothing else', () => {
    const m = crew(
      {},
      {
        stage: { kind: 'commission', turn: 1, passed: [false, false, false], acted: [true, true, true], ante: 0 },
        hands: [[], ['blackmail#1'], []],
      },
    );
    const s = stateOf(must(m, 1, A.use('blackmail#1', { pos: 3 })).match);
    expect(s.marks['nicky-fontana']?.blackmail).toBe(1);
  });
});

describe('NP-7.6.2 NP-16.9 the pause before payouts', () => {
  const withCards = (hand: string[]) =>
    enter({ '5': mk(6, 4, 0), '9': mk(0, 1, 0) }, { hands: [[], [], hand], money: [10, 10, 10] });

  it('NP-7.6.2 a Snitch played after control is settled stops the payout and the action', () => {
    let m = must(withCards(['snitch#1']), 2, { type: 'pass' }).match;
    expect(stateOf(m).interrupts[0]).toEqual({ kind: 'payout', declined: [] });
    m = must(m, 2, A.use('snitch#1', { pos: 5 })).match;
    for (const seat of [0, 1, 2]) m = must(m, seat, { type: 'decline' }).match;
    const s = stateOf(m);
    expect(s.prison).toEqual(['jim-redio']);
    expect(s.respect[0]).toBe(0);
    expect(s.respect[1]).toBe(7);
  });

  it('NP-16.9 NP-6.10.1 Suspect Silenced in the pause costs $5 and cancels that payout', () => {
    let m = must(withCards(['suspect-silenced#1']), 2, { type: 'pass' }).match;
    m = must(m, 2, A.use('suspect-silenced#1', { pos: 9 })).match;
    for (const seat of [0, 1, 2]) m = must(m, seat, { type: 'decline' }).match;
    const s = stateOf(m);
    expect(s.money[2]).toBe(5);
    expect(s.respect).toEqual([4, 0, 0]);
  });

  it('no pause when nobody holds such a card', () => {
    const s = stateOf(must(withCards([]), 2, { type: 'pass' }).match);
    expect(s.interrupts).toEqual([]);
  });
});
