/**
 * `apply`'s draft (draft.ts) shares the markers, hands and rulings with the state before until a rule
 * writes them. Random games are played twice, move for move: once so, once on drafts that share only the
 * options (every other part copied before the rules run, as `apply` did before). Each state's text and
 * each step's events must be the same in both: a rule that read a part it had kept from before a write
 * (stale once copied) would tell them apart. The kernel's freeze guard (build/vitest.setup.ts) makes a
 * write into a shared part throw. Besides the turns, the games take table actions (Shakedowns, cards
 * played out of turn, Leo's moves, coins handed on), gifts and offers, which write hands and markers.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { applyAction, createMatch, SIMULATION, type Match } from '../../engine/match';
import { nextInt, seedRng, type RngState } from '../../engine/rng';
import type { JsonValue } from '../../engine/json';
import { shareDraftParts } from './draft';
import { nothingPersonal } from './game';
import type { NpAction } from './actions';
import type { NpState } from './state';

type Move = { seat: number; action: NpAction };

/** A random move: mostly the deciding seat's, sometimes a table action, a gift or an offer of any seat. */
function pick(s: NpState, rng: RngState): [Move, RngState] {
  const [roll, r1] = nextInt(rng, 10);
  const [seat, r2] = nextInt(r1, s.seats);
  if (roll === 0) {
    const table = nothingPersonal.anytime?.(s, seat) ?? [];
    if (table.length > 0) {
      const [i, r3] = nextInt(r2, table.length);
      return [{ seat, action: table[i] as NpAction }, r3];
    }
  }
  const hand = s.hands[seat] ?? [];
  if (roll === 1 && hand.length > 0 && s.phase !== 'over') {
    const to = (seat + 1) % s.seats;
    const cards = [hand[0] as string];
    const [kind, r3] = nextInt(r2, 2);
    const action =
      kind === 0
        ? ({ type: 'give', to, money: 0, cards } as NpAction)
        : ({ type: 'offer', to, money: 0, cards, ask: 0, promise: '' } as NpAction);
    return [{ seat, action }, r3];
  }
  const offer = s.offers[0];
  if (roll === 2 && offer) return [{ seat: offer.to, action: { type: 'answer', offer: offer.id, accept: true } }, r2];
  const decider = (nothingPersonal.pending(s)[0] as { seat: number }).seat;
  const legal = nothingPersonal.legal(s, decider) ?? [];
  const [i, r3] = nextInt(r2, legal.length);
  return [{ seat: decider, action: legal[i] as NpAction }, r3];
}

function start(seats: number, seed: string, options: object, engineVersion?: string): Match {
  const c = createMatch(nothingPersonal, { options, seats, seed, ...(engineVersion ? { engineVersion } : {}) });
  if (!c.ok) throw new Error(c.error.message);
  return c.value.match;
}

function step(m: Match, move: Move, shared: boolean) {
  shareDraftParts(shared);
  try {
    return applyAction(
      nothingPersonal,
      m,
      move.seat,
      move.action as unknown as JsonValue,
      { kind: 'seeded' },
      SIMULATION,
    );
  } finally {
    shareDraftParts(true);
  }
}

const GAMES = [
  { seats: 3, seed: 'draft-a', options: {} },
  { seats: 4, seed: 'draft-b', options: { expansions: ['designers', 'historical', 'young-turks'] } },
  {
    seats: 5,
    seed: 'draft-c',
    options: { expansions: ['designers', 'historical', 'young-turks'], bindingDeals: true },
  },
  { seats: 4, seed: 'draft-d', options: { expansions: ['historical', 'young-turks'], randomSetup: true } },
  { seats: 4, seed: 'draft-e', options: { expansions: ['designers'] }, engineVersion: '3' },
  { seats: 3, seed: 'draft-f', options: { expansions: ['historical'] }, engineVersion: '1' },
];

afterEach(() => shareDraftParts(true));

describe("apply's draft, sharing parts until a rule writes them", () => {
  for (const g of GAMES) {
    for (const round of [0, 1, 2, 3]) {
      const seed = `${g.seed}-${round}`;
      it(`plays the same game as drafts that share nothing (${g.seats} seats, ${seed})`, () => {
        let a = start(g.seats, seed, g.options, g.engineVersion);
        let b = start(g.seats, seed, g.options, g.engineVersion);
        let rng = seedRng(`${seed}-moves`);
        let shares = 0;
        let steps = 0;
        for (let n = 0; n < 3000 && !nothingPersonal.outcome(b.state as NpState); n++) {
          const [move, next] = pick(b.state as NpState, rng);
          rng = next;
          const sa = step(a, move, true);
          const sb = step(b, move, false);
          expect(sa.ok).toBe(sb.ok);
          if (!sa.ok || !sb.ok) continue;
          expect(JSON.stringify(sa.value.match)).toBe(JSON.stringify(sb.value.match));
          expect(JSON.stringify(sa.value.events)).toBe(JSON.stringify(sb.value.events));
          const before = a.state as NpState;
          const after = sa.value.match.state as NpState;
          if (after.marks === before.marks || after.hands === before.hands) shares++;
          a = sa.value.match;
          b = sb.value.match;
          steps++;
        }
        expect(nothingPersonal.outcome(a.state as NpState)).not.toBeNull();
        // The draft does share: most steps pass the markers or the hands on as they were.
        expect(shares).toBeGreaterThan(steps / 2);
      });
    }
  }
});
