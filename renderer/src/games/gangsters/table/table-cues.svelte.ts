/**
 * What the Gangsters table shows and plays for what just happened, update by update: the sound, the squirt
 * gun's splash when a gangster takes a hit (G-12.8), and the last Shootout's dice while they stay on the
 * table (shots-linger.ts). Not for the history a freshly opened screen brings: that one only shows the dice of
 * a Shootout fought while the table was away (behind the hot-seat curtain), and puts away those the game has
 * moved on from.
 */
import type { MatchUpdate, Settings } from '@core/protocol';
import { playCue } from '../../../lib/sound';
import { decidingSeats } from '../../../table/hotseat';
import { cueFor, shotsOf, splashOf } from './cues';
import { asGView } from './g-view';
import { drawnUpTo, lastShots, shotsSeen } from './memory';
import { fightsKey, recentTurnsEvents, shotsAfter, shotsOnReturn, type ShownShots, type TurnNow } from './shots-linger';
import type { Namer } from './words';

/** Where the game stands at update `u`, for the dice's stay (shots-linger.ts); null for a view not drawn. */
function turnAt(u: MatchUpdate): TurnNow | null {
  const g = asGView(u.view);
  return g ? { turn: g.turn.number, turnSeat: g.turn.seat, deciders: decidingSeats(u.pending) } : null;
}

export class TableCues {
  /** Who got wet, in words, while the splash shows. */
  splash = $state<string | null>(null);
  /** The last Shootout's dice on the table. */
  shots = $state.raw<ShownShots | null>(null);
  private firstVersion: number | null = null;
  private lastVersion = -1;

  /**
   * `key`: the match, under which the dice shown are kept while the screen is away (null: a replay, which
   * keeps none: it starts from its own first move).
   */
  constructor(private readonly key: string | null) {
    this.shots = (key !== null && lastShots.get(key)) || null;
  }

  /** Keeps the dice shown for the next drawing of this match's table (run in an effect: it reads `shots`). */
  keep(): void {
    if (this.key === null) return;
    if (this.shots) lastShots.set(this.key, this.shots);
    else lastShots.delete(this.key);
  }

  /** Puts the dice away. */
  putAway(): void {
    this.shots = null;
  }

  /** Shows `next` (the dice after an update); dice shown afresh are remembered, never to come back once away. */
  private showShots(next: ShownShots | null): void {
    if (this.key !== null && next && next.fights !== this.shots?.fights)
      shotsSeen.set(this.key, fightsKey(next.fights));
    this.shots = next;
  }

  /** An update drawn: only a new one sounds (a settings change seeing the same one again must not replay it). */
  see(u: MatchUpdate, namer: Namer, settings: Settings): void {
    if (u.version === this.lastVersion) return;
    this.lastVersion = u.version;
    const key = this.key;
    const before = key === null ? undefined : drawnUpTo.get(key);
    if (key !== null) drawnUpTo.set(key, u.version);
    if (this.firstVersion === null) {
      this.firstVersion = u.version;
      // Back from behind the hot-seat curtain: a Shootout fought while the table was away shows its dice,
      // and the last one's are put away if the game has moved on from it meanwhile. The update brings the
      // recent moves' events: only the last two Player Turns' Shootouts count, and dice once put away stay away.
      const moved = before !== undefined && u.version > before;
      const now = turnAt(u);
      if (!now || key === null) return;
      const recent = shotsOf(recentTurnsEvents(u.events), namer);
      this.showShots(shotsOnReturn(this.shots, now, recent, shotsSeen.get(key), moved));
      return;
    }
    const cue = cueFor(u.events);
    if (cue && settings.sound) playCue(cue, settings.volume);
    const wet = splashOf(u.events, namer);
    if (wet) this.splash = wet;
    const now = turnAt(u);
    if (now) this.showShots(shotsAfter(this.shots, now, shotsOf(u.events, namer), true));
  }
}
