/**
 * Secret cash (G-15.1, G-15.2): with the option on, no other seat's view or redacted events reveal a
 * Gang's cash or any amount it pays or receives; the Gang itself sees every figure.
 */
import { describe, expect, it } from 'vitest';
import { redactEvents, type GameEvent, type Viewer } from '../../../engine/events';
import { gangstersView } from '../view';
import { act, BROWN, GREEN, RED, start, st, YELLOW } from '../testing/game-play';

const pos = `
  options secretCash
  turn green buy
  cash green=5000 brown=1000 red=1000 yellow=1000
  gang green racketeer=2@astoria-house thug=2@huffs-cafe/criminal
  gang brown racketeer=2@westgate-hotel
  gang yellow racketeer=2@lous-diner
  joint hawthorne-hotel green x2
  joint astoria-house green
  joint lous-diner yellow
  public 3@hawthorne-hotel`;

/** A Green turn that pays and collects every kind of money: bribe, recruit, payoff, extortion, fine, trade. */
function greenTurn(): GameEvent[] {
  const events: GameEvent[] = [];
  let m = start(pos);
  const step = (seat: number, action: unknown, dice: number[] = [], draws?: number[]): void => {
    const r = act(m, seat, action, dice, draws);
    m = r.m;
    events.push(...r.events);
  };
  step(GREEN, {
    type: 'offer-trade',
    to: YELLOW,
    give: { joints: [], cash: 700 },
    get: { joints: ['lous-diner'], cash: 0 },
  });
  expect(gangstersView(st(m), BROWN).turn.trade?.give).toEqual({ joints: [], withCash: true });
  step(YELLOW, { type: 'answer-trade', accept: false });
  step(GREEN, { type: 'roll' }, [1, 1, 2, 1, 3]); // red, green, blue, white, black
  step(GREEN, { type: 'bribe', cop: null });
  step(GREEN, { type: 'recruit', piece: 'thug', count: 1 }); // the third Thug: $300 × black 3
  step(BROWN, { type: 'fine', offender: GREEN });
  step(GREEN, { type: 'end-move' }, [], [0]); // payoff $3,600, extortion $300, bribe $200
  const s = st(m);
  expect(s.gangs[GREEN]?.cash).toBe(5000 - 900 - 500 + 3600 + 300 - 200);
  return events;
}

const MONEY = /\$\d/;

describe('G-15.1 secret cash', () => {
  it('G-15.1 other seats’ redacted events name no amount and carry no money data', () => {
    const events = greenTurn();
    for (const viewer of [RED, YELLOW, BROWN, 'spectator'] as Viewer[]) {
      const seen = redactEvents(events, viewer).filter((e) => !(viewer === YELLOW && e.type === 'trade-offer'));
      for (const e of seen) {
        expect(e.text, `${String(viewer)} sees "${e.text}"`).not.toMatch(MONEY);
        for (const key of ['amount', 'price', 'cost', 'cash']) expect(e.data?.[key]).toBeUndefined();
      }
      // They still learn that the payments happened.
      expect(seen.some((e) => e.type === 'payoff' && /collects from the x3 Public/.test(e.text))).toBe(true);
    }
    // The trade partner sees the offer in full.
    expect(redactEvents(events, YELLOW).find((e) => e.type === 'trade-offer')?.text).toMatch(/\$700/);
  });

  it('G-15.1 the Gang itself sees every figure', () => {
    const mine = redactEvents(greenTurn(), GREEN).map((e) => e.text);
    for (const figure of ['$3,600', '$300', '$900', '$500', '$200', '$700'])
      expect(mine.some((t) => t.includes(figure))).toBe(true);
  });

  it('G-15.1 other seats’ views show no cash and no Bank balance; the game’s end reveals all', () => {
    const s = st(start(pos));
    const v = gangstersView(s, BROWN);
    expect(v.gangs.map((g) => g.cash)).toEqual([undefined, undefined, undefined, 1000]);
    expect('bank' in v).toBe(false);
    expect(JSON.stringify(v)).not.toContain('5000');
    s.phase = 'over';
    expect(gangstersView(s, BROWN).gangs[GREEN]?.cash).toBe(5000);
  });

  it('G-15.1 the snapshot kept for taking a move back (G-6.92) shows other seats no cash either', () => {
    const s = st(start(pos));
    s.turn.undo = { gangs: structuredClone(s.gangs), publics: [], moved: [], movesUsed: 0, wheelsUsed: false };
    const v = gangstersView(s, BROWN);
    expect(JSON.stringify(v)).not.toContain('5000');
    expect(v.turn.undo?.gangs.map((g) => g.cash)).toEqual([undefined, undefined, undefined, 1000]);
    expect(gangstersView(s, GREEN).turn.undo?.gangs[GREEN]?.cash).toBe(5000);
  });
});
