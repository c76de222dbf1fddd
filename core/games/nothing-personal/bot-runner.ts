/**
 * Running bots through the real kernel. A bot is asked only when its seat has a pending decision,
 * with exactly what the host sends that seat (`seatView`: its own view, `legal`, `anytime`).
 * A bot may answer with a table action (a Shakedown, an any-time card) instead of its decision;
 * it is then asked again, but at most `ANYTIME_BUDGET` times in a row, so it cannot loop.
 * `playBotGame` plays a whole seeded game (tests, the CLI's `sim` through tools.ts).
 */
import type { RandomRecord } from '../../engine/dice';
import type { GameEvent } from '../../engine/events';
import { applyAction, createMatch, type ActionRecord, type Match } from '../../engine/match';
import { nextInt, seedRng, type RngState } from '../../engine/rng';
import { seatView } from '../../engine/view';
import type { NpAction } from './actions';
import { randomBot, type NpBot } from './bots';
import { nothingPersonal } from './index';
import type { NpOptions, NpState } from './state';

/** How many table actions in a row a bot may take before it must answer its pending decision. */
export const ANYTIME_BUDGET = 2;

/**
 * Asks `bot` for `seat`'s next action with exactly what the host sends that seat (its own view,
 * `legal` and `anytime` lists). `spent` counts the table actions the seat took since it last
 * answered a decision: at `ANYTIME_BUDGET` the bot sees no table actions, so it cannot loop.
 * Returns the action and whether it is a table action (not one of the seat's `legal` decisions),
 * or undefined when the seat has nothing to decide.
 */
export function botDecision(
  match: Match,
  seat: number,
  bot: NpBot,
  rand: (n: number) => number,
  spent = 0,
): { action: NpAction; table: boolean } | undefined {
  const sv = seatView(nothingPersonal, match, seat);
  const legal = (sv.legal ?? []) as NpAction[];
  if (legal.length === 0) return undefined;
  const anytime = spent < ANYTIME_BUDGET ? ((sv.anytime ?? []) as NpAction[]) : [];
  const action = bot(sv.view as unknown as NpState, seat, legal, anytime, rand);
  return { action, table: !legal.includes(action) };
}

/** One line of a simulation report. */
export interface SimResult {
  game: 'nothing-personal';
  seed: string;
  players: number;
  winner: number;
  rounds: number;
  scores: number[];
  actions: number;
}

/**
 * Plays a whole game with bots through the kernel, always answering the first pending decision;
 * throws if the game stalls (a bug). `onStep` sees every match and the step's (unredacted) events.
 */
export function playBotGame(
  seats: number,
  seed: string,
  bots: readonly NpBot[],
  options: Partial<NpOptions> = {},
  onStep?: (match: Match, events: readonly GameEvent[]) => void,
): { result: SimResult; match: Match; log: { setupRandom: RandomRecord[]; actions: ActionRecord[] } } {
  const created = createMatch(nothingPersonal, { options, seats, seed });
  if (!created.ok) throw new Error(created.error.message);
  let match = created.value.match;
  const log: { setupRandom: RandomRecord[]; actions: ActionRecord[] } = {
    setupRandom: [...created.value.random],
    actions: [],
  };
  let rng: RngState = seedRng(`bots:${seed}`);
  const rand = (n: number): number => {
    const [v, next] = nextInt(rng, Math.max(1, n));
    rng = next;
    return v;
  };
  const spent = Array.from({ length: seats }, () => 0);
  let actions = 0;
  for (; actions < 20_000; actions++) {
    const state = match.state as NpState;
    if (nothingPersonal.outcome(state)) break;
    // Bots answer only what is pending, first decision first (as the host's bot runner does).
    const decision = nothingPersonal.pending(state)[0];
    if (!decision) throw new Error(`game ${seed} stalled: nobody has a decision`);
    const seat = decision.seat;
    const chosen = botDecision(match, seat, bots[seat % bots.length] ?? randomBot, rand, spent[seat]);
    if (!chosen) throw new Error(`game ${seed} stalled: seat ${seat} has no choices (${decision.kind})`);
    const { action, table } = chosen;
    spent[seat] = table ? (spent[seat] ?? 0) + 1 : 0;
    const step = applyAction(nothingPersonal, match, seat, action, { kind: 'seeded' }, { checkJson: false });
    if (!step.ok)
      throw new Error(
        `game ${seed}: legal action refused: ${JSON.stringify(action)} → ${step.error.code} ${step.error.message}`,
      );
    match = step.value.match;
    log.actions.push({ seat, action, random: step.value.random });
    onStep?.(match, step.value.events);
  }
  const state = match.state as NpState;
  const out = nothingPersonal.outcome(state);
  if (!out) throw new Error(`game ${seed} did not finish`);
  return {
    result: {
      game: 'nothing-personal',
      seed,
      players: seats,
      winner: out.winners[0] ?? -1,
      rounds: state.round,
      scores: [...out.scores],
      actions,
    },
    match,
    log,
  };
}
