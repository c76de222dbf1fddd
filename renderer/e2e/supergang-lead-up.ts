/**
 * Run with tsx by `supergang-positions.ts` (core's city is imported as JSON, which the test runner's loader
 * does not do): plays SuperGang's own bots from a seed up to a named position and prints, as one line of
 * JSON, the moves that lead there and whose decision it is. Shots are never supplied on the way, so the
 * host, rolling the same seeded dice, reaches the same position.
 */
import { applyAction, createMatch } from '../../core/engine/match';
import type { JsonValue } from '../../core/engine/json';
import { seedRng, type RngState } from '../../core/engine/rng';
import { seatView } from '../../core/engine/view';
import { heuristicBot } from '../../core/games/supergang/bots';
import { supergang } from '../../core/games/supergang/game';
import { moveQueries } from '../../core/games/supergang/move-queries';
import { copsForSale } from '../../core/games/supergang/rules/turn';
import type { SuperGangState } from '../../core/games/supergang/state';
import type { SuperGangView } from '../../core/games/supergang/view';

interface Wanted {
  /**
   * The first seed tried (`…-<n>`, then n + 1, …): the one that reaches the position, where the seeds
   * before it were found not to, so the search costs nothing in each run of the tests.
   */
  readonly seed: string;
  readonly seats: number;
  readonly options: Record<string, JsonValue>;
  /** True at the position wanted: the kind of decision asked next ('over' once the game has ended). */
  readonly stop: (s: SuperGangState, kind: string) => boolean;
  /**
   * The bots throw the duels on the way (dice-style duels only, where no shot is supplied); otherwise a game
   * that reaches a shot first is passed over.
   */
  readonly throughDuels?: boolean;
}

/** Pieces on a place, cop groups among them, and pieces among them the seat asked may move now. */
interface Crowd {
  readonly n: number;
  readonly cops: number;
  readonly movers: number;
}

/** Each place's crowd, for the seat asked to move (`kind` 'move' or 'cops'). */
function crowds(s: SuperGangState, kind: string): Crowd[] {
  const at = new Map<string, Crowd>();
  const add = (place: string, cop: boolean, mover: boolean) => {
    const e = at.get(place) ?? { n: 0, cops: 0, movers: 0 };
    at.set(place, { n: e.n + 1, cops: e.cops + Number(cop), movers: e.movers + Number(mover) });
  };
  for (const c of s.characters)
    if (c.place === 'board' && c.pos)
      add(c.pos.kind === 'shop' ? c.pos.shop : c.pos.square, false, kind === 'move' && s.turn.toMove.includes(c.id));
  s.cops.forEach((g, i) => {
    if (g.out === null && g.pos)
      add(g.pos.kind === 'shop' ? g.pos.shop : g.pos.square, true, kind === 'cops' && s.turn.copsToMove.includes(i));
  });
  return [...at.values()];
}

/** A four-gang game (dice duels, thrown on the way) up to a place with at least the crowd `want`. */
const crowdAt = (seed: string, want: Crowd): Wanted => ({
  seed,
  seats: 4,
  options: { duelStyle: 'dice', turnCap: 60 },
  throughDuels: true,
  stop: (s, kind) => crowds(s, kind).some((c) => c.n >= want.n && c.cops >= want.cops && c.movers >= want.movers),
});

const WANTED: Readonly<Record<string, Wanted>> = {
  /** The first duel of a game (a stick-up or a killing), an arrow to aim (SG-8, SG-11). */
  duel: {
    seed: 'sg-e2e-0',
    seats: 3,
    options: { duelStyle: 'aim', turnCap: 60 },
    stop: (s, kind) => kind === 'shoot' && s.duel !== null && s.duel.cause !== 'clinic',
  },
  /**
   * The first duel of a game (dart style), where the gang whose turn it is shoots at the other side's last
   * target standing: one arrow can end it, and the same gang is asked next (the plank lingers on its board).
   */
  'last-arrow': {
    seed: 'sg-e2e-linger-0',
    seats: 3,
    options: { duelStyle: 'dart', turnCap: 60 },
    stop: (s, kind) => kind === 'shoot' && lastTarget(s) && s.duel?.seats[s.duel.gunner] === turnSeat(s),
  },
  /**
   * The first duel of a game (dart style) where the defenders shoot at the attackers' last target standing:
   * one arrow can end it, and then the gang whose turn it is, another player, is asked (the screen passes).
   */
  'hand-over': {
    seed: 'sg-e2e-handover-8',
    seats: 3,
    options: { duelStyle: 'dart', turnCap: 60 },
    stop: (s, kind) =>
      kind === 'shoot' &&
      lastTarget(s) &&
      s.duel?.gunner === 1 &&
      s.duel.cause !== 'arrest' &&
      s.duel.seats[1] !== turnSeat(s),
  },
  /** A seat to move with two or more of its own movable pieces sharing one place (a click picks each). */
  stack: {
    seed: 'sg-e2e-stack-0',
    seats: 3,
    options: { duelStyle: 'dice', turnCap: 60 },
    stop: (s, kind) => kind === 'move' && sharedByMovers(s),
  },
  /** Four gangs, four pieces on one place, two of which the seat to move may move (`supergang-print.e2e.ts`). */
  four: crowdAt('sg-e2e-crowd-0', { n: 4, cops: 0, movers: 2 }),
  /** Four gangs, three pieces or more on one place, a cop group among them, one of them to move now. */
  cop: crowdAt('sg-e2e-crowd-1', { n: 3, cops: 1, movers: 1 }),
  /** Four gangs, one of which owns the cops (SG-9.4.1), and a person to move (`supergang-crowd.e2e.ts`). */
  'cops-owned': {
    seed: 'sg-e2e-owned-17',
    seats: 4,
    options: { duelStyle: 'dice', turnCap: 200 },
    throughDuels: true,
    stop: (s, kind) => kind === 'move' && s.gangs.some((g) => g.ownsCops && !g.eliminated),
  },
  /**
   * A stop at a shop two other gangs defend, three gangs at the table: what the piece does there, two
   * stick-ups and "That is all here: next" (SG-4.3.4, SG-5.4, SG-4.1.3), the longest answers of a street stop.
   */
  'stick-ups': {
    seed: 'sg-e2e-stickups-0',
    seats: 3,
    options: { duelStyle: 'dice', turnCap: 60 },
    throughDuels: true,
    stop: (s, kind) => kind === 'act' && stickUps(s) >= 2 && mayGoOn(s),
  },
  /** A stop with eight answers, three gangs at the table: a racket, two stick-ups, traffic pawns to buy (SG-5). */
  'many-answers': {
    seed: 'sg-e2e-many-0',
    seats: 3,
    options: { duelStyle: 'dice', turnCap: 60 },
    throughDuels: true,
    stop: (s, kind) => kind === 'act' && answerTypes(s).length >= 8,
  },
  /** Three gangs, the first (seat 0) wiped out while the other two play on (SG-14.1). */
  'first-out': {
    seed: 'sg-e2e-first-out-51',
    seats: 3,
    options: { duelStyle: 'dice', turnCap: 200 },
    throughDuels: true,
    stop: (s, kind) => kind !== 'over' && s.gangs[0]?.eliminated === true,
  },
  /** A seat to move with a piece whose move may end in a shop where a stick-up is all it could do (SG-4.3.4). */
  'stick-up-ahead': {
    seed: 'sg-e2e-ahead-0',
    seats: 3,
    options: { duelStyle: 'dice', turnCap: 60 },
    throughDuels: true,
    stop: (s, kind) => kind === 'move' && moveQueries(s, turnSeat(s)).some((q) => (q.stickUp?.length ?? 0) > 0),
  },
  /** A four-gang turn's first question with two answers: roll the dice, or buy the cops first (SG-9.4). */
  'buy-cops': {
    seed: 'sg-e2e-start-0',
    seats: 4,
    options: { duelStyle: 'dice', turnCap: 60 },
    throughDuels: true,
    stop: (s, kind) => kind === 'start' && copsForSale(s),
  },
  /**
   * The end of a game whose last turn put out the gang playing it (SG-14.1): it threw, lost its last man in a
   * duel, and the gang left standing won (SG-1.1). Two gangs, our house rule, duels thrown by the dice.
   */
  out: {
    seed: 'sg-e2e-out-0',
    seats: 2,
    options: { duelStyle: 'dice', turnCap: 60 },
    throughDuels: true,
    stop: (s, kind) => kind === 'over' && s.gangs[s.turn.gang]?.eliminated === true,
  },
  /** The end of a short game with duels thrown by the dice: its final scores, then History. */
  over: {
    seed: 'sg-e2e-21',
    seats: 3,
    options: { duelStyle: 'dice', turnCap: 5 },
    stop: (_s, kind) => kind === 'over',
  },
};

/** The duel's side under fire has one target standing: one arrow may end it. */
function lastTarget(s: SuperGangState): boolean {
  const d = s.duel;
  return (
    d !== null && d.cause !== 'clinic' && d.sides[d.gunner === 0 ? 1 : 0].filter((t) => t.down === null).length === 1
  );
}

/** The kinds of the answers the seat asked may give (`stick-up`, `done`, …). */
function answerTypes(s: SuperGangState): string[] {
  const seat = supergang.pending(s)[0]?.seat ?? -1;
  return (supergang.legal(s, seat) ?? []).map((a) => (a as { type?: string } | null)?.type ?? '');
}

/** How many stick-ups the seat asked may choose from. */
const stickUps = (s: SuperGangState): number => answerTypes(s).filter((t) => t === 'stick-up').length;

/** The seat asked may leave the place as it is ("That is all here: next", SG-4.1.3). */
const mayGoOn = (s: SuperGangState): boolean => answerTypes(s).includes('done');

const turnSeat = (s: SuperGangState): number => s.gangs[s.turn.gang]?.seat ?? -1;

/** Two or more of the pieces the turn's gang moves now stand on one place. */
function sharedByMovers(s: SuperGangState): boolean {
  const at = new Map<string, number>();
  for (const c of s.characters) {
    if (!s.turn.toMove.includes(c.id) || c.place !== 'board' || !c.pos) continue;
    const key = c.pos.kind === 'shop' ? c.pos.shop : c.pos.square;
    at.set(key, (at.get(key) ?? 0) + 1);
  }
  return [...at.values()].some((n) => n >= 2);
}

function leadUp(name: string): unknown {
  const w = WANTED[name];
  if (!w) throw new Error(`no position "${name}"`);
  const first = Number(/\d+$/.exec(w.seed)?.[0] ?? 0);
  for (let k = first; k < first + 40; k++) {
    const found = tryLeadUp(w, w.seed.replace(/\d+$/, String(k)));
    if (found) return found;
  }
  throw new Error(`no game from seed ${w.seed} on reached the position "${name}"`);
}

function tryLeadUp(w: Wanted, seed: string): unknown {
  const c = createMatch(supergang, { options: w.options, seats: w.seats, seed });
  if (!c.ok) throw new Error(c.error.message);
  let m = c.value.match;
  let rng: RngState = seedRng(`lead-up:${seed}`);
  const moves: { seat: number; action: JsonValue }[] = [];
  for (let i = 0; i < 4000; i++) {
    const s = m.state as SuperGangState;
    const p = supergang.pending(s)[0];
    if (w.stop(s, p?.kind ?? 'over')) return { seed, seats: w.seats, options: w.options, moves, seat: p?.seat ?? -1 };
    if (!p) return null;
    if (p.kind === 'shoot' && !w.throughDuels) return null;
    const sv = seatView(supergang, m, p.seat);
    const legal = (sv.legal ?? []) as JsonValue[];
    const view = sv.view as unknown as SuperGangView;
    const [action, next] = heuristicBot({ view, seat: p.seat, legal, anytime: [], rng });
    rng = next;
    if (action === undefined) return null;
    const step = applyAction(supergang, m, p.seat, action, { kind: 'seeded' });
    if (!step.ok) throw new Error(step.error.message);
    m = step.value.match;
    moves.push({ seat: p.seat, action });
  }
  return null;
}

process.stdout.write(`${JSON.stringify(leadUp(process.argv[2] ?? ''))}\n`);
