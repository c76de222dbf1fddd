/**
 * Run with tsx by `supergang-print.e2e.ts`, like `supergang-lead-up.ts` (through `lead-up.ts`): plays
 * SuperGang's own bots, four gangs, from a seed up to a move where pieces crowd one street square or shop,
 * and prints as one line of JSON the moves that lead there, with the place and how many stand on it.
 * Positions: `four` (four pieces on one place) and `cop` (three or more, a cop group among them).
 */
import { applyAction, createMatch } from '../../core/engine/match';
import type { JsonValue } from '../../core/engine/json';
import { seedRng, type RngState } from '../../core/engine/rng';
import { seatView } from '../../core/engine/view';
import { heuristicBot } from '../../core/games/supergang/bots';
import { supergang } from '../../core/games/supergang/game';
import type { SuperGangState } from '../../core/games/supergang/state';
import type { SuperGangView } from '../../core/games/supergang/view';

interface Crowd {
  readonly place: string;
  /** Pieces on the place, cop groups among them, and pieces among them the seat asked may move now. */
  readonly n: number;
  readonly cops: number;
  readonly movers: number;
}

/** The least crowd wanted at each position. */
const WANT: Readonly<Record<string, Omit<Crowd, 'place'>>> = {
  four: { n: 4, cops: 0, movers: 2 },
  cop: { n: 3, cops: 1, movers: 1 },
};
const name = process.argv[2] ?? '';
const want = WANT[name];
if (!want) throw new Error(`no position "${name}"`);

/** Each place's crowd, for the seat asked to move (`kind` 'move' or 'cops'). */
function crowds(s: SuperGangState, kind: string): Crowd[] {
  const at = new Map<string, Crowd>();
  const add = (place: string, cop: boolean, mover: boolean) => {
    const e = at.get(place) ?? { place, n: 0, cops: 0, movers: 0 };
    at.set(place, { place, n: e.n + 1, cops: e.cops + Number(cop), movers: e.movers + Number(mover) });
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

function tryLeadUp(seed: string, want: Omit<Crowd, 'place'>): unknown {
  const options = { duelStyle: 'dice', turnCap: 60 };
  const c = createMatch(supergang, { options, seats: 4, seed });
  if (!c.ok) throw new Error(c.error.message);
  let m = c.value.match;
  let rng: RngState = seedRng(`lead-up:${seed}`);
  const moves: { seat: number; action: JsonValue }[] = [];
  for (let i = 0; i < 4000; i++) {
    const s = m.state as SuperGangState;
    const p = supergang.pending(s)[0];
    if (!p) return null;
    const here = crowds(s, p.kind).find((c) => c.n >= want.n && c.cops >= want.cops && c.movers >= want.movers);
    if (here) return { seed, seats: 4, options, moves, seat: p.seat, ...here };
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

for (let k = 0; k < 40; k++) {
  const found = tryLeadUp(`sg-e2e-crowd-${k}`, want);
  if (found) {
    process.stdout.write(`${JSON.stringify(found)}\n`);
    process.exit(0);
  }
}
throw new Error(`no game from seed sg-e2e-crowd-0 on reached the position "${name}"`);
