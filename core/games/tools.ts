/**
 * Engine-level tools per game, for the CLI and tests: simulation with bots and scenario positions.
 * A game's engine may be here before its table is installed in GAMES.
 */
import type { AnyGameDef, JsonObject, Match, Result } from '../engine';
import { gangsters } from './gangsters/game';
import { scenarioMatch as gangstersScenario } from './gangsters/scenario';
import { simulate as simulateGangsters } from './gangsters/simulate';
import { nothingPersonal } from './nothing-personal';
import { npScenarioMatch, simulateNp } from './nothing-personal/tools';

export interface GameTools {
  readonly def: AnyGameDef;
  /** Builds a match from a position in the game's scenario notation. */
  scenarioMatch(position: string): Result<Match>;
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
    simulate: (o) => simulateNp(o).map((g) => ({ ...g })),
  },
};
