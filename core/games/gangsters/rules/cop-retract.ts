/**
 * Taking back a Cop move (G-6.92), from edition 7 (state.ts `EDITION`). The pawn marks "the piece
 * currently being moved", and the active player moves a Cop in his Movement Phase (5.2-5.4, G-6.9), so a
 * Cop he moved or started stays under the pawn until he moves, recruits or sells anything else. Taking it
 * back puts the position as it was before the Cop action: the Cop where he started (a new patrol back in
 * the cup), a Raid it made undone (the Joint's level, the Public, the Commissioner's reward, G-11.6,
 * G-17.4), a replacement patrol back in the cup (G-9.6), the actor's Donut as it was (G-16.4); then the
 * Cop action is taken again, and the rebuff window (G-9.5) opens again for it. A Cop drawn from the cup
 * for the move is kept for the turn: the next draw from the Cop cup brings him out again, as a Public's
 * draw is kept (`retractedPublic`), so a take-back never buys a fresh draw. A bribe or a Donut flip moves
 * no piece and is not taken back; a deferred Cop action (G-17.2) is the Commissioner's, not the active
 * player's, and is not either. Games of engine versions 1-6 took no Cop move back.
 */
import type { JsonValue } from '../../../engine/json';
import { log } from '../../../engine/rules';
import { copyCops, copyJoints } from '../copy-parts';
import { snapshotCops, snapshotGangs, snapshotJoints, snapshotPublics } from '../snapshot-parts';
import { edition, type CopState, type GangstersState, type JointState, type UndoState } from '../state';
import type { Ctx } from './common';

/** What a Cop move changed besides the gangster-move snapshot, kept in `turn.undo` under `cop`. */
export interface CopUndo {
  [key: string]: JsonValue;
  actor: number;
  /** The Cop moved, or the one a new patrol drew (null until drawn). */
  cop: number | null;
  cops: CopState[];
  copCup: number[];
  joints: Record<string, JointState>;
  /** The actor's Donut marker before the action lifted it (G-16.4). */
  donut: { cop: number; side: number } | null;
  /** What Raids after the move paid the Commissioner (G-17.4). */
  reward: number;
  /** The Cop drawn from the cup for the move (a new patrol, or a Subway replacement, G-9.6). */
  drawn: number | null;
}

/** The position before a gangster or Public move, for `applyRetract` (G-6.92). */
export function moveSnapshot(s: GangstersState): UndoState {
  return {
    gangs: snapshotGangs(s),
    publics: snapshotPublics(s),
    moved: [...s.turn.moved],
    movesUsed: s.turn.movesUsed,
    wheelsUsed: s.turn.wheelsUsed,
  };
}

/** The Cop part of the take-back snapshot, or null (a gangster or Public move, or an older edition). */
export function copUndoOf(u: UndoState | null): CopUndo | null {
  const x = u?.['cop'];
  return typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as CopUndo) : null;
}

/**
 * At a Cop move or start by the active player (not a deferred one), edition 7: the position the Cop
 * action may be taken back to. Called before anything changes.
 */
export function markCopMove(s: GangstersState, actor: number, cop: number | null, deferred: boolean): void {
  if (edition(s) < 7 || deferred) return;
  const d = s.gangs.find((g) => g.seat === actor)?.donut ?? null;
  const part: CopUndo = {
    actor,
    cop,
    cops: snapshotCops(s),
    copCup: [...s.copCup],
    joints: snapshotJoints(s),
    donut: d === null ? null : { cop: d.cop, side: d.side },
    reward: 0,
    drawn: null,
  };
  // `moveSnapshot`'s fields, in its order, then the Cop part (no spread of a fresh object).
  s.turn.undo = {
    gangs: snapshotGangs(s),
    publics: snapshotPublics(s),
    moved: [...s.turn.moved],
    movesUsed: s.turn.movesUsed,
    wheelsUsed: s.turn.wheelsUsed,
    cop: part,
  };
}

/** Changes the Cop part; the undo is shared with earlier states (`copy.ts`), so it is replaced whole. */
function update(s: GangstersState, f: (cu: CopUndo) => CopUndo): void {
  const u = s.turn.undo;
  const cu = copUndoOf(u);
  if (u && cu) s.turn.undo = { ...u, cop: f(cu) };
}

/** A Raid after the Cop move paid the Commissioner `amount` (G-17.4). */
export function noteCopReward(s: GangstersState, amount: number): void {
  update(s, (cu) => ({ ...cu, reward: cu.reward + amount }));
}

/**
 * Draws a Cop from the cup (G-9.2, G-9.6). A Cop drawn for a move taken back this turn comes out again
 * while he is in the cup; only edition-7 games keep one (`retractedCop`). The Cop drawn is noted for a
 * take-back of this move.
 */
export function drawCop(c: Ctx): number {
  const s = c.s;
  const kept = s.turn['retractedCop'];
  if (typeof kept === 'number') s.turn['retractedCop'] = null;
  let i = typeof kept === 'number' ? s.copCup.indexOf(kept) : -1;
  if (i < 0) i = c.roller.draw(s.copCup.length, { label: 'Cop cup', visibility: 'public' });
  const cop = s.copCup[i] ?? 0;
  s.copCup.splice(i, 1);
  update(s, (cu) => ({ ...cu, cop: cu.cop ?? cop, drawn: cop }));
  return cop;
}

/**
 * G-6.92, edition 7: puts back what the Cop move did beyond the gangster snapshot (which `applyRetract`
 * restores, cash and Donuts as they are now) and opens the Cop action again.
 */
export function retractCopMove(c: Ctx, cu: CopUndo): void {
  const s = c.s;
  // What the line tells, worked out before the position is put back; a simulation writes no line.
  const said = c.quiet ? null : retractWords(s, cu);
  // The snapshot's own parts for a playout's own state (`owned`), copies otherwise (see `applyRetract`).
  s.cops = c.owned ? cu.cops : copyCops(cu.cops);
  s.copCup = c.owned ? cu.copCup : [...cu.copCup];
  s.joints = c.owned ? cu.joints : copyJoints(cu.joints);
  const g = s.gangs.find((x) => x.seat === cu.actor);
  if (g) g.donut = cu.donut === null ? null : { cop: cu.donut.cop, side: cu.donut.side };
  if (cu.reward > 0 && s.commissioner !== null) {
    // A fine called meanwhile (G-6.91) stands: the reward comes back only as far as his cash goes.
    const back = Math.min(cu.reward, s.commissionerCash);
    s.commissionerCash -= back;
    s.bank += back;
  }
  if (cu.drawn !== null) s.turn['retractedCop'] = cu.drawn;
  s.turn.copAction = null;
  s.turn.copDone = false;
  s.phase = 'cop';
  if (said !== null) log(c, 'retract', said, 'G-6.92', { cop: cu.cop });
}

/** The line telling that the Cop move `cu` is taken back, and what else that undoes. */
function retractWords(s: GangstersState, cu: CopUndo): string {
  const raided = JSON.stringify(s.joints) !== JSON.stringify(cu.joints);
  const replaced = cu.drawn !== null && cu.cops.some((x) => x.strength === cu.cop);
  const started = !cu.cops.some((x) => x.strength === cu.cop);
  const undone = [...(raided ? ['the Raid'] : []), ...(replaced ? ['the new patrol from the Subway'] : [])];
  return `The Cop move is taken back: Cop ${cu.cop ?? '?'} goes back ${started ? 'to the cup' : 'where he started'}${
    undone.length > 0 ? `, and ${undone.join(' and ')} ${undone.length > 1 ? 'are' : 'is'} undone` : ''
  }. The Cop action is taken again.`;
}
