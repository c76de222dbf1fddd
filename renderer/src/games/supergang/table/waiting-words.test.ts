/**
 * What the seats that wait read of another gang's decision (the review of a family's first SuperGang
 * evening): "Waiting for Green gang: “What does he do here?”" named nobody and no place, while the
 * computer's Killer had just stopped at a shop; and a replay said "Waiting for" over a finished game.
 */
import { describe, expect, it } from 'vitest';
import { pendingDecisions } from '@core/games/supergang/pending';
import { redKillerIn } from '@core/games/supergang/testing/edition-8-audit16';
import { position, state } from '@core/games/supergang/testing/play';
import { promptParts, waitingLead, waitingWords } from './words';

describe('another gang’s decision, as the seats that wait read it', () => {
  const m = position(redKillerIn('shop-moretti-bakery'));
  const p = pendingDecisions(state(m))[0];
  if (!p) throw new Error('nobody is asked');

  it('SG-4.1.3 SG-4.3.4 a gang asked what its piece does names the piece and the place it stopped', () => {
    expect(p.kind).toBe('act');
    // The asked seat's own prompt keeps "he … here": its question line names them beside it.
    expect(promptParts(p.prompt, state(m).policeSeat).text).toMatch(/^Red gang: what does he do here\?/);
    const w = waitingWords(state(m), p);
    expect(w.who).toBe('Red gang');
    expect(w.question).toMatch(/^What does the Red Killer do at Moretti Bakery\?/);
    expect(w.question).not.toMatch(/do here\?/);
  });

  it('SG-4.1.3 any other question is quoted as the asked seat hears it', () => {
    const cops = { ...p, kind: 'cops', prompt: '{seat:0}: move the cops (SG-9.1).' };
    expect(waitingWords(state(m), cops).question).toBe('Move the cops.');
  });

  it('at the table the others wait for the gang asked; in a replay it decides next, nobody waits', () => {
    expect(waitingLead('Red gang', false)).toBe('Waiting for Red gang');
    expect(waitingLead('Red gang', true)).toBe('Red gang decides next');
  });
});
