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
    const last = out[out.length - 1];
    const shot = e.type === 'fire' ? shotOf(e) : null;
    if (!shot || !last) continue;
    // Named as the panel names gangsters: "Green's Thug", not the engine's "Green's thug".
    last.shots.push({ ...shot, who: pieceKindsNamed(wordSeats(shot.who, n.seat)) });
  }
  return out.filter((f) => f.shots.length > 0);
}

/**
 * A unit's shots from its line of hits: from edition 10 the dice are filed just before it and the line
 * carries them in its data ("Cop 4 scores 1 hit (needs 5+)."); earlier lines repeat them in the text
 * ("Cop 4 rolls 5, 3, 1: 1 hit (needs 5+).").
 */
function shotOf(e: Events[number]): Shot | null {
  const rolls = e.data?.['rolls'];
  const scored = /^(.*) scores (?:no|\d+) hits? \(needs \d\+\)\.$/.exec(e.text);
  if (scored && Array.isArray(rolls) && rolls.every((r) => typeof r === 'number')) {
    return { who: scored[1] ?? '', rolls, hits: Number(e.data?.['hits']), need: Number(e.data?.['need']) };
  }
  const m = /^(.*) rolls ([\d, ]+): (\d+) hits? \(needs (\d)\+\)\.$/.exec(e.text);
  if (!m) return null;
  return {
    who: m[1] ?? '',
    rolls: (m[2] ?? '').split(',').map((x) => Number(x.trim())),
    hits: Number(m[3]),
    need: Number(m[4]),
  };
}
