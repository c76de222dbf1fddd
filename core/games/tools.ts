/**
 * Engine-level tools per game, for the CLI and tests: simulation with bots and scenario positions.
 * A game's engine may be here before its table is installed in GAMES.
 */
import type { AnyGameDef, ApplyError, JsonObject, Match, Result, Step } from '../engine';
import { gangsters } from './gangsters/game';
import { scenarioMatch as gangstersScenario } from './gangsters/scenario';
import { simulate as simulateGangsters } from './gangsters/simulate';
import { nothingPersonal } from './nothing-personal';
import { npScenarioMatch, npScenarioStep, simulateNp } from './nothing-personal/tools';

export interface GameTools {
  readonly def: AnyGameDef;
  /** Builds a match from a position in the game's scenario notation. */
  scenarioMatch(position: string): Result<Match>;
  /**
   * Applies one action line of a scenario file with its `dice=` and `draws=`, for games whose
   * notation gives them a meaning of its own (Nothing Personal: `draws=` are deck draws). Without it
   * they are the kernel's scripted dice and draws.
   */
  scenarioStep?(
    match: Match,
    seat: number,
    action: unknown,
    dice?: readonly number[],
    draws?: readonly number[],
  ): Result<Step, ApplyError>;
  /** Plays `games` seeded bot games, one JSON summary each. */
  simulate(o: { players: number; seed: string; games: number }): JsonObject[];
}

export const TOOLS: Readonly<Record<string, GameTools>> = {
  gangsters: {
    def: gangsters,
    scenarioMatch: gangstersScenario,
    simulate: (o) => simulateGangsters(o).map((g) => ({ ...g })),
  },
  'nothing-personal': {
    def: nothingPersonal,
    scenarioMatch: npScenarioMatch,
    scenarioStep: npScenarioStep,
    simulate: (o) => simulateNp(o).map((g) => ({ ...g })),
  },
};
