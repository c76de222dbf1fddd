/**
 * Copy on write for `apply`'s draft: the markers on the gangsters (`marks`), the hands and the tie
 * rulings are the input state's own until a rule first writes one of them, and only then copied. About
 * half of all actions change no marker (52% of the bench's positions) and most change no hand or ruling;
 * the state they make then shares those parts with the state before, so nothing is spent copying them
 * and the host's hash takes each over by pointer (core/engine/digest.ts) instead of comparing it.
 *
 * Every write into these parts goes through `marksToWrite`, `handsToWrite` or `rulingsToWrite` (and
 * `marksToWriteAt`), called at the write: a rule never keeps a part read before it across a write (the
 * copy would leave it stale). In the tests each input state is deep-frozen (build/vitest.setup.ts), so a
 * write that skipped them throws; `draft.test.ts` plays random games both ways (this draft, and the
 * rules on a whole copy) and compares every state and event.
 *
 * `applyNpInPlace` (simulations) owns its state: with no draft open every part is written as it is.
 */
import { copyStandard, handsCopy, marksCopy, rulingsCopy, workingCopy } from './copy';
import { hasStandardKeys, type Marks, type NpState } from './state';

/** The state the open draft was made from (its parts are not to be written), or null: none open. */
let base: NpState | null = null;

/** Whether drafts share parts at all (draft.test.ts plays each game with and without). */
let sharing = true;

/** Tests: drafts that share nothing but the options (`workingCopy`), to compare games against. */
export function shareDraftParts(on: boolean): void {
  sharing = on;
}

/**
 * The draft `apply` works on: a copy of `s` that shares its options, markers, hands and rulings, or
 * a whole copy (every part its own) for a state of another shape. `run` is given the draft; while it
 * runs, the shared parts are copied at their first write. Nested drafts (none today) restore the outer.
 */
export function withDraft<T>(s: NpState, run: (draft: NpState) => T): T {
  const outer = base;
  const shares = sharing && hasStandardKeys(s);
  base = shares ? s : null;
  try {
    return run(shares ? copyStandard(s, true, true) : workingCopy(s));
  } finally {
    base = outer;
  }
}

/** `s.marks`, for a rule to write: copied first if it is still the state's before the action. */
export function marksToWrite(s: NpState): Record<string, Marks> {
  const m = s.marks;
  return base !== null && m === base.marks ? (s.marks = marksCopy(m)) : m;
}

/** The markers on the gangster in `pos` for a rule to write (`marksAt` on `marksToWrite`). */
export function marksToWriteAt(s: NpState, pos: number): Marks | null {
  const g = s.positions[pos - 1] ?? null;
  return g ? (marksToWrite(s)[g] ?? null) : null;
}

/** `s.hands`, for a rule to write (a hand, or which hand is whose). */
export function handsToWrite(s: NpState): string[][] {
  const h = s.hands;
  return base !== null && h === base.hands ? (s.hands = handsCopy(h)) : h;
}

/** `s.rulings`, for a rule to write. */
export function rulingsToWrite(s: NpState): Record<string, number> {
  const r = s.rulings;
  return base !== null && r === base.rulings ? (s.rulings = rulingsCopy(r)) : r;
}
