/**
 * The reducer's working copy of a state: a deep copy of everything a rule may change, sharing what no
 * rule changes in place. Shared: the options (fixed at creation), the taken-back position of the last
 * move (`turn.undo`, only ever replaced whole; a retract copies what it restores), and, once play has
 * begun, the draft and the secret setup plans (only the draft, recruit and place phases write them).
 * The copy has the same keys in the same order, and the same value, as `copyJson(state)`.
 */
import { copyJson } from '../../engine/json';
import type { GangstersState } from './state';

function setupPhase(s: GangstersState): boolean {
  return s.phase === 'draft' || s.phase === 'recruit' || s.phase === 'place';
}

/** A private copy of `s` for one `apply` to change. */
export function workingCopy(s: GangstersState): GangstersState {
  const setup = setupPhase(s);
  const out = copyJson({
    ...s,
    options: null,
    turn: { ...s.turn, undo: null },
    ...(setup ? {} : { draft: null, setupRecruits: null, setupPlacements: null }),
  }) as unknown as GangstersState;
  out.options = s.options;
  out.turn.undo = s.turn.undo;
  if (!setup) {
    out.draft = s.draft;
    out.setupRecruits = s.setupRecruits;
    out.setupPlacements = s.setupPlacements;
  }
  return out;
}
