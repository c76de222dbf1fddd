import { describe, expect, it } from 'vitest';
import { act as A } from '../actions';
import { BOARD, mk } from '../testing/boards';
import { act, crewAt, must, position, stateOf } from '../testing/fixture';
import { control } from './model';
import { legalChoices as legal } from '../legal';
import { negatedLeoMovesUp } from '../testing/negate';

const at = (pos: number, marks: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  position({
    seats: 3,
    position: { board: BOARD, ring: 0, stage: crewAt(pos), marks, money: [10, 10, 2], hands: [[], [], []], ...extra },
  });

describe('NP-15 position powers', () => {
  it('NP-15.2.1 NP-15.2.2 NP-15.2.5 NP-15.1.2 the Second Guy negates a gangster above the Third Guy, who then sits out; the token is spent', () => {
    let m = at(2, { '2': mk(1, 0, 0), '6': mk(0, 1, 0), '9': mk(0, 0, 1) });
    expect(act(m, 0, A.power({ pos: 1 })).ok).toBe(false);
    m = must(m, 0, A.power({ pos: 6 })).match;
    const s = stateOf(m);
    expect(s.negate).toBeNull();
    expect(s.stage).toMatchObject({ kind: 'crew-action', pos: 9 });
  });

  it('NP-15.2.1 NP-15.1.2 any gangster but the Third Guy: the Second Guy may take the token himself', () => {
    const m = at(2, { '2': mk(1, 0, 0) });
    const r = act(m, 0, A.power({ pos: 1 }));
    expect(r.ok ? '' : r.error.message).toBe('The Negate token goes on any gangster except the Third Guy.');
    expect(legal(stateOf(m), 0)).toContainEqual(A.power({ pos: 2 }));
    expect(legal(stateOf(m), 0)).not.toContainEqual(A.power({ pos: 1 }));
    const step = must(m, 0, A.power({ pos: 2 }));
    expect(step.events.find((e) => e.type === 'negate')?.text).toContain('on the Second Guy');
  });

  it('NP-15.2.2 a negated gangster takes no action all through the Resolve Gangsters phase, even moved up to a place not yet reached', () => {
    const s = stateOf(negatedLeoMovesUp());
    expect(s.positions[7]).toBe('leo-seyfarth');
    expect(s.negate).toBeNull();
    expect(s.stage).not.toMatchObject({ kind: 'crew-action', pos: 8 });
  });

  it('NP-15.2.3 NP-15.2.4 negating the Capo leaves the ring and innate traits alone', () => {
    let m = at(
      2,
      { '2': mk(1, 0, 0), '9': mk(0, 0, 1), '7': mk(0, 1, 0) },
      { board: { ...BOARD, '7': 'danny-costa' }, ring: 2 },
    );
    m = must(m, 0, A.power({ pos: 9 })).match;
    expect(stateOf(m).ring).toBe(2);
  });

  it('NP-15.3.1 NP-15.3.3 the First Guy removes one marker, neutral ones too', () => {
    const s = stateOf(
      must(
        at(3, { '3': mk(1, 0, 0), '9': mk(0, 2, 0, 1) }),
        0,
        A.power({ markers: [{ pos: 9, owner: -1, coin: false }] }),
      ).match,
    );
    expect(s.marks['steve-averso']).toEqual({ seats: [0, 2, 0], neutral: 0, blackmail: null });
    expect(s.neutralSupply).toBe(25);
  });

  it('NP-15.3.2 NP-7.12.5 removing the marker on a Blackmail coin removes the coin', () => {
    const s = stateOf(
      must(
        at(3, { '3': mk(1, 0, 0), '9': mk(0, 2, 1, 0, 2) }),
        0,
        A.power({ markers: [{ pos: 9, owner: 2, coin: true }] }),
      ).match,
    );
    expect(s.marks['steve-averso']).toEqual({ seats: [0, 2, 0], neutral: 0, blackmail: null });
    expect(s.blackmailSupply).toBe(8);
  });

  it('NP-15.4.1 NP-15.4.2 NP-15.4.3 the Bean Counter steals $3, or all a poorer player has, never from the bank', () => {
    let s = stateOf(must(at(4, { '4': mk(1, 0, 0) }), 0, A.power({ seat: 1 })).match);
    expect(s.money).toEqual([13, 7, 2]);
    s = stateOf(must(at(4, { '4': mk(1, 0, 0) }), 0, A.power({ seat: 2 })).match);
    expect(s.money).toEqual([12, 10, 0]);
    expect(act(at(4, { '4': mk(1, 0, 0) }), 0, A.power({ seat: 0 })).ok).toBe(false);
  });

  it("NP-15.5.1 NP-15.5.2 NP-15.5.3 NP-7.12.6 the Racketeer switches two markers, changing control and a coin's owner", () => {
    const m = at(5, { '5': mk(1, 0, 0), '9': mk(0, 2, 2, 0, 2), '6': mk(1, 0, 0) });
    const s = stateOf(
      must(
        m,
        0,
        A.power({
          markers: [
            { pos: 6, owner: 0, coin: false },
            { pos: 9, owner: 2, coin: true },
          ],
        }),
      ).match,
    );
    expect(s.marks['steve-averso']).toEqual({ seats: [1, 2, 1], neutral: 0, blackmail: 0 });
    expect(s.marks['tony-marchetti']).toEqual({ seats: [0, 0, 1], neutral: 0, blackmail: null });
    expect(control(s, 9).seat).toBe(1);
    expect(
      act(
        m,
        0,
        A.power({
          markers: [
            { pos: 6, owner: 0, coin: false },
            { pos: 5, owner: 0, coin: false },
          ],
        }),
      ).ok,
    ).toBe(false);
  });

  it('NP-15.6.1 NP-15.6.2 the Enforcer places one marker of his own colour, never on a coin', () => {
    const s = stateOf(must(at(6, { '6': mk(0, 1, 0), '9': mk(0, 0, 1, 0, 2) }), 1, A.power({ pos: 9 })).match);
    expect(s.marks['steve-averso']).toEqual({ seats: [0, 1, 1], neutral: 0, blackmail: 2 });
  });

  it('NP-15.7.1 NP-15.7.2 NP-15.7.4 the Counselor places three neutral markers on up to three gangsters; they count for Prison', () => {
    const m = at(7, { '7': mk(0, 0, 1), '9': mk(5, 3, 0) });
    let next = must(m, 2, A.power({ targets: [9, 9, 5] })).match;
    const s = stateOf(next);
    expect(s.marks['steve-averso']?.neutral).toBe(2);
    expect(s.marks['jim-redio']?.neutral).toBe(1);
    // 5 + 3 + 2 neutral = 10 ≥ 9 (three players): the Feds take him this round.
    next = must(next, 0, { type: 'pass' }).match;
    for (const seat of [0, 1, 2]) next = must(next, seat, { type: 'buy', count: 0 }).match;
    expect(stateOf(next).prison).toContain('steve-averso');
  });

  it('NP-15.8.1 the Underboss draws an influence card', () => {
    const s = stateOf(must(at(8, { '8': mk(0, 1, 0) }), 1, A.power()).match);
    // The Fence follows at once and deals more, so count from the log instead.
    expect(s.hands[1]?.length).toBeGreaterThanOrEqual(1);
  });

  it('NP-15.9.1 the Capo has no power of his own', () => {
    const r = act(at(9, { '9': mk(1, 0, 0) }), 0, A.power());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.clause).toBe('NP-15.9.1');
  });
});
