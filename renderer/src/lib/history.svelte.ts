/** Past and unfinished games, newest first, as the host lists them: a page at a time (history-pages.ts). */
import type { ApiClient, CampaignInfo, GameStatus, GameSummary } from '@core/protocol';
import { plainMessage } from './api-error';
import { HISTORY_PAGE, nextPage } from './history-pages';
import type { LoadStatus } from './roster.svelte';

export type HistoryFilter = 'all' | GameStatus;

export class HistoryState {
  games = $state.raw<readonly GameSummary[]>([]);
  filter = $state<HistoryFilter>('all');
  /** Only the games of this campaign (null: every game). */
  campaignId = $state<string | null>(null);
  campaigns = $state.raw<readonly CampaignInfo[]>([]);
  status = $state<LoadStatus>('idle');
  error = $state<string | null>(null);
  /** Older games are left to show (`more`), and they are being read (`loadingMore`). */
  more = $state(false);
  loadingMore = $state(false);
  /** Why the older games could not be read, if they could not. */
  moreError = $state<string | null>(null);
  private request = 0;

  constructor(private readonly api: ApiClient) {}

  /**
   * Reads the list afresh from its newest game: one page, or at least `keep` games where there are that
   * many (a list read again after a change to one of its games keeps the older pages shown).
   */
  async load(
    filter: HistoryFilter = this.filter,
    campaignId: string | null = this.campaignId,
    keep = 0,
  ): Promise<void> {
    const request = ++this.request;
    // A page of older games still being read is for the list before this one: it is dropped.
    this.loadingMore = false;
    this.filter = filter;
    this.campaignId = campaignId;
    if (this.status !== 'ready') this.status = 'loading';
    try {
      const [games, campaigns] = await Promise.all([
        this.api['history.list'](this.query(0)),
        this.api['campaigns.list']({}).catch((): CampaignInfo[] => []),
      ]);
      if (request !== this.request) return; // a newer filter was chosen meanwhile
      let shown = nextPage([], games, HISTORY_PAGE);
      while (shown.more && shown.games.length < keep) {
        const older = await this.api['history.list'](this.query(shown.games.length));
        if (request !== this.request) return;
        shown = nextPage(shown.games, older, HISTORY_PAGE);
      }
      this.games = shown.games;
      this.more = shown.more;
      this.moreError = null;
      this.campaigns = campaigns;
      this.status = 'ready';
      this.error = null;
    } catch (e) {
      if (request !== this.request) return;
      this.status = 'error';
      this.error = plainMessage(e);
    }
  }

  /** Reads the list afresh after a change (a game filed, abandoned, deleted or added), as many games shown. */
  refresh(): Promise<void> {
    return this.load(this.filter, this.campaignId, this.games.length);
  }

  /** Adds the next page of older games under the ones shown. */
  async loadMore(): Promise<void> {
    if (!this.more || this.loadingMore || this.status !== 'ready') return;
    const request = this.request;
    this.loadingMore = true;
    try {
      const games = await this.api['history.list'](this.query(this.games.length));
      if (request !== this.request) return; // the list was read afresh meanwhile
      const next = nextPage(this.games, games, HISTORY_PAGE);
      this.games = next.games;
      this.more = next.more;
      this.moreError = null;
    } catch (e) {
      if (request === this.request) this.moreError = plainMessage(e);
    } finally {
      if (request === this.request) this.loadingMore = false;
    }
  }

  /** One page more than shown, after the first `offset` games, with the filters chosen. */
  private query(offset: number) {
    return {
      limit: HISTORY_PAGE + 1,
      ...(offset > 0 ? { offset } : {}),
      ...(this.filter === 'all' ? {} : { status: this.filter }),
      ...(this.campaignId ? { campaignId: this.campaignId } : {}),
    };
  }
}
