/**
 * Gangsters' key moments in the replay's Jump menu: a few words of ours each, whole in the closed menu, for
 * every kind of line the engine writes for them, in this edition's words and the words older games kept.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@core/engine/events';
import { playGame } from '@core/games/gangsters/simulate';
import type { GangstersOptions } from '@core/games/gangsters/game';
import { gangstersMarks } from './review';
import { ENTRY_LETTERS } from './review-entry';

const entry = (type: string, text: string): string => gangstersMarks.entry?.(type, text) ?? '';
const KINDS = Object.keys(gangstersMarks.key);

/** The key moments' lines of a seeded bot game, as the replay's timeline gives them. */
function keyLines(players: number, seed: string, options: Partial<GangstersOptions>): GameEvent[] {
  const lines: GameEvent[] = [];
  playGame({
    players,
    seed,
    options,
    onStep: (_: unknown, events: readonly GameEvent[]) => {
      for (const e of events) if (KINDS.includes(e.type)) lines.push(e);
    },
  });
  return lines;
}

describe('the Gangsters key moments in the replay’s Jump menu', () => {
  it('G-5.1 G-7.2 G-7.5 G-11.4 G-12 G-13.1 G-15 every key line of real games is a few words of ours, never its kind alone', () => {
    // Four games between them write every kind: one won (G-15.1), one ended by its turn limit (G-15.2), one
    // stopped by the cap on turns, and one where a Gang goes out of the game (G-7.5).
    const lines = [
      ...keyLines(3, 'k9', { timeLimitTurns: null, randomOrder: false }),
      ...keyLines(2, 'k16', { timeLimitTurns: 60, randomOrder: true }),
      ...keyLines(3, 'k9', { timeLimitTurns: null, randomOrder: false, turnCap: 6 }),
      ...keyLines(3, 'out35', { timeLimitTurns: null, randomOrder: false }),
    ];
    expect(new Set(lines.map((e) => e.type))).toEqual(new Set(KINDS));
    for (const e of lines) {
      const words = entry(e.type, e.text);
      expect(words, e.text).not.toBe(gangstersMarks.key[e.type]);
      expect(words, e.text).toMatch(/^[A-Z][^{}…—]*$/);
      expect(words.length, `${e.text} → ${words}`).toBeLessThanOrEqual(ENTRY_LETTERS);
    }
  });

  // The engine's own lines (core/games/gangsters/rules), seat references unworded, as the timeline gives them.
  const LINES: readonly (readonly [string, string, string])[] = [
    ['recruit', '{seat:0} recruits 2 thugs for $600; strength 2.', 'Red recruits 2 Thugs'],
    ['recruit', '{seat:2} recruits 1 Vamp; strength 1.', 'Green recruits a Vamp'],
    ['recruit', '{seat:1} recruits 2 racketeers for $1,800; strength 2.', 'Yellow gets 2 Racketeers'],
    ['buy', "{seat:0} buys Lou's Diner for $200.", "Red buys Lou's Diner"],
    ['buy', "{seat:3} buys Lou's Diner, improvements included (x2).", "Brown buys Lou's Diner"],
    ['buy', "{seat:1} buys Frankie's House of Cards for $700.", 'Yellow buys a Joint'],
    ['shootout', "Shootout at Lou's Diner.", "Shootout at Lou's Diner"],
    ['shootout', "Shootout at Frankie's House of Cards.", 'Shootout at a Joint'],
    ['shootout', 'Shootout at s2-0.', 'Shootout in the street'],
    ['hit', "{seat:1}'s thug declares a Hit on {seat:0} at Lou's Diner.", 'Yellow Thug hits Red'],
    ['hit', "{seat:1}'s racketeer declares a Hit on {seat:2} at s2-0.", 'Yellow hits Green'],
    ['hit', "{seat:0}'s racketeer declares a Hit on Cop 5 at Lou's Diner.", 'Red Racketeer hits Cop 5'],
    ['hit', "{seat:0}'s thug declares a Hit on Cops 5 and 7 at Lou's Diner.", 'Red hits Cops 5 and 7'],
    ['hit', "{seat:0}'s thug declares a Hit on Cop at Lou's Diner.", 'Red Thug hits a Cop'],
    ['joint-hit', "Lou's Diner is lost.", "Lou's Diner is lost"],
    ['joint-hit', 'Ace Garage drops 1 level.', 'Ace Garage drops a level'],
    ['joint-hit', "Frankie's House of Cards drops 2 levels.", 'A Joint drops 2 levels'],
    ['gang-war', 'A Joint was lost in a Shootout: Gang War! Every Public piece goes back to its cup.', 'Gang War'],
    ['turn-cap', 'The turn cap of 40 Player Turns is reached with no winner.', 'Turn limit: nobody wins'],
    ['eliminated', "{seat:3}'s racketeer is removed from play.", 'Brown has no Racketeers'],
    ['eliminated', "{seat:1}'s vamp is removed from play.", 'Yellow has no Vamp'],
    ['out', '{seat:1} has no money, Racketeers or Joints and is out of the game.', 'Yellow is out'],
    [
      'win',
      '{seat:2} wins: the Gang holds a Racketeer, a Thug and a Vamp and controls ten Joints.',
      'Green wins: ten Joints',
    ],
    [
      'win',
      '{seat:0} wins: the Gang holds a Racketeer, a Thug and a Vamp and has $10,400 in cash.',
      'Red wins: $10,400',
    ],
    ['win', '{seat:4} wins: he has $10,000 and a loyal Cop on patrol.', 'The Commissioner wins'],
    [
      'time-limit',
      'The time limit is reached: {seat:1} has the highest net worth, $9,000, and wins.',
      'Last turn: Yellow wins',
    ],
    [
      'time-limit',
      'The time limit is reached: {seat:0}, {seat:1} and {seat:4} share the highest net worth, $4,500, so nobody wins.',
      'Last turn: a tie',
    ],
  ];

  it('says each in a few words of ours, the Gang by its colour', () => {
    for (const [type, line, words] of LINES) expect(entry(type, line), line).toBe(words);
  });

  it('reads the words older games kept: the Gang by its colour, the Police Commissioner, no line for a tie', () => {
    // Before seat references (engine versions 1–3 at first), a line named the Gang by its colour.
    expect(entry('recruit', 'Green recruits 1 thug for $300; strength 1.')).toBe('Green recruits a Thug');
    expect(entry('buy', "Red buys Lou's Diner for $200.")).toBe("Red buys Lou's Diner");
    expect(entry('hit', "Red's thug declares a Hit on Yellow at Lou's Diner.")).toBe('Red Thug hits Yellow');
    expect(entry('eliminated', "Brown's thug is removed from play.")).toBe('Brown has no Thugs');
    // G-15.1 before edition 10; G-17.6 before edition 7 and from 7 to 9.
    expect(entry('win', 'Red wins: a Racketeer, a Thug and a Vamp, and controls ten Joints.')).toBe(
      'Red wins: ten Joints',
    );
    // Too long for the menu with how ("Yellow wins: every yellow Joint"): who wins.
    expect(entry('win', 'Yellow wins: a Racketeer, a Thug and a Vamp, and controls every yellow Joint.')).toBe(
      'Yellow wins',
    );
    expect(entry('win', 'The Police Commissioner has $10,000 and a loyal Cop on patrol.')).toBe(
      'The Commissioner wins',
    );
    expect(entry('win', 'The Police Commissioner wins: he has $10,000 and a loyal Cop on patrol.')).toBe(
      'The Commissioner wins',
    );
    // G-15.2 from edition 7 to 9, by colour; before edition 7, no winner named.
    expect(entry('time-limit', 'The time limit is reached: Brown has the highest net worth, $7,000, and wins.')).toBe(
      'Last turn: Brown wins',
    );
    expect(
      entry(
        'time-limit',
        'The time limit is reached: Red and the Police Commissioner share the highest net worth, $800, so nobody wins.',
      ),
    ).toBe('Last turn: a tie');
    expect(entry('time-limit', 'The time limit is reached; the highest net worth is $7,000.')).toBe(
      'Last turn: top $7,000',
    );
    // G-11.4 before edition 7: a Hit on the Cops said "Cop".
    expect(entry('hit', "Red's racketeer declares a Hit on Cop at Lou's Diner.")).toBe('Red Racketeer hits a Cop');
  });

  it('names a line it does not know by its kind, never a case-file line cut off', () => {
    expect(entry('shootout', 'Something new.')).toBe('Shootout');
    expect(entry('time-limit', 'The clock stops.')).toBe('The end');
  });

  it('keeps every entry short enough for the menu, whatever the Gang', () => {
    for (const [type, line] of LINES)
      for (let seat = 0; seat < 4; seat++) {
        const words = entry(type, line.replace(/\{seat:\d\}/g, `{seat:${seat}}`));
        expect(words.length, words).toBeLessThanOrEqual(ENTRY_LETTERS);
      }
  });
});
