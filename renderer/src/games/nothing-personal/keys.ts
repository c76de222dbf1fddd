/**
 * The decision's keys as the screen shows them: a number key answers only a choice that shows its number (a
 * position's disc is its number; any other choice wears its key), and the pass has a letter of its own, shown on
 * its button. "Keys: 1–9 choose" over the discs 1, 7 and 9 once meant the pass, a button with no number, on key 1.
 */
import type { Group } from './choices';
import type { Chooser } from './chooser.svelte';
import { influence } from './np-view';

/** Where the cards' groups are chosen (ChoicePanel.svelte `cards`). */
export type CardsAt = 'listed' | 'in-hand' | 'own-row';

/** The pass's own key, and the group it answers (The Commission's "Pass for the rest of The Commission"). */
export const PASS_KEY = 'P';
export const PASS_GROUP = 'pass';

const isCard = (key: string): boolean => key.startsWith('card:');
/** A card's design (copies of one design play alike, so the host lists one group for them). */
const design = (inst: string): string => influence(inst)?.id ?? inst;

/** The groups are what the number keys choose now (none chosen yet, or a card chosen with nothing to ask). */
export function choosingGroups(chooser: Chooser): boolean {
  return !chooser.active || (!chooser.step && chooser.fresh && chooser.groups.length > 1);
}

/**
 * The groups in the order the number keys count them, as they show: the panel's buttons first (the pass apart,
 * with its own key), then the cards, in the hand's own order while they are chosen there (a design once).
 */
export function numberedGroups(groups: readonly Group[], cards: CardsAt, handOrder: readonly string[]): Group[] {
  const listed = groups.filter((g) => g.key !== PASS_GROUP && (cards === 'listed' || !isCard(g.key)));
  if (cards === 'listed') return listed;
  const inHand = groups.filter((g) => isCard(g.key));
  if (cards === 'own-row') return [...listed, ...inHand];
  const ordered: Group[] = [];
  for (const inst of handOrder) {
    const g = inHand.find((x) => design(x.key.slice(5)) === design(inst));
    if (g && !ordered.includes(g)) ordered.push(g);
  }
  for (const g of inHand) if (!ordered.includes(g)) ordered.push(g);
  return [...listed, ...ordered];
}

/** The number key of the group `key` among `numbered` (1–9), or null: none beyond 9. */
export function numberOf(numbered: readonly Group[], key: string): number | null {
  const i = numbered.findIndex((g) => g.key === key);
  return i >= 0 && i < 9 ? i + 1 : null;
}

/** The number keys as the hint says them: "1–4", "1, 7, 9", "1". */
export function keyRange(keys: readonly number[]): string {
  if (keys.length === 0) return '';
  const run = keys.every((k, i) => i === 0 || k === (keys[i - 1] ?? 0) + 1);
  return run && keys.length > 2 ? `${keys[0]}–${keys.at(-1)}` : keys.join(', ');
}
