/**
 * Robustness: every listed choice is accepted by `apply`, and arbitrary actions (fuzzed) are
 * refused with a reason — never a crash — at positions taken from real bot games.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, type Match } from '../../engine/match';
import { playNpGame } from './simulate';
import { heuristicBot, randomBot } from './bots';
import { nothingPersonal } from './game';
import { choices } from './anytime';
import type { NpState } from './state';

function snapshots(
  seed: string,
  every: number,
  expansions: ('designers' | 'historical' | 'young-turks')[] = [],
): Match[] {
  const out: Match[] = [];
  let k = 0;
  playNpGame(4, seed, [heuristicBot, randomBot], { expansions }, (m) => {
    if (k++ % every === 0) out.push(m);
  });
  return out;
}

describe('robustness', () => {
  it('every choice `legal` lists is accepted by `apply`', () => {
    const states = [
      ...snapshots('legal-a', 9),
      ...snapshots('legal-b', 11, ['designers', 'historical', 'young-turks']),
    ];
    let checked = 0;
    for (const m of states) {
      const s = m.state as NpState;
      for (let seat = 0; seat < s.seats; seat++) {
        const c = choices(s, seat);
        for (const a of [...c.main, ...c.anytime].filter((_, i) => i % 7 === 0)) {
          const r = applyAction(nothingPersonal, m, seat, a, { kind: 'seeded' }, { checkJson: false });
          expect(r.ok, `${JSON.stringify(a)} → ${r.ok ? '' : r.error.message}`).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('fuzzed actions are refused or applied, never thrown', () => {
    const states = snapshots('fuzz', 7, ['designers', 'historical', 'young-turks']);
    const pos = fc.option(fc.integer({ min: 1, max: 9 }), { nil: null });
    const cardId = fc.constantFrom(
      'snitch#1',
      'thug-3#1',
      'blackmail#2',
      'position-1#1',
      'hitman-3-gift#1',
      'nope',
      'another-da-dead#1',
    );
    const action = fc.oneof(
      fc.record({ type: fc.constant('place'), pos: fc.integer({ min: 1, max: 9 }) }),
      fc.record({
        type: fc.constant('play'),
        card: cardId,
        targets: fc.array(pos, { maxLength: 3 }),
        extra: fc.boolean(),
        to: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
        ante: fc.nat(30),
      }),
      fc.record({
        type: fc.constant('use'),
        card: cardId,
        pos,
        pos2: pos,
        seat: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
        gangster: fc.option(fc.constantFrom('jim-redio', 'mac-pheeto', 'x'), { nil: null }),
        ante: fc.nat(30),
      }),
      fc.record({
        type: fc.constant('power'),
        pos,
        seat: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
        markers: fc.array(
          fc.record({
            pos: fc.integer({ min: 1, max: 9 }),
            owner: fc.integer({ min: -1, max: 4 }),
            coin: fc.boolean(),
          }),
          { maxLength: 3 },
        ),
        targets: fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 3 }),
      }),
      fc.record({
        type: fc.constant('ability'),
        pos,
        pos2: pos,
        seat: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
        amount: fc.nat(20),
      }),
      fc.constantFrom(
        { type: 'move' },
        { type: 'pass' },
        { type: 'decline' },
        { type: 'call-off' },
        { type: 'reroll', free: true },
        { type: 'reroll', free: false },
      ),
      fc.record({ type: fc.constant('rule'), seat: fc.integer({ min: 0, max: 4 }) }),
      fc.record({ type: fc.constant('permit'), allow: fc.boolean() }),
      fc.record({ type: fc.constant('buy'), count: fc.nat(5) }),
      fc.record({ type: fc.constant('fill'), gangster: fc.constantFrom('jim-redio', 'steve-averso', 'x') }),
      fc.record({
        type: fc.constant('give'),
        to: fc.integer({ min: 0, max: 4 }),
        money: fc.nat(40),
        cards: fc.array(cardId, { maxLength: 2 }),
      }),
      fc.anything(),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: states.length - 1 }),
        fc.integer({ min: 0, max: 3 }),
        action,
        (k, seat, a) => {
          const m = states[k] as Match;
          const r = applyAction(nothingPersonal, m, seat, a, { kind: 'seeded' }, { checkJson: true });
          expect(typeof r.ok).toBe('boolean');
        },
      ),
      { numRuns: 1500 },
    );
  });
});
