/** Advanced options (G-16.3 Siren, G-16.4 Donuts, G-16.5 Random Movement Order), from scenario positions. */
import { describe, expect, it } from 'vitest';
import type { GangstersAction } from '../actions';
import { legalActions } from '../legal';
import { act, BROWN, GREEN, passAll, RED, refusal, start, st, YELLOW } from '../testing/game-play';

describe('G-16.3 Siren', () => {
  it('G-16.3 a Vamp in a gray building buys new clothes for $300; elsewhere she cannot', () => {
    const pos = (at: string) =>
      `options siren\nturn red buy\ncash red=1000\ngang red racketeer=2@huffs-cafe vamp=1@${at}`;
    const m = act(start(pos('dunkels-donuts')), RED, { type: 'equip', item: 'siren' }).m;
    expect(st(m).gangs[RED]?.siren).toBe(true);
    expect(st(m).gangs[RED]?.cash).toBe(700);
    expect(refusal(start(pos('huffs-cafe')), RED, { type: 'equip', item: 'siren' }).clause).toBe('G-16.3');
  });

  it('G-16.3 a Siren seduces a Thug and a Racketeer at once, then the thrill is gone', () => {
    let m = start(`
      options siren
      turn red move
      dice red=1 green=1 blue=3 white=1 black=1
      gang red racketeer=2@westgate-hotel vamp=1@s12-4/east
      equip red siren
      gang yellow racketeer=3@lous-diner thug=2@lous-diner
      joint lous-diner yellow`);
    const choices = legalActions(st(m), RED).filter(
      (a): a is Extract<GangstersAction, { type: 'move' }> => a.type === 'move' && a.to === 'lous-diner' && !a.criminal,
    );
    // One of each, or two of either (the Racketeer has 3; the Thug 2).
    expect(choices.map((a) => a.seduce?.map((x) => x.kind).join('+'))).toEqual(
      expect.arrayContaining(['racketeer+racketeer', 'racketeer+thug', 'thug+thug']),
    );
    m = act(m, RED, {
      type: 'move',
      piece: 'vamp',
      to: 'lous-diner',
      facing: null,
      criminal: false,
      seduce: [
        { seat: YELLOW, kind: 'racketeer' },
        { seat: YELLOW, kind: 'thug' },
      ],
    }).m;
    const s = st(m);
    expect(s.gangs[YELLOW]?.strength).toMatchObject({ racketeer: 2, thug: 1 });
    expect(s.gangs[RED]?.strength).toMatchObject({ racketeer: 3, thug: 1 });
    expect(s.gangs[RED]?.siren).toBe(false);
  });
});

describe('G-16.4 Donuts', () => {
  const pos = `
    options donuts
    turn red cop
    dice red=1 green=1 blue=1 white=1 black=1
    cash red=1000 yellow=1000
    gang red racketeer=2@westgate-hotel
    gang yellow racketeer=2@lous-diner
    cop 3@s10-6/north`;

  it('G-16.4 a Cop moved into a gray building by exact count takes the mover’s "Donut 1" marker', () => {
    let m = start(pos);
    const donut = legalActions(st(m), RED).find((a) => a.type === 'cop-move' && a.donut === true);
    if (!donut || donut.type !== 'cop-move') throw new Error('no gray building one space away');
    expect(donut.to).toBe('public-library');
    const street = legalActions(st(m), RED).find((a) => a.type === 'cop-move' && a.to.startsWith('s'));
    if (street?.type === 'cop-move') expect(refusal(m, RED, { ...street, donut: true }).clause).toBe('G-16.4');
    m = passAll(act(m, RED, donut).m);
    expect(st(m).gangs[RED]?.donut).toEqual({ cop: 3, side: 1 });
  });

  it('G-16.4 nobody else may move a Cop under another Gang’s Donut marker', () => {
    const m = start(`${pos.replace('turn red cop', 'turn yellow cop')}\ndonut red 3`);
    expect(legalActions(st(m), YELLOW).some((a) => a.type === 'cop-move')).toBe(false);
    expect(refusal(m, YELLOW, { type: 'cop-move', cop: 3, to: 'public-library', facing: null }).code).toBe('DONUT');
  });

  it('G-16.4 next turn the marker may be flipped to "Donut 2" as the Cop action; the turn after it comes off', () => {
    let m = start(`${pos}\ndonut red 3`);
    m = act(m, RED, { type: 'donut-flip' }).m;
    expect(st(m).gangs[RED]?.donut).toEqual({ cop: 3, side: 2 });
    expect(st(m).phase).toBe('move');
    m = start(`${pos.replace('turn red cop', 'turn red buy')}\ndonut red 3 2`);
    m = act(m, RED, { type: 'roll' }, [1, 1, 1, 1, 1]).m;
    expect(st(m).gangs[RED]?.donut).toBeNull();
  });

  it('G-16.4 the Cop’s secret owner removes the Donut at any time by returning his Bribe badge', () => {
    let m = start(`${pos}\ndonut red 3\nbribe yellow 3`);
    expect(refusal(m, GREEN, { type: 'remove-donut', cop: 3 }).clause).toBe('G-16.4');
    const r = act(m, YELLOW, { type: 'remove-donut', cop: 3 }); // Yellow has no decision pending
    m = r.m;
    expect(st(m).gangs[RED]?.donut).toBeNull();
    expect(st(m).bribes).toEqual([]);
    expect(st(m).bribeCup).toContain(3);
    expect(r.events.find((e) => e.type === 'donut-removed')?.visibility).toBe('public');
    // Red may now move the Cop again (and must still take a Cop action).
    expect(legalActions(st(m), RED).some((a) => a.type === 'cop-move')).toBe(true);
  });
});

describe('G-16.5 Random Movement Order', () => {
  it('G-16.5 whose turn it is comes from the pawn cup; every Gang plays once before the cup is refilled', () => {
    let m = start(`
      options randomOrder
      turn red move
      dice red=1 green=1 blue=1 white=1 black=1
      cash red=1000 yellow=1000 green=1000 brown=1000
      gang red racketeer=2@westgate-hotel
      gang yellow racketeer=2@lous-diner
      gang green racketeer=2@hawthorne-hotel
      gang brown racketeer=2@huffs-cafe`);
    const seen: number[] = [];
    // The cup starts empty in the scenario: it is filled with all four pawns, and pawn #2 (Green) is drawn.
    m = act(m, RED, { type: 'end-move' }, [], [2]).m;
    expect(st(m).turn.seat).toBe(GREEN);
    expect(st(m).pawnCup).toEqual([RED, YELLOW, BROWN]);
    m = act(m, GREEN, { type: 'roll' }, [1, 1, 1, 1, 1]).m;
    m = act(m, GREEN, { type: 'bribe', cop: null }).m;
    for (const d of [2, 0, 0]) {
      m = act(m, st(m).turn.seat, { type: 'end-move' }, [], [0, d]).m; // the bribe marker, then the pawn
      seen.push(st(m).turn.seat);
      m = act(m, st(m).turn.seat, { type: 'roll' }, [1, 1, 1, 1, 1]).m;
      m = act(m, st(m).turn.seat, { type: 'bribe', cop: null }).m;
    }
    expect(seen).toEqual([BROWN, RED, YELLOW]);
    expect(st(m).pawnCup).toEqual([]);
  });

  it('G-16.5 a Gang that leaves the game (G-7.5) is not drawn from the pawn cup again', () => {
    let m = start(`
      options randomOrder
      turn red move
      dice red=1 green=1 blue=1 white=1 black=1
      cash red=1000 yellow=0 green=1000 brown=1000
      gang red racketeer=2@westgate-hotel
      gang yellow racketeer=0
      gang green racketeer=2@hawthorne-hotel
      gang brown racketeer=2@huffs-cafe
      pawns yellow green`);
    // Yellow has no money, Racketeers or Joints, so it leaves at the end of Red's turn; its pawn leaves the cup.
    m = act(m, RED, { type: 'end-move' }, [], [0]).m;
    expect(st(m).gangs[YELLOW]?.out).toBe(true);
    expect(st(m).turn.seat).toBe(GREEN);
    expect(st(m).pawnCup).toEqual([]);
    // The refilled cup holds only the Gangs still playing.
    m = act(m, GREEN, { type: 'roll' }, [1, 1, 1, 1, 1]).m;
    m = act(m, GREEN, { type: 'bribe', cop: null }).m;
    m = act(m, GREEN, { type: 'end-move' }, [], [0, 1]).m;
    expect(st(m).turn.seat).toBe(GREEN);
    expect(st(m).pawnCup).toEqual([RED, BROWN]);
  });
});
