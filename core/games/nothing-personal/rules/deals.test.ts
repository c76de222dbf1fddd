import { describe, expect, it } from 'vitest';
import { BOARD, mk } from '../testing/boards';
import { control } from './model';
import { choices } from '../anytime';
import { nothingPersonal } from '../game';
import { act, commissionAt, must, position, stateOf } from '../testing/fixture';

const table = () =>
  position({
    seats: 3,
    position: {
      board: BOARD,
      ring: 0,
      stage: commissionAt(0, 3),
      hands: [['thug-1#1', 'snitch#1'], [], []],
      money: [12, 3, 0],
    },
  });

describe('NP-13.4 Negotiation', () => {
  it('NP-13.4.1 NP-13.4.2 any player may hand money and cards to another at any moment', () => {
    const step = must(table(), 0, { type: 'give', to: 2, money: 9, cards: ['snitch#1'] });
    const s = stateOf(step.match);
    expect(s.money).toEqual([3, 3, 9]);
    expect(s.hands[2]).toEqual(['snitch#1']);
    // The card's identity is told only to the two players involved.
    expect(step.events.find((e) => e.type === 'give')?.visibility).toEqual({ seats: [0, 2] });
    expect(step.events.find((e) => e.type === 'give')?.others?.text).not.toContain('snitch');
  });

  it('NP-13.4.2 a gift needs what it gives', () => {
    expect(act(table(), 1, { type: 'give', to: 0, money: 4, cards: [] }).ok).toBe(false);
    expect(act(table(), 1, { type: 'give', to: 0, money: 0, cards: ['thug-1#1'] }).ok).toBe(false);
    expect(act(table(), 1, { type: 'give', to: 1, money: 1, cards: [] }).ok).toBe(false);
  });

  it('NP-13.4.3 Respect cannot be traded: there is no action for it', () => {
    expect(act(table(), 0, { type: 'give', to: 1, money: 0, cards: [], respect: 3 } as never).ok).toBe(false);
  });

  it('NP-13.4.5 NP-13.4-ex1 deals are not binding: taking the money commits to nothing', () => {
    let m = must(table(), 0, { type: 'give', to: 1, money: 9, cards: [] }).match;
    // Seat 1 took $9 and may still do as he likes on his turn.
    m = must(m, 0, { type: 'pass' }).match;
    expect(stateOf(m).stage).toMatchObject({ kind: 'commission', turn: 1 });
    expect(stateOf(m).money[1]).toBe(12);
  });

  it('NP-13.4.2 an offer moves nothing until accepted; then both sides change hands at once', () => {
    let m = must(table(), 0, { type: 'offer', to: 1, money: 0, cards: ['snitch#1'], ask: 3, promise: '' }).match;
    expect(stateOf(m).hands[0]).toContain('snitch#1');
    expect(act(m, 2, { type: 'answer', offer: 0, accept: true }).ok).toBe(false);
    const other = JSON.stringify(nothingPersonal.view(stateOf(m), 2));
    expect(other.includes('"snitch#1"')).toBe(false);
    m = must(m, 1, { type: 'answer', offer: 0, accept: true }).match;
    const s = stateOf(m);
    expect(s.money).toEqual([15, 0, 0]);
    expect(s.hands[1]).toEqual(['snitch#1']);
    expect(s.offers).toEqual([]);
  });

  it('NP-21.0.1 NP-21.1.1 Binding Deals: the promise that came with an accepted offer is logged as binding', () => {
    const m = position({
      seats: 3,
      options: { bindingDeals: true },
      position: { board: BOARD, ring: 0, stage: commissionAt(0, 3), hands: [[], [], []], money: [12, 3, 0] },
    });
    const step = must(m, 0, {
      type: 'offer',
      to: 1,
      money: 7,
      cards: [],
      ask: 0,
      promise: "whack one of Ryan's gangsters",
    });
    expect(step.events.some((e) => e.clause === 'NP-21.1.1' && e.text.includes('binding'))).toBe(true);
    const done = must(step.match, 1, { type: 'answer', offer: 0, accept: true });
    expect(done.events.some((e) => e.clause === 'NP-21.1.1')).toBe(true);
  });

  describe('NP-13.4.4 handing over a Blackmail coin', () => {
    const coin = (marks: Record<string, unknown> = {}) =>
      position({
        seats: 3,
        position: {
          board: BOARD,
          ring: 0,
          stage: commissionAt(1, 3),
          marks: { '5': mk(2, 1, 0, 0, 0), ...marks },
          hands: [[], [], []],
          money: [0, 0, 0],
        },
      });

    it('NP-13.4.4 a family hands its Blackmail coin to another by swapping their markers on it, at any moment', () => {
      const m = coin();
      expect(choices(stateOf(m), 0).anytime).toEqual(
        expect.arrayContaining([
          { type: 'hand-coin', pos: 5, to: 1 },
          { type: 'hand-coin', pos: 5, to: 2 },
        ]),
      );
      const step = must(m, 0, { type: 'hand-coin', pos: 5, to: 2 });
      const s = stateOf(step.match);
      expect(s.marks['jim-redio']).toEqual({ seats: [1, 1, 1], neutral: 0, blackmail: 2 });
      expect(s.supply).toEqual([24, 24, 24]);
      expect(control(s, 5).seat).toBeNull(); // one marker each now: a tie
      expect(step.events.map((e) => e.clause)).toContain('NP-13.4.4');
    });

    it('NP-13.4.4 only the coin’s owner hands it over, to another family with a marker to put on it', () => {
      const refused = (seat: number, a: Record<string, unknown>, marks: Record<string, unknown> = {}) => {
        const r = act(coin(marks), seat, a as never);
        return r.ok ? '' : r.error.clause;
      };
      expect(refused(1, { type: 'hand-coin', pos: 5, to: 2 })).toBe('NP-13.4.4');
      expect(refused(0, { type: 'hand-coin', pos: 5, to: 0 })).toBe('NP-13.4.4');
      expect(refused(0, { type: 'hand-coin', pos: 6, to: 1 })).toBe('NP-13.4.4');
      expect(refused(0, { type: 'hand-coin', pos: 5, to: 2 }, { '9': mk(0, 0, 25) })).toBe('NP-6.2.6');
    });

    it('NP-13.4.4 NP-7.13.1 not while the coin’s owner is being asked about that gangster’s action', () => {
      const m = position({
        seats: 3,
        position: {
          board: BOARD,
          ring: 0,
          stage: { kind: 'crew-action', pos: 5, refused: [] },
          marks: { '5': mk(1, 2, 0, 0, 0) },
          interrupts: [{ kind: 'blackmail', pos: 5, actor: 1, blackmailer: 0, proposal: { type: 'move' } }],
          hands: [[], [], []],
        },
      });
      expect(choices(stateOf(m), 0).anytime.filter((a) => a.type === 'hand-coin')).toEqual([]);
      const r = act(m, 0, { type: 'hand-coin', pos: 5, to: 2 });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.clause).toBe('NP-7.13.1');
    });
  });
});
