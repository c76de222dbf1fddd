/** Which sound a batch of Nothing Personal events calls for, the most striking first. Reads event types and words only. */
import type { MatchUpdate } from '@core/protocol';
import type { Cue } from '../../lib/sound';

type Events = readonly MatchUpdate['events'][number][];

export function npCueFor(events: Events): Cue | null {
  const types = new Set(events.map((e) => e.type));
  if (types.has('whack')) return 'whack';
  if (types.has('reroll') || events.some((e) => /\broll(s|ed)\b/.test(e.text))) return 'dice';
  if (types.has('card') || types.has('ante') || events.some((e) => e.type === 'influence' && /\bplays\b/.test(e.text)))
    return 'card';
  if (types.has('shakedown')) return 'cash';
  return null;
}
