/** Which sound an update's events call for, and who the squirt gun hits (G-12.8). Reads event types only. */
import type { MatchUpdate } from '@core/protocol';
import type { Cue } from '../../../lib/sound';
import { wordSeats } from '@core/engine/words';
import { PIECE_WORDS, pieceKindsNamed, type Namer } from './words';

type Events = readonly MatchUpdate['events'][number][];

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

/** One unit's shots in a Shootout, as the case file reports them. */
export interface Shot {
  readonly who: string;
  readonly rolls: readonly number[];
  readonly need: number;
  readonly hits: number;
}

/** The Shootouts in a batch of events: where each was and the dice each unit threw (G-12.1, G-12.2). */
export function shotsOf(events: Events, n: Namer): { where: string; shots: Shot[] }[] {
  const out: { where: string; shots: Shot[] }[] = [];
  for (const e of events) {
    if (e.type === 'shootout') {
      // The space by its name (a street's is "Market Street, 2 spaces east of…"), not the engine's id.
      const space = e.data?.['space'];
      const where =
        typeof space === 'string' ? n.place(space) : (/^Shootout at (.*)\.$/.exec(e.text)?.[1] ?? 'the Shootout');
      out.push({ where, shots: [] });
      continue;
    }
    if (e.type !== 'fire') continue;
    const m = /^(.*) rolls ([\d, ]+): (\d+) hits? \(needs (\d)\+\)\.$/.exec(e.text);
    const last = out[out.length - 1];
    if (!m || !last) continue;
    last.shots.push({
      // Named as the panel names gangsters: "Green's Thug", not the engine's "Green's thug".
      who: pieceKindsNamed(wordSeats(m[1] ?? '', n.seat)),
      rolls: (m[2] ?? '').split(',').map((x) => Number(x.trim())),
      hits: Number(m[3]),
      need: Number(m[4]),
    });
  }
  return out.filter((f) => f.shots.length > 0);
}
