/**
 * A decision's prompt in parts, for the decision box to draw each family it names with the token (colour
 * and emblem) the families' strip and the choice buttons show. Where the buttons name families by their
 * colour ("Red family controls the Capo", NP-7.2.6), the prompt says each player's colour after the name,
 * so the name and its button read alike as well as look alike.
 */
import { CLAUSE_ID } from '../../lib/clause-game';
import type { Family } from './families';

export type PromptPart =
  | { readonly text: string; readonly seat?: undefined; readonly family?: undefined; readonly clause?: undefined }
  | { readonly text: string; readonly seat: number; readonly family: Family | undefined; readonly clause?: undefined }
  /** A clause ID in the prompt ("NP-3.15"), drawn as the small-print link to the rules, never split at its hyphen. */
  | { readonly text: string; readonly clause: string; readonly seat?: undefined; readonly family?: undefined };

/** Decisions whose buttons name families by colour: a tie ruled by the Capo ring (NP-7.2.6). */
const BY_COLOUR: ReadonlySet<string> = new Set(['tie']);

/** A seat reference (its number caught) or a clause ID (`CLAUSE_ID`, the app's one pattern for them). */
const SEAT_OR_CLAUSE = new RegExp(`\\{seat:(\\d+)\\}|${CLAUSE_ID.source}`, 'g');

/** The prompt `text` of a decision of kind `kind`, split at each seat reference (`{seat:N}`) and clause ID. */
export function promptParts(text: string, families: readonly Family[], kind: string): PromptPart[] {
  const parts: PromptPart[] = [];
  let at = 0;
  for (const m of text.matchAll(SEAT_OR_CLAUSE)) {
    if (m.index > at) parts.push({ text: text.slice(at, m.index) });
    at = m.index + m[0].length;
    if (m[1] === undefined) {
      parts.push({ text: m[0], clause: m[0] });
      continue;
    }
    const seat = Number(m[1]);
    const family = families[seat];
    const name = family?.name ?? `Seat ${seat + 1}`;
    parts.push({ seat, family, text: family && BY_COLOUR.has(kind) ? `${name} (${family.family})` : name });
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** The seat a choice's button stands for, when the button names a family by colour (a tie ruling). */
export function buttonSeat(
  action: { readonly type: string; readonly seat?: number | null } | undefined,
): number | null {
  return action?.type === 'rule' && typeof action.seat === 'number' ? action.seat : null;
}
