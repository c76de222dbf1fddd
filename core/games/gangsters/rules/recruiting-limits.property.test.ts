/**
 * Recruiting to the limits (G-7.3, G-7.4, G-13.1): seeded random games in which every Gang is topped up
 * with Bank cash at each Buy Phase and the mover mostly recruits as many as it is offered, so the
 * seven-minus-blue limit and the 1/10/10 caps are met often. After every action: no type above its cap,
 * no more bought in a turn than the blue die allows, a piece on the map exactly when its type has
 * strength; and at every recruit offered, one more than the largest count offered is refused.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, type Match } from '../../../engine/match';
import { gangsters } from '../game';
import { legalActions } from '../legal';
import { COMPONENTS, GANGSTER_KINDS, type GangstersState } from '../state';

const TOP_UP = 20_000;

/** The Bank gives every Gang below `TOP_UP` that much more (a test-only gift; money still adds up). */
function topUp(m: Match): Match {
  const s = structuredClone(m.state as GangstersState);
  for (const g of s.gangs)
    if (g.cash < TOP_UP) {
      s.bank -= TOP_UP;
      g.cash += TOP_UP;
    }
  return { ...m, state: s };
}

function check(m: Match, step: number, seen: Map<string, string>): void {
  const s = m.state as GangstersState;
  const bad = (key: string, detail: string): void => {
    if (!seen.has(key)) seen.set(key, `step ${step}: ${detail}`);
  };
  const blue = s.turn.dice.blue;
  if (blue !== undefined && s.turn.recruitedCount > 7 - blue) bad('G-7.3 per turn', `${s.turn.recruitedCount}`);
  if (['draft', 'recruit', 'place'].includes(s.phase)) return;
  for (const g of s.gangs)
    for (const kind of GANGSTER_KINDS) {
      if (g.strength[kind] > COMPONENTS.maxStrength[kind]) bad(`G-7.3 ${kind} cap`, `${g.strength[kind]}`);
      if (!g.out && g.strength[kind] > 0 !== (g.pieces[kind] !== null))
        bad(`G-7.4 ${kind} piece`, `seat ${g.seat} strength ${g.strength[kind]}`);
    }
}

const TABLES = [
  { seats: 4, options: { turnCap: 60, siren: true, wheels: true, cashToWin: 1_000_000 } },
  { seats: 5, options: { turnCap: 60, siren: true, cashToWin: 1_000_000 } },
  { seats: 2, options: { turnCap: 60, cashToWin: 1_000_000 } },
];

describe('recruiting to the limits', () => {
  it.each(TABLES)(
    'G-7.3 G-7.4 $seats seats: caps and the blue-die limit hold when Gangs recruit all they can',
    ({ seats, options }) => {
      const seen = new Map<string, string>();
      let capped = 0;
      for (const k of [0, 1]) {
        const created = createMatch(gangsters, { options, seats, seed: `recruit-limits-${seats}-${k}` });
        if (!created.ok) throw new Error(created.error.message);
        let m = created.value.match;
        let rng = k * 7 + seats;
        const rand = (n: number): number => {
          rng = (rng * 1103515245 + 12345) % 2147483648;
          return rng % n;
        };
        for (let step = 0; step < 20_000 && !gangsters.outcome(m.state as GangstersState); step++) {
          if ((m.state as GangstersState).phase === 'buy') m = topUp(m);
          const s = m.state as GangstersState;
          const p = gangsters.pending(s)[0];
          if (!p) throw new Error('no decision pending');
          const list = legalActions(s, p.seat);
          const recruits = list.flatMap((a) => (a.type === 'recruit' ? [a] : []));
          for (const kind of GANGSTER_KINDS) {
            const most = Math.max(0, ...recruits.filter((a) => a.piece === kind).map((a) => a.count));
            if (most === 0) continue;
            const over = applyAction(
              gangsters,
              m,
              p.seat,
              { type: 'recruit', piece: kind, count: most + 1 },
              {
                kind: 'seeded',
              },
            );
            if (over.ok) seen.set(`G-7.3 ${kind} over`, `step ${step}: ${most + 1} accepted`);
            const had = s.gangs.find((g) => g.seat === p.seat)?.strength[kind] ?? 0;
            if (kind !== 'vamp' && had + most === COMPONENTS.maxStrength[kind]) capped++;
          }
          const greedy = recruits.reduce<(typeof recruits)[number] | undefined>(
            (a, b) => (a === undefined || b.count > a.count ? b : a),
            undefined,
          );
          const action = greedy !== undefined && rand(3) > 0 ? greedy : list[rand(list.length)];
          const r = applyAction(gangsters, m, p.seat, action, { kind: 'seeded' });
          if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${r.error.clause} ${r.error.message}`);
          m = r.value.match;
          check(m, step, seen);
        }
      }
      expect(Object.fromEntries(seen)).toEqual({});
      expect(capped).toBeGreaterThan(0); // a Racketeer or Thug offer was bounded by the cap of ten
    },
    120_000,
  );
});
