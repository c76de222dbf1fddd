import { describe, expect, it } from 'vitest';
import { chronicle } from './chronicle';

const base = {
  seats: [{ name: 'Nonna' }, { name: 'Zio' }, { name: 'Lefty' }],
  steps: [0, 10, 20, 30, 40],
  label: 'Respect',
  dollars: false,
  keyNouns: { whack: ['whack', 'whacks'], prison: ['gangster sent to prison', 'gangsters sent to prison'] } as const,
  total: 40,
};

describe('chronicle', () => {
  it('tells who led, when the lead changed for good, the biggest swings, the key moments and the end', () => {
    const story = chronicle({
      ...base,
      values: [
        [0, 0, 0],
        [5, 2, 1],
        [6, 9, 1],
        [6, 12, 3],
        [4, 20, null],
      ],
      keys: [
        { seq: 12, type: 'whack' },
        { seq: 25, type: 'whack' },
        { seq: 30, type: 'prison' },
        { seq: 31, type: 'phase' },
      ],
      outcome: { winners: [1], reason: 'Most Respect after five rounds.' },
    });
    expect(story[0]).toBe('Nonna, Zio and Lefty sat down at the table. The game ran 40 moves.');
    expect(story[1]).toBe(
      'Zio was ahead in respect for 50% of the game. The lead changed hands once. Zio took the lead in respect for good at move 20.',
    );
    expect(story[2]).toBe(
      "The biggest jump was Zio's, up 8 around move 40. The hardest fall was Nonna's, down 2 around move 40.",
    );
    expect(story[3]).toBe('On file: 2 whacks and 1 gangster sent to prison.');
    expect(story[4]).toBe('Zio won. Most Respect after five rounds.');
  });

  it('SG-1.1 a lead in cash first taken at the last move is not called "for good"', () => {
    const story = chronicle({
      ...base,
      label: 'Cash',
      values: [
        [0, 0, 0],
        [5, 2, 1],
        [6, 3, 1],
        [7, 4, 3],
        [8, 20, 3],
      ],
      keys: [],
      outcome: { winners: [0], reason: 'Nonna owns the whole Market district and wins.' },
    });
    expect(story[1]).toBe(
      'Nonna was ahead in cash for 75% of the game. The lead changed hands once. Zio only went ahead in cash at the very end, at move 40.',
    );
  });

  it('G-15.2 a game that ends with two level at the top says so, not that one took the lead for good', () => {
    const story = chronicle({
      ...base,
      label: 'Net worth',
      dollars: true,
      values: [
        [0, 0, 0],
        [5, 2, 1],
        [9, 2, 6],
        [6, 2, 6],
        [6, 3, 6],
      ],
      keys: [],
      outcome: { winners: [], reason: 'The turn cap of 40 Player Turns is reached with no winner.' },
    });
    expect(story[1]).toBe(
      'Nonna was ahead in net worth for 50% of the game. Nobody else was ever ahead. Nonna and Lefty were level at $6 from move 30 to the end.',
    );
  });

  it("keeps a game's own term capitalized in a sentence", () => {
    const story = chronicle({
      ...base,
      term: true,
      values: [
        [0, 0, 0],
        [5, 2, 1],
      ],
      steps: [0, 10],
      keys: [],
      outcome: null,
    });
    expect(story[1]).toMatch(/^Nonna was ahead in Respect for /);
  });

  it('an unfinished game says who is ahead, in dollars where the numbers are money', () => {
    const story = chronicle({
      ...base,
      dollars: true,
      label: 'Net worth',
      values: [
        [1000, 1000, 1000],
        [3000, 1000, 500],
      ],
      steps: [0, 40],
      keys: [],
      outcome: null,
    });
    expect(story).toContain(
      "The biggest jump was Nonna's, up $2,000 around move 40. The hardest fall was Lefty's, down $500 around move 40.",
    );
    expect(story.at(-1)).toBe('The game is not over yet; Nonna is ahead at the last move played.');
  });

  it('says what a jump counts where the numbers are not money, and when nobody else ever led', () => {
    const story = chronicle({
      ...base,
      label: 'Shops owned',
      unit: ['shop', 'shops'],
      values: [
        [0, 0, 0],
        [1, 0, 0],
        [3, 1, 0],
      ],
      steps: [0, 20, 40],
      keys: [],
      outcome: null,
    });
    expect(story[1]).toBe('Nonna was ahead in shops owned for 50% of the game. Nobody else was ever ahead.');
    expect(story[2]).toBe("The biggest jump was Nonna's, up 2 shops around move 40.");
  });

  it('SG-12.1 names a chart by its measure, not its axis note: "ahead in cash", up so many million', () => {
    const story = chronicle({
      ...base,
      label: 'Cash (millions)',
      unit: ['million', 'million'],
      values: [
        [100, 100, 100],
        [120, 90, 100],
        [150, 95, 100],
      ],
      steps: [0, 20, 40],
      keys: [],
      outcome: null,
    });
    expect(story[1]).toMatch(/^Nonna was ahead in cash for /);
    expect(story[2]).toMatch(/up 30 million around move 40/);
  });

  it('G-15.1 with cash kept secret for most of the game, tells no lead and no jump it cannot know', () => {
    const story = chronicle({
      ...base,
      dollars: true,
      label: 'Net worth',
      values: [
        [1000, null, null],
        [1500, null, null],
        [1200, null, null],
      ],
      steps: [0, 20, 40],
      keys: [],
      outcome: null,
    });
    expect(story[1]).toBe(
      "The players' net worth was kept secret for most of the game, so this story cannot say who was ahead.",
    );
    expect(story.join(' ')).not.toMatch(/ahead in|biggest jump|hardest fall/);
    // Shown to everyone only at the end (a finished game): still too little to say who led.
    const finished = chronicle({
      ...base,
      dollars: true,
      label: 'Net worth',
      values: [
        [1000, null, null],
        [1500, null, null],
        [1200, null, null],
        [1300, 2000, 900],
      ],
      steps: [0, 20, 40, 60],
      keys: [],
      outcome: null,
      total: 60,
    });
    expect(finished[1]).toMatch(/kept secret for most of the game/);
    expect(finished.join(' ')).not.toMatch(/ahead in|biggest jump|hardest fall/);
  });

  it('SG-15.1 a seat that never has a number (the police) leaves the others’ lead to be told', () => {
    const story = chronicle({
      ...base,
      label: 'Cash (millions)',
      unit: ['million', 'million'],
      values: [
        [100, 100, null],
        [120, 90, null],
        [150, 95, null],
      ],
      steps: [0, 20, 40],
      keys: [],
      outcome: null,
    });
    expect(story[1]).toMatch(/^Nonna was ahead in cash for /);
  });

  it('G-15.1 says the lead was in net worth when the winner won on its Joints', () => {
    const story = chronicle({
      ...base,
      dollars: true,
      label: 'Net worth',
      values: [
        [1000, 1000, 1000],
        [1000, 3000, 500],
        [4000, 3000, 500],
      ],
      steps: [0, 20, 40],
      keys: [],
      outcome: {
        winners: [1],
        reason: 'Zio wins: the Gang holds a Racketeer, a Thug and a Vamp and controls ten Joints.',
      },
    });
    expect(story[1]).toContain('Nonna only went ahead in net worth at the very end, at move 40.');
    expect(story.at(-1)).toBe(
      'Zio won. Zio wins: the Gang holds a Racketeer, a Thug and a Vamp and controls ten Joints.',
    );
  });
});
