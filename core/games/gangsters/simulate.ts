/**
 * Seeded Gangsters bot games through the shared runner (core/bots/play.ts): the CLI's `sim` and the
 * property tests. Every game keeps its action log so it can be replayed and hashed.
 */
import { playSeeded, seededSeries, type BotGame, type SeededGame } from '../../bots/play';
import type { JsonValue } from '../../engine/json';
import { heuristicBot, randomBot } from './bots';
import { gangsters, type GangstersOptions } from './game';
import { netWorth } from './rules/victory';
import type { GangstersState } from './state';
import type { GangstersView } from './view';

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

export type SimOptions = SeededGame<GangstersView, JsonValue, GangstersOptions>;

/** Plays one seeded game with bots (heuristic for seat 0, random for the rest unless given). */
export function playGame(o: SimOptions): PlayedGame {
  const played = playSeeded(gangsters, o, {
    options: { turnCap: 200 },
    bots: [heuristicBot, randomBot, heuristicBot, randomBot, heuristicBot],
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
  return seededSeries(
    o,
    (seed) => playGame({ players: o.players, seed, ...(o.options ? { options: o.options } : {}) }).summary,
  );
}
