/** The family roster as the host keeps it. The list is replaced on every change, never mutated. */
import type { ApiClient, Params, Player } from '@core/protocol';
import { plainMessage } from './api-error';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export class RosterState {
  players = $state.raw<readonly Player[]>([]);
  status = $state<LoadStatus>('idle');
  error = $state<string | null>(null);
  /** The roster by id, for lookups (history seats name their player by id). */
  byId: Readonly<Record<string, Player>> = $derived(Object.fromEntries(this.players.map((p) => [p.id, p])));

  constructor(private readonly api: ApiClient) {}

  async load(): Promise<void> {
    if (this.status !== 'ready') this.status = 'loading';
    try {
      this.players = await this.api['players.list']({});
      this.status = 'ready';
      this.error = null;
    } catch (e) {
      this.status = 'error';
      this.error = plainMessage(e);
    }
  }

  /** Rejects with an ApiCallError (e.g. a name the host refuses); the form shows its message. */
  async add(player: Params<'players.add'>): Promise<Player> {
    const added = await this.api['players.add'](player);
    this.players = [...this.players, added];
    return added;
  }

  async update(patch: Params<'players.update'>): Promise<Player> {
    const updated = await this.api['players.update'](patch);
    this.players = this.players.map((p) => (p.id === updated.id ? updated : p));
    return updated;
  }

  async remove(id: string): Promise<void> {
    await this.api['players.remove']({ id });
    this.players = this.players.filter((p) => p.id !== id);
  }
}
