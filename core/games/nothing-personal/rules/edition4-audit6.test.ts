/**
 * Rules edition 4 (engine version 4), the sixth audit: what changed, as a player sees it, and that
 * games begun under engine version 3 keep the old handling (state.ts `EDITION`).
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../engine/match';
import type { GameEvent } from '../../../engine/events';
import { act as A, type NpAction } from '../actions';
import { choices } from '../anytime';
import { BOARD, mk } from '../testing/boards';
import { act, crewTable, LAST_TO_PASS, must, stateOf, texts, threeSeats } from '../testing/fixture';

const decline = { type: 'decline' } as const;
const offeredTo = (m: Match, seat: number, a: NpAction): boolean =>
  choices(stateOf(m), seat).main.some((c) => JSON.stringify(c) === JSON.stringify(a));

/**
 * Leo Seyfarth (Underboss, seat 0), Dombino Crapshooti (Racketeer, seat 0) and Marco Zohgoli (Bean
 * Counter, seat 1); the Third Guy's place stands empty. Everyone has passed but seat 2, who passes.
 */
const leoAndDombino = (engineVersion?: string): Match =>
  threeSeats(
    engineVersion,
    {
      board: { ...BOARD, '8': 'leo-seyfarth', '5': 'dombino-crapshooti', '4': 'marco-zohgoli', '3': null },
      stage: LAST_TO_PASS,
      marks: { '8': mk(1, 0, 0), '5': mk(1, 0, 0), '4': mk(0, 1, 0) },
      money: [0, 0, 0],
      hands: [[], [], []],
    },
    { expansions: ['designers'] },
  );

/** Payouts until Dombino's Respect die (a 3) waits in Marco's window; Leo, paid as Underboss, moves to 3. */
function leoMovesWhileTheDieWaits(engineVersion?: string): { m: Match; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const step = (m: Match, seat: number, a: NpAction, dice: number[] = []): Match => {
    const r = must(m, seat, a, dice);
    events.push(...r.events);
    return r.match;
  };
  let m = step(leoAndDombino(engineVersion), 2, { type: 'pass' }, [2]);
  expect(stateOf(m).interrupts[0]).toMatchObject({ kind: 'stat-reroll', stat: 'respect' });
  m = step(m, 0, { type: 'ability', pos: 3, pos2: 8, seat: null, amount: 0, markers: [] });
  expect(stateOf(m).positions[2]).toBe('leo-seyfarth');
  m = step(m, 1, decline, [1]); // Dombino's money: a 1
  m = step(m, 1, decline);
  return { m, events };
}

const payoutsOf = (events: readonly GameEvent[], name: string): string[] =>
  events.filter((e) => e.text.includes(`controls ${name}`)).map((e) => e.text);

describe('rules edition 4: payouts', () => {
  it('NP-7.5.1 NP-18.11 Leo Seyfarth, paid as Underboss, is not paid again when he moves down while Dombino’s die waits', () => {
    const { m, events } = leoMovesWhileTheDieWaits();
    expect(payoutsOf(events, 'Leo')).toEqual([
      '{seat:0} controls Leo "The Coachman" Seyfarth as Underboss: −1 Respect, $4.',
    ]);
    expect(texts(events)).toContain(
      'Leo "The Coachman" Seyfarth was reckoned as Underboss this round: nothing more as First Guy.',
    );
    const s = stateOf(m);
    expect(s.respect).toEqual([-1 + 5, 0, 0]);
    expect(s.money).toEqual([4 + 2, 6, 0]);
    expect(s.stage.kind).toBe('crew-action');
  });

  it('NP-7.5.1 NP-18.11 (engine version 3) Leo is paid again in his new place', () => {
    const { m, events } = leoMovesWhileTheDieWaits('3');
    expect(payoutsOf(events, 'Leo')).toEqual([
      '{seat:0} controls Leo "The Coachman" Seyfarth as Underboss: −1 Respect, $4.',
      '{seat:0} controls Leo "The Coachman" Seyfarth as First Guy: +2 Respect, $3.',
    ]);
    expect(stateOf(m).respect).toEqual([-1 + 5 + 2, 0, 0]);
  });
});

/**
 * Seat 0's Third Guy (1 marker) whacks Frankie Dellacroce (card Respect 0, Bean Counter), seat 2's;
 * seat 2 holds "Whacky" Insurance.
 */
const hitOnFrankie = (engineVersion?: string): Match =>
  crewTable(engineVersion, 1, {
    marks: { '1': mk(1, 0, 0), '4': mk(0, 0, 3) },
    money: [30, 0, 0],
    hands: [[], [], ['whacky-insurance#1']],
  });

describe('rules edition 4: a hit worth no Respect', () => {
  it('NP-13.3.1 NP-13.2.2 a hit that lands on a gangster worth no Respect names the family whose hit it was', () => {
    const step = must(hitOnFrankie(), 0, A.power({ pos: 4 }), [1]);
    expect(texts(step.events)).toContain(
      'The hit lands for {seat:0}, but the victim was worth no Respect: none changes hands.',
    );
    expect(stateOf(step.match).fishes).toEqual(['frankie-dellacroce']);
    expect(stateOf(step.match).respect).toEqual([0, 0, 0]);
  });

  it('NP-13.3.1 (engine version 3) the line keeps its old words', () => {
    const step = must(hitOnFrankie('3'), 0, A.power({ pos: 4 }), [1]);
    expect(texts(step.events)).toContain('The hit lands, but the victim was worth no Respect: none changes hands.');
    expect(texts(step.events)).not.toContain('lands for');
  });

  it('NP-16.11 NP-13.3.1 the hit succeeded, so the victim’s family may play "Whacky" Insurance for its $10, though no Respect moved', () => {
    const hit = must(hitOnFrankie(), 0, A.power({ pos: 4 }), [1]).match;
    expect(stateOf(hit).interrupts).toEqual([{ kind: 'insurance', seat: 2, loss: 0 }]);
    expect(offeredTo(hit, 2, A.use('whacky-insurance#1'))).toBe(true);
    const step = must(hit, 2, A.use('whacky-insurance#1'));
    expect(texts(step.events)).toContain('{seat:2} was insured: no Respect lost, and the bank pays $10.');
    const s = stateOf(step.match);
    expect(s.respect).toEqual([0, 0, 0]);
    expect(s.money).toEqual([20, 0, 10]);
    expect(s.interrupts).toEqual([]);
    // Without the card the family is asked all the same and declines; nothing else changes.
    const asked = stateOf(must(hit, 2, decline).match);
    expect([asked.money, asked.respect, asked.interrupts]).toEqual([[20, 0, 0], [0, 0, 0], []]);
  });

  it('NP-16.11 (engine version 3) a hit on a gangster worth no Respect asks nobody about Insurance', () => {
    const hit = must(hitOnFrankie('3'), 0, A.power({ pos: 4 }), [1]).match;
    expect(stateOf(hit).interrupts).toEqual([]);
    const r = act(hit, 2, A.use('whacky-insurance#1'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.clause).toBe('NP-16.11');
    expect(stateOf(hit).money).toEqual([20, 0, 0]);
  });
});

/** Seat 1's Third Guy (2 markers) carries seat 2's Blackmail coin; seat 2 controls the Capo. Seat 1 has $15. */
const blackmailed = (engineVersion?: string): Match =>
  crewTable(engineVersion, 1, {
    marks: { '1': mk(0, 2, 1, 0, 2), '9': mk(0, 0, 1), '4': mk(1, 0, 0) },
    money: [10, 15, 10],
  });

describe('rules edition 4: asking a blackmailer', () => {
  it('NP-7.13.1 NP-15.9.2 a hit the family cannot pay for is refused at once: the blackmailer is not asked', () => {
    const m = blackmailed();
    const r = act(m, 1, A.power({ pos: 9 })); // $10 + $10 for the Capo
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.clause).toBe('NP-15.9.2');
      // Edition 5 says what the Capo adds (edition5-audit10.test.ts); version 4 read 'This hit costs $20.'
      expect(r.error.message).toBe('This hit costs $20: whacking the Capo costs $10 more.');
    }
    expect(stateOf(m).interrupts).toEqual([]);
    // One it can pay for is put to the blackmailer as before.
    const asked = stateOf(must(m, 1, A.power({ pos: 4 })).match);
    expect(asked.interrupts).toEqual([
      { kind: 'blackmail', pos: 1, actor: 1, blackmailer: 2, proposal: A.power({ pos: 4 }) },
    ]);
    expect(asked.money).toEqual([10, 15, 10]);
  });

  it('NP-7.13.1 (engine version 3) the blackmailer was asked about it, and the hit failed only once allowed', () => {
    let m = must(blackmailed('3'), 1, A.power({ pos: 9 })).match;
    expect(stateOf(m).interrupts[0]).toMatchObject({ kind: 'blackmail', blackmailer: 2 });
    m = must(m, 2, { type: 'permit', allow: true }).match;
    const s = stateOf(m);
    expect(s.interrupts).toEqual([]);
    expect(s.money).toEqual([10, 15, 10]);
    expect(s.stage).toMatchObject({ kind: 'crew-action', pos: 1 });
  });
});
