/**
 * What both City guides (Gangsters and SuperGang) do the same way: ask the host's `city-moves` aid where
 * the piece may go and, for a place it cannot reach, why; keep the answers (latest question wins); and
 * turn a click on the map into placing the piece, asking why not, or the game's own third mode. The
 * renderer computes no moves. A game's guide says what the piece is (`query`), how a move's path and
 * destinations read (`pathOf`, `reachable`), and what its third click mode does (`mark`).
 */
import type { ApiClient, Params } from '@core/protocol';
import { plainMessage } from '../../lib/api-error';
import { whyAnswer, type WhyAnswer } from './why';

type Json = Params<'aids.run'>['params'];

/** The host's answer, as the game's schema reads it. */
export interface CityMovesAnswer<M> {
  readonly moves: readonly M[];
  readonly why: { code: string; clause: string; message: string } | null;
}

/** Where the guide asks, and how the answer is read. */
export interface CityMovesAid<M> {
  readonly gameId: string;
  readonly parse: (raw: unknown) => CityMovesAnswer<M>;
}

export abstract class CityGuideBase<M, Q, Mode extends string, P> {
  mode = $state<'place' | 'why' | Mode>('place');
  /** The start: a place id; null until the piece is put on the map. */
  at = $state<string | null>(null);

  moves = $state.raw<readonly M[]>([]);
  loading = $state(false);
  error = $state<string | null>(null);
  why = $state.raw<WhyAnswer | null>(null);
  /** The destination whose path is drawn: pointed at (hover or focus) wins over picked (click or tap). */
  pointed = $state<string | null>(null);
  picked = $state<string | null>(null);
  private request = 0;

  constructor(
    private readonly api: ApiClient,
    private readonly aid: CityMovesAid<M>,
  ) {}

  /** The question for the host, or null while the piece has nowhere to start. */
  abstract get query(): Q | null;
  /** Destinations with every facing a piece may end with there. */
  abstract readonly reachable: ReadonlyMap<string, readonly unknown[]>;
  /** The way the piece goes to a destination. */
  protected abstract pathOf(id: string): P | null;
  /** A click in the game's own mode (setting owners, marking shops). */
  protected abstract mark(id: string): void;
  /** The piece was just put on `id`. */
  protected placed(): void {}
  /** An answer known without asking the host, for a place the piece cannot reach. */
  protected whyNotHere(_id: string): WhyAnswer | null {
    return null;
  }

  get shown(): string | null {
    const id = this.pointed ?? this.picked;
    return id && this.reachable.has(id) ? id : null;
  }

  get path(): P | null {
    const id = this.shown;
    return id ? this.pathOf(id) : null;
  }

  /** What the map shows of the answers (the refused place, the way shown) and its clicks. */
  get board() {
    return {
      why: this.why?.target ?? null,
      shown: this.shown,
      path: this.path,
      onactivate: (id: string) => this.activate(id),
      onpoint: (id: string | null) => {
        this.pointed = id;
      },
    };
  }

  /** A click (or Enter) on a place, by the current mode. */
  activate(id: string): void {
    if (this.mode === 'place') {
      this.at = id;
      this.placed();
      this.mode = 'why';
      this.picked = null;
      void this.refresh();
      return;
    }
    if (this.mode !== 'why') {
      this.mark(id);
      return;
    }
    if (this.reachable.has(id)) {
      this.picked = id;
      this.why = null;
      return;
    }
    const known = this.whyNotHere(id);
    if (known) this.why = known;
    else void this.ask(id);
  }

  private run(query: Q, target?: string): Promise<CityMovesAnswer<M>> {
    const params = (target === undefined ? { query } : { query, target }) as unknown as Json;
    return this.api['aids.run']({ gameId: this.aid.gameId, aid: 'city-moves', params }).then(this.aid.parse);
  }

  /** Asks the host again for every legal move of the piece as it stands now. */
  async refresh(): Promise<void> {
    const query = this.query;
    const request = ++this.request;
    this.why = null;
    if (!query) {
      this.moves = [];
      this.error = null;
      return;
    }
    this.loading = true;
    try {
      const answer = await this.run(query);
      if (request !== this.request) return;
      this.moves = answer.moves;
      this.error = null;
    } catch (e) {
      if (request !== this.request) return;
      this.moves = [];
      this.error = plainMessage(e);
    } finally {
      if (request === this.request) this.loading = false;
    }
  }

  /** Why can the piece not end its move on `target`? */
  async ask(target: string): Promise<void> {
    const query = this.query;
    if (!query) return;
    const request = this.request;
    try {
      const answer = await this.run(query, target);
      if (request !== this.request) return;
      this.why = whyAnswer(target, answer.why);
      this.error = null;
    } catch (e) {
      if (request === this.request) this.error = plainMessage(e);
    }
  }
}
