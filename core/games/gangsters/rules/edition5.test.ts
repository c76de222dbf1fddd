/**
 * Rules put right in engine version 5 (state.ts `EDITION`): G-6.92 taking a move back leaves what a
 * table action did in the meantime (a kibitzing fine, G-6.91; a Donut called off with a Bribe badge,
 * G-16.4), and G-9.3 the Crime Track is marked after a Gang leaves the game (G-7.5). A position marked
 * `engine 4` (or `engine 3`) stands in a game begun before, which keeps its rules.
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../engine/match';
import type { GangstersAction } from '../actions';
import { gangsters } from '../game';
import { legalActions } from '../legal';
import { editionFor } from '../state';
import {
  act,
  BROWN,
  COMMISSIONER,
  GREEN,
  passAll,
  RED,
  RED_MOVING,
  start,
  st,
  totalMoney,
  YELLOW,
} from '../testing/game-play';

/** Red's first listed move of its Thug out of the Westgate Hotel, colored side up. */
function thugOut(m: Match): GangstersAction {
  const a = legalActions(st(m), RED).find((x) => x.type === 'move' && x.piece === 'thug' && !x.criminal);
  if (!a) throw new Error('the Thug cannot move');
  return a;
}

describe('G-6.92 taking a move back after a table action', () => {
  it('G-6.92 a kibitzing fine paid while the Thug was moving stays paid when the move is taken back', () => {
    let m = start(RED_MOVING);
    const money = totalMoney(st(m));
    m = act(m, RED, thugOut(m)).m;
    m = act(m, GREEN, { type: 'fine', offender: YELLOW }).m;
    expect(st(m).gangs[YELLOW]?.cash).toBe(4500);
    m = act(m, RED, { type: 'retract' }).m;
    expect(st(m).gangs[RED]?.pieces.thug?.at).toBe('westgate-hotel');
    expect(st(m).gangs[YELLOW]?.cash).toBe(4500);
    expect(totalMoney(st(m))).toBe(money);
  });

  it('G-6.92 a Donut called off with the Cop’s Bribe badge while the Thug was moving stays off', () => {
    let m = start(`options donuts\n${RED_MOVING}
      cop 3@public-library
      donut yellow 3
      bribe green 3`);
    m = act(m, RED, thugOut(m)).m;
    m = act(m, GREEN, { type: 'remove-donut', cop: 3 }).m;
    m = act(m, RED, { type: 'retract' }).m;
    expect(st(m).gangs[RED]?.pieces.thug?.at).toBe('westgate-hotel');
    expect(st(m).gangs[YELLOW]?.donut).toBeNull();
    expect(st(m).bribes).toEqual([]);
  });

  it('G-6.92 a game begun under engine version 4 keeps its rule: the take-back returns the fine', () => {
    let m = start(`engine 4\n${RED_MOVING}`);
    expect(m.setup.engineVersion).toBe('4');
    const money = totalMoney(st(m));
    m = act(m, RED, thugOut(m)).m;
    m = act(m, GREEN, { type: 'fine', offender: YELLOW }).m;
    m = act(m, RED, { type: 'retract' }).m;
    expect(st(m).gangs[YELLOW]?.cash).toBe(5000);
    expect(totalMoney(st(m))).toBe(money + 500);
  });
});

/**
 * Yellow has no Racketeers, no Joints and no cash, and its criminal Thug 2 stands on a street: at the end
 * of Red's turn Yellow is out of the game and its Thug leaves the board.
 */
const YELLOW_GOES_OUT = `
  turn red move
  dice red=2 green=2 blue=3 white=1 black=2
  cash red=5000 yellow=0 green=5000 brown=5000
  gang red racketeer=2@westgate-hotel
  gang yellow thug=2@s9-8/east/criminal
  joint westgate-hotel red`;

describe('G-9.3 the Crime Track when a Gang leaves the game', () => {
  it('G-9.3 the track counts only the criminals still on the board after a Gang is out of the game', () => {
    const r = act(start(YELLOW_GOES_OUT), RED, { type: 'end-move' });
    expect(st(r.m).gangs[YELLOW]?.out).toBe(true);
    expect(st(r.m).crimeTrack).toEqual({ crimes: 0, cops: 0 });
    const lines = r.events.map((e) => e.type).filter((t) => t === 'out' || t === 'crime-track');
    expect(lines).toEqual(['out', 'crime-track']);
  });

  it('G-9.3 a game begun under engine version 4 keeps its rule: the track was marked before the Gang left', () => {
    const m = act(start(`engine 4\n${YELLOW_GOES_OUT}`), RED, { type: 'end-move' }).m;
    expect(st(m).gangs[YELLOW]?.out).toBe(true);
    expect(st(m).crimeTrack).toEqual({ crimes: 1, cops: 0 });
  });
});

/** Red, the last Gang in the game, has no Racketeers, no Joints and no cash: its turn ends and so does it. */
const LAST_GANG = `
  players 2
  turn red move
  dice red=2 green=2 blue=3 white=1 black=2
  cash red=0 yellow=0
  gang red thug=1@s9-8/east
  gang yellow thug=1@s12-4/east`;

describe('G-7.5 when every Gang is out of the game', () => {
  it('G-7.5 the game ends with no winner when the last Gangs go out, whatever the turn order', () => {
    for (const order of ['', 'options randomOrder']) {
      const m = act(start(`${order}\n${LAST_GANG}`), RED, { type: 'end-move' }).m;
      expect(st(m).gangs.map((g) => g.out)).toEqual([true, true]);
      expect(gangsters.outcome(st(m))).toMatchObject({ winners: [] });
      expect(st(m).endReason).toBe('Every Gang is out of the game, so the game ends with no winner.');
    }
  });

  it('G-17.3 with a Police Commissioner the pawn cup stays empty and every turn is his', () => {
    const gangs = ['red', 'yellow', 'green', 'brown'].map((g, i) => `gang ${g} thug=1@s${9 + i}-8/east`).join('\n');
    let m = start(
      `players 5\nturn red move\ndice red=2 green=2 blue=3 white=1 black=2\ncash commissioner=1000\n${gangs}`,
    );
    m = act(m, RED, { type: 'end-move' }, [3, 2]).m; // his blue and white dice
    expect(st(m).gangs.every((g) => g.out)).toBe(true);
    expect(st(m).turn.seat).toBe(COMMISSIONER);
    m = act(m, COMMISSIONER, { type: 'bribe', cop: null }).m;
    m = act(m, COMMISSIONER, { type: 'end-move' }, [4, 1], [0]).m;
    expect(st(m).phase).toBe('cop');
    expect(st(m).turn).toMatchObject({ seat: COMMISSIONER, number: 3 });
  });

  it('G-7.5 a game begun under engine version 4 keeps its rule: a Gang out of the game takes the next turn', () => {
    const m = act(start(`engine 4\n${LAST_GANG}`), RED, { type: 'end-move' }).m;
    expect(st(m).gangs.map((g) => g.out)).toEqual([true, true]);
    expect(st(m).phase).toBe('buy');
    expect(st(m).turn.seat).toBe(RED);
  });
});

describe('G-9.5 a Bribe badge held by a Gang out of the game', () => {
  it('G-9.5 the Gang keeps the badge, and the rebuff window no longer asks it', () => {
    let m = start(`${YELLOW_GOES_OUT}
      cop 3@s12-4/east
      bribe yellow 3`);
    m = act(m, RED, { type: 'end-move' }).m;
    expect(st(m).gangs[YELLOW]?.out).toBe(true);
    expect(st(m).bribes).toEqual([{ marker: 3, holder: YELLOW }]);
    expect(st(m).turn.seat).toBe(GREEN);
    m = act(m, GREEN, { type: 'roll' }, [1, 1, 2, 1, 1]).m;
    const move = legalActions(st(m), GREEN).find((a) => a.type === 'cop-move' && a.cop === 3);
    if (!move) throw new Error('Cop 3 cannot move');
    m = act(m, GREEN, move).m;
    expect(gangsters.pending(st(m)).map((p) => p.seat)).toEqual([RED, BROWN]);
  });
});

describe('G-16.4 a Cop started into a gray building', () => {
  // Reading (rules-coverage.md, G-16.4): the Donut goes on a Cop moved there, not on a new patrol.
  it('G-16.4 a new Cop that walks into a gray building takes no Donut marker', () => {
    let m = start(`options donuts
      turn red cop
      dice red=2 green=2 blue=3 white=1 black=2
      cash red=5000 yellow=5000 green=5000 brown=5000
      gang red racketeer=2@westgate-hotel
      joint westgate-hotel red`);
    const starts = legalActions(st(m), RED).filter((a) => a.type === 'cop-start' && a.to === 'dunkels-donuts');
    expect(starts).toEqual([{ type: 'cop-start', to: 'dunkels-donuts', facing: null }]);
    m = passAll(act(m, RED, { ...starts[0], donut: true }, [], [0]).m);
    expect(st(m).cops.map((c) => c.at)).toEqual(['dunkels-donuts']);
    expect(st(m).gangs[RED]?.donut).toBeNull();
  });
});

describe('engine version 5', () => {
  // Engine versions 6, 7, 8 and 9 came after (edition6-audit9.test.ts, edition7-audit11.test.ts,
  // edition8-audit13.test.ts, edition9-street-names.test.ts): a game begun under version 5 keeps edition 5.
  it('G-5 a game begun under engine version 5 plays by edition 5; versions 1–3 keep edition 3 and version 4 edition 4', () => {
    expect(gangsters.engineVersion).toBe('10');
    expect(st(start(`engine 5\n${RED_MOVING}`))['edition']).toBe(5);
    expect(st(start(`engine 4\n${RED_MOVING}`))['edition']).toBe(4);
    expect(st(start(`engine 3\n${RED_MOVING}`))['edition']).toBeUndefined();
    expect(['1', '2', '3', '4', '5', undefined].map(editionFor)).toEqual([3, 3, 3, 4, 5, 10]);
  });
});
