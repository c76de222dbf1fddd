/**
 * Which game's rules a clause ID on screen belongs to: the screen that knows the game (the table,
 * the lobby, a player aid) says so once, and every `ClauseLink` under it links to that game's rules.
 */
import { getContext, setContext } from 'svelte';

const KEY = Symbol('clause-game');

/** Sets the game for clause links below; a function, so a screen can say it once it knows. */
export function setClauseGame(game: () => string | null | undefined): void {
  setContext(KEY, game);
}

export function clauseGame(): string | null {
  const get = getContext<(() => string | null | undefined) | undefined>(KEY);
  return get?.() ?? null;
}

/** A clause ID in running text: `G-6.41`, `NP-7.10.3`, `G-4.2-ex1`, `G-17`. */
export const CLAUSE_ID = /\b[A-Z]{1,3}-\d+(?:\.\d+)*(?:-ex\d+)?\b/g;

/** Splits text into plain parts and clause IDs, in order. */
export function clauseParts(text: string): { text: string; clause: boolean }[] {
  const parts: { text: string; clause: boolean }[] = [];
  let at = 0;
  for (const m of text.matchAll(CLAUSE_ID)) {
    if (m.index > at) parts.push({ text: text.slice(at, m.index), clause: false });
    parts.push({ text: m[0], clause: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), clause: false });
  return parts;
}

/**
 * A prompt's closing clause ID in brackets (`… move or recruit (G-5.4).`) taken off, so the screen can
 * show the words in full and the clause in small print; `clause` is null when the text ends without one.
 */
/** `CLAUSE_ID` in brackets at the very end, with its full stop. */
const TRAILING = new RegExp(`\\s*\\((${CLAUSE_ID.source.replace(/\\b/g, '')})\\)(\\.?)\\s*$`);

export function trailingClause(text: string): { text: string; clause: string | null } {
  const m = TRAILING.exec(text);
  if (!m) return { text, clause: null };
  return { text: `${text.slice(0, m.index)}${m[2] ? '.' : ''}`, clause: m[1] ?? null };
}
