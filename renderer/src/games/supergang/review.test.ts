import { describe, expect, it } from 'vitest';
import type { SeatSpec } from '@core/protocol';
import { resultWords } from '../../table/result-words';
import { supergangMarks } from './review';
import { supergangSetup } from './table/setup';

const SEATS = ['Ann', 'Bo', 'Cy'].map((name) => ({ name })) as unknown as SeatSpec[];
const shown = (reason: string): string => resultWords(reason, SEATS, { table: supergangSetup, marks: supergangMarks });

describe('the SuperGang result line names the players', () => {
  it('SG-1.1 the winning gang is named with its player, as the case file names it', () => {
    expect(shown('The Blue gang is the last gang standing and wins.')).toBe(
      'Bo (Blue gang) is the last gang standing and wins.',
    );
    expect(shown('The Green gang owns the whole Old Quarter district and wins.')).toMatch(
      /^Cy \(Green gang\) owns the whole Old Quarter district and wins\.$/,
    );
  });

  it('leaves the lines that name no gang as they are, and offers no all-seeing view: nothing is secret', () => {
    for (const line of [
      'The game stops after 8 rounds without a winner.',
      'Every gangster is in jail, the clinic or the graveyard: the police win.',
      'No gang is left standing.',
    ])
      expect(shown(line)).toBe(line);
    expect(supergangMarks.secrets).toBe(false);
  });
});
