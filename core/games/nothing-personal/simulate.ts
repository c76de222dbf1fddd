/**
 * Seeded Nothing Personal bot games through the shared runner (core/bots/play.ts): the CLI's `sim`
 * and the property tests. `playNpGame` with a game's own seed replays it exactly.
 */
import { playBotGame, seededSeries } from '../../bots/play';
import type { RandomRecord } from '../../engine/dice';
import type { GameEvent } from '../../engine/events';
import type { ActionRecord, Match } from '../../engine/match';
import { heuristicBot, randomBot, type NpBot } from './bots';
import { nothingPersonal } from './game';
import type { NpOptions, NpState } from './state';

/** One line of a simulation report. */
export interface SimResult {
  game: 'nothing-personal';
  /** The game's own seed (`<seed>#<k>` in `simulateNp`). */
  seed: string;
  players: number;
  /** The winning seat (0-based), after the tie-break order (NP-12.5–NP-12.13). */
  winner: number;
  rounds: number;
  /** Final Respect by seat. */
  scores: number[];
  actions: number;
}

/** Plays a whole game with bots; throws if the game stalls (a bug). */
export function playNpGame(
  seats: number,
  seed: string,
  bots: readonly NpBot[],
  options: Partial<NpOptions> = {},
  onStep?: (match: Match, events: readonly GameEvent[]) => void,
): { result: SimResult; match: Match; log: { setupRandom: RandomRecord[]; actions: ActionRecord[] } } {
  const played = playBotGame(nothingPersonal, {
    seats,
    seed,
    options,
    bots: bots.length > 0 ? bots : [randomBot],
    maxActions: 20_000,
    ...(onStep ? { onStep } : {}),
  });
  const state = played.match.state as NpState;
  const out = nothingPersonal.outcome(state);
  if (!out) throw new Error(`game ${seed} did not finish`);
  return {
    result: {
      game: 'nothing-personal',
      seed,
      players: seats,
      winner: out.winners[0] ?? -1,
      rounds: state.round,
      scores: [...out.scores],
      actions: played.log.length,
    },
    match: played.match,
    log: { setupRandom: [...played.setupRandom], actions: played.log },
  };
}

/**
 * Plays `games` seeded bot games of `players` seats: heuristic bots in even seats, random bots in
 * odd ones. Deterministic: the same input always gives the same output.
 */
export function simulateNp(o: { players: number; seed: string; games: number }): Omit<SimResult, 'actions'>[] {
  return seededSeries(o, (seed) => {
    const { result } = playNpGame(o.players, seed, [heuristicBot, randomBot]);
    return {
      game: result.game,
      seed: result.seed,
      players: result.players,
      winner: result.winner,
      rounds: result.rounds,
      scores: result.scores,
    };
  });
}
