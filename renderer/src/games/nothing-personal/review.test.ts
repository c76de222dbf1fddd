/**
 * Nothing Personal's replay marks: the story counts what a family would call a blackmail (an action a
 * blackmailer stopped, NP-7.13.2, and a Blackmail coin placed, NP-7.12.2), never every ask and allow.
 */
import { describe, expect, it } from 'vitest';
import { chronicle } from '../../lib/chronicle';
import { npMarks } from './review';

describe("Nothing Personal's replay marks", () => {
  it('NP-7.13.2 the story counts coins placed and actions stopped by blackmail, in words a family reads', () => {
    const story = chronicle({
      seats: [{ name: 'Nonna' }, { name: 'Zio' }, { name: 'Lefty' }],
      steps: [0, 10],
      label: 'Respect',
      dollars: false,
      keyNouns: npMarks.story ?? {},
      total: 10,
      values: [
        [0, 0, 0],
        [1, 2, 3],
      ],
      keys: [
        { seq: 3, type: 'card' },
        { seq: 5, type: 'blackmail' },
        { seq: 7, type: 'card' },
      ],
      outcome: null,
    });
    expect(story.join(' ')).toContain('2 blackmail coins placed and 1 action stopped by blackmail');
    expect(npMarks.key?.['card']).toBe('Blackmail coin');
  });
});
