import { describe, expect, it } from 'vitest';
import { findRules, markedParts, searchWords } from './rules-find';

const REF = {
  sections: [
    {
      number: '6',
      title: 'Moving your pieces',
      clauses: [
        { id: 'G-6.1', text: 'A Vamp moves as far as her die says.' },
        { id: 'G-6.2', text: 'A Thug may not enter a Joint he doesn’t own.' },
      ],
    },
    {
      number: '17',
      title: 'Bribes and the Cops',
      clauses: [
        { id: 'G-17.1', text: 'A Bribe card names a Cop.' },
        { id: 'G-17.2', text: 'The Gang may defer the Cop action to the Commissioner at the Café.' },
      ],
    },
  ],
};

describe('finding a rule by its words', () => {
  it('finds the rules holding every word typed, in any order and case, and keeps their sections', () => {
    const found = findRules(REF, searchWords('card COP'));
    expect(found.count).toBe(1);
    expect(found.sections.map((s) => s.clauses.map((c) => c.id))).toEqual([['G-17.1']]);
  });

  it('reads a section’s title as part of its rules, and a rule’s number', () => {
    expect(findRules(REF, searchWords('moving thug')).count).toBe(1);
    expect(findRules(REF, searchWords('G-17.2')).sections[0]?.clauses[0]?.id).toBe('G-17.2');
  });

  it('matches accents and apostrophes by their plain letters', () => {
    expect(findRules(REF, searchWords('cafe')).count).toBe(1);
    expect(findRules(REF, searchWords('doesnt')).count).toBe(1);
  });

  it('shows every rule for an empty search, and none for words no rule holds', () => {
    expect(findRules(REF, searchWords('   ')).count).toBe(4);
    expect(findRules(REF, searchWords('helicopter')).sections).toEqual([]);
  });

  it('marks the words found in a rule’s text', () => {
    expect(markedParts('A Vamp moves as far as her die says.', searchWords('vamp die'))).toEqual([
      { text: 'A ', marked: false },
      { text: 'Vamp', marked: true },
      { text: ' moves as far as her ', marked: false },
      { text: 'die', marked: true },
      { text: ' says.', marked: false },
    ]);
    expect(markedParts('at the Café.', searchWords('café'))).toEqual([
      { text: 'at the ', marked: false },
      { text: 'Café', marked: true },
      { text: '.', marked: false },
    ]);
  });
});
