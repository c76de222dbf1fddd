import { describe, expect, it } from 'vitest';
import { answerRows, type Worded } from './answer-rows';

const said = (text: string, clause = 'SG-5.6.2'): Worded => ({ text, clause });

describe('the decision’s answers, a line each', () => {
  it('puts answers that differ only by a number on one line, under their shared words', () => {
    const answers = [
      said('Make Blue Moon Jazz Club pay protection (racket)', 'SG-5.2'),
      said('Stick up Blue Moon Jazz Club for its cash, the Blue gang defending it', 'SG-5.4'),
      said('Stick up Blue Moon Jazz Club for its cash, the Green gang defending it', 'SG-5.4'),
      ...[2, 4, 6, 8, 10].map((n) => said(`Buy ${n} traffic pawns`)),
    ];
    const rows = answerRows(answers, (w) => w);
    expect(rows.map((r) => r.kind)).toEqual(['one', 'one', 'one', 'counts']);
    const counts = rows[3];
    expect(counts?.kind === 'counts' && counts.lead).toBe('Buy traffic pawns');
    expect(counts?.kind === 'counts' && counts.items.map((i) => i.n)).toEqual(['2', '4', '6', '8', '10']);
    // Each keeps its own words (the button's name) and its answer.
    expect(counts?.kind === 'counts' && counts.items[0]?.words.text).toBe('Buy 2 traffic pawns');
  });

  it('keeps apart a lone numbered answer, and answers whose other words or rule differ', () => {
    const rows = answerRows([said('Buy 2 traffic pawns'), said('Done here: move the next one', 'SG-4.1.3')], (w) => w);
    expect(rows.map((r) => r.kind)).toEqual(['one', 'one']);
    const apart = answerRows(
      [said('Pay 5 million', 'SG-1'), said('Pay 10 million', 'SG-2'), said('Take 3 cards')],
      (w) => w,
    );
    expect(apart.map((r) => r.kind)).toEqual(['one', 'one', 'one']);
    // Two numbers in one answer: not a count.
    expect(answerRows([said('Move 2 to 3'), said('Move 4 to 5')], (w) => w).map((r) => r.kind)).toEqual(['one', 'one']);
  });

  it('keeps the answers in their order', () => {
    const rows = answerRows([said('Buy 2 pawns'), said('Buy 4 pawns'), said('Done', 'SG-4.1.3')], (w) => w);
    expect(rows.map((r) => (r.kind === 'one' ? r.words.text : r.lead))).toEqual(['Buy pawns', 'Done']);
  });

  it('SG-8.4 puts answers asking one question with a choice at its end on one row, a button per choice', () => {
    const asks = (gang: string): Worded => ({
      text: `Stick it up for its cash: the ${gang} gang plays the two managers`,
      clause: 'SG-8.4',
      group: { lead: 'Stick it up for its cash. Who plays the two managers?', choice: `${gang} gang` },
    });
    const rows = answerRows([said('Buy Blue Moon', 'SG-5.3'), asks('Blue'), asks('Green')], (w) => w);
    expect(rows.map((r) => r.kind)).toEqual(['one', 'choices']);
    const row = rows[1];
    if (row?.kind !== 'choices') throw new Error('no row of choices');
    expect(row.lead).toBe('Stick it up for its cash. Who plays the two managers?');
    expect(row.items.map((x) => [x.n, x.words.text])).toEqual([
      ['Blue gang', 'Stick it up for its cash: the Blue gang plays the two managers'],
      ['Green gang', 'Stick it up for its cash: the Green gang plays the two managers'],
    ]);
    // Alone, such an answer keeps its whole words on a button of its own.
    expect(answerRows([asks('Blue')], (w) => w).map((r) => r.kind)).toEqual(['one']);
  });
});
