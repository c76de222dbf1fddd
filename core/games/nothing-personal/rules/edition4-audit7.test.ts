/**
 * Rules edition 4 (engine version 4), the seventh audit: what changed, as a player sees it, and that
 * games begun under engine version 3 keep the old handling (state.ts `EDITION`).
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/events';
import { matchHash, type Match } from '../../../engine/match';
import { act as A, type NpAction } from '../actions';
import { choices } from '../anytime';
import { BOARD, mk } from '../testing/boards';
import {
  act,
  commissionAt,
  crewAt,
  crewTable,
  LAST_TO_PASS,
  must,
  position,
  stateOf,
  texts,
  threeSeats,
} from '../testing/fixture';

const decline = { type: 'decline' } as const;
const listed = (m: Match, seat: number, a: NpAction): boolean => {
  const c = choices(stateOf(m), seat);
  return [...c.main, ...c.anytime].some((x) => JSON.stringify(x) === JSON.stringify(a));
};

/**
 * Seat 0's Third Guy (1 marker, $20) goes after Jim Redio (Racketeer, seat 1's). Seat 1 holds
 * Testimony Unsealed; seat 2 controls Frank Nitti (Counselor) with the $5 his power costs.
 */
const calledHit = (engineVersion?: string): Match =>
  crewTable(
    engineVersion,
    1,
    {
      board: { ...BOARD, '7': 'frank-nitti' },
      marks: { '1': mk(1, 0, 0), '5': mk(0, 2, 0), '7': mk(0, 0, 1) },
      money: [20, 0, 5],
      hands: [[], ['testimony-unsealed#1'], []],
    },
    { expansions: ['historical'] },
  );

describe('rules edition 4: calling a hit off after letting it go ahead', () => {
  it('NP-16.10 NP-19.2 a seat that let the hit go ahead may still call it off until the die is rolled, and is offered it', () => {
    let m = must(calledHit(), 0, A.power({ pos: 5 })).match;
    m = must(m, 1, decline).match;
    m = must(m, 2, decline).match;
    expect(stateOf(m).interrupts[0]).toMatchObject({ kind: 'whack', declined: [1, 2] });
    // Both are still listed — no longer the decline already given.
    expect(choices(stateOf(m), 1).main).toEqual([A.use('testimony-unsealed#1')]);
    expect(choices(stateOf(m), 2).main).toEqual([{ type: 'call-off' }]);
    const step = must(m, 1, A.use('testimony-unsealed#1'));
    expect(texts(step.events)).toContain('{seat:1} calls the hit on "Eager" Jim Redio off before the die is rolled.');
    expect(stateOf(step.match).positions[4]).toBe('jim-redio');
    expect(stateOf(step.match).interrupts).toEqual([]);
    // Frank's family, too, having let it go ahead.
    const frank = stateOf(must(m, 2, { type: 'call-off' }).match);
    expect([frank.money, frank.positions[4], frank.interrupts]).toEqual([[10, 0, 0], 'jim-redio', []]);
  });

  it('NP-16.10 NP-19.2 (engine version 3) the same seat is not offered it, though the engine takes it', () => {
    let m = must(calledHit('3'), 0, A.power({ pos: 5 })).match;
    m = must(m, 1, decline).match;
    expect(choices(stateOf(m), 1).main).toEqual([]);
    expect(act(m, 1, A.use('testimony-unsealed#1')).ok).toBe(true);
    // Frank's family, having let it go ahead, was refused.
    m = must(m, 2, decline).match;
    expect(choices(stateOf(m), 2).main).toEqual([]);
    expect(act(m, 2, { type: 'call-off' }).ok).toBe(false);
  });
});

/**
 * Seat 0's Third Guy (1 marker, $20) hits Jim Redio (Racketeer, card Respect 2), on whom seats 1 and 2
 * are level at two markers each: a tie made during the actions that nobody has ruled on. Seat 0
 * holds the ring; seat 2 holds "Whacky" Insurance.
 */
const tiedVictim = (engineVersion?: string): Match =>
  crewTable(engineVersion, 1, {
    marks: { '1': mk(1, 0, 0), '5': mk(0, 2, 2) },
    money: [20, 0, 0],
    hands: [[], [], ['whacky-insurance#1']],
  });

describe('rules edition 4: a hit on a gangster whose control is tied', () => {
  it('NP-7.2.6 NP-13.2.3 NP-16.11 the ring holder rules whose gangster he was: that family loses 4 Respect and is asked about Insurance', () => {
    const hit = must(tiedVictim(), 0, A.power({ pos: 5 }), [1]);
    expect(texts(hit.events)).toContain(
      'The hit lands on "Eager" Jim Redio, whose control is tied: {seat:0} first rules whose gangster that was.',
    );
    const asked = stateOf(hit.match);
    expect(asked.interrupts).toEqual([
      {
        kind: 'tie',
        pos: 5,
        tied: [1, 2],
        chooser: 0,
        hit: {
          seat: 0,
          shooter: 'eric-summerino',
          victim: 'jim-redio',
          style: { gain: 4, suicide: false, reroll: false, announcePay: 0 },
          worth: null,
        },
      },
    ]);
    expect(asked.positions[4]).toBe('jim-redio');
    expect(choices(asked, 0).main).toEqual([
      { type: 'rule', seat: 1 },
      { type: 'rule', seat: 2 },
    ]);
    const ruled = must(hit.match, 0, { type: 'rule', seat: 2 });
    expect(texts(ruled.events)).toContain('{seat:0} rules that {seat:2} controls the Racketeer.');
    expect(texts(ruled.events)).toContain('The hit lands: {seat:0} +4 Respect, {seat:2} −4.');
    let s = stateOf(ruled.match);
    expect(s.fishes).toEqual(['jim-redio']);
    expect(s.respect).toEqual([4, 0, -4]);
    expect(s.interrupts).toEqual([{ kind: 'insurance', seat: 2, loss: 4 }]);
    s = stateOf(must(ruled.match, 2, A.use('whacky-insurance#1')).match);
    expect([s.respect, s.money]).toEqual([
      [4, 0, 0],
      [10, 0, 10],
    ]);
  });

  it('NP-7.2.6 NP-13.2.3 (engine version 3) nobody loses Respect and nobody is asked about Insurance', () => {
    const hit = must(tiedVictim('3'), 0, A.power({ pos: 5 }), [1]);
    const s = stateOf(hit.match);
    expect(texts(hit.events)).toContain('The hit lands: {seat:0} +4 Respect.');
    expect(s.respect).toEqual([4, 0, 0]);
    expect(s.interrupts).toEqual([]);
  });
});

/**
 * Dombino Crapshooti (Racketeer, seat 0) and Marco Zohgoli (Bean Counter, seat 1) with Mikey
 * Rudmanilli (Underboss, seat 0) above and Nicky Fontana (First Guy, seat 2) below. Seat 2 holds
 * Suspect Silenced and $5; everyone has passed but seat 2, who passes.
 */
const dombinoPays = (engineVersion?: string): Match =>
  threeSeats(
    engineVersion,
    {
      board: { ...BOARD, '5': 'dombino-crapshooti', '4': 'marco-zohgoli' },
      stage: LAST_TO_PASS,
      marks: { '8': mk(1, 0, 0), '5': mk(1, 0, 0), '4': mk(0, 1, 0), '3': mk(0, 0, 1) },
      money: [0, 0, 5],
      hands: [[], [], ['suspect-silenced#1']],
    },
    { expansions: ['designers'] },
  );

/** To Marco's window on Dombino's Respect die: the pause before payouts is declined by all. */
function dieWaits(engineVersion?: string): { m: Match; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let m = must(dombinoPays(engineVersion), 2, { type: 'pass' }).match;
  expect(stateOf(m).interrupts).toEqual([{ kind: 'payout', declined: [] }]);
  for (const [seat, dice] of [
    [0, []],
    [1, []],
    [2, [2]],
  ] as const) {
    const r = must(m, seat, decline, [...dice]);
    events.push(...r.events);
    m = r.match;
  }
  expect(stateOf(m).interrupts[0]).toMatchObject({ kind: 'stat-reroll', stat: 'respect', seat: 1 });
  return { m, events };
}

const silence = (pos: number): NpAction => A.use('suspect-silenced#1', { pos });

describe('rules edition 4: Suspect Silenced while Dombino’s die waits', () => {
  it('NP-16.9 NP-17.3 the places below Dombino are still about to be paid: Suspect Silenced is offered and taken there', () => {
    const { m } = dieWaits();
    expect(listed(m, 2, silence(4))).toBe(true);
    expect(listed(m, 2, silence(8))).toBe(false); // the Underboss is paid already
    const played = must(m, 2, silence(4));
    expect(texts(played.events)).toContain(
      '{seat:2} uses Suspect Silenced: Marco Zohgoli will pay nothing this round.',
    );
    expect(stateOf(played.match).money[2]).toBe(0);
    let rest = must(played.match, 1, decline, [1]).match; // Dombino's money die
    const last = must(rest, 1, decline);
    rest = last.match;
    expect(texts(last.events)).toContain('Marco Zohgoli pays nothing this round.');
    expect(texts(last.events)).not.toContain('controls Marco');
    expect(texts(last.events)).toContain('{seat:2} controls Nicky "Knuckles" Fontana as First Guy: +4 Respect, $1.');
    expect(stateOf(rest).stage.kind).toBe('crew-action');
  });

  it('NP-16.9 a gangster the payouts have passed cannot be silenced: refused, nothing changed', () => {
    const { m } = dieWaits();
    const r = act(m, 2, silence(8));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.clause).toBe('NP-16.9');
      expect(r.error.message).toBe('Mikey "Jaws" Rudmanilli has been paid this round already.');
    }
    expect(stateOf(m).money[2]).toBe(5);
    expect(stateOf(m).silenced).toEqual([]);
  });

  it('NP-16.9 (engine version 3) only in the pause before payouts: refused while the die waits', () => {
    const { m } = dieWaits('3');
    expect(listed(m, 2, silence(4))).toBe(false);
    const r = act(m, 2, silence(4));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.clause).toBe('NP-16.9');
  });
});

/** Seat 0's Commission turn. */
const commission = (engineVersion?: string): Match =>
  threeSeats(engineVersion, { stage: commissionAt(0, 3), money: [5, 5, 5] });

describe('rules edition 4: actions with fields they do not use', () => {
  it('NP-6.1.5 an action sent with a field it has no use for is refused, naming its clause; nothing changes', () => {
    const m = commission();
    const before = matchHash(m);
    const r = act(m, 0, { type: 'pass', ante: 3 } as unknown as NpAction);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('BAD_ACTION');
      expect(r.error.clause).toBe('NP-6.1.5');
      expect(r.error.message).toBe("A 'pass' action has no field 'ante': send only its own fields. Nothing was done.");
    }
    expect(matchHash(m)).toBe(before);
    expect(stateOf(m).stage).toMatchObject({ kind: 'commission', turn: 0 });
    // The same action with its own fields only is taken.
    expect(act(m, 0, { type: 'pass' }).ok).toBe(true);
  });

  it('NP-13.1.1 NP-7.7.2 a field inside a marker, or on a table action, is refused too', () => {
    const m = commission();
    const shake = act(m, 1, { type: 'shakedown', card: 'x#1', note: 'hi' } as unknown as NpAction);
    expect(shake.ok).toBe(false);
    if (!shake.ok) expect([shake.error.code, shake.error.clause]).toEqual(['BAD_ACTION', 'NP-13.1.1']);
    const at3 = position({
      seats: 3,
      position: { board: BOARD, ring: 0, stage: crewAt(9), marks: { '9': mk(1, 0, 0), '5': mk(0, 2, 0) } },
    });
    const marker = { pos: 5, owner: 1, coin: false, colour: 'red' };
    const r = act(at3, 0, { ...A.power(), markers: [marker] } as unknown as NpAction);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.clause).toBe('NP-7.7.2');
      expect(r.error.message).toContain("'markers.0.colour'");
    }
  });

  it('NP-6.1.5 (engine version 3) the unused field is dropped as before, so stored games replay as they were', () => {
    const m = commission('3');
    const sent = must(m, 0, { type: 'pass', ante: 3 } as unknown as NpAction).match;
    const clean = must(m, 0, { type: 'pass' }).match;
    expect(matchHash(sent)).toBe(matchHash(clean));
  });
});

/**
 * The last Fence purchase of a round is next (seat 2). Mikey Rudmanilli (Underboss) carries 9
 * markers, Prison with three players; on the Capo seats 1 and 2 are level, a tie nobody has ruled on.
 */
const underbossArrested = (engineVersion?: string): Match =>
  threeSeats(engineVersion, {
    stage: { kind: 'fence', turn: 0, done: 2 },
    marks: { '8': mk(5, 4, 0), '9': mk(0, 1, 1) },
    money: [0, 0, 0],
    hands: [[], [], []],
  });

describe('rules edition 4: The Family under a tied Capo', () => {
  it('NP-10.3.2 NP-10.3-ex1 NP-7.2.6 the ring holder first rules who controls the Capo, who then chooses the new Underboss', () => {
    const m = must(underbossArrested(), 2, { type: 'buy', count: 0 }).match;
    let s = stateOf(m);
    expect(s.prison).toEqual(['mikey-rudmanilli']);
    expect(s.interrupts).toEqual([{ kind: 'tie', pos: 9, tied: [1, 2], chooser: 0 }]);
    expect(s.positions[7]).toBeNull();
    const ruled = must(m, 0, { type: 'rule', seat: 2 });
    expect(texts(ruled.events)).toContain('{seat:0} rules that {seat:2} controls the Capo.');
    s = stateOf(ruled.match);
    expect(s.ring).toBe(2); // NP-7.4.1
    expect(s.stage).toMatchObject({ kind: 'family', pos: 8, chooser: 2 });
    const pick = (s.stage as { candidates: string[] }).candidates.at(-1) as string;
    s = stateOf(must(ruled.match, 2, { type: 'fill', gangster: pick }).match);
    expect(s.positions[7]).toBe(pick);
  });

  it('NP-10.3.2 NP-10.3-ex1 (engine version 3) nobody chose: the first candidate moved up by itself', () => {
    const s = stateOf(must(underbossArrested('3'), 2, { type: 'buy', count: 0 }).match);
    expect(s.interrupts).toEqual([]);
    expect(s.positions.every((g) => g !== null)).toBe(true);
    expect(s.stage).toMatchObject({ kind: 'commission' });
  });
});

/**
 * Paulie Guistono (Second Guy, seat 0's) makes a Move on Jim Redio (Racketeer), on whom seats 1 and 2
 * are level with no ruling standing. Seat 2 holds the ring.
 */
const moveOnTied = (engineVersion?: string): Match =>
  crewTable(engineVersion, 2, { ring: 2, marks: { '2': mk(2, 0, 0), '5': mk(0, 2, 2) }, respect: [10, 10, 10] });

describe('rules edition 4: a Move on a gangster whose control is tied', () => {
  it('NP-7.10.3 NP-7.2.6 the ring holder rules whose gangster the target was: that family loses the 4 Respect', () => {
    const moved = must(moveOnTied(), 0, { type: 'move' }, [3]); // a 4: 2 + 4 beats 5
    expect(texts(moved.events)).toContain(
      'The move on "Eager" Jim Redio succeeds, but control of "Eager" Jim Redio is tied: {seat:2} first rules whose gangster that was.',
    );
    expect(stateOf(moved.match).interrupts).toMatchObject([{ kind: 'tie', pos: 5, tied: [1, 2], chooser: 2 }]);
    expect(stateOf(moved.match).positions[4]).toBe('jim-redio');
    const s = stateOf(must(moved.match, 2, { type: 'rule', seat: 1 }).match);
    expect(s.positions[4]).toBe('paulie-guistono');
    expect(s.sideways).toEqual(['paulie-guistono', 'jim-redio']);
    expect(s.respect).toEqual([14, 6, 10]);
    expect(s.marks['paulie-guistono']?.neutral).toBe(1);
  });

  it('NP-7.10.3 (engine version 3) nobody lost the Respect', () => {
    const s = stateOf(must(moveOnTied('3'), 0, { type: 'move' }, [3]).match);
    expect(s.positions[4]).toBe('paulie-guistono');
    expect(s.respect).toEqual([14, 10, 10]);
  });
});
