/**
 * `firstToAct` (`firstToActNp` in pending.ts) names the seat of the first pending decision, or null, at every position of
 * random games: 3–5 seats, expansions, old editions, and games whose seats also make offers, give
 * cards and take table actions, so windows, offers waiting for an answer and the turns all come up.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, type Match } from '../../engine/match';
import { nextInt, seedRng, type RngState } from '../../engine/rng';
import type { JsonValue } from '../../engine/json';
import { nothingPersonal } from './game';
import { firstToActNp } from './pending';
import type { NpAction } from './actions';
import type { NpState } from './state';

const ALL = ['designers', 'historical', 'young-turks'];
const GAMES = [
  { seats: 3, seed: 'first-a', options: {} },
  { seats: 4, seed: 'first-b', options: { expansions: ALL } },
  { seats: 5, seed: 'first-c', options: { expansions: ALL, bindingDeals: true } },
  { seats: 4, seed: 'first-d', options: { expansions: ['historical', 'young-turks'], randomSetup: true } },
  { seats: 4, seed: 'first-e', options: { expansions: ['designers'] }, engineVersion: '4' },
  { seats: 3, seed: 'first-f', options: { expansions: ['historical'] }, engineVersion: '1' },
];

function start(g: (typeof GAMES)[number], seed: string): Match {
  const c = createMatch(nothingPersonal, {
    options: g.options,
    seats: g.seats,
    seed,
    ...(g.engineVersion ? { engineVersion: g.engineVersion } : {}),
  });
  if (!c.ok) throw new Error(c.error.message);
  return c.value.match;
}

/** Mostly the first pending seat's decision; with `deals`, sometimes an offer, an answer, a gift or a table action. */
function pick(s: NpState, rng: RngState, deals: boolean): [{ seat: number; action: NpAction }, RngState] {
  const [roll, r1] = nextInt(rng, 12);
  const [seat, r2] = nextInt(r1, s.seats);
  const hand = s.hands[seat] ?? [];
  if (deals && roll === 0 && hand.length > 0) {
    const to = (seat + 1) % s.seats;
    const action: NpAction = { type: 'offer', to, money: 0, cards: [hand[0] as string], ask: 0, promise: '' };
    return [{ seat, action }, r2];
  }
  const offer = s.offers[s.offers.length - 1];
  if (deals && roll === 1 && offer)
    return [{ seat: offer.to, action: { type: 'answer', offer: offer.id, accept: r2[0] % 2 === 0 } }, r2];
  if (deals && roll === 2 && hand.length > 0)
    return [{ seat, action: { type: 'give', to: (seat + 1) % s.seats, money: 0, cards: [hand[0] as string] } }, r2];
  if (deals && roll === 3) {
    const table = nothingPersonal.anytime?.(s, seat) ?? [];
    if (table.length > 0) {
      const [i, r3] = nextInt(r2, table.length);
      return [{ seat, action: table[i] as NpAction }, r3];
    }
  }
  const decider = (nothingPersonal.pending(s)[0] as { seat: number }).seat;
  const legal = nothingPersonal.legal(s, decider) ?? [];
  const [i, r3] = nextInt(r2, legal.length);
  return [{ seat: decider, action: legal[i] as NpAction }, r3];
}

describe('NP firstToAct', () => {
  for (const g of GAMES)
    for (const deals of [false, true])
      it(`names the first pending seat at every position (${g.seats} seats, ${g.seed}${deals ? ', with deals' : ''})`, () => {
        const seed = `${g.seed}${deals ? '-deals' : ''}`;
        let m = start(g, seed);
        let rng = seedRng(`${seed}-moves`);
        let offersSeen = 0;
        let positions = 0;
        for (; positions < 3000; positions++) {
          const s = m.state as NpState;
          const first = nothingPersonal.pending(s)[0];
          expect(firstToActNp(s)).toBe(first ? first.seat : null);
          if (s.offers.length > 0) offersSeen++;
          if (!first || nothingPersonal.outcome(s)) break;
          const [move, next] = pick(s, rng, deals);
          rng = next;
          const step = applyAction(nothingPersonal, m, move.seat, move.action as unknown as JsonValue, {
            kind: 'seeded',
          });
          if (step.ok) m = step.value.match;
        }
        expect(nothingPersonal.outcome(m.state as NpState)).not.toBeNull();
        expect(positions).toBeGreaterThan(100);
        if (deals) expect(offersSeen).toBeGreaterThan(0);
      });
});

describe('NP firstToAct with nobody else to decide', () => {
  it('names the lowest seat with an offer to answer, as pending lists them', () => {
    const m = start(GAMES[1] as (typeof GAMES)[number], 'first-offers');
    const s = structuredClone(m.state) as NpState;
    s.stage = { kind: 'feds', asked: true };
    s.interrupts = [];
    expect(firstToActNp(s)).toBeNull();
    const offer = { id: 0, from: 3, to: 2, money: 1, cards: [], ask: 0, promise: '' };
    s.offers = [offer, { ...offer, id: 1, from: 2, to: 1 }, { ...offer, id: 2, from: 0, to: 3 }];
    expect(nothingPersonal.pending(s)[0]?.seat).toBe(1);
    expect(firstToActNp(s)).toBe(1);
  });
});
