/** Test helpers: build a position from scenario notation and act on it with scripted dice. */
import { applyAction, type Match, type Step } from '../../../engine/match';
import type { GameEvent } from '../../../engine/events';
import type { NpAction } from '../actions';
import { nothingPersonal } from '../game';
import { buildScenario, parseScenario } from '../scenario';
import type { NpState } from '../state';
import { BOARD } from './boards';

/** Builds a match from a scenario (throws on a bad fixture: that is a bug in the test). */
export function position(spec: Record<string, unknown>): Match {
  const sc = parseScenario({ seed: 'fixture', ...spec });
  if (!sc.ok) throw new Error(sc.error.message);
  const m = buildScenario(sc.value);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

export const stateOf = (m: Match): NpState => m.state as NpState;

/** Applies an action with scripted dice; returns the step or the refusal. */
export function act(m: Match, seat: number, action: NpAction, dice: number[] = [], draws?: number[]) {
  return applyAction(nothingPersonal, m, seat, action, { kind: 'script', dice, ...(draws ? { draws } : {}) });
}

/** Applies an action that must succeed. */
export function must(m: Match, seat: number, action: NpAction, dice: number[] = [], draws?: number[]): Step {
  const r = act(m, seat, action, dice, draws);
  if (!r.ok) throw new Error(`refused: ${r.error.code} ${r.error.clause} ${r.error.message}`);
  return r.value;
}

export const texts = (events: readonly GameEvent[]): string => events.map((e) => e.text).join('\n');
export const clauses = (events: readonly GameEvent[]): string[] => events.flatMap((e) => (e.clause ? [e.clause] : []));

/** A crew-action stage at `pos`. */
export const crewAt = (pos: number) => ({ kind: 'crew-action', pos, refused: [] });
/** The Commission with everyone passed but seat 2, whose turn it is (its pass opens The Crew). */
export const LAST_TO_PASS = {
  kind: 'commission',
  turn: 2,
  passed: [true, true, false],
  acted: [true, true, true],
  ante: 0,
};
/** A commission stage with `turn` to play. */
export const commissionAt = (turn: number, seats: number, ante = 0, acted = false) => ({
  kind: 'commission',
  turn,
  passed: Array.from({ length: seats }, () => false),
  acted: Array.from({ length: seats }, () => acted),
  ante,
});

/**
 * Three seats on the standard board (`BOARD`), seat 0 holding the ring, under `engineVersion` when given
 * (else the current one); `table` adds to or overrides the position (the board, the ring, the stage…).
 */
export function threeSeats(
  engineVersion: string | undefined,
  table: Record<string, unknown>,
  options?: Record<string, unknown>,
): Match {
  return position({
    seats: 3,
    ...(engineVersion ? { engineVersion } : {}),
    ...(options ? { options } : {}),
    position: { board: BOARD, ring: 0, ...table },
  });
}

/** `threeSeats` at the crew action of `pos`. */
export function crewTable(
  engineVersion: string | undefined,
  pos: number,
  table: Record<string, unknown>,
  options?: Record<string, unknown>,
): Match {
  return threeSeats(engineVersion, { stage: crewAt(pos), ...table }, options);
}

/**
 * Round five ends: three seats on the standard board, the last Fence buyer (seat 2) buys nothing, under
 * `engineVersion` when given; `table` adds to or overrides the position (Respect, money, hands…).
 */
export function lastFenceBuy(table: Record<string, unknown>, engineVersion?: string, dice: number[] = []): Step {
  const m = position({
    seats: 3,
    ...(engineVersion ? { engineVersion } : {}),
    position: {
      board: BOARD,
      round: 5,
      stage: { kind: 'fence', turn: 0, done: 2 },
      hands: [[], [], []],
      money: [0, 0, 0],
      ...table,
    },
  });
  return must(m, 2, { type: 'buy', count: 0 }, dice);
}
