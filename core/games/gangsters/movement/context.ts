/**
 * Turns a `MoveQuery` into the numeric context the path search runs on, refusing malformed queries
 * (an unknown space, a die out of range, Wheels on a Cop) as values.
 */
import { ok, refuse, type Result } from '../../../engine/result';
import type { PieceKind } from '../board';
import { dirOf, FREE, INSIDE, plausibleFacing, type FacingCode } from './facing';
import type { MoveGraph } from './graph';
import type { MoveQuery } from './types';
import { checkWheels } from './wheels';

/** Which rules a search may ignore. Only `explain.ts` sets these, to find the clause that forbids a space. */
export const RELAX = {
  facing: 1, // G-6.4
  reentry: 2, // G-6.5
  bridge: 4, // G-6.41
  through: 8, // G-6.6 (a Cop: G-9.4)
  connected: 16, // G-6.6: only physically connected buildings
  ownJointExit: 32, // G-8.5
  copJoint: 64, // G-9.4
  transfer: 128, // G-10.2
  publicStack: 256, // G-6.8
} as const;

/** The three families of moving piece; the rules differ between them, not between Racketeer, Thug and Vamp. */
export type Mover = 'gangster' | 'cop' | 'public';

export interface SearchCtx {
  readonly g: MoveGraph;
  readonly mover: Mover;
  /** 1 where a building is a Joint of the moving Gang. */
  readonly own: Uint8Array;
  /** 1 where a building is anyone's Joint. */
  readonly joint: Uint8Array;
  readonly copWelcome: Uint8Array;
  readonly publicAt: Uint8Array;
  readonly start: number;
  readonly startFacing: FacingCode;
  /** True when the piece starts off the board (G-10.4). */
  readonly offboard: boolean;
  readonly steps: number;
  relax: number;
}

function moverOf(kind: PieceKind): Mover {
  return kind === 'cop' || kind === 'public' ? kind : 'gangster';
}

function mask(g: MoveGraph, ids: readonly string[] | undefined): Uint8Array {
  const m = new Uint8Array(g.nodeCount);
  for (const id of ids ?? []) {
    const i = g.index.get(id);
    if (i !== undefined) m[i] = 1;
  }
  return m;
}

/** Validates a query against the board and builds its search context. */
export function makeContext(g: MoveGraph, q: MoveQuery): Result<SearchCtx> {
  const mover = moverOf(q.kind);
  if (!Number.isInteger(q.steps)) return refuse('BAD_DIE', 'G-6.3', 'A move is a whole number of spaces.');
  if (q.wheels) {
    const w = checkWheels(q.kind, q.steps);
    if (!w.ok) return w;
  } else if (q.steps < 1 || q.steps > 6) {
    return refuse('BAD_DIE', 'G-6.3', `A die shows 1 to 6, not ${q.steps}.`);
  }
  if (mover === 'gangster' && !q.gang) return refuse('NO_GANG', '', 'A gangster move needs its Gang.');
  const own = new Uint8Array(g.nodeCount);
  const joint = new Uint8Array(g.nodeCount);
  for (const [id, gang] of Object.entries(q.state?.owners ?? {})) {
    const i = g.index.get(id);
    if (i === undefined || i < g.streetCount) return refuse('UNKNOWN_BUILDING', '', `No building "${id}" to own.`);
    if (!g.purchasable[i]) return refuse('GRAY_JOINT', 'G-4.1', `${id} is gray and can never be a Joint.`);
    joint[i] = 1;
    if (mover === 'gangster' && gang === q.gang) own[i] = 1;
  }
  const base = {
    g,
    mover,
    own,
    joint,
    copWelcome: mask(g, q.state?.copWelcome),
    publicAt: mask(g, q.state?.publicAt),
    steps: q.steps,
    relax: 0,
  };
  if (q.at === null) {
    if (mover === 'gangster') {
      return refuse('OFFBOARD_GANGSTER', 'G-10.4', 'Only Cops and Public pieces enter play from a Subway.');
    }
    return ok({ ...base, start: -1, startFacing: FREE, offboard: true });
  }
  const start = g.index.get(q.at);
  if (start === undefined) return refuse('UNKNOWN_SPACE', '', `No space "${q.at}" on this board.`);
  if (start >= g.streetCount) return ok({ ...base, start, startFacing: INSIDE, offboard: false });
  if (!q.facing) return refuse('NO_FACING', 'G-6.4', 'A piece on a street must show which way it faces.');
  const d = dirOf(q.facing);
  if (!plausibleFacing(g, start, d)) {
    return refuse(
      'BAD_FACING',
      'G-6.4',
      `A piece on ${q.at} cannot face ${q.facing}: the street does not run that way.`,
    );
  }
  return ok({ ...base, start, startFacing: d, offboard: false });
}
