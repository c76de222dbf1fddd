import { describe, expect, it } from 'vitest';
import { filedLines, keptFiledLines, linesUpTo, rolledValues } from './case-lines';
import type { LogLine } from './match.svelte';

/** Lines as the table files them: `batch` says which move brought each. */
function lines(...batches: (readonly (string | [string, string])[])[]): LogLine[] {
  let key = 0;
  return batches.flatMap((texts) => {
    const batch = key;
    return texts.map((t) => ({
      key: key++,
      text: typeof t === 'string' ? t : t[0],
      clause: typeof t === 'string' ? undefined : t[1],
      batch,
    }));
  });
}

const filed = (l: LogLine[]) =>
  filedLines(l).map(({ line, times }) => (times > 1 ? `${line.text} ×${times}` : line.text));

describe('the case file as it is filed', () => {
  it('puts the dice of one roll on one line, in the order thrown', () => {
    expect(
      filed(
        lines([
          'Shootout at Club Havana.',
          'Cop 4: rolled 3',
          'Cop 4: rolled 2',
          'Cop 4: rolled 6',
          "{seat:2}'s vamp: rolled 5",
          'Cop 4 rolls 3, 2, 6: 1 hit (needs 5+).',
        ]),
      ),
    ).toEqual([
      'Shootout at Club Havana.',
      'Cop 4: rolled 3, 2 and 6',
      "{seat:2}'s vamp: rolled 5",
      'Cop 4 rolls 3, 2, 6: 1 hit (needs 5+).',
    ]);
  });

  it("G-5.2 puts a turn's dice of every colour on one line, each named by its colour", () => {
    expect(
      filed(
        lines(
          ['Turn 2: Red.', 'Red die: rolled 3', 'Green die: rolled 1', 'Blue die: rolled 3', 'White die: rolled 3'],
          ['Black die: rolled 5'],
        ),
      ),
    ).toEqual(['Turn 2: Red.', 'The dice: red 3, green 1, blue 3 and white 3', 'Black die: rolled 5']);
    // A die named otherwise stays on a line of its own.
    expect(filed(lines(['Red die: rolled 3', 'Cop 4: rolled 2', 'blue die: rolled 6', 'blue die: rolled 1']))).toEqual([
      'Red die: rolled 3',
      'Cop 4: rolled 2',
      'blue die: rolled 6 and 1',
    ]);
  });

  it("SG-9.0.2 puts a gang's characters' own dice on one line, and the cops' blue dice on theirs", () => {
    const clause = 'SG-9.0.2';
    expect(
      filed(
        lines([
          ['blue die: rolled 3', clause],
          ['blue die: rolled 5', clause],
          ["red-killer's die: rolled 4", clause],
          ["red-vamp's die: rolled 2", clause],
          ["red-dealer's die: rolled 6", clause],
        ]),
      ),
    ).toEqual(['blue die: rolled 3 and 5', 'The dice: red-killer 4, red-vamp 2 and red-dealer 6']);
  });

  it('keeps apart the same die rolled by two moves, and dice under different clauses', () => {
    expect(filed(lines(['Red die: rolled 2'], ['Red die: rolled 2']))).toEqual([
      'Red die: rolled 2',
      'Red die: rolled 2',
    ]);
    expect(
      filed(
        lines([
          ['blue die: rolled 3', 'SG-9.0.2'],
          ['blue die: rolled 5', 'SG-8.2'],
        ]),
      ),
    ).toEqual(['blue die: rolled 3', 'blue die: rolled 5']);
  });

  it('G-9.5 a draw made in secret, then told of by the move in words of its own, is said once', () => {
    expect(
      filed(
        lines(
          ['Bribe marker: drew in secret', 'A bribe of $500 is paid and a Bribe marker drawn in secret.'],
          ['Bribe marker: drew in secret', 'Red moves to Dock Street.'],
        ),
      ),
    ).toEqual([
      'A bribe of $500 is paid and a Bribe marker drawn in secret.',
      'Bribe marker: drew in secret',
      'Red moves to Dock Street.',
    ]);
    // Filed as the case file grows, a line at a time, it comes to the same.
    const grow = keptFiledLines();
    const all = lines(['Bribe marker: drew in secret', 'A bribe is paid and a Bribe marker drawn in secret.']);
    grow(all.slice(0, 1));
    expect(grow(all).map((f) => f.line.text)).toEqual(['A bribe is paid and a Bribe marker drawn in secret.']);
  });

  it('still files a line typed again and again once, with a count', () => {
    expect(filed(lines(['A card is drawn.', 'A card is drawn.', 'A card is drawn.', 'Red die: rolled 4']))).toEqual([
      'A card is drawn. ×3',
      'Red die: rolled 4',
    ]);
  });

  it('reads the values back from a filed roll', () => {
    expect(rolledValues('Cop 4: rolled 3, 2 and 6')).toEqual([3, 2, 6]);
    expect(rolledValues('blue die: rolled 4')).toEqual([4]);
    expect(rolledValues('Cop 4 rolls 3, 2, 6: 1 hit (needs 5+).')).toEqual([]);
  });
});

describe('the case file as it grows', () => {
  it('keeps the lines an update left alone as they were, and files the new ones and any that grew afresh', () => {
    const file = keptFiledLines();
    const first = lines(['Shootout at Club Havana.', 'Cop 4: rolled 3'], ['Deck shuffled.', 'Deck shuffled.']);
    const before = file(first);
    // The next update: the same lines again, one more die of the last roll's move, and a new move's line.
    const grown = [...first, { key: 4, text: 'Deck shuffled.', clause: undefined, batch: 2 }];
    const after = file([...grown, { key: 5, text: 'Cop 1 moves.', clause: undefined, batch: 5 }]);
    expect(after.map((f) => f.line.text)).toEqual([
      'Shootout at Club Havana.',
      'Cop 4: rolled 3',
      'Deck shuffled.',
      'Cop 1 moves.',
    ]);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    // The shuffled deck's line counts one more: a new entry, so the count drawn changes.
    expect(after[2]).not.toBe(before[2]);
    expect(after[2]?.times).toBe(3);
    expect(after).toEqual(filedLines([...grown, { key: 5, text: 'Cop 1 moves.', clause: undefined, batch: 5 }]));
  });
});

describe('the case file filed as it grows reads as filed at once', () => {
  const all = lines(
    ['Shootout at Club Havana.', 'Cop 4: rolled 3', 'Cop 4: rolled 2', 'Cop 4: rolled 6', "{seat:2}'s vamp: rolled 5"],
    ['Red die: rolled 4', 'Green die: rolled 1', 'Black die: rolled 5', 'Deck shuffled.', 'Deck shuffled.'],
    ['Deck shuffled.', ['Cop 1 moves.', 'G-9.5'], ['Cop 1 moves.', 'G-9.5']],
  );
  it('at every cut, however the lines came (one by one, a roll split between two updates, older lines brought in)', () => {
    for (let cut = 0; cut <= all.length; cut++) {
      const file = keptFiledLines();
      for (let n = 0; n <= all.length; n++) {
        // Up to `cut` one line at a time, then the rest at once; then older lines dropped and brought back.
        if (n > cut && n < all.length) continue;
        expect(file(all.slice(0, n))).toEqual(filedLines(all.slice(0, n)));
      }
      expect(file(all.slice(3))).toEqual(filedLines(all.slice(3)));
      expect(file(all)).toEqual(filedLines(all));
    }
  });
});

describe('the case file after the host took a move back', () => {
  const line = (key: number, text: string, move?: number): LogLine => ({
    key,
    text,
    clause: undefined,
    batch: key,
    ...(move !== undefined ? { move } : {}),
  });

  it('drops the taken-back move’s lines and keeps every saved one', () => {
    const log = [
      line(0, 'The game begins'), // a watch answer's line: no move of its own
      line(1, 'Nonna bid 1', 3),
      line(2, 'Zio bid 2', 4),
      line(3, 'Nonna hires a hood', 5),
    ];
    expect(linesUpTo(log, 4).map((l) => l.text)).toEqual(['The game begins', 'Nonna bid 1', 'Zio bid 2']);
    expect(linesUpTo(log, 5)).toEqual(log);
  });
});
