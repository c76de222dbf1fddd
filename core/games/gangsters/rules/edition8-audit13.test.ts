/**
 * Words put right in engine version 8 (state.ts `EDITION`) by the thirteenth audit, each beside a game
 * begun under engine version 7 that keeps its words (the scenario statement `engine 7`): a take-back
 * refused after a Cop move (G-9.5, G-17.2, G-6.92), the line of a deferred Cop action (G-17.2) and the
 * Shootout questions (G-11.4, G-11.5, G-12.4).
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../engine/match';
import { gangsters } from '../game';
import { legalActions } from '../legal';
import { editionFor } from '../state';
import { act, COMMISSIONER, FIVE_SEATS, GREEN, passAll, RED, refusal, start, st, YELLOW } from '../testing/game-play';

/** Red's Cop action: Cop 3 one space from Lou's Diner, Yellow's x2 Joint with an x2 Public in it. */
const RAID = `
  turn red cop
  dice red=1 green=1 blue=1 white=1 black=1
  cash red=1000 yellow=1000
  gang red racketeer=2@westgate-hotel thug=1@westgate-hotel
  gang yellow racketeer=2@hawthorne-hotel
  joint westgate-hotel red
  joint lous-diner yellow x2
  public 2@lous-diner
  cop 3@s12-4/east`;
const INTO_DINER = { type: 'cop-move', cop: 3, to: 'lous-diner', facing: null } as const;
const OLD_WORDS = 'Only the piece just moved may retrace its steps.';

/** Red moves Cop 3 and Yellow reveals his Bribe: the Cop goes back (G-9.5). */
function rebuffed(pos: string): Match {
  let m = act(start(`${pos}\n  bribe yellow 3`), RED, INTO_DINER).m;
  m = passAll(act(m, YELLOW, { type: 'rebuff' }).m);
  expect(st(m).phase).toBe('move');
  return m;
}

/** Red defers; the Commissioner moves Cop 3 and the window closes (G-17.2). */
function deferredMove(pos: string): Match {
  let m = act(start(pos), COMMISSIONER, INTO_DINER).m;
  for (let p = gangsters.pending(st(m)); p.length > 0 && st(m).phase === 'rebuff'; p = gangsters.pending(st(m)))
    m = act(m, p[0]?.seat ?? -1, { type: 'pass' }, p.length === 1 ? [1, 1, 1, 1] : []).m;
  expect(st(m).phase).toBe('move');
  return m;
}
const DEFERRED = `${FIVE_SEATS}
  turn red cop
  dice blue=1
  joint lous-diner yellow x2
  public 2@lous-diner
  cop 3@s12-4/east`;

/** Red moves Cop 3, then its Thug, and takes the Thug's move back: the Cop move stands (G-6.92). */
function copThenThug(pos: string): Match {
  let m = passAll(act(start(pos), RED, INTO_DINER).m);
  const thug = legalActions(st(m), RED).find((a) => a.type === 'move' && a.piece === 'thug');
  m = act(act(m, RED, thug).m, RED, { type: 'retract' }).m;
  expect(st(m).turn.undo).toBeNull();
  return m;
}

describe('G-6.92 a take-back refused after a Cop move says why in the Cop’s terms', () => {
  it('G-9.5 after a rebuff the refusal says the Cop already went back', () => {
    expect(refusal(rebuffed(RAID), RED, { type: 'retract' })).toMatchObject({
      code: 'NO_RETRACT',
      clause: 'G-9.5',
      message: 'The Cop went back when his Bribe was shown, so there is no move to take back.',
    });
  });

  it('G-17.2 after a deferral the refusal says the Commissioner’s Cop move is not the Gang’s', () => {
    expect(refusal(deferredMove(DEFERRED), RED, { type: 'retract' })).toMatchObject({
      code: 'NO_RETRACT',
      clause: 'G-17.2',
      message: 'The Police Commissioner moved the Cop this turn, and his move is not yours to take back.',
    });
  });

  it('G-6.92 once another piece has moved, the refusal says the Cop move stands', () => {
    expect(refusal(copThenThug(RAID), RED, { type: 'retract' })).toMatchObject({
      code: 'NO_RETRACT',
      clause: 'G-6.92',
      message: 'Your Cop move stands: it can be taken back only before anything else is done.',
    });
  });

  it('G-6.92 once a Joint is sold after the Cop move, the refusal says the Cop move stands', () => {
    // Red has no Racketeers, so it may sell a Joint to the Bank in its Movement Phase (G-7.5).
    let m = passAll(act(start(RAID.replace('racketeer=2@westgate-hotel ', '')), RED, INTO_DINER).m);
    m = act(m, RED, { type: 'sell', joint: 'westgate-hotel' }).m;
    expect(st(m).turn.undo).toBeNull();
    expect(refusal(m, RED, { type: 'retract' })).toMatchObject({
      clause: 'G-6.92',
      message: 'Your Cop move stands: it can be taken back only before anything else is done.',
    });
  });

  it('G-6.92 with no Cop moved (a bribe) the refusal keeps its words', () => {
    const m = act(start(RAID), RED, { type: 'bribe', cop: 3 }).m;
    expect(st(m).phase).toBe('move');
    expect(refusal(m, RED, { type: 'retract' })).toMatchObject({ clause: 'G-6.92', message: OLD_WORDS });
  });

  it('G-6.92 a game begun under engine version 7 keeps its words after a rebuff, a deferral and a Thug’s take-back', () => {
    for (const m of [
      rebuffed(`engine 7\n${RAID}`),
      deferredMove(`engine 7\n${DEFERRED}`),
      copThenThug(`engine 7\n${RAID}`),
    ]) {
      expect(st(m)['edition']).toBe(7);
      expect(refusal(m, RED, { type: 'retract' })).toMatchObject({ clause: 'G-6.92', message: OLD_WORDS });
    }
  });
});

/** The line Red's deferral writes (G-17.2). */
function deferLine(pos: string): string | undefined {
  let m = start(pos);
  m = act(m, RED, { type: 'roll' }, [2]).m;
  const r = act(m, RED, { type: 'defer' });
  expect(gangsters.pending(st(r.m))).toMatchObject([{ seat: COMMISSIONER, kind: 'cop' }]);
  return r.events.find((e) => e.type === 'defer')?.text;
}

describe('G-17.2 the deferral’s line names the Gang', () => {
  it('G-17.2 the line names the Gang that defers the Cop action', () => {
    expect(deferLine(`${FIVE_SEATS}\nturn red buy`)).toBe('{seat:0} defers the Cop action to the Police Commissioner.');
  });

  it('G-17.2 a game begun under engine version 7 keeps its line: "The Gang"', () => {
    expect(deferLine(`engine 7\n${FIVE_SEATS}\nturn red buy`)).toBe(
      'The Gang defers the Cop action to the Police Commissioner.',
    );
  });
});

/** Red's Racketeer walks onto the street where Yellow's Thug and Cop 5 stand; the Commissioner commands. */
const ON_THE_STREET = `${FIVE_SEATS}
  gang yellow thug=2@s2-0/west/criminal
  cop 5@s2-0/east
  turn red move
  dice red=1 green=2 blue=1 white=1 black=1`;

/** The prompts of the street Shootout's three questions: Red's Hit, the Commissioner's Bust and his aim. */
function streetPrompts(pos: string): string[] {
  const prompts: string[] = [];
  const ask = (m: Match): void => {
    prompts.push(gangsters.pending(st(m))[0]?.prompt ?? '');
  };
  let m = start(pos);
  m = act(m, RED, { type: 'move', piece: 'racketeer', to: 's2-0', facing: 'east', criminal: true }).m;
  m = act(m, RED, { type: 'end-move' }).m;
  ask(m);
  m = act(m, RED, { type: 'declare-hit', target: -1 }).m;
  ask(m);
  m = act(m, COMMISSIONER, { type: 'bust', target: '1:thug' }, [5, 5, 1, 1, 1, 1, 1, 1, 1]).m;
  ask(m);
  return prompts;
}

/** Red's criminal Thug and citizen Racketeer in Yellow's Lou's Diner with Cop 5; Green ends its move. */
const IN_THE_DINER = `
  players 5
  turn green move
  dice red=1 green=1 blue=1 white=1 black=1
  cash red=2000 yellow=2000 green=2000 brown=2000 commissioner=1000
  gang red racketeer=4@lous-diner thug=3@lous-diner/criminal
  gang yellow racketeer=2@westgate-hotel
  gang green racketeer=2@hawthorne-hotel
  gang brown racketeer=2@huffs-cafe
  joint lous-diner yellow
  cop 5@lous-diner`;

/** The prompt of Red's question in the Diner: who takes the three hits (G-12.4). */
function absorbPrompt(pos: string): string | undefined {
  const m = act(start(pos), GREEN, { type: 'end-move' }, [5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 4, 4, 1, 1]).m;
  return gangsters.pending(st(m))[0]?.prompt;
}

/** Red's Thug walks into Brown's Huff's Café, where Yellow's Thug stands: its Hit must be declared (G-11.4). */
function mustHitPrompt(pos: string): string | undefined {
  let m = start(`${pos}
      turn red move
      dice red=1 green=1 blue=3 white=1 black=6
      gang red racketeer=2@westgate-hotel thug=3@westgate-hotel
      gang brown racketeer=2@lous-diner
      gang yellow thug=2@huffs-cafe
      joint westgate-hotel red
      joint huffs-cafe brown`);
  m = act(m, RED, { type: 'move', piece: 'thug', to: 'huffs-cafe', facing: null, criminal: true }).m;
  m = act(m, RED, { type: 'end-move' }).m;
  return gangsters.pending(st(m))[0]?.prompt;
}

describe('G-11.4 G-11.5 G-12.4 the Shootout questions name the piece and the place', () => {
  // From edition 9 a street is named by its space (edition9-street-names.test.ts); edition 8 said "the street".
  it('G-11.4 G-11.5 G-12.4 on a street: the Hit names the Racketeer, the aim names the Cop', () => {
    expect(streetPrompts(`engine 8\n${ON_THE_STREET}`)).toEqual([
      "{seat:0}: declare your Racketeer's Hit on the street, or none (G-11.4).",
      '{seat:4}: choose whom the Cops bust on the street (G-11.5).',
      "{seat:4}: split Cop 5's hits on the street between the sides (G-12.4).",
    ]);
  });

  it('G-12.4 in a building: the question names it', () => {
    expect(absorbPrompt(IN_THE_DINER)).toBe("{seat:0}: choose who takes the hits in Lou's Diner (G-12.4).");
  });

  it('G-11.4 a Hit that must be declared names the Thug and the building', () => {
    expect(mustHitPrompt('')).toBe("{seat:0}: choose the target of your Thug's Hit in Huff's Café (G-11.4).");
  });

  it('G-11.4 G-11.5 G-12.4 a game begun under engine version 7 keeps its questions', () => {
    expect(streetPrompts(`engine 7\n${ON_THE_STREET}`)).toEqual([
      '{seat:0}: declare a Hit or not (G-11.4).',
      '{seat:4}: choose whom the Cops bust (G-11.5).',
      '{seat:4}: split your hits between the sides (G-12.4).',
    ]);
    expect(absorbPrompt(`engine 7\n${IN_THE_DINER}`)).toBe('{seat:0}: choose who takes the hits (G-12.4).');
    expect(mustHitPrompt('engine 7')).toBe("{seat:0}: choose whom your Thug's Hit is on (G-11.4).");
  });
});

describe('engine version 8', () => {
  // Engine version 9 came after (edition9-street-names.test.ts): a game begun under version 8 keeps edition 8.
  it('G-5 a game begun under engine version 8 plays by edition 8; a game begun under version 7 keeps edition 7', () => {
    expect(gangsters.engineVersion).toBe('10');
    expect(st(start(`engine 8\n${RAID}`))['edition']).toBe(8);
    expect(st(start(`engine 7\n${RAID}`))['edition']).toBe(7);
    expect(['6', '7', '8', undefined].map(editionFor)).toEqual([6, 7, 8, 10]);
  });
});
