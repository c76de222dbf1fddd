/**
 * The reducer's working copy of a state: a deep copy of everything a rule may change, sharing what no
 * rule changes in place. Shared: the options (fixed at creation), the taken-back position of the last
 * move (`turn.undo`, only ever replaced whole; a retract copies what it restores), and, once play has
 * begun, the draft and the secret setup plans (only the draft, recruit and place phases write them).
 * The Gangs, the Joints, the Cops and the Public pieces are copied by code written for their shape
 * (`copy-parts.ts`). The copy has the same keys in the same order, and the same value, as
 * `copyJson(state)`.
 */
import { copyJson } from '../../engine/json';
import { copyCops, copyGangs, copyJoints, copyPublics } from './copy-parts';
import { trustShapes } from './snapshot-parts';
import type { GangstersState } from './state';

function setupPhase(s: GangstersState): boolean {
  return s.phase === 'draft' || s.phase === 'recruit' || s.phase === 'place';
}

/**
 * `copy`, a fresh deep copy, made again (and its turn) as objects of their own with the same fields in
 * the same order. A deep copy adds a state's 25 fields one by one under computed names, and V8 keeps an
 * object grown that way as a slow dictionary past 16 fields; every rule reads the state's fields many
 * times per action, and a spread of the copy is a plain fast object (1.2x faster random playouts,
 * measured). Spread last, once every field holds its value: a field of a fast object that changes kind
 * (null to a record) makes V8 redo the code that read it.
 */
function fast(copy: GangstersState): GangstersState {
  copy.turn = { ...copy.turn };
  return { ...copy };
}

/** A private copy of `s` for one `apply` to change. */
export function workingCopy(s: GangstersState): GangstersState {
  const setup = setupPhase(s);
  const out = copyJson({
    ...s,
    options: null,
    gangs: null,
    joints: null,
    cops: null,
    publics: null,
    turn: { ...s.turn, undo: null },
    ...(setup ? {} : { draft: null, setupRecruits: null, setupPlacements: null }),
  }) as unknown as GangstersState;
  out.options = s.options;
  out.gangs = copyGangs(s.gangs);
  out.joints = copyJoints(s.joints);
  out.cops = copyCops(s.cops);
  out.publics = copyPublics(s.publics);
  out.turn.undo = s.turn.undo;
  if (!setup) {
    out.draft = s.draft;
    out.setupRecruits = s.setupRecruits;
    out.setupPlacements = s.setupPlacements;
  }
  return fast(out);
}

/** A deep copy of `s` (`copyJson(s)`, the same keys in the same order) that a playout changes in place. */
export function playoutCopy(s: GangstersState): GangstersState {
  const out = fast(copyJson(s));
  trustShapes(out);
  return out;
}
