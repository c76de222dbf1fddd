/** Helpers for SuperGang's rule tests: a position in the scenario notation, then actions with scripted dice. */
import { applyAction, type Match, type Step } from '../../../engine/match';
import type { RuleError } from '../../../engine/result';
import { plainCopy } from '../copy';
import { supergang } from '../game';
import { legalActions } from '../legal';
import { pendingDecisions } from '../pending';
import { scenarioMatch } from '../scenario';
import type { SuperGangAction } from '../actions';
import type { Character, SuperGangState } from '../state';

export const RED = 0;
export const BLUE = 1;
export const GREEN = 2;
export const YELLOW = 3;

export function position(text: string): Match {
  const r = scenarioMatch(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export function state(m: Match): SuperGangState {
  return m.state as unknown as SuperGangState;
}

/**
 * Applies an action (with these dice and shots, in order): the next match and the events; throws if
 * refused. The match is one of the test's own, sharing nothing: the rule tests set up their next case by
 * changing a position in place (`state(m).turn.phase = …`), and a state `apply` makes shares the parts
 * the action left alone with the match before it, which the tests' freeze guard has frozen (match.ts
 * `freezeBeforeApply`).
 */
export function step(m: Match, seat: number, action: SuperGangAction, dice: number[] = []): Step {
  const r = applyAction(supergang, m, seat, action, { kind: 'script', dice });
  if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${r.error.clause} ${r.error.message}`);
  return { ...r.value, match: { ...r.value.match, state: plainCopy(r.value.match.state) } };
}

/** `step`'s next match alone. */
export function play(m: Match, seat: number, action: SuperGangAction, dice: number[] = []): Match {
  return step(m, seat, action, dice).match;
}

/** The refusal of an action that must be refused. */
export function refusal(m: Match, seat: number, action: SuperGangAction, dice: number[] = []): RuleError {
  const r = applyAction(supergang, m, seat, action, { kind: 'script', dice });
  if (r.ok) throw new Error(`${JSON.stringify(action)} was allowed`);
  return r.error;
}

export function char(m: Match, id: string): Character {
  const c = state(m).characters.find((x) => x.id === id);
  if (!c) throw new Error(`no ${id}`);
  return c;
}

export function cash(m: Match, gang: number): number {
  return state(m).gangs[gang]?.cash ?? 0;
}

export function legal(m: Match, seat: number): SuperGangAction[] {
  return legalActions(state(m), seat);
}

export function pendingSeat(m: Match): number | undefined {
  return pendingDecisions(state(m))[0]?.seat;
}

/** `seat` moves its cops and characters onto street squares and ends each stop, to the end of its turn. */
export function finishTurn(m: Match, seat: number): Match {
  for (let guard = 0; guard < 20 && state(m).turn.gang === seat; guard++) {
    const options = legal(m, seat);
    const next =
      options.find((a) => a.type === 'cop-move') ??
      options.find((a) => a.type === 'move' && !a.to?.startsWith('shop')) ??
      options.find((a) => a.type === 'done');
    if (!next) throw new Error(`stuck: ${JSON.stringify(options)}`);
    m = play(m, seat, next);
  }
  return m;
}

/** `seat` throws `dice` (the cops' blue dice first), then plays its whole turn (`finishTurn`). */
export const playTurn = (m: Match, seat: number, dice: number[]): Match =>
  finishTurn(play(m, seat, { type: 'roll' }, dice), seat);
