/**
 * Where the last aimed arrow stuck in the scope, kept beyond the plank that fired it. At a shared screen the
 * arrow that passes the gun to another person passes the screen to them, and the table makes their board
 * (and so the plank) anew: without this the arrow vanished the instant the host's answer came, and the
 * shooter, still in front of the screen, never saw where it landed. The new plank shows it a moment
 * (DuelPlank.svelte's LINGER) before the next sight starts to sway.
 *
 * Only the plank that fired it knows the spot (the host records the value alone), so it is kept here, at
 * most one arrow: the newest. A plank takes it only if it is another plank (not the one that fired it,
 * which shows its own), the host's last recorded arrow is that arrow (same duel, target and value), and it
 * was fired moments ago; once taken it is gone, so no later plank shows it again.
 */
import type { Duel } from '@core/games/supergang/state';
import type { Point } from './aim';

export interface Arrow {
  readonly point: Point;
  readonly value: number;
  readonly target: string;
}

interface Kept {
  readonly arrow: Arrow;
  readonly duel: string;
  /** The plank that fired it (any object of its own). */
  readonly by: object;
  /** When it was fired (performance.now()). */
  readonly at: number;
}

/**
 * How long after its firing a kept arrow may still be shown (ms): the host's answer, the update carrying it,
 * and the next board take a few seconds at most even on a loaded machine; later, the moment has passed.
 */
export const KEPT_MS = 10_000;

let kept: Kept | null = null;

/**
 * Names a duel as it stays from its first arrow to its last (its gunner, arrows, targets down change, and
 * the seat shooting for a side of several gangs).
 */
function duelKey(d: Duel): string {
  return `${d.cause}|${d.square ?? ''}|${d.shop ?? ''}|${d.totals.join('-')}`;
}

/** The plank `by` fired `arrow` in duel `d` at time `at`. */
export function keepArrow(d: Duel, arrow: Arrow, by: object, at: number): void {
  kept = { arrow, duel: duelKey(d), by, at };
}

/**
 * The arrow kept, for plank `by` showing duel `d` at time `at` whose last recorded arrow is `shot`; taken
 * (null from then on). Null when there is none it may show.
 */
export function takeArrow(
  d: Duel,
  shot: { readonly target: string; readonly value: number },
  by: object,
  at: number,
): Arrow | null {
  const k = kept;
  if (!k || k.by === by || at - k.at > KEPT_MS || at < k.at) return null;
  if (k.duel !== duelKey(d) || k.arrow.target !== shot.target || k.arrow.value !== shot.value) return null;
  kept = null;
  return k.arrow;
}
