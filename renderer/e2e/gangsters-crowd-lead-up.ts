/**
 * Run with tsx by `gangsters-crowd.e2e.ts`: plays the engine's own bots from a seed (as
 * `gangsters-lead-up.ts` does) up to a crowded board: a Movement Phase whose Gang has a piece to move on a
 * place shared by `least` pieces or more (on a street space: "2 street"). Prints, as one line of JSON, the moves that lead there, whose
 * decision it is and where the crowd stands.
 */
import { applyAction, createMatch } from '../../core/engine/match';
import { seedRng, type RngState } from '../../core/engine/rng';
import { seatView } from '../../core/engine/view';
import type { JsonValue } from '../../core/engine/json';
import type { GangstersAction } from '../../core/games/gangsters/actions';
import { heuristicBot, randomBot } from '../../core/games/gangsters/bots';
import { gangsters } from '../../core/games/gangsters/game';
import type { GangstersState } from '../../core/games/gangsters/state';
import type { GangstersView } from '../../core/games/gangsters/view';

type A = GangstersAction;

const OPTIONS = { heaters: true, wheels: true, siren: true, donuts: true };
const SEATS = 2;

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

/** The crowded place where the Gang to move has a piece to move, if any. */
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

function tryLeadUp(seed: string, least: number, street: boolean): unknown {
  const c = createMatch(gangsters, { options: OPTIONS, seats: SEATS, seed });
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
    const place = crowded(s, legal, least, street);
    if (place) return { seed, options: OPTIONS, seats: SEATS, moves, seat: p.seat, place, state: s };
    const bot = i % 3 === 0 ? randomBot : heuristicBot;
    const view = sv.view as unknown as GangstersView;
    const [action, next] = bot({ view, seat: p.seat, legal: legal as unknown as JsonValue[], anytime: [], rng });
    rng = next;
    if (action === undefined) return null;
    const step = applyAction(gangsters, m, p.seat, action, { kind: 'seeded' });
    if (!step.ok) throw new Error(step.error.message);
    m = step.value.match;
    moves.push({ seat: p.seat, action });
  }
  return null;
}

// The position's name: how many pieces, and "street" for a street space ("2 street").
const [count, where] = (process.argv[2] ?? '3').split(' ');
const least = Number(count);
const street = where === 'street';
let found: unknown = null;
for (let k = 0; k < 40 && !found; k++) found = tryLeadUp(`e2e-${k}`, least, street);
if (!found) throw new Error(`no game reached a place of ${least} pieces`);
process.stdout.write(`${JSON.stringify(found)}\n`);
