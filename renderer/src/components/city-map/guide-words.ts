/** What both City guides say the same way: the status line over the controls, and the "why not" answer. */
import type { WhyAnswer } from './why';

export interface GuideFacts {
  readonly error: string | null;
  /** Whether the piece stands somewhere the host can be asked about. */
  readonly asked: boolean;
  readonly loading: boolean;
  /** How many places the piece can end its move on. */
  readonly count: number;
  /** The piece's name ("Cop", "gangster"). */
  readonly piece: string;
  readonly steps: number;
  /** What the map calls its places ("space", "place"). */
  readonly place: string;
}

/** The status line; null while an error is showing instead. */
export function guideStatus(f: GuideFacts): string | null {
  if (f.error) return null;
  if (!f.asked) return `Put the ${f.piece} on the map to see where it can go.`;
  if (f.loading && f.count === 0) return 'Asking the rulebook…';
  if (f.count === 0) return `The ${f.piece} cannot move exactly ${f.steps} from here.`;
  return `${f.count} ${f.count === 1 ? 'place' : 'places'} the ${f.piece} can end its move. Point at one to see the way; click any other ${f.place} to ask why not.`;
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
