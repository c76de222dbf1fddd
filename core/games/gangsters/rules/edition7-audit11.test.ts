/**
 * Rules put right in engine version 7 (state.ts `EDITION`) by the eleventh audit, each beside a game
 * begun under engine version 6 that keeps its rule (the scenario statement `engine 6`).
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../engine/match';
import { gangsters } from '../game';
import { legalActions } from '../legal';
import { editionFor } from '../state';
import {
  act,
  passAll,
  refusal,
  start,
  st,
  totalMoney,
  COMMISSIONER,
  FIVE_SEATS,
  RED,
  YELLOW,
} from '../testing/game-play';

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

/** Red's Cop action: Cop 3 one space from Lou's Diner, Yellow's x2 Joint with an x2 Public in it (G-11.6). */
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

describe('G-6.92 taking back a Cop move', () => {
  it('G-6.92 a Cop move can be taken back, the Raid undone, and the Cop action taken again', () => {
    const before = st(start(RAID));
    let m = passAll(act(start(RAID), RED, INTO_DINER).m);
    expect(st(m).joints['lous-diner']?.level).toBe(1);
    expect(st(m).copCup).toContain(3);
    expect(st(m).phase).toBe('move');
    // The Cop is the piece under the pawn: the take-back is offered until something else moves.
    expect(legalActions(st(m), RED)).toContainEqual({ type: 'retract' });
    const r = act(m, RED, { type: 'retract' });
    m = r.m;
    const s = st(m);
    expect(s.phase).toBe('cop');
    expect(s.cops).toEqual(before.cops);
    expect(s.copCup).toEqual(before.copCup);
    expect(s.joints).toEqual(before.joints);
    expect(s.publics).toEqual(before.publics);
    expect(s.turn.copDone).toBe(false);
    expect(r.events.map((e) => e.text)).toContain(
      'The Cop move is taken back: Cop 3 goes back where he started, and the Raid is undone. The Cop action is taken again.',
    );
    // The Cop action again: this time a bribe, and nothing is left to take back.
    expect(gangsters.pending(s).map((p) => p.seat)).toEqual([RED]);
    m = act(m, RED, { type: 'bribe', cop: 3 }).m;
    expect(st(m).phase).toBe('move');
    expect(st(m).joints['lous-diner']?.level).toBe(2);
    expect(legalActions(st(m), RED)).not.toContainEqual({ type: 'retract' });
  });

  it('G-6.92 once another piece moves the Cop move stands', () => {
    let m = passAll(act(start(RAID), RED, INTO_DINER).m);
    const thug = legalActions(st(m), RED).find((a) => a.type === 'move' && a.piece === 'thug');
    m = act(m, RED, thug).m;
    m = act(m, RED, { type: 'retract' }).m;
    // The Thug went back to the pawn; the Cop's Raid stands, and no second take-back is offered.
    expect(st(m).gangs[RED]?.pieces.thug?.at).toBe('westgate-hotel');
    expect(st(m).joints['lous-diner']?.level).toBe(1);
    expect(st(m).phase).toBe('move');
    expect(refusal(m, RED, { type: 'retract' }).clause).toBe('G-6.92');
  });

  it('G-6.92 a rebuffed Cop move leaves nothing to take back (G-9.5)', () => {
    let m = act(start(`${RAID}\n  bribe yellow 3`), RED, INTO_DINER).m;
    m = act(m, YELLOW, { type: 'rebuff' }).m;
    m = passAll(m);
    expect(st(m).phase).toBe('move');
    expect(st(m).turn.undo).toBeNull();
    // From edition 8 the refusal cites the rebuff (edition8-audit13.test.ts); edition 7 cited G-6.92.
    expect(refusal(m, RED, { type: 'retract' }).clause).toBe('G-9.5');
  });

  it('G-6.92 a new patrol taken back goes to the cup, and the same Cop comes out on the next draw: no fresh draw', () => {
    // No Cop on patrol: Red starts one from Subway 1 (blue 1); the cup draw takes the first, Cop 2.
    const pos = `
      turn red cop
      dice red=1 green=1 blue=1 white=1 black=1
      cash red=1000 yellow=1000
      gang red racketeer=2@westgate-hotel
      gang yellow racketeer=2@lous-diner`;
    let m = start(pos);
    const startAction = legalActions(st(m), RED).find((a) => a.type === 'cop-start');
    m = passAll(act(m, RED, startAction, [], [4]).m);
    const drawn = st(m).cops[0]?.strength as number;
    expect(st(m).cops).toHaveLength(1);
    m = act(m, RED, { type: 'retract' }).m;
    expect(st(m).cops).toEqual([]);
    expect(st(m).copCup).toEqual(st(start(pos)).copCup);
    expect(st(m).phase).toBe('cop');
    // The draw script would take another Cop, but the one drawn before comes out: the draw is kept.
    m = passAll(act(m, RED, startAction, [], [0]).m);
    expect(st(m).cops.map((c) => c.strength)).toEqual([drawn]);
  });

  it('G-6.92 (G-9.6) a Subway transfer taken back puts the new patrol back in the cup and the old Cop where he was', () => {
    const pos = `
      turn red cop
      dice red=1 green=1 blue=2 white=1 black=1
      cash red=1000 yellow=1000
      gang red racketeer=2@westgate-hotel
      gang yellow racketeer=2@lous-diner
      cop 4@s6-4/east`;
    const ride = { type: 'cop-move', cop: 4, to: 's16-8', facing: 'west' } as const;
    let m = passAllDrawing(act(start(pos), RED, ride).m, [0]);
    expect(st(m).cops).toEqual([{ strength: 2, at: 's16-8', facing: 'west' }]);
    const r = act(m, RED, { type: 'retract' });
    expect(st(r.m).cops).toEqual(st(start(pos)).cops);
    expect(st(r.m).copCup).toEqual(st(start(pos)).copCup);
    expect(r.events.map((e) => e.text)).toContain(
      'The Cop move is taken back: Cop 4 goes back where he started, and the new patrol from the Subway is undone. The Cop action is taken again.',
    );
    // The same ride again draws the same new patrol, whatever the draw script says.
    m = passAllDrawing(act(r.m, RED, ride).m, [5]);
    expect(st(m).cops).toEqual([{ strength: 2, at: 's16-8', facing: 'west' }]);
  });

  it('G-6.92 (G-16.4) the Donut marker the move lifted and the one it placed are put back as they were', () => {
    // Red's "Donut 1" sits on Cop 5; moving Cop 4 into Dunkel's Donuts (blue 3 via the Subway) lifts it.
    const pos = `
      options donuts
      turn red cop
      dice red=1 green=1 blue=1 white=1 black=1
      cash red=1000 yellow=1000
      gang red racketeer=2@westgate-hotel
      gang yellow racketeer=2@lous-diner
      joint lous-diner yellow x2
      public 2@lous-diner
      cop 3@s12-4/east
      cop 5@daily-clarion
      donut red 5`;
    let m = passAll(act(start(pos), RED, INTO_DINER).m);
    expect(st(m).gangs[RED]?.donut).toBeNull();
    m = act(m, RED, { type: 'retract' }).m;
    expect(st(m).gangs[RED]?.donut).toEqual({ cop: 5, side: 1 });
  });

  it('G-6.92 (G-17.4) the Police Commissioner takes back his Cop move on his own turn: the Raid and its reward undone', () => {
    const pos = `${FIVE_SEATS}
      turn commissioner cop
      dice blue=1 white=1
      joint lous-diner yellow x2
      public 2@lous-diner
      cop 3@s12-4/east`;
    const before = st(start(pos));
    let m = passAll(act(start(pos), COMMISSIONER, INTO_DINER).m);
    expect(st(m).phase).toBe('commissioner-publics');
    expect(st(m).commissionerCash).toBeGreaterThan(before.commissionerCash);
    expect(legalActions(st(m), COMMISSIONER)).toContainEqual({ type: 'retract' });
    m = act(m, COMMISSIONER, { type: 'retract' }).m;
    expect(st(m).phase).toBe('cop');
    expect(st(m).commissionerCash).toBe(before.commissionerCash);
    expect(st(m).bank).toBe(before.bank);
    expect(st(m).joints).toEqual(before.joints);
    expect(totalMoney(st(m))).toBe(totalMoney(before));
  });

  it('G-6.92 (G-17.2) a Cop moved by the Commissioner for a Gang that deferred is his, not the Gang’s, and is not taken back', () => {
    const pos = `${FIVE_SEATS}
      turn red cop
      dice blue=1
      joint lous-diner yellow x2
      public 2@lous-diner
      cop 3@s12-4/east`;
    let m = act(start(pos), COMMISSIONER, INTO_DINER).m;
    // The last pass closes the window, and the Gang's other four dice are rolled (G-17.2).
    for (let p = gangsters.pending(st(m)); p.length > 0 && st(m).phase === 'rebuff'; p = gangsters.pending(st(m)))
      m = act(m, p[0]?.seat ?? -1, { type: 'pass' }, p.length === 1 ? [1, 1, 1, 1] : []).m;
    expect(st(m).phase).toBe('move');
    expect(st(m).joints['lous-diner']?.level).toBe(1);
    expect(legalActions(st(m), RED)).not.toContainEqual({ type: 'retract' });
    // From edition 8 the refusal cites the deferral (edition8-audit13.test.ts); edition 7 cited G-6.92.
    expect(refusal(m, RED, { type: 'retract' }).clause).toBe('G-17.2');
  });

  it('G-6.92 a game begun under engine version 6 keeps its rule: no Cop move is taken back', () => {
    const m = passAll(act(start(`engine 6\n${RAID}`), RED, INTO_DINER).m);
    expect(st(m)['edition']).toBe(6);
    expect(st(m).turn.undo).toBeNull();
    expect(legalActions(st(m), RED)).not.toContainEqual({ type: 'retract' });
    const e = refusal(m, RED, { type: 'retract' });
    expect(e.clause).toBe('G-6.92');
    expect(st(m).joints['lous-diner']?.level).toBe(1);
  });
});

describe('engine version 7', () => {
  // Engine versions 8 and 9 came after (edition8-audit13.test.ts, edition9-street-names.test.ts): a game begun
  // under version 7 keeps edition 7.
  it('G-5 a game begun under engine version 7 plays by edition 7; a game begun under version 6 keeps edition 6', () => {
    expect(gangsters.engineVersion).toBe('10');
    expect(st(start(`engine 7\n${RAID}`))['edition']).toBe(7);
    expect(st(start(`engine 6\n${RAID}`))['edition']).toBe(6);
    expect(['5', '6', '7', undefined].map(editionFor)).toEqual([5, 6, 7, 10]);
  });
});
