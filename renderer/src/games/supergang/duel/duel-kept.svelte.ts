/**
 * The duel a SuperGang board draws over the city: the one being fought, or the one just over, kept for a
 * moment after its last arrow ended it, that arrow's target fallen, so the arrow is seen to land (linger.ts):
 * the host's next view has no duel any more. Only at a live table, and only for the update that follows the
 * one seen (not a replay's jump) — seen by this board, or by the one before it when the screen has just
 * passed to another person. Made while its board is made (its effects are the board's).
 */
import { untrack } from 'svelte';
import type { SuperGangState } from '@core/games/supergang/state';
import type { MatchUpdate } from '@core/protocol';
import { duelShown, lingerMs, noteSeen, tableSeen, type Seen, type ShotData } from './linger';

export class DuelKept {
  /** The last arrow the host recorded, for the duel plank to show where it landed. */
  lastShot = $state.raw<ShotData | null>(null);
  /** The duel just over, kept on the map for a moment; null when none is. */
  ended = $state.raw<SuperGangState | null>(null);
  #before: Seen | null = null;
  #endTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    state: () => SuperGangState | null,
    update: () => Pick<MatchUpdate, 'version' | 'matchId' | 'events'>,
    review: () => boolean,
    calm: () => boolean,
  ) {
    // Before the plank is drawn for the update (`.pre`): when the arrow that ended the duel comes, the plank
    // kept up is the same one, not torn down for the update with no duel and made anew, so it keeps what
    // it holds of that arrow (an aimed arrow's spot in the scope, DuelPlank.svelte).
    $effect.pre(() => {
      const now = state();
      const { version, matchId, events } = update();
      const inReview = review();
      const was = this.#before ?? (inReview ? null : tableSeen(matchId));
      const shown = duelShown(
        was,
        { version, view: now },
        events,
        inReview,
        untrack(() => this.lastShot),
      );
      this.#before = { version, duel: now?.duel ? now : null };
      if (!inReview) noteSeen(matchId, this.#before);
      clearTimeout(this.#endTimer);
      this.ended = shown.kind === 'linger' ? shown.view : null;
      this.lastShot = shown.kind === 'none' ? null : shown.lastShot;
      if (shown.kind !== 'linger') return;
      this.#endTimer = setTimeout(
        () => {
          this.ended = null;
          this.lastShot = null;
        },
        lingerMs(untrack(calm)),
      );
    });
    $effect(() => () => clearTimeout(this.#endTimer));
  }
}
