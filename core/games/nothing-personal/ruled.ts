/**
 * The gangsters a tie-rulings record (`NpState.rulings`) holds rulings on, kept beside each record the
 * rules made, so that checking whether the rulings still stand (NP-7.4.2, after every change of
 * markers) does not list the record's keys: the record is a V8 hash table (`keyedRecord`), whose keys
 * take about 0.2 µs to list even when there are none, and the check runs about 130 times a game.
 *
 * A record made here (`newRulings`) or by `rulingsCopy` (copy.ts) has its list; the rules write rulings only through
 * `recordRuling` and `lapseRulings` (rules/model.ts), which keep it. A record from anywhere else (a
 * stored game read back, a test's own) has none, and its keys are listed as before.
 */
import { keyedRecord, tieKey } from './state';

/** Record → its keys that are gangster ids (not the `<id>:tie` keys of edition 3), in no set order. */
const RULED = new WeakMap<Record<string, number>, string[]>();

/** An empty rulings record, with its (empty) list of ruled gangsters. */
export function newRulings(): Record<string, number> {
  const r = keyedRecord<number>();
  RULED.set(r, []);
  return r;
}

/** Whether a rulings key is the tie an edition-3 ruling settled (`tieKey`: `<id>:tie`), not a gangster's id. */
export function isTieKey(key: string): boolean {
  // Its ':' looked at first, most keys being gangster ids.
  return key.charCodeAt(key.length - 4) === 58 && key.endsWith(':tie');
}

/**
 * Gives `copy`, a new record, its list of ruled gangsters: its keys that are not `isTieKey` (the
 * caller's own list), unless some of its `ties` tie keys belong to no ruling (the record then stays
 * without a list, so `emptyRulings` never leaves such a key behind).
 */
export function noteCopied(copy: Record<string, number>, ruled: string[], ties: number): void {
  let matched = 0;
  if (ties > 0) for (const g of ruled) if (copy[tieKey(g)] !== undefined) matched++;
  if (matched === ties) RULED.set(copy, ruled);
}

/**
 * Empties `rulings`, a record with a list, in place, and says so; false (nothing done) for any other.
 * The caller owns the record (no other state holds it).
 */
export function emptyRulings(rulings: Record<string, number>): boolean {
  const list = RULED.get(rulings);
  if (!list) return false;
  for (const g of list) {
    delete rulings[g];
    delete rulings[tieKey(g)];
  }
  list.length = 0;
  return true;
}

/** `rulings` now holds a ruling on `gid` (the caller has just written it). */
export function noteRuled(rulings: Record<string, number>, gid: string): void {
  const list = RULED.get(rulings);
  if (list && !list.includes(gid)) list.push(gid);
}

/** `rulings` no longer holds a ruling on `gid` (the caller has just deleted it). */
export function noteLapsed(rulings: Record<string, number>, gid: string): void {
  const list = RULED.get(rulings);
  const k = list ? list.indexOf(gid) : -1;
  if (list && k >= 0) list.splice(k, 1);
}

/** The ruled gangsters' list of a record made here (not to be changed), or null for any other record. */
export function ruledList(rulings: Record<string, number>): readonly string[] | null {
  return RULED.get(rulings) ?? null;
}
