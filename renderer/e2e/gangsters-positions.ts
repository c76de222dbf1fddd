/**
 * Positions for end-to-end tests of single Gangsters decisions, reached the way any game is: a seeded game
 * is created through the app's own API (`match.create` with a seed, every seat a person) and the moves
 * leading to the position are played through `match.act`. The moves are chosen by the engine's own bots
 * on the same seed (`gangsters-lead-up.ts`), so the host, rolling the same seeded dice, reaches the same
 * position; the stored game is an ordinary one that replays and verifies like any other.
 */
import type { GangstersAction } from '../../core/games/gangsters/actions';
import type { GangstersState } from '../../core/games/gangsters/state';
import { playLeadUp, type LeadUpMoves } from './lead-up';

export type PositionName =
  | 'trade'
  | 'sale'
  | 'wheels'
  | 'subway'
  | 'clock'
  | 'seduction'
  | 'donut'
  | 'rebuff'
  | 'cop-move'
  | 'recruit'
  | 'shootout'
  | 'bribe';

export interface Position {
  readonly matchId: string;
  /** The seat whose decision the position is. */
  readonly seat: number;
  readonly state: GangstersState;
  readonly legal: readonly GangstersAction[];
  /** For each listed move of a piece, the spaces the engine records it passing through. */
  readonly paths: readonly (string[] | null)[];
}

interface LeadUp extends Omit<Position, 'matchId'>, LeadUpMoves {}

/** Creates the seeded game in the app at `url` and plays the lead-up moves; the position reached. */
export async function prepare(url: string, name: PositionName, people: readonly string[]): Promise<Position> {
  const { matchId, lead } = await playLeadUp<LeadUp>(url, 'gangsters-lead-up.ts', 'gangsters', name, people);
  return { matchId, seat: lead.seat, state: lead.state, legal: lead.legal, paths: lead.paths };
}

/** The spaces the listed move `a` passes through, as the engine records them. */
export function pathOf(p: Position, a: GangstersAction): string[] {
  const i = p.legal.findIndex((b) => JSON.stringify(b) === JSON.stringify(a));
  const path = p.paths[i];
  if (!path) throw new Error(`no path for ${JSON.stringify(a)}`);
  return path;
}
