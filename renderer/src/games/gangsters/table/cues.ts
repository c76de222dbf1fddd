/** Which sound an update's events call for, and who the squirt gun hits (G-12.8). Reads event types only. */
import type { MatchUpdate } from '../../../../../core/protocol';
import type { Cue } from './announce';
import { PIECE_WORDS, type Namer } from './words';

type Events = MatchUpdate['events'];

/** The one sound for a batch of events, the most striking first. */
export function cueFor(events: Events): Cue | null {
  const types = new Set(events.map((e) => e.type));
  if (types.has('wounded')) return 'squirt';
  if (types.has('shootout')) return 'pop';
  if (types.has('buy') || types.has('improve') || types.has('extortion')) return 'cash';
  if (events.some((e) => /\brolled\b/.test(e.text))) return 'dice';
  return null;
}

/** "Green's Thug" for the first gangster hit in a Shootout in these events, or null. */
export function splashOf(events: Events, n: Namer): string | null {
  const e = events.find((x) => x.type === 'wounded' && x.data?.['splash'] === true);
  if (!e) return null;
  const seat = e.data?.['seat'];
  const kind = e.data?.['kind'];
  if (typeof seat !== 'number' || typeof kind !== 'string') return 'a gangster';
  return `${n.seat(seat)}’s ${PIECE_WORDS[kind] ?? kind}`;
}
