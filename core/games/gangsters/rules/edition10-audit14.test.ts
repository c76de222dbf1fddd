/**
 * Words put right in engine version 10 (state.ts `EDITION`), the fourteenth audit: a family reading the
 * case file aloud heard "receives $0" after the draft (G-4.1), a Gang's cost "settled" with no word of who
 * pays whom (G-4.2), a blue die put on a Cop by nobody (G-9.5, G-17.2), a victim removed before the
 * seduction that removed him (G-13.1), the Commissioner's turn, rewards and Public moves without his seat
 * (G-17.3, G-17.4), and a winner's line that named no player and did not read as a sentence (G-15.1,
 * G-15.2). Each beside a game begun under engine version 9 (`engine 9`, or `engineVersion: '9'`) that keeps
 * its words.
 */
import { describe, expect, it } from 'vitest';
import { botDecision } from '../../../bots/play';
import { applyAction, createMatch, type Match } from '../../../engine/match';
import { seedRng, type RngState } from '../../../engine/rng';
import { heuristicBot } from '../bots';
import { gangsters } from '../game';
import { editionFor } from '../state';
import { act, COMMISSIONER, FIVE_SEATS, passAll, RED, RED_MOVING, start, st } from '../testing/game-play';
import { planCost } from './gang-selection';

/**
 * A four-seat game from its start to the Gangs placed (G-4.1-G-4.3), Red's choices the Normal bot's, the
 * other seats' the first offered but Yellow's Gang, the dearest it may afford: the lines the log wrote.
 */
function setupLines(engineVersion?: string): string[] {
  const made = createMatch(gangsters, {
    options: {},
    seats: 4,
    seed: 'look-1',
    ...(engineVersion ? { engineVersion } : {}),
  });
  if (!made.ok) throw new Error(made.error.message);
  let m: Match = made.value.match;
  let rng: RngState = seedRng('audit14');
  const lines: string[] = [];
  while (['draft', 'recruit', 'place'].includes(st(m).phase)) {
    const p = gangsters.pending(st(m))[0];
    if (!p) throw new Error('nobody is asked');
    const legal = gangsters.legal(st(m), p.seat) ?? [];
    let a = legal[0];
    if (p.seat === RED) {
      const d = botDecision(gangsters, m, p.seat, heuristicBot, rng);
      rng = d.rng;
      a = d.action;
    } else if (p.kind === 'recruit-plan' && p.seat === 1) {
      const cost = (x: unknown) => planCost(x as { racketeer: number; thug: number; vamp: number });
      a = [...legal].sort((x, y) => cost(y) - cost(x))[0];
    }
    if (a === undefined) throw new Error(`seat ${p.seat} has nothing to do`);
    const r = applyAction(gangsters, m, p.seat, a, { kind: 'seeded' });
    if (!r.ok) throw new Error(r.error.message);
    m = r.value.match;
    lines.push(...r.value.events.filter((e) => e.visibility === 'public').map((e) => e.text));
  }
  return lines;
}

describe('G-4 the opening lines', () => {
  const now = setupLines();
  const before = setupLines('9');

  it('G-4.1 a Gang whose three Joints cost the whole $1,100 is paid nothing, and no "receives $0" is read out', () => {
    expect(before).toContain('{seat:0} receives $0: the difference up to $1,100.');
    expect(now.filter((l) => l.includes('receives $0'))).toEqual([]);
    // The others are paid their change as before.
    const paid = (ls: string[]) => ls.filter((l) => /receives \$[1-9]/.test(l));
    expect(paid(now)).toEqual(paid(before));
    expect(paid(now).length).toBeGreaterThan(0);
  });

  it('G-4.2 a Gang’s cost says who pays whom how much against the $2,100: the change paid, the excess paid in', () => {
    const costs = now.filter((l) => l.includes("'s Gang costs"));
    expect(costs).toHaveLength(4);
    expect(costs).toContain("{seat:0}'s Gang costs $1,600: the Bank pays {seat:0} the $500 left of $2,100.");
    // Yellow spends the change from its Joints too (G-4.2-ex2), and pays the Bank what is over.
    expect(costs.find((l) => l.startsWith('{seat:1}'))).toMatch(
      /^\{seat:1\}'s Gang costs \$[\d,]+: \{seat:1\} pays the Bank the \$[\d,]+ over \$2,100\.$/,
    );
    expect(
      before
        .filter((l) => l.includes("'s Gang costs"))
        .every((l) => l.endsWith('the Bank settles the difference from $2,100.')),
    ).toBe(true);
  });
});

describe('G-9.5 G-17.2 the blue die put on a Cop to bribe him', () => {
  const BRIBE = `${RED_MOVING.replace('turn red move', 'turn red cop')}
    cop 4@s2-0/east`;

  it('G-9.5 the line says who puts it there: the active Gang', () => {
    const e = act(start(BRIBE), RED, { type: 'bribe', cop: 4 }).events.map((x) => x.text);
    expect(e).toContain('{seat:0} puts the blue die on Cop 4 to bribe him, and pays after the Movement Phase.');
  });

  it('G-17.2 the Commissioner bribing for a Gang that deferred is the one named', () => {
    let m = start(`${FIVE_SEATS}\ncop 3@s9-8/east\nturn red buy`);
    m = act(m, RED, { type: 'roll' }, [2]).m;
    m = act(m, RED, { type: 'defer' }).m;
    const e = act(m, COMMISSIONER, { type: 'bribe', cop: 3 }, [1, 1, 1, 1]).events.map((x) => x.text);
    expect(e).toContain('{seat:4} puts the blue die on Cop 3 to bribe him, and pays after the Movement Phase.');
  });

  it('G-9.5 a game begun under engine version 9 keeps "The blue die goes on Cop 4"', () => {
    const e = act(start(`engine 9\n${BRIBE}`), RED, { type: 'bribe', cop: 4 }).events.map((x) => x.text);
    expect(e).toContain('The blue die goes on Cop 4: a bribe will be paid after the Movement Phase.');
  });
});

describe('G-13.1 a seduction is told before what it sets off', () => {
  /** Red's Vamp walks in on Yellow's one-point Thug in Lou's Diner: he is removed, and Red's Thug enters. */
  const SEDUCE = `
    turn red move
    dice red=1 green=1 blue=3 white=1 black=1
    gang red racketeer=2@westgate-hotel vamp=1@s12-4/east
    gang yellow racketeer=2@lous-diner thug=1@lous-diner
    joint lous-diner yellow`;

  const seduced = (pos: string): string[] =>
    act(start(pos), RED, {
      type: 'move',
      piece: 'vamp',
      to: 'lous-diner',
      facing: null,
      criminal: false,
      seduce: [{ seat: 1, kind: 'thug' }],
    }).events.map((e) => e.type);

  it('G-13.1 "seduces" comes before "is removed from play" and the new piece entering', () => {
    const types = seduced(SEDUCE);
    expect(types.indexOf('seduction')).toBeGreaterThanOrEqual(0);
    expect(types.indexOf('seduction')).toBeLessThan(types.indexOf('eliminated'));
    expect(types.indexOf('eliminated')).toBeLessThan(types.indexOf('enter'));
  });

  it('G-13.1 a game begun under engine version 9 keeps the removal first', () => {
    const types = seduced(`engine 9\n${SEDUCE}`);
    expect(types.indexOf('eliminated')).toBeLessThan(types.indexOf('seduction'));
  });
});

describe('G-17.3 G-17.4 the Police Commissioner named by his seat', () => {
  /** Brown ends its turn with the pawn cup empty: the Commissioner's turn comes next (G-17.3). */
  const BROWN_LAST = `${FIVE_SEATS}
    cop 3@s9-8/east
    turn brown move
    dice red=1 green=1 blue=1 white=1 black=1`;

  const toHisTurn = (pos: string): { lines: string[]; prompts: string[] } => {
    let m = start(pos);
    const lines: string[] = [];
    const r = act(m, 3, { type: 'end-move' }, [2, 3]);
    lines.push(...r.events.map((e) => e.text));
    m = r.m;
    // He moves Cop 3, so he goes on to the Public pieces (a new Cop would end his turn, G-17.3).
    const move = (gangsters.legal(st(m), COMMISSIONER) ?? []).find((a) => (a as { type: string }).type === 'cop-move');
    if (!move) throw new Error('the Commissioner has no Cop move');
    m = passAll(act(m, COMMISSIONER, move).m);
    return { lines, prompts: gangsters.pending(st(m)).map((p) => p.prompt ?? '') };
  };

  it('G-17.3 his turn and the question of moving the Public name his seat, as a Gang’s name the Gang’s', () => {
    const { lines, prompts } = toHisTurn(BROWN_LAST);
    expect(lines).toContain("Turn 2: {seat:4}'s turn.");
    expect(prompts).toEqual(['{seat:4}: move the Public pieces on the board (G-17.3).']);
  });

  it('G-17.4 his reward for a gangster his Cops shoot names him', () => {
    const m = start(`${FIVE_SEATS}
      gang red thug=2@city-hall/criminal
      cop 5@city-hall
      turn red move
      dice red=1 green=1 blue=1 white=1 black=1`);
    const lines = act(m, RED, { type: 'end-move' }, [6, 6, 6, 6, 6, 1, 1, 2, 3]).events.map((e) => e.text);
    expect(lines.filter((l) => l.includes('earns'))).toEqual([
      expect.stringMatching(/^\{seat:4\} earns \$[\d,]+ for gangsters his Cops eliminated\.$/),
    ]);
  });

  it('G-17.3 G-17.4 a game begun under engine version 9 keeps "the Police Commissioner’s turn" and "The Commissioner earns"', () => {
    const before = toHisTurn(`engine 9\n${BROWN_LAST}`);
    expect(before.lines).toContain("Turn 2: the Police Commissioner's turn.");
    expect(before.prompts).toEqual(['Move the Public pieces on the board (G-17.3).']);
    const m = start(`engine 9\n${FIVE_SEATS}
      gang red thug=2@city-hall/criminal
      cop 5@city-hall
      turn red move
      dice red=1 green=1 blue=1 white=1 black=1`);
    const lines = act(m, RED, { type: 'end-move' }, [6, 6, 6, 6, 6, 1, 1, 2, 3]).events.map((e) => e.text);
    expect(lines.some((l) => l.startsWith('The Commissioner earns'))).toBe(true);
  });
});

describe('G-15.1 G-15.2 the winner’s line', () => {
  /** Red, with a Racketeer, a Thug and a Vamp, ends its turn with the cash to win. */
  const RED_RICH = `
    turn red move
    dice red=1 green=1 blue=1 white=1 black=1
    cash red=10000 yellow=5000
    gang red racketeer=2@westgate-hotel thug=1@westgate-hotel vamp=1@westgate-hotel
    gang yellow racketeer=2@lous-diner
    joint westgate-hotel red
    joint lous-diner yellow`;

  it('G-15.1 the case file names the winner’s seat, in a sentence; the end screen’s line names the Gang', () => {
    const r = act(start(RED_RICH), RED, { type: 'end-move' });
    expect(r.events.find((e) => e.type === 'win')?.text).toBe(
      '{seat:0} wins: the Gang holds a Racketeer, a Thug and a Vamp and has $10,000 in cash.',
    );
    expect(st(r.m).endReason).toBe('Red wins: the Gang holds a Racketeer, a Thug and a Vamp and has $10,000 in cash.');
  });

  it('G-15.2 at the time limit the case file names the seat with the highest net worth', () => {
    const r = act(start(`options timeLimitTurns=1\n${RED_RICH.replace('cash red=10000', 'cash red=9000')}`), RED, {
      type: 'end-move',
    });
    expect(r.events.find((e) => e.type === 'time-limit')?.text).toMatch(
      /^The time limit is reached: \{seat:0\} has the highest net worth, \$[\d,]+, and wins\.$/,
    );
    expect(st(r.m).endReason).toMatch(/^The time limit is reached: Red has the highest net worth/);
  });

  it('G-15.1 a game begun under engine version 9 keeps "Red wins: a Racketeer, a Thug and a Vamp, and…"', () => {
    const r = act(start(`engine 9\n${RED_RICH}`), RED, { type: 'end-move' });
    expect(r.events.find((e) => e.type === 'win')?.text).toBe(
      'Red wins: a Racketeer, a Thug and a Vamp, and has $10,000 in cash.',
    );
  });
});

describe('engine version 10', () => {
  it('G-5 a new game plays by edition 10; a game begun under version 9 keeps edition 9', () => {
    expect(gangsters.engineVersion).toBe('10');
    expect(st(start(RED_MOVING))['edition']).toBe(10);
    expect(st(start(`engine 9\n${RED_MOVING}`))['edition']).toBe(9);
    expect(['8', '9', '10', undefined].map(editionFor)).toEqual([8, 9, 10, 10]);
  });
});
