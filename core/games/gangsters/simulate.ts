/**
 * Seeded Gangsters bot games through the shared runner (core/bots/play.ts): the CLI's `sim` and the
 * property tests. Every game keeps its action log so it can be replayed and hashed.
 */
import { playBotGame, type BotGame } from '../../bots/play';
import type { GameEvent } from '../../engine/events';
import type { Match } from '../../engine/match';
import { heuristicBot, randomBot, type GangstersBot } from './bots';
import { gangsters, type GangstersOptions } from './game';
import { netWorth } from './rules/victory';
import type { GangstersState } from './state';

export interface SimGame {
  game: string;
  seed: string;
  players: number;
  winner: number | null;
  turns: number;
  netWorth: number[];
  reason: string;
}

export interface PlayedGame extends BotGame {
  summary: SimGame;
}

export interface SimOptions {
  players: number;
  seed: string;
  options?: Partial<GangstersOptions>;
  bots?: readonly GangstersBot[];
  /** Stop after this many actions (a guard against a stuck game, which would be a bug). */
  maxActions?: number;
  onStep?: (match: Match, events: readonly GameEvent[]) => void;
}

/** Plays one seeded game with bots (heuristic for seat 0, random for the rest unless given). */
export function playGame(o: SimOptions): PlayedGame {
  const played = playBotGame(gangsters, {
    seats: o.players,
    seed: o.seed,
    options: { turnCap: 200, ...o.options },
    bots: o.bots ?? [heuristicBot, randomBot, heuristicBot, randomBot, heuristicBot],
    ...(o.maxActions ? { maxActions: o.maxActions } : {}),
    ...(o.onStep ? { onStep: o.onStep } : {}),
  });
  const s = played.match.state as GangstersState;
  return {
    ...played,
    summary: {
      game: 'gangsters',
      seed: o.seed,
      players: o.players,
      winner: s.winner,
      turns: s.turn.number,
      netWorth: Array.from({ length: s.seats }, (_, i) => netWorth(s, i)),
      reason: s.endReason ?? '',
    },
  };
}

/** Plays `games` seeded games and returns one summary each (the CLI prints them as JSON lines). */
export function simulate(o: {
  players: number;
  seed: string;
  games: number;
  options?: Partial<GangstersOptions>;
}): SimGame[] {
  const out: SimGame[] = [];
  for (let k = 0; k < o.games; k++) {
    out.push(
      playGame({ players: o.players, seed: `${o.seed}#${k}`, ...(o.options ? { options: o.options } : {}) }).summary,
    );
  }
  return out;
}
