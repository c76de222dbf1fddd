/**
 * Seeded SuperGang bot games through the shared runner (core/bots/play.ts): the CLI's `sim` and the
 * property tests. Every game keeps its action log so it can be replayed and hashed.
 */
import { playSeeded, seededSeries, type BotGame, type SeededGame } from '../../bots/play';
import type { JsonValue } from '../../engine/json';
import { heuristicBot, randomBot } from './bots';
import { supergang, type SuperGangOptions } from './game';
import type { SuperGangState } from './state';
import type { SuperGangView } from './view';

export interface SimGame {
  game: string;
  seed: string;
  players: number;
  winner: number | null;
  turns: number;
  cash: number[];
  reason: string;
}

export interface PlayedGame extends BotGame {
  summary: SimGame;
}

export type SimOptions = SeededGame<SuperGangView, JsonValue, SuperGangOptions>;

/** Plays one seeded game with bots (heuristic and random seats alternating unless given). */
export function playGame(o: SimOptions): PlayedGame {
  const played = playSeeded(supergang, o, { options: { turnCap: 60 }, bots: [heuristicBot, randomBot] });
  const s = played.match.state as SuperGangState;
  return {
    ...played,
    summary: {
      game: 'supergang',
      seed: o.seed,
      players: o.players,
      winner: s.winner,
      turns: Math.min(s.turn.number, s.options.turnCap),
      cash: Array.from({ length: s.seats }, (_, seat) => s.gangs.find((g) => g.seat === seat)?.cash ?? 0),
      reason: s.endReason ?? '',
    },
  };
}

/** Plays `games` seeded games and returns one summary each (the CLI prints them as JSON lines). */
export function simulate(o: {
  players: number;
  seed: string;
  games: number;
  options?: Partial<SuperGangOptions>;
}): SimGame[] {
  return seededSeries(
    o,
    (seed) => playGame({ players: o.players, seed, ...(o.options ? { options: o.options } : {}) }).summary,
  );
}
