/**
 * Run with tsx by `gangsters-positions.ts` (core's board file is imported as JSON, which the test runner's
 * loader does not do): plays the engine's own bots from a seed up to a named position and prints, as one
 * line of JSON, the moves that lead there, whose decision it is, that seat's legal list and, for each
 * listed move of a piece, the spaces the engine records it passing through.
 */
import { applyAction, createMatch, type Match } from '../../core/engine/match';
import { seedRng, type RngState } from '../../core/engine/rng';
import { seatView } from '../../core/engine/view';
import type { JsonValue } from '../../core/engine/json';
import type { GangstersAction } from '../../core/games/gangsters/actions';
import { heuristicBot, randomBot } from '../../core/games/gangsters/bots';
import { gangsters } from '../../core/games/gangsters/game';
import { isBuilding } from '../../core/games/gangsters/rules/places';
import { mayOfferSale } from '../../core/games/gangsters/rules/trades';
import type { GangstersState } from '../../core/games/gangsters/state';
import type { GangstersView } from '../../core/games/gangsters/view';

type A = GangstersAction;

interface Wanted {
  /**
   * The first seed tried (`e2e-<n>`, then n + 1, …): the one that reaches the position, where the seeds
   * before it were found not to, so the search costs nothing in each run of the tests.
   */
  readonly seed: string;
  /** True at the position wanted (the seat to decide, its legal list). */
  readonly stop: (s: GangstersState, legal: readonly A[]) => boolean;
  /** Decisions the players take whenever they may on the way (Wheels bought…), before the bots' own. */
  readonly prefer?: (a: A) => boolean;
  /** The game's options, when not the usual `OPTIONS` (a movement clock…). */
  readonly options?: Readonly<Record<string, JsonValue>>;
  /** More to print about the position found (the crowded place…). */
  readonly extra?: (s: GangstersState, legal: readonly A[]) => Record<string, JsonValue>;
}

/** A Vamp's move where her player chooses whom she seduces. */
export const seductions = (legal: readonly A[]): A[] =>
  legal.filter(
    (a) =>
      a.type === 'move' &&
      a.piece === 'vamp' &&
      (a.seduce?.length ?? 0) > 0 &&
      legal.some(
        (b) =>
          b.type === 'move' &&
          b.piece === 'vamp' &&
          b.to === a.to &&
          b.criminal === a.criminal &&
          JSON.stringify(b.seduce) !== JSON.stringify(a.seduce),
      ),
  );

/** How many pieces stand on each place. */
function crowds(s: GangstersState): Map<string, number> {
  const at = new Map<string, number>();
  const add = (p: string | null | undefined) => {
    if (p) at.set(p, (at.get(p) ?? 0) + 1);
  };
  for (const g of s.gangs) for (const p of Object.values(g.pieces)) add(p?.at);
  for (const c of s.cops) add(c.at);
  for (const p of s.publics) add(p.at);
  return at;
}

/** The most crowded place (`least` pieces or more; a street space if `street`) where the Gang to move has a piece to move. */
function crowded(s: GangstersState, legal: readonly A[], least: number, street: boolean): string | null {
  if (s.phase !== 'move') return null;
  const gang = s.gangs.find((g) => g.seat === s.turn.seat);
  if (!gang) return null;
  let best: [string, number] | null = null;
  for (const [place, n] of crowds(s))
    if (
      n >= least &&
      (!street || /^s\d+-\d+$/.test(place)) &&
      (!best || n > best[1]) &&
      legal.some((a) => a.type === 'move' && gang.pieces[a.piece]?.at === place)
    )
      best = [place, n];
  return best?.[0] ?? null;
}

/** A Movement Phase with a piece to move on a place of `least` pieces or more (`gangsters-crowd.e2e.ts`). */
const crowd = (seed: string, least: number, street: boolean): Wanted => ({
  seed,
  stop: (s, legal) => crowded(s, legal, least, street) !== null,
  extra: (s, legal) => ({ place: crowded(s, legal, least, street) }),
});

const WANTED: Readonly<Record<string, Wanted>> = {
  trade: { seed: 'e2e-0', stop: (s) => s.phase === 'buy' },
  wheels: {
    seed: 'e2e-12',
    prefer: (a) => a.type === 'equip' && a.item === 'wheels',
    stop: (s, legal) => s.phase === 'move' && legal.some((a) => a.type === 'move' && a.wheels === true),
  },
  // The first Movement Phase, on a five-minute movement clock (G-6.9).
  clock: {
    seed: 'e2e-0',
    options: { heaters: true, wheels: true, siren: true, donuts: true, movementSeconds: 300 },
    stop: (s) => s.phase === 'move',
  },
  subway: {
    seed: 'e2e-0',
    stop: (s, legal) => s.phase === 'move' && legal.some((a) => a.type === 'move' && a.subway === true),
  },
  seduction: { seed: 'e2e-12', stop: (s, legal) => s.phase === 'move' && seductions(legal).length > 0 },
  donut: {
    seed: 'e2e-0',
    stop: (s, legal) => s.phase === 'cop' && legal.some((a) => a.type === 'cop-move' && a.donut === true),
  },
  rebuff: { seed: 'e2e-0', stop: (_s, legal) => legal.some((a) => a.type === 'rebuff') },
  // A Cop to move while the other Gang holds no Bribe at all: its only answer is to let the move stand (G-9.5).
  'cop-move': {
    seed: 'e2e-0',
    stop: (s, legal) =>
      s.phase === 'cop' &&
      legal.some((a) => a.type === 'cop-move') &&
      !s.bribes.some((b) => b.holder !== s.turn.copActor),
  },
  // A Gang with no Racketeers left, in its Movement Phase, that may sell a Joint to the other Gang (G-7.5).
  sale: { seed: 'e2e-5', stop: (s) => mayOfferSale(s, s.turn.seat) },
  // A Shootout's first question: a Hit to declare, or not (G-11.4), on a street, which the panel names.
  shootout: {
    seed: 'e2e-0',
    stop: (s) => {
      const q = s.phase === 'shootout' ? s.shootout?.questions[0] : undefined;
      return q?.kind === 'hit' && !isBuilding(q.space);
    },
  },
  // A Gang's Movement Phase with a bribe placed: its Bribe marker is drawn when the phase ends (G-9.5).
  bribe: {
    seed: 'e2e-0',
    prefer: (a) => a.type === 'bribe' && a.cop !== null,
    stop: (s) => s.phase === 'move' && s.turn.bribeBy !== null && s.turn.bribeBy === s.turn.seat,
  },
  recruit: {
    seed: 'e2e-0',
    stop: (s, legal) =>
      s.phase === 'move' &&
      new Set(legal.flatMap((a) => (a.type === 'recruit' && a.piece === 'thug' ? [a.count] : []))).size >= 5,
  },
  // Two pieces or more on a street space; three or more in a building.
  'crowd-street': crowd('e2e-0', 2, true),
  'crowd-building': crowd('e2e-1', 3, false),
};

/** The advanced rules (G-16) on, two people at the table. */
export const OPTIONS = { heaters: true, wheels: true, siren: true, donuts: true };
const SEATS = 2;

function pathOf(m: Match, seat: number, a: A): string[] | null {
  if (!('to' in a)) return null;
  const r = applyAction(gangsters, m, seat, a as unknown as JsonValue, { kind: 'seeded' });
  if (!r.ok) return null;
  const e = r.value.events.find((x) => x.data && 'path' in x.data);
  return (e?.data?.path as string[] | undefined) ?? null;
}

/** The first game, from `w.seed` on (`e2e-0`, `e2e-1`, …), that reaches the position. */
function leadUp(w: Wanted): unknown {
  const from = Number(/\d+$/.exec(w.seed)?.[0] ?? 0);
  for (let k = from; k < from + 40; k++) {
    const found = tryLeadUp(w, w.seed.replace(/\d+$/, String(k)));
    if (found) return found;
  }
  throw new Error(`no game from seed ${w.seed} on reached the position wanted`);
}

function tryLeadUp(w: Wanted, seed: string): unknown {
  const c = createMatch(gangsters, { options: w.options ?? OPTIONS, seats: SEATS, seed });
  if (!c.ok) throw new Error(c.error.message);
  let m = c.value.match;
  let rng: RngState = seedRng(`lead-up:${seed}`);
  const moves: { seat: number; action: JsonValue }[] = [];
  for (let i = 0; i < 600; i++) {
    const p = gangsters.pending(m.state as GangstersState)[0];
    if (!p) return null;
    const sv = seatView(gangsters, m, p.seat);
    const legal = (sv.legal ?? []) as unknown as A[];
    const s = m.state as GangstersState;
    if (w.stop(s, legal))
      return {
        seed,
        options: w.options ?? OPTIONS,
        seats: SEATS,
        moves,
        seat: p.seat,
        state: s,
        legal,
        paths: legal.map((a) => pathOf(m, p.seat, a)),
        ...w.extra?.(s, legal),
      };
    let action = (w.prefer ? legal.find(w.prefer) : undefined) as JsonValue | undefined;
    if (!action) {
      const bot = i % 3 === 0 ? randomBot : heuristicBot;
      const view = sv.view as unknown as GangstersView;
      const [a, next] = bot({ view, seat: p.seat, legal: legal as unknown as JsonValue[], anytime: [], rng });
      rng = next;
      action = a;
    }
    if (action === undefined) return null;
    const step = applyAction(gangsters, m, p.seat, action, { kind: 'seeded' });
    if (!step.ok) throw new Error(step.error.message);
    m = step.value.match;
    moves.push({ seat: p.seat, action });
  }
  return null;
}

const name = process.argv[2] ?? '';
const wanted = WANTED[name];
if (!wanted) throw new Error(`no position called "${name}"`);
process.stdout.write(`${JSON.stringify(leadUp(wanted))}\n`);
