/**
 * More rules put right in engine version 4 (state.ts `EDITION`), after `edition4.test.ts`: G-12.5 with two
 * attacking Gangs, G-7.5 selling a Joint when the Racketeers cost more than the Gang has, and G-6.9's
 * clock starting at the Cop action. A position marked `engine 3` stands in a game begun before, which keeps its rules.
 */
import { describe, expect, it } from 'vitest';
import { gangsters } from '../game';
import { legalActions } from '../legal';
import { act, GREEN, RED, RED_MOVING, refusal, start, st, YELLOW } from '../testing/game-play';

/**
 * Green's criminal Thug 1 has stood in Yellow's Lou's Diner since an earlier turn; Red's Thug 3 walks in
 * white side up and declares its Hit on Yellow. Yellow's Guard fires at both intruders.
 */
function twoGangs(level: number, prefix = '', edit = (p: string): string => p): ReturnType<typeof start> {
  let m = start(
    edit(`${prefix}
    turn red move
    dice red=1 green=1 blue=6 white=1 black=1
    gang red racketeer=2@westgate-hotel thug=3@s12-4/east
    gang yellow racketeer=1@huffs-cafe
    gang green racketeer=2@hawthorne-hotel thug=1@lous-diner/criminal
    joint lous-diner yellow x${level}`),
  );
  m = act(m, RED, { type: 'move', piece: 'thug', to: 'lous-diner', facing: null, criminal: true }).m;
  return act(m, RED, { type: 'end-move' }).m;
}
const HIT = { type: 'declare-hit', target: YELLOW };

describe('G-12.5 two attacking Gangs', () => {
  // Dice: Red's Thug 1,1,1 (no hit) · Yellow's Guard 4,1 (one hit) · Green's Thug 5 (one hit on the Joint).
  it('G-12.5 a hit scored by an attacker who is eliminated costs no level, though another Gang’s attacker survives', () => {
    let m = act(twoGangs(1), RED, HIT, [1, 1, 1, 4, 1, 5]).m;
    m = act(m, YELLOW, { type: 'aim', split: [0, 1] }).m;
    expect(st(m).shootout).toBeNull();
    expect(st(m).gangs[GREEN]?.strength.thug).toBe(0);
    expect(st(m).gangs[RED]?.strength.thug).toBe(3);
    expect(st(m).joints['lous-diner']).toEqual({ owner: YELLOW, level: 1 });
  });

  // Dice: Red's Thug 5,1,1 (one hit) · Yellow's Guard 4,1,1,1 (one hit) · Green's Thug 5 (one hit).
  it('G-12.5 only the surviving Gang’s hits cost levels: a level-2 Joint drops one, not two', () => {
    let m = act(twoGangs(2), RED, HIT, [5, 1, 1, 4, 1, 1, 1, 5]).m;
    m = act(m, YELLOW, { type: 'aim', split: [0, 1] }).m;
    expect(st(m).shootout).toBeNull();
    expect(st(m).gangs[GREEN]?.strength.thug).toBe(0);
    expect(st(m).joints['lous-diner']).toEqual({ owner: YELLOW, level: 1 });
  });

  // Dice: Red's Thug 5,1,1 (one hit) · Yellow's Racketeer 1,1 · Guard 4,1 (one hit) · Green's Thug 5 (one hit).
  it('G-12.5 the owner chose who absorbed what, so the Guard took the removed Gang’s hit and the Joint holds', () => {
    const pos = (p: string): string => p.replace('racketeer=1@huffs-cafe', 'racketeer=2@lous-diner');
    let m = act(twoGangs(1, '', pos), RED, HIT, [5, 1, 1, 1, 1, 4, 1, 5]).m;
    m = act(m, YELLOW, { type: 'aim', split: [0, 1] }).m;
    m = act(m, YELLOW, { type: 'absorb', alloc: { '1:racketeer': 1, guard: 1 } }).m;
    expect(st(m).shootout).toBeNull();
    expect(st(m).gangs[YELLOW]?.strength.racketeer).toBe(1);
    expect(st(m).joints['lous-diner']).toEqual({ owner: YELLOW, level: 1 });
  });

  it('G-12.5 a game begun under engine version 3 counts every hit the Guard took while a scorer survives', () => {
    let m = act(twoGangs(2, 'engine 3'), RED, HIT, [5, 1, 1, 4, 1, 1, 1, 5]).m;
    m = act(m, YELLOW, { type: 'aim', split: [0, 1] }).m;
    expect(st(m).joints['lous-diner']).toBeUndefined();
  });
});

/** Red has no Racketeers and $300; with a green 6 one Racketeer costs $600. */
const SHORT = `
  turn red move
  dice red=1 green=6 blue=3 white=1 black=1
  cash red=300 yellow=2000
  gang red thug=2@huffs-cafe
  gang yellow racketeer=2@lous-diner
  joint astoria-house red
  joint huffs-cafe red`;

describe('G-7.5 selling a Joint to pay for the Racketeers', () => {
  it('G-7.5 a Gang short of money for the Racketeers it must recruit may sell a Joint once the dice show the price', () => {
    let m = start(SHORT);
    expect(legalActions(st(m), RED).filter((a) => a.type === 'sell')).toHaveLength(2);
    m = act(m, RED, { type: 'sell', joint: 'astoria-house' }).m;
    expect(st(m).gangs[RED]?.cash).toBe(900);
    m = act(m, RED, { type: 'recruit', piece: 'racketeer', count: 1, at: 'huffs-cafe' }).m;
    expect(st(m).gangs[RED]?.strength.racketeer).toBe(1);
    expect(st(m).gangs[RED]?.cash).toBe(300);
    expect(refusal(m, RED, { type: 'sell', joint: 'huffs-cafe' }).clause).toBe('G-7.5');
  });

  it('G-7.5 a game begun under engine version 3 sells only in the Buy Phase, before the dice are rolled', () => {
    const m = start(`engine 3\n${SHORT}`);
    expect(legalActions(st(m), RED).some((a) => a.type === 'sell')).toBe(false);
    expect(refusal(m, RED, { type: 'sell', joint: 'astoria-house' }).code).toBe('WRONG_PHASE');
  });
});

/** Red's turn at its Cop action (G-5.3), with the two-minute clock on (G-6.9). */
const COP_TIMED = `options movementSeconds=120\n${RED_MOVING.replace('turn red move', 'turn red cop')}`;

describe('G-6.9 the clock covers the Cop action', () => {
  it('G-6.9 the two minutes run from the Cop action (5.3) through the moves (5.4) as one period', () => {
    const m = start(COP_TIMED);
    const [cop] = gangsters.pending(st(m));
    expect(cop).toMatchObject({
      seat: RED,
      kind: 'cop',
      deadline: { seconds: 120, onExpiry: { type: 'clock-expired' } },
    });
    const after = act(m, RED, { type: 'bribe', cop: null }).m;
    const [move] = gangsters.pending(st(after));
    expect(move).toMatchObject({ seat: RED, kind: 'move', deadline: { period: cop?.deadline?.period } });
  });

  it('G-6.9 time running out during the Cop action forfeits it and every move of the turn', () => {
    const { m, events } = act(start(COP_TIMED), RED, { type: 'clock-expired' });
    expect(events.some((e) => e.type === 'clock' && e.clause === 'G-6.9')).toBe(true);
    expect(st(m).turn.seat).toBe(YELLOW);
    expect(st(m).cops).toHaveLength(0);
    expect(st(m).bribes).toHaveLength(0);
  });

  it('G-6.9 (G-17.2) with five players a Gang’s clock starts after the Cop: the deferred Cop action is not timed', () => {
    let m = start(`players 5
      options movementSeconds=120
      cash red=2000 yellow=2000 green=2000 brown=2000 commissioner=1000
      gang red racketeer=2@westgate-hotel
      gang yellow racketeer=2@lous-diner
      gang green racketeer=2@hawthorne-hotel
      gang brown racketeer=2@huffs-cafe
      cop 3@s9-8/east
      turn red buy`);
    m = act(m, RED, { type: 'roll' }, [2]).m;
    expect(gangsters.pending(st(m))[0]?.deadline).toBeUndefined();
    m = act(m, RED, { type: 'defer' }).m;
    expect(gangsters.pending(st(m))[0]).toMatchObject({ kind: 'cop' });
    expect(gangsters.pending(st(m))[0]?.deadline).toBeUndefined();
  });

  it('G-6.9 a game begun under engine version 3 keeps the Cop action off the clock', () => {
    const m = start(`engine 3\n${COP_TIMED}`);
    expect(gangsters.pending(st(m))[0]?.deadline).toBeUndefined();
    expect(refusal(m, RED, { type: 'clock-expired' }).code).toBe('WRONG_PHASE');
  });
});
