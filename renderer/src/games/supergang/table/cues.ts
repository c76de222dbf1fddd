/** Which sound an update's SuperGang events call for, the most striking first. Reads event types and data only. */
import type { MatchUpdate } from '@core/protocol';
import type { Cue } from '../../../lib/sound';

type Events = readonly MatchUpdate['events'][number][];

/**
 * The one sound for a batch of events: an arrow that brings a target down (SG-11.2.8) pops and the cardboard
 * flops; an arrow that misses only pops (SG-11.2.4); money that changes hands rings the till (a shop bought,
 * income, a till emptied, a passer-by robbed, cash given at the table, SG-11.4.5); dice thrown clatter (the
 * turn's three, a duel's count). A deed that brought nothing ("the bank is empty") rings nothing.
 */
export function sgCueFor(events: Events): Cue | null {
  const shots = events.filter((e) => e.type === 'shot');
  if (shots.some(fells)) return 'flop';
  if (shots.length > 0) return 'pop';
  if (events.some((e) => (e.type === 'cash' || e.type === 'deal-cash') && e.data?.['amount'] !== 0)) return 'cash';
  if (events.some((e) => e.type === 'roll' && /\brolled\b/.test(e.text))) return 'dice';
  return null;
}

/** The arrow brought its target down, dead or injured (its data; the words of a game whose line has none). */
function fells(e: Events[number]): boolean {
  const down = e.data?.['down'];
  return down === undefined ? !/\bmisses\b/.test(e.text) : down !== null;
}
