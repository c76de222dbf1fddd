/**
 * What History's list can be narrowed to, shared by its filters (HistoryFilters.svelte) and by what an empty
 * list says it has none of (HistoryList.svelte).
 */
import type { HistoryFilter, HistoryState } from '../lib/history.svelte';

export const FILTERS: readonly { value: HistoryFilter; label: string }[] = [
  { value: 'all', label: 'All games' },
  { value: 'active', label: 'In progress' },
  { value: 'finished', label: 'Finished' },
  { value: 'abandoned', label: 'Abandoned' },
];

/**
 * Narrowed in any way (a status, a game, a campaign, a player, a search): History offers every game again in
 * one press, and an empty list is not the "no case files yet" of a table that never played.
 */
export const isNarrowed = (history: HistoryState): boolean =>
  history.filter !== 'all' ||
  history.gameId !== null ||
  history.campaignId !== null ||
  history.playerId !== null ||
  history.search.trim() !== '';
