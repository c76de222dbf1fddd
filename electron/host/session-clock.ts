/**
 * A live match's two clocks: the decision clock of a timed decision (G-6.9's Movement Phase, say) and
 * the whole game's agreed playing time. Both run only while someone is at the table, and both end
 * through the session's own move path (`ClockTable.expire`), so an expiry is persisted, pushed and
 * replayable like any other action.
 *
 * What is left of the decision clock is kept in the records (`ClockTable.kept`) while it runs and whenever
 * it stops, so a game resumed after the host stopped gives the seat the time it had left when the host went
 * down. The time the host was down is not counted against the player: the clock runs only while someone is
 * at the table, and a host that is down has nobody at its table, as when everyone has left it; a family
 * would not think it fair to lose a turn's time to a computer that crashed. At most the last second before
 * the crash (`KEEP_EVERY_MS`) is given back, which no one would notice.
 */
import { TABLE_SEAT, type AnyGameDef, type JsonValue, type Match, type PendingDecision } from '../../core/engine';
import type { ApiError, MatchUpdate } from '../../core/protocol';
import type { KeptClock } from '../store/decision-clocks';

/** How often a running decision clock is kept in the records (ms). */
export const KEEP_EVERY_MS = 1000;

/** What the clocks need of their session. */
export interface ClockTable {
  readonly def: AnyGameDef;
  /** The match as it stands. */
  match(): Match;
  /** Whether anyone watches the match (the clocks stop when nobody does). */
  watched(): boolean;
  /** When the game was created (ISO text): the game clock counts from it. */
  createdAt(): string;
  /** A damaged game is read-only: no clock runs in it. */
  damaged(): boolean;
  /** Makes the expiry move; a refusal's message, or null once made. */
  expire(seat: number, action: JsonValue): string | null;
  /** Where the decision clock is kept between runs of the host (the records); absent, it lives only here. */
  readonly kept?: {
    read(): KeptClock | undefined;
    write(clock: KeptClock): void;
  };
}

export class SessionClocks {
  /**
   * The decision clock, keyed by the period (or the match version) and seat it was started for. It runs
   * while `timer` is set; `remainingMs` is what was left when it last stopped (paused by the table, or no
   * decision of its period pending), and `endsAt` when it runs out while running.
   */
  private clock: {
    key: string;
    remainingMs: number;
    endsAt: number | null;
    pausedByTable: boolean;
    timer: ReturnType<typeof setTimeout> | null;
  } | null = null;
  /** The whole game's clock (an agreed playing time), counted from the game's creation. */
  private gameClock: ReturnType<typeof setTimeout> | null = null;
  /** Keeps the running decision clock in the records every `KEEP_EVERY_MS`. */
  private keeper: ReturnType<typeof setInterval> | null = null;
  /** The clock kept by the host's last run, read when this session starts its first decision clock. */
  private resumed: KeptClock | undefined | null = null;
  /** The session has closed: nothing more is kept (the records may be closing too). */
  private closed = false;

  constructor(private readonly table: ClockTable) {}

  /**
   * Stops or restarts the decision clock for the whole table (G-6.91). `changed`: whether it did
   * anything, so the session tells everyone.
   */
  pause(paused: boolean): { paused: boolean; remainingMs: number; changed: boolean } | ApiError {
    const c = this.clock;
    if (!c || (c.timer === null && !c.pausedByTable))
      return { code: 'NO_CLOCK', message: 'No clock is running at this table just now.' };
    const changed = paused !== c.pausedByTable;
    if (changed) {
      if (paused) this.stopDecisionClock();
      c.pausedByTable = paused;
      if (!paused) this.runDecisionClock();
      else this.keep();
    }
    return { paused: c.pausedByTable, remainingMs: Math.round(this.left()), changed };
  }

  /** A pending decision as sent: a timed one says how long is left and whether the table stopped it. */
  decorate(p: PendingDecision): MatchUpdate['pending'][number] {
    if (!p.deadline || !this.clock || this.clock.key !== clockKey(this.table.match(), p)) return { ...p };
    return {
      ...p,
      deadline: {
        ...p.deadline,
        remainingMs: Math.round(this.left()),
        ...(this.clock.pausedByTable ? { paused: true } : {}),
      },
    };
  }

  /**
   * Runs the clock of a timed decision while someone is at the table. Decisions of one period share the
   * clock; it stops while none of them is pending and goes on where it stopped. When time runs out and
   * the decision is still open, the game's expiry action is made for that seat.
   */
  schedule(pending?: readonly PendingDecision[]): void {
    if (this.table.damaged()) return;
    const match = this.table.match();
    const timed = (pending ?? this.table.def.pending(match.state)).find((p: PendingDecision) => p.deadline);
    this.scheduleGameClock();
    const key = timed ? clockKey(match, timed) : null;
    if (!timed?.deadline || !key || !this.table.watched()) {
      this.stopDecisionClock();
      return;
    }
    if (this.clock?.key !== key) {
      this.stopDecisionClock();
      const full = timed.deadline.seconds * 1000;
      // The same clock the host was running when it went down goes on with what it had left (and stays
      // stopped if the table had stopped it); any other starts full.
      const before = this.readResumed();
      const same = before?.key === key;
      this.clock = {
        key,
        remainingMs: same ? Math.min(full, Math.max(0, before.remainingMs)) : full,
        endsAt: null,
        pausedByTable: same && before.paused,
        timer: null,
      };
      this.keep();
    }
    if (!this.clock.pausedByTable && this.clock.timer === null) this.runDecisionClock();
  }

  /** Stops both clocks (the session closes), the decision clock kept as it stands. */
  stop(): void {
    this.stopDecisionClock();
    this.closed = true;
    if (this.gameClock) clearTimeout(this.gameClock);
    this.gameClock = null;
  }

  private left(): number {
    const c = this.clock;
    if (!c) return 0;
    return c.endsAt === null ? c.remainingMs : Math.max(0, c.endsAt - Date.now());
  }

  private runDecisionClock(): void {
    const c = this.clock;
    if (!c || c.timer !== null) return;
    c.endsAt = Date.now() + c.remainingMs;
    this.keep();
    this.keeper = setInterval(() => this.keep(), KEEP_EVERY_MS);
    this.keeper.unref?.();
    c.timer = setTimeout(() => {
      this.stopKeeper();
      c.timer = null;
      c.endsAt = null;
      c.remainingMs = 0;
      this.keep();
      const match = this.table.match();
      const timed = this.table.def.pending(match.state).find((p: PendingDecision) => p.deadline);
      if (!timed?.deadline || clockKey(match, timed) !== c.key) return;
      const { seat, deadline } = timed;
      guarded('a decision clock', () => {
        const refused = this.table.expire(seat, deadline.onExpiry);
        if (refused !== null)
          console.error(`Mob Night: the clock for seat ${seat + 1} could not end the decision: ${refused}`);
      });
    }, c.remainingMs);
  }

  /** Stops the decision clock, keeping what is left of its period. */
  private stopDecisionClock(): void {
    const c = this.clock;
    if (!c || c.timer === null) return;
    clearTimeout(c.timer);
    this.stopKeeper();
    c.remainingMs = this.left();
    c.timer = null;
    c.endsAt = null;
    this.keep();
  }

  /** The clock kept by the host's last run, read once: after that, this session's own clock is the one kept. */
  private readResumed(): KeptClock | undefined {
    if (this.resumed === null) {
      try {
        this.resumed = this.table.kept?.read();
      } catch (e) {
        console.error("Mob Night: could not read what was left of the game's decision clock", e);
        this.resumed = undefined;
      }
    }
    const r = this.resumed;
    this.resumed = undefined;
    return r;
  }

  /** Keeps the decision clock as it stands in the records (see the top of this file). */
  private keep(): void {
    const c = this.clock;
    if (!c || this.closed) return;
    this.table.kept?.write({ key: c.key, remainingMs: this.left(), paused: c.pausedByTable });
  }

  private stopKeeper(): void {
    if (this.keeper) clearInterval(this.keeper);
    this.keeper = null;
  }

  /**
   * Runs the game's own clock while someone is at the table. Its expiry is applied as the table
   * (TABLE_SEAT), never as a player, and recorded like any action. A game resumed after its time ran
   * out gets the expiry at once.
   */
  private scheduleGameClock(): void {
    const { def } = this.table;
    if (this.gameClock || !this.table.watched() || def.outcome(this.table.match().state)) return;
    const clock = def.gameClock?.(this.table.match().state);
    if (!clock) return;
    const due = Date.parse(this.table.createdAt()) + clock.seconds * 1000;
    this.gameClock = setTimeout(
      () => {
        this.gameClock = null;
        guarded('the game clock', () => {
          const state = this.table.match().state;
          const now = def.gameClock?.(state);
          if (!now || def.outcome(state)) return;
          const refused = this.table.expire(TABLE_SEAT, now.onExpiry);
          if (refused !== null) console.error(`Mob Night: the game clock could not end the game: ${refused}`);
        });
      },
      Math.max(0, due - Date.now()),
    );
  }
}

/** Which clock a timed decision runs on: its period, or else this very decision (version and seat). */
function clockKey(match: Match, p: PendingDecision): string {
  return `${p.deadline?.period ?? `v${match.version}`}:${p.seat}`;
}

/** Runs a timer's work so that a bug in it is logged, never an uncaught exception that ends the process. */
export function guarded(what: string, work: () => void): void {
  try {
    work();
  } catch (e) {
    console.error(`Mob Night: ${what} failed`, e);
  }
}
