/**
 * More rules put right in engine version 5 (state.ts `EDITION`), each beside a game begun under engine
 * version 4 that keeps its rule (the scenario statement `engine 4`).
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../engine/match';
import { gangsters } from '../game';
import { legalActions } from '../legal';
import { shootoutAsk } from '../pending';
import { act, COMMISSIONER, GREEN, RED, refusal, start, st, YELLOW } from '../testing/game-play';

/**
 * Red's criminal Thug 3 and citizen Racketeer 4 stand in Yellow's level-1 Lou's Diner with Cop 5; Green
 * ends its move. The Cop busts the Thug, the Guard fires at both.
 */
const COP_AND_GUARD = `
  players 5
  turn green move
  dice red=1 green=1 blue=1 white=1 black=1
  cash red=2000 yellow=2000 green=2000 brown=2000 commissioner=1000
  gang red racketeer=4@lous-diner thug=3@lous-diner/criminal
  gang yellow racketeer=2@westgate-hotel
  gang green racketeer=2@hawthorne-hotel
  gang brown racketeer=2@huffs-cafe
  joint lous-diner yellow
  cop 5@lous-diner`;

/** The Shootout: Cop 5 scores one hit, Red's Racketeer and Thug none, the Guard two; Red spreads the three. */
function copAndGuard(text: string): Match {
  // Cop 5; Red's Racketeer 4 and Thug 3; Yellow's Guard (two dice); then the Commissioner's blue and white.
  const dice = [5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 4, 4, 1, 1];
  let m = act(start(text), GREEN, { type: 'end-move' }, dice).m;
  // Edition 8 names the place too ("… the hits in Lou's Diner", edition8-audit13.test.ts).
  expect(gangsters.pending(st(m))).toEqual([
    {
      seat: RED,
      kind: 'absorb',
      prompt: expect.stringMatching(/^\{seat:0\}: choose who takes the hits.* \(G-12\.4\)\.$/),
    },
  ]);
  // The citizen Racketeer may take only the Guard's hits (G-9.7), so the Cop's hit is on the Thug.
  m = act(m, RED, { type: 'absorb', alloc: { '0:racketeer': 2, '0:thug': 1 } }, [1, 1]).m;
  expect(st(m).gangs[RED]?.strength).toMatchObject({ racketeer: 2, thug: 2 });
  return m;
}

describe('G-17.4 the Commissioner’s reward for the points his Cops shot away', () => {
  it('G-17.4 the reward is for the Thug the Cop hit, not the citizen Racketeer the Guard hit', () => {
    const m = copAndGuard(COP_AND_GUARD);
    expect(st(m).commissionerCash).toBe(1000 + 300); // the 3rd Thug
    expect(st(m).turn.seat).toBe(COMMISSIONER);
  });

  it('G-17.4 a game begun under engine version 4 keeps its rule: the Racketeer’s point was counted first', () => {
    const m = copAndGuard(`engine 4\n${COP_AND_GUARD}`);
    expect(st(m).commissionerCash).toBe(1000 + 400); // the 4th Racketeer
  });
});

/**
 * Yellow has no Racketeers, no Joints and no cash, and holds Cop 3's Bribe badge; Cop 3 has Green's
 * Donut on him. Red ends its move and Yellow is out of the game (G-7.5).
 */
const YELLOW_OUT = `
  options donuts
  turn red move
  dice red=2 green=2 blue=3 white=1 black=2
  cash red=5000 yellow=0 green=5000 brown=5000
  gang red racketeer=2@westgate-hotel
  gang yellow thug=2@s9-8/east/criminal
  gang green racketeer=2@hawthorne-hotel
  joint westgate-hotel red
  cop 3@public-library
  donut green 3
  bribe yellow 3`;

describe('G-7.5 a seat out of the game at the table', () => {
  it('G-7.5 a Gang out of the game calls off no Donut, calls no fine and is fined no more', () => {
    const m = act(start(YELLOW_OUT), RED, { type: 'end-move' }).m;
    expect(st(m).gangs[YELLOW]?.out).toBe(true);
    const before = st(m);
    for (const [seat, a] of [
      [YELLOW, { type: 'remove-donut', cop: 3 }],
      [YELLOW, { type: 'fine', offender: GREEN }],
      [GREEN, { type: 'fine', offender: YELLOW }],
    ] as const) {
      const r = refusal(m, seat, a);
      expect(r).toMatchObject({ code: 'OUT_OF_GAME', clause: 'G-7.5' });
    }
    expect(st(m)).toBe(before);
    expect(st(m).gangs[GREEN]?.donut).toMatchObject({ cop: 3 });
    expect(st(m).bribes).toEqual([{ marker: 3, holder: YELLOW }]);
  });

  it('G-7.5 a game begun under engine version 4 keeps its rule: the out seat still calls off the Donut', () => {
    let m = act(start(`engine 4\n${YELLOW_OUT}`), RED, { type: 'end-move' }).m;
    expect(st(m).gangs[YELLOW]?.out).toBe(true);
    m = act(m, YELLOW, { type: 'remove-donut', cop: 3 }).m;
    expect(st(m).gangs[GREEN]?.donut).toBeNull();
    expect(st(m).bribes).toEqual([]);
  });
});

/** Red offers Huff's Cafe to Yellow, who has $500, for $2,000 (secret cash: Red cannot know). */
const TRADE = `
  options secretCash
  turn red buy
  cash red=0 yellow=500
  gang red racketeer=2@huffs-cafe
  joint huffs-cafe red`;
const OFFER = {
  type: 'offer-trade',
  to: YELLOW,
  give: { joints: ['huffs-cafe'], cash: 0 },
  get: { joints: [], cash: 2000 },
} as const;

describe('G-14.1 accepting a trade', () => {
  it('G-14.1 a Gang that cannot pay what a trade asks is offered only a decline; an accept is refused', () => {
    const m = act(start(TRADE), RED, OFFER).m;
    expect(legalActions(st(m), YELLOW)).toEqual([{ type: 'answer-trade', accept: false }]);
    const before = st(m);
    expect(refusal(m, YELLOW, { type: 'answer-trade', accept: true })).toMatchObject({
      code: 'CANNOT_AFFORD',
      clause: 'G-14.1',
    });
    expect(st(m)).toBe(before);
    expect(st(m).phase).toBe('trade');
    const r = act(m, YELLOW, { type: 'answer-trade', accept: false });
    expect(r.events.map((e) => e.text)).toEqual(['{seat:1} declines the trade.']);
  });

  it('G-14.1 a game begun under engine version 4 keeps its rule: the accept is taken and fails for all to see', () => {
    const m = act(start(`engine 4\n${TRADE}`), RED, OFFER).m;
    expect(legalActions(st(m), YELLOW)).toHaveLength(2);
    const r = act(m, YELLOW, { type: 'answer-trade', accept: true });
    expect(r.events.map((e) => e.text)).toEqual(['The trade cannot be completed, so it is off.']);
    expect(st(r.m).joints['huffs-cafe']).toEqual({ owner: RED, level: 1 });
  });

  const TEN = [
    'kowalskis-bakery',
    'frankies-house-of-cards',
    'sals-barbershop',
    'dixie-shoeshine',
    'corner-newsstand',
    'palace-pool-hall',
    'ace-garage',
    'goldbergs-pawn-shop',
    'paradise-ballroom',
    'rosies-speakeasy',
  ];
  const FULL = `${TRADE.replace('yellow=500', 'yellow=5000')}\n${TEN.map((j) => `joint ${j} yellow`).join('\n')}`;
  const SMALL = { ...OFFER, get: { joints: [], cash: 100 } };

  it('G-3.4 an offer that would give a Gang an eleventh Joint is refused when it is made', () => {
    const m = start(FULL);
    expect(refusal(m, RED, SMALL)).toMatchObject({ code: 'NO_MARKERS', clause: 'G-3.4' });
  });

  it('G-3.4 a game begun under engine version 4 keeps its rule: the offer stands and the accept fails', () => {
    const m = act(start(`engine 4\n${FULL}`), RED, SMALL).m;
    expect(st(m).phase).toBe('trade');
    const r = act(m, YELLOW, { type: 'answer-trade', accept: true });
    expect(r.events.map((e) => e.text)).toEqual(['The trade cannot be completed, so it is off.']);
  });
});

describe('G-12 Shootout questions in plain words', () => {
  it('G-11.4 G-11.5 G-12.4 each question says what it asks and cites its own clause, never the engine’s word', () => {
    const hit = { kind: 'hit' as const, seat: 0, piece: 'thug' as const, space: 'lous-diner', targets: [1, -1] };
    expect(shootoutAsk({ ...hit, must: false })).toBe('declare a Hit or not (G-11.4)');
    expect(shootoutAsk({ ...hit, must: true })).toBe("choose whom your Thug's Hit is on (G-11.4)");
    expect(shootoutAsk({ kind: 'bust', seat: 4, space: 'city-hall', criminals: ['0:thug', '1:thug'] })).toBe(
      'choose whom the Cops bust (G-11.5)',
    );
    expect(shootoutAsk({ kind: 'aim', seat: 0, fight: 0, unit: '0:thug', sides: [-1, 1] })).toBe(
      'split your hits between the sides (G-12.4)',
    );
    expect(shootoutAsk({ kind: 'absorb', seat: 0, fight: 0, side: 0 })).toBe('choose who takes the hits (G-12.4)');
  });
});
