/**
 * Table actions any seat may take at any moment: giving up (SG-14.1: "the same happens if the player
 * abandons"). The four-minute clock's `time-up` (SG-13.1) is the table's own, applied by the host.
 */
import type { SuperGangAction } from './actions';
import type { SuperGangState } from './state';

export const ANYTIME_ACTIONS: readonly SuperGangAction['type'][] = ['abandon'];

/** A gang still in play may give up; the police player cannot (there is no gang to return). */
export function anytimeActions(s: SuperGangState, seat: number): SuperGangAction[] {
  if (s.turn.phase === 'over') return [];
  const g = s.gangs.find((x) => x.seat === seat);
  return g && !g.eliminated ? [{ type: 'abandon' }] : [];
}
