/**
 * Rules put right in engine version 6 (state.ts `EDITION`) by the ninth audit, each beside a game begun
 * under engine version 5 that keeps its rule (the scenario statement `engine 5`).
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/events';
import { createMatch } from '../../../engine/match';
import { gangsters } from '../game';
import { baseValue, coloredBuildings } from './places';
import { legalActions } from '../legal';
import { editionFor, jointsOf } from '../state';
import type { GangstersAction } from '../actions';
import { act, RED, refusal, start, st, YELLOW } from '../testing/game-play';

/**
 * Red owns no Joint, so a new Thug enters on the Subway of the black die (G-7.4): Subway 2, on a street
 * that runs east and west.
 */
const NO_JOINT_RECRUIT = `
  turn red move
  dice red=1 green=2 blue=3 white=1 black=2
  cash red=5000 yellow=5000 green=5000 brown=5000
  gang red racketeer=2@s12-4/east
  gang yellow racketeer=2@lous-diner
  joint lous-diner yellow`;

const SUBWAY_2 = 's7-4';

function recruitsOf(list: readonly GangstersAction[]): GangstersAction[] {
  return list.filter((a) => a.type === 'recruit' && a.piece === 'thug' && a.count === 1);
}

describe('G-7.4, G-6.4 a gangster placed on a Subway faces the way its player sets it down', () => {
  it('G-7.4 a new Thug entering on Subway 2 may be set down facing west or east, as its player chooses', () => {
    const m = start(NO_JOINT_RECRUIT);
    expect(recruitsOf(legalActions(st(m), RED))).toEqual([
      { type: 'recruit', piece: 'thug', count: 1, entryFacing: 'east' },
      { type: 'recruit', piece: 'thug', count: 1, entryFacing: 'west' },
    ]);
    const { m: after, events } = act(m, RED, { type: 'recruit', piece: 'thug', count: 1, entryFacing: 'west' });
    expect(st(after).gangs[RED]?.pieces.thug).toEqual({ at: SUBWAY_2, facing: 'west', criminal: false });
    expect(events.find((e) => e.type === 'enter')?.text).toMatch(/, facing west\.$/);
  });

  it('G-7.4 a facing the Subway street does not run is refused and nothing changes', () => {
    const m = start(NO_JOINT_RECRUIT);
    const e = refusal(m, RED, { type: 'recruit', piece: 'thug', count: 1, entryFacing: 'north' });
    expect(e.clause).toBe('G-7.4');
    expect(st(m).gangs[RED]?.strength.thug).toBe(0);
  });

  it('G-7.4 a piece entering in a Joint takes no facing: one is refused', () => {
    const m = start(`${NO_JOINT_RECRUIT}\n  joint westgate-hotel red`);
    expect(recruitsOf(legalActions(st(m), RED))).toEqual([{ type: 'recruit', piece: 'thug', count: 1 }]);
    expect(refusal(m, RED, { type: 'recruit', piece: 'thug', count: 1, entryFacing: 'west' }).clause).toBe('G-7.4');
  });

  it('G-7.4 a game begun under engine version 5 keeps its rule: the new Thug always faces east there', () => {
    const m = start(`engine 5\n${NO_JOINT_RECRUIT}`);
    expect(recruitsOf(legalActions(st(m), RED))).toEqual([{ type: 'recruit', piece: 'thug', count: 1 }]);
    const after = act(m, RED, { type: 'recruit', piece: 'thug', count: 1, entryFacing: 'west' }).m;
    expect(st(after).gangs[RED]?.pieces.thug).toEqual({ at: SUBWAY_2, facing: 'east', criminal: false });
  });
});

/**
 * Red owns no Joint and has no Thug; its Vamp, one step from Yellow's Thug, seduces him, so a new Red Thug
 * enters on the Subway of the black die (G-13.1 → G-7.4).
 */
const NO_JOINT_SEDUCTION = `
  turn red move
  dice red=1 green=2 blue=3 white=1 black=2
  cash red=5000 yellow=5000 green=5000 brown=5000
  gang red racketeer=2@westgate-hotel vamp=1@s12-4/east
  gang yellow racketeer=2@lous-diner thug=3@s13-4/east
  joint lous-diner yellow`;

/** The Vamp's moves onto Yellow's Thug, citizen side up (a criminal Vamp seduces nobody). */
function seductionsOf(list: readonly GangstersAction[]): GangstersAction[] {
  return list.filter((a) => a.type === 'move' && a.piece === 'vamp' && a.to === 's13-4' && !a.criminal);
}

describe('G-13.1, G-7.4 a Thug won by a Vamp enters on the Subway facing the way its player sets it down', () => {
  it('G-13.1 the seduction that creates Red’s Thug on Subway 2 names its facing, east or west', () => {
    const m = start(NO_JOINT_SEDUCTION);
    const moves = seductionsOf(legalActions(st(m), RED));
    expect(moves.map((a) => (a.type === 'move' ? a.seduce : null))).toEqual([
      [{ seat: YELLOW, kind: 'thug', entryFacing: 'east' }],
      [{ seat: YELLOW, kind: 'thug', entryFacing: 'west' }],
    ]);
    const west = moves[1] as GangstersAction;
    const after = act(m, RED, west).m;
    expect(st(after).gangs[RED]?.pieces.thug).toEqual({ at: SUBWAY_2, facing: 'west', criminal: false });
    expect(st(after).gangs[YELLOW]?.strength.thug).toBe(2);
  });

  it('G-13.1 a facing the Subway street does not run is refused and nothing changes', () => {
    const m = start(NO_JOINT_SEDUCTION);
    const west = seductionsOf(legalActions(st(m), RED))[1];
    if (west?.type !== 'move') throw new Error('no seduction');
    const bad = { ...west, seduce: [{ seat: YELLOW, kind: 'thug' as const, entryFacing: 'south' as const }] };
    expect(refusal(m, RED, bad).clause).toBe('G-7.4');
    expect(st(m).gangs[YELLOW]?.strength.thug).toBe(3);
  });

  it('G-13.1 a game begun under engine version 5 keeps its rule: the won Thug always faces east there', () => {
    const m = start(`engine 5\n${NO_JOINT_SEDUCTION}`);
    const moves = seductionsOf(legalActions(st(m), RED));
    // One victim and one way in: the move names no seduction (G-13.1) and no facing.
    expect(moves.map((a) => (a.type === 'move' ? (a.seduce ?? null) : undefined))).toEqual([null]);
    const after = act(m, RED, moves[0]).m;
    expect(st(after).gangs[RED]?.pieces.thug).toEqual({ at: SUBWAY_2, facing: 'east', criminal: false });
  });
});

/** Red has lost its Racketeers: its one move must recruit them (G-7.5). */
const NO_RACKETEERS = `
  turn red move
  dice red=1 green=2 blue=3 white=1 black=2
  cash red=5000 yellow=5000 green=5000 brown=5000
  gang red thug=2@westgate-hotel
  gang yellow racketeer=2@lous-diner
  joint westgate-hotel red
  joint lous-diner yellow`;

describe('G-7.5 the prompt of a Gang with no Racketeers says what its move must do', () => {
  it('G-7.5 the Movement Phase prompt asks for Racketeers, not "move or recruit"', () => {
    const m = start(NO_RACKETEERS);
    expect(gangsters.pending(st(m)).map((p) => p.prompt)).toEqual([
      '{seat:0}: your one move must recruit Racketeers (G-7.5).',
    ]);
    // The legal list agrees: no piece moves, only Racketeers are recruited (or the phase ends).
    expect(legalActions(st(m), RED).every((a) => a.type !== 'move' && a.type !== 'move-public')).toBe(true);
  });

  it('G-7.5 once its Racketeers are recruited the prompt is the usual one', () => {
    // Four Racketeers give two options (G-6.1): one was the recruit, one is left to move or recruit.
    const m = act(start(NO_RACKETEERS), RED, { type: 'recruit', piece: 'racketeer', count: 4 }).m;
    expect(gangsters.pending(st(m)).map((p) => p.prompt)).toEqual(['{seat:0}: move or recruit (G-5.4).']);
  });

  it('G-6.1 with one Racketeer recruited its one option is spent: the prompt says to end the movement', () => {
    const m = act(start(NO_RACKETEERS), RED, { type: 'recruit', piece: 'racketeer', count: 1 }).m;
    expect(legalActions(st(m), RED).map((a) => a.type)).toEqual(['end-move']);
    expect(gangsters.pending(st(m)).map((p) => p.prompt)).toEqual([
      '{seat:0}: every move is used: end your movement (G-6.1).',
    ]);
  });

  it('G-6.1 a game begun under engine version 5 keeps its prompt there: "move or recruit"', () => {
    const m = act(start(`engine 5\n${NO_RACKETEERS}`), RED, { type: 'recruit', piece: 'racketeer', count: 1 }).m;
    expect(gangsters.pending(st(m)).map((p) => p.prompt)).toEqual(['{seat:0}: move or recruit (G-5.4).']);
  });

  it('G-7.5 a game begun under engine version 5 keeps its prompt: "move or recruit"', () => {
    const m = start(`engine 5\n${NO_RACKETEERS}`);
    expect(gangsters.pending(st(m)).map((p) => p.prompt)).toEqual(['{seat:0}: move or recruit (G-5.4).']);
  });
});

describe('engine version 6', () => {
  // Engine versions 7, 8 and 9 came after (edition7-audit11.test.ts, edition8-audit13.test.ts,
  // edition9-street-names.test.ts): a game begun under version 6 keeps edition 6.
  it('G-5 a game begun under engine version 6 plays by edition 6; versions 1–3 keep edition 3, version 4 edition 4 and version 5 edition 5', () => {
    expect(gangsters.engineVersion).toBe('10');
    expect(st(start(`engine 6\n${NO_JOINT_RECRUIT}`))['edition']).toBe(6);
    expect(st(start(`engine 5\n${NO_JOINT_RECRUIT}`))['edition']).toBe(5);
    expect(['1', '2', '3', '4', '5', '6', undefined].map(editionFor)).toEqual([3, 3, 3, 4, 5, 6, 10]);
  });
});

/**
 * Four Gangs draft (G-4.1). The last in turn order takes a $600 and then a $400 building, which leaves
 * it room for one $100 building only; the other three take the nine $100 buildings, the last of them
 * just before its third pick. Returns the match then, with the events of that last pick.
 */
function cheapGone(engineVersion?: string) {
  const r = createMatch(
    gangsters,
    { options: {}, seats: 4, seed: 'g41-last', ...(engineVersion ? { engineVersion } : {}) },
    { kind: 'script', dice: [6, 6, 6, 6, 6, ...Array<number>(25).fill(1)] },
  );
  if (!r.ok) throw new Error(r.error.message);
  let m = r.value.match;
  let events: readonly GameEvent[] = [];
  const order = st(m).order;
  const last = order[3] as number;
  const hundreds = coloredBuildings().filter((id) => baseValue(id) === 100);
  const dear = (value: number) => coloredBuildings().find((id) => baseValue(id) === value) as string;
  const queue = [...hundreds];
  for (let round = 0; round < 3; round++)
    for (const seat of order) {
      if (round === 2 && seat === last) return { m, last, events, hundreds };
      const b = seat === last ? dear(round === 0 ? 600 : 400) : (queue.shift() as string);
      ({ m, events } = act(m, seat, { type: 'draft', building: b }));
    }
  throw new Error('the draft went past the last player’s third pick');
}

describe('G-4.1 a Gang left with no building within the cap', () => {
  it('G-4.1 is passed over, saying so, and keeps its two Joints with the difference in cash, instead of the draft waiting on it', () => {
    const { m, last, events, hundreds } = cheapGone();
    expect(hundreds).toHaveLength(9);
    expect(coloredBuildings().filter((id) => baseValue(id) === 100 && !st(m).joints[id])).toEqual([]);
    expect(events.map((e) => e.text).join('\n')).toContain(
      'has no building left that keeps its Joints within $1,100, so it takes no more.',
    );
    // Its pick is passed over: the draft is done and secret recruiting begins.
    expect(st(m).phase).toBe('recruit');
    expect(jointsOf(st(m), last)).toHaveLength(2);
    expect(st(m).gangs[last]?.cash).toBe(100);
  });

  it('G-4.1 a game begun under engine version 5 keeps its rule: the seat is asked to pick and offered nothing', () => {
    const { m, last } = cheapGone('5');
    expect(gangsters.pending(st(m)).map((p) => p.seat)).toEqual([last]);
    expect(legalActions(st(m), last)).toEqual([]);
  });
});

/** Red moves Cop 3 into Yellow's Lou's Diner, where a Public stands (G-11.6); `extra` adds pieces there. */
const RAID = (extra = '') => `
  turn red cop
  dice red=1 green=1 blue=1 white=1 black=1
  gang red racketeer=2@westgate-hotel
  joint lous-diner yellow x2
  public 2@lous-diner
  cop 3@s12-4/east${extra}`;

/** The Raid's line, once every seat has let the Cop's move stand (the rebuff window, G-9.5). */
function raidLine(scenario: string): string {
  let { m, events } = act(start(scenario), RED, { type: 'cop-move', cop: 3, to: 'lous-diner', facing: null });
  const all = [...events];
  while (st(m).phase === 'rebuff') {
    const p = gangsters.pending(st(m))[0];
    if (!p) break;
    ({ m, events } = act(m, p.seat, { type: 'pass' }));
    all.push(...events);
  }
  return all.find((e) => e.type === 'raid')?.text ?? '';
}

describe('G-11.6 the Raid says where the Cop goes', () => {
  it('G-11.6 with no criminal in the Joint the line says the Cop goes back to the cup too', () => {
    expect(raidLine(RAID())).toBe(
      "Cop 3 raids Lou's Diner: the Joint drops a level and the Public goes home. So does the Cop.",
    );
  });

  it('G-11.6 with a criminal there the line says the Cop stays', () => {
    expect(raidLine(RAID('\n  gang yellow racketeer=2@westgate-hotel thug=2@lous-diner/criminal'))).toBe(
      "Cop 3 raids Lou's Diner: the Joint drops a level and the Public goes home. The Cop stays: criminals are there.",
    );
  });

  it('G-11.6 a game begun under engine version 5 keeps its line, which spoke of the Public only', () => {
    expect(raidLine(`engine 5\n${RAID()}`)).toBe(
      "Cop 3 raids Lou's Diner: the Joint drops a level and the Public goes home.",
    );
  });
});
