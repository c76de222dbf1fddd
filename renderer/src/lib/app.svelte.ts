/**
 * The whole app's state: what the host said about itself and its records file, the settings, the
 * installed games and the roster. Everything from the host is held raw and replaced, never mutated.
 */
import { createContext } from 'svelte';
import type { ApiClient, GameInfo, Params, Push, ResultOf, Settings, StoreStatus } from '@core/protocol';
import { DEFAULT_SETTINGS } from '@core/protocol/defaults';
import { plainMessage } from './api-error';
import { HistoryState } from './history.svelte';
import { RosterState, type LoadStatus } from './roster.svelte';
import type { ConnectionStatus, Transport } from './transport';

export type AppInfo = ResultOf<'app.info'>;

/**
 * Where the settings are read and saved: the host's records (the app's own screens), or a guest's own
 * browser at a network table (guest/settings.ts), where the host's settings are not the guest's.
 */
export interface SettingsKeeper {
  /** Settings known before anything is asked (a guest's, from the browser), shown from the first frame. */
  readonly first?: Settings;
  load(): Promise<Settings>;
  update(patch: Partial<Settings>): Promise<Settings>;
}

/** `starting`: waiting for app.info; `unreachable`: it failed; `problem`: the records need a decision. */
export type Phase = 'starting' | 'unreachable' | 'problem' | 'ready';

export class AppState {
  readonly api: ApiClient;
  readonly roster: RosterState;
  readonly history: HistoryState;

  info = $state.raw<AppInfo | null>(null);
  store = $state.raw<StoreStatus | null>(null);
  startError = $state<string | null>(null);
  connection = $state<ConnectionStatus>('connecting');

  games = $state.raw<readonly GameInfo[]>([]);
  gamesStatus = $state<LoadStatus>('idle');
  gamesError = $state<string | null>(null);

  settings = $state.raw<Settings>(DEFAULT_SETTINGS);
  settingsError = $state<string | null>(null);
  private settingsRequest = 0;
  private readonly keeper: SettingsKeeper;

  phase: Phase = $derived(
    this.store?.state === 'problem' ? 'problem' : this.info ? 'ready' : this.startError ? 'unreachable' : 'starting',
  );

  /** 'electron' or 'browser', as the host reports it; guessed from the transport until it has. */
  get mode(): AppInfo['mode'] {
    return this.info?.mode ?? (this.transport.kind === 'ipc' ? 'electron' : 'browser');
  }

  constructor(
    private readonly transport: Transport,
    keeper?: SettingsKeeper,
  ) {
    this.api = transport.api;
    this.keeper = keeper ?? {
      load: () => this.api['settings.get']({}),
      update: (patch) => this.api['settings.update'](patch),
    };
    if (this.keeper.first) this.settings = this.keeper.first;
    this.roster = new RosterState(this.api);
    this.history = new HistoryState(this.api);
    transport.onPush((push) => this.onPush(push));
    transport.onStatus((status) => {
      const wasLost = this.connection === 'lost';
      this.connection = status;
      // The host may have restarted or changed while we were away: ask again.
      if (status === 'open' && wasLost) void this.start();
    });
  }

  /** Asks the host who it is and whether the records opened; then loads what the screens need. */
  async start(): Promise<void> {
    try {
      const info = await this.api['app.info']({});
      this.info = info;
      this.startError = null;
      this.store = info.store;
      if (info.store.state === 'ok') await this.loadRecords();
    } catch (e) {
      if (!this.info) this.startError = plainMessage(e);
    }
  }

  async loadGames(): Promise<void> {
    if (this.gamesStatus !== 'ready') this.gamesStatus = 'loading';
    try {
      this.games = await this.api['games.list']({});
      this.gamesStatus = 'ready';
      this.gamesError = null;
    } catch (e) {
      this.gamesStatus = 'error';
      this.gamesError = plainMessage(e);
    }
  }

  async loadSettings(): Promise<void> {
    try {
      this.settings = await this.keeper.load();
      this.settingsError = null;
    } catch (e) {
      this.settingsError = plainMessage(e);
    }
  }

  /**
   * Applies a change at once, then keeps whatever was saved; on failure, re-reads what is kept and says
   * why the change was not saved (after the re-read, whose success would otherwise clear the words).
   */
  async updateSettings(patch: Partial<Settings>): Promise<void> {
    const request = ++this.settingsRequest;
    this.settings = { ...this.settings, ...patch };
    try {
      const saved = await this.keeper.update(patch);
      if (request === this.settingsRequest) this.settings = saved;
      this.settingsError = null;
    } catch (e) {
      const problem = plainMessage(e);
      await this.loadSettings();
      this.settingsError = problem;
    }
  }

  /** Subscribes to the host's pushes (the match screen hears its match updates). Returns the unsubscribe. */
  listen(listener: (push: Push) => void): () => void {
    return this.transport.onPush(listener);
  }

  /**
   * What the family chose on the damaged-records screen, once it worked: the time of the copy restored (null: a
   * new records file), said on the first screen after it (Recovered.svelte) until they put it away.
   */
  recovered = $state.raw<{ readonly copyOf: string | null } | null>(null);

  /** Rejects with an ApiCallError if the host could not recover; the problem screen shows it. */
  async recover(choice: Params<'store.recover'>, copyOf: string | null = null): Promise<void> {
    const status = await this.api['store.recover'](choice);
    this.recovered = { copyOf: choice.choice === 'restore-backup' ? copyOf : null };
    this.adoptStore(status);
  }

  private async loadRecords(): Promise<void> {
    const loads: Promise<void>[] = [this.loadSettings(), this.loadGames(), this.roster.load()];
    if (this.history.status !== 'idle') loads.push(this.history.load());
    await Promise.all(loads);
  }

  private adoptStore(status: StoreStatus): void {
    const wasProblem = this.store?.state === 'problem';
    this.store = status;
    if (status.state === 'ok' && wasProblem) void this.loadRecords();
  }

  private onPush(push: Push): void {
    if (push.push === 'store.status') this.adoptStore(push.data);
    // A game file opened from the desktop was imported: show it.
    if (push.push === 'game.opened') location.hash = `#/replay/${encodeURIComponent(push.data.matchId)}`;
  }
}

export const [getApp, setApp] = createContext<AppState>();
