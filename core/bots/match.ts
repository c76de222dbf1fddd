/**
 * Strength series: two bots play seeded games against each other with the seats shared out evenly and
 * rotated from game to game, so neither side gains from sitting first (`cli match`, the README's table).
 */
import type { AnyGameDef } from '../engine/game';
import type { Bot, ThinkBudget } from './bot';
import { playBotGame } from './play';

export interface SeriesOptions {
  readonly def: AnyGameDef;
  readonly a: Bot;
  readonly b: Bot;
  readonly seats: number;
  readonly games: number;
  readonly seed: string;
  /** A millisecond clock, to time each of side A's decisions (and to give it `budgetMs`). */
  readonly now?: () => number;
  /** A thinking budget passed to side A's bot (searching bots stop on it). */
  readonly budgetMs?: number;
  readonly onGame?: (result: SeriesGame) => void;
}

export interface SeriesGame {
  readonly game: number;
  /** Seats played by side A. */
  readonly aSeats: readonly number[];
  /** 1: side A won; 0: side B won; a share when both sides' seats shared the win (or nobody won). */
  readonly aScore: number;
  readonly actions: number;
  /** Side A's decision times in this game, in whole ms, when a clock was given (decisions with a choice). */
  readonly aMs?: number[];
}

export interface SeriesResult {
  readonly games: number;
  /** Side A's points (a win 1, a shared win its share). */
  readonly aPoints: number;
  readonly aRate: number;
  /** A 95% confidence interval on A's rate (Wilson). */
  readonly ci95: readonly [number, number];
  /** Side A's decision times in ms, when a clock was given. */
  readonly aDecisionMs: number[];
}

/** Which seats side A takes in game `g`: every other seat, starting from seat g mod 2, rotated by g. */
export function sideASeats(seats: number, g: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < seats; k++) if ((k + g) % 2 === 0) out.push(k);
  return out;
}

export function wilson(points: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = points / n;
  const d = 1 + (z * z) / n;
  const mid = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, mid - half), Math.min(1, mid + half)];
}

export function playSeries(o: SeriesOptions): SeriesResult {
  const times: number[] = [];
  const budget: ThinkBudget | undefined =
    o.now && o.budgetMs !== undefined ? { now: o.now, ms: o.budgetMs } : undefined;
  const timedA: Bot = (input) => {
    const t0 = o.now?.() ?? 0;
    const out = o.a(budget ? { ...input, budget } : input);
    if (o.now && input.legal.length > 1) times.push(o.now() - t0);
    return out;
  };
  let points = 0;
  for (let g = 0; g < o.games; g++) {
    const aSeats = sideASeats(o.seats, g);
    const before = times.length;
    const bots = Array.from({ length: o.seats }, (_, k) => (aSeats.includes(k) ? timedA : o.b));
    const played = playBotGame(o.def, { seats: o.seats, seed: `${o.seed}:${g}`, bots });
    const out = o.def.outcome(played.match.state);
    const winners: readonly number[] = out?.winners ?? [];
    const aWins = winners.filter((w) => aSeats.includes(w)).length;
    const aScore = winners.length === 0 ? 0.5 : aWins / winners.length;
    points += aScore;
    const mine = times.slice(before).map((t) => Math.round(t));
    o.onGame?.({ game: g, aSeats, aScore, actions: played.log.length, ...(o.now ? { aMs: mine } : {}) });
  }
  return {
    games: o.games,
    aPoints: points,
    aRate: o.games ? points / o.games : 0,
    ci95: wilson(points, o.games),
    aDecisionMs: times,
  };
}
