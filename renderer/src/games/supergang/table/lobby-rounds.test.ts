/**
 * SuperGang's lobby offers a cap on rounds a family reads for what it is: a stop for a game nobody wins, not
 * a length to play to ("500 rounds" read as "forever").
 */
import { describe, expect, it } from 'vitest';
import { ROUNDS_AT_MOST } from '@core/games/supergang/game';
import { supergangRules } from '@core/games/supergang/rules-reference';
import { lobbyClauses, lobbyClausesNotInRules } from '../../../table/lobby-clauses';
import { supergangSetup } from './setup';

describe('the SuperGang lobby’s cap on rounds', () => {
  it('SG-1.1 starts at 30 rounds, the number the engine’s measure chose, and offers it again when asked', () => {
    expect(supergangSetup.defaultOptions.turnCap).toBe(30);
    expect(supergangSetup.defaultOptions.turnCap).toBe(ROUNDS_AT_MOST);
    expect(supergangSetup.optionNumbers?.turnCap).toMatchObject({
      label: 'Rounds at most',
      unit: 'rounds',
      suggested: 30,
    });
  });

  it('SG-1.1 says the cap is ours, as the rulebook plays to a win, that the cap ends a game with no winner, and how long games run', () => {
    expect(supergangSetup.optionHints?.turnCap).toBe(
      'Our own addition: the rulebook plays on until a gang wins (SG-1.1). A game still not won after this many rounds stops there, and nobody wins: most games are won within 20 rounds, and one that goes past 30 has usually stalled.',
    );
  });
});

describe('the SuperGang lobby’s clauses', () => {
  it('every clause an option cites is on the Rules screen', () => {
    expect(lobbyClauses(supergangSetup).length).toBeGreaterThan(2);
    expect(lobbyClausesNotInRules(supergangSetup, supergangRules())).toEqual([]);
  });
});
