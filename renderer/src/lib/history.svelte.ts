/** Past and unfinished games, newest first, as the host lists them. */
import type { ApiClient, CampaignInfo, GameStatus, GameSummary } from '@core/protocol';
import { plainMessage } from './api-error';
import type { LoadStatus } from './roster.svelte';

export type HistoryFilter = 'all' | GameStatus;

const LIMIT = 200;

export class HistoryState {
  games = $state.raw<readonly GameSummary[]>([]);
  filter = $state<HistoryFilter>('all');
  /** Only the games of this campaign (null: every game). */
  campaignId = $state<string | null>(null);
  campaigns = $state.raw<readonly CampaignInfo[]>([]);
  status = $state<LoadStatus>('idle');
  error = $state<string | null>(null);
  private request = 0;

  constructor(private readonly api: ApiClient) {}

  async load(filter: HistoryFilter = this.filter, campaignId: string | null = this.campaignId): Promise<void> {
    const request = ++this.request;
    this.filter = filter;
    this.campaignId = campaignId;
    if (this.status !== 'ready') this.status = 'loading';
    try {
      const [games, campaigns] = await Promise.all([
        this.api['history.list']({
          limit: LIMIT,
          ...(filter === 'all' ? {} : { status: filter }),
          ...(campaignId ? { campaignId } : {}),
        }),
        this.api['campaigns.list']({}).catch((): CampaignInfo[] => []),
      ]);
      if (request !== this.request) return; // a newer filter was chosen meanwhile
      this.games = games;
      this.campaigns = campaigns;
      this.status = 'ready';
      this.error = null;
    } catch (e) {
      if (request !== this.request) return;
      this.status = 'error';
      this.error = plainMessage(e);
    }
  }
}
