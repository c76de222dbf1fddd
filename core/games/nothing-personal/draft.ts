/**
 * Copy on write for `apply`'s draft: the markers on the gangsters (`marks`), the hands and the tie
 * rulings are the input state's own until a rule first writes them, and only then copied: the markers
 * gangster by gangster (a record of the draft's own holding the others' as they were), the hands and the
 * rulings whole. About half of all actions change no marker (52% of the bench's positions), and those
 * that do mostly change one gangster's; most change no hand or ruling. The state an action makes then
 * shares those parts with the state before, so nothing is spent copying them, and the host's hash takes
 * each over by pointer (core/engine/digest.ts) instead of comparing it with the one before.
 *
 * Every write into these parts goes through `marksToWrite` (a gangster's markers added, removed or
 * moved), `marksToWriteOf`/`marksToWriteAt` (written into), `handsToWrite` or `rulingsToWrite`, called
 * at the write, after the checks that read the part: a rule never keeps a part it read before a write
 * across it (the copy would leave it stale). In the tests each input state is deep-frozen
 * (build/vitest.setup.ts), so a write that skipped them throws; `draft.test.ts` plays random games both
 * ways (this draft, and drafts that copy every part first) and compares every state and its events.
 *
 * `applyNpInPlace` (simulations) owns its state: with no draft open every part is written as it is.
 */
import { copyStandard, handsCopy, marksEntryCopy, marksShallowCopy, rulingsCopy, workingCopy } from './copy';
import { hasStandardKeys, type Marks, type NpState } from './state';
import { emptyRulings, newRulings } from './ruled';

/** The state the open draft was made from (its parts are not to be written), or null: none open. */
let base: NpState | null = null;

/**
 * The gangsters' markers the open drafts copied (written as they are); any other one may be shared with
 * the state before. Few per action; let go of when the draft closes.
 */
const ownMarks: Marks[] = [];

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
  const owned = ownMarks.length;
  const shares = sharing && hasStandardKeys(s);
  base = shares ? s : null;
  try {
    return run(shares ? copyStandard(s, true, true) : workingCopy(s));
  } finally {
    base = outer;
    ownMarks.length = owned;
  }
}

/**
 * `s.marks`, for a rule to add, remove or move a gangster's markers (not to write into them: see
 * `marksToWriteOf`): a record of its own, holding the same markers, if it is still the state's before.
 */
export function marksToWrite(s: NpState): Record<string, Marks> {
  const m = s.marks;
  return base !== null && m === base.marks ? (s.marks = marksShallowCopy(m)) : m;
}

/**
 * The markers on gangster `g`, for a rule to write into: a copy of their own, in a record of the
 * draft's own, unless the draft copied them already; the other gangsters' stay shared.
 */
export function marksToWriteOf(s: NpState, g: string): Marks | null {
  const m = s.marks[g];
  if (m === undefined) return null;
  if (base === null || ownMarks.includes(m)) return m;
  const own = marksEntryCopy(m);
  marksToWrite(s)[g] = own;
  ownMarks.push(own);
  return own;
}

/** The markers on the gangster in `pos`, for a rule to write into (`marksAt` by `marksToWriteOf`). */
export function marksToWriteAt(s: NpState, pos: number): Marks | null {
  const g = s.positions[pos - 1] ?? null;
  return g ? marksToWriteOf(s, g) : null;
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

/**
 * No tie rulings (a new round's Crew, the last count, NP-7.2.6): the record emptied in place when it is
 * the draft's own (or a simulation's) and has its list of ruled gangsters (ruled.ts), else a new one.
 * A new record costs about as much as a dozen decisions (`keyedRecord`: V8 makes it a hash table).
 */
export function clearRulings(s: NpState): void {
  const r = s.rulings;
  if ((base !== null && r === base.rulings) || !emptyRulings(r)) s.rulings = newRulings();
}
