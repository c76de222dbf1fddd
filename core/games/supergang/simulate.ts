/**
 * Seeded SuperGang bot games through the shared runner (core/bots/play.ts): the CLI's `sim` and the
 * property tests. Every game keeps its action log so it can be replayed and hashed.
 */
import { playBotGame, type BotGame } from '../../bots/play';
import type { GameEvent } from '../../engine/events';
import type { Match } from '../../engine/match';
import { heuristicBot, randomBot, type SuperGangBot } from './bots';
import { supergang, type SuperGangOptions } from './game';
import type { SuperGangState } from './state';

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

export interface SimOptions {
  players: number;
  seed: string;
  options?: Partial<SuperGangOptions>;
  bots?: readonly SuperGangBot[];
  maxActions?: number;
  onStep?: (match: Match, events: readonly GameEvent[]) => void;
}

/** Plays one seeded game with bots (heuristic and random seats alternating unless given). */
export function playGame(o: SimOptions): PlayedGame {
  const played = playBotGame(supergang, {
    seats: o.players,
    seed: o.seed,
    options: { turnCap: 60, ...o.options },
    bots: o.bots ?? [heuristicBot, randomBot],
    ...(o.maxActions ? { maxActions: o.maxActions } : {}),
    ...(o.onStep ? { onStep: o.onStep } : {}),
  });
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
  const out: SimGame[] = [];
  for (let k = 0; k < o.games; k++) {
    out.push(
      playGame({ players: o.players, seed: `${o.seed}#${k}`, ...(o.options ? { options: o.options } : {}) }).summary,
    );
  }
  return out;
}
