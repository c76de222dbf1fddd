/**
 * The table's warning, before a move, that a lit shop leaves the piece nothing but a stick-up once he stops
 * there (SG-4.3.4 with SG-5.7.6): the host lists such shops with the piece's move (`arrival.ts`), and a family
 * saw a duel begin with no word of it before. This only says them.
 */
import type { SuperGangView } from '@core/games/supergang/view';
import { characterName, placeName } from './setup';

/** The shops `piece` may move into where a stick-up would be all he could do (none for a cop group). */
export function stickUpShops(v: SuperGangView, piece: string | null): ReadonlySet<string> {
  const shops = piece ? v.moves?.find((m) => m.piece === piece)?.stickUp : undefined;
  return shops && shops.length > 0 ? new Set(shops) : NONE;
}

const NONE: ReadonlySet<string> = new Set();

/** A list read aloud: "A", "A or B", "A, B or C". */
function either(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`;
}

/**
 * What the mover is told: of the shop pointed at, when it is one; else of every such shop his move may end
 * in, as the map marks them; null when there is none.
 */
export function stickUpWarning(
  v: SuperGangView,
  piece: string,
  shops: ReadonlySet<string>,
  shown: string | null,
): string | null {
  if (shops.size === 0) return null;
  const ch = v.characters.find((c) => c.id === piece);
  const who = ch ? `the ${characterName(ch.id)}` : 'he';
  const he = ch?.kind === 'vamp' ? 'she' : 'he';
  if (shown !== null && shops.has(shown))
    return `If ${who} stops in ${placeName(shown)}, ${he} can only stick it up: a duel with whoever defends it.`;
  const names = either([...shops].map(placeName));
  return `Stopping in ${names} (framed in red on the map), ${who} could only stick it up: a duel with whoever defends it.`;
}
