/**
 * Engine tools for the CLI (`sim`, `apply`, `legal`) and tests. Stable entry points: the lead wires
 * them into core/games/tools.ts.
 */
import type { Match } from '../../engine/match';
import { err, ok, ruleError, type Result } from '../../engine/result';
import { playBotGame } from './bot-runner';
import { heuristicBot, randomBot } from './bots';
import { buildScenario, npScenarioStep, parseScenario, runScenario } from './scenario';

export { npScenarioStep };

/** One simulated game, as the CLI prints it (one JSON line per game). */
export interface NpSimSummary {
  game: 'nothing-personal';
  /** The game's own seed (`<seed>#<k>`): `playBotGame` with it replays the game exactly. */
  seed: string;
  players: number;
  /** The winning seat (0-based), after the tie-break order (NP-12.5–NP-12.13). */
  winner: number;
  rounds: number;
  /** Final Respect by seat. */
  scores: number[];
}

/**
 * Plays `games` seeded bot games of `players` seats: heuristic bots in even seats, random bots in
 * odd ones. Deterministic: the same input always gives the same output.
 */
export function simulateNp(o: { players: number; seed: string; games: number }): NpSimSummary[] {
  const out: NpSimSummary[] = [];
  for (let k = 0; k < o.games; k++) {
    const { result } = playBotGame(o.players, `${o.seed}#${k}`, [heuristicBot, randomBot]);
    out.push({
      game: result.game,
      seed: result.seed,
      players: result.players,
      winner: result.winner,
      rounds: result.rounds,
      scores: result.scores,
    });
  }
  return out;
}

/**
 * Builds a match positioned where a scenario's position text says (the JSON notation documented in
 * scenario.ts; lines starting with `#` are comments). If the JSON also lists `actions`, they are
 * applied too. Errors are values (`BAD_SCENARIO`, or the refusal of an action, naming its index).
 */
export function npScenarioMatch(positionText: string): Result<Match> {
  const text = positionText
    .split(/\r?\n/)
    .map((l) => (l.trimStart().startsWith('#') ? '' : l))
    .join('\n');
  if (text.trim() === '') {
    return err(ruleError('BAD_SCENARIO', '', 'The position is missing: write it as JSON, e.g. {"seats": 3}.'));
  }
  const sc = parseScenario(text);
  if (!sc.ok) return sc;
  if (sc.value.actions.length === 0) return buildScenario(sc.value);
  const run = runScenario(sc.value);
  return run.ok ? ok(run.value.match) : run;
}
