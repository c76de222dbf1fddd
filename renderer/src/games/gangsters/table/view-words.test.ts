import { describe, expect, it } from 'vitest';
import { gangsters } from '@core/games/gangsters/game';
import { legalActions } from '@core/games/gangsters/legal';
import type { GangstersView } from '@core/games/gangsters/view';
import { act, RED, RED_MOVING, start, st } from '@core/games/gangsters/testing/game-play';
import type { Match } from '@core/engine/match';
import { movesNote, priceWords, recruitWords, retractWords } from './view-words';

const n = { place: (id: string) => `«${id}»`, seat: (s: number) => ['Red', 'Yellow'][s] ?? '?' };
const seen = (m: Match): GangstersView => gangsters.view(st(m), RED) as GangstersView;
/** Red's Thug moved one space east: the piece under the pawn. */
const thugMoved = (): Match =>
  act(start(RED_MOVING), RED, { type: 'move', piece: 'thug', to: 's2-0', facing: 'east', criminal: false }).m;

describe('the take-back button says which move it takes back', () => {
  it('G-6.92 after a Thug moves it names the Thug and where he went', () => {
    const m = thugMoved();
    expect(legalActions(st(m), RED).some((a) => a.type === 'retract')).toBe(true);
    expect(retractWords(seen(m), n)).toBe('Take back the Thug’s move to «s2-0»');
  });

  it('G-6.92 after a second piece moves only that one is under the pawn', () => {
    const three = `
      turn red move
      dice red=1 green=2 blue=3 white=3 black=2
      cash red=5000
      gang red racketeer=4@westgate-hotel thug=2@westgate-hotel
      joint westgate-hotel red`;
    const thug = legalActions(st(start(three)), RED).find((a) => a.type === 'move' && a.piece === 'thug');
    if (!thug || thug.type !== 'move') throw new Error('the Thug cannot move');
    let m = act(start(three), RED, thug).m;
    const racketeer = legalActions(st(m), RED).find((a) => a.type === 'move' && a.piece === 'racketeer');
    if (!racketeer || racketeer.type !== 'move') throw new Error('the Racketeer cannot move');
    m = act(m, RED, racketeer).m;
    expect(retractWords(seen(m), n)).toBe(`Take back the Racketeer’s move to «${racketeer.to}»`);
  });

  it('G-6.92 after a Public enters it names the Public and its space', () => {
    const entry = legalActions(st(start(RED_MOVING)), RED).find((a) => a.type === 'move-public' && a.public === null);
    if (!entry || entry.type !== 'move-public') throw new Error('no Public can enter');
    const m = act(start(RED_MOVING), RED, entry, [], [2]).m;
    expect(retractWords(seen(m), n)).toBe(`Take back the Public’s move to «${entry.to}»`);
  });

  it('G-6.92 a Cop under the pawn (edition 7) is named by its number', () => {
    const m = thugMoved();
    const v = seen(m);
    const cop = { ...v.cops[0], strength: 4, at: 's6-4' };
    const moved: GangstersView = {
      ...v,
      cops: [cop],
      turn: { ...v.turn, undo: v.turn.undo ? { ...v.turn.undo, cop: { cop: 4 } } : null },
    } as GangstersView;
    expect(retractWords(moved, n)).toBe('Take back Cop 4’s move to «s6-4»');
  });

  it('G-6.92 a street space, named by a whole sentence, is left out: the piece alone says it', () => {
    const m = thugMoved();
    const long = { ...n, place: () => 'Levee Street, 3 spaces west of Canal Street' };
    expect(retractWords(seen(m), long)).toBe('Take back the Thug’s move');
  });

  it('G-6.92 with nothing under the pawn the words stay general', () => {
    expect(retractWords(seen(start(RED_MOVING)), n)).toBe('Take back the move');
  });
});

describe('a recruit button says what it costs', () => {
  it('G-7.2 the price on the button is what the Bank takes', () => {
    const m = start(RED_MOVING);
    const recruit = legalActions(st(m), RED).find((a) => a.type === 'recruit' && a.piece === 'thug');
    if (!recruit || recruit.type !== 'recruit') throw new Error('no Thug can be recruited');
    const before = st(m).gangs.find((g) => g.seat === RED)?.cash ?? 0;
    const after = st(act(m, RED, recruit).m).gangs.find((g) => g.seat === RED)?.cash ?? 0;
    const paid = `$${(before - after).toLocaleString('en-US')}`;
    expect(before - after).toBeGreaterThan(0);
    expect(recruitWords(seen(m), RED, recruit, n)).toBe(
      `Recruit ${recruit.count} Thug${recruit.count > 1 ? 's' : ''} for ${paid}`,
    );
  });
});

describe('buying and bribing say where and how much', () => {
  const cash = (m: Match): number => st(m).gangs.find((g) => g.seat === RED)?.cash ?? 0;

  it('G-5.2 the building the Racketeer stands in, by name, at the price the Bank takes', () => {
    const m = start('turn red buy\ncash red=1000\ngang red racketeer=2@huffs-cafe');
    const paid = cash(m) - cash(act(m, RED, { type: 'buy' }).m);
    expect(priceWords(seen(m), RED, { type: 'buy' }, n)).toBe(`Buy «huffs-cafe» for $${paid}`);
  });

  it('G-5.5 a bribe costs a hundred times the blue die', () => {
    const m = start(`
      turn red cop
      dice red=1 green=1 blue=5 white=1 black=1
      cash red=1000 yellow=1000
      gang red racketeer=2@westgate-hotel
      gang yellow racketeer=2@lous-diner
      cop 4@s6-4/east`);
    // G-9.5: the click puts the blue die on Cop 4; the Bribe is drawn at random, so Cop 4 is not promised.
    expect(priceWords(seen(m), RED, { type: 'bribe', cop: 4 }, n)).toBe(
      'Try a bribe, blue die on Cop 4: pay $500, then draw which Cop you get',
    );
    expect(priceWords(seen(m), RED, { type: 'bribe', cop: null }, n)).toBe(
      'Try a bribe, blue die on a Cop still in the cup: pay $500, then draw which Cop you get',
    );
  });
});

describe('how many moves are left', () => {
  it('G-6.1 half the Racketeers’ strength, counted down as pieces move, and never fewer than one', () => {
    const four = start(`
      turn red move
      dice red=1 green=2 blue=3 white=3 black=2
      cash red=5000
      gang red racketeer=4@westgate-hotel thug=2@westgate-hotel
      joint westgate-hotel red`);
    expect(movesNote(seen(four), RED)?.text).toBe('2 of 2 moves left');
    expect(movesNote(seen(four), RED)?.why).toMatch(/half its Racketeers’ strength, and never fewer than one/);
    const thug = legalActions(st(four), RED).find((a) => a.type === 'move' && a.piece === 'thug');
    if (!thug) throw new Error('the Thug cannot move');
    expect(movesNote(seen(act(four, RED, thug).m), RED)?.text).toBe('1 of 2 moves left');
    expect(movesNote(seen(start(RED_MOVING)), RED)?.text).toBe('1 move this turn');
    // Not another Gang's, nor outside the Movement Phase.
    expect(movesNote(seen(start(RED_MOVING)), 1)).toBeNull();
    expect(movesNote(seen(start('turn red buy\ncash red=1000\ngang red racketeer=2@huffs-cafe')), RED)).toBeNull();
  });
});
