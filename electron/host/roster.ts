/**
 * The family roster's one rule beyond a name's length: no two players on it share a name, or every
 * lobby's seat menu would list two people nobody can tell apart. Names are compared as people read
 * them: capitals, and spaces around or between the words, make no difference. Records that already
 * hold two players of one name still load and play; only a new clash is refused.
 */
import type { Player } from '../../core/protocol';

/** A name as it is compared: one space between words, none around them, in small letters. */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Why a new player of this name is refused, in plain words; null when nobody on the roster has it. */
export function addClash(players: readonly Player[], name: string): string | null {
  const key = nameKey(name);
  const other = players.find((p) => nameKey(p.name) === key);
  return other ? `The family already has a player called ${other.name}. Give the new player another name.` : null;
}

/**
 * Why renaming player `id` to `name` is refused, in plain words; null when nobody else has the name. Keeping
 * one's own name (or changing only its capitals or spaces) is never refused, even where the records
 * already hold another player of that name.
 */
export function renameClash(players: readonly Player[], id: string, name: string): string | null {
  const self = players.find((p) => p.id === id);
  const key = nameKey(name);
  if (!self || nameKey(self.name) === key) return null;
  const other = players.find((p) => p.id !== id && nameKey(p.name) === key);
  return other ? `The family already has a player called ${other.name}. Choose another name for ${self.name}.` : null;
}
