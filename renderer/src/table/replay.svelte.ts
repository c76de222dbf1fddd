/**
 * One stored game in the replay viewer: which step is shown, through whose eyes, and the table, log,
 * timeline marks and plots for it, all asked of the host. The host computes every seat's view at a
 * step; nothing here can see more than the viewpoint chosen.
 */
import type { GameSummary, MatchUpdate, ResultOf } from '@core/protocol';
import { ApiCallError, plainMessage } from '../lib/api-error';
import type { AppState } from '../lib/app.svelte';
import type { LogLine } from './match.svelte';
import { keyFrom } from './replay-keys';
import type { ReplayMarks } from './types';

export type Viewpoint = number | 'spectator' | 'all';
export type Mark = ResultOf<'replay.timeline'>['marks'][number];
export type Series = ResultOf<'replay.series'>;

/** How many moves of the log come with each step; older ones are paged on request. */
const LOG_MOVES = 30;
/** Autoplay speeds: moves per second. */
export const SPEEDS = [1, 3, 8] as const;
export type Speed = (typeof SPEEDS)[number];

export class ReplayState {
  status = $state<'loading' | 'ready' | 'error'>('loading');
  error = $state<string | null>(null);
  /** The records of the game are damaged (the host's GAME_DAMAGED): its table shows it up to the damage. */
  damaged = $state(false);
  /**
   * The first move the records cannot rebuild, when they are damaged after the start: the replay then ends at
   * the move before it (`total`), and says why.
   */
  damagedAt = $state<number | null>(null);
  game = $state.raw<GameSummary | null>(null);
  viewpoint = $state<Viewpoint>('spectator');
  step = $state(0);
  total = $state(0);
  update = $state.raw<MatchUpdate | null>(null);
  /** The step the table and log show (`update`'s); behind `step` while the answer for it is on its way. */
  shown = $state<number | null>(null);
  progress = $state<string | null>(null);
  marks = $state.raw<readonly Mark[]>([]);
  series = $state.raw<Series | null>(null);
  log = $state.raw<readonly LogLine[]>([]);
  /** The first move in `log`; 0 once the log reaches the setup. */
  logFrom = $state(0);
  playing = $state(false);
  speed = $state<Speed>(3);
  /** A refusal or problem while moving about, shown above the board. */
  notice = $state<string | null>(null);

  private wanted = 0;
  private busy = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  private key = 0;
  private disposed = false;

  constructor(
    private readonly app: AppState,
    readonly matchId: string,
    private readonly lookup: (gameId: string) => ReplayMarks | undefined,
  ) {}

  get finished(): boolean {
    return this.game?.status === 'finished';
  }

  /**
   * Whether "Everyone (all secrets shown)" is offered: once the game is over, and only in a game with
   * secrets (`ReplayMarks.secrets`; a game without marks is taken to have some). In one without, the
   * public saw it all.
   */
  get allSecrets(): boolean {
    return this.finished && (this.game ? (this.lookup(this.game.gameId)?.secrets ?? true) : false);
  }

  /** The moves where a turn starts (for stepping by turn and the timeline's ticks). */
  turns: readonly number[] = $derived(
    this.marksOf('turn')
      .map((m) => m.seq)
      .filter((seq, i, all) => i === 0 || all[i - 1] !== seq),
  );
  /** The moves where a round starts, with its label. */
  rounds: readonly { seq: number; label: string }[] = $derived.by(() => {
    const rounds = this.game ? this.lookup(this.game.gameId)?.rounds : undefined;
    if (!rounds) return [];
    const turns = this.marksOf('turn');
    const labels = rounds(turns.map((m) => m.text));
    const out: { seq: number; label: string }[] = [];
    turns.forEach((m, i) => {
      const label = labels[i];
      if (label && out.at(-1)?.seq !== m.seq) out.push({ seq: m.seq, label });
    });
    return out;
  });
  /** Key moments to jump to. */
  keys: readonly Mark[] = $derived(this.marksOf('key'));

  private marksOf(kind: 'turn' | 'key'): readonly Mark[] {
    const marks = this.game ? this.lookup(this.game.gameId) : undefined;
    if (!marks) return [];
    const types: readonly string[] = kind === 'turn' ? marks.turn : Object.keys(marks.key);
    return this.marks.filter((m) => types.includes(m.type));
  }

  async open(startAt?: number): Promise<void> {
    try {
      const game = await this.app.api['history.get']({ matchId: this.matchId });
      this.game = game;
      this.total = game.actionCount;
      // A finished game opens all-seeing at its first move (as the public saw it, where it kept no secrets);
      // one in progress in the public view at its latest.
      this.viewpoint = this.allSecrets ? 'all' : 'spectator';
      await this.reload(startAt ?? (game.status === 'finished' ? 0 : game.actionCount));
      this.status = 'ready';
    } catch (e) {
      this.status = 'error';
      this.error = plainMessage(e);
      this.damaged = e instanceof ApiCallError && e.code === 'GAME_DAMAGED';
    }
  }

  dispose(): void {
    this.disposed = true;
    this.stop();
  }

  /** Sees the game through other eyes: the table, log, marks and plots are asked again for them. */
  async setViewpoint(v: Viewpoint): Promise<void> {
    if (v === 'all' && !this.allSecrets) return;
    this.viewpoint = v;
    // Nothing of the previous viewpoint's may stay on screen.
    this.update = null;
    this.shown = null;
    this.log = [];
    this.marks = [];
    this.series = null;
    await this.reload(this.step);
  }

  private async reload(step: number): Promise<void> {
    const game = this.game;
    if (!game) return;
    const marks = this.lookup(game.gameId);
    const types = marks ? [...marks.turn, ...Object.keys(marks.key)] : [];
    const seat = this.viewpoint;
    const [timeline, series] = await Promise.all([
      types.length > 0
        ? this.app.api['replay.timeline']({ matchId: this.matchId, seat, types })
        : Promise.resolve({ total: game.actionCount, marks: [] }),
      this.app.api['replay.series']({ matchId: this.matchId, seat, points: 300 }),
      this.go(step, true),
    ]);
    if (seat !== this.viewpoint || this.disposed) return;
    if (series.damagedAt !== undefined) {
      // Damaged records: the game is looked back on up to the move before the damage, and no further.
      this.damagedAt = series.damagedAt;
      this.total = Math.min(this.total, series.damagedAt - 1);
      if (this.shown === null || this.step > this.total) await this.go(this.total, true);
    }
    this.marks = this.damagedAt === null ? timeline.marks : timeline.marks.filter((m) => m.seq <= this.total);
    this.series = series;
  }

  /** Shows the table after `step` moves (clamped); while one answer is on its way, only the latest wish is asked next. */
  async go(step: number, force = false): Promise<void> {
    const target = Math.max(0, Math.min(this.total, Math.round(step)));
    if (target === this.step && this.update && !force) return;
    this.wanted = target;
    this.step = target;
    if (this.busy) return;
    this.busy = true;
    try {
      for (;;) {
        const asked = this.wanted;
        const seat = this.viewpoint;
        const [answer, page] = await Promise.all([
          this.app.api['replay.step']({ matchId: this.matchId, step: asked, seat }),
          this.app.api['match.log']({ matchId: this.matchId, seat, before: asked + 1, limit: LOG_MOVES }),
        ]);
        if (this.disposed) return;
        if (asked === this.wanted && seat === this.viewpoint) {
          this.update = answer.update;
          this.shown = asked;
          this.total = this.damagedAt === null ? answer.total : Math.min(answer.total, this.damagedAt - 1);
          this.progress = answer.progress ?? null;
          this.log = this.lines(page.entries);
          this.logFrom = page.entries[0]?.seq ?? 0;
          this.notice = null;
          break;
        }
      }
    } catch (e) {
      this.notice = plainMessage(e);
      this.stop();
    } finally {
      this.busy = false;
    }
  }

  /** Brings the log's earlier moves (up to 100 more). */
  async earlier(): Promise<void> {
    if (this.logFrom <= 0) return;
    const seat = this.viewpoint;
    const page = await this.app.api['match.log']({ matchId: this.matchId, seat, before: this.logFrom, limit: 100 });
    if (seat !== this.viewpoint) return;
    this.log = [...this.lines(page.entries), ...this.log];
    this.logFrom = page.entries[0]?.seq ?? 0;
  }

  by(moves: number): void {
    void this.go(this.step + moves);
  }

  /** To the start of the next (or this/previous) turn. */
  byTurn(direction: 1 | -1): void {
    const t = this.turns;
    const next = direction > 0 ? t.find((s) => s > this.step) : [...t].reverse().find((s) => s < this.step);
    void this.go(next ?? (direction > 0 ? this.total : 0));
  }

  /** To the next key moment after the move shown (1), or the last one before it (-1); nothing when there is none. */
  byKey(direction: 1 | -1): void {
    const k = keyFrom(this.keys, this.step, direction);
    if (k) void this.go(k.seq);
  }

  play(): void {
    if (this.playing) return;
    if (this.step >= this.total) void this.go(0);
    this.playing = true;
    this.timer = setInterval(() => {
      if (this.busy) return;
      if (this.step >= this.total) this.stop();
      else void this.go(this.step + 1);
    }, 1000 / this.speed);
  }

  stop(): void {
    this.playing = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  setSpeed(speed: Speed): void {
    this.speed = speed;
    if (this.playing) {
      this.stop();
      this.play();
    }
  }

  private lines(entries: readonly { seq: number; events: MatchUpdate['events'] }[]): LogLine[] {
    return entries.flatMap((e) => {
      const batch = this.key;
      return e.events.map((ev) => ({ key: this.key++, text: ev.text, clause: ev.clause, batch }));
    });
  }
}
