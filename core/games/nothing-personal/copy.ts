/**
 * The reducer's working copy of a state (`apply` works on a draft): the same value as the kernel's
 * generic `copyJson` — a deep copy sharing nothing with its input, -0 read as 0, keys in the same
 * order — written for the shape of `NpState`, so the copy costs a fraction of a generic walk.
 * A field this file does not know (a later edition's) is copied by `copyJson`.
 */
import { copyJson, keysInOrder } from '../../engine/json';
import { hasStandardKeys, keyedRecord, type Marks, type NpState } from './state';
import { isTieKey, noteCopied } from './ruled';

/** -0 as 0, as JSON (and `copyJson`) reads it. */
const num = (n: number): number => (n === 0 ? 0 : n);

function nums(a: readonly number[]): number[] {
  const out = a.slice();
  for (let i = 0; i < out.length; i++) if (out[i] === 0) out[i] = 0;
  return out;
}

const MARK_KEYS = ['seats', 'neutral', 'blackmail'];

function marksCopy(marks: Record<string, Marks>): Record<string, Marks> {
  const out = keyedRecord<Marks>();
  for (const g in marks) out[g] = marksEntryCopy(marks[g] as Marks);
  return out;
}

/** A copy of the markers on one gangster. */
export function marksEntryCopy(m: Marks): Marks {
  if (!keysInOrder(m, MARK_KEYS)) return copyJson(m);
  return { seats: nums(m.seats), neutral: num(m.neutral), blackmail: m.blackmail === 0 ? 0 : m.blackmail };
}

/** A new record of the same gangsters' markers, in the same order: the very objects. */
export function marksShallowCopy(marks: Record<string, Marks>): Record<string, Marks> {
  const out = keyedRecord<Marks>();
  for (const g in marks) out[g] = marks[g] as Marks;
  return out;
}

/** `copyJson(rulings)`, into a `keyedRecord` with its list of ruled gangsters (ruled.ts). */
export function rulingsCopy(rulings: Record<string, number>): Record<string, number> {
  const out = keyedRecord<number>();
  const ruled: string[] = [];
  let ties = 0;
  for (const g in rulings) {
    const seat = rulings[g] as number;
    out[g] = typeof seat === 'number' ? num(seat) : copyJson(seat);
    if (isTieKey(g)) ties++;
    else ruled.push(g);
  }
  noteCopied(out, ruled, ties);
  return out;
}

/** Every hand copied. */
export function handsCopy(hands: readonly string[][]): string[][] {
  return hands.map((h) => h.slice());
}

/**
 * The reducer's working copy: `copyNpState(s)` but for the options, which are passed on as they are
 * (fixed when the game is made; no rule writes them, and the tests' freeze guard would catch one that
 * did), so the next state shares them and its hash takes them over. `apply` itself works on a draft
 * that shares more (draft.ts).
 */
export function workingCopy(s: NpState): NpState {
  return copyNpState(s, true);
}

/** A deep copy of `s` equal to `copyJson(s)` (with `shareOptions`, the options themselves). */
export function copyNpState(s: NpState, shareOptions = false): NpState {
  if (!hasStandardKeys(s)) {
    if (!shareOptions) return copyJson(s);
    const out = copyJson({ ...s, options: null }) as unknown as NpState;
    out.options = s.options;
    return out;
  }
  return copyStandard(s, shareOptions, false);
}

/**
 * `copyNpState` of a state of the standard keys (`hasStandardKeys`, checked by the caller); with
 * `shareDrafted`, the markers, hands and rulings are `s`'s own (draft.ts copies them at their first write).
 */
export function copyStandard(s: NpState, shareOptions: boolean, shareDrafted: boolean): NpState {
  // Written out in the state's own key order (checked above), so the copy's keys come in the same order.
  const out: NpState = {
    seats: num(s.seats),
    options: shareOptions ? s.options : copyJson(s.options),
    round: num(s.round),
    phase: s.phase,
    positions: s.positions.slice(),
    associates: s.associates.slice(),
    gangsterDeck: s.gangsterDeck.slice(),
    fishes: s.fishes.slice(),
    prison: s.prison.slice(),
    marks: shareDrafted ? s.marks : marksCopy(s.marks),
    hands: shareDrafted ? s.hands : handsCopy(s.hands),
    influenceDeck: s.influenceDeck.slice(),
    influenceDiscard: s.influenceDiscard.slice(),
    money: nums(s.money),
    bank: num(s.bank),
    respect: nums(s.respect),
    supply: nums(s.supply),
    neutralSupply: num(s.neutralSupply),
    blackmailSupply: num(s.blackmailSupply),
    ring: num(s.ring),
    negate: s.negate,
    sideways: s.sideways.slice(),
    promoted: s.promoted.slice(),
    rulings: shareDrafted ? s.rulings : rulingsCopy(s.rulings),
    silenced: s.silenced.slice(),
    used: s.used.slice(),
    stage: copyJson(s.stage),
    interrupts: s.interrupts.length === 0 ? [] : copyJson(s.interrupts),
    offers: s.offers.length === 0 ? [] : copyJson(s.offers),
    nextOffer: num(s.nextOffer),
    result: copyJson(s.result),
  };
  if (typeof s.edition === 'number') out.edition = num(s.edition);
  else if (s.edition !== undefined) out.edition = copyJson(s.edition);
  return out;
}
