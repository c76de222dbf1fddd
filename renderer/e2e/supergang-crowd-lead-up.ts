/**
 * Run with tsx by `supergang-crowd.e2e.ts` (as `supergang-lead-up.ts` is by the positions it reaches):
 * plays a seeded four-gang game up to a named position and prints, as one line of JSON, the moves that lead
 * there and whose decision it is.
 * - `crowd`: six pieces or more on one street square, two of them the seat to move may move. Every move on
 *   the way goes where the most pieces already stand (a crowd the bots alone reach only by chance); every
 *   other decision is the bots'.
 * - `answers`: a decision of seven answers or more on buttons (what a gangster does at a shop), the bots
 *   playing every move on the way.
 */
import { applyAction, createMatch } from '../../core/engine/match';
import type { JsonValue } from '../../core/engine/json';
import { seedRng, type RngState } from '../../core/engine/rng';
import { seatView } from '../../core/engine/view';
import { heuristicBot } from '../../core/games/supergang/bots';
import { supergang } from '../../core/games/supergang/game';
import type { SuperGangState } from '../../core/games/supergang/state';
import type { SuperGangView } from '../../core/games/supergang/view';

type Action = { type: string; to?: string | null } & Record<string, JsonValue | undefined>;

const OPTIONS: Record<string, JsonValue> = { duelStyle: 'dice', turnCap: 60 };
/** The first seed tried for each position (`…-<n>`, then n + 1, …): the one found to reach it. */
const SEEDS: Readonly<Record<string, string>> = { crowd: 'sg-e2e-stack-six-22', answers: 'sg-e2e-answers-0' };

const placeOf = (pos: SuperGangState['characters'][number]['pos']): string | null =>
  pos ? (pos.kind === 'shop' ? pos.shop : pos.square) : null;

/** How many pieces stand on each place of the board. */
function counts(s: SuperGangState): Map<string, number> {
  const out = new Map<string, number>();
  const add = (p: string | null) => p !== null && out.set(p, (out.get(p) ?? 0) + 1);
  for (const c of s.characters) if (c.place === 'board') add(placeOf(c.pos));
  for (const g of s.cops) if (g.out === null) add(placeOf(g.pos));
  return out;
}

/** Six or more on a street square, two of them the turn's gang may move now. */
function crowded(s: SuperGangState, kind: string): boolean {
  if (kind !== 'move') return false;
  return [...counts(s)].some(
    ([place, n]) =>
      n >= 6 &&
      /^s\d/.test(place) &&
      s.characters.filter((c) => c.place === 'board' && placeOf(c.pos) === place && s.turn.toMove.includes(c.id))
        .length >= 2,
  );
}

const BUTTONS = (a: Action) => !['move', 'cop-move', 'shoot', 'pay', 'abandon', 'time-up'].includes(a.type);

function tryLeadUp(name: string, seed: string): unknown {
  const c = createMatch(supergang, { options: OPTIONS, seats: 4, seed });
  if (!c.ok) throw new Error(c.error.message);
  let m = c.value.match;
  let rng: RngState = seedRng(`lead-up:${seed}`);
  const moves: { seat: number; action: JsonValue }[] = [];
  for (let i = 0; i < 1500; i++) {
    const s = m.state as SuperGangState;
    const p = supergang.pending(s)[0];
    if (!p) return null;
    const sv = seatView(supergang, m, p.seat);
    const legal = (sv.legal ?? []) as Action[];
    if (name === 'crowd' ? crowded(s, p.kind) : legal.filter(BUTTONS).length >= 7)
      return { seed, seats: 4, options: OPTIONS, moves, seat: p.seat };
    let action: JsonValue | undefined;
    if (name === 'crowd') {
      const here = counts(s);
      const score = (a: Action) => (a.to ? (here.get(a.to.split('/')[0] ?? '') ?? 0) : 0);
      const best = legal
        .filter((a) => a.type === 'move' || a.type === 'cop-move')
        .sort((a, b) => score(b) - score(a))[0];
      if (best && score(best) > 0) action = best as JsonValue;
    }
    if (action === undefined) {
      const view = sv.view as unknown as SuperGangView;
      const [a, next] = heuristicBot({ view, seat: p.seat, legal: legal as JsonValue[], anytime: [], rng });
      rng = next;
      action = a;
    }
    if (action === undefined) return null;
    const step = applyAction(supergang, m, p.seat, action, { kind: 'seeded' });
    if (!step.ok) throw new Error(step.error.message);
    m = step.value.match;
    moves.push({ seat: p.seat, action });
  }
  return null;
}

function leadUp(name: string): unknown {
  const first = SEEDS[name];
  if (!first) throw new Error(`no position "${name}"`);
  // The next 40 seeds from the one named (a seed numbered 40 or more was never tried at all).
  const from = Number(/\d+$/.exec(first)?.[0] ?? 0);
  for (let k = from; k < from + 40; k++) {
    const found = tryLeadUp(name, first.replace(/\d+$/, String(k)));
    if (found) return found;
  }
  throw new Error(`no game from seed ${first} on reached the position "${name}"`);
}

process.stdout.write(`${JSON.stringify(leadUp(process.argv[2] ?? ''))}\n`);
