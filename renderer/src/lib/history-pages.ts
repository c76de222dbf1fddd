/**
 * History lists a long record a page at a time, newest first. Each request asks the host for one game
 * more than a page, so the answer itself says whether older games are left to show.
 */

/** Games shown per page of History. */
export const HISTORY_PAGE = 100;

/**
 * The games shown after `answered` came back for a request of `pageSize + 1` games after the `earlier`
 * ones, and whether older games are left. A game already shown is not shown twice: a game played in
 * the meantime moves to the top of the host's list, and the ones after it move down one place.
 */
export function nextPage<T extends { readonly id: string }>(
  earlier: readonly T[],
  answered: readonly T[],
  pageSize: number,
): { games: T[]; more: boolean } {
  const shown = new Set(earlier.map((g) => g.id));
  const fresh = answered.slice(0, pageSize).filter((g) => !shown.has(g.id));
  return { games: [...earlier, ...fresh], more: answered.length > pageSize };
}
