/**
 * The reducer's working copy of a state (`apply` works on a draft): the same value as the kernel's
 * generic `copyJson` — a deep copy sharing nothing with its input, -0 read as 0, keys in the same
 * order — written for the shape of `NpState`, so the copy costs a fraction of a generic walk.
 * A field this file does not know (a later edition's) is copied by `copyJson`.
 */
import { copyJson } from '../../engine/json';
import { hasStandardKeys, type Marks, type NpState } from './state';

/** -0 as 0, as JSON (and `copyJson`) reads it. */
const num = (n: number): number => (n === 0 ? 0 : n);

function nums(a: readonly number[]): number[] {
  const out = a.slice();
  for (let i = 0; i < out.length; i++) if (out[i] === 0) out[i] = 0;
  return out;
}

function marksCopy(marks: Record<string, Marks>): Record<string, Marks> {
  const out: Record<string, Marks> = {};
  for (const g in marks) {
    const m = marks[g] as Marks;
    const keys = Object.keys(m);
    if (keys.length !== 3 || keys[0] !== 'seats' || keys[1] !== 'neutral' || keys[2] !== 'blackmail') {
      out[g] = copyJson(m);
      continue;
    }
    out[g] = { seats: nums(m.seats), neutral: num(m.neutral), blackmail: m.blackmail === 0 ? 0 : m.blackmail };
  }
  return out;
}

/** A deep copy of `s` equal to `copyJson(s)`. */
export function copyNpState(s: NpState): NpState {
  if (!hasStandardKeys(s)) return copyJson(s);
  // The spread keeps the key order; every field that is not a string or null is then replaced.
  const out: NpState = { ...s };
  out.seats = num(s.seats);
  out.options = copyJson(s.options);
  out.round = num(s.round);
  out.positions = s.positions.slice();
  out.associates = s.associates.slice();
  out.gangsterDeck = s.gangsterDeck.slice();
  out.fishes = s.fishes.slice();
  out.prison = s.prison.slice();
  out.marks = marksCopy(s.marks);
  out.hands = s.hands.map((h) => h.slice());
  out.influenceDeck = s.influenceDeck.slice();
  out.influenceDiscard = s.influenceDiscard.slice();
  out.money = nums(s.money);
  out.bank = num(s.bank);
  out.respect = nums(s.respect);
  out.supply = nums(s.supply);
  out.neutralSupply = num(s.neutralSupply);
  out.blackmailSupply = num(s.blackmailSupply);
  out.ring = num(s.ring);
  out.sideways = s.sideways.slice();
  out.promoted = s.promoted.slice();
  out.rulings = copyJson(s.rulings);
  out.silenced = s.silenced.slice();
  out.used = s.used.slice();
  out.stage = copyJson(s.stage);
  out.offers = s.offers.length === 0 ? [] : copyJson(s.offers);
  out.nextOffer = num(s.nextOffer);
  out.interrupts = s.interrupts.length === 0 ? [] : copyJson(s.interrupts);
  out.result = copyJson(s.result);
  if (typeof s.edition === 'number') out.edition = num(s.edition);
  else if (s.edition !== undefined) out.edition = copyJson(s.edition);
  return out;
}
