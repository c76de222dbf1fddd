/**
 * A playout's own state keeps its Gangs of the usual shape all game (`trustGangShapes`, copy-parts.ts):
 * checked once when the playout copies the match's state, then trusted by the take-back snapshots, which
 * copy them without checking each object's keys. At every position of random games played in place, as
 * a playout plays them, the Gangs (and those of the take-back snapshot) must still be of that shape, and
 * the snapshot's copy `copyJson`'s, keys in the same order.
 */
import { describe, expect, it } from 'vitest';
import { copyJson } from '../../engine/json';
import { createMatch } from '../../engine/match';
import { nextInt, seedRng } from '../../engine/rng';
import { SimRoller } from '../../engine/sim-roller';
import { gangsters } from './game';
import { chooseLegal } from './legal';
import { firstToAct } from './pending';
import { gangShapesTrusted, gangsShaped, snapshotGangs } from './copy-parts';
import type { GangstersState } from './state';

const GAMES = [
  { seats: 4, options: { turnCap: 60 } },
  { seats: 5, options: { turnCap: 40, heaters: true, wheels: true, siren: true, donuts: true } },
  { seats: 3, options: { turnCap: 40, wheels: true, siren: true, donuts: true } },
  { seats: 2, options: { turnCap: 40, heaters: true } },
];

/** The JSON text with every object's keys listed in their order (JSON.stringify keeps the order). */
const text = (v: unknown) => JSON.stringify(v);

describe("a playout's own Gangs stay of the shape their snapshots trust", () => {
  for (const [k, v] of GAMES.entries())
    it(`G-6.92 every position of random games played in place (${v.seats} seats)`, () => {
      let snapshots = 0;
      for (let game = 0; game < 6; game++) {
        const c = createMatch(gangsters, { ...v, seed: `shapes-${k}-${game}` });
        if (!c.ok) throw new Error(c.error.message);
        let s = gangsters.copyState?.(c.value.match.state as unknown as GangstersState) as GangstersState;
        expect(gangShapesTrusted(s)).toBe(true);
        const dice = new SimRoller(c.value.match.rng);
        let rng = seedRng(`shapes-bot-${k}-${game}`);
        for (let step = 0; step < 4000 && !gangsters.outcome(s); step++) {
          expect(gangsShaped(s.gangs)).toBe(true);
          const undo = s.turn.undo;
          if (undo !== null) {
            expect(gangsShaped(undo.gangs)).toBe(true);
            snapshots++;
          }
          expect(text(snapshotGangs(s))).toBe(text(copyJson(s.gangs)));
          const seat = firstToAct(s) as number;
          const action = chooseLegal(s, seat, (n) => {
            const [i, next] = nextInt(rng, n);
            rng = next;
            return i;
          });
          if (action === undefined) break;
          const r = gangsters.applyInPlace?.(s, seat, action as never, dice);
          if (!r?.ok) throw new Error(r?.ok === false ? r.error.message : 'no applyInPlace');
          s = r.value as GangstersState;
        }
      }
      expect(snapshots).toBeGreaterThan(300);
    });

  it('a state whose Gangs are of another shape (keys in another order) is copied with the checks', () => {
    const c = createMatch(gangsters, { seats: 3, options: {}, seed: 'shapes-odd' });
    if (!c.ok) throw new Error(c.error.message);
    const state = copyJson(c.value.match.state) as unknown as GangstersState;
    const [first, ...rest] = state.gangs;
    const { seat, ...others } = first as GangstersState['gangs'][number];
    state.gangs = [{ ...others, seat } as GangstersState['gangs'][number], ...rest];
    const s = gangsters.copyState?.(state) as GangstersState;
    expect(gangShapesTrusted(s)).toBe(false);
    expect(text(snapshotGangs(s))).toBe(text(copyJson(s.gangs)));
  });
});
