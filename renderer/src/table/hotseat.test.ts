import { describe, expect, it } from 'vitest';
import type { MatchUpdate, SeatSpec } from '@core/protocol';
import {
  clockRunsFor,
  curtainBefore,
  decidingSeats,
  forcedAnswers,
  holdEnds,
  keptWaiting,
  needsCurtain,
  nextViewer,
  screenTakers,
} from './hotseat';

const human = (name: string): SeatSpec => ({ kind: 'human', name });
const bot = (name: string): SeatSpec => ({ kind: 'bot', level: 'random', name });
const p = (seat: number, kind = 'move') => ({ seat, kind, prompt: '' });

describe('hot-seat', () => {
  const table = [human('Rosa'), human('Sal'), bot('Dutch')];

  it('ignores the table actions every seat may take at any moment', () => {
    expect(decidingSeats([p(2), p(0, 'anytime'), p(1, 'anytime'), p(2, 'anytime')])).toEqual([2]);
  });

  it('gives the device to the human who must decide, keeping it with the one who has it', () => {
    expect(nextViewer([p(1)], table, null)).toBe(1);
    expect(nextViewer([p(0), p(1)], table, 1)).toBe(1);
    expect(nextViewer([p(0), p(1)], table, 'spectator')).toBe(0);
  });

  it('leaves the table with the last human while bots decide, or the spectator before anyone had it', () => {
    expect(nextViewer([p(2)], table, 0)).toBe(0);
    expect(nextViewer([p(2)], table, null)).toBe('spectator');
    expect(nextViewer([p(2)], [human('Rosa'), bot('A'), bot('B')], null)).toBe(0);
    expect(nextViewer([p(0)], [bot('A'), bot('B')], null)).toBe('spectator');
  });

  it('draws the curtain only between two different people', () => {
    expect(needsCurtain(table, 0, 1)).toBe(true);
    expect(needsCurtain(table, 1, 1)).toBe(false);
    expect(needsCurtain(table, 'spectator', 0)).toBe(true);
    expect(needsCurtain([human('Rosa'), bot('A'), bot('B')], null, 0)).toBe(false);
  });

  it('asks the game whether the screen shows a secret, from the view and what the seat is asked', () => {
    const update = { view: { v: 1 }, legal: [{ a: 1 }], anytime: null, pending: [p(1)] };
    const seen: unknown[] = [];
    const secret = (view: unknown, seat: number, asked?: unknown) => {
      seen.push([view, seat, asked]);
      return seat === 1;
    };
    expect(curtainBefore(update, 1, secret)).toBe(true);
    expect(curtainBefore(update, 0, secret)).toBe(false);
    expect(seen[0]).toEqual([{ v: 1 }, 1, update]);
    // A game that cannot tell gets the curtain at every pass between people.
    expect(curtainBefore(update, 0, undefined)).toBe(true);
  });

  describe('a person who asks for the screen to play at any moment (NP-7.3.1, NP-13.1)', () => {
    const family = [human('Rosa'), human('Sal'), human('Ann'), bot('Dutch')];

    it('keeps the screen with them while another person decides, until they give it back', () => {
      expect(nextViewer([p(0)], family, 0, [], 1)).toBe(1);
      // Still theirs as the game goes on (a computer player moves, someone else is asked).
      expect(nextViewer([p(3)], family, 1, [], 1)).toBe(1);
      expect(nextViewer([p(2)], family, 1, [], 1)).toBe(1);
      // Given back: to whoever the game is waiting for.
      expect(nextViewer([p(2)], family, 1, [], null)).toBe(2);
    });

    it('is not kept for a seat no longer played at this screen', () => {
      expect(nextViewer([p(0)], family, 2, [2], 2)).toBe(0);
      expect(nextViewer([p(0)], family, 0, [], 3)).toBe(0);
    });

    it('is offered to each other person at this screen, and only where two or more share it', () => {
      expect(screenTakers(family, 0)).toEqual([1, 2]);
      expect(screenTakers(family, 'spectator')).toEqual([0, 1, 2]);
      expect(screenTakers(family, 0, [2])).toEqual([1]);
      expect(screenTakers([human('Rosa'), bot('A')], 'spectator')).toEqual([]);
      expect(screenTakers([human('Rosa'), human('Sal')], 0, [1])).toEqual([]);
    });

    it('G-6.9 stops the clock of the person deciding, not a clock already stopped or their own', () => {
      const timed = (seat: number, paused?: boolean) => ({
        ...p(seat),
        deadline: { seconds: 120, onExpiry: null, ...(paused === undefined ? {} : { paused }) },
      });
      expect(clockRunsFor([timed(0)], 1)).toBe(true);
      expect(clockRunsFor([timed(0, true)], 1)).toBe(false);
      expect(clockRunsFor([timed(1)], 1)).toBe(false);
      expect(clockRunsFor([p(0)], 1)).toBe(false);
    });

    it('ends at the game’s end, when the seat leaves this screen, or at their own decision with nobody else waiting', () => {
      const going = (pending: ReturnType<typeof p>[], outcome: unknown = null) =>
        ({ pending, outcome }) as Parameters<typeof holdEnds>[0];
      // Another waits for the screen: it stays theirs until they give it back.
      expect(holdEnds(going([p(0)]), family, 1, 1)).toBe(false);
      expect(holdEnds(going([p(0), p(1)]), family, 1, 1)).toBe(false);
      // Only a computer player decides: it stays theirs too.
      expect(holdEnds(going([p(3)]), family, 1, 1)).toBe(false);
      // The game comes to their own decision (the mover's time ran out), nobody else waiting: it ends.
      expect(holdEnds(going([p(1)]), family, 1, 1)).toBe(true);
      // …but not before the screen has reached them.
      expect(holdEnds(going([p(1)]), family, 1, 0)).toBe(false);
      expect(holdEnds(going([p(0)], { scores: [] }), family, 1, 1)).toBe(true);
      expect(holdEnds(going([p(0)]), family, 1, 1, [1])).toBe(true);
    });

    it('says who at this screen is kept waiting meanwhile', () => {
      expect(keptWaiting([p(0), p(1, 'anytime'), p(3)], family, 1)).toEqual([0]);
      expect(keptWaiting([p(1), p(3)], family, 1)).toEqual([]);
      expect(keptWaiting([p(2)], family, 1, [2])).toEqual([]);
    });
  });

  describe('with seats played on other devices (game night on the network)', () => {
    const family = [human('Rosa'), human('Sal'), human('Ann'), bot('Dutch')];
    const elsewhere = [2];

    it('never gives the host screen a seat a guest plays on their own device', () => {
      expect(nextViewer([p(2)], family, null, elsewhere)).toBe('spectator');
      expect(nextViewer([p(2), p(1)], family, null, elsewhere)).toBe(1);
      // The screen was showing that seat before it went to a guest: it leaves it.
      expect(nextViewer([p(2)], family, 2, elsewhere)).toBe('spectator');
      expect(nextViewer([p(2)], [human('Rosa'), human('Ann')], 1, [1])).toBe(0);
    });

    it('draws the curtain only between the people at the host screen', () => {
      expect(needsCurtain(family, 0, 1, elsewhere)).toBe(true);
      expect(needsCurtain([human('Rosa'), human('Ann')], null, 0, [1])).toBe(false);
    });
  });
});

describe('a question the table answers by itself', () => {
  const update = (seat: number): MatchUpdate => ({
    matchId: 'm',
    gameId: 'g',
    seat,
    version: 7,
    view: { free: [1, 3] },
    pending: [p(1, 'rebuff'), p(2, 'rebuff'), p(3, 'rebuff'), p(0, 'anytime')],
    legal: [{ type: 'pass' }, { type: 'offer' }],
    anytime: [{ type: 'offer' }],
    outcome: null,
    events: [],
  });
  // A game whose seats 1 and 3 can only pass, as every view shows.
  const passFor = (view: unknown, seat: number) => ((view as { free: number[] }).free.includes(seat) ? 'pass' : null);

  it('is answered for the seats played at this screen only, unless the host refused it', () => {
    expect([...forcedAnswers(update(0), [0, 1, 2], passFor)]).toEqual([[1, 'pass']]);
    expect(forcedAnswers(update(0), [0, 1, 2], passFor, (s) => s === 1).size).toBe(0);
    expect(forcedAnswers(update(0), [0, 1, 2], undefined).size).toBe(0);
  });
});
