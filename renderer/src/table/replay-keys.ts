/**
 * The replay's key moments: the one before or after the move shown (the ◀ Key and Key ▶ buttons), and
 * all of them grouped by the round they fall in for the *Jump to…* menu, so that a long game's menu
 * lists every one and stays easy to read.
 */

/** A key moment's place in the game: after `seq` moves. */
export interface KeySeq {
  readonly seq: number;
}

/** The first key moment after `step` (`direction` 1) or the last before it (-1); null when there is none. */
export function keyFrom<K extends KeySeq>(keys: readonly K[], step: number, direction: 1 | -1): K | null {
  if (direction > 0) return keys.find((k) => k.seq > step) ?? null;
  for (let i = keys.length - 1; i >= 0; i--) if ((keys[i] as K).seq < step) return keys[i] as K;
  return null;
}

export interface KeyGroup<K> {
  /** The round's label ("Round 3"), '' for the moments before the first round starts or a game without rounds. */
  readonly label: string;
  readonly keys: readonly K[];
}

/**
 * `keys` in the rounds they fall in (`rounds`: where each starts, in order), in order; a round without
 * a key moment has no group. Without rounds, one group holds them all.
 */
export function keyGroups<K extends KeySeq>(
  keys: readonly K[],
  rounds: readonly { readonly seq: number; readonly label: string }[],
): KeyGroup<K>[] {
  const out: { label: string; keys: K[] }[] = [];
  let r = -1;
  for (const k of keys) {
    while (r + 1 < rounds.length && (rounds[r + 1] as { seq: number }).seq <= k.seq) r++;
    const label = r >= 0 ? (rounds[r] as { label: string }).label : '';
    const last = out.at(-1);
    if (last && last.label === label) last.keys.push(k);
    else out.push({ label, keys: [k] });
  }
  return out;
}
