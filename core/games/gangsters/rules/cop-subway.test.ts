/** A Cop's Subway transfer (G-9.6, G-10.2–10.3) and a Donut on a Cop that leaves the board (G-16.4). */
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../engine/match';
import { gangsters } from '../game';
import { copMoves } from './cops';
import { subwaySpace } from './places';
import { act, RED, start, st, YELLOW } from '../testing/game-play';

/** Every seat in the rebuff window passes; the last pass closes it and makes the scripted draws. */
function passAllDrawing(m: Match, draws: number[]): Match {
  let cur = m;
  while (st(cur).phase === 'rebuff') {
    const p = gangsters.pending(st(cur))[0];
    if (!p) break;
    cur = act(cur, p.seat, { type: 'pass' }, [], draws).m;
  }
  return cur;
}

describe('G-9.6 Subway replacement', () => {
  // Cop 4 stands one space from Subway 2 (s7-4); with a blue 2 it may ride to Subway 3 (s17-8) and walk one
  // space west. Yellow secretly owns Cop 4.
  const pos = `
    options donuts
    turn red cop
    dice red=1 green=1 blue=2 white=1 black=1
    cash red=1000 yellow=1000
    gang red racketeer=2@westgate-hotel
    gang yellow racketeer=2@lous-diner
    cop 4@s6-4/east
    bribe yellow 4`;
  const ride = { type: 'cop-move', cop: 4, to: 's16-8', facing: 'west' } as const;

  it('G-9.6 a Cop that transfers on the Subway ends its patrol: it goes back to the cup and another Cop carries on from the Subway exit chosen', () => {
    let m = start(pos);
    const move = copMoves(st(m), 4).find((x) => x.to === 's16-8' && x.facing === 'west');
    expect(move?.copReplaced).toBe(true);
    expect(move?.path.map((p) => `${p.space}:${p.how}`)).toEqual([
      `${subwaySpace(2)}:street`,
      `${subwaySpace(3)}:transfer`,
      's16-8:street',
    ]);
    // The new Cop never reappears on the Subway its predecessor left by (G-9.6, G-10.3).
    const transfers = copMoves(st(m), 4).flatMap((x) => x.path.filter((p) => p.how === 'transfer'));
    expect(transfers.length).toBeGreaterThan(0);
    expect(transfers.some((p) => p.space === subwaySpace(2))).toBe(false);

    m = act(m, RED, ride).m;
    // While the rebuff window is open the Cop moved is still Cop 4 (the replacement waits for it to close).
    expect(st(m).phase).toBe('rebuff');
    expect(st(m).cops).toEqual([{ strength: 4, at: 's16-8', facing: 'west' }]);

    // Cup after Cop 4 goes back: 2, 3, 5 … 10, 4; the draw takes the first, Cop 2.
    const before = st(m).copCup.length;
    m = passAllDrawing(m, [0]);
    const s = st(m);
    expect(s.cops).toEqual([{ strength: 2, at: 's16-8', facing: 'west' }]);
    expect(s.copCup).toContain(4);
    expect(s.copCup).not.toContain(2);
    expect(s.copCup).toHaveLength(before);
    // Cop 4 goes home still owned: Yellow keeps its Bribe (G-9.5), which does not pass to the new Cop.
    expect(s.bribes).toEqual([{ marker: 4, holder: YELLOW }]);
    expect(s.phase).toBe('move');

    // The drawn Cop may be the very one just removed: he comes straight back on patrol at the new exit.
    const again = st(passAllDrawing(act(start(pos), RED, ride).m, [8]));
    expect(again.cops).toEqual([{ strength: 4, at: 's16-8', facing: 'west' }]);
    expect(again.copCup).not.toContain(4);

    // A Donut placed on a transferring Cop lands on the new patrol (G-16.4): blue 3 ends in Dunkel's Donuts.
    const donutPos = pos.replace('blue=2', 'blue=3');
    let d = act(start(donutPos), RED, { type: 'cop-move', cop: 4, to: 'dunkels-donuts', facing: null, donut: true }).m;
    d = passAllDrawing(d, [1]);
    expect(st(d).cops).toEqual([{ strength: 3, at: 'dunkels-donuts', facing: null }]);
    expect(st(d).gangs[RED]?.donut).toEqual({ cop: 3, side: 1 });

    // If the secret owner rebuffs, Cop 4 goes back where he was: no transfer, no new patrol, no draw.
    let r = act(start(pos), RED, ride).m;
    r = act(r, YELLOW, { type: 'rebuff' }, [], []).m;
    r = passAllDrawing(r, []);
    expect(st(r).cops).toEqual([{ strength: 4, at: 's6-4', facing: 'east' }]);
    expect(st(r).bribes).toEqual([]);
    expect(st(r).bribeCup).toContain(4);
  });
});

describe('G-16.4 Donuts', () => {
  it('G-16.4 a Donut on a Cop that leaves the board goes back to the Gang that placed it at the end of the turn', () => {
    // Red's Donut is on Cop 3 in the Public Library; Yellow's criminal Thug is there too, so at the end of
    // Yellow's turn Cop and Thug shoot it out (G-9.7) and the Cop goes back to the cup (G-9.6).
    let m = start(`
      options donuts
      turn yellow move
      dice red=1 green=1 blue=1 white=1 black=1
      cash red=1000 yellow=1000
      gang red racketeer=2@westgate-hotel
      gang yellow racketeer=2@lous-diner thug=1@public-library/criminal
      cop 3@public-library
      donut red 3`);
    expect(st(m).gangs[RED]?.donut).toEqual({ cop: 3, side: 1 });
    const r = act(m, YELLOW, { type: 'end-move' }, [1, 1, 1, 1, 1, 1]);
    m = r.m;
    const s = st(m);
    expect(s.cops).toEqual([]);
    expect(s.copCup).toContain(3);
    expect(s.gangs[RED]?.donut).toBeNull();
    const types = r.events.map((e) => e.type);
    const home = types.indexOf('cop-home');
    const donut = types.indexOf('donut');
    expect(home).toBeGreaterThanOrEqual(0);
    expect(donut).toBeGreaterThan(home);
    expect(donut).toBeLessThan(types.indexOf('crime-track')); // in the end-of-turn clean-up
    expect(r.events[donut]).toMatchObject({ clause: 'G-16.4' });
    expect(r.events[donut]?.text).toContain('Cop 3 has left the board');
    expect(s.turn.seat).not.toBe(YELLOW); // the turn is over
  });
});
