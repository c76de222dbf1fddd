/**
 * The host's full step (kernel.bench.ts's `hostStep`) taken apart: each part's time per action on the
 * same positions, beside the bare reducer's. Information only (no goal): it says where the step's time
 * goes, so that the figure's gap to its goal can be put down to the part that costs it.
 */
import {
  applyAction,
  digestAfter,
  digestJson,
  digestOptions,
  eventsFor,
  matchHash,
  RecordingRoller,
  seatView,
  sharedView,
  SIMULATION,
  type AnyGameDef,
  type GameEvent,
  type Match,
  type PendingDecision,
  type Viewer,
} from '../engine';
import { interleaved } from './measure';
import type { Figure } from './measure';

interface Position {
  readonly match: Match;
  readonly seat: number;
  readonly action: unknown;
}

/** One step's inputs and outputs, worked out once so each part can be timed on its own. */
interface Stepped extends Position {
  readonly next: Match;
  readonly events: readonly GameEvent[];
}

function stepped(def: AnyGameDef, list: readonly Position[]): Stepped[] {
  // As the host plays them: each action applied to the match the step before made.
  let match = (list[0] as Position).match;
  return list.map((p) => {
    const s = applyAction(def, match, p.seat, p.action, { kind: 'seeded' }, SIMULATION);
    if (!s.ok) throw new Error(s.error.message);
    const step = { match, seat: p.seat, action: p.action, next: s.value.match, events: s.value.events };
    match = s.value.match;
    return step;
  });
}

/**
 * The host's step as far as `upTo`, each action applied to the match the step before made (as the full
 * step and a host play them): 0 applyAction alone, 1 and the hash, 2 and the updates (sharedView and each
 * viewer's seatView). The full step is these and eventsFor. Built up in the order the host takes them,
 * each part's share is what it adds where it runs, after the parts before it (the parts timed on their
 * own above run on a state the reducer did not just make, and applyAction on stored positions). Up to
 * the hash, applyAction asks the game whose turn it is, as the host does not: its last update has it.
 */
function builtUp(def: AnyGameDef, steps: readonly Stepped[], viewers: readonly Viewer[], upTo: number): () => void {
  return () => {
    let match = (steps[0] as Stepped).match;
    for (const p of steps) {
      const s = applyAction(def, match, p.seat, p.action, { kind: 'seeded' }, { checkJson: false });
      if (!s.ok) throw new Error(s.error.message);
      match = s.value.match;
      if (upTo >= 1) matchHash(match, { checkJson: true });
      if (upTo >= 2) {
        const shared = sharedView(def, match);
        for (const v of viewers) seatView(def, match, v, shared);
      }
    }
  };
}

/** The parts of the host's step, each over every position once. */
function parts(def: AnyGameDef, steps: readonly Stepped[], viewers: readonly Viewer[]): [string, () => void][] {
  const seats = viewers.filter((v): v is number => typeof v === 'number');
  return [
    [
      'the bare reducer (def.apply)',
      () => {
        for (const p of steps)
          def.apply(p.match.state, p.seat, p.action, new RecordingRoller({ kind: 'seeded' }, p.match.rng));
      },
    ],
    [
      'applyAction (validate, apply, events; it asks the game whose turn it is, which the host has from its last update)',
      () => {
        for (const p of steps) applyAction(def, p.match, p.seat, p.action, { kind: 'seeded' }, { checkJson: false });
      },
    ],
    [
      'parseAction',
      () => {
        for (const p of steps) def.parseAction(p.action);
      },
    ],
    [
      'the hash with its plain-JSON check (matchHash, each match after the one before, as the host hashes them)',
      () => {
        // With the options the kernel's own hash takes (a game with hash-table records: their loops).
        for (const p of steps) digestAfter(p.next, p.match, digestOptions(p.next, true));
      },
    ],
    [
      'the hash of each match on its own (digestJson, nothing taken over from the match before)',
      () => {
        for (const p of steps) digestJson(p.next, digestOptions(p.next, true));
      },
    ],
    [
      'whose turn and the outcome (sharedView: pending, outcome)',
      () => {
        for (const p of steps) {
          def.pending(p.next.state);
          def.outcome(p.next.state);
        }
      },
    ],
    [
      `the game's view × ${viewers.length}`,
      () => {
        for (const p of steps) for (const v of viewers) def.view(p.next.state, v);
      },
    ],
    [
      'legal lists (each seat with a decision)',
      () => {
        for (const p of steps)
          for (const d of def.pending(p.next.state) as readonly PendingDecision[]) def.legal(p.next.state, d.seat);
      },
    ],
    [
      `table actions (anytime) × ${seats.length}`,
      () => {
        if (!def.anytime) return;
        for (const p of steps) for (const s of seats) def.anytime(p.next.state, s);
      },
    ],
    [
      `eventsFor × ${viewers.length}`,
      () => {
        for (const p of steps) for (const v of viewers) eventsFor(p.events, v);
      },
    ],
    [
      `all of the updates: sharedView + seatView × ${viewers.length}`,
      () => {
        for (const p of steps) {
          const shared = sharedView(def, p.next);
          for (const v of viewers) seatView(def, p.next, v, shared);
        }
      },
    ],
    ['built up: applyAction, each on the match the step before made', builtUp(def, steps, viewers, 0)],
    ['built up: applyAction and the hash', builtUp(def, steps, viewers, 1)],
    [`built up: applyAction, the hash and the updates (× ${viewers.length})`, builtUp(def, steps, viewers, 2)],
  ];
}

/** Each part's time per action, timed interleaved against the bare reducer. */
export function stepBreakdown(
  def: AnyGameDef,
  list: readonly Position[],
  viewers: readonly Viewer[],
  clock: () => number,
): Figure[] {
  const steps = stepped(def, list);
  const all = parts(def, steps, viewers);
  const bare = (all[0] as [string, () => void])[1];
  return all.slice(1).map(([name, run]) => {
    const t = interleaved(run, bare, 15, clock);
    const us = (t.subject / steps.length) * 1000;
    return {
      name: `${def.name}: the host's step, ${name}, per action`,
      value: `${us.toFixed(1)} µs (${(t.subject / t.baseline).toFixed(2)}x the bare reducer's ${((t.baseline / steps.length) * 1000).toFixed(1)} µs)`,
      goal: '',
      met: null,
    };
  });
}
