/**
 * Dice Race: a tiny fixture game that exists only for tests of the kernel, host and store.
 * Every seat first bids 0–3 in secret, all at once; the highest bid starts (DR-1). Then seats take
 * turns: roll a d6 and add it to your score, or pass (DR-2). The first to reach the target wins (DR-3).
 * A racer may be on a clock (DR-4: when time runs out, the turn passes); anyone may cheer at any
 * moment (DR-5), a table action; with an agreed playing time, the table calls time and the leader
 * wins (DR-6). Its clause IDs (DR-…) are made up for the fixture.
 */
import { playBotGame } from '../../bots/play';
import type { GameDef } from '../game';
import { gameModule } from '../module';
import type { Viewer } from '../events';
import type { JsonValue } from '../json';
import { err, ok, refuse, ruleError } from '../result';

export interface DiceRaceState {
  [key: string]: JsonValue;
  phase: 'bid' | 'race' | 'over';
  target: number;
  bids: (number | null)[];
  scores: number[];
  turn: number;
  winner: number | null;
  /** Seconds a racer has to decide (DR-4), or null for no clock. */
  turnSeconds: number | null;
  cheers: number;
  /** The agreed playing time in seconds (DR-6: when it is up, the highest score wins), or null. */
  gameSeconds: number | null;
}

export type DiceRaceAction =
  { type: 'bid'; amount: number } | { type: 'roll' } | { type: 'pass' } | { type: 'cheer' } | { type: 'time-up' };

export interface DiceRaceOptions {
  [key: string]: JsonValue;
  target: number;
  turnSeconds: number | null;
  gameSeconds: number | null;
}

export const diceRace: GameDef<DiceRaceState, DiceRaceAction, DiceRaceOptions> = {
  id: 'dice-race',
  name: 'Dice Race',
  engineVersion: '1',
  minSeats: 2,
  maxSeats: 4,

  parseOptions(raw) {
    const target = (raw as { target?: unknown } | null)?.target ?? 20;
    const turnSeconds = (raw as { turnSeconds?: unknown } | null)?.turnSeconds ?? null;
    if (typeof target !== 'number' || !Number.isInteger(target) || target < 1 || target > 100) {
      return err(ruleError('BAD_OPTIONS', '', 'The target must be a whole number from 1 to 100.'));
    }
    if (turnSeconds !== null && (typeof turnSeconds !== 'number' || turnSeconds <= 0)) {
      return err(ruleError('BAD_OPTIONS', '', 'The turn clock must be a positive number of seconds.'));
    }
    const gameSeconds = (raw as { gameSeconds?: unknown } | null)?.gameSeconds ?? null;
    if (gameSeconds !== null && (typeof gameSeconds !== 'number' || gameSeconds <= 0)) {
      return err(ruleError('BAD_OPTIONS', '', 'The playing time must be a positive number of seconds.'));
    }
    return ok({ target, turnSeconds, gameSeconds });
  },

  parseAction(raw) {
    const a = raw as { type?: unknown; amount?: unknown } | null;
    if (a?.type === 'roll' || a?.type === 'pass' || a?.type === 'cheer' || a?.type === 'time-up')
      return ok({ type: a.type } as DiceRaceAction);
    if (a?.type === 'bid' && typeof a.amount === 'number') return ok({ type: 'bid', amount: a.amount });
    return err(ruleError('BAD_ACTION', '', 'That is not a Dice Race action.'));
  },

  setup({ options, seats, emit }) {
    emit?.({ type: 'start', visibility: 'public', text: `The race to ${options.target} begins`, clause: 'DR-1' });
    return {
      phase: 'bid',
      target: options.target,
      bids: Array.from({ length: seats }, () => null),
      scores: Array.from({ length: seats }, () => 0),
      turn: 0,
      winner: null,
      turnSeconds: options.turnSeconds,
      cheers: 0,
      gameSeconds: options.gameSeconds,
    };
  },

  pending(s) {
    if (s.phase === 'bid') {
      return s.bids.flatMap((b, seat) =>
        b === null ? [{ seat, kind: 'bid', prompt: 'Bid 0–3 in secret', secret: true }] : [],
      );
    }
    if (s.phase === 'race') {
      const clock = s.turnSeconds === null ? {} : { deadline: { seconds: s.turnSeconds, onExpiry: { type: 'pass' } } };
      return [{ seat: s.turn, kind: 'turn', prompt: 'Roll or pass', ...clock }];
    }
    return [];
  },

  legal(s, seat) {
    if (s.phase === 'bid')
      return s.bids[seat] === null ? [0, 1, 2, 3].map((amount) => ({ type: 'bid' as const, amount })) : [];
    if (s.phase === 'race' && s.turn === seat) return [{ type: 'roll' }, { type: 'pass' }];
    return [];
  },

  acceptsAnytime(_s, _seat, action) {
    return action.type === 'cheer';
  },

  tableOnly(action) {
    return action.type === 'time-up';
  },

  gameClock(s) {
    return s.gameSeconds === null || s.phase === 'over'
      ? null
      : { seconds: s.gameSeconds, onExpiry: { type: 'time-up' } };
  },

  anytime(s) {
    return s.phase === 'over' ? [] : [{ type: 'cheer' }];
  },

  apply(s, seat, action, roller) {
    if (action.type === 'time-up') {
      const best = Math.max(...s.scores);
      const winner = s.scores.indexOf(best);
      return ok({
        state: { ...s, phase: 'over', winner },
        events: [
          { type: 'time-up', visibility: 'public', text: `Time is up; seat ${winner + 1} leads`, clause: 'DR-6' },
        ],
      });
    }
    if (action.type === 'cheer') {
      return ok({
        state: { ...s, cheers: s.cheers + 1 },
        events: [{ type: 'cheer', visibility: 'public', text: `Seat ${seat + 1} cheers`, clause: 'DR-5' }],
      });
    }
    if (action.type === 'bid') {
      if (s.phase !== 'bid') return refuse('NOT_BIDDING', 'DR-1', 'Bids are made only before the race starts.');
      if (!Number.isInteger(action.amount) || action.amount < 0 || action.amount > 3) {
        return refuse('BAD_BID', 'DR-1', 'A bid is a whole number from 0 to 3.');
      }
      const bids = s.bids.slice();
      bids[seat] = action.amount;
      if (bids.some((b) => b === null)) {
        return ok({
          state: { ...s, bids },
          events: [
            {
              type: 'bid',
              visibility: { seats: [seat] },
              text: `You bid ${action.amount}`,
              others: { type: 'bid', text: `Seat ${seat + 1} has bid` },
            },
          ],
        });
      }
      const best = Math.max(...(bids as number[]));
      const turn = bids.indexOf(best);
      return ok({
        state: { ...s, bids, phase: 'race', turn },
        events: [
          {
            type: 'reveal',
            visibility: 'public',
            text: `Bids revealed; seat ${turn + 1} starts`,
            clause: 'DR-1',
            data: { bids },
          },
        ],
      });
    }
    if (s.phase !== 'race') return refuse('NOT_RACING', 'DR-2', 'You can roll or pass only during the race.');
    if (action.type === 'pass') {
      return ok({ state: { ...s, turn: (s.turn + 1) % s.scores.length }, events: [] });
    }
    const value = roller.die(6, { label: 'race die' });
    const scores = s.scores.slice();
    scores[seat] = (scores[seat] ?? 0) + value;
    if ((scores[seat] ?? 0) >= s.target) {
      return ok({
        state: { ...s, scores, phase: 'over', winner: seat },
        events: [{ type: 'win', visibility: 'public', text: `Seat ${seat + 1} wins`, clause: 'DR-3' }],
      });
    }
    return ok({ state: { ...s, scores, turn: (s.turn + 1) % scores.length }, events: [] });
  },

  view(s, viewer: Viewer) {
    const hideBids = s.phase === 'bid' && viewer !== 'omniscient';
    return {
      ...s,
      bids: hideBids ? s.bids.map((b, seat) => (seat === viewer ? b : b === null ? null : -1)) : s.bids,
    };
  },

  outcome(s) {
    if (s.winner === null) return null;
    return { winners: [s.winner], scores: s.scores, reason: `Seat ${s.winner + 1} reached ${s.target}` };
  },
};

/** Dice Race as a game module: how a toy game joins a registry (`core/games/index.ts`'s `gameRegistry`). */
export const diceRaceModule = gameModule({
  def: diceRace,
  playable: true,
  bots: {},
  tools: {
    scenarioMatch: () => err(ruleError('BAD_SCENARIO', '', 'Dice Race has no position notation.')),
    simulate: ({ players, seed, games }) =>
      Array.from({ length: games }, (_, k) => {
        const { match } = playBotGame(diceRace, { seats: players, seed: `${seed}#${k}`, bots: [] });
        return { game: 'dice-race', seed: `${seed}#${k}`, winner: (match.state as DiceRaceState).winner };
      }),
  },
  aids: {},
  clauses: ['DR-1', 'DR-2', 'DR-3', 'DR-4', 'DR-5', 'DR-6'],
});
