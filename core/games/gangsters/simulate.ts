/**
 * Seeded bot games, pure: the CLI and the property tests run these. Every game keeps its action log so it
 * can be replayed and hashed.
 */
import type { ActionRecord, Match, MatchSetup } from '../../engine/match';
import type { RandomRecord } from '../../engine/dice';
import { applyAction, createMatch } from '../../engine/match';
import { seedRng, type RngState } from '../../engine/rng';
import { gangstersView } from './view';
import { gangsters, type GangstersOptions } from './game';
import { heuristicBot, randomBot, type Bot } from './bots';
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

export interface PlayedGame {
  summary: SimGame;
  setup: MatchSetup;
  setupRandom: readonly RandomRecord[];
  log: ActionRecord[];
  match: Match;
  /** Called after every step by tests that check invariants. */
}

export interface SimOptions {
  players: number;
  seed: string;
  options?: Partial<GangstersOptions>;
  bots?: readonly Bot[];
  /** Stop after this many actions (a guard against a stuck game, which would be a bug). */
  maxActions?: number;
  onStep?: (state: GangstersState) => void;
}

/** Plays one seeded game with bots (heuristic for seat 0, random for the rest unless given). */
export function playGame(o: SimOptions): PlayedGame {
  const options = { turnCap: 200, ...o.options };
  const start = createMatch(gangsters, { options, seats: o.players, seed: o.seed });
  if (!start.ok) throw new Error(start.error.message);
  let match = start.value.match;
  const log: ActionRecord[] = [];
  let rng: RngState = seedRng(`bots:${o.seed}`);
  const bots = o.bots ?? [heuristicBot, randomBot, heuristicBot, randomBot, heuristicBot];
  const max = o.maxActions ?? 200_000;
  while (!gangsters.outcome(match.state as GangstersState)) {
    if (log.length >= max) throw new Error(`game ${o.seed} did not finish in ${max} actions`);
    const state = match.state as GangstersState;
    const p = gangsters.pending(state)[0];
    if (!p) throw new Error(`game ${o.seed}: nobody to move in phase ${state.phase}`);
    const legal = gangsters.legal(state, p.seat) ?? [];
    const bot = bots[p.seat % bots.length] ?? randomBot;
    const [action, next] = bot(gangstersView(state, p.seat), legal, rng, p.seat);
    rng = next;
    if (action === undefined) throw new Error(`game ${o.seed}: seat ${p.seat} has no legal action in ${state.phase}`);
    const step = applyAction(gangsters, match, p.seat, action, { kind: 'seeded' }, { checkJson: false });
    if (!step.ok) throw new Error(`game ${o.seed}: ${JSON.stringify(action)} refused: ${step.error.message}`);
    log.push({ seat: p.seat, action, random: step.value.random });
    match = step.value.match;
    o.onStep?.(match.state as GangstersState);
  }
  const s = match.state as GangstersState;
  return {
    summary: {
      game: 'gangsters',
      seed: o.seed,
      players: o.players,
      winner: s.winner,
      turns: s.turn.number,
      netWorth: Array.from({ length: s.seats }, (_, i) => netWorth(s, i)),
      reason: s.endReason ?? '',
    },
    setup: match.setup,
    setupRandom: start.value.random,
    log,
    match,
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
