/**
 * Words put right in engine version 9 (state.ts `EDITION`): a Shootout question about a street names the
 * street's space by its id, as the log's lines do ("Shootout at s2-0."), so the table words it as the
 * street's name, where edition 8 said "the street" (G-11.4, G-11.5, G-12.4); an aim names its place last.
 * Each beside a game begun under engine version 8 (the scenario statement `engine 8`) that keeps its words.
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../engine/match';
import { gangsters } from '../game';
import { editionFor } from '../state';
import { act, COMMISSIONER, FIVE_SEATS, RED, start, st, YELLOW } from '../testing/game-play';

/** Red's Racketeer walks onto the street where Yellow's Thug and Cop 5 stand; the Commissioner commands. */
const ON_THE_STREET = `${FIVE_SEATS}
  gang yellow thug=2@s2-0/west/criminal
  cop 5@s2-0/east
  turn red move
  dice red=1 green=2 blue=1 white=1 black=1`;

/**
 * The street Shootout's three questions (Red's Hit, the Commissioner's Bust, his aim) as prompted, and the
 * lines the log wrote on the way.
 */
function streetShootout(pos: string): { prompts: string[]; lines: string[] } {
  const prompts: string[] = [];
  const lines: string[] = [];
  const ask = (m: Match): void => {
    prompts.push(gangsters.pending(st(m))[0]?.prompt ?? '');
  };
  const step = (m: Match, seat: number, a: unknown, dice: number[] = []): Match => {
    const r = act(m, seat, a, dice);
    lines.push(...r.events.map((e) => e.text));
    return r.m;
  };
  let m = start(pos);
  m = step(m, RED, { type: 'move', piece: 'racketeer', to: 's2-0', facing: 'east', criminal: true });
  m = step(m, RED, { type: 'end-move' });
  ask(m);
  m = step(m, RED, { type: 'declare-hit', target: -1 });
  ask(m);
  m = step(m, COMMISSIONER, { type: 'bust', target: '1:thug' }, [5, 5, 1, 1, 1, 1, 1, 1, 1]);
  ask(m);
  return { prompts, lines };
}

/**
 * Green's criminal Thug has stood in Yellow's Lou's Diner since an earlier turn; Red's Thug walks in and
 * declares its Hit on Yellow, and Yellow's Guard, scoring one hit, splits it between the two (G-12.4).
 */
function guardAimPrompt(prefix: string): string | undefined {
  let m = start(`${prefix}
    turn red move
    dice red=1 green=1 blue=6 white=1 black=1
    gang red racketeer=2@westgate-hotel thug=3@s12-4/east
    gang yellow racketeer=1@huffs-cafe
    gang green racketeer=2@hawthorne-hotel thug=1@lous-diner/criminal
    joint lous-diner yellow`);
  m = act(m, RED, { type: 'move', piece: 'thug', to: 'lous-diner', facing: null, criminal: true }).m;
  m = act(m, RED, { type: 'end-move' }).m;
  // Dice: Red's Thug 1,1,1 (no hit) · Yellow's Guard 4,1 (one hit) · Green's Thug 1 (no hit).
  m = act(m, RED, { type: 'declare-hit', target: YELLOW }, [1, 1, 1, 4, 1, 1]).m;
  const p = gangsters.pending(st(m))[0];
  expect(p).toMatchObject({ seat: YELLOW, kind: 'aim' });
  return p?.prompt;
}

describe('G-11.4 G-11.5 G-12.4 a Shootout question names its street as the log does', () => {
  it('G-11.4 G-11.5 G-12.4 on a street the Hit, the Bust and the aim name its space, the aim last', () => {
    expect(streetShootout(ON_THE_STREET).prompts).toEqual([
      "{seat:0}: declare your Racketeer's Hit at s2-0, or none (G-11.4).",
      '{seat:4}: choose whom the Cops bust at s2-0 (G-11.5).',
      "{seat:4}: split Cop 5's hits between the sides at s2-0 (G-12.4).",
    ]);
  });

  it('G-11.4 the space the Hit question names is the one the log names for the Shootout and the Hit', () => {
    const { prompts, lines } = streetShootout(ON_THE_STREET);
    const space = / at (s\d+-\d+),/.exec(prompts[0] ?? '')?.[1];
    expect(space).toBe('s2-0');
    expect(lines).toContain(`Shootout at ${space}.`);
    expect(lines.find((l) => l.includes('declares a Hit'))).toMatch(new RegExp(` at ${space}\\.$`));
  });

  it('G-12.4 in a building an aim names the building last', () => {
    expect(guardAimPrompt('')).toBe("{seat:1}: split your Guard's hits between the sides in Lou's Diner (G-12.4).");
  });

  it('G-11.4 G-11.5 G-12.4 a game begun under engine version 8 keeps its questions: "on the street", the aim’s place first', () => {
    expect(streetShootout(`engine 8\n${ON_THE_STREET}`).prompts).toEqual([
      "{seat:0}: declare your Racketeer's Hit on the street, or none (G-11.4).",
      '{seat:4}: choose whom the Cops bust on the street (G-11.5).',
      "{seat:4}: split Cop 5's hits on the street between the sides (G-12.4).",
    ]);
    expect(guardAimPrompt('engine 8')).toBe(
      "{seat:1}: split your Guard's hits in Lou's Diner between the sides (G-12.4).",
    );
  });
});

describe('engine version 9', () => {
  // Engine version 10 came after (edition10-audit14.test.ts): a game begun under version 9 keeps edition 9.
  it('G-5 a game begun under engine version 9 plays by edition 9; a game begun under version 8 keeps edition 8', () => {
    expect(gangsters.engineVersion).toBe('10');
    expect(st(start(`engine 9\n${ON_THE_STREET}`))['edition']).toBe(9);
    expect(st(start(`engine 8\n${ON_THE_STREET}`))['edition']).toBe(8);
    expect(['7', '8', '9', undefined].map(editionFor)).toEqual([7, 8, 9, 10]);
  });
});
