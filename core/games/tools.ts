/**
 * Engine-level tools per game, for the CLI and tests: simulation with bots and scenario positions.
 * A game's engine may be here before its table is installed in GAMES.
 */
import type { JsonObject } from '../engine';
import type { ScenarioNotation } from '../engine/scenario-file';
import { gangsters } from './gangsters/game';
import { scenarioMatch as gangstersScenario } from './gangsters/scenario';
import { simulate as simulateGangsters } from './gangsters/simulate';
import { nothingPersonal } from './nothing-personal';
import { npScenarioMatch, npScenarioStep, simulateNp } from './nothing-personal/tools';

export interface GameTools extends ScenarioNotation {
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
