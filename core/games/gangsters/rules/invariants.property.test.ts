/**
 * Seeded random games on the smaller and larger tables (2, 3 and 5 seats; the 4-seat games are
 * `simulate.property.test.ts`'s), checked after every action against rulebook invariants that hold between
 * decisions, and every few actions against the legal lists themselves: each listed decision is accepted.
 */
import { describe, expect, it } from 'vitest';
import { playBotGame } from '../../../bots/play';
import { applyAction, type Match } from '../../../engine/match';
import { heuristicBot, randomBot } from '../bots';
import { gangsters } from '../game';
import { legalActions } from '../legal';
import { COMPONENTS, type GangstersState } from '../state';
import { gangstersView } from '../view';
import { occupants } from './places';

/** What went wrong, first occurrence of each kind (empty when every invariant held). */
function invariants(m: Match, step: number, seen: Map<string, string>): void {
  const s = m.state as GangstersState;
  const bad = (key: string, detail: string): void => {
    if (!seen.has(key)) seen.set(key, `step ${step}: ${detail}`);
  };
  const money = s.bank + s.commissionerCash + s.gangs.reduce((a, g) => a + g.cash, 0);
  if (money !== COMPONENTS.bank) bad('money', String(money));
  const blue = s.turn.dice.blue;
  if (blue !== undefined && s.turn.recruitedCount > 7 - blue) bad('G-7.3', `${s.turn.recruitedCount} bought`);
  for (const g of s.gangs) if (g.out && Object.values(g.pieces).some((p) => p !== null)) bad('G-7.5', g.gang);
  if (s.phase === 'buy') {
    // Between turns: every Cop that met a criminal has fought and gone home (G-9.7, G-12.3), every Public
    // that kept a criminal's company has gone home (G-6.8), and every Cop in an Organized Crime Scene raided it (G-11.6).
    for (const c of s.cops) if (occupants(s, c.at).gangsters.some((x) => x.criminal)) bad('G-9.7', c.at);
    for (const p of s.publics)
      if (p.at !== null && occupants(s, p.at).gangsters.some((x) => x.criminal)) bad('G-6.8', p.at);
    for (const [id, j] of Object.entries(s.joints)) {
      const o = occupants(s, id);
      if (j.owner !== null && o.cops.length > 0 && o.publics.length > 0) bad('G-11.6', id);
    }
  }
  if (s.options.secretCash && s.phase !== 'over')
    for (let seat = 0; seat < s.seats; seat++) {
      const v = gangstersView(s, seat);
      if (v.gangs.some((g) => g.seat !== seat && g.cash !== undefined) || v.bank !== undefined)
        bad('G-15.1', `seat ${seat} sees another's cash`);
    }
  if (step % 5 === 0 && s.phase !== 'over')
    for (const p of gangsters.pending(s)) {
      const list = legalActions(s, p.seat);
      const every = Math.max(1, Math.ceil(list.length / 8));
      list.forEach((a, i) => {
        if (i % every !== 0) return;
        const r = applyAction(gangsters, m, p.seat, a, { kind: 'seeded' });
        if (!r.ok) bad(`legal ${a.type}`, `${JSON.stringify(a)}: ${r.error.clause} ${r.error.message}`);
      });
    }
}

const TABLES = [
  { seats: 2, options: { turnCap: 60, heaters: true, wheels: true, siren: true, donuts: true } },
  { seats: 3, options: { turnCap: 60, secretCash: true, timeLimitTurns: 40, randomOrder: true } },
  { seats: 5, options: { turnCap: 60, secretCash: true } },
];

describe('rulebook invariants in random games', () => {
  it.each(TABLES)(
    'G-7.3 G-6.8 G-9.7 G-11.6 G-15.1 $seats seats: the invariants hold and every listed decision is accepted',
    ({ seats, options }) => {
      const seen = new Map<string, string>();
      for (const k of [0, 1, 2]) {
        let step = 0;
        const g = playBotGame(gangsters, {
          seats,
          seed: `invariants-${seats}-${k}`,
          options,
          bots: [heuristicBot, randomBot],
          onStep: (m) => invariants(m, step++, seen),
        });
        expect(gangsters.outcome(g.match.state as GangstersState)).not.toBeNull();
      }
      expect(Object.fromEntries(seen)).toEqual({});
    },
    120_000,
  );
});
