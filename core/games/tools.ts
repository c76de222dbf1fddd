/**
 * Engine-level tools per game, for the CLI and tests: simulation with bots and scenario positions.
 * A game's engine may be here before its table is installed in GAMES.
 */
import { applyAction, type AnyGameDef, type ApplyError, type JsonObject, type Match, type Result } from '../engine';
import { parseScenarioFile } from '../engine/scenario-file';
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

/** One logged event of a scenario run: who acted, the text and its clause. */
export interface ScenarioEvent {
  readonly seat: number;
  readonly text: string;
  readonly clause?: string;
}

/** The result of running a scenario file: the match after its actions, or where and why it stopped. */
export type ScenarioRun =
  | { readonly ok: true; readonly tools: GameTools; readonly match: Match; readonly events: readonly ScenarioEvent[] }
  | { readonly ok: false; readonly problem: string }
  | { readonly ok: false; readonly line: number; readonly version: number; readonly error: ApplyError };

/**
 * Runs a scenario file (core/engine/scenario-file.ts): the game's position, then each scripted action through
 * the kernel with its dice and draws. The CLI's `apply` and `legal` and the scenario fixtures' tests share it.
 */
export function runScenarioFile(text: string): ScenarioRun {
  const parsed = parseScenarioFile(text);
  if (!parsed.ok) return { ok: false, problem: parsed.error.message };
  const tools = TOOLS[parsed.value.gameId];
  if (!tools) return { ok: false, problem: `No scenario notation for "${parsed.value.gameId}".` };
  const start = tools.scenarioMatch(parsed.value.position);
  if (!start.ok) return { ok: false, problem: start.error.message };
  let match = start.value;
  const events: ScenarioEvent[] = [];
  for (const a of parsed.value.actions) {
    const source =
      a.dice || a.draws
        ? { kind: 'script' as const, dice: a.dice ?? [], ...(a.draws ? { draws: a.draws } : {}) }
        : undefined;
    const step = applyAction(tools.def, match, a.seat, a.action, source);
    if (!step.ok) return { ok: false, line: a.line, version: match.version, error: step.error };
    match = step.value.match;
    for (const e of step.value.events)
      events.push({ seat: a.seat, text: e.text, ...(e.clause ? { clause: e.clause } : {}) });
  }
  return { ok: true, tools, match, events };
}
