/** Past and unfinished games, newest first, as the host lists them. */
import type { ApiClient, GameStatus, GameSummary } from '@core/protocol';
import { plainMessage } from './api-error';
import type { LoadStatus } from './roster.svelte';

export type HistoryFilter = 'all' | GameStatus;

const LIMIT = 200;

export class HistoryState {
  games = $state.raw<readonly GameSummary[]>([]);
  filter = $state<HistoryFilter>('all');
  status = $state<LoadStatus>('idle');
  error = $state<string | null>(null);
  private request = 0;

  constructor(private readonly api: ApiClient) {}

  async load(filter: HistoryFilter = this.filter): Promise<void> {
    const request = ++this.request;
    this.filter = filter;
    if (this.status !== 'ready') this.status = 'loading';
    try {
      const games = await this.api['history.list'](
        filter === 'all' ? { limit: LIMIT } : { limit: LIMIT, status: filter },
      );
      if (request !== this.request) return; // a newer filter was chosen meanwhile
      this.games = games;
      this.status = 'ready';
      this.error = null;
    } catch (e) {
      if (request !== this.request) return;
      this.status = 'error';
      this.error = plainMessage(e);
    }
  }
}
