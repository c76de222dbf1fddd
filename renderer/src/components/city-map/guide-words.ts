/** What both City guides say the same way: the status line over the controls, and the "why not" answer. */
import { clickWord } from '../../lib/pointer.svelte';
import type { WhyAnswer } from './why';

/** What the status line reads of a guide's state (`CityGuideBase`). */
export interface GuideAnswer {
  readonly error: string | null;
  /** The question for the host; null while the piece stands nowhere. */
  readonly query: unknown;
  readonly loading: boolean;
  readonly reachable: { readonly size: number };
}

/**
 * The status line; null while an error is showing instead. `piece` is the piece's name ("Cop",
 * "gangster"), `place` what the map calls its places ("space", "place"). `touch`: a screen without a mouse,
 * where nothing is pointed at and a place is tapped (`touchScreen`).
 */
export function guideStatus(g: GuideAnswer, piece: string, steps: number, place: string, touch = false): string | null {
  const count = g.reachable.size;
  if (g.error) return null;
  if (g.query === null) return `Put the ${piece} on the map to see where it can go.`;
  if (g.loading && count === 0) return 'Asking the rulebook…';
  if (count === 0) return `The ${piece} cannot move exactly ${steps} from here.`;
  const see = touch ? 'Tap one to see the way' : 'Point at one to see the way';
  return `${count} ${count === 1 ? 'place' : 'places'} the ${piece} can end its move. ${see}; ${clickWord(touch)} any other ${place} to ask why not.`;
}

/** The "why not" answer to show: the place by its name, and the game's reason for a refusal. */
export function whyShown(
  w: WhyAnswer | null,
  nameOf: (id: string) => string | null,
  because: (code: string, w: WhyAnswer, place: string) => string,
): { place: string; text: string } | null {
  if (!w) return null;
  const place = nameOf(w.target) ?? w.target;
  return { place, text: w.code === null ? `${place} can be reached.` : because(w.code, w, place) };
}
