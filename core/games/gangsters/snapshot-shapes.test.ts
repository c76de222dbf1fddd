/**
 * A playout's own state keeps the parts its take-back snapshots copy (the Gangs, the Public pieces, the
 * Cops and the Joints) of the usual shape all game (`trustShapes`, snapshot-parts.ts): checked once when
 * the playout copies the match's state, then trusted by the snapshots, which copy them without checking
 * each object's keys. At every position of random games played in place, as a playout plays them, the
 * parts (and those of the take-back snapshot) must still be of that shape, and each snapshot copy
 * `copyJson`'s, keys in the same order.
 */
import { describe, expect, it } from 'vitest';
import { copyJson } from '../../engine/json';
import { createMatch } from '../../engine/match';
import { nextInt, seedRng } from '../../engine/rng';
import { SimRoller } from '../../engine/sim-roller';
import { gangsters } from './game';
import { chooseLegal } from './legal';
import { firstToAct } from './pending';
import {
  shapesHold,
  shapesTrusted,
  snapshotCops,
  snapshotGangs,
  snapshotJoints,
  snapshotPublics,
} from './snapshot-parts';
import type { GangstersState } from './state';
import { coloredBuildings } from './rules/places';

const GAMES = [
  { seats: 4, options: { turnCap: 60 } },
  { seats: 5, options: { turnCap: 40, heaters: true, wheels: true, siren: true, donuts: true } },
  { seats: 3, options: { turnCap: 40, wheels: true, siren: true, donuts: true } },
  { seats: 2, options: { turnCap: 40, heaters: true } },
];

/** The JSON text with every object's keys listed in their order (JSON.stringify keeps the order). */
const text = (v: unknown) => JSON.stringify(v);

describe("a playout's own Gangs, Public pieces, Cops and Joints stay of the shape their snapshots trust", () => {
  for (const [k, v] of GAMES.entries())
    it(`G-6.92 every position of random games played in place (${v.seats} seats)`, () => {
      let snapshots = 0;
      let copSnapshots = 0;
      for (let game = 0; game < 6; game++) {
        const c = createMatch(gangsters, { ...v, seed: `shapes-${k}-${game}` });
        if (!c.ok) throw new Error(c.error.message);
        let s = gangsters.copyState?.(c.value.match.state as unknown as GangstersState) as GangstersState;
        expect(shapesTrusted(s)).toBe(true);
        const dice = new SimRoller(c.value.match.rng);
        let rng = seedRng(`shapes-bot-${k}-${game}`);
        // The take-back snapshot seen last, and its text when first seen (right after the action that took it).
        let held: object | null = null;
        let heldText = '';
        for (let step = 0; step < 4000 && !gangsters.outcome(s); step++) {
          expect(shapesHold(s)).toBe(true);
          // A snapshot shares objects with the state (Gangs' pieces and strength, Publics, Cops, Joints):
          // nothing the rules do while it is kept may change it.
          const undo = s.turn.undo;
          if (undo !== null && undo === held) expect(text(undo)).toBe(heldText);
          else if (undo !== null) {
            held = undo;
            heldText = text(undo);
          }
          if (s.turn.undo !== null) snapshots++;
          if (s.turn.undo?.['cop']) copSnapshots++;
          expect(text(snapshotGangs(s))).toBe(text(copyJson(s.gangs)));
          expect(text(snapshotPublics(s))).toBe(text(copyJson(s.publics)));
          expect(text(snapshotCops(s))).toBe(text(copyJson(s.cops)));
          expect(text(snapshotJoints(s))).toBe(text(copyJson(s.joints)));
          const seat = firstToAct(s) as number;
          const action = chooseLegal(s, seat, (n) => {
            const [i, next] = nextInt(rng, n);
            rng = next;
            return i;
          });
          if (action === undefined) break;
          const before = { gangs: text(s.gangs), publics: text(s.publics), cops: text(s.cops), joints: text(s.joints) };
          const r = gangsters.applyInPlace?.(s, seat, action as never, dice);
          if (!r?.ok) throw new Error(r?.ok === false ? r.error.message : 'no applyInPlace');
          s = r.value as GangstersState;
          // A snapshot taken by this action holds the position before it (the rules take it first). A
          // snapshot's Cop part noting what followed (a Cop drawn, a reward) is a new object with the same parts.
          const taken = s.turn.undo;
          if (taken !== null && taken.gangs !== undo?.gangs) {
            expect(text(taken.gangs)).toBe(before.gangs);
            expect(text(taken.publics)).toBe(before.publics);
            const cop = taken['cop'] as { cops: unknown; joints: unknown } | undefined;
            if (cop) {
              expect(text(cop.cops)).toBe(before.cops);
              expect(text(cop.joints)).toBe(before.joints);
            }
          }
        }
      }
      expect(snapshots).toBeGreaterThan(300);
      expect(copSnapshots).toBeGreaterThan(50);
    });

  it('a state with a part of another shape (keys in another order) is copied with the checks', () => {
    const c = createMatch(gangsters, { seats: 3, options: {}, seed: 'shapes-odd' });
    if (!c.ok) throw new Error(c.error.message);
    const start = c.value.match.state as unknown as GangstersState;
    const odd = [
      (s: GangstersState) => {
        const [first, ...rest] = s.gangs;
        const { seat, ...others } = first as GangstersState['gangs'][number];
        s.gangs = [{ ...others, seat } as GangstersState['gangs'][number], ...rest];
      },
      (s: GangstersState) => {
        const [first, ...rest] = s.publics;
        const { id, ...others } = first as GangstersState['publics'][number];
        s.publics = [{ ...others, id } as GangstersState['publics'][number], ...rest];
      },
      (s: GangstersState) => {
        s.joints = { ...s.joints, [coloredBuildings()[0] as string]: { level: 1, owner: 0 } };
      },
      (s: GangstersState) => {
        s.cops = [{ facing: null, at: 'x', strength: 1 } as unknown as GangstersState['cops'][number]];
      },
    ];
    for (const change of odd) {
      const state = copyJson(start) as GangstersState;
      change(state);
      const s = gangsters.copyState?.(state) as GangstersState;
      expect(shapesTrusted(s)).toBe(false);
      expect(text(snapshotGangs(s))).toBe(text(copyJson(s.gangs)));
      expect(text(snapshotPublics(s))).toBe(text(copyJson(s.publics)));
      expect(text(snapshotCops(s))).toBe(text(copyJson(s.cops)));
      expect(text(snapshotJoints(s))).toBe(text(copyJson(s.joints)));
    }
  });
});
