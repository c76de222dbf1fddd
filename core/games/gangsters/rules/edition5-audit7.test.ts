/**
 * Rules put right in engine version 5 (state.ts `EDITION`) by the seventh audit, each beside a game begun
 * under engine version 4 that keeps its rule (the scenario statement `engine 4`).
 */
import { describe, expect, it } from 'vitest';
import { redactEvents, type GameEvent } from '../../../engine/events';
import type { Match } from '../../../engine/match';
import { gangsters } from '../game';
import { playGame } from '../simulate';
import { mayOfferSale } from './trades';
import {
  act,
  BROWN,
  COMMISSIONER,
  FIVE_SEATS,
  GREEN,
  passAll,
  RED,
  refusal,
  start,
  st,
  YELLOW,
} from '../testing/game-play';

/** Red, with $600 of secret cash, rolls a blue 2 and places a $200 bribe; Yellow then fines Red. */
const BRIBE_THEN_FINE = `
  options secretCash
  turn red cop
  dice red=2 green=2 blue=2 white=1 black=2
  cash red=600 yellow=5000 green=5000 brown=5000
  gang red racketeer=2@westgate-hotel
  gang yellow racketeer=2@lous-diner
  joint westgate-hotel red
  joint lous-diner yellow`;

function bribeThenFine(text: string): { m: Match; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let m = passAll(act(start(text), RED, { type: 'bribe', cop: null }).m);
  const fined = act(m, YELLOW, { type: 'fine', offender: RED });
  events.push(...fined.events);
  const ended = act(fined.m, RED, { type: 'end-move' }, [], [0]);
  events.push(...ended.events);
  m = ended.m;
  return { m, events };
}

describe('G-9.5, G-15.1 a bribe placed is paid: a fine does not make it fall through', () => {
  it('G-9.5 the fine leaves the bribe’s $200, the bribe is paid, and no seat learns the briber was short', () => {
    const { m, events } = bribeThenFine(BRIBE_THEN_FINE);
    expect(st(m).gangs[RED]?.cash).toBe(0); // $400 fine, then the $200 bribe
    expect(st(m).bribes.filter((b) => b.holder === RED)).toHaveLength(1);
    for (const viewer of [YELLOW, GREEN]) {
      const seen = redactEvents(events, viewer);
      expect(seen.some((e) => e.type === 'bribe-failed')).toBe(false);
      expect(seen.find((e) => e.type === 'bribe')?.text).toBe('A bribe is paid and a Bribe marker drawn in secret.');
    }
  });

  it('G-9.5 a game begun under engine version 4 keeps its rule: the fine came first and every seat read the bribe failed', () => {
    const { m, events } = bribeThenFine(`engine 4\n${BRIBE_THEN_FINE}`);
    expect(st(m).gangs[RED]?.cash).toBe(100);
    expect(st(m).bribes).toHaveLength(0);
    expect(redactEvents(events, YELLOW).find((e) => e.type === 'bribe-failed')?.text).toBe(
      'The bribe cannot be paid, so no Bribe marker is drawn.',
    );
  });
});

/** Red, with $1,000 of secret cash, offers Yellow $800 for Lou's Diner; Green fines Red before the answer. */
const OFFER_THEN_FINE = `
  options secretCash
  turn red buy
  cash red=1000 yellow=5000 green=5000 brown=5000
  gang red racketeer=2@westgate-hotel
  gang yellow racketeer=2@lous-diner
  joint westgate-hotel red
  joint lous-diner yellow`;

function offerThenFine(text: string): { m: Match; events: GameEvent[] } {
  let m = act(start(text), RED, {
    type: 'offer-trade',
    to: YELLOW,
    give: { joints: [], cash: 800 },
    get: { joints: ['lous-diner'], cash: 0 },
  }).m;
  m = act(m, GREEN, { type: 'fine', offender: RED }).m;
  const r = act(m, YELLOW, { type: 'answer-trade', accept: true });
  return { m: r.m, events: [...r.events] };
}

describe('G-14.1, G-15.1 cash offered in a trade is kept for it: a fine does not make the trade fall through', () => {
  it('G-14.1 the fine leaves the $800 offered, the trade is made, and no seat reads that it fell through', () => {
    const { m, events } = offerThenFine(OFFER_THEN_FINE);
    expect(st(m).gangs[RED]?.cash).toBe(0); // a $200 fine, then the $800
    expect(st(m).joints['lous-diner']?.owner).toBe(RED);
    expect(events.map((e) => e.type)).toEqual(['trade']);
  });

  it('G-14.1 a game begun under engine version 4 keeps its rule: the fine came first and the trade fell through', () => {
    const { m, events } = offerThenFine(`engine 4\n${OFFER_THEN_FINE}`);
    expect(st(m).gangs[RED]?.cash).toBe(500);
    expect(st(m).joints['lous-diner']?.owner).toBe(YELLOW);
    expect(redactEvents(events, BROWN).map((e) => e.text)).toEqual(['The trade cannot be completed, so it is off.']);
  });
});

/**
 * Red has no Racketeers and $300; with a green 6 one Racketeer costs $600. The Bank pays $600 for Astoria
 * House; Yellow will pay $800 for it.
 */
const SHORT = `
  turn red move
  dice red=1 green=6 blue=3 white=1 black=1
  cash red=300 yellow=2000 green=2000 brown=2000
  gang red thug=2@huffs-cafe
  gang yellow racketeer=2@lous-diner
  joint astoria-house red
  joint huffs-cafe red`;

const SALE = {
  type: 'offer-trade',
  to: YELLOW,
  give: { joints: ['astoria-house'], cash: 0 },
  get: { joints: [], cash: 800 },
};

describe('G-7.5 selling a Joint to another player for the Racketeers, in the Movement Phase', () => {
  it('G-7.5 with the price on the dice, a Gang with no Racketeers sells one Joint to another Gang for the sum agreed', () => {
    let m = act(start(SHORT), RED, SALE).m;
    expect(st(m).phase).toBe('trade');
    expect(gangsters.pending(st(m))[0]).toMatchObject({ seat: YELLOW, kind: 'trade' });
    m = act(m, YELLOW, { type: 'answer-trade', accept: true }).m;
    expect(st(m).phase).toBe('move');
    expect(st(m).joints['astoria-house']?.owner).toBe(YELLOW);
    expect(st(m).gangs[RED]?.cash).toBe(1100);
    m = act(m, RED, { type: 'recruit', piece: 'racketeer', count: 1, at: 'huffs-cafe' }).m;
    expect(st(m).gangs[RED]?.strength.racketeer).toBe(1);
    // One Joint a turn, to a player or to the Bank.
    expect(refusal(m, RED, { type: 'sell', joint: 'huffs-cafe' }).clause).toBe('G-7.5');
  });

  it('G-7.5 a declined sale goes back to the Movement Phase, and the Bank may still buy', () => {
    let m = act(start(SHORT), RED, SALE).m;
    m = act(m, YELLOW, { type: 'answer-trade', accept: false }).m;
    expect(st(m).phase).toBe('move');
    m = act(m, RED, { type: 'sell', joint: 'astoria-house' }).m;
    expect(st(m).gangs[RED]?.cash).toBe(900);
  });

  it('G-7.5 only one Joint for cash, only by a Gang with no Racketeers: anything else is refused, nothing changed', () => {
    const m = start(SHORT);
    for (const offer of [
      { ...SALE, give: { joints: ['astoria-house', 'huffs-cafe'], cash: 0 } },
      { ...SALE, give: { joints: ['astoria-house'], cash: 100 } },
      { ...SALE, get: { joints: ['lous-diner'], cash: 800 } },
    ])
      expect(refusal(m, RED, offer)).toMatchObject({ code: 'NOT_A_SALE', clause: 'G-7.5' });
    const racketeer = start(SHORT.replace('gang red thug=2@huffs-cafe', 'gang red racketeer=1@huffs-cafe'));
    expect(refusal(racketeer, RED, SALE)).toMatchObject({ code: 'NOT_A_SALE', clause: 'G-7.5' });
    expect(st(m).phase).toBe('move');
    expect(st(m).turn.trade).toBeNull();
  });

  it('G-7.5 a game begun under engine version 4 sells only to the Bank in the Movement Phase', () => {
    const m = start(`engine 4\n${SHORT}`);
    expect(refusal(m, RED, SALE).code).toBe('WRONG_PHASE');
  });

  it('G-7.5 the table offers the sale exactly when the host would take one: the mover’s view says so, no other seat’s', () => {
    const view = (m: Match, seat: number) =>
      gangsters.view(st(m), seat) as unknown as Parameters<typeof mayOfferSale>[0];
    const m = start(SHORT);
    expect(mayOfferSale(view(m, RED), RED)).toBe(true);
    expect(mayOfferSale(view(m, YELLOW), YELLOW)).toBe(false);
    const racketeer = start(SHORT.replace('gang red thug=2@huffs-cafe', 'gang red racketeer=1@huffs-cafe'));
    expect(mayOfferSale(view(racketeer, RED), RED)).toBe(false);
    expect(mayOfferSale(view(start(`engine 4\n${SHORT}`), RED), RED)).toBe(false);
    const sold = act(m, RED, { type: 'sell', joint: 'astoria-house' }).m;
    expect(mayOfferSale(view(sold, RED), RED)).toBe(false);
    expect(refusal(sold, RED, SALE).clause).toBe('G-7.5');
  });
});

/** Red's turn is the last of the Gangs' series; the pawn cup is empty, so the Commissioner plays next. */
const LAST_OF_SERIES = `${FIVE_SEATS}
  turn red move
  dice red=1 green=1 blue=1 white=1 black=1
  pawns`;

describe('G-15.2 a time limit in turns counts Player Turns (our reading)', () => {
  it('G-15.2 the Commissioner’s turn is one of the turns counted, and the game ends with the turn that reaches the limit', () => {
    let m = start(LAST_OF_SERIES);
    st(m).options.timeLimitTurns = st(m).turn.number + 1;
    m = act(m, RED, { type: 'end-move' }, [3, 1]).m; // the Commissioner's blue 3 and white 1
    expect(st(m).phase).not.toBe('over');
    expect(st(m).turn.seat).toBe(COMMISSIONER);
    m = passAll(act(m, COMMISSIONER, { type: 'bribe', cop: null }).m);
    m = act(m, COMMISSIONER, { type: 'end-move' }, [], [0]).m;
    expect(st(m).phase).toBe('over');
    expect(st(m).endReason).toBe('The time limit is reached: Red has the highest net worth, $2,600, and wins.');
    expect(gangsters.outcome(st(m))?.winners).toEqual([RED]); // $2,000 and the $600 Westgate Hotel
  });

  it('G-15.2 a game stored with a limit of one turn in all (the lobby offered one until December 2026) still starts and ends after it', () => {
    // The lobby now offers a round at least (a turn each); the engine takes the limits it always took.
    const played = playGame({ players: 3, seed: 'one-turn', options: { timeLimitTurns: 1 } });
    const s = st(played.match);
    expect(s.options.timeLimitTurns).toBe(1);
    expect(s.phase).toBe('over');
    expect(s.turn.number).toBe(1);
    expect(s.endReason).toMatch(/^The time limit is reached/);
  });
});
