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

/** A name longer than this is shortened in the menu's entries. */
const MENU_NAME = 14;

/** A name longer than this is shortened in an entry that does not read whole with the names above (a phone's menu). */
export const MENU_NAME_SHORT = 8;

/**
 * Each seat's name as the key-moment menu says it: whole when short ("Nonna Rosa"); a long one by its first
 * word when no other seat's name starts with that word ("Giuseppina" for "Giuseppina the Great"; two words where
 * the first is a short one, "Mad Dog" for "Mad Dog Morgan"), else cut
 * ("Uncle Salvato…"). The closed menu then shows an entry whole however long the family's names are. A
 * narrower menu asks for names of at most `most` letters.
 */
export function menuNames(names: readonly string[], most = MENU_NAME): string[] {
  const first = names.map((n) => {
    // A first word of three letters or fewer says little on its own ("Mad" of "Mad Dog Morgan", read "Mad's
    // Green Dealer"): the first two words, where they fit.
    const words = n.trim().split(/\s+/);
    const one = words[0] ?? '';
    const two = words.slice(0, 2).join(' ');
    return one.length <= 3 && words.length > 1 && two.length <= most ? two : one;
  });
  const cut = (s: string): string => (s.length > most ? `${s.slice(0, most - 1)}…` : s);
  return names.map((name, i) => {
    if (name.length <= most) return name;
    const word = first[i] as string;
    const shared = first.some((w, j) => j !== i && w === word);
    return word.length >= 2 && !shared ? cut(word) : cut(name);
  });
}

/**
 * Whether a key moment's words (seat references unworded, "{seat:1} buys Lou's Diner") read whole in the Jump
 * menu after its "Move 32: ". The replay measures them as the menu draws them, each seat by its player's name
 * (ReplayControls.svelte); without a menu to measure, `byLetters`.
 */
export type EntryFits = (words: string) => boolean;

/** Letters an entry may have without a menu to measure, a seat counted at a long name's (`MENU_NAME`). */
export const ENTRY_LETTERS = 36;

/** Whether `words` has at most `letters` letters, each seat counted as a name the menu shortens no further. */
export const byLetters =
  (letters = ENTRY_LETTERS): EntryFits =>
  (words) =>
    words.replace(/\{seat:\d+\}/g, 'x'.repeat(MENU_NAME)).length <= letters;

/** The first of a key moment's wordings, longest first, that reads whole in the menu; the last one else. */
export function fitting(fits: EntryFits, ...wordings: readonly [string, ...string[]]): string {
  return wordings.find(fits) ?? (wordings.at(-1) as string);
}
