import { describe, expect, it } from 'vitest';
import { npLogText } from './log-words';

describe('Nothing Personal log wording', () => {
  it('names families after the people at the table', () => {
    const seats = [
      { kind: 'human' as const, name: 'Nonna' },
      { kind: 'bot' as const, level: 'heuristic' as const, name: 'Bugsy' },
    ];
    expect(npLogText('Family 2 controls "Eager" Jim Redio; Family 1 pays $3.', seats)).toBe(
      'Bugsy’s family controls "Eager" Jim Redio; Nonna’s family pays $3.',
    );
    expect(npLogText('Family 5 passes.', seats)).toBe('Family 5 passes.');
  });
});
