/**
 * A random walk through a game's listed decisions in which every match is deep-frozen before its move,
 * so a reducer that writes into an earlier state (instead of its own working copy) throws at once.
 * Tests only.
 */
import type { AnyGameDef } from '../game';
import type { JsonValue } from '../json';
import { applyAction, deepFreeze, SIMULATION, type Match } from '../match';
import { nextInt, seedRng } from '../rng';

export { deepFreeze };

/** Plays up to `steps` random listed decisions from `match`, calling `visit` on each position first. */
export function frozenRandomWalk(
  def: AnyGameDef,
  match: Match,
  seed: string,
  steps: number,
  visit: (m: Match, step: number) => void,
): void {
  let m = match;
  let rng = seedRng(seed);
  for (let step = 0; step < steps && !def.outcome(m.state); step++) {
    visit(m, step);
    deepFreeze(m);
    const seat = (def.pending(m.state)[0] as { seat: number }).seat;
    const legal = def.legal(m.state, seat) as JsonValue[];
    const [i, next] = nextInt(rng, legal.length);
    rng = next;
    const r = applyAction(def, m, seat, legal[i], { kind: 'seeded' }, SIMULATION);
    if (!r.ok) throw new Error(r.error.message);
    m = r.value.match;
  }
}
