import { describe, expect, it, vi } from 'vitest';
import { npRules } from '@core/games/nothing-personal/rules-reference';
import { lobbyClauses, lobbyClausesNotInRules } from '../../table/lobby-clauses';
import { npTable } from './table';

// The unit tests compile no Svelte: the lobby's words are all this test reads of the table.
vi.mock('./Board.svelte', () => ({ default: {} }));

describe('the Nothing Personal lobby’s clauses', () => {
  it('every clause an option cites is on the Rules screen', () => {
    expect(lobbyClauses(npTable).length).toBeGreaterThan(3);
    expect(lobbyClausesNotInRules(npTable, npRules())).toEqual([]);
  });
});
