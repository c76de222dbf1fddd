/** The tables the playout tests play at: every seat count, the expansions, binding deals and engine 1. */
import { createMatch, SIMULATION, type Match } from '../../../engine/match';
import { nothingPersonal } from '../game';

/** A table: its seats and lobby options, and the engine version its games begin under (absent: the current one). */
export interface PlayoutTable {
  readonly seats: number;
  readonly options: Readonly<Record<string, unknown>>;
  readonly engineVersion?: string;
}

export const PLAYOUT_TABLES: readonly PlayoutTable[] = [
  { seats: 3, options: {} },
  { seats: 4, options: {} },
  { seats: 5, options: { randomSetup: true } },
  { seats: 4, options: { expansions: ['designers', 'historical', 'young-turks'] } },
  { seats: 4, options: { bindingDeals: true }, engineVersion: '1' },
];

/** A new seeded match at table `g`, as a playout starts one. */
export function startAt(g: PlayoutTable, seed: string): Match {
  const c = createMatch(nothingPersonal, { ...g, seed }, { kind: 'seeded' }, SIMULATION);
  if (!c.ok) throw new Error(c.error.message);
  return c.value.match;
}
