/**
 * Past and unfinished games, newest first (or in the order chosen), as the host lists them: a page at a time
 * (history-pages.ts), narrowed by the filters and the words searched for, which the host's records apply.
 * Pages follow on from the number of games shown; should a game be deleted elsewhere meanwhile (another
 * window), the next page may leave one out, and a game played meanwhile moves to the top unseen, until
 * the list is read again (a filter chosen, History opened again, a change made here). At one family
 * table both are rare, and nothing is lost: the records still hold every game.
 */
import type { ApiClient, CampaignInfo, GameStatus, GameSummary, HistorySort } from '@core/protocol';
import { plainMessage } from './api-error';
import { HISTORY_PAGE, nextPage } from './history-pages';
import type { LoadStatus } from './roster.svelte';

export type HistoryFilter = 'all' | GameStatus;

/**
 * What History narrows its list to: a status, one campaign, one game, one family member's games (null: all),
 * the words searched for ('': none); and the order it lists them in.
 */
export interface HistoryChoice {
  readonly filter?: HistoryFilter;
  readonly campaignId?: string | null;
  readonly gameId?: string | null;
  readonly playerId?: string | null;
  readonly search?: string;
  readonly sort?: HistorySort;
}

type Shown = ReturnType<typeof nextPage<GameSummary>>;

export class HistoryState {
  games = $state.raw<readonly GameSummary[]>([]);
  filter = $state<HistoryFilter>('all');
  /** Only the games of this campaign (null: of any campaign or none). */
  campaignId = $state<string | null>(null);
  /** Only the games of this game, Gangsters say (null: of all three). */
  gameId = $state<string | null>(null);
  /** Only the games with a seat of this family member, by their roster id (null: anyone's). */
  playerId = $state<string | null>(null);
  /** Only the games every word of this matches (a name, a campaign, the game, a date); '' for every game. */
  search = $state('');
  /** The order of the list: newest first unless another is chosen. */
  sort = $state<HistorySort>('newest');
  campaigns = $state.raw<readonly CampaignInfo[]>([]);
  status = $state<LoadStatus>('idle');
  error = $state<string | null>(null);
  /** Older games are left to show. */
  more = $state(false);
  /** The list is being read afresh (`reading`), or older games added to it (`loadingMore`). */
  reading = $state(false);
  loadingMore = $state(false);
  /** Why the older games could not be read, if they could not. */
  moreError = $state<string | null>(null);
  /**
   * The standings asked for from another screen (the end of a campaign's game links to them): History shows
   * them open once, then as the player leaves them.
   */
  standingsAsked = false;
  private request = 0;

  constructor(private readonly api: ApiClient) {}

  /**
   * Reads the list afresh from its newest game, narrowed anew where `choice` says: one page, or at least
   * `keep` games where there are that many (a list read again after a change keeps the older pages that
   * were shown). Should an older page fail, the games read so far are shown and the failure is said
   * where the older games would be.
   */
  async load(choice: HistoryChoice = {}, keep = 0): Promise<void> {
    const request = ++this.request;
    // A page of older games still being read is for the list before this one: it is dropped.
    this.loadingMore = false;
    this.reading = true;
    if (choice.filter !== undefined) this.filter = choice.filter;
    if (choice.campaignId !== undefined) this.campaignId = choice.campaignId;
    if (choice.gameId !== undefined) this.gameId = choice.gameId;
    if (choice.playerId !== undefined) this.playerId = choice.playerId;
    if (choice.search !== undefined) this.search = choice.search;
    if (choice.sort !== undefined) this.sort = choice.sort;
    if (this.status !== 'ready') this.status = 'loading';
    try {
      const [games, campaigns] = await Promise.all([
        this.api['history.list'](this.query(0)),
        this.api['campaigns.list']({}).catch((): CampaignInfo[] => []),
      ]);
      if (request !== this.request) return; // a newer filter was chosen meanwhile
      let shown = nextPage([], games, HISTORY_PAGE);
      let problem: string | null = null;
      while (shown.more && shown.games.length < keep) {
        let next: Shown | null;
        try {
          next = await this.older(shown.games, request);
        } catch (e) {
          problem = plainMessage(e);
          break;
        }
        if (next === null) return;
        // A page that adds nothing (the list moved under it) would be asked for again and again.
        const grew = next.games.length > shown.games.length;
        shown = next;
        if (!grew) break;
      }
      this.games = shown.games;
      this.more = shown.more;
      this.moreError = problem;
      this.campaigns = campaigns;
      this.status = 'ready';
      this.error = null;
    } catch (e) {
      if (request !== this.request) return;
      this.status = 'error';
      this.error = plainMessage(e);
    } finally {
      if (request === this.request) this.reading = false;
    }
  }

  /**
   * Reads the list afresh after a change (a game filed, abandoned, deleted or added) or on coming back to
   * History, keeping as many games as were shown.
   */
  refresh(): Promise<void> {
    return this.load({}, this.games.length);
  }

  /**
   * Adds the next page of older games under the ones shown, nothing while the list is being read; the
   * first game added, if any.
   */
  async loadMore(): Promise<GameSummary | null> {
    if (!this.more || this.loadingMore || this.reading || this.status !== 'ready') return null;
    const request = this.request;
    const base = this.games;
    this.loadingMore = true;
    try {
      const next = await this.older(base, request);
      // Dropped if the list was read afresh meanwhile.
      if (next === null || this.games !== base) return null;
      this.games = next.games;
      this.more = next.more;
      this.moreError = null;
      return next.games[base.length] ?? null;
    } catch (e) {
      if (request === this.request) this.moreError = plainMessage(e);
      return null;
    } finally {
      if (request === this.request) this.loadingMore = false;
    }
  }

  /** The page of games after `shown`, added to them; null when a newer request has taken over. */
  private async older(shown: readonly GameSummary[], request: number): Promise<Shown | null> {
    const answered = await this.api['history.list'](this.query(shown.length));
    return request === this.request ? nextPage(shown, answered, HISTORY_PAGE) : null;
  }

  /** One page more than shown, after the first `offset` games, with the filters, search and order chosen. */
  private query(offset: number) {
    return {
      limit: HISTORY_PAGE + 1,
      ...(offset > 0 ? { offset } : {}),
      ...(this.filter === 'all' ? {} : { status: this.filter }),
      ...(this.campaignId ? { campaignId: this.campaignId } : {}),
      ...(this.gameId ? { gameId: this.gameId } : {}),
      ...(this.playerId ? { playerId: this.playerId } : {}),
      ...(this.search.trim() ? { search: this.search.trim() } : {}),
      ...(this.sort === 'newest' ? {} : { sort: this.sort }),
    };
  }
}
