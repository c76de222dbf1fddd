/**
 * A decision's prompt in parts, for the decision box to draw each family it names with the token (colour
 * and emblem) the families' strip and the choice buttons show. Where the buttons name families by their
 * colour ("Red family controls the Capo", NP-7.2.6), the prompt says each player's colour after the name,
 * so the name and its button read alike as well as look alike.
 */
import type { Family } from './families';

export type PromptPart =
  | { readonly text: string; readonly seat?: undefined; readonly family?: undefined }
  | { readonly text: string; readonly seat: number; readonly family: Family | undefined };

/** Decisions whose buttons name families by colour: a tie ruled by the Capo ring (NP-7.2.6). */
const BY_COLOUR: ReadonlySet<string> = new Set(['tie']);

/** The prompt `text` of a decision of kind `kind`, split at each seat reference (`{seat:N}`). */
export function promptParts(text: string, families: readonly Family[], kind: string): PromptPart[] {
  const parts: PromptPart[] = [];
  let at = 0;
  for (const m of text.matchAll(/\{seat:(\d+)\}/g)) {
    if (m.index > at) parts.push({ text: text.slice(at, m.index) });
    const seat = Number(m[1]);
    const family = families[seat];
    const name = family?.name ?? `Seat ${seat + 1}`;
    parts.push({ seat, family, text: family && BY_COLOUR.has(kind) ? `${name} (${family.family})` : name });
    at = m.index + m[0].length;
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
