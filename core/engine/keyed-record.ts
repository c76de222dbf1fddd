/**
 * Records keyed by data (a gangster's id, a place), held by V8 as hash tables, and which games make
 * them: the state hash walks such a game's states by loops of their own (`tables`, digest.ts), so
 * that the other games' states keep the fast loops.
 */

/** How many records `keyedRecord` has made in this process (the kernel notes which game made one). */
let made = 0;

/**
 * The mark of a record `keyedRecord` made: a symbol key, not enumerable, so JSON, `for…in`,
 * `Object.keys`, copies and structured clones never see it. The hash walks only the objects that
 * carry it by its loops for hash tables (digest.ts), and every other object of the same state by its
 * fast loops.
 */
const TABLE: unique symbol = Symbol('keyed record');

/**
 * A new empty object for a record keyed by data (Nothing Personal's `marks`, `rulings`), held by V8 as
 * a hash table from the start. Built key by key as usual, such a record would get hidden classes of its
 * own in nearly every game (the keys come in a different order each time), and every look-up by key
 * would miss V8's caches: a random playout spent a tenth of its time there. Any JavaScript engine reads
 * it as the same plain object: the same prototype, and its keys listed in the order they were added.
 */
export function keyedRecord<T>(): Record<string, T> {
  made++;
  const o: Record<string, unknown> = { a: 0, b: 0 };
  // Deleting a key that is not the last one added turns the object into a hash table (V8).
  delete o['a'];
  delete o['b'];
  Object.defineProperty(o, TABLE, { value: true });
  return o as Record<string, T>;
}

/** Whether `o` is a record `keyedRecord` made (a hash table to V8). */
export function isKeyedRecord(o: object): boolean {
  return (o as { [TABLE]?: boolean })[TABLE] === true;
}

/** How many records `keyedRecord` has made so far: a change across a game's code says it made one. */
export function keyedRecordsMade(): number {
  return made;
}
