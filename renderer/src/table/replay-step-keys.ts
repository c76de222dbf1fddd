/**
 * The replay's keys (Replay.svelte), as a video's: the arrows step by move, with Shift (or Page Up/Down) by
 * turn; Home and End go to the first and last move; Space plays or pauses. A key that something focused
 * uses itself (a menu's arrows, a button's Space, typing) is left to it.
 */
import type { ReplayState } from './replay.svelte';

/** What the keys move. */
export type Stepper = Pick<ReplayState, 'playing' | 'total' | 'play' | 'stop' | 'by' | 'byTurn' | 'go'>;

export interface KeyPress {
  readonly key: string;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly repeat: boolean;
}

/** The element a key went to, as far as the replay asks (an HTMLElement). */
export interface KeyTarget {
  readonly tagName: string;
  /** An input's type: the timeline (a range) leaves the keys to the replay. */
  readonly type?: string;
  closest(selectors: string): unknown;
}

/** What the key does to the replay, or null where it is not the replay's. */
export function replayStep(e: KeyPress, t: KeyTarget | null): ((r: Stepper) => void) | null {
  if (t && (t.tagName === 'SELECT' || t.tagName === 'TEXTAREA' || (t.tagName === 'INPUT' && t.type !== 'range')))
    return null;
  // Space plays or pauses, as in a video; on a button (or anything played like one) it is that one's key.
  if (
    e.key === ' ' &&
    (e.repeat || (t && (t.tagName === 'BUTTON' || t.tagName === 'SUMMARY' || t.closest('[role="button"], a'))))
  )
    return null;
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const keys: Record<string, (r: Stepper) => void> = {
    ' ': (r) => (r.playing ? r.stop() : r.play()),
    ArrowRight: (r) => (e.shiftKey ? r.byTurn(1) : r.by(1)),
    ArrowLeft: (r) => (e.shiftKey ? r.byTurn(-1) : r.by(-1)),
    PageDown: (r) => r.byTurn(1),
    PageUp: (r) => r.byTurn(-1),
    Home: (r) => void r.go(0),
    End: (r) => void r.go(r.total),
  };
  return keys[e.key] ?? null;
}
