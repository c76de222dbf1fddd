/**
 * The reducer's working copy of a state: the value of a deep copy (same keys, same order), sharing what
 * no rule changes in place: the options, the seat order, the board positions (`pos` of characters and
 * cop groups: a rule only ever replaces one whole) and the shops (changed only through `setShop`, which
 * replaces them). The copy test freezes every state before its move, so a write into a shared part fails.
 *
 * The copy is written out for the state's usual shape (`copy-shape.ts`; anything else is copied by the
 * generic walk), and once the action is applied the parts it left as they were are passed on: the
 * input's own characters, Gangs, cop groups and pawns stand in for their copies (`passOn`), so the
 * next state shares them and its hash takes them over (core/engine/digest.ts). Nothing is written into
 * a state once made: the next action works on a copy again.
 */
import { keysInOrder } from '../../engine/json';
import {
  copyCharacter,
  copyCopGroup,
  copyGang,
  copyNumbers,
  copySharing,
  copyTurn,
  plainCopy,
  TURN_KEYS,
} from './copy-shape';
import { sameCharacter, sameCopGroup, sameFlat, sameGang, sameNumbers } from './copy-same';
import type { SuperGangState, Turn } from './state';

export { plainCopy };

const SHARED_TOP = new Set(['options', 'order', 'shops', 'characters', 'cops', 'gangs', 'traffic', 'turn']);

/** The state's keys as `initialState` writes them (setup.ts), without and with the edition. */
export const STATE_KEYS = [
  'seats',
  'options',
  'gangs',
  'policeSeat',
  'characters',
  'shops',
  'traffic',
  'cops',
  'bank',
  'order',
  'turn',
  'duel',
  'winner',
  'endReason',
];
export const EDITION_STATE_KEYS = [...STATE_KEYS, 'edition'];

function mapped<T>(list: readonly T[], copy: (x: T) => T): T[] {
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) out.push(copy(list[i] as T));
  return out;
}

/** A private copy of `s` for one `apply` to change. */
export function workingCopy(s: SuperGangState): SuperGangState {
  // Every key but the parts copied by shape below is copied generically, in the state's own order.
  const out = copySharing(s, SHARED_TOP);
  out.gangs = mapped(s.gangs, copyGang);
  out.characters = mapped(s.characters, copyCharacter);
  out.traffic = copyNumbers(s.traffic);
  out.cops = mapped(s.cops, copyCopGroup);
  out.turn = copyTurn(s.turn);
  return out;
}

/** Whether `s` has the usual keys in the usual order (else nothing is passed on: it is copied as it is). */
export function usualShape(s: SuperGangState): boolean {
  return keysInOrder(s, STATE_KEYS) || keysInOrder(s, EDITION_STATE_KEYS);
}

/** `next`'s list with each item equal to `before`'s at its place replaced by that one; `before` itself if all are. */
function passedOn<T>(next: T[], before: readonly T[], same: (a: T, b: T) => boolean): T[] {
  if (next.length !== before.length) return next;
  let all = true;
  for (let i = 0; i < next.length; i++) {
    const b = before[i] as T;
    if (same(next[i] as T, b)) next[i] = b;
    else all = false;
  }
  return all ? (before as T[]) : next;
}

/**
 * `next`, the working copy of `before` after an action, with the parts the action left as they were
 * replaced by `before`'s own: the same value, keys in the same order (each `same…` checks that), so the
 * state is the one the action made, sharing more with the state before.
 */
export function passOn(next: SuperGangState, before: SuperGangState): SuperGangState {
  if (!usualShape(before) || !usualShape(next)) return next;
  next.characters = passedOn(next.characters, before.characters, sameCharacter);
  next.gangs = passedOn(next.gangs, before.gangs, sameGang);
  next.cops = passedOn(next.cops, before.cops, sameCopGroup);
  if (sameNumbers(next.traffic, before.traffic)) next.traffic = before.traffic;
  passOnTurn(next.turn, before.turn);
  return next;
}

/**
 * The turn is a new object at almost every step (its phase, who acts, who is still to move), but most of
 * its lists are as they were (the dice thrown, the cops' dice, the shops stuck up, the shots into the
 * clinic, the cash actions done): those are the turn before's own, so that the host's hash takes them
 * over as they are instead of comparing them (core/engine/digest.ts).
 */
function passOnTurn(t: Turn, u: Turn): void {
  if (!keysInOrder(t, TURN_KEYS) || !keysInOrder(u, TURN_KEYS)) return;
  if (sameNumbers(t.dice, u.dice)) t.dice = u.dice;
  if (sameFlat(t.copDice, u.copDice)) t.copDice = u.copDice;
  if (sameFlat(t.copsToMove, u.copsToMove)) t.copsToMove = u.copsToMove;
  if (sameFlat(t.toMove, u.toMove)) t.toMove = u.toMove;
  if (sameFlat(t.stuckUp, u.stuckUp)) t.stuckUp = u.stuckUp;
  if (sameFlat(t.clinicShots, u.clinicShots)) t.clinicShots = u.clinicShots;
  if (sameFlat(t.done, u.done)) t.done = u.done;
}
