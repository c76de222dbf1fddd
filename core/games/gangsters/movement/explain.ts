/**
 * Why a piece cannot end its move on a space. The search is re-run with one rule lifted at a time (most
 * specific first); the first whose lifting makes the space reachable is the clause that forbids the move.
 * When no single rule explains it, rules are lifted cumulatively and the first one still needed is named.
 * If nothing helps, exact count (G-6.3) is the reason.
 */
import { ok, refuse, ruleError, type Result, type RuleError } from '../../../engine/result';
import { makeContext, RELAX, type SearchCtx } from './context';
import type { MoveGraph } from './graph';
import { search } from './search';
import type { MoveQuery } from './types';

interface Reason {
  readonly bit: number;
  readonly code: string;
  readonly clause: (c: SearchCtx) => string;
  readonly why: string;
}

const REASONS: readonly Reason[] = [
  { bit: RELAX.publicStack, code: 'PUBLIC_STACK', clause: () => 'G-6.8', why: 'another Public piece is there' },
  {
    bit: RELAX.copJoint,
    code: 'COP_NOT_WELCOME',
    clause: () => 'G-9.4',
    why: 'a Cop enters a Joint only to Raid it or to apprehend a criminal there',
  },
  {
    bit: RELAX.ownJointExit,
    code: 'OWN_JOINT_EXIT',
    clause: () => 'G-8.5',
    why: 'a gangster may not go straight from its own Joint into a building it does not own',
  },
  {
    bit: RELAX.connected,
    code: 'NOT_CONNECTED',
    clause: () => 'G-6.6',
    why: 'a gangster moves straight between buildings only between two connected Joints of its own',
  },
  {
    bit: RELAX.through,
    code: 'THROUGH_BUILDING',
    clause: (c) => (c.mover === 'cop' ? 'G-9.4' : 'G-6.6'),
    why: 'the piece would have to move through a building it may not pass through',
  },
  {
    bit: RELAX.transfer,
    code: 'TRANSFER',
    clause: () => 'G-10.2',
    why: 'it would need a Subway transfer it may not make (one a turn; never for the Public)',
  },
  {
    bit: RELAX.bridge,
    code: 'BRIDGE',
    clause: () => 'G-6.41',
    why: 'it would have to step between a bridge and the street beneath it',
  },
  {
    bit: RELAX.facing,
    code: 'FACING',
    clause: () => 'G-6.4',
    why: 'it would have to turn back or turn away from an intersection',
  },
  { bit: RELAX.reentry, code: 'REENTRY', clause: () => 'G-6.5', why: 'it would have to enter a space twice' },
];

/** Expansion budget per trial; beyond it the trial counts as "not reachable". */
const BUDGET = 3_000_000;

function reaches(c: SearchCtx, target: number, relax: number): boolean {
  c.relax = relax;
  let found = false;
  search(
    c,
    (_r, node) => {
      found = node === target;
      return found;
    },
    { budget: BUDGET },
  );
  return found;
}

/**
 * Null when the move may end on `target`; otherwise the `RuleError` naming the clause that forbids it.
 * A malformed query or an unknown target is refused as usual.
 */
export function whyUnreachable(g: MoveGraph, q: MoveQuery, target: string): Result<RuleError | null> {
  const made = makeContext(g, q);
  if (!made.ok) return made;
  const c = made.value;
  const t = g.index.get(target);
  if (t === undefined) return refuse('UNKNOWN_SPACE', '', `No space "${target}" on this board.`);
  if (reaches(c, t, 0)) return ok(null);
  const name = g.board.buildings.find((b) => b.id === target)?.name ?? target;
  const say = (reason: Reason) => ok(ruleError(reason.code, reason.clause(c), `Cannot end on ${name}: ${reason.why}.`));
  // One rule alone usually explains it; try each, most specific first.
  for (const r of REASONS) if (reaches(c, t, r.bit)) return say(r);
  let set = 0;
  let found = false;
  for (const r of REASONS) {
    set |= r.bit;
    if (reaches(c, t, set)) {
      found = true;
      break;
    }
  }
  if (found) {
    // Drop every lifted rule the path does not need; the first one left is the answer.
    for (const r of REASONS) if (set & r.bit && reaches(c, t, set & ~r.bit)) set &= ~r.bit;
    const reason = REASONS.find((r) => set & r.bit);
    if (reason) return say(reason);
  }
  return ok(ruleError('EXACT_COUNT', 'G-6.3', `No legal path of exactly ${q.steps} spaces ends on ${name}.`));
}
