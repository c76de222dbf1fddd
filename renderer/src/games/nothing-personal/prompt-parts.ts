/**
 * A decision's prompt in parts, for the decision box to draw each family it names with the token (colour
 * and emblem) the families' strip and the choice buttons show. The prompt names a family by its player
 * ("Bugsy"), as its button does ("Bugsy’s family controls the Capo", NP-7.2.6) and the case file: the
 * colour is the token's to show, not a second name to read aloud.
 */
import { CLAUSE_ID } from '../../lib/clause-game';
import type { Family } from './families';

export type PromptPart =
  | { readonly text: string; readonly seat?: undefined; readonly family?: undefined }
  | { readonly text: string; readonly seat: number; readonly family: Family | undefined };

/** A prompt's words, and the clause IDs it cites, for the small print after the words (never among them). */
export interface Prompt {
  readonly words: readonly PromptPart[];
  readonly clauses: readonly string[];
}

const ID = CLAUSE_ID.source.replace(/\\b/g, '');
/** Clause IDs in brackets ("(NP-13.2.1, NP-16.10)"), with the space before them, or one standing bare. */
const CITED = new RegExp(`\\s*(?:\\((?:${ID})(?:(?:,\\s*|\\s+and\\s+)(?:${ID}))*\\)|${CLAUSE_ID.source})`, 'g');
const SEAT = /\{seat:(\d+)\}/g;

/**
 * The prompt `text` of a decision: its words split at each seat reference (`{seat:N}`), and
 * the clause IDs it cites taken out of the words ("… take none (NP-3.15)." reads "… take none.") for the
 * small print at the end.
 */
export function promptParts(text: string, families: readonly Family[]): Prompt {
  const clauses: string[] = [];
  const plain = text.replace(CITED, (cited) => {
    for (const m of cited.matchAll(CLAUSE_ID)) if (!clauses.includes(m[0])) clauses.push(m[0]);
    return '';
  });
  const words: PromptPart[] = [];
  let at = 0;
  for (const m of plain.matchAll(SEAT)) {
    if (m.index > at) words.push({ text: plain.slice(at, m.index) });
    at = m.index + m[0].length;
    const seat = Number(m[1]);
    const family = families[seat];
    words.push({ seat, family, text: family?.name ?? `Seat ${seat + 1}` });
  }
  if (at < plain.length) words.push({ text: plain.slice(at) });
  return { words, clauses };
}

/** The seat a choice's button stands for, when the button names a family (a tie ruling): it wears that family's token. */
export function buttonSeat(
  action: { readonly type: string; readonly seat?: number | null } | undefined,
): number | null {
  return action?.type === 'rule' && typeof action.seat === 'number' ? action.seat : null;
}
