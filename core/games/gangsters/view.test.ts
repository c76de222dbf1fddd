/**
 * A view is written out key by key when the state, its Gangs and its turn have the keys the rules give
 * them, and built by walking the keys otherwise (view.ts). Both must give the same view: a state whose
 * keys come in another order (taking the second way) is seen exactly as the state itself.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, nextInt, seedRng, type Viewer } from '../../engine';
import type { GangstersState } from './state';
import { gangsters } from './game';
import { gangstersView } from './view';

/** `record` with its keys in the reverse order (the same value). */
function reversed<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).reverse()) as T;
}

describe('a Gangsters view', () => {
  it('is the same whichever order the state keeps its keys in', () => {
    const created = createMatch(gangsters, {
      options: { secretCash: true, wheels: true, turnCap: 20 },
      seats: 5,
      seed: 'view-keys',
    });
    if (!created.ok) throw new Error(created.error.message);
    let match = created.value.match;
    let rng = seedRng('view-keys-bot');
    const viewers: Viewer[] = [0, 1, 2, 3, 4, 'spectator', 'omniscient'];
    for (let i = 0; i < 120 && !gangsters.outcome(match.state as GangstersState); i++) {
      const s = match.state as GangstersState;
      const shuffled: GangstersState = reversed({
        ...s,
        gangs: s.gangs.map(reversed),
        turn: reversed({ ...s.turn, undo: s.turn.undo && { ...s.turn.undo, gangs: s.turn.undo.gangs.map(reversed) } }),
      });
      for (const viewer of viewers) expect(gangstersView(shuffled, viewer)).toEqual(gangstersView(s, viewer));
      const seat = gangsters.pending(s)[0]?.seat ?? 0;
      const legal = gangsters.legal(s, seat) ?? [];
      const [k, next] = nextInt(rng, legal.length);
      rng = next;
      const step = applyAction(gangsters, match, seat, legal[k]);
      if (!step.ok) throw new Error(step.error.message);
      match = step.value.match;
    }
    expect(match.version).toBeGreaterThan(100);
  });
});
