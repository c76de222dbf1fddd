/**
 * A game's `firstToAct` (random playouts ask it who acts instead of wording every prompt) names the
 * seat of the first pending decision at every position, or null where nobody is asked, in every rules
 * edition the game still replays.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, nextInt, seedRng, type AnyGameDef, type JsonValue } from '../engine';
import { seededMatch } from '../engine/testing/pinned-playouts';
import { REGISTRY } from './index';

const ADVANCED = { heaters: true, wheels: true, siren: true, donuts: true };

/** Tables for each game that has `firstToAct`: seats and options, played under each engine version. */
const TABLES: Record<string, readonly { readonly seats: number; readonly options: JsonValue }[]> = {
  gangsters: [
    { seats: 4, options: { turnCap: 12 } },
    { seats: 5, options: { turnCap: 12, ...ADVANCED, randomOrder: true } },
    { seats: 3, options: { turnCap: 12, wheels: true, secretCash: true } },
    { seats: 2, options: { turnCap: 16, heaters: true, donuts: true } },
  ],
  supergang: [
    { seats: 4, options: {} },
    { seats: 5, options: {} },
    { seats: 4, options: { police: true } },
    { seats: 2, options: {} },
  ],
  // Five rounds of three families run about 120 positions: four tables, up to five families.
  'nothing-personal': [
    { seats: 3, options: {} },
    { seats: 4, options: {} },
    { seats: 5, options: {} },
    { seats: 4, options: { randomSetup: true } },
  ],
};

function check(def: AnyGameDef, engineVersion: string, seats: number, options: JsonValue, seed: string): number {
  const firstToAct = def.firstToAct as (state: JsonValue) => number | null;
  let match = seededMatch(def, { options, seats, seed, engineVersion });
  let rng = seedRng(`${seed}-picks`);
  let positions = 0;
  for (; positions < 1500; positions++) {
    const first = def.pending(match.state)[0];
    expect(firstToAct(match.state)).toBe(first ? first.seat : null);
    if (!first || def.outcome(match.state)) break;
    const legal = (def.legal(match.state, first.seat) ?? []) as JsonValue[];
    if (legal.length === 0) break;
    const [i, next] = nextInt(rng, legal.length);
    rng = next;
    const step = applyAction(def, match, first.seat, legal[i] as JsonValue, { kind: 'seeded' });
    if (!step.ok) throw new Error(step.error.message);
    match = step.value.match;
  }
  return positions;
}

describe('firstToAct agrees with pending', () => {
  for (const def of REGISTRY.playable) {
    if (!def.firstToAct) continue;
    // One test per engine version: each replays its own tables, and a failure names the version.
    for (let v = 1; v <= Number(def.engineVersion); v++)
      it(`${def.id}: the first pending seat at every position of seeded games, engine version ${v}`, () => {
        let positions = 0;
        for (const [t, table] of (TABLES[def.id] ?? [{ seats: def.minSeats, options: {} }]).entries())
          positions += check(def, String(v), table.seats, table.options, `first-${def.id}-${v}-${t}`);
        // Each version's games run long enough to pass through its phases (about 450 to 600 positions).
        expect(positions).toBeGreaterThan(300);
      });
  }
});
