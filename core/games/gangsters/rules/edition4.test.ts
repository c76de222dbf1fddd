/**
 * Rules put right in engine version 4 (state.ts `EDITION`): G-16.3, G-9.7 with G-12.4, G-12.5, G-17.3 and
 * the G-17.6 message. A position marked `engine 3` stands in a game begun before, which keeps its rules.
 */
import { describe, expect, it } from 'vitest';
import type { GangstersAction } from '../actions';
import { gangsters } from '../game';
import { legalActions } from '../legal';
import { act, COMMISSIONER, GREEN, passAll, RED, refusal, start, st, YELLOW } from '../testing/game-play';

/**
 * Red's Siren one space from Lou's Diner, where Yellow's Racketeer 3 and Thug 1 stand. Red's Joint is where
 * a Thug she wins enters (G-7.4), so no Subway facing (edition 6) multiplies the choices.
 */
const SIREN = `
  options siren
  turn red move
  dice red=1 green=1 blue=3 white=1 black=1
  joint westgate-hotel red
  gang red racketeer=2@westgate-hotel vamp=1@s12-4/east
  equip red siren
  gang yellow racketeer=3@lous-diner thug=1@lous-diner
  joint lous-diner yellow`;

const toDiner = (seduce: { seat: number; kind: 'racketeer' | 'thug' }[]) => ({
  type: 'move',
  piece: 'vamp',
  to: 'lous-diner',
  facing: null,
  criminal: false,
  seduce,
});

function sirenChoices(text: string): string[] {
  return legalActions(st(start(text)), RED)
    .filter(
      (a): a is Extract<GangstersAction, { type: 'move' }> => a.type === 'move' && a.to === 'lous-diner' && !a.criminal,
    )
    .map((a) => (a.seduce ?? []).map((x) => x.kind).join('+'));
}

describe('G-16.3 a Siren seduces two', () => {
  it('G-16.3 a Siren may not seduce a lone Thug 1 while another victim is there to make two', () => {
    expect(refusal(start(SIREN), RED, toDiner([{ seat: YELLOW, kind: 'thug' }])).clause).toBe('G-16.3');
    expect(sirenChoices(SIREN).sort()).toEqual(['racketeer+racketeer', 'racketeer+thug']);
  });

  it('G-16.3 with only a Thug 1 to seduce, the Siren seduces that one alone and the thrill is gone', () => {
    const alone = SIREN.replace('racketeer=3@lous-diner ', 'racketeer=3@huffs-cafe ');
    const m = act(start(alone), RED, toDiner([{ seat: YELLOW, kind: 'thug' }])).m;
    expect(st(m).gangs[YELLOW]?.strength.thug).toBe(0);
    expect(st(m).gangs[RED]?.siren).toBe(false);
  });

  it('G-16.3 a game begun under engine version 3 keeps its rule: the lone Thug 1 may still be chosen', () => {
    const m = act(start(`engine 3\n${SIREN}`), RED, toDiner([{ seat: YELLOW, kind: 'thug' }])).m;
    expect(m.setup.engineVersion).toBe('3');
    expect(st(m).gangs[YELLOW]?.strength).toMatchObject({ racketeer: 3, thug: 0 });
  });
});

/** Yellow's Joint with Green's citizen Racketeer 3 and criminal Thug 2 in it, and Cop 2; Red ends its move. */
const COP_AND_CITIZEN = `
  turn red move
  dice red=1 green=1 blue=1 white=1 black=1
  cash red=1000 yellow=1000 green=1000 brown=1000
  gang red racketeer=2@westgate-hotel
  gang yellow racketeer=2@huffs-cafe
  gang green racketeer=3@lous-diner thug=2@lous-diner/criminal
  joint lous-diner yellow
  cop 2@lous-diner`;
// Cop 2: 5,5 (two hits on the Thug) · Yellow's Guard: 4,1 (one hit) · Green's Racketeer 1,1,1 and Thug 1,1.
const COP_DICE = [5, 5, 4, 1, 1, 1, 1, 1, 1];

describe('G-9.7 a Cop has no effect on a citizen', () => {
  it('G-9.7 a citizen Racketeer cannot absorb a Cop’s hits, so the Cop’s two hits fall on the criminal Thug', () => {
    const r = act(start(COP_AND_CITIZEN), RED, { type: 'end-move' }, COP_DICE);
    // Only one way is left to take the three hits, so Green is not asked.
    expect(r.events.some((e) => e.type === 'shootout')).toBe(true);
    expect(st(r.m).shootout).toBeNull();
    expect(st(r.m).gangs[GREEN]?.strength).toMatchObject({ racketeer: 2, thug: 0 });
  });

  it('G-9.7 a game begun under engine version 3 still lets the citizen Racketeer take the Cop’s hits', () => {
    let m = act(start(`engine 3\n${COP_AND_CITIZEN}`), RED, { type: 'end-move' }, COP_DICE).m;
    expect(gangsters.pending(st(m))[0]).toMatchObject({ seat: GREEN, kind: 'absorb' });
    m = act(m, GREEN, { type: 'absorb', alloc: { '2:racketeer': 3, '2:thug': 0 } }).m;
    expect(st(m).gangs[GREEN]?.strength).toMatchObject({ racketeer: 0, thug: 2 });
  });
});

/** Green's Racketeer 4 and Thug 1 both walk white side up into Yellow's level-1 Lou's Diner. */
function bothIn(prefix = ''): ReturnType<typeof start> {
  let m = start(`${prefix}
    turn green move
    dice red=1 green=1 blue=6 white=1 black=1
    gang green racketeer=4@s12-4/east thug=1@s12-4/east
    gang yellow racketeer=1@huffs-cafe
    joint lous-diner yellow`);
  m = act(m, GREEN, { type: 'move', piece: 'racketeer', to: 'lous-diner', facing: null, criminal: true }).m;
  return act(m, GREEN, { type: 'move', piece: 'thug', to: 'lous-diner', facing: null, criminal: true }).m;
}
// Yellow's Guard: 4,4 (two hits) · Green's Racketeer 1,1,1,1 (none) · Green's Thug 6 (one hit on the Joint).
const JOINT_DICE = [4, 4, 1, 1, 1, 1, 6];
const ONE_EACH = { '2:racketeer': 1, '2:thug': 1 };

describe('G-12.5 every attacking piece counts', () => {
  it('G-12.5 a Joint loses its level unless every attacking piece is removed', () => {
    let m = act(bothIn(), GREEN, { type: 'end-move' }, JOINT_DICE).m;
    const r = act(m, GREEN, { type: 'absorb', alloc: ONE_EACH });
    m = r.m;
    expect(st(m).gangs[GREEN]?.strength).toMatchObject({ racketeer: 3, thug: 0 });
    expect(st(m).joints['lous-diner']).toBeUndefined();
    expect(r.events.some((e) => e.type === 'joint-held')).toBe(false);
    expect(r.events.some((e) => e.type === 'gang-war')).toBe(true);
  });

  it('G-12.5 a game begun under engine version 3 counts only the pieces that hit the Joint', () => {
    let m = act(bothIn('engine 3'), GREEN, { type: 'end-move' }, JOINT_DICE).m;
    m = act(m, GREEN, { type: 'absorb', alloc: ONE_EACH }).m;
    expect(st(m).joints['lous-diner']).toEqual({ owner: YELLOW, level: 1 });
  });
});

const FIVE = `
  players 5
  cash red=2000 yellow=2000 green=2000 brown=2000 commissioner=1000
  gang red racketeer=2@westgate-hotel thug=2@city-hall/criminal
  gang yellow racketeer=2@lous-diner
  gang green racketeer=2@hawthorne-hotel
  gang brown racketeer=2@huffs-cafe
  public 2@s12-4/east
  turn commissioner cop
  dice blue=2 white=1`;

describe('G-17.3 the Commissioner’s turn', () => {
  it('G-17.3 after starting a new Cop the Commissioner moves no Public pieces: his turn goes on to its end', () => {
    const start3 = legalActions(st(start(FIVE)), COMMISSIONER).find((a) => a.type === 'cop-start');
    if (!start3) throw new Error('no Cop start');
    const m = passAll(act(start(FIVE), COMMISSIONER, start3, [], [0]).m);
    expect(st(m).phase).not.toBe('commissioner-publics');
    expect(st(m).turn.seat).not.toBe(COMMISSIONER);
  });

  it('G-17.3 a game begun under engine version 3 still lets him move Publics after starting a Cop', () => {
    const m0 = start(`engine 3\n${FIVE}`);
    const start3 = legalActions(st(m0), COMMISSIONER).find((a) => a.type === 'cop-start');
    if (!start3) throw new Error('no Cop start');
    expect(st(passAll(act(m0, COMMISSIONER, start3, [], [0]).m)).phase).toBe('commissioner-publics');
  });
});

describe('G-17.6 the Commissioner’s win', () => {
  it('G-17.6 the win names the cash the table agreed on', () => {
    let m = start(`options cashToWin=20000\n${FIVE.replace('commissioner=1000', 'commissioner=20000')}
      cop 3@s9-8/east
      bribe commissioner 3`);
    const cop = legalActions(st(m), COMMISSIONER).find((a) => a.type === 'cop-move' && a.cop === 3);
    if (!cop) throw new Error('no Cop move');
    m = passAll(act(m, COMMISSIONER, cop).m);
    m = act(m, COMMISSIONER, { type: 'end-move' }, [], [0]).m;
    expect(gangsters.outcome(st(m))?.winners).toEqual([COMMISSIONER]);
    expect(st(m).endReason).toBe('The Police Commissioner wins: he has $20,000 and a loyal Cop on patrol.');
  });
});

describe('engine version 4', () => {
  // Engine versions 5, 6, 7, 8 and 9 came after (edition5.test.ts, edition6-audit9.test.ts,
  // edition7-audit11.test.ts, edition8-audit13.test.ts, edition9-street-names.test.ts): a game begun under
  // version 4 keeps edition 4.
  it('G-5 a game begun under engine version 4 plays by edition 4; a position marked engine 3 keeps the old one', () => {
    expect(gangsters.engineVersion).toBe('10');
    expect(st(start(`engine 4\n${SIREN}`))['edition']).toBe(4);
    expect(st(start(`engine 3\n${SIREN}`))['edition']).toBeUndefined();
    expect(refusal(start(`engine 4\n${SIREN}`), RED, toDiner([{ seat: RED, kind: 'thug' }])).code).toBe('SEDUCTION');
  });
});
