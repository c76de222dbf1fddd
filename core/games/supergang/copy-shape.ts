/**
 * The working copy's parts written out for their usual shape (the keys `initialState` and the rules
 * give them, in that order): the same value as `plainCopy`, keys in the same order, the board
 * positions (`pos`) shared as `copy.ts` says. A part of any other shape (a key more or less, another
 * order) is copied by the generic walk. `copy.test.ts` compares the copy's text with `plainCopy`'s at
 * every position of seeded games.
 */
import { keysInOrder } from '../../engine/json';
import type { Character, CopGroup, Gang, Turn } from './state';

/** A deep copy of plain JSON. */
export function plainCopy<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(plainCopy) as T;
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = plainCopy((v as Record<string, unknown>)[k]);
  return out as T;
}

/** A deep copy of object `v` but for the values of the keys in `shared`, which are kept as they are. */
export function copySharing<T extends object>(v: T, shared: ReadonlySet<string>): T {
  const out: Record<string, unknown> = {};
  for (const k in v) {
    const x = (v as Record<string, unknown>)[k];
    out[k] = shared.has(k) ? x : plainCopy(x);
  }
  return out as T;
}

const SHARED_PIECE = new Set(['pos']);

/** A list of strings or numbers, copied (`plainCopy` of anything else in it). */
export function copyFlat<T>(list: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) {
    const x = list[i] as T;
    out.push(x !== null && typeof x === 'object' ? plainCopy(x) : x);
  }
  return out;
}

/** A record of numbers (the pawns by section, the dice by character), copied. */
export function copyNumbers<T>(r: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k in r) {
    const x = r[k] as T;
    out[k] = x !== null && typeof x === 'object' ? plainCopy(x) : x;
  }
  return out;
}

export const GANG_KEYS = ['seat', 'colour', 'cash', 'stock', 'eliminated', 'ownsCops'];

export function copyGang(g: Gang): Gang {
  if (!keysInOrder(g, GANG_KEYS)) return plainCopy(g);
  return {
    seat: g.seat,
    colour: g.colour,
    cash: g.cash,
    stock: g.stock,
    eliminated: g.eliminated,
    ownsCops: g.ownsCops,
  };
}

export const CHARACTER_KEYS = [
  'id',
  'gang',
  'kind',
  'place',
  'pos',
  'sentence',
  'record',
  'unseen',
  'arrestedInClinic',
  'vampedBy',
  'lastVamped',
];
/** A man freed from a Vamp at the start of his turn (edition 3 on) has `freedFrom` last. */
export const FREED_CHARACTER_KEYS = [...CHARACTER_KEYS, 'freedFrom'];
const VAMPED_KEYS = ['gang', 'turns'];

export function copyCharacter(ch: Character): Character {
  const freed = ch.freedFrom !== undefined;
  const v = ch.vampedBy;
  if (!keysInOrder(ch, freed ? FREED_CHARACTER_KEYS : CHARACTER_KEYS) || (v !== null && !keysInOrder(v, VAMPED_KEYS)))
    return copySharing(ch, SHARED_PIECE);
  const out: Character = {
    id: ch.id,
    gang: ch.gang,
    kind: ch.kind,
    place: ch.place,
    pos: ch.pos,
    sentence: ch.sentence,
    record: copyFlat(ch.record),
    unseen: copyFlat(ch.unseen),
    arrestedInClinic: ch.arrestedInClinic,
    vampedBy: v === null ? null : { gang: v.gang, turns: v.turns },
    lastVamped: ch.lastVamped,
  };
  if (freed) out.freedFrom = ch.freedFrom;
  return out;
}

const COP_KEYS = ['pos', 'out'];
const OUT_KEYS = ['by', 'manhole'];

export function copyCopGroup(g: CopGroup): CopGroup {
  const o = g.out;
  if (!keysInOrder(g, COP_KEYS) || (o !== null && !keysInOrder(o, OUT_KEYS))) return copySharing(g, SHARED_PIECE);
  return { pos: g.pos, out: o === null ? null : { by: o.by, manhole: o.manhole } };
}

export const TURN_KEYS = [
  'number',
  'gang',
  'dice',
  'copDice',
  'copsToMove',
  'copSeat',
  'toMove',
  'acting',
  'dueled',
  'stuckUp',
  'clinicShots',
  'done',
  'arrest',
  'recruit',
  'phase',
];

export function copyTurn(t: Turn): Turn {
  if (!keysInOrder(t, TURN_KEYS)) return plainCopy(t);
  return {
    number: t.number,
    gang: t.gang,
    dice: copyNumbers(t.dice),
    copDice: copyFlat(t.copDice),
    copsToMove: copyFlat(t.copsToMove),
    copSeat: t.copSeat,
    toMove: copyFlat(t.toMove),
    acting: t.acting,
    dueled: t.dueled,
    stuckUp: copyFlat(t.stuckUp),
    clinicShots: copyFlat(t.clinicShots),
    done: copyFlat(t.done),
    arrest: plainCopy(t.arrest),
    recruit: plainCopy(t.recruit),
    phase: t.phase,
  };
}
