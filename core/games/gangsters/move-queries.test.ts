/**
 * The view's movement questions (`moves`) give a board the exact way a listed move goes: asked through the
 * City guide aid and picked like the engine picks (`pickMove`), the path is the one the move then records.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, type Match } from '../../engine/match';
import { seatView } from '../../engine/view';
import { playBotGame } from '../../bots/play';
import type { GangstersAction } from './actions';
import { cityMoves } from './aids';
import { gangsters, ADVANCED } from './game';
import { pickMove, type LegalMove } from './movement';
import { randomBot } from './bots';
import type { MoveAsk } from './move-queries';
import type { GangstersView } from './view';
import { act, RED, start, st, YELLOW } from './testing/game-play';

type Mapped = Extract<GangstersAction, { type: 'move' | 'move-public' | 'cop-move' | 'cop-start' }>;

const MAPPED = new Set(['move', 'move-public', 'cop-move', 'cop-start']);

/** The piece an action moves, named as the view's questions name it. */
function pieceOf(a: Mapped): string {
  if (a.type === 'move') return a.piece;
  if (a.type === 'move-public') return a.public === null ? 'public:new' : `public:${a.public}`;
  return a.type === 'cop-move' ? `cop:${a.cop}` : 'cop:new';
}

/** The path a board would draw for `a`: the aid's answer to the view's question, picked as the engine picks. */
function shownPath(view: GangstersView, a: Mapped): string[] | null {
  const wheels = a.type === 'move' && a.wheels === true;
  const ask = (view.moves ?? []).find((m: MoveAsk) => m.piece === pieceOf(a) && m.wheels === wheels);
  if (!ask) return null;
  const r = cityMoves.run({ query: ask.query });
  if (!r.ok) return null;
  const moves = (r.value as unknown as { moves: LegalMove[] }).moves;
  const subway = 'subway' in a ? a.subway : undefined;
  const m = pickMove(moves, a.to, a.facing, subway);
  return m ? m.path.map((p) => p.space) : null;
}

/** The path the move's event records once applied. */
function takenPath(m: Match, seat: number, a: Mapped): string[] | undefined {
  const r = applyAction(gangsters, m, seat, a, { kind: 'seeded' });
  if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.error.message}`);
  const e = r.value.events.find((x) => x.type === a.type && x.data && 'path' in x.data);
  return e?.data?.path as string[] | undefined;
}

describe('the movement questions in the view', () => {
  // Red's Thug stands white side up in Red's Tannery Row Hides: a Cop may go in there (G-9.4), two
  // spaces from s15-8 facing north.
  const pos = `
    turn red cop
    dice red=1 green=1 blue=2 white=1 black=1
    gang red racketeer=2@westgate-hotel thug=1@tannery-row-hides/criminal
    gang yellow racketeer=2@lous-diner
    joint westgate-hotel red
    joint tannery-row-hides red
    cop 4@s15-8/north`;
  const raid = { type: 'cop-move', cop: 4, to: 'tannery-row-hides', facing: null } as const;

  it('G-9.4 the way shown for a Cop into a Joint holding a criminal is the way the Cop goes', () => {
    const m = start(pos);
    const view = gangsters.view(st(m), RED);
    const ask = view.moves?.find((x) => x.piece === 'cop:4');
    expect(ask?.query.state?.copWelcome).toContain('tannery-row-hides');
    expect(shownPath(view, raid)).toEqual(['s16-8', 'tannery-row-hides']);
    expect(takenPath(m, RED, raid)).toEqual(['s16-8', 'tannery-row-hides']);
  });

  it('only the seat moving now is sent the questions', () => {
    const m = start(pos);
    expect(gangsters.view(st(m), YELLOW).moves).toBeUndefined();
    expect(gangsters.view(st(m), 'spectator').moves).toBeUndefined();
    const after = act(m, RED, raid).m;
    expect(gangsters.view(st(after), RED).moves).toBeUndefined();
  });

  it('G-16.2 a move on Wheels is drawn along the path it takes, with the dice the host counts', () => {
    const m = start(`
      options wheels
      turn red move
      dice red=3 green=2 blue=1 white=1 black=4
      gang red racketeer=2@westgate-hotel thug=2@s12-4/east
      gang yellow racketeer=2@lous-diner
      joint westgate-hotel red
      equip red wheels`);
    const view = gangsters.view(st(m), RED);
    expect(view.moves?.find((x) => x.piece === 'thug' && x.wheels)?.query.steps).toBe(9);
    const legal = gangsters.legal(st(m), RED) as GangstersAction[];
    const onWheels = legal.filter((a): a is Mapped => a.type === 'move' && a.wheels === true);
    expect(onWheels.length).toBeGreaterThan(0);
    for (const a of onWheels.filter((_, i) => i % 7 === 0)) {
      const shown = shownPath(view, a);
      expect(shown?.length).toBeGreaterThanOrEqual(9);
      expect(takenPath(m, RED, a)).toEqual(shown);
    }
  });

  it('every listed move is drawn along the path it then takes (Wheels, Subway, Publics, Cops)', () => {
    let checked = 0;
    const kinds = new Set<string>();
    for (const seed of ['paths-1', 'paths-2', 'paths-3']) {
      playBotGame(gangsters, {
        seats: 3,
        seed,
        options: { ...ADVANCED, turnCap: 15 },
        bots: [randomBot],
        onStep(match) {
          const p = gangsters.pending(st(match))[0];
          if (!p) return;
          const sv = seatView(gangsters, match, p.seat);
          const moves = (sv.legal ?? []).filter((a) => MAPPED.has((a as GangstersAction).type)) as Mapped[];
          // A spread of the list: its first, last and every fifteenth move.
          const sample = moves.filter((_, i) => i % 10 === 0 || i === moves.length - 1);
          for (const a of sample) {
            const shown = shownPath(sv.view as unknown as GangstersView, a);
            expect(shown, JSON.stringify(a)).not.toBeNull();
            expect(takenPath(match, p.seat, a), JSON.stringify(a)).toEqual(shown);
            kinds.add(a.type === 'move' && a.wheels ? 'wheels' : 'subway' in a && a.subway ? 'subway' : a.type);
            checked++;
          }
        },
      });
    }
    expect(checked).toBeGreaterThan(200);
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining(['cop-move', 'cop-start', 'move', 'move-public', 'subway']),
    );
  });
});
