/**
 * What the decision's keys do and how the keys' line says it (ChoicePanel.svelte): 1–9 pick what shows that
 * number, the pass has its letter, Enter plays the settled choice and Esc goes back. Kept apart from the panel
 * so that each answer to a key can be checked without a page.
 */
import type { Action, Group, Step } from './choices';
import { keyRange, PASS_GROUP, PASS_KEY, type CardsAt } from './keys';
import { isPositionPath, keyMissesPosition } from './words';

export const isCard = (key: string | null | undefined): boolean => key?.startsWith('card:') === true;

/** The panel as its keys see it. */
export interface KeyScene {
  /** The number keys choose among the groups (keys.ts `choosingGroups`), not a chosen group's answers. */
  choosing: boolean;
  /** The groups in the order the number keys count them (keys.ts `numberedGroups`). */
  numbered: readonly Group[];
  cards: CardsAt;
  /** The question asked of the chosen group, if any. */
  step: Step | null;
  /** The one action left once every question is answered. */
  ready: Action | null;
  /** The pass's button is shown, so its key answers. */
  canPass: boolean;
  /** The group chosen, and how many of its questions are answered: what Esc goes back over. */
  group: string | null;
  picks: number;
  /** How many groups there are to choose from. */
  groupCount: number;
}

/** The number keys that answer now, as the choices show them: a position's own number, else their order. */
export function numbersNow(s: KeyScene): number[] {
  if (s.choosing) return s.numbered.slice(0, 9).map((_, i) => i + 1);
  if (!s.step) return [];
  if (isPositionPath(s.step.path)) return s.step.values.filter((v): v is number => typeof v === 'number');
  return s.step.values.slice(0, 9).map((_, i) => i + 1);
}

/** Of those, the first that chooses the hand's cards (while they are chosen there), else 0. */
function firstCard(s: KeyScene): number {
  return s.choosing && s.cards === 'in-hand' ? s.numbered.findIndex((g) => isCard(g.key)) + 1 : 0;
}

const choose = (keys: readonly number[]): string =>
  keys.length > 0 ? `${keyRange(keys)} ${keys.length === 1 ? 'chooses' : 'choose'}` : '';

/** What the keys do here, as the keys' line says it, part by part ("1–3 choose", "P passes", "Esc goes back"). */
export function keysSaid(s: KeyScene): string[] {
  const numbers = numbersNow(s);
  const first = firstCard(s);
  return [
    choose(first > 0 ? numbers.filter((n) => n < first) : numbers),
    first > 0 ? `${keyRange(numbers.filter((n) => n >= first))} your cards, left to right` : '',
    s.canPass ? `${PASS_KEY} passes` : '',
    s.ready && !s.step ? 'Enter plays' : '',
    s.picks > 0 || (s.group !== null && s.groupCount > 1) ? 'Esc goes back' : '',
  ].filter((w) => w !== '');
}

/** What a key press does in the panel. */
export type KeyAnswer =
  | { do: 'back' }
  | { do: 'play'; action: Action }
  /** As a click on the group's button: sent at once when the group is one action. */
  | { do: 'choose'; group: string }
  /** A card in the hand, chosen as a click on it chooses it: its question follows, never sent at once. */
  | { do: 'choose-card'; group: string }
  | { do: 'pick'; path: string; value: unknown }
  /** A number key that answers nothing here, said rather than ignored. */
  | { do: 'missed'; words: string };

/**
 * The answer to `key` (KeyboardEvent.key), or null where the panel leaves it alone. `enterFree`: Enter is the
 * panel's, pressed anywhere but on another button (on the card or choice already chosen, which keeps the focus
 * once chosen by its key, it plays too: "Enter plays" there had chosen the same card again).
 */
export function keyAnswer(s: KeyScene, key: string, enterFree: boolean): KeyAnswer | null {
  if (key === 'Escape' && (s.picks > 0 || s.group !== null)) return { do: 'back' };
  if (key === 'Enter' && s.ready && !s.step && enterFree) return { do: 'play', action: s.ready };
  // The pass answers to its own key (the keys' line says so) whenever its button is shown.
  if (key.toLowerCase() === PASS_KEY.toLowerCase() && s.canPass) return { do: 'choose', group: PASS_GROUP };
  if (!/^[1-9]$/.test(key)) return null;
  const n = Number(key);
  // The choices' own buttons answer to the numbers they wear while they are shown and nothing else is asked.
  if (s.choosing) {
    const g = s.numbered[n - 1];
    if (g) return { do: s.cards === 'in-hand' && isCard(g.key) ? 'choose-card' : 'choose', group: g.key };
    return { do: 'missed', words: noChoice(n, s.numbered.length) };
  }
  if (!s.step) return null;
  // A position answers to its own number (the First Guy, 3, is key 3); other questions to their order on screen.
  const { path, values } = s.step;
  const position = isPositionPath(path);
  const v = position ? values.find((x) => x === n) : values[n - 1];
  if (v !== undefined) return { do: 'pick', path, value: v };
  return { do: 'missed', words: position ? keyMissesPosition(n, values) : noChoice(n, values.length) };
}

const noChoice = (n: number, count: number): string =>
  `There ${count === 1 ? 'is one choice' : `are ${count} choices`} here: key ${n} chooses nothing.`;
