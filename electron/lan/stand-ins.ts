/**
 * The computer players that stand in for guests who dropped off the network table: each comes after the
 * wait the host chose, plays the seat through the host's session, and stops when the seat goes back to a
 * person (the guest back, the host taking it back, the seat given on), the table's case file told each time
 * in plain words (stand-in-words.ts; lines of no move, never stored).
 */
import { botLevelName, type StoredBotLevel } from '../../core/bots/levels';
import type { GameEvent } from '../../core/engine';
import type { Host } from '../host/host';
import { NOTHING_PLAYED, type StoodInPlay } from '../host/session-bots';
import { seatWaitsLine, tookOverLine } from './stand-in-words';
import type { LanTable } from './table';

/** When a computer player stands in for an away seat, and at which level; none: the seat waits. */
export interface StandInWait {
  readonly afterMs: number;
  readonly level: StoredBotLevel;
}

/** A seat taken from its holder while a computer player stood in for them: who held it, and what it played. */
export interface StoodIn {
  readonly name: string;
  readonly level: StoredBotLevel;
  readonly made: StoodInPlay;
}

/** What the stand-ins need of their table server. */
export interface StandInTable {
  readonly host: Host;
  readonly table: LanTable;
  /** The game's own name for the seat. */
  seatName(seat: number): string | undefined;
  /** The seats changed: everyone's seat list and the host's screen follow. */
  changed(): void;
}

export class StandIns {
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly t: StandInTable,
    /** Read when a guest drops out and again when the wait is over (the host may change it meanwhile). */
    private wait: StandInWait | undefined,
  ) {}

  /**
   * The host changes what happens when a player drops out, with the table open. It is read when a guest
   * drops, so it holds for every drop from now on; a seat already waiting for its guest follows it too:
   * a computer player is set to stand in after the wait (counted from now), or, with none wanted, the one
   * waiting to stand in no longer comes and one playing the seat stops, the table told so. One already
   * playing a seat keeps its level until the guest is back (a change of level is for the next drop).
   */
  set(wait: StandInWait | undefined): void {
    this.wait = wait;
    for (const held of this.t.table.heldSeats()) {
      if (held.state !== 'away') continue;
      if (!wait) {
        const level = held.standIn;
        const made = this.stop(held.seat);
        if (level) this.tell(seatWaitsLine(held.name, this.t.seatName(held.seat), made));
      } else if (!held.standIn) {
        this.clearTimer(held.seat);
        this.away(held.seat);
      }
    }
  }

  /** A computer player stands in for the away seat after the wait, if the host wants one (read when it is due). */
  away(seat: number): void {
    const wait = this.wait;
    const matchId = this.t.table.matchId;
    if (!wait || !matchId) return;
    this.timers.set(
      seat,
      setTimeout(() => {
        this.timers.delete(seat);
        const still = this.t.table.seat(seat);
        const now = this.wait;
        if (still?.state !== 'away' || !now) return;
        try {
          this.t.host.standIn(matchId, seat, now.level);
          still.standIn = now.level;
          // Everyone at the table reads in the case file that a computer player now plays the seat.
          this.t.host.tellTable(matchId, tookOverLine(still.name, this.t.seatName(seat), now.level));
          // History names who played the seat meanwhile: its moves are filed under the seat's name.
          this.t.host.recordSeatPerson(
            matchId,
            seat,
            `a computer player (${botLevelName(now.level)}), standing in`,
            'here',
          );
          this.t.changed();
        } catch (e) {
          console.error('Mob Night: a computer player could not take over an away seat', e);
        }
      }, wait.afterMs),
    );
  }

  /** Stops any computer player standing in for the seat (or waiting to); answers what it played meanwhile. */
  stop(seat: number): StoodInPlay {
    this.clearTimer(seat);
    const held = this.t.table.seat(seat);
    if (held) held.standIn = null;
    const matchId = this.t.table.matchId;
    if (!matchId) return NOTHING_PLAYED;
    try {
      return this.t.host.standIn(matchId, seat, null);
    } catch (e) {
      console.error('Mob Night: a seat could not be handed back', e);
      return NOTHING_PLAYED;
    }
  }

  /** A line for the case file of everyone at the table (never stored). */
  tell(line: GameEvent): void {
    const matchId = this.t.table.matchId;
    if (!matchId) return;
    try {
      this.t.host.tellTable(matchId, line);
    } catch (e) {
      console.error('Mob Night: the table could not be told of a seat', e);
    }
  }

  /** The table is closing: no computer player is waiting to stand in any more. */
  close(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }

  private clearTimer(seat: number): void {
    const timer = this.timers.get(seat);
    if (timer) clearTimeout(timer);
    this.timers.delete(seat);
  }
}
