/**
 * ISMCTS on a tiny game of hidden cards. Each of two seats holds a card from 1–4 the other cannot see;
 * seat 0 opens one of the doors on offer: `high` (wins if its card is the higher), `low` (wins if lower),
 * `dial` (then it must pick the one right number of six), `dare` (seat 1 then picks one of four replies,
 * one of which wins for seat 1) or `coin` (wins six times in ten).
 */
import { describe, expect, it } from 'vitest';
import type { Roller } from '../engine/dice';
import type { AnyGameDef } from '../engine/game';
import { ok, refuse } from '../engine/result';
import { nextInt, seedRng, type RngState } from '../engine/rng';
import { legalRandomBot, type Bot } from './bot';
import { searchDecision, type SearchGame, type SearchSettings } from './ismcts';

type Door = 'high' | 'low' | 'dial' | 'dare' | 'coin';
type Act = { door: Door } | { dial: number } | { reply: number };
interface Toy {
  cards: [number, number];
  doors: Door[];
  stage: 'door' | 'dial' | 'reply' | 'over';
  winner: number | null;
  /** Set on states the search made up; the guarded game below refuses any other. */
  sampled?: boolean;
}
interface ToyView {
  mine: number | null;
  doors: Door[];
  stage: Toy['stage'];
  winner: number | null;
}

const DIAL = 3;
const WINNING_REPLY = 2;

const toy: AnyGameDef = {
  id: 'toy',
  name: 'Doors',
  engineVersion: '1',
  minSeats: 2,
  maxSeats: 2,
  parseOptions: (raw) => ok(raw as never),
  parseAction: (raw) => ok(raw as never),
  setup: () => ({ cards: [1, 2], doors: ['high', 'low'], stage: 'door', winner: null }),
  pending: (s: Toy) =>
    s.stage === 'over' ? [] : [{ seat: s.stage === 'reply' ? 1 : 0, kind: s.stage, prompt: 'choose' }],
  legal: (s: Toy, seat: number): Act[] => {
    if (s.stage === 'door' && seat === 0) return s.doors.map((door) => ({ door }));
    if (s.stage === 'dial' && seat === 0) return [0, 1, 2, 3, 4, 5].map((dial) => ({ dial }));
    if (s.stage === 'reply' && seat === 1) return [0, 1, 2, 3].map((reply) => ({ reply }));
    return [];
  },
  apply: (s: Toy, _seat: number, a: Act, roller: Roller) => {
    const end = (winner: number) => ok({ state: { ...s, stage: 'over', winner }, events: [] });
    if ('door' in a) {
      if (a.door === 'high') return end(s.cards[0] > s.cards[1] ? 0 : 1);
      if (a.door === 'low') return end(s.cards[0] < s.cards[1] ? 0 : 1);
      if (a.door === 'coin') return end(roller.draw(10) < 6 ? 0 : 1);
      return ok({ state: { ...s, stage: a.door === 'dial' ? 'dial' : 'reply' }, events: [] });
    }
    if ('dial' in a) return end(a.dial === DIAL ? 0 : 1);
    if ('reply' in a) return end(a.reply === WINNING_REPLY ? 1 : 0);
    return refuse('BAD', 'T-1', 'no such action');
  },
  view: (s: Toy, viewer: number): ToyView => ({
    mine: viewer === 0 || viewer === 1 ? s.cards[viewer] : null,
    doors: s.doors,
    stage: s.stage,
    winner: s.winner,
  }),
  outcome: (s: Toy) => (s.winner === null ? null : { winners: [s.winner], scores: [0, 0], reason: 'a door' }),
};

/** The other card, dealt from the three the seat does not hold: sampled, never read. */
function determinizeToy(v: ToyView, seat: number, rng: RngState): [Toy, RngState] {
  const mine = v.mine ?? 1;
  const rest = [1, 2, 3, 4].filter((c) => c !== mine);
  const [i, next] = nextInt(rng, rest.length);
  const draw = rest[i] as number;
  const cards: [number, number] = seat === 0 ? [mine, draw] : [draw, mine];
  return [{ cards, doors: v.doors, stage: v.stage, winner: v.winner, sampled: true }, next];
}

const game = (def: AnyGameDef = toy): SearchGame<Toy, Act, ToyView> => ({
  def,
  determinize: determinizeToy,
  evaluate: () => 0.5,
  policy: legalRandomBot as unknown as Bot<ToyView, Act>,
});

const SETTINGS: SearchSettings = { iterations: 400, horizon: 10, width: 6, widen: 2, explore: 0.7 };

/** The search's choice for seat 0 in a position where it holds `mine` among `doors`. */
function choose(doors: Door[], mine: number, theirs = mine === 4 ? 1 : 4, g = game(), seed = 'x'): Act | undefined {
  const truth: Toy = { cards: [mine, theirs], doors, stage: 'door', winner: null };
  const view = toy.view(truth, 0) as ToyView;
  const legal = toy.legal(truth, 0) as Act[];
  return searchDecision(g, SETTINGS, { view, seat: 0, legal, anytime: [], rng: seedRng(seed) })[0];
}

describe('ISMCTS on a game of hidden cards', () => {
  it('finds a winning move two decisions deep that random playouts undervalue', () => {
    // Playouts alone rate `dial` at 1 in 6 and `high` (a 2 against one of 1, 3, 4) at 1 in 3; the tree
    // learns the right number and with it a sure win.
    for (const seed of ['a', 'b', 'c']) expect(choose(['high', 'dial'], 2, 4, game(), seed)).toEqual({ door: 'dial' });
  });

  it('plays the odds of the card it cannot see', () => {
    expect(choose(['high', 'low'], 3)).toEqual({ door: 'high' });
    expect(choose(['high', 'low'], 2)).toEqual({ door: 'low' });
    expect(choose(['high', 'low'], 4)).toEqual({ door: 'high' });
  });

  it('expects a rival to answer for itself, not for the searching seat', () => {
    // Random replies make `dare` look like 3 wins in 4; seat 1 always has the winning reply.
    for (const seed of ['a', 'b']) expect(choose(['dare', 'coin'], 2, 4, game(), seed)).toEqual({ door: 'coin' });
  });

  it('never reads hidden state: it works only on positions made up from the view it is fed', () => {
    const seen: unknown[] = [];
    const made = (s: Toy) => {
      if (!s.sampled) throw new Error('the search was handed a state it did not make up');
      return s;
    };
    const guarded: AnyGameDef = {
      ...toy,
      pending: (s: Toy) => toy.pending(made(s)),
      legal: (s: Toy, seat: number) => toy.legal(made(s), seat),
      apply: (s: Toy, seat: number, a: Act, r: Roller) => toy.apply(made(s), seat, a, r),
      view: (s: Toy, viewer: number) => toy.view(made(s), viewer),
      outcome: (s: Toy) => toy.outcome(made(s)),
    };
    const g: SearchGame<Toy, Act, ToyView> = {
      ...game(guarded),
      determinize: (v, seat, rng) => {
        seen.push(v);
        return determinizeToy(v, seat, rng);
      },
    };
    // The true rival card is 4, so `high` loses; from the seat's view (a 3) it is the better bet either way.
    const truth: Toy = { cards: [3, 4], doors: ['high', 'low'], stage: 'door', winner: null };
    const view = toy.view(truth, 0) as ToyView;
    expect(view).not.toHaveProperty('cards');
    const input = { view, seat: 0, legal: toy.legal(truth, 0) as Act[], anytime: [], rng: seedRng('v') };
    const [a] = searchDecision(g, SETTINGS, input);
    expect(a).toEqual({ door: 'high' });
    expect(seen.length).toBe(SETTINGS.iterations);
    for (const v of seen) expect(v).toBe(view);
    // Another true position that looks the same from seat 0 gives the same decision with the same rng.
    expect(choose(['high', 'low'], 3, 1, g, 'v')).toEqual(a);
  });

  it("scores the position where the game's own horizon falls, without playing past it", () => {
    const scored: Toy['stage'][] = [];
    const g: SearchGame<Toy, Act, ToyView> = {
      ...game(),
      evaluate: (s) => {
        scored.push(s.stage);
        return s.stage === 'dial' ? 0.9 : 0.5;
      },
      // The horizon: the first decision is taken (as SuperGang stops when the turn is over).
      stop: (from, s) => s.stage !== from.stage,
    };
    expect(choose(['high', 'dial'], 2, 4, g)).toEqual({ door: 'dial' });
    expect(scored.length).toBeGreaterThan(0);
    expect(new Set(scored)).toEqual(new Set(['dial']));
  });

  it('paired, weighs every root candidate on the same sampled positions, round by round', () => {
    const samples: number[] = [];
    const g: SearchGame<Toy, Act, ToyView> = {
      ...game(),
      determinize: (v, seat, rng) => {
        const made = determinizeToy(v, seat, rng);
        samples.push(made[0].cards[1]);
        return made;
      },
    };
    const paired: SearchSettings = { ...SETTINGS, iterations: 40, paired: true };
    const truth: Toy = { cards: [3, 4], doors: ['high', 'low'], stage: 'door', winner: null };
    const view = toy.view(truth, 0) as ToyView;
    const legal = toy.legal(truth, 0) as Act[];
    for (const seed of ['a', 'b', 'c']) {
      samples.length = 0;
      const [a] = searchDecision(g, paired, { view, seat: 0, legal, anytime: [], rng: seedRng(seed) });
      // One sample per round of the two doors; a 3 wins `high` against two cards of the three.
      expect(samples.length).toBe(20);
      expect(a).toEqual({ door: 'high' });
    }
  });

  it('stops on its time budget, and keeps the policy choice when there is nothing to weigh', () => {
    let t = 0;
    const truth: Toy = { cards: [2, 4], doors: ['high', 'low', 'dial'], stage: 'door', winner: null };
    const view = toy.view(truth, 0) as ToyView;
    const legal = toy.legal(truth, 0) as Act[];
    const explain: { reason?: string } = {};
    const budget = { now: () => (t += 1), ms: 50 };
    searchDecision(game(), SETTINGS, { view, seat: 0, legal, anytime: [], rng: seedRng('t'), budget, explain });
    expect(explain.reason).toMatch(/played out \d+ ways/);
    expect(Number(/out (\d+)/.exec(explain.reason ?? '')?.[1])).toBeLessThan(50);
    const one = searchDecision(game(), SETTINGS, {
      view,
      seat: 0,
      legal: [legal[0] as Act],
      anytime: [],
      rng: seedRng('t'),
    });
    expect(one[0]).toEqual(legal[0]);
  });
});
