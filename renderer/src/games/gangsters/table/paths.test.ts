import { describe, expect, it } from 'vitest';
import { applyAction } from '@core/engine/match';
import { cityMoves } from '@core/games/gangsters/aids';
import { gangsters } from '@core/games/gangsters/game';
import type { LegalMove } from '@core/games/gangsters/movement/types';
import { start, st } from '@core/games/gangsters/testing/game-play';
import type { GAction } from './legal';
import { askFor, pathFor, walkSpots, walksOf } from './paths';

const RED = 0;

/** What the board does on hover: the view's question to the City guide aid, then the listed move's path. */
function hover(view: ReturnType<typeof gangsters.view>, a: GAction): string[] | null {
  const ask = askFor(view.moves, a);
  if (!ask) return null;
  const r = cityMoves.run({ query: ask.query });
  if (!r.ok) return null;
  return pathFor((r.value as unknown as { moves: LegalMove[] }).moves, a)?.map((p) => p.space) ?? null;
}

describe('the way a listed move goes, from the host data only', () => {
  // Red's Thug is white side up in Red's Tannery Row Hides: a Cop may go in (G-9.4).
  const m = start(`
    turn red cop
    dice red=1 green=1 blue=2 white=1 black=1
    gang red racketeer=2@westgate-hotel thug=1@tannery-row-hides/criminal
    gang yellow racketeer=2@lous-diner
    joint westgate-hotel red
    joint tannery-row-hides red
    cop 4@s15-8/north`);
  const view = gangsters.view(st(m), RED);
  const legal = gangsters.legal(st(m), RED) as GAction[];

  it('G-9.4 hovering a Joint a Cop may enter draws the path the Cop then takes', () => {
    const raid = legal.find((a) => a.type === 'cop-move' && a.to === 'tannery-row-hides');
    expect(raid).toBeDefined();
    const shown = hover(view, raid as GAction);
    expect(shown).toEqual(['s16-8', 'tannery-row-hides']);
    const r = applyAction(gangsters, m, RED, raid, { kind: 'script', dice: [] });
    expect(r.ok && walksOf(r.value.events)).toEqual([{ key: 'cop:4', path: shown }]);
  });

  it('every listed Cop move and new patrol is drawn along the path it takes', () => {
    const mapped = legal.filter((a) => a.type === 'cop-move' || a.type === 'cop-start');
    expect(mapped.length).toBeGreaterThan(5);
    for (const a of mapped) {
      const r = applyAction(gangsters, m, RED, a, { kind: 'script', dice: [], draws: [0] });
      expect(r.ok, JSON.stringify(a)).toBe(true);
      const walked = r.ok ? walksOf(r.value.events)[0]?.path : undefined;
      expect(hover(view, a), JSON.stringify(a)).toEqual(walked);
    }
  });

  it('asks nothing for a decision that moves no piece, or a piece the view sends no question for', () => {
    expect(askFor(view.moves, { type: 'pass' })).toBeNull();
    expect(askFor(view.moves, undefined)).toBeNull();
    expect(askFor(undefined, legal[0])).toBeNull();
    const wheeled: GAction = { type: 'move', piece: 'thug', to: 's1-0', facing: 'east', criminal: false, wheels: true };
    expect(askFor(view.moves, wheeled)).toBeNull();
  });

  it('picks the Subway way only for the move that says so (G-10.2)', () => {
    const step = (space: string, how: 'street' | 'transfer') => ({ space, how });
    const answer: LegalMove[] = [
      {
        to: 's2-0',
        facing: 'east',
        path: [step('s1-0', 'street'), step('s2-0', 'street')],
        copReplaced: false,
        subway: false,
      },
      {
        to: 's2-0',
        facing: 'east',
        path: [step('s9-9', 'transfer'), step('s2-0', 'street')],
        copReplaced: false,
        subway: true,
      },
    ];
    const walk: GAction = { type: 'move', piece: 'thug', to: 's2-0', facing: 'east', criminal: false };
    expect(pathFor(answer, walk)?.[0]?.space).toBe('s1-0');
    expect(pathFor(answer, { ...walk, subway: true })?.[0]?.space).toBe('s9-9');
    expect(pathFor(answer, { ...walk, to: 's3-0' })).toBeNull();
  });
});

describe('walking a move', () => {
  it('reads the walks of Gang pieces, Publics and Cops from the events, and nothing else', () => {
    expect(
      walksOf([
        { type: 'move', data: { seat: 2, piece: 'vamp', to: 'b', path: ['a', 'b'] } },
        { type: 'move-public', data: { public: 3, to: 'c', path: ['c'] } },
        { type: 'cop-start', data: { cop: 7, to: 'd', path: ['x', 'd'] } },
        { type: 'move-public', data: { public: 4, to: 'c' } },
        { type: 'rebuff', data: { seat: 1, cop: 7 } },
        { type: 'roll' },
      ]),
    ).toEqual([
      { key: '2:vamp', path: ['a', 'b'] },
      { key: 'public:3', path: ['c'] },
      { key: 'cop:7', path: ['x', 'd'] },
    ]);
  });

  const centres: Record<string, { x: number; y: number }> = { a: { x: 1, y: 0 }, b: { x: 2, y: 0 }, c: { x: 3, y: 0 } };
  const centre = (id: string) => centres[id];

  it('goes from where the piece stood through each space to where it stands now', () => {
    const from = { x: 0, y: 0, scale: 1.3 };
    const to = { x: 3.2, y: 0.1, scale: 0.8 };
    expect(walkSpots(from, ['a', 'b', 'c'], to, centre)).toEqual([
      from,
      { x: 1, y: 0, scale: 0.8 },
      { x: 2, y: 0, scale: 0.8 },
      to,
    ]);
  });

  it('a piece coming into play starts on the first space it enters', () => {
    const to = { x: 3, y: 0, scale: 1.3 };
    expect(walkSpots(undefined, ['a', 'b', 'c'], to, centre)).toEqual([
      { x: 1, y: 0, scale: 1.3 },
      { x: 2, y: 0, scale: 1.3 },
      to,
    ]);
  });
});
