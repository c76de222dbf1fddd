import { describe, expect, it } from 'vitest';
import type { RulesReference } from '@core/engine/rules-reference';
import { lobbyClauses, lobbyClausesNotInRules } from './lobby-clauses';

const RULES: RulesReference = {
  sections: [
    { number: '1', title: 'Winning', clauses: [{ id: 'X-1.1', text: 'A win.' }] },
    { number: '2', title: 'Options', clauses: [{ id: 'X-2.1', text: 'An option.' }] },
  ],
};

describe('the clause IDs a lobby cites', () => {
  it('finds every clause in labels, hints, choices and the first seat, once each', () => {
    const table = {
      optionLabels: { a: 'A (X-2.1)' },
      optionHints: { a: 'Does this. (X-2.1)', b: 'Our own option, not in the rulebook.' },
      firstSeat: { key: 'first', legend: 'Who starts', hint: 'As the rules say. (X-9.9)' },
    };
    expect(lobbyClauses(table)).toEqual(['X-2.1', 'X-9.9']);
  });

  it('names a clause the rules do not have; a section and an example of one stand', () => {
    const table = { optionHints: { a: 'One (X-1.1), a section (X-2), an example (X-1.1-ex1), none (X-1.5).' } };
    expect(lobbyClausesNotInRules(table, RULES)).toEqual(['X-1.5']);
  });
});
