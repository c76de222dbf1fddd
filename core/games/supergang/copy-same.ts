/**
 * Whether a part of the working copy after an action is still the part it was copied from: the same
 * value with its keys in the same order, so that `passOn` (copy.ts) may put the part before in its
 * place. Board positions (`pos`) are compared as objects: the copy shares them, and a rule that moves a
 * piece gives it a new one. Anything unexpected (another shape, an object where a string was) is "not
 * the same": the copy is kept, which is always right.
 */
import { keysInOrder } from '../../engine/json';
import type { Character, CopGroup, Gang } from './state';
import { CHARACTER_KEYS, FREED_CHARACTER_KEYS, GANG_KEYS } from './copy-shape';

/** Two lists of strings or numbers with the same items. */
export function sameFlat(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    if (x !== b[i] || (x !== null && typeof x === 'object')) return false;
  }
  return true;
}

/** Two records of strings or numbers with the same entries in the same order. */
export function sameNumbers(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys: string[] = [];
  for (const k in b) keys.push(k);
  if (!keysInOrder(a, keys)) return false;
  for (const k of keys) {
    const x = a[k];
    if (x !== b[k] || (x !== null && typeof x === 'object')) return false;
  }
  return true;
}

export function sameGang(a: Gang, b: Gang): boolean {
  return (
    keysInOrder(a, GANG_KEYS) &&
    keysInOrder(b, GANG_KEYS) &&
    a.seat === b.seat &&
    a.colour === b.colour &&
    a.cash === b.cash &&
    a.stock === b.stock &&
    a.eliminated === b.eliminated &&
    a.ownsCops === b.ownsCops
  );
}

function sameVamped(a: Character['vampedBy'], b: Character['vampedBy']): boolean {
  if (a === null || b === null) return a === b;
  return (
    keysInOrder(a, ['gang', 'turns']) && keysInOrder(b, ['gang', 'turns']) && a.gang === b.gang && a.turns === b.turns
  );
}

export function sameCharacter(a: Character, b: Character): boolean {
  const keys = a.freedFrom !== undefined ? FREED_CHARACTER_KEYS : CHARACTER_KEYS;
  return (
    keysInOrder(a, keys) &&
    keysInOrder(b, keys) &&
    a.id === b.id &&
    a.gang === b.gang &&
    a.kind === b.kind &&
    a.place === b.place &&
    a.pos === b.pos &&
    a.sentence === b.sentence &&
    sameFlat(a.record, b.record) &&
    sameFlat(a.unseen, b.unseen) &&
    a.arrestedInClinic === b.arrestedInClinic &&
    sameVamped(a.vampedBy, b.vampedBy) &&
    a.lastVamped === b.lastVamped &&
    a.freedFrom === b.freedFrom
  );
}

export function sameCopGroup(a: CopGroup, b: CopGroup): boolean {
  const x = a.out;
  const y = b.out;
  return (
    keysInOrder(a, ['pos', 'out']) &&
    keysInOrder(b, ['pos', 'out']) &&
    a.pos === b.pos &&
    (x === null || y === null
      ? x === y
      : keysInOrder(x, ['by', 'manhole']) &&
        keysInOrder(y, ['by', 'manhole']) &&
        x.by === y.by &&
        x.manhole === y.manhole)
  );
}
