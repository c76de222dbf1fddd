import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@core/engine/events';
import { seatsIn } from '@core/engine/words';
import { playGame } from '@core/games/gangsters/simulate';
import type { GangstersOptions } from '@core/games/gangsters/game';
import type { GangstersState } from '@core/games/gangsters/state';
import type { SeatSpec } from '@core/protocol';
import { chronicle } from '../../lib/chronicle';
import { resultWords } from '../../table/result-words';
import { gangstersMarks, gangstersResultSeats, gangstersRounds } from './review';
import { gangstersSetup } from './table/setup';

const SEATS = ['Ann', 'Bo', 'Cy', 'Di', 'Ed'].map((name) => ({ name })) as unknown as SeatSpec[];
const shown = (reason: string, seats = 4): string =>
  resultWords(reason, SEATS.slice(0, seats), { table: gangstersSetup, marks: gangstersMarks });

/** The turn lines of a seeded bot game, in order. */
function turnLines(players: number, seed: string, options: Partial<GangstersOptions>): string[] {
  const lines: string[] = [];
  const seen = (_: unknown, events: readonly GameEvent[]) => {
    for (const e of events) if (e.type === 'turn') lines.push(e.text);
  };
  playGame({ players, seed, options, onStep: seen });
  return lines;
}

/** The turns split into the rounds `gangstersRounds` starts, each a list of the seats whose turns it holds. */
function roundsOf(lines: readonly string[]): number[][] {
  const labels = gangstersRounds(lines);
  const out: number[][] = [];
  lines.forEach((line, i) => {
    if (labels[i]) out.push([]);
    out.at(-1)?.push(seatsIn(line)[0] ?? -1);
  });
  return out;
}

describe('the Gangsters replay timeline', () => {
  it('G-3.1 turns round the table: a round is every Gang taking one turn, labelled by its turns as the table counts them', () => {
    const lines = turnLines(3, 'rounds-clockwise', { timeLimitTurns: 12 });
    expect(lines.length).toBeGreaterThanOrEqual(12);
    const labels = gangstersRounds(lines);
    expect(labels[0]).toBe('Turns 1\u20133');
    expect(labels.filter(Boolean).slice(0, 4)).toEqual([
      'Turns 1\u20133',
      'Turns 4\u20136',
      'Turns 7\u20139',
      'Turns 10\u201312',
    ]);
    // Never a word the table does not say: Gangsters has no rounds in its rulebook, only Player Turns.
    for (const label of labels) expect(label ?? '').not.toMatch(/Round/);
    for (const round of roundsOf(lines).slice(0, 4)) expect(new Set(round).size).toBe(3);
  });

  it('G-16.5 G-17.3 pawns drawn from the cup: every Gang once a round, the Police Commissioner last', () => {
    const lines = turnLines(5, 'rounds-cup', { timeLimitTurns: 20, randomOrder: true });
    const rounds = roundsOf(lines);
    expect(rounds.length).toBeGreaterThanOrEqual(4);
    for (const round of rounds.slice(0, -1)) {
      expect([...round].sort()).toEqual([0, 1, 2, 3, 4]);
      expect(round.at(-1)).toBe(4);
    }
  });

  it('G-7.5 a Gang out of the game: the next round starts when a Gang still playing comes round again', () => {
    const turn = (n: number, seat: number) => `Turn ${n}: {seat:${seat}}'s turn.`;
    const lines = [turn(1, 0), turn(2, 1), turn(3, 2), turn(4, 0), turn(5, 2), turn(6, 0), turn(7, 2), turn(8, 0)];
    expect(gangstersRounds(lines)).toEqual([
      'Turns 1\u20133',
      null,
      null,
      'Turns 4\u20135',
      null,
      'Turns 6\u20137',
      null,
      'Turn 8',
    ]);
  });

  it('reads the turn lines of earlier editions, which named the Gang or the Police Commissioner', () => {
    const lines = [
      "Turn 1: Red's turn.",
      "Turn 2: Yellow's turn.",
      "Turn 3: the Police Commissioner's turn.",
      "Turn 4: Red's turn.",
    ];
    expect(gangstersRounds(lines)).toEqual(['Turns 1\u20133', null, null, 'Turn 4']);
  });
});

describe('the Gangsters result line names the players', () => {
  it('G-15.2 a real time-limit ending says who has the highest net worth by name, with the Gang', () => {
    const played = playGame({ players: 3, seed: 'result-words', options: { timeLimitTurns: 6 } });
    const s = played.match.state as GangstersState;
    const reason = s.endReason ?? '';
    expect(reason).toMatch(/^The time limit is reached: (Red|Yellow|Green)\b/);
    const words = shown(reason, 3);
    // A turn limit has no clock: the table says the last turn is played (setup.ts TIME_LIMIT).
    expect(words).toMatch(/^The last turn is played: (Ann \(Red\)|Bo \(Yellow\)|Cy \(Green\))/);
    expect(words).not.toContain('time limit');
    expect(words).toMatch(/\$[\d,]+, (and wins|so nobody wins)\.$/);
    // Its key moment in the replay is the end, which a turn limit has as much as a playing time.
    expect(gangstersMarks.key['time-limit']).toBe('The end');
  });

  it('G-15.1 G-17.6 a win names its player first, the Gang or the Police Commissioner after', () => {
    expect(shown('Green wins: the Gang holds a Racketeer, a Thug and a Vamp and controls every green Joint.')).toBe(
      'Cy (Green) wins: the Gang holds a Racketeer, a Thug and a Vamp and controls every green Joint.',
    );
    expect(shown('Red wins: a Racketeer, a Thug and a Vamp, and has $10,000 in cash.')).toBe(
      'Ann (Red) wins: a Racketeer, a Thug and a Vamp, and has $10,000 in cash.',
    );
    expect(shown('The Police Commissioner wins: he has $10,000 and a loyal Cop on patrol.', 5)).toBe(
      'Ed (the Police Commissioner) wins: he has $10,000 and a loyal Cop on patrol.',
    );
    expect(shown('The Police Commissioner has $10,000 and a loyal Cop on patrol.', 5)).toBe(
      'Ed (the Police Commissioner) has $10,000 and a loyal Cop on patrol.',
    );
  });

  it('G-15.2 a shared lead names every player who shares it', () => {
    expect(
      shown(
        'The time limit is reached: Red, Brown and the Police Commissioner share the highest net worth, $4,500, so nobody wins.',
        5,
      ),
    ).toBe(
      'The last turn is played: Ann (Red), Di (Brown) and Ed (the Police Commissioner) share the highest net worth, $4,500, so nobody wins.',
    );
    expect(
      shown('The time limit is reached: Yellow and Green share the highest net worth, $800, so nobody wins.'),
    ).toBe('The last turn is played: Bo (Yellow) and Cy (Green) share the highest net worth, $800, so nobody wins.');
  });

  it('leaves lines that name nobody, or a seat not at the table, as the engine wrote them', () => {
    for (const line of [
      'The time limit is reached; the highest net worth is $7,000.',
      'The turn cap of 200 Player Turns is reached with no winner.',
      'Every Gang is out of the game, so the game ends with no winner.',
    ])
      expect(shown(line)).toBe(line);
    expect(gangstersResultSeats('Brown wins: the Gang holds a Racketeer, a Thug and a Vamp.', 2)).toBe(
      'Brown wins: the Gang holds a Racketeer, a Thug and a Vamp.',
    );
    expect(gangstersResultSeats('The Police Commissioner wins: he has $10,000.', 4)).toBe(
      'The Police Commissioner wins: he has $10,000.',
    );
  });

  it('G-13.1 a Gang losing its last Thug is told as that, not as a Gang out of the game; G-7.5 a Gang out is', () => {
    const story = (type: string) =>
      chronicle({
        seats: [{ name: 'Ann' }, { name: 'Bo' }],
        steps: [0, 10],
        label: 'Net worth',
        dollars: true,
        keyNouns: gangstersMarks.story ?? {},
        total: 10,
        values: [
          [2100, 2100],
          [2300, 1900],
        ],
        keys: [{ seq: 5, type }],
        outcome: null,
      }).find((line) => line.startsWith('On file'));
    expect(story('eliminated')).toBe('On file: 1 kind of gangster wiped out.');
    expect(story('out')).toBe('On file: 1 Gang out of the game.');
    expect(gangstersMarks.key['eliminated']).toBe('Wiped out');
    expect(gangstersMarks.key['out']).toBe('Out of the game');
  });
});
